//! Fuzzing by property test: the directive parser and the normalizer never panic, whatever the
//! text, and every directive error names a line of the snippet (never `0`, never past the end).
//! Inputs that used to be silent have their own properties: a byte-order mark changes nothing,
//! two stages (or one twice) for an edition, `min-rust` above `max-rust` and `//~v` past the
//! last line are errors at the right line, and no `normalize-stderr` rule makes the text grow
//! past [`normalize::TEXT_LIMIT`].
//!
//! `cargo test --test fuzz` runs a short bounded search (a few seconds) plus every input of the
//! corpus `tests/fuzz-corpus/` (hostile snippets and compiler output kept in the repository;
//! add a file there when a failure is found). For a long run, give it a time budget:
//! `EDRIFT_FUZZ_SECS=600 nice cargo test --release --test fuzz -- --test-threads=1`.
//! proptest's own regressions (shrunk failing cases) go to `tests/fuzz-corpus/*.regressions`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use edrift::directives;
use edrift::model::{SnippetKind, SnippetRule};
use edrift::normalize::{self, Context};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, TestRunner};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-corpus")
}

/// The words a snippet is made of: directive names (right and misspelt), scopes, values,
/// annotations, and hostile bytes.
fn directive_line() -> impl Strategy<Value = String> {
    let names = prop::sample::select(vec![
        "check-pass",
        "check-fail",
        "build-pass",
        "run-pass",
        "run-fail",
        "rustdoc",
        "rustdoc-fail",
        "rustfmt",
        "edition",
        "revisions",
        "compile-flags",
        "normalize-stderr",
        "normalize-stdout",
        "min-rust",
        "max-rust",
        "needs-nightly",
        "stale-since",
        "holds-since",
        "observe",
        "migrate",
        "claim",
        "rfc",
        "source",
        "formats-to",
        "crate-type",
        "cargo",
        "cargo-args",
        "show-file",
        "chek-pass",
        "",
        " ",
        "aux-build",
        "known-ice",
        "note",
    ]);
    let scopes = prop::sample::select(vec!["", "[e2021]", "[e2024]", "[e2021,e2024]", "[", "[]", "[x]", "[e2024"]);
    let values = prop::sample::select(vec![
        "",
        ": ",
        ": 2021",
        ": 2024",
        ": 2021..",
        ": ..2024",
        ": 2015",
        ": 1.85",
        ": 1.85 \"why\"",
        ": \"unterminated",
        ": \"a\" -> \"b\"",
        ": \"(\" -> \"x\"",
        ": \"[\" -> \"\"",
        ": lib",
        ": bin",
        ": dylib",
        ": ../../etc/passwd",
        ": /etc/passwd",
        ": b.rs",
        ": x y z",
        ": breaks \"why\"",
        ": equivalent",
        ": --edition=2024",
        ": -Zunstable",
        ": 1.90",
        ": 1.80",
        ": publish",
        ": test",
        ": \"\" -> \"0123456789\"",
        ": \"\\b\" -> \"0123456789\"",
        ": \u{0}",
        ": \u{202e}",
        ": é",
    ]);
    let prefixes = prop::sample::select(vec![
        "//@",
        "//@ ",
        "// @",
        "//@@",
        "#@ ",
        "//~",
        "//~^",
        "//~|",
        "//[e2021]~",
        "//~ ERROR",
        "//~^^ WARN",
        "//~v NOTE",
        "//~? HELP",
        "\u{feff}//@",
        "\u{feff}#@ ",
        "//~vvvvv ERROR",
        "//~vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv WARN",
    ]);
    (prefixes, scopes, names, values, any::<String>()).prop_map(|(p, s, n, v, tail)| {
        let tail: String = tail.chars().take(8).collect();
        format!("{p}{s} {n}{v}{tail}")
    })
}

