//! The static HTML dashboard, rendered from the [`Document`] alone: `index.html` (the matrix,
//! the drift counts per pair of lanes, the history chart), `claims.html` (claim x lane), a page
//! per pair of adjacent lanes (`pairs/`), a page per lane's edition change (`editions/`), a
//! page per snippet (`snippets/`) and, when migration cells ran, `migrations.html`. Everything
//! is inline: no server, no network. Pages are built with `maud`, which escapes every text from
//! the document by construction; only the style sheet and the script (constants of `assets`)
//! go in unescaped.

mod assets;
mod claims;
mod index;
mod migrations;
mod pages;

use std::path::PathBuf;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::Document;
use crate::drift::{Category, Severity};
use crate::verdict::{Outcome, VerdictKind};

/// Every page: (path relative to the output folder, HTML).
pub fn render(document: &Document) -> Vec<(PathBuf, String)> {
    let mut pages = vec![(PathBuf::from("index.html"), index::page(document)), (PathBuf::from("claims.html"), claims::page(document))];
    let ran = document.lanes_that_ran();
    for pair in ran.windows(2) {
        pages.push((PathBuf::from(pair_href(&pair[0].name, &pair[1].name)), pages::pair(document, &pair[0].name, &pair[1].name)));
    }
    for lane in &ran {
        pages.push((PathBuf::from(editions_href(&lane.name)), pages::editions(document, &lane.name)));
    }
    for snippet in &document.snippets {
        pages.push((PathBuf::from(snippet_href(&snippet.id)), pages::snippet(document, snippet)));
    }
    if let Some(page) = migrations::page(document) {
        pages.push((PathBuf::from("migrations.html"), page));
    }
    pages
}

/// A file-name-safe form of a lane or snippet id.
fn file_name(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '_' }).collect()
}

/// The page of a pair of lanes, relative to the output folder.
pub fn pair_href(from: &str, to: &str) -> String {
    format!("pairs/{}--{}.html", file_name(from), file_name(to))
}

/// The page of a lane's edition change.
pub fn editions_href(lane: &str) -> String {
    format!("editions/{}.html", file_name(lane))
}

/// The page of a snippet.
pub fn snippet_href(id: &str) -> String {
    format!("snippets/{}.html", file_name(&id.replace('/', "--")))
}

/// The CSS class of a severity.
fn severity_class(severity: Severity) -> &'static str {
    match severity {
        Severity::Behaviour => "behaviour",
        Severity::Diagnostics => "diagnostics",
        Severity::Cosmetic => "cosmetic",
        Severity::None => "none",
    }
}

/// A category's name, coloured by its severity.
fn category_label(category: Category) -> Markup {
    html! { span class={ "s-" (severity_class(category.severity())) } { (category.name()) } }
}

/// The CSS class of a verdict (`v-pass`, `v-n-a` is spelt `v-na`).
fn verdict_class(verdict: VerdictKind) -> &'static str {
    match verdict {
        VerdictKind::Pass => "v-pass",
        VerdictKind::Fail => "v-fail",
        VerdictKind::Stale => "v-stale",
        VerdictKind::NotApplicable => "v-na",
    }
}

/// A whole page; `depth` is how many folders below the output folder it is. (The pages put a
/// line break after each table row, to keep their source and snapshots readable.)
fn layout(document: &Document, title: &str, depth: usize, body: Markup, script: Option<&str>) -> String {
    let up = "../".repeat(depth);
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " — edition-drift" }
                style { (PreEscaped(assets::CSS)) }
            }
            body {
                header {
                    h1 { (title) }
                    nav {
                        a href={ (up) "index.html" } { "matrix" }
                        a href={ (up) "claims.html" } { "claims" }
                        // Only a run with migration cells has the page.
                        @if !document.migrations.is_empty() {
                            a href={ (up) "migrations.html" } { "migrations" }
                        }
                        span.muted {
                            "generated " (document.generated_at) " by edrift " (document.harness_version)
                            @if let Some(run) = document.run_id { ", run " (run) }
                        }
                    }
                }
                main { (body) }
                @if let Some(script) = script {
                    script { (PreEscaped(script)) }
                }
            }
        }
    }
    .into_string()
}
