//! `index.html`: the lanes, the matrix with its filters, the drift counts per pair of lanes and
//! per edition change, and the history chart.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::drift::Count;
use crate::report::{HistoryPoint, SnippetEntry, Transition};

pub fn page(document: &Document) -> String {
    let body = html! {
        (missing(document))
        (lanes(document))
        (pairs(document))
        (matrix(document))
        (chart(&document.history))
    };
    layout(document, "Edition drift", 0, body, Some(assets::MATRIX_JS))
}

/// The lanes that could not run, first on the page: a whole lane missing from the matrix is
/// never only a row of the lanes table.
fn missing(document: &Document) -> Markup {
    let missing: Vec<&crate::report::LaneEntry> = document.lanes.iter().filter(|l| l.status != crate::report::LaneState::Ready).collect();
    html! {
        @if !missing.is_empty() {
            div.missing-lanes role="alert" {
                h2 { (missing.len()) " lane(s) of toolchains.toml did not run: their cells are not in this report" }
                ul {
                    @for lane in &missing {
                        li {
                            strong { "lane " (lane.name) } " (" code { (lane.source) } "): " (lane.status.name())
                            @if let Some(notice) = &lane.notice { ": " (notice) }
                        }
                    }
                }
                p { "`edrift lanes check` asks each lane's places what they have now and prints the toolchains.toml lines to use." }
            }
        }
    }
}

fn lanes(document: &Document) -> Markup {
    html! {
        h2 id="lanes" { "Lanes" }
        table.lanes {
            thead { tr { th { "lane" } th { "source" } th { "status" } th { "rustc -vV" } th { "host" } th { "editions" } } }
            tbody {
                @for lane in &document.lanes {
                    tr {
                        td {
                            (lane.name)
                            @if lane.reference { " " span.muted { "(reference)" } }
                        }
                        td {
                            code { (lane.source) }
                            @if let Some(served) = &lane.served { br; span.muted { "served by " code { (served) } } }
                        }
                        td {
                            @match &lane.notice {
                                Some(notice) => span title=(notice) { (lane.status.name()) },
                                None => (lane.status.name()),
                            }
                        }
                        @match &lane.identity {
                            Some(i) => {
                                td { (i.version_line) " " span.muted { "commit " (i.commit_hash) ", LLVM " (i.llvm) } }
                                td { (i.host) }
                            }
                            None => { td { "-" } td { "-" } }
                        }
                        td { (lane.editions.join(", ")) }
                    }
                    "\n"
                }
            }
        }
    }
}

