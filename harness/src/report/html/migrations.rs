//! `migrations.html`: the edition migration of every snippet on every lane (the `migrate`
//! stage): the per-lane table of outcomes, then one row per snippet with each lane's outcome,
//! whether the rewrite was needless, and migration drift from the previous lane.

use std::fmt::Write as _;

use super::*;

/// The CSS class of a migration outcome: broken ones as failures, `n/a` muted.
fn outcome_class(outcome: &str, verdict: &str) -> &'static str {
    match (outcome, verdict) {
        ("n/a", _) => "claim-na",
        (_, "fail") => "claim-fails",
        ("not-machine-applicable", _) => "claim-stale",
        (_, _) => "claim-holds",
    }
}

/// The page, or `None` when no migration ran.
pub fn page(document: &Document) -> Option<String> {
    if document.migrations.is_empty() {
        return None;
    }
    let lanes: Vec<&str> = document.summary.migrations.iter().map(|m| m.lane.as_str()).collect();
    let mut body = String::from(
        "<p>Each snippet whose 2021 stage compiles is migrated on each lane: the lane's <code>rust_2024_compatibility</code> \
         fixes applied as <code>cargo fix --edition</code> does (a package: the lane's own <code>cargo fix --edition</code>, then \
         its edition flipped to 2024), then the rewrite compiled (and run) under 2021 and 2024 and \
         compared with the unmigrated 2021 program. <b>needless</b>: the rewrite was not needed (the unmigrated code compiles \
         and behaves the same under 2024).</p>\n<h2 id=\"outcomes\">Outcomes per lane</h2>\n<table class=\"pairs\">\n<thead><tr><th>outcome</th>",
    );
    for lane in &lanes {
        let _ = write!(body, "<th>{}</th>", escape(lane));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for name in crate::migrate::MigrationOutcome::NAMES {
        let _ = write!(body, "<tr><td>{}</td>", escape(name));
        for summary in &document.summary.migrations {
            let _ = write!(body, "<td>{}</td>", summary.outcomes.get(name).copied().unwrap_or(0));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("<tr><td>needless rewrite</td>");
    for summary in &document.summary.migrations {
        let _ = write!(body, "<td>{}</td>", summary.needless);
    }
    body.push_str("</tr>\n</tbody>\n</table>\n<h2 id=\"snippets\">Snippets</h2>\n<table class=\"claims\">\n<thead><tr><th>snippet</th>");
    for lane in &lanes {
        let _ = write!(body, "<th>{}</th>", escape(lane));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    let mut snippets: Vec<&str> = document.migrations.iter().map(|m| m.snippet.as_str()).collect();
    snippets.dedup();
    for snippet in snippets {
        let _ = write!(body, "<tr><td><a href=\"{}\">{}</a></td>", escape(&snippet_href(snippet)), escape(snippet));
        for lane in &lanes {
            match document.migrations.iter().find(|m| m.snippet == snippet && m.lane == *lane) {
                Some(m) => {
                    let drift = m.drift.filter(|c| c.is_drift()).map_or(String::new(), |c| format!(" {}", category_label(c)));
                    let needless = if m.needless { " <b>needless</b>" } else { "" };
                    let _ = write!(
                        body,
                        "<td class=\"{}\" title=\"{}\">{}{needless}{drift}</td>",
                        outcome_class(&m.outcome, &m.verdict),
                        escape(&m.detail),
                        escape(&m.outcome)
                    );
                }
                None => body.push_str("<td class=\"claim-not-run\">–</td>"),
            }
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody>\n</table>\n");
    Some(layout(document, "Edition migration", 0, &body, None))
}
