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
    assert_eq!(glob(dir.path(), "tests/*/a.rs").unwrap(), vec![PathBuf::from("tests/ui/a.rs")]);
    assert!(glob(dir.path(), "tests/ui/**").is_err(), "a glob ends in a file name");
    assert_eq!(test_name(Path::new("tests/ui/pass/c.rs")), "ui/pass/c");
}

#[test]
fn a_double_star_matches_any_number_of_folders_as_trybuild_s_globs_do() {
    let dir = tempfile::tempdir().unwrap();
    for f in ["tests/ui/a.rs", "tests/ui/pass/c.rs", "tests/ui/pass/deep/d.rs", "tests/ui/pass/deep/d.stderr", "tests/other/e.rs"] {
        let path = dir.path().join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "").unwrap();
    }
    // A linked folder is not descended: a loop would be endless.
    std::os::unix::fs::symlink(dir.path().join("tests/ui"), dir.path().join("tests/ui/pass/loop")).unwrap();
    let found = glob(dir.path(), "tests/ui/**/*.rs").unwrap();
    let expected: Vec<PathBuf> = ["tests/ui/a.rs", "tests/ui/pass/c.rs", "tests/ui/pass/deep/d.rs"].map(PathBuf::from).to_vec();
    assert_eq!(found, expected);
    assert_eq!(glob(dir.path(), "tests/**/d.rs").unwrap(), vec![PathBuf::from("tests/ui/pass/deep/d.rs")]);
    assert_eq!(glob(dir.path(), "**/e.rs").unwrap(), vec![PathBuf::from("tests/other/e.rs")]);
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

#[test]
fn a_run_in_which_no_test_ran_fails_saying_so() {
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let cell = |verdict| UiResult { test: test.clone(), lane: "stable".into(), verdict, blessed: Vec::new(), cached: false, output: None };
    let (unsupported, ignored) = (cell(Verdict::Unsupported("x".into())), cell(Verdict::Ignored("y".into())));
    let none_ran = Summary::of(&[unsupported.clone(), unsupported.clone(), ignored.clone()]);
    assert_eq!(none_ran.conclusion(), Conclusion::NothingRan);
    let message = report::nothing_ran(&none_ran);
    assert!(message.starts_with("no test ran: every cell was unsupported (2) or ignored (1)") && message.contains("--lane"), "{message}");
    assert_eq!(Summary::of(&[]).conclusion(), Conclusion::NothingRan);
    assert!(report::nothing_ran(&Summary::of(&[])).contains("there was no cell to run"));
    assert_eq!(Summary::of(&[unsupported.clone(), cell(Verdict::Pass)]).conclusion(), Conclusion::Passed);
    assert_eq!(Summary::of(&[ignored, cell(Verdict::Fail(vec![Reason::Compiled]))]).conclusion(), Conclusion::Failed);
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
fn a_file_an_older_trybuild_blessed_passes_and_needs_no_delta() {
    use compile::{Compile, Output};
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    std::fs::write(dir.path().join("tests/ui/a.stderr"), "error: x\n --> $DIR/tests/ui/a.rs:1:1\n").unwrap();
    let krate = manifest(dir.path(), None);
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let output = |older: Vec<String>| Output {
        compile: Compile::Rejected,
        stderr: "error: x\n --> tests/ui/a.rs:1:1\n".into(),
        older_stderr: older,
        diagnostics: Vec::new(),
        program: None,
        ran_past: None,
        cached: false,
        key: None,
    };
    let old = vec!["error: x\n --> $DIR/tests/ui/a.rs:1:1\n".to_string()];
    let judge =
        |older: Vec<String>, lane: &str, bless| expect::judge(&krate, &test, lane, lane == "stable", &output(older), bless).unwrap();
    assert_eq!(judge(old.clone(), "stable", Bless::No).0, Verdict::Pass);
    assert!(matches!(judge(Vec::new(), "stable", Bless::No).0, Verdict::Fail(_)), "without the older form it differs");
    assert!(judge(old.clone(), "nightly", Bless::Yes).1.is_empty(), "another lane matching an older form needs no delta");
    assert_eq!(judge(old, "stable", Bless::Yes).1, vec!["wrote tests/ui/a.stderr"], "bless writes the newest form");
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
        older_stderr: Vec::new(),
        diagnostics: Vec::new(),
        program: None,
        ran_past: None,
        cached: false,
        key: None,
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

/// Options of a run of a crate in `dir` that names no glob and keeps its state in `dir/state`.
fn options(dir: &Path) -> Options {
    Options {
        compile_fail: Vec::new(),
        pass: Vec::new(),
        lanes: Vec::new(),
        bless: Bless::No,
        state: dir.join("state"),
        jobs: 1,
        timeout: Duration::from_secs(1),
        build_timeout: Duration::from_secs(1),
        allowed_paths: Vec::new(),
    }
}

#[test]
fn a_test_whose_crate_libraries_are_gone_is_an_error_not_a_verdict() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    std::fs::write(dir.path().join("tests/ui/a.rs"), "fn main() {}\n").unwrap();
    let krate = manifest(dir.path(), None);
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let state = dir.path().join("state/lanes/stable");
    let built = build::Built {
        lane_name: "stable".into(),
        lane: crate::model::ReadyLane::for_tests("1.95.0"),
        stamp: "s".into(),
        externs: vec![("a".into(), state.join("target/debug/deps/liba.rlib"))],
        deps_dir: state.join("target/debug/deps"),
        state: state.clone(),
        cargo_home: dir.path().join("state/cargo-home"),
    };
    let options = options(dir.path());
    let error = compile::compile(&krate, &test, &built, &options).unwrap_err().to_string();
    assert!(error.contains("liba.rlib") && error.contains("run again (the build is redone)"), "{error}");
    assert!(!state.join("results").exists(), "nothing kept");
}

#[test]
fn a_declared_glob_that_matches_nothing_selects_nothing_as_in_trybuild() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    std::fs::write(dir.path().join("tests/ui/a.rs"), "").unwrap();
    let declares = "#[test]\nfn ui() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(\"tests/ui/*.rs\");\n    t.pass(\"tests/run-pass/**/*.rs\");\n}\n";
    std::fs::write(dir.path().join("tests/compiletest.rs"), declares).unwrap();
    let krate = manifest(dir.path(), None);
    let mut options = options(dir.path());
    let tests = discover(&krate, &options).unwrap();
    assert_eq!(tests.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(), ["ui/a"]);
    // The same glob given on the command line is a mistake, said.
    options.pass = vec!["tests/run-pass/**/*.rs".into()];
    let error = discover(&krate, &options).unwrap_err().to_string();
    assert!(error.contains("matches no file"), "{error}");
}
