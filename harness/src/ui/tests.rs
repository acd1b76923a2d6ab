use super::discover::{test_name, wildcard};
use super::*;
use crate::runner::{Bless, Counts};
use std::collections::BTreeSet;
use std::path::Path;

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
    let counts = Counts { passed: 1, stale: 1, failed: 1, not_applicable: 1, ignored: 1, errored: 1 };
    assert_eq!(report::summary(&counts), "2 passed, 2 failed, 1 unsupported, 1 ignored");
}

#[test]
fn a_run_in_which_no_test_ran_fails_saying_so() {
    let none_ran = Counts { not_applicable: 2, ignored: 1, ..Counts::default() };
    assert_eq!(Conclusion::of(&none_ran), Conclusion::NothingRan);
    let message = report::nothing_ran(&none_ran, &[]);
    assert!(message.starts_with("no test ran: every cell was unsupported (2) or ignored (1)") && message.contains("--lane"), "{message}");
    assert_eq!(Conclusion::of(&Counts::default()), Conclusion::NothingRan);
    assert!(report::nothing_ran(&Counts::default(), &[]).contains("there was no cell to run"));
    assert_eq!(Conclusion::of(&Counts { not_applicable: 1, passed: 1, ..Counts::default() }), Conclusion::Passed);
    assert_eq!(Conclusion::of(&Counts { ignored: 1, failed: 1, ..Counts::default() }), Conclusion::Failed);
    assert_eq!(Conclusion::of(&Counts { passed: 1, errored: 1, ..Counts::default() }), Conclusion::Failed, "an error is no pass");
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
        features: Default::default(),
        optional_dependencies: Vec::new(),
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
    let judge = |older: Vec<String>, lane: &str| expect::reasons(&krate, &test, lane, &output(older), Bless::No).unwrap();
    let bless = |older: Vec<String>, lane: &str| expect::bless(&krate, &test, lane, lane == "stable", &output(older)).unwrap();
    assert_eq!(judge(old.clone(), "stable"), Vec::new());
    assert_eq!(judge(Vec::new(), "stable").len(), 1, "without the older form it differs");
    assert!(bless(old.clone(), "nightly").is_empty(), "another lane matching an older form needs no delta");
    assert_eq!(bless(old, "stable"), vec!["wrote tests/ui/a.stderr"], "bless writes the newest form");
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
    let judge = |lane: &str, stderr: &str| expect::reasons(&krate, &test, lane, &output(stderr), Bless::No).unwrap();
    let bless = |lane: &str, reference: bool, stderr: &str| expect::bless(&krate, &test, lane, reference, &output(stderr)).unwrap();
    // No baseline: a failure naming the baseline.
    let reasons = judge("stable", "error: a\n");
    assert!(
        matches!(&reasons[..], [crate::verdict::Reason::Expectation { file, diff, .. }] if file.ends_with("tests/ui/a.stderr") && diff.contains("+error: a")),
        "{reasons:?}"
    );
    assert!(judge("stable", "").len() == 1, "an empty stderr without a baseline still has no expectation");
    assert_eq!(bless("stable", true, "error: a\n"), vec!["wrote tests/ui/a.stderr"]);
    // Another lane, equal: nothing written; different: its delta.
    assert!(bless("nightly", false, "error: a\n").is_empty());
    assert_eq!(bless("nightly", false, "error: b\n"), vec!["wrote tests/ui/a.nightly.stderr"]);
    assert_eq!(judge("nightly", "error: b\n"), Vec::new());
    assert_eq!(judge("stable", "error: b\n").len(), 1, "the reference lane reads the baseline");
    // Equal again: the delta goes.
    assert_eq!(bless("nightly", false, "error: a\n"), vec!["removed tests/ui/a.nightly.stderr (equal to the baseline)"]);
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
        features: Default::default(),
        cfgs: Vec::new(),
        ignored: Default::default(),
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
    let tests = discover(&krate, &options).unwrap().tests;
    assert_eq!(tests.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(), ["ui/a"]);
    // The same glob given on the command line is a mistake, said.
    options.pass = vec!["tests/run-pass/**/*.rs".into()];
    let error = discover(&krate, &options).unwrap_err().to_string();
    assert!(error.contains("matches no file"), "{error}");
}

