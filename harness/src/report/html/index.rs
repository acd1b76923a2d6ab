//! `index.html`: the lanes, the matrix with its filters, the drift counts per pair of lanes and
//! per edition change, and the history chart.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use super::*;
use crate::report::{HistoryPoint, Transition};

pub fn page(document: &Document) -> String {
    let mut body = String::new();
    lanes(document, &mut body);
    pairs(document, &mut body);
    matrix(document, &mut body);
    chart(&document.history, &mut body);
    layout(document, "Edition drift", 0, &body, Some(assets::MATRIX_JS))
}

fn lanes(document: &Document, out: &mut String) {
    out.push_str("<h2 id=\"lanes\">Lanes</h2>\n<table class=\"lanes\">\n<thead><tr><th>lane</th><th>source</th><th>status</th><th>rustc -vV</th><th>host</th><th>editions</th></tr></thead>\n<tbody>\n");
    for lane in &document.lanes {
        let reference = if lane.reference { " <span class=\"muted\">(reference)</span>" } else { "" };
        let (version, host) = match &lane.identity {
            Some(i) => (
                format!(
                    "{} <span class=\"muted\">commit {}, LLVM {}</span>",
                    escape(&i.version_line),
                    escape(&i.commit_hash),
                    escape(&i.llvm)
                ),
                escape(&i.host),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        let status = match &lane.notice {
            Some(notice) => format!("<span title=\"{}\">{}</span>", escape(notice), escape(lane.status.name())),
            None => escape(lane.status.name()),
        };
        let _ = writeln!(
            out,
            "<tr><td>{}{reference}</td><td><code>{}</code></td><td>{status}</td><td>{version}</td><td>{host}</td><td>{}</td></tr>",
            escape(&lane.name),
            escape(&lane.source),
            escape(&lane.editions.join(", "))
        );
    }
    out.push_str("</tbody>\n</table>\n");
}

fn pairs(document: &Document, out: &mut String) {
    // The drift categories that occur somewhere, then unchanged and unsupported.
    let all = document.summary.pairs.iter().map(|p| &p.counts).chain(document.summary.editions.iter().map(|e| &e.counts));
    let occurring: Vec<Category> = all.flat_map(|counts| counts.iter().filter(|c| c.count > 0).map(|c| c.category)).collect();
    let shown: Vec<Category> = Category::ALL.into_iter().filter(|c| c.is_drift() && occurring.contains(c)).collect();
    out.push_str("<h2 id=\"drift\">Drift</h2>\n<p class=\"muted\">(snippet, edition) pairs per category; categories that occur nowhere are left out. \
                  Each row links to its page.</p>\n<table class=\"pairs\">\n<thead><tr><th>between</th>");
    for c in &shown {
        let _ = write!(out, "<th>{}</th>", category_label(*c));
    }
    out.push_str("<th>unchanged</th><th>unsupported</th></tr></thead>\n<tbody>\n");
    let row = |out: &mut String, label: String, counts: &[crate::drift::Count]| {
        let _ = write!(out, "<tr><td>{label}</td>");
        for c in shown.iter().chain([Category::Unchanged, Category::Unsupported].iter()) {
            let n = counts.iter().find(|k| k.category == *c).map_or(0, |k| k.count);
            if n == 0 {
                out.push_str("<td class=\"muted\">0</td>");
            } else {
                let _ = write!(out, "<td>{n}</td>");
            }
        }
        out.push_str("</tr>\n");
    };
    for pair in &document.summary.pairs {
        let label = format!("<a href=\"{}\">{} → {}</a>", escape(&pair_href(&pair.from, &pair.to)), escape(&pair.from), escape(&pair.to));
        row(out, label, &pair.counts);
    }
    for lane in &document.summary.editions {
        let label = format!("<a href=\"{}\">{}: e2021 → e2024</a>", escape(&editions_href(&lane.lane)), escape(&lane.lane));
        row(out, label, &lane.counts);
    }
    out.push_str("</tbody>\n</table>\n");
    if document.summary.pairs.is_empty() {
        out.push_str("<p class=\"muted\">Only one lane ran: there is no drift between lanes to show.</p>\n");
    }
}

/// The categories of a snippet's transitions between lanes, and the most severe one.
fn row_categories(transitions: &[&Transition]) -> (BTreeSet<Category>, Severity) {
    let categories: BTreeSet<Category> = transitions.iter().map(|t| t.category).collect();
    let severity = categories.iter().map(|c| c.severity()).min().unwrap_or(Severity::None);
    (categories, severity)
}

fn abbreviation(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Accepted => "ok",
        Outcome::Rejected => "err",
        Outcome::Ice => "ICE",
        Outcome::Timeout => "timeout",
        Outcome::Crash => "crash",
        Outcome::Unsupported => "n/a",
    }
}

fn matrix(document: &Document, out: &mut String) {
    let suites: BTreeSet<&str> = document.snippets.iter().map(|s| s.suite.as_str()).collect();
    out.push_str(
        "<h2 id=\"matrix\">Matrix</h2>\n<div class=\"filters\">\n<label>suite <select id=\"f-suite\"><option value=\"\">all</option>",
    );
    for suite in &suites {
        let _ = write!(out, "<option value=\"{0}\">{0}</option>", escape(suite));
    }
    out.push_str("</select></label>\n<label>drift <select id=\"f-cat\"><option value=\"\">any</option>");
    for c in Category::ALL {
        let _ = write!(out, "<option value=\"{}\">{}</option>", c.slug(), escape(c.name()));
    }
    out.push_str(
        "</select></label>\n<label>snippet <input id=\"f-q\" type=\"search\" placeholder=\"part of an id\"></label>\n\
         <label><input id=\"f-unchanged\" type=\"checkbox\" checked> unchanged rows</label>\n\
         <label><input id=\"f-cosmetic\" type=\"checkbox\" checked> cosmetic rows</label>\n\
         <span id=\"shown\" class=\"muted\"></span>\n</div>\n",
    );
    out.push_str(
        "<p class=\"legend\">verdict: <span class=\"v-pass\">pass</span><span class=\"v-fail\">fail</span><span class=\"v-stale\">stale</span>\
         <span class=\"v-na\">n/a</span><span class=\"v-not-run\">not run</span> — drift from the previous lane: \
         <span class=\"s-behaviour\">behaviour</span><span class=\"s-diagnostics\">diagnostics</span><span class=\"s-cosmetic\">cosmetic</span> \
         (a cell shows the outcome and its first code; hover for the first message)</p>\n",
    );
    let mut transitions: BTreeMap<&str, Vec<&Transition>> = BTreeMap::new();
    for t in &document.transitions {
        transitions.entry(t.snippet.as_str()).or_default().push(t);
    }
    out.push_str("<table class=\"matrix\">\n<thead>\n<tr><th class=\"snippet\" rowspan=\"2\">snippet</th>");
    for lane in &document.lanes {
        let title = lane.identity.as_ref().map_or_else(|| lane.status.name().to_string(), |i| i.version_line.clone());
        let _ = write!(out, "<th colspan=\"{}\" title=\"{}\">{}</th>", document.editions.len(), escape(&title), escape(&lane.name));
    }
    out.push_str("</tr>\n<tr>");
    for lane in &document.lanes {
        for edition in &document.editions {
            let _ = write!(
                out,
                "<th class=\"col\" data-lane=\"{}\" data-edition=\"{}\">{}</th>",
                escape(&lane.name),
                escape(edition),
                escape(edition)
            );
        }
    }
    out.push_str("</tr>\n</thead>\n<tbody>\n");
    let columns = document.lanes.len() * document.editions.len() + 1;
    let mut current_suite = "";
    for snippet in &document.snippets {
        if snippet.suite != current_suite {
            current_suite = &snippet.suite;
            let _ =
                writeln!(out, "<tr class=\"suite-row\" data-suite=\"{0}\"><th colspan=\"{columns}\">{0}</th></tr>", escape(current_suite));
        }
        let row = transitions.get(snippet.id.as_str()).map(Vec::as_slice).unwrap_or(&[]);
        let (categories, severity) = row_categories(row);
        let cats: Vec<&str> = categories.iter().map(|c| c.slug()).collect();
        let _ = write!(
            out,
            "<tr class=\"snippet-row\" data-suite=\"{}\" data-snippet=\"{}\" data-cats=\"{}\" data-severity=\"{}\"><td class=\"snippet\"><a href=\"{}\">{}</a></td>",
            escape(&snippet.suite),
            escape(&snippet.id),
            cats.join(" "),
            severity_class(severity),
            escape(&snippet_href(&snippet.id)),
            escape(snippet.id.split_once('/').map_or(&snippet.id, |(_, name)| name))
        );
        for lane in &document.lanes {
            for edition in &document.editions {
                cell(document, &snippet.id, edition, &lane.name, out);
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}

fn cell(document: &Document, snippet: &str, edition: &str, lane: &str, out: &mut String) {
    let href = escape(&snippet_href(snippet));
    let Some(cell) = document.cell(snippet, edition, lane) else {
        let _ = write!(out, "<td class=\"cell v-not-run\" title=\"not run\">–</td>");
        return;
    };
    let mut classes = format!("cell {}", verdict_class(cell.verdict));
    let mut title = format!("{} {edition} on {lane}: {}, {}", snippet, cell.outcome.name(), cell.verdict.name());
    if let Some(category) = cell.drift {
        let _ = write!(classes, " d-{}", severity_class(category.severity()));
        let detail = document
            .transitions
            .iter()
            .find(|t| t.snippet == snippet && t.edition == edition && t.to == lane)
            .map_or(String::new(), |t| if t.detail.is_empty() { String::new() } else { format!(" ({})", t.detail) });
        let _ = write!(title, "\ndrift from the previous lane: {}{detail}", category.name());
    }
    if let Some(message) = &cell.first_message {
        let _ = write!(title, "\n{message}");
    } else if let Some(reason) = cell.reasons.first() {
        let _ = write!(title, "\n{}", reason.lines().next().unwrap_or(""));
    }
    // The first code or lint name, errors or not: what the cell shows at a glance.
    let code = cell.diagnostics.codes.first().map_or(String::new(), |c| format!("<br><code>{}</code>", escape(c)));
    let _ = write!(
        out,
        "<td class=\"{classes}\" title=\"{}\"><a href=\"{href}#{}\">{}{code}</a></td>",
        escape(&title),
        escape(edition),
        escape(abbreviation(cell.outcome))
    );
}

/// Stacked bars: drifting pairs per run, by severity.
fn chart(history: &[HistoryPoint], out: &mut String) {
    out.push_str("<h2 id=\"history\">History</h2>\n");
    if history.is_empty() {
        out.push_str("<p class=\"muted\">No past run of two lanes or more in the store yet.</p>\n");
        return;
    }
    let severities = [Severity::Behaviour, Severity::Diagnostics, Severity::Cosmetic];
    let totals: Vec<[usize; 3]> = history
        .iter()
        .map(|p| {
            let mut t = [0; 3];
            for c in Category::ALL {
                let n = p.counts.get(c.slug()).copied().unwrap_or(0);
                if let Some(i) = severities.iter().position(|s| *s == c.severity()) {
                    t[i] += n;
                }
            }
            t
        })
        .collect();
    let max = totals.iter().map(|t| t.iter().sum::<usize>()).max().unwrap_or(0).max(1);
    let (bar, gap, height, top, bottom) = (22usize, 10usize, 160usize, 14usize, 30usize);
    let width = 40 + history.len() * (bar + gap);
    let _ = writeln!(
        out,
        "<svg class=\"history\" width=\"{width}\" height=\"{}\" viewBox=\"0 0 {width} {}\" role=\"img\" aria-label=\"drift between adjacent lanes per run\">",
        height + top + bottom,
        height + top + bottom
    );
    let _ = writeln!(
        out,
        "<text x=\"0\" y=\"10\">{max}</text><line x1=\"30\" y1=\"{top}\" x2=\"30\" y2=\"{}\" stroke=\"#999\"/>",
        top + height
    );
    for (i, (point, total)) in history.iter().zip(&totals).enumerate() {
        let x = 40 + i * (bar + gap);
        let mut y = top + height;
        for (s, n) in severities.iter().zip(total) {
            let h = n * height / max;
            if h == 0 {
                continue;
            }
            y -= h;
            let _ = writeln!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{bar}\" height=\"{h}\" style=\"fill: var(--{})\"><title>run {}: {n} {} drift(s)</title></rect>",
                severity_class(*s),
                point.run_id,
                severity_class(*s)
            );
        }
        let _ = writeln!(
            out,
            "<text x=\"{x}\" y=\"{}\"><title>{} — {}</title>#{}</text>",
            top + height + 14,
            escape(&point.started_at),
            escape(&point.lanes.join(", ")),
            point.run_id
        );
    }
    out.push_str(
        "</svg>\n<p class=\"muted\">Drifting (snippet, edition) pairs between the adjacent lanes of each run, by severity: \
                  <span class=\"s-behaviour\">behaviour</span>, <span class=\"s-diagnostics\">diagnostics</span>, \
                  <span class=\"s-cosmetic\">cosmetic</span>. Hover a bar or a run for details; compare runs with \
                  <code>edrift drift nightly@&lt;run&gt; nightly</code>.</p>\n",
    );
}