fn snippet_text() -> impl Strategy<Value = String> {
    let line = prop_oneof![
        4 => directive_line(),
        1 => any::<String>(),
        1 => Just("fn main() {}".to_string()),
        1 => Just(String::new()),
        1 => Just("\r".to_string()),
    ];
    (prop::collection::vec(line, 0..24), prop::bool::ANY)
        .prop_map(|(lines, final_newline)| lines.join("\n") + if final_newline { "\n" } else { "" })
}

/// Parses `text` as both a file and a package manifest; checks the errors' lines, and that a
/// byte-order mark before it changes nothing.
fn check_parse(text: &str) -> Result<(), TestCaseError> {
    let lines = text.lines().count().max(1);
    for kind in [SnippetKind::File, SnippetKind::Package] {
        let path = Path::new("/fuzz/suites/f/a.rs");
        let parsed = directives::parse("f/a", path, kind, text, text, String::new());
        // One mark (of a file that may already start with one) is read as none.
        let bare = text.strip_prefix('\u{feff}').unwrap_or(text);
        let unmarked = directives::parse("f/a", path, kind, bare, bare, String::new());
        prop_assert_eq!(format!("{parsed:?}"), format!("{unmarked:?}"), "a byte-order mark changed the reading");
        let marked = format!("\u{feff}{bare}");
        let with_bom = directives::parse("f/a", path, kind, &marked, &marked, String::new());
        prop_assert_eq!(format!("{parsed:?}"), format!("{with_bom:?}"), "a byte-order mark changed the reading");
        if let Err(errors) = parsed {
            prop_assert!(!errors.is_empty(), "an error result without errors");
            for error in errors {
                prop_assert!(error.line >= 1 && error.line <= lines, "error at line {} of {lines}: {error}", error.line);
                prop_assert!(!error.message.is_empty());
            }
        }
    }
    Ok(())
}

/// The stage directives, with the scopes that may overlap.
fn stage_directive() -> impl Strategy<Value = (&'static str, &'static str)> {
    let stages = prop::sample::select(vec!["check-pass", "check-fail", "build-pass", "run-pass", "run-fail"]);
    let scopes = prop::sample::select(vec!["", "[e2021]", "[e2024]", "[e2021,e2024]"]);
    (scopes, stages)
}

/// Whether two scopes (as written) share an edition.
fn overlap(a: &str, b: &str) -> bool {
    ["e2021", "e2024"].iter().any(|e| (a.is_empty() || a.contains(e)) && (b.is_empty() || b.contains(e)))
}

/// Two stage directives on lines 1 and 2 (and code lines after, with a BOM or not): an error at
/// line 2 naming line 1 exactly when they apply to a common edition.
fn check_two_stages(first: (&str, &str), second: (&str, &str), bom: bool) -> Result<(), TestCaseError> {
    let text = format!("{}//@{} {}\n//@{} {}\nfn main() {{}}\n", if bom { "\u{feff}" } else { "" }, first.0, first.1, second.0, second.1);
    let parsed = directives::parse("f/a", Path::new("/fuzz/suites/f/a.rs"), SnippetKind::File, &text, &text, String::new());
    let conflict = |e: &edrift::model::DirectiveError| e.line == 2 && e.message.contains("(line");
    match (overlap(first.0, second.0), parsed) {
        (true, Ok(_)) => prop_assert!(false, "two stages for one edition accepted:\n{text}"),
        (true, Err(errors)) => prop_assert!(errors.iter().any(conflict), "{errors:?}"),
        (false, Ok(_)) => {}
        (false, Err(errors)) => prop_assert!(!errors.iter().any(conflict), "a conflict of disjoint scopes: {errors:?}"),
    }
    Ok(())
}

