//! Whether each claim is tested by its cells (`edrift::claims-tested`): the snippets and their
//! blessed reference-lane stderr in, the claims that nothing tests out, with file and line. It
//! runs nothing.
//!
//! A claim is untested when its cell cannot get to what the claim is about: the code is only
//! comments, or (in a block copied from its source, `source:`) every error the compiler gives is
//! an unresolved name, a missing import or a parse error, the same in both editions, that the
//! claim's words do not mention (a `#` hidden line, a missing `use`, an RFC's typo). A stale
//! claim is shown failing, so its errors are why it fails, not a verdict it borrows. Such a block says so with
//! `//@ verbatim: <variant>` (its cells observe) and the variant tests the claim.

use std::path::Path;

use crate::model::{AnnotationKind, Edition, EditionSpec, Level, Snippet, SnippetKind, Stream};

/// Error codes of name resolution: a name or import the code does not have.
const UNRESOLVED: [&str; 7] = ["E0405", "E0412", "E0422", "E0425", "E0432", "E0433", "E0531"];

/// How a parse error without a code starts (rustc's parser wording).
const PARSE: [&str; 7] = [
    "expected ",
    "unexpected ",
    "unknown start of token",
    "non-item in item list",
    "macro expansion ignores",
    "macros that expand to items",
    "missing `",
];

/// Words with which a claim says that it is about a rejected program: its error is then what it
/// tests. Case-sensitive `ERROR` is the RFCs' convention (`// ERROR`).
const MENTIONS: [&str; 21] = [
    "ERROR",
    "is an error",
    "an error in",
    "compile error",
    "hard error",
    "parse error",
    "syntax error",
    "does not parse",
    "reject",
    "not compile",
    "reserved",
    "keyword",
    "token",
    "resolve",
    "not in scope",
    "not allowed",
    "invalid",
    "not accepted",
    "don't support",
    "not supported",
    "missing",
];

/// One error of a blessed stderr: its code (if any) and message.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Found {
    code: Option<String>,
    message: String,
}

impl Found {
    /// An unresolved name or import, or a parse error.
    fn unrelated(&self) -> bool {
        match &self.code {
            Some(code) => UNRESOLVED.contains(&code.as_str()),
            None => PARSE.iter().any(|start| self.message.starts_with(start)),
        }
    }

    fn shown(&self) -> String {
        match &self.code {
            Some(code) => format!("error[{code}]: {}", self.message),
            None => format!("error: {}", self.message),
        }
    }
}

