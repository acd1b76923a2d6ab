//! End to end on the real stable toolchain: the fixture suite under tests/fixtures/stable,
//! whose expected verdicts are written down as data in verdicts.toml. It includes deliberately
//! wrong annotations, a wrong stage and a hand-edited expectation, which must fail.

mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use edrift::discover;
use edrift::project::Project;
use edrift::runner::{Bless, Options, Plan};
use edrift::verdict::Record;

/// Each cell whose verdict is not the one verdicts.toml lists, a cell that did not run, and a
/// cell that ran unlisted, a line each (`details`: why each cell got its verdict).
fn mismatches(expected: &BTreeMap<String, String>, actual: &BTreeMap<String, String>, details: &BTreeMap<String, String>) -> Vec<String> {
    let mut wrong = Vec::new();
    for (cell, want) in expected {
        match actual.get(cell) {
            Some(got) if got == want => {}
            Some(got) => wrong.push(format!("{cell}: expected {want}, got {got}: {}", details[cell])),
            None => wrong.push(format!("{cell}: expected {want}, but the cell did not run")),
        }
    }
    for cell in actual.keys().filter(|c| !expected.contains_key(*c)) {
        wrong.push(format!("{cell}: ran, but verdicts.toml does not list it"));
    }
    wrong
}

#[test]
fn fixture_verdicts_on_the_stable_toolchain() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stable");
    let project = Project::open(&root).unwrap();
    let lanes = project.lanes();
    assert!(
        lanes[0].ready().is_some(),
        "the fixture needs rustup's 1.95.0 toolchain: {:?} (install it with `rustup toolchain install 1.95.0`)",
        lanes[0].status
    );
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, lanes, &[], &[], edrift::runner::Migrate::No);
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let mut actual = BTreeMap::new();
    let mut details = BTreeMap::new();
    let records = support::run_fresh(&plan, &project.expectations(), &options);
    for record in records {
        let Record::Compile(record) = record else { continue };
        let name = format!("{}::{}", record.result.snippet, record.result.edition);
        details.insert(name.clone(), format!("{:?} (claim {})", record.verdict, record.claim));
        actual.insert(name, record.kind().name().to_string());
    }
    let expected: BTreeMap<String, String> = toml::from_str(&std::fs::read_to_string(root.join("verdicts.toml")).unwrap()).unwrap();
    let wrong = mismatches(&expected, &actual, &details);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The compiletest fixture tests of `-Z` flags, unsupported on the stable lane and judged on
/// nightly (each agrees there): a `-Z` flag itself, `-Zunpretty` output on stdout, a crate
/// type given by `-Zcrate-attr`, and the ICE of `-Ztreat-err-as-bug` a test expects.
const NIGHTLY_JUDGED: [&str; 4] = ["ct/z-flag", "ct/unpretty", "ct/crate-attr", "ct/ice-expected"];