fn pairs(document: &Document) -> Markup {
    // The drift categories that occur somewhere, then unchanged and unsupported.
    let all = document.summary.pairs.iter().map(|p| &p.counts).chain(document.summary.editions.iter().map(|e| &e.counts));
    let occurring: Vec<Category> = all.flat_map(|counts| counts.iter().filter(|c| c.count > 0).map(|c| c.category)).collect();
    let shown: Vec<Category> = Category::ALL.into_iter().filter(|c| c.is_drift() && occurring.contains(c)).collect();
    let columns: Vec<Category> = shown.iter().copied().chain([Category::Unchanged, Category::Unsupported]).collect();
    let row = |label: Markup, counts: &[Count]| {
        html! {
            tr {
                td { (label) }
                @for c in &columns {
                    @match counts.iter().find(|k| k.category == *c).map_or(0, |k| k.count) {
                        0 => td.muted { "0" },
                        n => td { (n) },
                    }
                }
            }
            "\n"
        }
    };
    html! {
        h2 id="drift" { "Drift" }
        p.muted {
            "(snippet, edition) pairs per category; categories that occur nowhere are left out. Each row links to its page."
        }
        table.pairs {
            thead { tr { th { "between" } @for c in &shown { th { (category_label(*c)) } } th { "unchanged" } th { "unsupported" } } }
            tbody {
                @for pair in &document.summary.pairs {
                    (row(html! { a href=(pair_href(&pair.from, &pair.to)) { (pair.from) " → " (pair.to) } }, &pair.counts))
                }
                @for lane in &document.summary.editions {
                    (row(html! { a href=(editions_href(&lane.lane)) { (lane.lane) ": e2021 → e2024" } }, &lane.counts))
                }
            }
        }
        @if document.summary.pairs.is_empty() {
            p.muted { "Only one lane ran: there is no drift between lanes to show." }
        }
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

fn matrix(document: &Document) -> Markup {
    let suites: BTreeSet<&str> = document.snippets.iter().map(|s| s.suite.as_str()).collect();
    let mut transitions: BTreeMap<&str, Vec<&Transition>> = BTreeMap::new();
    for t in &document.transitions {
        transitions.entry(t.snippet.as_str()).or_default().push(t);
    }
    let columns = document.lanes.len() * document.editions.len() + 1;
    html! {
        h2 id="matrix" { "Matrix" }
        div.filters {
            label {
                "suite "
                select id="f-suite" { option value="" { "all" } @for suite in &suites { option value=(suite) { (suite) } } }
            }
            label {
                "drift "
                select id="f-cat" { option value="" { "any" } @for c in Category::ALL { option value=(c.slug()) { (c.name()) } } }
            }
            label { "snippet " input id="f-q" type="search" placeholder="part of an id"; }
            label { input id="f-unchanged" type="checkbox" checked; " unchanged rows" }
            label { input id="f-cosmetic" type="checkbox" checked; " cosmetic rows" }
            span id="shown" class="muted" {}
        }
        p.legend {
            "verdict: " span.v-pass { "pass" } span.v-fail { "fail" } span.v-stale { "stale" } span.v-na { "n/a" }
            span.v-not-run { "not run" } " — drift from the previous lane: "
            span.s-behaviour { "behaviour" } span.s-diagnostics { "diagnostics" } span.s-cosmetic { "cosmetic" }
            " (a cell shows the outcome and its first code; hover for the first message)"
        }
        table.matrix {
            thead {
                tr {
                    th.snippet rowspan="2" { "snippet" }
                    @for lane in &document.lanes {
                        th colspan=(document.editions.len())
                            title=(lane.identity.as_ref().map_or_else(|| lane.status.name(), |i| i.version_line.as_str())) { (lane.name) }
                    }
                }
                "\n"
                tr {
                    @for lane in &document.lanes {
                        @for edition in &document.editions {
                            th.col data-lane=(lane.name) data-edition=(edition) { (edition) }
                        }
                    }
                }
                "\n"
            }
            tbody {
                // The snippets are sorted by id, so a suite's are together.
                @for group in document.snippets.chunk_by(|a, b| a.suite == b.suite) {
                    tr.suite-row data-suite=(group[0].suite) { th colspan=(columns) { (group[0].suite) } }
                    "\n"
                    @for snippet in group {
                        (snippet_row(document, snippet, transitions.get(snippet.id.as_str()).map_or(&[], Vec::as_slice)))
                    }
                }
            }
        }
    }
}

fn snippet_row(document: &Document, snippet: &SnippetEntry, transitions: &[&Transition]) -> Markup {
    let (categories, severity) = row_categories(transitions);
    let cats: Vec<&str> = categories.iter().map(|c| c.slug()).collect();
    html! {
        tr.snippet-row data-suite=(snippet.suite) data-snippet=(snippet.id) data-cats=(cats.join(" ")) data-severity=(severity_class(severity)) {
            td.snippet {
                a href=(snippet_href(&snippet.id)) { (snippet.id.split_once('/').map_or(snippet.id.as_str(), |(_, name)| name)) }
            }
            @for lane in &document.lanes {
                @for edition in &document.editions {
                    (cell(document, &snippet.id, edition, &lane.name))
                }
            }
        }
        "\n"
    }
}

fn cell(document: &Document, snippet: &str, edition: &str, lane: &str) -> Markup {
    let Some(cell) = document.cell(snippet, edition, lane) else {
        return html! { td.cell.v-not-run title="not run" { "–" } };
    };
    let mut title = format!("{snippet} {edition} on {lane}: {}, {}", cell.outcome.name(), cell.verdict.name());
    if let Some(category) = cell.drift {
        let detail = document
            .transitions
            .iter()
            .find(|t| t.snippet == snippet && t.edition == edition && t.to == lane)
            .map_or(String::new(), |t| if t.detail.is_empty() { String::new() } else { format!(" ({})", t.detail) });
        title.push_str(&format!("\ndrift from the previous lane: {}{detail}", category.name()));
    }
    if let Some(message) = &cell.first_message {
        title.push_str(&format!("\n{message}"));
    } else if let Some(reason) = cell.reasons.first() {
        title.push_str(&format!("\n{}", reason.lines().next().unwrap_or("")));
    }
    let classes = match cell.drift {
        Some(category) => format!("cell {} d-{}", verdict_class(cell.verdict), severity_class(category.severity())),
        None => format!("cell {}", verdict_class(cell.verdict)),
    };
    html! {
        td class=(classes) title=(title) {
            a href={ (snippet_href(snippet)) "#" (edition) } {
                (abbreviation(cell.outcome))
                // The first code or lint name, errors or not: what the cell shows at a glance.
                @if let Some(code) = cell.diagnostics.codes.first() { br; code { (code) } }
            }
        }
    }
}

/// One bar segment of the history chart.
struct Bar {
    x: usize,
    y: usize,
    height: usize,
    severity: Severity,
    count: usize,
}

/// Stacked bars: drifting pairs per run, by severity.
fn chart(history: &[HistoryPoint]) -> Markup {
    if history.is_empty() {
        return html! {
            h2 id="history" { "History" }
            p.muted { "No past run of two lanes or more in the store yet." }
        };
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
    let x = |i: usize| 40 + i * (bar + gap);
    let bars = |i: usize| {
        let mut y = top + height;
        let mut bars = Vec::new();
        for (severity, count) in severities.iter().zip(&totals[i]) {
            let h = count * height / max;
            if h > 0 {
                y -= h;
                bars.push(Bar { x: x(i), y, height: h, severity: *severity, count: *count });
            }
        }
        bars
    };
    html! {
        h2 id="history" { "History" }
        svg.history width=(width) height=(height + top + bottom) viewBox={ "0 0 " (width) " " (height + top + bottom) }
            role="img" aria-label="drift between adjacent lanes per run" {
            "\n"
            // SVG elements are closed explicitly: the HTML parser keeps an unclosed one open.
            text x="0" y="10" { (max) }
            line x1="30" y1=(top) x2="30" y2=(top + height) stroke="#999" {}
            "\n"
            @for (i, point) in history.iter().enumerate() {
                @for Bar { x, y, height, severity, count } in bars(i) {
                    rect x=(x) y=(y) width=(bar) height=(height) style={ "fill: var(--" (severity_class(severity)) ")" } {
                        title { "run " (point.run_id) ": " (count) " " (severity_class(severity)) " drift(s)" }
                    }
                    "\n"
                }
                text x=(x(i)) y=(top + height + 14) {
                    title { (point.started_at) " — " (point.lanes.join(", ")) }
                    "#" (point.run_id)
                }
                "\n"
            }
        }
        p.muted {
            "Drifting (snippet, edition) pairs between the adjacent lanes of each run, by severity: "
            span.s-behaviour { "behaviour" } ", " span.s-diagnostics { "diagnostics" } ", " span.s-cosmetic { "cosmetic" }
            ". Hover a bar or a run for details; compare runs with " code { "edrift drift nightly@<run> nightly" } "."
        }
    }
}
