//! The pages besides the matrix: the claims table, a page per pair of adjacent lanes, a page per
//! lane's edition change, and a page per snippet.

use std::fmt::Write as _;

use super::*;
use crate::model::ClaimStatus;
use crate::report::{CellEntry, LaneClaim, NotRun, SnippetEntry};

/// `claims.html`: every claim (snippet x edition) on every lane.
pub fn claims(document: &Document) -> String {
    let mut body = String::from(
        "<p>A claim is what a snippet asserts for one edition (usually what its RFC says). <b>holds</b>, <b>fails</b>, \
         <b>stale since R</b> (fails, as its <code>stale-since</code> records), <b>holds again</b> (holds although \
         <code>stale-since</code> says it fails: revisit the snippet), <b>n/a</b> (the lane cannot run it).</p>\n\
         <table class=\"claims\">\n<thead><tr><th>RFC</th><th>snippet</th><th>edition</th><th>claim</th>",
    );
    for lane in &document.lanes {
        let _ = write!(body, "<th>{}</th>", escape(&lane.name));
    }
    body.push_str("<th>fails since</th><th>changes (observed)</th></tr></thead>\n<tbody>\n");
    let mut claims: Vec<_> = document.claims.iter().collect();
    claims.sort_by(|a, b| (a.rfc.is_none(), &a.rfc, &a.snippet, &a.edition).cmp(&(b.rfc.is_none(), &b.rfc, &b.snippet, &b.edition)));
    for claim in claims {
        let _ = write!(
            body,
            "<tr><td>{}</td><td><a href=\"{}\">{}</a></td><td>{}</td><td>{}</td>",
            claim.rfc.as_deref().map_or("-".to_string(), escape),
            escape(&snippet_href(&claim.snippet)),
            escape(&claim.snippet),
            escape(&claim.edition),
            escape(&claim.text)
        );
        for status in &claim.lanes {
            // The cell's own claim status, as `verdict` decided it (and `cargo test` shows it).
            let stale = claim.stale_since.as_ref().map(|s| ("stale since", s));
            let holds = claim.holds_since.as_ref().map(|s| ("holds since", s));
            let (class, text, date) = match &status.claim {
                LaneClaim::Ran(ClaimStatus::Holds) => ("claim-holds", "holds".to_string(), stale),
                LaneClaim::Ran(ClaimStatus::Fails) => ("claim-fails", "fails".to_string(), stale),
                LaneClaim::Ran(ClaimStatus::Stale { since }) => ("claim-stale", format!("stale since {since}"), stale),
                LaneClaim::Ran(ClaimStatus::NotYet { since }) => ("claim-stale", format!("holds since {since}"), holds),
                LaneClaim::Ran(ClaimStatus::KnownIce { since }) => ("claim-stale", format!("known ICE ({since})"), stale.or(holds)),
                LaneClaim::Ran(ClaimStatus::HoldsAgain { .. }) => ("claim-holds-again", "holds again".to_string(), stale),
                LaneClaim::Ran(ClaimStatus::HoldsEarly { .. }) => ("claim-holds-again", "holds early".to_string(), holds),
                LaneClaim::Ran(ClaimStatus::NotApplicable) => ("claim-na", "n/a".to_string(), stale),
                LaneClaim::Ran(ClaimStatus::Observed) => ("claim-na", "observed".to_string(), stale),
                LaneClaim::NotRun(NotRun::NotRun) => ("claim-not-run", "–".to_string(), stale),
            };
            let title = date.map_or(String::new(), |(what, s)| format!(" title=\"{what} {}: {}\"", escape(&s.release), escape(&s.reason)));
            let _ = write!(body, "<td class=\"{class}\"{title}>{}</td>", escape(&text));
        }
        let changes: Vec<String> = claim.intervals.iter().map(|i| format!("{} → {} in {i}", i.from.name(), i.to.name())).collect();
        let _ = writeln!(
            body,
            "<td>{}</td><td class=\"claim-changes\">{}</td></tr>",
            claim.fails_since.as_deref().map_or("-".to_string(), escape),
            if changes.is_empty() { "-".to_string() } else { escape(&changes.join("; ")) }
        );
    }
    body.push_str("</tbody>\n</table>\n");
    layout(document, "RFC claims", 0, &body, None)
}

struct Row<'a> {
    snippet: &'a str,
    cell: &'a str,
    category: Category,
    detail: &'a str,
}

