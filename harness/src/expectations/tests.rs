use super::*;
use crate::verdict::Outcome;

fn result(snippet: &str, lane: &str, stderr: &str) -> CellResult {
    CellResult { stderr: stderr.into(), ..CellResult::empty(snippet, Edition::E2021, lane, Outcome::Rejected) }
}

fn store(dir: &Path) -> Expectations {
    Expectations { root: dir.join("expected"), reference: "1.95".into(), lanes: vec!["1.85".into(), "1.95".into(), "nightly".into()] }
}

fn file(s: &Expectations, lane: Option<&str>) -> PathBuf {
    path(&s.root, "suite/a", Edition::E2021, lane, Stream::Stderr)
}

#[test]
fn the_one_path_function() {
    let root = Path::new("expected");
    assert_eq!(path(root, "s/a", Edition::E2024, None, Stream::Stderr), Path::new("expected/s/a.e2024.stderr"));
    assert_eq!(path(root, "s/a", Edition::E2021, Some("1.85"), Stream::RunStdout), Path::new("expected/s/a.e2021.1.85.run.stdout"));
}

#[test]
fn baseline_and_overrides_only_where_a_lane_differs() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    let report =
        s.bless(&[result("suite/a", "1.95", "E\n"), result("suite/a", "1.85", "E\n"), result("suite/a", "nightly", "N\n")]).unwrap();
    assert_eq!(std::fs::read_to_string(file(&s, None)).unwrap(), "E\n");
    assert!(!file(&s, Some("1.85")).exists(), "equal to the baseline: no override");
    assert_eq!(std::fs::read_to_string(file(&s, Some("nightly"))).unwrap(), "N\n");
    assert_eq!(report.written.len(), 2);
    assert!(s.compare(&result("suite/a", "1.85", "E\n")).unwrap().is_empty());
    assert!(s.compare(&result("suite/a", "nightly", "N\n")).unwrap().is_empty());
    let mismatch = s.compare(&result("suite/a", "nightly", "X\n")).unwrap();
    match &mismatch[0] {
        Reason::Expectation { diff, file, .. } => {
            assert!(diff.contains("-N") && diff.contains("+X"), "{diff}");
            assert!(diff.contains("bless --exact suite/a --lane nightly --edition 2021"), "{diff}");
            assert!(file.ends_with("a.e2021.nightly.stderr"), "{file}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_override_equal_to_the_baseline_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    s.bless(&[result("suite/a", "1.95", "E\n"), result("suite/a", "nightly", "N\n")]).unwrap();
    s.bless(&[result("suite/a", "nightly", "E\n")]).unwrap();
    assert!(!file(&s, Some("nightly")).exists());
}

#[test]
fn lanes_that_did_not_run_keep_their_expectation() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    s.bless(&[result("suite/a", "1.95", "OLD\n"), result("suite/a", "1.85", "OLD\n"), result("suite/a", "nightly", "NEW\n")]).unwrap();
    // Only the reference lane runs now, and its output changed.
    s.bless(&[result("suite/a", "1.95", "NEW\n")]).unwrap();
    assert_eq!(std::fs::read_to_string(file(&s, None)).unwrap(), "NEW\n");
    assert_eq!(std::fs::read_to_string(file(&s, Some("1.85"))).unwrap(), "OLD\n", "1.85 did not run: it keeps OLD");
    assert!(!file(&s, Some("nightly")).exists(), "nightly's override now equals the baseline");
    assert!(s.compare(&result("suite/a", "1.85", "OLD\n")).unwrap().is_empty());
    assert!(s.compare(&result("suite/a", "nightly", "NEW\n")).unwrap().is_empty());
}

#[test]
fn empty_output_needs_no_file_but_an_empty_override_is_kept_where_it_differs() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    s.bless(&[result("suite/a", "1.95", "E\n"), result("suite/a", "nightly", "")]).unwrap();
    assert_eq!(std::fs::read_to_string(file(&s, Some("nightly"))).unwrap(), "");
    s.bless(&[result("suite/a", "1.95", "")]).unwrap();
    assert!(!file(&s, None).exists());
}

#[test]
fn unsupported_cells_are_never_written() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    let mut r = result("suite/a", "1.95", "");
    r.outcome = Outcome::Unsupported;
    s.bless(&[result("suite/a", "1.95", "E\n")]).unwrap();
    s.bless(&[r]).unwrap();
    assert_eq!(std::fs::read_to_string(file(&s, None)).unwrap(), "E\n");
}

#[test]
fn an_unsupported_lane_gets_no_kept_copy_of_the_old_baseline() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    let mut unsupported = result("suite/a", "1.85", "");
    unsupported.outcome = Outcome::Unsupported;
    s.bless(&[result("suite/a", "1.95", "X\n")]).unwrap();
    s.bless(&[result("suite/a", "1.95", "E\n"), unsupported]).unwrap();
    assert!(!file(&s, Some("1.85")).exists(), "1.85 ran (unsupported): nothing to keep for it");
    assert_eq!(std::fs::read_to_string(file(&s, Some("nightly"))).unwrap(), "X\n", "nightly did not run: it keeps the old baseline");
}

