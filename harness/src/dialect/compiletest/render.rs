//! compiletest's rendering of a normalized stderr (rustc-dev-guide, "UI tests", "Normalization"):
//! what `-Z ui-testing` and compiletest's own rules make of rustc's output, applied to every lane
//! (a stable lane cannot take `-Z` flags), so that an upstream `.stderr` compares equal.

use std::sync::OnceLock;

use regex::Regex;

use crate::model::static_regex;

/// compiletest's rendering of a normalized stderr: the line numbers in the margin become `LL`
/// (what `-Z ui-testing` prints; a stable lane cannot take the flag, so every lane's output is
/// rewritten the same way). The margin's width follows: `LL` is two columns, whatever the
/// widest line number was. `--> file:line:col` keeps its numbers, as in compiletest.
pub fn render(stderr: &str) -> String {
    static ARROW: OnceLock<Regex> = OnceLock::new();
    let stderr = strip_annotations(stderr);
    // A nightly's build date, which the table's `nightly-build-date` rule wrote `$DATE`, as
    // compiletest writes it.
    let stderr = stderr.replace("this compiler was built on $DATE", "this compiler was built on YYYY-MM-DD");
    let arrow = static_regex(&ARROW, r"^( *)(-->|::: )");
    let mut out = String::with_capacity(stderr.len());
    let mut width: Option<usize> = None;
    // Whether the line before was a `= note:` / `= help:` line or its continuation: rustc
    // aligns a note's further lines (`found tuple ...`) under its text, so they move with the
    // margin.
    let mut in_note = false;
    for line in stderr.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        // One diagnostic, its notes and suggestions included, has one margin width: set by its
        // first arrow, kept until the blank line that ends it.
        if let Some(found) = arrow.captures(body) {
            width = Some(width.unwrap_or(found[1].len()));
        } else if body.is_empty() {
            width = None;
        }
        let rewritten = match width.and_then(|w| margin(body, w)) {
            Some(text) => {
                in_note = text.trim_start().starts_with("= ");
                Some(text)
            }
            None if in_note && body.starts_with(' ') => width.map(|w| shift(body, w)),
            None => {
                in_note = false;
                None
            }
        };
        match rewritten {
            Some(text) => {
                out.push_str(&text);
                if line.ends_with('\n') {
                    out.push('\n');
                }
            }
            None => out.push_str(line),
        }
    }
    out
}

/// The test's annotations removed from the quoted source (the guide's normalization): all of
/// compiletest's rendering that a test compiled with `-Z ui-testing=no` gets (its line numbers
/// are rustc's own).
pub fn strip_annotations(stderr: &str) -> String {
    static ANNOTATION: OnceLock<Regex> = OnceLock::new();
    let annotation = static_regex(&ANNOTATION, r"[ \t]*//(\[[\w,\- ]*\])?~.*");
    annotation.replace_all(stderr, "").into_owned()
}

/// A note's further line, moved as its margin moves from `width` columns to `LL`'s two.
fn shift(body: &str, width: usize) -> String {
    if width <= 2 {
        format!("{}{body}", " ".repeat(2 - width))
    } else {
        let cut = (width - 2).min(body.len() - body.trim_start_matches(' ').len());
        body[cut..].to_string()
    }
}

/// A line whose first `width` columns are the margin (a right-aligned line number or blanks,
/// then ` |`, ` =`, `-->`, `:::`, or a diff-style suggestion's ` - `, ` + `, ` ~ `), with the
/// margin as compiletest renders it.
fn margin(body: &str, width: usize) -> Option<String> {
    // The `...` of elided source lines stands in the number's place: the `|` after it is where a
    // `width`-column margin puts it, and `LL`'s is two columns in.
    if let Some(after) = body.strip_prefix("...")
        && after.len() > width
        && after[..width].bytes().all(|b| b == b' ')
        && after[width..].starts_with('|')
    {
        return Some(format!("...  {}", &after[width..]));
    }
    if body.len() < width || !body.is_char_boundary(width) {
        return None;
    }
    let (field, rest) = body.split_at(width);
    let number = field.trim_start();
    let is_number =
        !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) && field[..field.len() - number.len()].chars().all(|c| c == ' ');
    let is_blank = field.chars().all(|c| c == ' ');
    // A diff-style suggestion marks its lines `-`, `+` or `~` after the number.
    // An empty line of a diff-style suggestion ends at its mark (`12 +`).
    let follows =
        [" |", " =", "-->", "::: ", " - ", " + ", " ~ "].iter().any(|f| rest.starts_with(f)) || [" |", " +", " -", " ~"].contains(&rest);
    match (is_number, is_blank, follows) {
        (true, _, true) => Some(format!("LL{rest}")),
        (false, true, true) => Some(format!("  {rest}")),
        _ => None,
    }
}
