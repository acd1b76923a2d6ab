//! Whether each claim is tested by its cells (`edrift::claims-tested`): the snippets and their
//! blessed reference-lane stderr in, the claims that nothing tests out, with file and line. It
//! runs nothing.
//!
//! A claim is untested when its cell cannot get to what the claim is about: the code is only
//! comments, or (in a block copied from its source, `source:`) every error the compiler gives is
//! an unresolved name, a missing import or a parse error, the same in both editions, that the
//! claim's words do not mention (a `#` hidden line, a missing `use`, an RFC's typo). A stale
//! claim is shown failing, so its errors are why it fails, not a verdict it borrows. Such a block says so with
//! `//@ verbatim: <variant>` (its cells observe) and the variant tests the claim. An edition is
//! exempt from that only where an error of its own is the edition's doing (on a line where the
//! other edition has none).
//!
//! A claim is untested too when it sits only in a blessed file: both editions pass the same stage
//! with no annotation, yet their blessed program output (or shown files) differ. The difference
//! is recorded, and nothing fails if it goes away.

use std::path::Path;

use crate::model::{AnnotationKind, Edition, EditionSpec, Level, Snippet, SnippetKind, Stage, Stream};

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
    "reserve",
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

/// One error of a blessed stderr: its code (if any), message, and the file and line it points at
/// (`$DIR/b.rs:7`; `None` when it points nowhere).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Found {
    code: Option<String>,
    message: String,
    at: Option<String>,
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
    let lines: Vec<&str> = stderr.lines().collect();
    let mut out: Vec<Found> = lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            let rest = line.strip_prefix("error")?;
            let (code, message) = match rest.strip_prefix('[') {
                Some(coded) => {
                    let (code, message) = coded.split_once("]: ")?;
                    (Some(code.to_string()), message)
                }
                None => (None, rest.strip_prefix(": ")?),
            };
            let summary = ["aborting due to", "could not compile", "doctest failed"].iter().any(|s| message.starts_with(s));
            // The error's place: ` --> file:line:col` right below it, without the column.
            let at = lines.get(index + 1).and_then(|next| next.trim_start().strip_prefix("--> "));
            let at = at.map(|place| place.rsplit_once(':').map_or(place, |(line, _column)| line).to_string());
            (!summary).then(|| Found { code, message: message.to_string(), at })
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether `mine`, the errors of one edition, hold an error that is that edition's doing: one at
/// a place (file and line) where the other edition (`other`) gives no error at all. Two editions
/// that word one failure of a line differently (`gen {` at item level: `missing enum` in 2021,
/// `reserved keyword` in 2024) exempt neither; an edition whose errors the other gives as well
/// is not exempt either (`E0412` in both, the other edition adding its own error).
fn edition_doing(mine: &[Found], other: &[Found]) -> bool {
    mine.iter().any(|e| e.at.is_some() && other.iter().all(|o| o.at != e.at))
}

/// The code of a snippet file without its comments and blank lines (empty: nothing to compile).
fn code_lines(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("//") && !line.starts_with("/*") && !line.starts_with('*'))
        .count()
}

/// Stages whose cell passes: a claim made by one of them alone says only that it passes.
fn passes(stage: Stage) -> bool {
    match stage {
        Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::Rustdoc | Stage::Rustfmt => true,
        Stage::CheckFail | Stage::BuildFail | Stage::RunFail | Stage::RustdocFail => false,
    }
}