/// The compiletest dialect end to end (tests/fixtures/compiletest, written from the
/// rustc-dev-guide): a directive or rule per test, the files beside each test as the stable
/// lane's expectations, verdicts as data in verdicts.toml. The misspelt directive of
/// `bad-directive.rs` and the missing auxiliary crate of `aux-missing.rs` are one error each,
/// naming file and line, and the rest runs; the files under `auxiliary/` are no tests and are
/// built per lane for the tests that ask for them. The tests of `-Z` flags ([`NIGHTLY_JUDGED`])
/// run on nightly where it is installed.
#[test]
fn compiletest_fixture_verdicts() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let project = Project::open(&root).unwrap();
    let (snippets, errors) = discover::load_suite(&root.join("suites/ct"), &[], discover::Match::Substring).unwrap();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].path.ends_with("ct/aux-missing.rs") && errors[0].line == 2, "{}", errors[0]);
    assert!(errors[0].message.contains("auxiliary crate cannot be read"), "{}", errors[0]);
    assert!(errors[1].path.ends_with("ct/bad-directive.rs") && errors[1].line == 3, "{}", errors[1]);
    assert!(errors[1].message.contains("did you mean `check-pass`"), "{}", errors[1]);
    assert!(!snippets.iter().any(|s| s.id.contains("helper")), "auxiliary/ holds no test");
    let lanes = project.lanes();
    let nightly = lanes.iter().find(|l| l.name == "nightly").is_some_and(|l| l.ready().is_some());
    let lane_names: Vec<String> = if nightly { vec!["stable".into(), "nightly".into()] } else { vec!["stable".into()] };
    let plan = Plan::new(snippets, lanes, &[], &lane_names, edrift::runner::Migrate::No);
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let mut actual = BTreeMap::new();
    let mut details = BTreeMap::new();
    let records = support::run_fresh(&plan, &project.expectations(), &options);
    for record in records {
        let Record::Compile(record) = record else { continue };
        let lane = &record.result.lane;
        // Nightly's output differs from stable's files: only the tests that need it are judged there.
        if lane == "stable" || NIGHTLY_JUDGED.contains(&record.result.snippet.as_str()) {
            let name = format!("{}::{}{}", record.result.snippet, record.result.edition, if lane == "stable" { "" } else { "::nightly" });
            details.insert(name.clone(), format!("{:?} (claim {})", record.verdict, record.claim));
            actual.insert(name, record.kind().name().to_string());
        }
    }
    let mut expected: BTreeMap<String, String> = toml::from_str(&std::fs::read_to_string(root.join("verdicts.toml")).unwrap()).unwrap();
    if nightly {
        for snippet in NIGHTLY_JUDGED {
            expected.insert(format!("{snippet}::e2015::nightly"), "pass".into());
        }
    }
    let mut wrong = mismatches(&expected, &actual, &details);
    // The failing cells of the streams compiletest compares fail for that stream alone.
    for (cell, reason) in [
        ("ct/compiler-stdout-missing::e2021", "stream: CompilerStdout"),
        ("ct/run-stderr-wrong::e2015", "stream: RunStderr"),
        ("ct/rustfix-fixed-fails::e2015", "FixedFails"),
    ] {
        let detail = details.get(cell).map_or("", String::as_str);
        if !detail.contains(reason) || detail.matches("Expectation").count() + detail.matches("FixedFails").count() != 1 {
            wrong.push(format!("{cell}: expected one failure, `{reason}`: {detail}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `edrift run --suite FOLDER` through the binary: a folder outside `suites/`, without a
/// `suite.toml` (compiletest's dialect, reference nightly, by default), run in place on the
/// stable lane: its tests pass against the files beside them, a filter with a revision selects
/// it, and the folder is left as it was (nothing written beside the tests, no `expected/` file).
#[test]
fn run_suite_reads_a_folder_anywhere_in_place() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let scratch = tempfile::tempdir().unwrap();
    let folder = scratch.path().join("ui-copy");
    std::fs::create_dir(&folder).unwrap();
    for name in ["plain.rs", "plain.stderr", "revisions.rs", "revisions.new.stderr"] {
        std::fs::copy(root.join("suites/ct").join(name), folder.join(name)).unwrap();
    }
    let listing = |dir: &Path| {
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&p).unwrap()))
            .collect();
        files.sort();
        files
    };
    let before = listing(&folder);
    let store = scratch.path().join("results.sqlite");
    let run = |filters: &[&str]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"));
        command.arg("--root").arg(&root).arg("--store").arg(&store).args(["run", "--offline", "--lane", "stable", "--suite"]).arg(&folder);
        command.args(filters);
        let out = command.output().unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
    };
    let (ok, out) = run(&[]);
    assert!(ok, "{out}");
    assert!(out.contains("3 passed, 0 failed"), "{out}");
    let (ok, out) = run(&["--exact", "ui-copy/revisions#new"]);
    assert!(ok && out.contains("1 passed, 0 failed"), "{out}");
    assert_eq!(listing(&folder), before, "the folder is read, never written");
    assert!(!root.join("expected/ui-copy").exists(), "a run writes no expectation");
}

/// The compiletest fixture suite placed under a project's `suites/`: `edrift list` (from the
/// snippet index) names the cells a run plans (a snippet per revision, `<suite>/<stem>#<rev>`,
/// nothing of `auxiliary/`), the second listing from the index the same, and `edrift run` of
/// a listed revision runs that cell.
#[test]
fn a_compiletest_suite_under_suites_lists_and_runs_the_same_cells() {
    support::install_sandbox();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let scratch = tempfile::tempdir().unwrap();
    let root = scratch.path();
    std::fs::copy(fixture.join("toolchains.toml"), root.join("toolchains.toml")).unwrap();
    let copy = |from: &Path, to: &Path| {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
            }
        }
    };
    copy(&fixture.join("suites/ct"), &root.join("suites/ct"));
    copy(&fixture.join("suites/ct/auxiliary"), &root.join("suites/ct/auxiliary"));
    // The two bad tests are errors of a listing too: without them, it lists.
    std::fs::remove_file(root.join("suites/ct/bad-directive.rs")).unwrap();
    std::fs::remove_file(root.join("suites/ct/aux-missing.rs")).unwrap();
    let edrift = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"))
            .arg("--root")
            .arg(root)
            .arg("--store")
            .arg(root.join("results.sqlite"))
            .args(args)
            .output()
            .unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let project = Project::open(root).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, project.lanes(), &[], &[], edrift::runner::Migrate::No);
    let planned: Vec<String> = plan.cells.iter().map(|&cell| plan.name(cell)).collect();
    for _ in 0..2 {
        let (ok, listed, err) = edrift(&["list"]);
        assert!(ok, "{err}");
        assert_eq!(listed.lines().collect::<Vec<_>>(), planned, "from the files, then from the index");
    }
    assert!(planned.contains(&"ct/revisions#new::e2021::stable".to_string()), "{planned:?}");
    assert!(planned.contains(&"ct/check-cfg#first::e2015::nightly".to_string()), "{planned:?}");
    assert!(!planned.iter().any(|name| name.contains("helper") || name.contains("auxiliary")), "{planned:?}");
    let (ok, out, err) = edrift(&["run", "--offline", "--lane", "stable", "--exact", "ct/revisions#new"]);
    assert!(ok && (out.clone() + &err).contains("1 passed, 0 failed"), "{out}{err}");
}