/// The errors of a rendered stderr (rustc's or cargo's), without the summaries.
fn errors(stderr: &str) -> Vec<Found> {
    let mut out: Vec<Found> = stderr
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("error")?;
            let (code, message) = match rest.strip_prefix('[') {
                Some(coded) => {
                    let (code, message) = coded.split_once("]: ")?;
                    (Some(code.to_string()), message)
                }
                None => (None, rest.strip_prefix(": ")?),
            };
            let summary = ["aborting due to", "could not compile", "doctest failed"].iter().any(|s| message.starts_with(s));
            (!summary).then(|| Found { code, message: message.to_string() })
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The code of a snippet file without its comments and blank lines (empty: nothing to compile).
fn code_lines(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//") && !line.starts_with("/*") && !line.starts_with('*'))
        .count()
}

/// The line a problem of this claim is reported at: its first ERROR annotation, else its first
/// `claim:` line, else 1.
fn line_of(snippet: &Snippet, spec: &EditionSpec) -> usize {
    let annotated = spec.annotations.iter().find(|a| a.kind == AnnotationKind::Level(Level::Error)).map(|a| a.written_at);
    let claim = || snippet.text.lines().position(|l| l.contains("//@") && l.contains("claim:")).map(|i| i + 1);
    annotated.or_else(claim).unwrap_or(1)
}

/// What the claims of `snippet` do not test, as `path:line: why` lines; `expected` is the
/// expectations' root (`expected/`), `root` the project's (paths are shown relative to it).
pub fn untested(snippet: &Snippet, expected: &Path, root: &Path) -> Vec<String> {
    let file = match snippet.kind {
        SnippetKind::File => snippet.path.clone(),
        SnippetKind::Package => snippet.path.join("Cargo.toml"),
    };
    let shown = file.strip_prefix(root).unwrap_or(&file).display().to_string();
    let stderr =
        |edition: Edition| std::fs::read_to_string(super::path(expected, &snippet.id, edition, None, Stream::Stderr)).unwrap_or_default();
    let mut problems = Vec::new();
    for spec in snippet.editions.iter().filter(|spec| !spec.observe) {
        let words = spec.claims.join(" ");
        // Doctests and formatting read comments: only a compile stage needs code.
        if snippet.kind == SnippetKind::File && spec.stage.tool().is_none() && code_lines(&snippet.text) == 0 {
            problems.push(format!(
                "  {shown}:{}: {}: the block is only comments, so no cell tests its claim; mark it `//@ verbatim: <variant>` and test the claim in the variant",
                line_of(snippet, spec),
                spec.edition
            ));
            continue;
        }
        // A stale claim is shown failing: its errors are why, not a verdict it borrows.
        if spec.stale_since.is_some() {
            continue;
        }
        // A snippet written for the suite (a variant, a package) may use an unresolved name as
        // its probe (an item a missing feature leaves out); a block copied from its source
        // cannot mean one.
        if snippet.origin.source.is_none() {
            continue;
        }
        let mine = errors(&stderr(spec.edition));
        if mine.is_empty() || !mine.iter().all(Found::unrelated) {
            continue;
        }
        // An error only one edition gives is the edition's doing: what the snippet tests.
        let other = snippet.editions.iter().find(|s| s.edition != spec.edition).map(|s| errors(&stderr(s.edition)));
        if other.as_ref().is_some_and(|other| *other != mine) {
            continue;
        }
        let mentioned = mine.iter().any(|e| e.code.as_deref().is_some_and(|code| words.contains(code)))
            || MENTIONS.iter().any(|word| words.contains(word));
        if mentioned {
            continue;
        }
        let list: Vec<String> = mine.iter().map(Found::shown).collect();
        problems.push(format!(
            "  {shown}:{}: {}: the claim is not tested: the cell's only errors are unresolved names, missing imports or parse errors the claim does not mention ({}); mark the block `//@ verbatim: <variant>` and test the claim in the variant",
            line_of(snippet, spec),
            spec.edition,
            list.join("; ")
        ));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_read_with_their_codes_without_the_summaries() {
        let stderr = "error[E0425]: cannot find value `x` in this scope\n --> a.rs:1:1\n\nerror: expected item, found keyword `match`\n\nerror: aborting due to 2 previous errors\n";
        let found = errors(stderr);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found.iter().all(Found::unrelated));
        let typed = errors("error[E0308]: mismatched types\n");
        assert!(!typed[0].unrelated());
        let edition = errors("error: let chains are only allowed in Rust 2024 or later\n");
        assert!(!edition[0].unrelated());
    }

    fn snippet(text: &str) -> Snippet {
        crate::directives::parse("s/b", Path::new("/p/suites/s/b.rs"), SnippetKind::File, text, text, String::new()).unwrap()
    }

    #[test]
    fn a_claim_held_by_an_annotated_unresolved_name_is_untested_and_a_mentioned_one_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let expected = dir.path().join("expected");
        std::fs::create_dir_all(expected.join("s")).unwrap();
        for edition in ["e2021", "e2024"] {
            std::fs::write(expected.join(format!("s/b.{edition}.stderr")), "error[E0425]: cannot find value `x` in this scope\n").unwrap();
        }
        let borrowed =
            snippet("//@ source: a.md#block-1 sha256:00\n//@ claim: \"the mutex is not poisoned\"\nfn f() { x }\n//~^ ERROR E0425\n");
        let found = untested(&borrowed, &expected, Path::new("/p"));
        assert_eq!(found.len(), 2, "{found:#?}");
        assert!(found[0].starts_with("  suites/s/b.rs:4: e2021: the claim is not tested"), "{found:#?}");
        let mentioned =
            snippet("//@ source: a.md#block-1 sha256:00\n//@ claim: \"`x` does not resolve\"\nfn f() { x }\n//~^ ERROR E0425\n");
        assert!(untested(&mentioned, &expected, Path::new("/p")).is_empty());
        let verbatim = snippet("//@ verbatim: b-fixed.rs\nfn f() { x }\n");
        assert!(untested(&verbatim, &expected, Path::new("/p")).is_empty(), "a verbatim block makes no claim");
        let comments = snippet("//@ claim: \"x is an ERROR\"\n//let x = 1; // ERROR\n");
        assert!(untested(&comments, &expected, Path::new("/p"))[0].contains("only comments"));
    }

    #[test]
    fn a_block_of_comments_has_no_code() {
        assert_eq!(code_lines("//@ claim: \"x\"\n//! All editions\n//let [&mut x] = &[3u8]; // ERROR\n"), 0);
        assert_eq!(code_lines("//@ check-pass\nfn f() {}\n"), 1);
    }
}