/// `min-rust` and `max-rust` in either order: an error naming both lines exactly when the
/// range is empty.
fn check_range(min: u32, max: u32, min_first: bool) -> Result<(), TestCaseError> {
    let (a, b) = (format!("//@ min-rust: 1.{min}"), format!("//@ max-rust: 1.{max}"));
    let (first, second) = if min_first { (a, b) } else { (b, a) };
    let text = format!("{first}\n{second}\nfn main() {{}}\n");
    let parsed = directives::parse("f/a", Path::new("/fuzz/suites/f/a.rs"), SnippetKind::File, &text, &text, String::new());
    match (min > max, parsed) {
        (true, Ok(_)) => prop_assert!(false, "an empty range accepted:\n{text}"),
        (true, Err(errors)) => prop_assert!(errors.iter().all(|e| e.line == 2 && e.message.contains("is above")), "{errors:?}"),
        (false, parsed) => prop_assert!(parsed.is_ok(), "{parsed:?}"),
    }
    Ok(())
}

/// `//~` with `downs` v's on line `at` of `lines`: an error at its line exactly when it points
/// past the last line.
fn check_downs(lines: usize, at: usize, downs: usize) -> Result<(), TestCaseError> {
    let at = at.min(lines);
    let mut text: Vec<String> = (1..=lines).map(|i| format!("fn f{i}() {{}}")).collect();
    text[at - 1] = format!("//~{} ERROR E0308", "v".repeat(downs));
    let text = text.join("\n") + "\n";
    let parsed = directives::parse("f/a", Path::new("/fuzz/suites/f/a.rs"), SnippetKind::File, &text, &text, String::new());
    let below = |e: &edrift::model::DirectiveError| e.line == at && e.message.contains("below the last line");
    match (at + downs > lines, parsed) {
        (true, parsed) => prop_assert!(parsed.as_ref().is_err_and(|errors| errors.iter().any(below)), "{parsed:?}"),
        (false, Ok(_)) => {}
        (false, Err(errors)) => prop_assert!(!errors.iter().any(below), "{errors:?}"),
    }
    Ok(())
}

fn output_text() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "error[E0700]: hidden type captures lifetime\n",
        " --> /fuzz/suites/f/a.rs:3:5\n",
        "/tmp/edrift-cell-Ab12/package/src/lib.rs",
        "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/x.rs:1:2",
        "/usr/src/rustc-1.85.0/library/std/",
        "rustc 1.97.0-nightly (e50aa6fba 2026-05-19) running on",
        "target(s) in 0.52s",
        "took 0.28s",
        "  \t\n",
        "   3:     0x7fdfffe6efde - <unknown>\n",
        "thread 'main' (12909) panicked at",
        "/tmp/rustdoctestcpkRJc/x.rs",
        "rustc-ice-2026-05-19T10_00_00-1234.txt",
        "$DIR",
        "$TMP",
        "\u{1b}[31m",
        "\r\n",
        "",
    ]);
    let part = prop_oneof![3 => piece.prop_map(str::to_string), 1 => any::<String>()];
    prop::collection::vec(part, 0..32).prop_map(|parts| parts.concat())
}

fn rules() -> impl Strategy<Value = Vec<SnippetRule>> {
    let pattern = prop::sample::select(vec!["", ".", "a*", "(?m)^", "$", "\\d+", "E\\d{4}", "[a-z]+", "\\$DIR", "(x|y)+", "\\b", "(.)"]);
    let replacement = prop::sample::select(vec!["", "X", "$0", "$1", "$$", "${name}", "$DIR", "0123456789", "$0$0$0$0$0$0$0$0"]);
    // Up to eight rules: eight `"" -> "0123456789"` once made the harness abort on 5 GB.
    prop::collection::vec((pattern, replacement), 0..9).prop_map(|rules| {
        rules
            .into_iter()
            .map(|(p, r)| SnippetRule { regex: regex::Regex::new(p).expect("patterns are valid"), replacement: r.to_string() })
            .collect()
    })
}

