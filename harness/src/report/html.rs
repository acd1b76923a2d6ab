//! The static HTML dashboard, rendered from the [`Document`] alone: `index.html` (the matrix,
//! the drift counts per pair of lanes, the history chart), `claims.html` (claim x lane), a page
//! per pair of adjacent lanes (`pairs/`), a page per lane's edition change (`editions/`), a
//! page per snippet (`snippets/`) and, when migration cells ran, `migrations.html`. Everything
//! is inline: no server, no network. Every text from the document goes through [`escape`].

mod assets;
mod index;
mod migrations;
mod pages;

use std::fmt::Write as _;
use std::path::PathBuf;

use super::Document;
use crate::drift::{Category, Severity};
use crate::verdict::{Outcome, VerdictKind};

/// Every page: (path relative to the output folder, HTML).
pub fn render(document: &Document) -> Vec<(PathBuf, String)> {
    let mut pages = vec![(PathBuf::from("index.html"), index::page(document)), (PathBuf::from("claims.html"), pages::claims(document))];
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

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
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
fn category_label(category: Category) -> String {
    format!("<span class=\"s-{}\">{}</span>", severity_class(category.severity()), escape(category.name()))
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

/// A whole page; `depth` is how many folders below the output folder it is.
fn layout(document: &Document, title: &str, depth: usize, body: &str, script: Option<&str>) -> String {
    let up = "../".repeat(depth);
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{} — edition-drift</title>\n<style>{}</style>\n</head>\n<body>\n<header>\n<h1>{}</h1>\n\
         <nav><a href=\"{up}index.html\">matrix</a><a href=\"{up}claims.html\">claims</a>{}\
         <span class=\"muted\">generated {} by edrift {}{}</span></nav>\n</header>\n<main>\n{body}</main>\n",
        escape(title),
        assets::CSS,
        escape(title),
        // Only a run with migration cells has the page.
        if document.migrations.is_empty() { String::new() } else { format!("<a href=\"{up}migrations.html\">migrations</a>") },
        escape(&document.generated_at),
        escape(&document.harness_version),
        document.run_id.map_or(String::new(), |r| format!(", run {r}")),
    );
    if let Some(script) = script {
        let _ = writeln!(out, "<script>{script}</script>");
    }
    out.push_str("</body>\n</html>\n");
    out
}