fn categories_page(document: &Document, title: &str, intro: &str, rows: &[Row<'_>], anchor: &dyn Fn(&Row<'_>) -> String) -> String {
    let mut body = format!("{intro}\n<table class=\"counts\">\n<thead><tr><th>category</th><th>count</th></tr></thead>\n<tbody>\n");
    for c in Category::ALL {
        let n = rows.iter().filter(|r| r.category == c).count();
        if n > 0 {
            let _ = writeln!(body, "<tr><td><a href=\"#{}\">{}</a></td><td>{n}</td></tr>", c.slug(), category_label(c));
        }
    }
    body.push_str("</tbody>\n</table>\n");
    for c in Category::ALL {
        let in_category: Vec<&Row<'_>> = rows.iter().filter(|r| r.category == c).collect();
        if in_category.is_empty() {
            continue;
        }
        let open = if c.is_drift() { " open" } else { "" };
        let _ = writeln!(
            body,
            "<details id=\"{}\"{open}><summary><h2 style=\"display:inline\">{} ({})</h2></summary>\n<table>\n<thead><tr><th>snippet</th><th>cell</th><th>what differs</th></tr></thead>\n<tbody>",
            c.slug(),
            category_label(c),
            in_category.len()
        );
        for row in in_category {
            let _ = writeln!(
                body,
                "<tr><td><a href=\"../{}#{}\">{}</a></td><td>{}</td><td>{}</td></tr>",
                escape(&snippet_href(row.snippet)),
                escape(&anchor(row)),
                escape(row.snippet),
                escape(row.cell),
                escape(row.detail)
            );
        }
        body.push_str("</tbody>\n</table>\n</details>\n");
    }
    layout(document, title, 1, &body, None)
}

fn identity_line(document: &Document, lane: &str) -> String {
    document
        .lanes
        .iter()
        .find(|l| l.name == lane)
        .and_then(|l| l.identity.as_ref())
        .map_or_else(|| escape(lane), |i| format!("<b>{}</b>: {} ({})", escape(lane), escape(&i.version_line), escape(&i.host)))
}

/// `pairs/<from>--<to>.html`: the drift between two adjacent lanes.
pub fn pair(document: &Document, from: &str, to: &str) -> String {
    let rows: Vec<Row<'_>> = document
        .transitions
        .iter()
        .filter(|t| t.from == from && t.to == to)
        .map(|t| Row { snippet: &t.snippet, cell: &t.edition, category: t.category, detail: &t.detail })
        .collect();
    let intro = format!(
        "<p>From {}<br>to {}</p>\n<p class=\"muted\">The same from the command line: <code>edrift drift {} {}</code></p>",
        identity_line(document, from),
        identity_line(document, to),
        escape(from),
        escape(to)
    );
    categories_page(document, &format!("Drift {from} → {to}"), &intro, &rows, &|r| r.cell.to_string())
}

/// `editions/<lane>.html`: what edition 2024 changes on a lane.
pub fn editions(document: &Document, lane: &str) -> String {
    let rows: Vec<Row<'_>> = document
        .edition_changes
        .iter()
        .filter(|c| c.lane == lane)
        .map(|c| Row { snippet: &c.snippet, cell: "e2021 → e2024", category: c.category, detail: &c.detail })
        .collect();
    let intro = format!(
        "<p>Edition 2021 → edition 2024 on {}</p>\n<p class=\"muted\">The same from the command line: <code>edrift drift {} --between-editions</code></p>",
        identity_line(document, lane),
        escape(lane)
    );
    categories_page(document, &format!("Edition 2021 → 2024 on {lane}"), &intro, &rows, &|_| "e2024".to_string())
}

/// A unified diff, coloured.
fn diff_html(before: &str, after: &str) -> String {
    let mut out = String::from("<pre class=\"diff\">");
    for line in crate::verdict::diff(before, after).lines() {
        let class = if line.starts_with("@@") {
            "hunk"
        } else if line.starts_with('+') {
            "add"
        } else if line.starts_with('-') {
            "del"
        } else {
            ""
        };
        if class.is_empty() {
            let _ = writeln!(out, "{}", escape(line));
        } else {
            let _ = write!(out, "<span class=\"{class}\">{}</span>", escape(line));
        }
    }
    out.push_str("</pre>");
    out
}

fn output(cell: &CellEntry) -> String {
    let mut text = cell.stderr.clone();
    if let Some(stdout) = &cell.stdout {
        text.push_str("--- stdout (the program, rustdoc --test, or the formatted code) ---\n");
        text.push_str(stdout);
    }
    text
}