fn check_normalize(text: &str, rules: &[SnippetRule]) -> Result<(), TestCaseError> {
    let context = Context { snippet_dir: Path::new("/fuzz/suites/f"), temp_dir: Path::new("/tmp/edrift-cell-Ab12") };
    let once = normalize::normalize(text, &context, rules);
    // Deterministic, and (without a snippet's own rules) it never erases an error code.
    prop_assert_eq!(&once, &normalize::normalize(text, &context, rules));
    // Bounded, whatever the rules: at most the limit and its marker.
    prop_assert!(once.len() <= normalize::TEXT_LIMIT + normalize::cut_marker().len(), "{} bytes", once.len());
    if rules.is_empty() {
        prop_assert_eq!(text.matches("error[E0700]").count(), once.matches("error[E0700]").count());
    }
    Ok(())
}

/// How long to search: `EDRIFT_FUZZ_SECS`, else a short bounded run for `cargo test`.
fn budget() -> Duration {
    Duration::from_secs(std::env::var("EDRIFT_FUZZ_SECS").ok().and_then(|s| s.parse().ok()).unwrap_or(3))
}

/// Cases per proptest runner; the search checks its deadline between batches.
const BATCH: u32 = 128;

fn search<S: Strategy>(name: &str, strategy: S, check: impl Fn(S::Value) -> Result<(), TestCaseError>) -> u64
where
    S::Value: std::fmt::Debug,
{
    let deadline = Instant::now() + budget();
    let persistence = corpus().join(format!("{name}.regressions"));
    let mut cases = 0;
    while Instant::now() < deadline {
        let config = Config {
            cases: BATCH,
            failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
                persistence.display().to_string().into_boxed_str(),
            )))),
            ..Config::default()
        };
        let mut runner = TestRunner::new(config);
        if let Err(e) = runner.run(&strategy, &check) {
            panic!("{name}: {e}");
        }
        cases += u64::from(BATCH);
    }
    eprintln!("{name}: {cases} case(s) in {:?}, no failure", budget());
    cases
}

#[test]
fn the_directive_parser_never_panics_and_names_real_lines() {
    search("directives", snippet_text(), |text| check_parse(&text));
}

#[test]
fn the_normalizer_never_panics_and_keeps_codes() {
    search("normalize", (output_text(), rules()), |(text, rules)| check_normalize(&text, &rules));
}

#[test]
fn two_stages_for_one_edition_are_an_error_at_the_second_line() {
    search("stages", (stage_directive(), stage_directive(), prop::bool::ANY), |(a, b, bom)| check_two_stages(a, b, bom));
}

#[test]
fn an_empty_rust_range_is_an_error_naming_both_lines() {
    search("ranges", (60u32..100, 60u32..100, prop::bool::ANY), |(min, max, min_first)| check_range(min, max, min_first));
}

#[test]
fn an_annotation_below_the_last_line_is_an_error_at_its_line() {
    search("downs", (1usize..12, 1usize..12, 1usize..16), |(lines, at, downs)| check_downs(lines, at, downs));
}

#[test]
fn eight_multiplying_rules_stay_under_the_limit() {
    let rules: Vec<SnippetRule> =
        (0..8).map(|_| SnippetRule { regex: regex::Regex::new("").unwrap(), replacement: "0123456789".to_string() }).collect();
    let context = Context { snippet_dir: Path::new("/fuzz/suites/f"), temp_dir: Path::new("/tmp/edrift-cell-Ab12") };
    let out = normalize::normalize(&"error[E0700]: x\n".repeat(64), &context, &rules);
    assert!(out.len() <= normalize::TEXT_LIMIT + normalize::cut_marker().len() && out.ends_with(&normalize::cut_marker()));
}

#[test]
fn the_corpus_parses_and_normalizes() {
    let mut seen = 0;
    for entry in std::fs::read_dir(corpus()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "regressions") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        check_parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        check_normalize(&text, &[]).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        seen += 1;
    }
    assert!(seen >= 5, "the corpus in {} has {seen} file(s)", corpus().display());
}