#[test]
fn bless_writes_the_reference_lanes_baseline_before_the_other_lanes_deltas_whatever_order_cells_finish_in() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["a", "b"] {
        std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
        std::fs::write(dir.path().join(format!("tests/ui/{name}.rs")), "fn main() {}\n").unwrap();
    }
    let krate = manifest(dir.path(), None);
    let tests: Vec<UiTest> =
        ["a", "b"].map(|n| UiTest { name: format!("ui/{n}"), path: format!("tests/ui/{n}.rs").into(), kind: Kind::CompileFail }).to_vec();
    let snippets = tests.iter().map(|t| snippet(&krate, t).unwrap()).collect();
    let lane = |name: &str| crate::lanes::Lane {
        name: name.to_string(),
        source: crate::lanes::Source::Rustup { toolchain: name.to_string() },
        declared: crate::lanes::Declared::Nightly,
        status: crate::lanes::LaneStatus::Ready(crate::model::ReadyLane::for_tests("1.95.0")),
        location: None,
        served: None,
    };
    let plan = Plan::new(snippets, vec![lane("nightly"), lane("stable")], &[], &[], Migrate::No);
    // As the workers might finish them: the other lane's cells first.
    let finished: Vec<CellRef> = plan.cells.iter().rev().copied().collect();
    let order: Vec<String> = bless_order(&plan, finished, "stable")
        .iter()
        .map(|c| format!("{}::{}", plan.snippets[c.snippet].id, plan.lanes[c.lane].name))
        .collect();
    assert_eq!(order, ["k/ui/a::stable", "k/ui/a::nightly", "k/ui/b::stable", "k/ui/b::nightly"]);
}

#[test]
fn a_test_is_a_snippet_of_the_crate_s_edition_naming_the_test() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    std::fs::write(dir.path().join("tests/ui/a.rs"), "fn main() {}\n").unwrap();
    let krate = manifest(dir.path(), None);
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::Pass };
    let snippet = snippet(&krate, &test).unwrap();
    assert_eq!(snippet.id, "k/ui/a");
    assert_eq!(snippet.hash, crate::model::sha256_hex(b"fn main() {}\n"));
    let [spec] = &snippet.editions[..] else { panic!("{:?}", snippet.editions) };
    assert_eq!((spec.edition, spec.stage), (Edition::E2021, crate::model::Stage::RunPass));
    assert_eq!(spec.crate_ui.as_deref(), Some(&test));
}