/// The claim of `spec` is seen by no stage when both editions pass the same stage, `spec` has no
/// annotation (and no `formats-to`), and yet the blessed expectations of the two editions differ:
/// the difference the claim is about sits only in a blessed file. Returns the file that differs
/// (`path:` relative to `expected/`). A manifest's own `edition = "2021"` (a package's shown
/// `Cargo.toml`) is no difference.
fn only_blessed(snippet: &Snippet, spec: &EditionSpec, expected: &Path) -> Option<String> {
    let other = snippet.editions.iter().find(|s| s.edition != spec.edition)?;
    if spec.compiletest.is_some() || spec.stage != other.stage || !passes(spec.stage) {
        return None;
    }
    // An annotation, a `formats-to` (of either edition: the other style edition's output is its
    // foil), a `file-has-line` (the cell reads the file), a stale claim (its cells are shown failing), or flags that tell the program its
    // edition (`--cfg`, so that it asserts each edition's behaviour) carry the claim.
    let stale = spec.stale_since.is_some() || other.stale_since.is_some();
    let formats = spec.formats_to.is_some() || other.formats_to.is_some();
    let file_lines = spec.cargo.as_ref().is_some_and(|cargo| !cargo.file_lines.is_empty());
    if !spec.annotations.is_empty() || formats || stale || file_lines || spec.compile_flags != other.compile_flags {
        return None;
    }
    let (folder, name) = snippet.id.rsplit_once('/').unwrap_or(("", &snippet.id));
    let dir = expected.join(folder);
    // The baseline (`None`), and the lanes with an override for both editions: a lane with an
    // override for one edition only may not run the other at all (1.63 has no 2024 edition),
    // and the files cannot tell.
    let overrides = |edition: Edition| -> Vec<String> {
        let prefix = format!("{name}.{}.", edition.revision());
        let mut lanes = Vec::new();
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            let Some(rest) = file.strip_prefix(&prefix) else { continue };
            lanes.extend(STREAMS.iter().filter_map(|stream| rest.strip_suffix(&format!(".{}", stream.suffix())).map(str::to_string)));
        }
        lanes
    };
    let theirs = overrides(other.edition);
    let mut lanes: Vec<Option<String>> = vec![None];
    lanes.extend(overrides(spec.edition).into_iter().filter(|lane| theirs.contains(lane)).map(Some));
    lanes.sort();
    lanes.dedup();
    let read = |edition: Edition, lane: Option<&str>, stream: Stream| -> String {
        let file = |lane| super::path(expected, &snippet.id, edition, lane, stream);
        let text = lane.and_then(|lane| std::fs::read_to_string(file(Some(lane))).ok());
        let text = text.or_else(|| std::fs::read_to_string(file(None)).ok()).unwrap_or_default();
        text.replace(&format!("edition = \"{}\"", edition.year()), "edition = \"@EDITION@\"")
    };
    for lane in &lanes {
        for stream in STREAMS {
            if read(spec.edition, lane.as_deref(), stream) != read(other.edition, lane.as_deref(), stream) {
                let file = super::path(Path::new(""), &snippet.id, spec.edition, lane.as_deref(), stream);
                return Some(file.display().to_string());
            }
        }
    }
    None
}