/// `snippets/<suite>--<name>.html`: the source, the claims, the output on each lane and the
/// diffs between adjacent lanes.
pub fn snippet(document: &Document, snippet: &SnippetEntry) -> String {
    let mut body = String::from("<dl>\n");
    let mut field = |name: &str, value: Option<&str>| {
        if let Some(value) = value {
            let _ = writeln!(body, "<dt>{}</dt><dd>{}</dd>", escape(name), escape(value));
        }
    };
    field("suite", Some(&snippet.suite));
    field("path", Some(&snippet.path));
    field("RFC", snippet.rfc.as_deref());
    field("source", snippet.source.as_deref());
    field("section", snippet.section.as_deref());
    field("variant of", snippet.variant_of.as_deref());
    for note in &snippet.notes {
        field("note", Some(note));
    }
    body.push_str("</dl>\n<h2>Source</h2>\n");
    let _ = writeln!(body, "<pre><code>{}</code></pre>", escape(&snippet.text));
    let lanes: Vec<&str> = document.lanes.iter().map(|l| l.name.as_str()).collect();
    for spec in &snippet.editions {
        let _ = writeln!(body, "<h2 id=\"{0}\">{0}: <code>{1}</code></h2>", escape(&spec.edition), escape(spec.stage.name()));
        if !spec.claims.is_empty() {
            body.push_str("<ul>");
            for claim in &spec.claims {
                let _ = write!(body, "<li>claim: {}</li>", escape(claim));
            }
            body.push_str("</ul>\n");
        }
        if let Some(stale) = &spec.stale_since {
            let _ = writeln!(body, "<p>stale since {}: {}</p>", escape(&stale.release), escape(&stale.reason));
        }
        if let Some(holds) = &spec.holds_since {
            let _ = writeln!(body, "<p>holds since {}: {}</p>", escape(&holds.release), escape(&holds.reason));
        }
        body.push_str("<table>\n<thead><tr><th>lane</th><th>outcome</th><th>verdict</th><th>code</th><th>drift from the previous lane</th><th>reasons</th></tr></thead>\n<tbody>\n");
        for lane in &lanes {
            match document.cell(&snippet.id, &spec.edition, lane) {
                Some(cell) => {
                    let drift = cell.drift.map_or("-".to_string(), category_label);
                    let reasons: Vec<String> = cell.reasons.iter().map(|r| escape(r)).collect();
                    let _ = writeln!(
                        body,
                        "<tr><td>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td>{drift}</td><td><pre>{}</pre></td></tr>",
                        escape(lane),
                        escape(cell.outcome.name()),
                        verdict_class(cell.verdict),
                        escape(cell.verdict.name()),
                        cell.diagnostics.codes.first().map_or("-".to_string(), |c| escape(c)),
                        reasons.join("\n")
                    );
                }
                None => {
                    let _ = writeln!(body, "<tr><td>{}</td><td colspan=\"5\" class=\"muted\">not run</td></tr>", escape(lane));
                }
            }
        }
        body.push_str("</tbody>\n</table>\n");
        let mut previous: Option<(&str, &CellEntry)> = None;
        for lane in &lanes {
            let Some(cell) = document.cell(&snippet.id, &spec.edition, lane) else { continue };
            let _ = writeln!(
                body,
                "<details><summary>output on {} ({}, {} ms)</summary><pre>{}</pre></details>",
                escape(lane),
                escape(cell.outcome.name()),
                cell.duration_ms,
                escape(&output(cell))
            );
            if let Some((before_lane, before)) = previous {
                if output(before) != output(cell) {
                    let _ = writeln!(
                        body,
                        "<details open><summary>diff {} → {}</summary>{}</details>",
                        escape(before_lane),
                        escape(lane),
                        diff_html(&output(before), &output(cell))
                    );
                }
            }
            previous = Some((lane, cell));
        }
    }
    let changes: Vec<_> = document.edition_changes.iter().filter(|c| c.snippet == snippet.id).collect();
    if !changes.is_empty() {
        body.push_str(
            "<h2>Edition 2021 → 2024</h2>\n<table>\n<thead><tr><th>lane</th><th>category</th><th>what differs</th></tr></thead>\n<tbody>\n",
        );
        for change in changes {
            let _ = writeln!(
                body,
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&change.lane),
                category_label(change.category),
                escape(&change.detail)
            );
        }
        body.push_str("</tbody>\n</table>\n");
    }
    layout(document, &snippet.id, 1, &body, None)
}
