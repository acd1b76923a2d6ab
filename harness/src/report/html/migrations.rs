//! `migrations.html`: the edition migration of every snippet on every lane (the `migrate`
//! stage): the per-lane table of outcomes, then one row per snippet with each lane's outcome,
//! whether the rewrite was needless, and migration drift from the previous lane.

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
    let mut snippets: Vec<&str> = document.migrations.iter().map(|m| m.snippet.as_str()).collect();
    snippets.dedup();
    let body = html! {
        p {
            "Each snippet whose 2021 stage compiles is migrated on each lane: the lane's " code { "rust_2024_compatibility" }
            " fixes applied as " code { "cargo fix --edition" } " does (a package: the lane's own " code { "cargo fix --edition" }
            ", then its edition flipped to 2024), then the rewrite compiled (and run) under 2021 and 2024 and \
             compared with the unmigrated 2021 program. " b { "needless" } ": the rewrite was not needed (the unmigrated code compiles \
             and behaves the same under 2024)."
        }
        h2 id="outcomes" { "Outcomes per lane" }
        table.pairs {
            thead { tr { th { "outcome" } @for lane in &lanes { th { (lane) } } } }
            tbody {
                @for name in crate::model::MigrationOutcome::NAMES {
                    tr {
                        td { (name) }
                        @for summary in &document.summary.migrations { td { (summary.outcomes.get(name).copied().unwrap_or(0)) } }
                    }
                    "\n"
                }
                tr { td { "needless rewrite" } @for summary in &document.summary.migrations { td { (summary.needless) } } }
                "\n"
            }
        }
        h2 id="snippets" { "Snippets" }
        table.claims {
            thead { tr { th { "snippet" } @for lane in &lanes { th { (lane) } } } }
            tbody {
                @for snippet in snippets {
                    tr {
                        td { a href=(snippet_href(snippet)) { (snippet) } }
                        @for lane in &lanes {
                            @match document.migrations.iter().find(|m| m.snippet == snippet && m.lane == *lane) {
                                Some(m) => td class=(outcome_class(&m.outcome, &m.verdict)) title=(m.detail) {
                                    (m.outcome)
                                    @if m.needless { " " b { "needless" } }
                                    @if let Some(category) = m.drift.filter(|c| c.is_drift()) { " " (category_label(category)) }
                                },
                                None => td.claim-not-run { "–" },
                            }
                        }
                    }
                    "\n"
                }
            }
        }
    };
    Some(layout(document, "Edition migration", 0, body, None))
}