/// The blessed streams of a cell that `only_blessed` compares: what a program printed, the files
/// a package's cargo command left (`show-file`), a doctest run. Not stderr: an unannotated
/// warning is drift by design (lints come and go), and cargo's status lines differ with the
/// edition's resolver.
const STREAMS: [Stream; 1] = [Stream::RunStdout];

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
        if let Some(differs) = only_blessed(snippet, spec, expected) {
            problems.push(format!(
                "  {shown}:{}: {}: the claim is not tested: both editions pass `{}` with no annotation here, and they differ only in the blessed {differs}, which records and claims nothing; assert the claimed behaviour in the program (the other edition's cell `run-fail`), check the written file in the cell (a build.rs), or make the snippet `observe`",
                line_of(snippet, spec),
                spec.edition,
                spec.stage.name()
            ));
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
        // An error only this edition gives, where the other edition gives none of its own, is
        // the edition's doing: what the snippet tests. Two editions that reword the same failure
        // (each with an error the other lacks) exempt neither, and the edition that gives only
        // errors the other gives too is not exempt.
        let other = snippet.editions.iter().find(|s| s.edition != spec.edition).map(|s| errors(&stderr(s.edition)));
        if other.as_ref().is_some_and(|other| edition_doing(&mine, other)) {
            continue;
        }
        let mentioned = mine.iter().any(|e| e.code.as_deref().is_some_and(|code| words.contains(code)))
            || MENTIONS.iter().any(|word| words.contains(word));
        if mentioned {
            continue;
        }
        let mut list: Vec<String> = mine.iter().map(Found::shown).collect();
        list.dedup();
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

    /// Writes `expected/s/<name>` for each (name, text).
    fn blessed(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("expected/s")).unwrap();
        for (name, text) in files {
            std::fs::write(dir.path().join("expected/s").join(name), text).unwrap();
        }
        dir
    }

    #[test]
    fn the_edition_exemption_holds_only_for_an_edition_that_errs_where_the_other_compiles() {
        let e0412 = "error[E0412]: cannot find type `c_char` in this scope\n --> $DIR/b.rs:5:30\n";
        let unsafe_extern = "error: extern blocks must be unsafe\n --> $DIR/b.rs:3:1\n";
        // The other edition adds its own error: the shared E0412 is nobody's doing.
        let dir = blessed(&[("b.e2021.stderr", e0412), ("b.e2024.stderr", &format!("{unsafe_extern}{e0412}"))]);
        let text = "//@ source: a.md#block-8 sha256:00\n//@ claim: \"extern blocks look like this\"\nextern {\n//[e2024]~^ ERROR extern blocks must be unsafe\n    fn f(p: c_char);\n    //~^ ERROR E0412\n}\n";
        let found = untested(&snippet(text), &dir.path().join("expected"), Path::new("/p"));
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].contains("e2021: the claim is not tested"), "{found:#?}");
        // One line worded two ways (`gen {` at item level): neither edition is exempt.
        let dir = blessed(&[
            ("b.e2021.stderr", "error: missing `enum` for enum definition\n --> $DIR/b.rs:3:1\n"),
            ("b.e2024.stderr", "error: expected item, found reserved keyword `gen`\n --> $DIR/b.rs:3:1\n"),
        ]);
        let text = "//@ source: a.md#block-2 sha256:00\n//@ claim: \"never returns None\"\ngen {\n//[e2021]~^ ERROR missing\n//[e2024]~| ERROR expected item\n}\n";
        assert_eq!(untested(&snippet(text), &dir.path().join("expected"), Path::new("/p")).len(), 2);
        // An error where the other edition compiles (a 2024 prelude name) is the edition's doing.
        let dir = blessed(&[("b.e2021.stderr", "error[E0405]: cannot find trait `Future` in this scope\n --> $DIR/b.rs:3:9\n")]);
        let text = "//@ source: a.md#block-1 sha256:00\n//@ claim: \"the prelude has it\"\n//@[e2024] check-pass\nfn f(_: impl Future) {}\n//[e2021]~^ ERROR E0405\n";
        assert!(untested(&snippet(text), &dir.path().join("expected"), Path::new("/p")).is_empty());
    }

    #[test]
    fn a_claim_seen_only_in_a_blessed_file_is_untested() {
        let text = "//@ claim: \"dropped before the else\"\n//@ run-pass\nfn main() { println!(\"x\"); }\n";
        let dir = blessed(&[("b.e2021.run.stdout", "held\n"), ("b.e2024.run.stdout", "dropped\n")]);
        let found = untested(&snippet(text), &dir.path().join("expected"), Path::new("/p"));
        assert_eq!(found.len(), 2, "{found:#?}");
        assert!(found[0].contains("e2021: the claim is not tested: both editions pass `run-pass`"), "{found:#?}");
        assert!(found[0].contains("s/b.e2021.run.stdout"), "{found:#?}");
        // Both editions' overrides of a lane differ: so do what that lane's cells record.
        let dir = blessed(&[
            ("b.e2021.run.stdout", "same\n"),
            ("b.e2024.run.stdout", "same\n"),
            ("b.e2021.1.85.run.stdout", "one\n"),
            ("b.e2024.1.85.run.stdout", "other\n"),
        ]);
        let found = untested(&snippet(text), &dir.path().join("expected"), Path::new("/p"));
        assert!(found.len() == 2 && found[0].contains("s/b.e2021.1.85.run.stdout"), "{found:#?}");
        // One edition's override alone: that lane may not run the other edition (1.63 and 2024).
        let dir = blessed(&[("b.e2021.run.stdout", "same\n"), ("b.e2024.run.stdout", "same\n"), ("b.e2021.1.63.run.stdout", "")]);
        assert!(untested(&snippet(text), &dir.path().join("expected"), Path::new("/p")).is_empty());
        // The same output, another stage in the other edition, or an annotation carries it.
        let dir = blessed(&[("b.e2021.run.stdout", "same\n"), ("b.e2024.run.stdout", "same\n")]);
        assert!(untested(&snippet(text), &dir.path().join("expected"), Path::new("/p")).is_empty());
        let dir = blessed(&[("b.e2021.run.stdout", "held\n"), ("b.e2024.run.stdout", "dropped\n")]);
        let asserted = "//@ claim: \"dropped before the else\"\n//@[e2021] run-fail\n//@[e2024] run-pass\nfn main() {}\n";
        assert!(untested(&snippet(asserted), &dir.path().join("expected"), Path::new("/p")).is_empty());
        let annotated = "//@ claim: \"a lint\"\n//@ run-pass\nfn main() {}\n//[e2021]~^ WARN x\n";
        let found = untested(&snippet(annotated), &dir.path().join("expected"), Path::new("/p"));
        assert!(found.len() == 1 && found[0].contains("e2024"), "the unannotated edition only: {found:#?}");
        let observed = "//@ observe\n//@ run-pass\nfn main() {}\n";
        assert!(untested(&snippet(observed), &dir.path().join("expected"), Path::new("/p")).is_empty());
    }

    #[test]
    fn a_block_of_comments_has_no_code() {
        assert_eq!(code_lines("//@ claim: \"x\"\n//! All editions\n//let [&mut x] = &[3u8]; // ERROR\n"), 0);
        assert_eq!(code_lines("//@ check-pass\nfn f() {}\n"), 1);
    }
}