#[test]
fn every_cell_is_judged_by_the_runner_and_laid_out_as_trybuild_lays_it_out() {
    use compile::{Compile, Output, Program};
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
    std::fs::write(dir.path().join("tests/ui/a.rs"), "fn main() {}\n").unwrap();
    std::fs::write(dir.path().join("tests/ui/b.rs"), "fn main() {}\n").unwrap();
    std::fs::write(dir.path().join("tests/ui/b.stderr"), "error: old\n").unwrap();
    let krate = manifest(dir.path(), None);
    let lane = crate::model::ReadyLane::for_tests("1.95.0");
    let unread = crate::expectations::Expectations { root: PathBuf::new(), reference: String::new(), lanes: Vec::new() };
    let hint = report::BlessHint::Command("Cargo.toml".into());
    let output = |compile, stderr: &str, program: Option<Program>| Output {
        compile,
        stderr: stderr.into(),
        older_stderr: Vec::new(),
        diagnostics: Vec::new(),
        program,
        ran_past: None,
        cached: false,
        key: None,
    };
    // The cell as the run makes it: the source's result and claim, the runner's judgement.
    let judged = |name: &str, kind, output: Output| {
        let test = UiTest { name: format!("ui/{name}"), path: format!("tests/ui/{name}.rs").into(), kind };
        let snippet = snippet(&krate, &test).unwrap();
        let reasons = expect::reasons(&krate, &test, "stable", &output, Bless::No).unwrap();
        let result = compile::cell_result(&snippet.id, Edition::E2021, "stable", &output, reasons);
        let record = crate::runner::judge_compile(result, &snippet.editions[0], &lane, &unread, Bless::No).unwrap();
        let cell = Cell {
            test,
            lane: "stable".into(),
            judged: Judged::Record(Box::new(record)),
            blessed: Vec::new(),
            cached: false,
            key: None,
            ignored: None,
        };
        (cell.kind().unwrap().name().to_string(), report::failure(&cell, &hint))
    };
    let failed = |name, kind, output| {
        let (kind, text) = judged(name, kind, output);
        assert_eq!(kind, "fail", "{text}");
        text
    };
    let compiled = failed("a", Kind::CompileFail, output(Compile::Compiled, "", None));
    assert_eq!(compiled, "expected a compile error, but the test compiled\n");
    let none = failed("a", Kind::CompileFail, output(Compile::Rejected, "error: new\n", None));
    assert!(none.starts_with("no expectation ") && none.contains("tests/ui/a.stderr yet; the lane printed:\nerror: new\n"), "{none}");
    assert!(none.contains("bless it with: edrift ui --manifest-path Cargo.toml --lane stable --compile-fail tests/ui/a.rs --bless"));
    let differs = failed("b", Kind::CompileFail, output(Compile::Rejected, "error: new\n", None));
    assert!(
        differs.contains("tests/ui/b.stderr differs (- expected, + actual):\n") && differs.contains("-error: old\n+error: new"),
        "{differs}"
    );
    assert_eq!(failed("a", Kind::CompileFail, output(Compile::TimedOut, "", None)), "timed out\n");
    assert_eq!(failed("a", Kind::CompileFail, output(Compile::Crashed, "panicked\n", None)), "rustc crashed:\npanicked\n");
    let rejected = failed("a", Kind::Pass, output(Compile::Rejected, "error: no\n", None));
    assert_eq!(rejected, "expected the test to compile; rustc said:\nerror: no\n");
    let program = Program { success: false, status: "exit code 1".into(), stdout: String::new(), stderr: "boom\n".into() };
    assert_eq!(failed("a", Kind::Pass, output(Compile::Compiled, "", Some(program))), "the test's program failed (exit code 1):\nboom\n");
    let ran = Program { success: true, status: "exit code 0".into(), stdout: "hi\n".into(), stderr: String::new() };
    assert_eq!(judged("a", Kind::Pass, output(Compile::Compiled, "", Some(ran))).0, "pass", "no .stdout: nothing to compare");
    assert_eq!(judged("b", Kind::CompileFail, output(Compile::Rejected, "error: old\n", None)).0, "pass");
}

