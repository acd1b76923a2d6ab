//! The pages besides the matrix and the claims: a page per pair of adjacent lanes, a page per
//! lane's edition change, and a page per snippet.

use super::*;
use crate::report::{CellEntry, SnippetEntry};

struct Row<'a> {
    snippet: &'a str,
    cell: &'a str,
    category: Category,
    detail: &'a str,
}

fn categories_page(document: &Document, title: &str, intro: Markup, rows: &[Row<'_>], anchor: &dyn Fn(&Row<'_>) -> String) -> String {
    let by_category: Vec<(Category, Vec<&Row<'_>>)> = Category::ALL
        .into_iter()
        .map(|c| (c, rows.iter().filter(|r| r.category == c).collect::<Vec<_>>()))
        .filter(|(_, rows)| !rows.is_empty())
        .collect();
    let body = html! {
        (intro)
        table.counts {
            thead { tr { th { "category" } th { "count" } } }
            tbody {
                @for (c, rows) in &by_category {
                    tr { td { a href={ "#" (c.slug()) } { (category_label(*c)) } } td { (rows.len()) } }
                    "\n"
                }
            }
        }
        @for (c, rows) in &by_category {
            details id=(c.slug()) open[c.is_drift()] {
                summary { h2 style="display:inline" { (category_label(*c)) " (" (rows.len()) ")" } }
                table {
                    thead { tr { th { "snippet" } th { "cell" } th { "what differs" } } }
                    tbody {
                        @for row in rows {
                            tr {
                                td { a href={ "../" (snippet_href(row.snippet)) "#" (anchor(row)) } { (row.snippet) } }
                                td { (row.cell) }
                                td { (row.detail) }
                            }
                            "\n"
                        }
                    }
                }
            }
        }
    };
    layout(document, title, 1, body, None)
}

fn identity_line(document: &Document, lane: &str) -> Markup {
    let identity = document.lanes.iter().find(|l| l.name == lane).and_then(|l| l.identity.as_ref());
    html! {
        @match identity {
            Some(i) => { b { (lane) } ": " (i.version_line) " (" (i.host) ")" }
            None => (lane),
        }
    }
}

/// `pairs/<from>--<to>.html`: the drift between two adjacent lanes.
pub fn pair(document: &Document, from: &str, to: &str) -> String {
    let rows: Vec<Row<'_>> = document
        .transitions
        .iter()
        .filter(|t| t.from == from && t.to == to)
        .map(|t| Row { snippet: &t.snippet, cell: &t.edition, category: t.category, detail: &t.detail })
        .collect();
    let intro = html! {
        p { "From " (identity_line(document, from)) br; "to " (identity_line(document, to)) }
        p.muted { "The same from the command line: " code { "edrift drift " (from) " " (to) } }
    };
    categories_page(document, &format!("Drift {from} → {to}"), intro, &rows, &|r| r.cell.to_string())
}

/// `editions/<lane>.html`: what edition 2024 changes on a lane.
pub fn editions(document: &Document, lane: &str) -> String {
    let rows: Vec<Row<'_>> = document
        .edition_changes
        .iter()
        .filter(|c| c.lane == lane)
        .map(|c| Row { snippet: &c.snippet, cell: "e2021 → e2024", category: c.category, detail: &c.detail })
        .collect();
    let intro = html! {
        p { "Edition 2021 → edition 2024 on " (identity_line(document, lane)) }
        p.muted { "The same from the command line: " code { "edrift drift " (lane) " --between-editions" } }
    };
    categories_page(document, &format!("Edition 2021 → 2024 on {lane}"), intro, &rows, &|_| "e2024".to_string())
}

/// A unified diff, coloured.
fn diff_html(before: &str, after: &str) -> Markup {
    let diff = crate::verdict::diff(before, after);
    html! {
        pre.diff {
            @for line in diff.lines() {
                @let class = if line.starts_with("@@") {
                    Some("hunk")
                } else if line.starts_with('+') {
                    Some("add")
                } else if line.starts_with('-') {
                    Some("del")
                } else {
                    None
                };
                // Coloured lines are blocks (CSS); the others need their line break.
                @match class {
                    Some(class) => span class=(class) { (line) },
                    None => { (line) "\n" }
                }
            }
        }
    }
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
    let fields = [
        ("suite", Some(snippet.suite.as_str())),
        ("path", Some(snippet.path.as_str())),
        ("RFC", snippet.rfc.as_deref()),
        ("source", snippet.source.as_deref()),
        ("section", snippet.section.as_deref()),
        ("variant of", snippet.variant_of.as_deref()),
    ]
    .into_iter()
    .chain(snippet.notes.iter().map(|note| ("note", Some(note.as_str()))));
    let lanes: Vec<&str> = document.lanes.iter().map(|l| l.name.as_str()).collect();
    let changes: Vec<_> = document.edition_changes.iter().filter(|c| c.snippet == snippet.id).collect();
    let body = html! {
        dl {
            @for (name, value) in fields {
                @if let Some(value) = value { dt { (name) } dd { (value) } "\n" }
            }
            @if let Some(variant) = &snippet.verbatim {
                dt { "verbatim" }
                dd { "kept as written; its claim is tested by " a href={ "../" (snippet_href(variant)) } { (variant) } }
            }
        }
        h2 { "Source" }
        pre { code { (snippet.text) } }
        @for spec in &snippet.editions {
            h2 id=(spec.edition) { (spec.edition) ": " code { (spec.stage.name()) } }
            @if !spec.claims.is_empty() {
                ul { @for claim in &spec.claims { li { "claim: " (claim) } } }
            }
            @if let Some(stale) = &spec.stale_since {
                p { "stale since " (stale.release) ": " (stale.reason) }
            }
            @if let Some(holds) = &spec.holds_since {
                p { "holds since " (holds.release) ": " (holds.reason) }
            }
            table {
                thead {
                    tr { th { "lane" } th { "outcome" } th { "verdict" } th { "code" } th { "drift from the previous lane" } th { "reasons" } }
                }
                tbody {
                    @for lane in &lanes {
                        @match document.cell(&snippet.id, &spec.edition, lane) {
                            Some(cell) => tr {
                                td { (lane) }
                                td { (cell.outcome.name()) }
                                td class=(verdict_class(cell.verdict)) { (cell.verdict.name()) }
                                td { (cell.diagnostics.codes.first().map_or("-", String::as_str)) }
                                td { @match cell.drift { Some(category) => (category_label(category)), None => "-" } }
                                td { pre { (cell.reasons.join("\n")) } }
                            },
                            None => tr { td { (lane) } td.muted colspan="5" { "not run" } },
                        }
                        "\n"
                    }
                }
            }
            (outputs(document, &snippet.id, &spec.edition, &lanes))
        }
        @if !changes.is_empty() {
            h2 { "Edition 2021 → 2024" }
            table {
                thead { tr { th { "lane" } th { "category" } th { "what differs" } } }
                tbody {
                    @for change in changes {
                        tr { td { (change.lane) } td { (category_label(change.category)) } td { (change.detail) } }
                        "\n"
                    }
                }
            }
        }
    };
    layout(document, &snippet.id, 1, body, None)
}

/// A cell's output on each lane that ran it, and the diff from the previous such lane where
/// the output differs.
fn outputs(document: &Document, snippet: &str, edition: &str, lanes: &[&str]) -> Markup {
    let ran: Vec<(&str, &CellEntry)> = lanes.iter().filter_map(|lane| Some((*lane, document.cell(snippet, edition, lane)?))).collect();
    html! {
        @for (i, (lane, cell)) in ran.iter().enumerate() {
            details { summary { "output on " (lane) " (" (cell.outcome.name()) ", " (cell.duration_ms) " ms)" } pre { (output(cell)) } }
            @if let Some((before_lane, before)) = i.checked_sub(1).map(|j| ran[j]) {
                @if output(before) != output(cell) {
                    details open { summary { "diff " (before_lane) " → " (lane) } (diff_html(&output(before), &output(cell))) }
                }
            }
        }
    }
}