#[test]
fn a_new_snippet_gets_files_only_for_the_lanes_that_ran() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    // suite/a1 shares a prefix with suite/a, which is blessed already: a1 is still new.
    s.bless(&[result("suite/a", "1.95", "A\n")]).unwrap();
    s.bless(&[result("suite/a1", "1.95", "E\n")]).unwrap();
    let written: Vec<String> = std::fs::read_dir(dir.path().join("expected/suite"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let mut written = written;
    written.sort();
    assert_eq!(written, ["a.e2021.stderr", "a1.e2021.stderr"], "1.85 and nightly did not run: a new snippet has nothing to keep for them");
    // Once blessed, a lane that did not run keeps its expectation when the baseline changes.
    s.bless(&[result("suite/a1", "1.95", "F\n")]).unwrap();
    assert_eq!(std::fs::read_to_string(path(&s.root, "suite/a1", Edition::E2021, Some("nightly"), Stream::Stderr)).unwrap(), "E\n");
}

#[test]
fn orphans_are_the_files_no_cell_reads() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    let mut results = vec![result("suite/a", "1.95", "E\n"), result("suite/a", "1.85", "E\n"), result("suite/a", "nightly", "N\n")];
    results.extend(["1.85", "1.95", "nightly"].map(|lane| result("suite/gone", lane, "G\n")));
    s.bless(&results).unwrap();
    let cells = vec![
        ("suite/a".to_string(), Edition::E2021, "1.95".to_string(), Some(false)),
        // nightly is now unsupported for suite/a: its override is read by nothing.
        ("suite/a".to_string(), Edition::E2021, "nightly".to_string(), Some(true)),
    ];
    let wanted = wanted(&s.root, cells.into_iter());
    let orphans = orphans(&s.root, &wanted).unwrap();
    assert_eq!(orphans, vec![file(&s, Some("nightly")), path(&s.root, "suite/gone", Edition::E2021, None, Stream::Stderr)]);
    assert!(super::orphans(&dir.path().join("missing"), &wanted).unwrap().is_empty(), "no expected/ folder: nothing orphaned");
}

/// A compiletest test: the file beside it is the reference lane's (`nightly` here, not the
/// project's 1.95), rewritten only when that lane is blessed; other lanes get overrides only
/// where they differ, and are compared with their override, else with that file.
#[test]
fn compiletest_bless_writes_the_file_beside_the_test_only_for_its_reference_lane() {
    let dir = tempfile::tempdir().unwrap();
    let s = store(dir.path());
    let test = dir.path().join("ui/t.rs");
    std::fs::create_dir_all(test.parent().unwrap()).unwrap();
    std::fs::write(&test, "fn main() {}\n").unwrap();
    let config = crate::dialect::SuiteConfig::compiletest();
    let snippet = crate::dialect::compiletest::parse("ui/t", &test, "fn main() {}\n", "h", &config).unwrap().remove(0);
    let ct = snippet.editions[0].compiletest.as_deref().unwrap().clone();
    let cell = |lane: &str, text: &str| CellResult { snippet: "ui/t".into(), edition: Edition::E2015, ..result("ui/t", lane, text) };
    let upstream = dir.path().join("ui/t.stderr");
    let override_of = |lane: &str| path(&s.root, "ui/t", Edition::E2015, Some(lane), Stream::Stderr);
    let (nightly, stable, old) = (cell("nightly", "N\n"), cell("1.95", "N\n"), cell("1.85", "S\n"));
    s.bless_compiletest(&[(&stable, &ct), (&old, &ct), (&nightly, &ct)]).unwrap();
    assert_eq!(std::fs::read_to_string(&upstream).unwrap(), "N\n");
    assert!(!override_of("1.95").exists(), "the same output needs no override");
    assert_eq!(std::fs::read_to_string(override_of("1.85")).unwrap(), "S\n");
    assert!(!path(&s.root, "ui/t", Edition::E2015, None, Stream::Stderr).exists(), "no baseline under expected/");
    // Compared: the override, else the file beside the test.
    assert_eq!(s.compare_compiletest(&old, &ct).unwrap(), []);
    assert_eq!(s.compare_compiletest(&stable, &ct).unwrap(), []);
    assert_eq!(s.compare_compiletest(&cell("1.95", "X\n"), &ct).unwrap().len(), 1);
    // Another lane blessed alone never rewrites the file beside the test.
    s.bless_compiletest(&[(&cell("1.95", "X\n"), &ct)]).unwrap();
    assert_eq!(std::fs::read_to_string(&upstream).unwrap(), "N\n");
    assert_eq!(std::fs::read_to_string(override_of("1.95")).unwrap(), "X\n");
    // An override equal to the file again is removed; an empty reference output removes the file.
    s.bless_compiletest(&[(&cell("1.85", "N\n"), &ct)]).unwrap();
    assert!(!override_of("1.85").exists());
    s.bless_compiletest(&[(&cell("nightly", ""), &ct)]).unwrap();
    assert!(!upstream.exists(), "compiletest keeps no empty .stderr");
}