#[test]
fn a_test_is_given_on_a_lane_where_any_call_selecting_it_gives_it() {
    let dir = tempfile::tempdir().unwrap();
    for f in ["tests/ui/a.rs", "tests/ui/b.rs", "tests/only/c.rs"] {
        let path = dir.path().join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, "fn main() {}\n").unwrap();
    }
    // `a` is selected by a nightly-only call and by an ungated one; `b` by the nightly call and an
    // ignored one; `c` by the nightly call alone.
    let declares = "#[rustversion::nightly]\n#[test]\nfn nightly() {\n    let t = trybuild::TestCases::new();\n    t.pass(\"tests/ui/*.rs\");\n    t.pass(\"tests/only/*.rs\");\n}\n\n\
                    #[test]\nfn always() {\n    trybuild::TestCases::new().pass(\"tests/ui/a.rs\");\n}\n\n\
                    #[ignore = \"slow\"]\n#[test]\nfn ignored() {\n    trybuild::TestCases::new().pass(\"tests/ui/b.rs\");\n}\n";
    std::fs::write(dir.path().join("tests/compiletest.rs"), declares).unwrap();
    let krate = manifest(dir.path(), None);
    let selection = discover(&krate, &options(dir.path())).unwrap();
    let names: Vec<&str> = selection.tests.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["only/c", "ui/a", "ui/b"]);
    let features = BTreeSet::new();
    let stable = crate::model::ReadyLane::for_tests("1.95.0").identity;
    let nightly = crate::model::ReadyLane::for_tests("1.97.0-nightly").identity;
    let skip = |name: &str, rustc| {
        let test = selection.tests.iter().find(|t| t.name == name).unwrap();
        selection.skip(test, &gates::Env { rustc, features: &features, cfgs: &[] })
    };
    for rustc in [&stable, &nightly] {
        assert_eq!(skip("ui/a", rustc), None, "an ungated call gives it everywhere");
    }
    assert_eq!(skip("ui/b", &nightly), None);
    assert!(matches!(skip("ui/b", &stable), Some(Skip::Ignored { why }) if why.contains("#[ignore = \"slow\"]") && why.contains(": slow")));
    assert_eq!(skip("only/c", &nightly), None);
    assert!(
        matches!(skip("only/c", &stable), Some(Skip::NotGiven { why }) if why == "gated by `#[rustversion::nightly]` at tests/compiletest.rs:1"),
        "{:?}",
        skip("only/c", &stable)
    );
}

#[test]
fn features_enabled_are_the_defaults_the_named_and_what_they_enable() {
    let dir = tempfile::tempdir().unwrap();
    let mut krate = manifest(dir.path(), None);
    for (name, enables) in [
        ("default", vec!["std"]),
        ("std", vec!["alloc", "dep:serde"]),
        ("alloc", vec![]),
        ("x", vec!["alloc", "serde/derive"]),
        ("y", vec![]),
    ] {
        krate.features.insert(name.to_string(), enables.into_iter().map(str::to_string).collect());
    }
    krate.optional_dependencies.push("serde".to_string());
    let enabled = |named: &[&str], all, no_default| {
        let selection = Features { named: named.iter().map(|f| f.to_string()).collect(), all, no_default };
        krate.enabled_features(&selection).map(|set| set.into_iter().collect::<Vec<_>>())
    };
    assert_eq!(enabled(&[], false, false).unwrap(), ["alloc", "default", "std"]);
    assert!(enabled(&[], false, true).unwrap().is_empty());
    assert_eq!(enabled(&["x"], false, true).unwrap(), ["alloc", "x"], "`serde/derive` enables nothing of the crate");
    assert_eq!(enabled(&["serde", "serde/derive"], false, true).unwrap(), ["serde"], "an optional dependency is a feature");
    assert_eq!(enabled(&[], true, false).unwrap(), ["alloc", "default", "std", "x", "y"]);
    let error = enabled(&["z"], false, false).unwrap_err().to_string();
    assert!(error.contains("no feature [\"z\"]"), "{error}");
    // The build project asks cargo for them: the build's stamp, and so every cell's key, differs.
    let plain = krate.build_project(&Features::default());
    let with_x = krate.build_project(&Features { named: vec!["x".into()], all: false, no_default: true });
    assert!(!plain.contains("features"), "{plain}");
    assert!(with_x.contains("features = [\"x\"]") && with_x.contains("default-features = false"), "{with_x}");
}

#[test]
fn a_run_whose_cells_the_gates_all_skipped_says_which_gate() {
    let gated =
        vec!["the crate's test does not give it on this lane: gated by `#[rustversion::nightly]` at tests/compiletest.rs:1".to_string()];
    let message = report::nothing_ran(&Counts { ignored: 3, ..Counts::default() }, &gated);
    assert!(message.contains("gated by `#[rustversion::nightly]` at tests/compiletest.rs:1"), "{message}");
    assert!(!message.contains("Install the missing lanes"), "{message}");
}