/// `edrift report --suite FOLDER` through the binary: a compiletest folder outside `suites/`, run
/// on two lanes (stable and nightly), gives a dashboard of that folder: the lane-to-lane drift
/// table (`pairs/stable--nightly.html`), a page per test, and `drift.json` naming only its cells.
#[test]
fn report_suite_writes_the_dashboard_of_a_folder_with_its_drift_table_and_a_page_per_test() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let scratch = tempfile::tempdir().unwrap();
    let folder = scratch.path().join("ui-two");
    std::fs::create_dir(&folder).unwrap();
    for name in ["plain.rs", "plain.stderr", "revisions.rs", "revisions.new.stderr"] {
        std::fs::copy(root.join("suites/ct").join(name), folder.join(name)).unwrap();
    }
    let out_dir = scratch.path().join("report");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"))
        .arg("--root")
        .arg(&root)
        .arg("--store")
        .arg(scratch.path().join("results.sqlite"))
        .args(["report", "--offline", "--lane", "stable", "--lane", "nightly", "--suite"])
        .arg(&folder)
        .arg("--out")
        .arg(&out_dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out_dir.join("index.html").is_file(), "{text}");
    assert!(out_dir.join("pairs/stable--nightly.html").is_file(), "the lane-to-lane drift table:\n{text}");
    let mut pages: Vec<String> =
        std::fs::read_dir(out_dir.join("snippets")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    pages.sort();
    assert!(pages.iter().any(|p| p.starts_with("ui-two--plain")), "{pages:?}");
    assert!(pages.iter().any(|p| p.starts_with("ui-two--revisions")), "{pages:?}");
    assert!(pages.iter().all(|p| p.starts_with("ui-two--")), "only the folder's tests: {pages:?}");
    let drift = std::fs::read_to_string(out_dir.join("drift.json")).unwrap();
    assert!(drift.contains("ui-two/plain") && !drift.contains("\"ct/"), "{drift}");
}

/// A compiletest suite folder laid out as rust-lang/rust's (`tests/ui` beside `tests/auxiliary`,
/// tests/fixtures/compiletest-tree): a test reaches a module of the sibling `auxiliary/` folder
/// (`#[path = "../auxiliary/shared.rs"]`) and cannot write there, and nothing else around the
/// suite's folder is visible. A sibling `auxiliary` that is a link leading out of the tree is
/// not bound: the same test then fails to read its module.
#[test]
fn a_compiletest_suite_sees_the_auxiliary_folder_beside_it_read_only_and_nothing_else() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest-tree/tests");
    let scratch = tempfile::tempdir().unwrap();
    let tests = scratch.path().join("tests");
    for (from, to) in
        [(fixture.clone(), tests.clone()), (fixture.join("ui"), tests.join("ui")), (fixture.join("auxiliary"), tests.join("auxiliary"))]
    {
        std::fs::create_dir_all(&to).unwrap();
        for entry in std::fs::read_dir(&from).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
            }
        }
    }
    // A store per run: a cell's key covers its test and auxiliary crates, not the files it reads.
    let run = |store: &str| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"));
        command.arg("--root").arg(&root).arg("--store").arg(scratch.path().join(store));
        command.args(["run", "--offline", "--lane", "stable", "-v", "--suite"]);
        let out = command.arg(tests.join("ui")).output().unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
    };
    let (ok, out) = run("first.sqlite");
    assert!(ok && out.contains("2 passed, 0 failed"), "{out}");
    assert!(!tests.join("auxiliary/written.txt").exists(), "{out}");
    // The same folder, reached through a link that leaves the tree.
    let elsewhere = scratch.path().join("elsewhere");
    std::fs::rename(tests.join("auxiliary"), &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, tests.join("auxiliary")).unwrap();
    let (ok, out) = run("second.sqlite");
    assert!(!ok && out.contains("1 passed, 1 failed"), "{out}");
    assert!(out.contains("FAIL ui/sibling::") && out.contains("couldn't read"), "{out}");
}
