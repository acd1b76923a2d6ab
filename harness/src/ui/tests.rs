use super::*;
use crate::runner::Bless;

#[test]
fn wildcards_match_within_a_name() {
    assert!(wildcard("*.rs", "a.rs"));
    assert!(wildcard("x-*.rs", "x-1.rs"));
    assert!(!wildcard("x-*.rs", "y-1.rs"));
    assert!(!wildcard("*.rs", "a.stderr"));
    assert!(wildcard("a.rs", "a.rs"));
}

#[test]
fn globs_list_files_sorted_and_refuse_to_leave_the_crate() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui/pass")).unwrap();
    for f in ["tests/ui/b.rs", "tests/ui/a.rs", "tests/ui/a.stderr", "tests/ui/pass/c.rs"] {
        std::fs::write(dir.path().join(f), "").unwrap();
    }
    let found = glob(dir.path(), "tests/ui/*.rs").unwrap();
    assert_eq!(found, vec![PathBuf::from("tests/ui/a.rs"), PathBuf::from("tests/ui/b.rs")]);
    assert!(glob(dir.path(), "tests/none/*.rs").unwrap().is_empty());
    assert!(glob(dir.path(), "../x/*.rs").is_err());
    assert!(glob(dir.path(), "tests/*/a.rs").is_err());
    assert_eq!(test_name(Path::new("tests/ui/pass/c.rs")), "ui/pass/c");
}

#[test]
fn the_summary_counts_every_verdict() {
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let cell = |verdict| UiResult { test: test.clone(), lane: "stable".into(), verdict, blessed: Vec::new(), cached: false, output: None };
    let results = [
        cell(Verdict::Pass),
        cell(Verdict::Fail(vec![Reason::Compiled])),
        cell(Verdict::Unsupported("x".into())),
        cell(Verdict::Ignored("y".into())),
    ];
    assert_eq!(Summary::of(&results).to_string(), "1 passed, 1 failed, 1 unsupported, 1 ignored");
}

fn manifest(dir: &Path, deltas: Option<&str>) -> CrateManifest {
    CrateManifest {
        dir: dir.to_path_buf(),
        manifest: dir.join("Cargo.toml"),
        name: "k".into(),
        edition: "2021".into(),
        rust_version: None,
        lanes: vec!["stable".into(), "nightly".into()],
        reference: None,
        deltas: deltas.map(PathBuf::from),
        dev_dependencies: toml::Table::new(),
        lockfile: None,
        workspace_root: dir.to_path_buf(),
        target_dir: dir.join("target"),
        path_dependencies: Vec::new(),
    }
}

#[test]
fn expectation_files_are_named_in_one_place() {
    use expect::{Stream, expectation_file};
    let test = UiTest { name: "ui/pass/a".into(), path: "tests/ui/pass/a.rs".into(), kind: Kind::Pass };
    let beside = manifest(Path::new("/k"), None);
    assert_eq!(expectation_file(&beside, &test, Stream::Stderr, None), Path::new("/k/tests/ui/pass/a.stderr"));
    assert_eq!(expectation_file(&beside, &test, Stream::Stdout, Some("nightly")), Path::new("/k/tests/ui/pass/a.nightly.stdout"));
    let folder = manifest(Path::new("/k"), Some("tests/lanes"));
    assert_eq!(
        expectation_file(&folder, &test, Stream::Stderr, None),
        Path::new("/k/tests/ui/pass/a.stderr"),
        "the baseline stays beside the test"
    );
    assert_eq!(expectation_file(&folder, &test, Stream::Stderr, Some("1.85")), Path::new("/k/tests/lanes/1.85/ui/pass/a.stderr"));
}

#[test]
fn bless_writes_a_delta_only_where_a_lane_differs_and_removes_it_when_equal() {
    use compile::{Compile, Output};
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    let krate = manifest(dir.path(), None);
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let output = |stderr: &str| Output {
        compile: Compile::Rejected,
        stderr: stderr.into(),
        diagnostics: Vec::new(),
        program: None,
        cached: false,
        key: String::new(),
    };
    let judge =
        |lane: &str, reference: bool, stderr: &str, bless| expect::judge(&krate, &test, lane, reference, &output(stderr), bless).unwrap();
    // No baseline: a failure naming the baseline.
    let (verdict, _) = judge("stable", true, "error: a\n", Bless::No);
    assert!(
        matches!(&verdict, Verdict::Fail(r) if matches!(&r[0], Reason::NoExpectation { file, .. } if file.ends_with("tests/ui/a.stderr")))
    );
    assert_eq!(judge("stable", true, "error: a\n", Bless::Yes).1, vec!["wrote tests/ui/a.stderr"]);
    // Another lane, equal: nothing written; different: its delta.
    assert!(judge("nightly", false, "error: a\n", Bless::Yes).1.is_empty());
    assert_eq!(judge("nightly", false, "error: b\n", Bless::Yes).1, vec!["wrote tests/ui/a.nightly.stderr"]);
    assert_eq!(judge("nightly", false, "error: b\n", Bless::No).0, Verdict::Pass);
    assert!(matches!(judge("stable", true, "error: b\n", Bless::No).0, Verdict::Fail(_)), "the reference lane reads the baseline");
    // Equal again: the delta goes.
    assert_eq!(judge("nightly", false, "error: a\n", Bless::Yes).1, vec!["removed tests/ui/a.nightly.stderr (equal to the baseline)"]);
    assert!(!dir.path().join("tests/ui/a.nightly.stderr").exists());
}
