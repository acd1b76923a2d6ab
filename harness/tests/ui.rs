//! `edrift ui` end to end on the fixture crate (tests/fixtures/ui-crate: a proc-macro crate of
//! our own with a trybuild-style suite blessed on msrv = 1.85, stable and nightly), with the real
//! lanes: a copy of the crate passes; an edited expectation fails with a diff and the command
//! that re-blesses it; bless writes only what differs (the baseline back, a lane's delta where it
//! differs, a delta equal to the baseline removed); bad input gets a clear message. A lane that is
//! not installed is ignored (said once), so the counts are asserted per installed lane. Each
//! run is recorded in the crate's results store, where `edrift drift` and `edrift history` read
//! it from outside any project, and `--report` writes its dashboard.
//!
//! Cost: one cold build of syn, quote and the crate per installed lane (the state folder is
//! fresh), then the cached results.

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture() -> PathBuf {
    support::install_sandbox();
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ui-crate")
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" {
            continue;
        }
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &to.join(&name));
        } else {
            std::fs::copy(entry.path(), to.join(&name)).unwrap();
        }
    }
}

fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.insert(path.strip_prefix(root).unwrap().to_path_buf(), std::fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

struct Crate {
    _dir: tempfile::TempDir,
    root: PathBuf,
    state: PathBuf,
}

impl Crate {
    fn new() -> Crate {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("ui-crate");
        copy_tree(&fixture(), &root);
        let state = dir.path().join("state");
        Crate { _dir: dir, root, state }
    }

    fn edrift(&self, extra: &[&str]) -> (Output, String) {
        let manifest = self.root.join("Cargo.toml");
        let mut args: Vec<String> = vec!["ui".into(), "--manifest-path".into(), manifest.display().to_string()];
        args.extend(["--state".into(), self.state.display().to_string()]);
        args.extend(extra.iter().map(|a| a.to_string()));
        let output =
            Command::new(env!("CARGO_BIN_EXE_edrift")).args(&args).env_remove("BLESS").env_remove("EDRIFT_STORE").output().unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        (output, text)
    }

    fn run(&self, extra: &[&str]) -> (Output, String) {
        let mut args = vec!["--compile-fail", "tests/ui/*.rs", "--pass", "tests/ui/pass/*.rs"];
        args.extend(extra);
        self.edrift(&args)
    }
}

/// The closing line's counts: (passed, failed, unsupported, ignored).
fn counts(text: &str) -> (usize, usize, usize, usize) {
    let last = text.lines().rev().find(|l| l.contains(" passed, ")).unwrap_or_else(|| panic!("no summary line in:\n{text}"));
    let n: Vec<usize> = last.split(", ").map(|part| part.split(' ').next().unwrap().parse().unwrap()).collect();
    (n[0], n[1], n[2], n[3])
}

/// The fixture's lanes that are installed here: the others' cells are ignored.
fn installed(text: &str) -> Vec<&'static str> {
    ["msrv", "stable", "nightly"].into_iter().filter(|lane| !text.contains(&format!("lane `{lane}`: not installed"))).collect()
}

#[test]
fn the_fixture_passes_fails_on_an_edit_and_blesses_only_what_differs() {
    let krate = Crate::new();
    let before = files(&krate.root);

    // 14 tests (12 compile-fail, 2 pass) per lane; every installed lane passes, nothing is written.
    let (output, text) = krate.run(&[]);
    let lanes = installed(&text);
    assert!(lanes.contains(&"stable"), "the test needs rustup's stable lane:\n{text}");
    assert_eq!(counts(&text), (14 * lanes.len(), 0, 0, 14 * (3 - lanes.len())), "{text}");
    assert!(output.status.success(), "{text}");
    assert_eq!(files(&krate.root), before, "a run without bless writes nothing into the crate");

    // An edited baseline fails on every lane that has no delta of its own, with a diff.
    let baseline = krate.root.join("tests/ui/builder-enum.stderr");
    let blessed = std::fs::read_to_string(&baseline).unwrap();
    std::fs::write(&baseline, blessed.replace("cannot be derived for an enum", "is not for enums")).unwrap();
    let (output, text) = krate.run(&[]);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert_eq!(counts(&text).1, lanes.len(), "{text}");
    assert!(text.contains("FAILED  ui/builder-enum::stable"), "{text}");
    assert!(text.contains("-error: Builder is not for enums") && text.contains("+error: Builder cannot be derived for an enum"), "{text}");
    assert!(text.contains("--lane stable --compile-fail tests/ui/builder-enum.rs --bless"), "{text}");

    // A lane's delta removed, one equal to the baseline added: bless writes the baseline back,
    // the delta that differs, removes the one that does not, and nothing else.
    let delta = krate.root.join("tests/ui/builder-wrong-type.msrv.stderr");
    std::fs::remove_file(&delta).unwrap();
    let equal = krate.root.join("tests/ui/route-arity.nightly.stderr");
    std::fs::copy(krate.root.join("tests/ui/route-arity.stderr"), &equal).unwrap();
    let (output, text) = krate.run(&["--bless"]);
    assert!(output.status.success(), "{text}");
    let mut expected_writes = vec!["bless   ui/builder-enum::stable: wrote tests/ui/builder-enum.stderr"];
    if lanes.contains(&"msrv") {
        expected_writes.push("bless   ui/builder-wrong-type::msrv: wrote tests/ui/builder-wrong-type.msrv.stderr");
    }
    if lanes.contains(&"nightly") {
        expected_writes.push("bless   ui/route-arity::nightly: removed tests/ui/route-arity.nightly.stderr (equal to the baseline)");
    }
    let writes: Vec<&str> = text.lines().filter(|l| l.starts_with("bless ")).collect();
    assert_eq!(writes, expected_writes, "{text}");
    if lanes.len() == 3 {
        assert_eq!(files(&krate.root), before, "bless restored the crate exactly");
    }

    // A warm run (nothing changed) compiles nothing.
    let start = std::time::Instant::now();
    let (output, text) = krate.run(&["-v"]);
    assert!(output.status.success(), "{text}");
    assert_eq!(text.matches("(cached)").count(), 14 * lanes.len(), "{text}");
    eprintln!("warm run of {} cells: {:?}", 14 * lanes.len(), start.elapsed());

    // Drift between two lanes, by category, from the cached cells recorded in the store.
    if lanes.contains(&"msrv") {
        let (output, text) = krate.run(&["--drift", "msrv", "stable"]);
        assert!(output.status.success(), "{text}");
        assert!(text.contains("drift msrv (rustc 1.85") && text.contains("-> stable (rustc 1.9"), "{text}");
        assert!(text.contains("notes and suggestions changed (1)\n  ui-fixture/ui/describe-no-display::e2021: "), "{text}");
        assert!(text.contains("3 of 14 cell pair(s) drift"), "{text}");
    }

    // The same cells as libtest-mimic trials `ui/<test>::<lane>` (what the crate's own
    // tests/ui.rs runs): filters, --exact, --skip, --ignored, --bless.
    let trials = |args: &[&str]| {
        // libtest's report goes to a file, not among this test's own lines.
        let log = krate.state.join("trials.log");
        let mut all = vec!["ui".to_string(), "--logfile".to_string(), log.display().to_string()];
        all.extend(args.iter().map(|a| a.to_string()));
        edrift::ui::Tests::new()
            .compile_fail("tests/ui/*.rs")
            .pass("tests/ui/pass/*.rs")
            .manifest_dir(&krate.root)
            .state(&krate.state)
            .run_trials(all)
            .unwrap()
    };
    let n = lanes.len() as u64;
    let all = trials(&[]);
    assert_eq!((all.num_passed, all.num_failed, all.num_ignored), (14 * n, 0, 14 * (3 - n)));
    let some = trials(&["builder-enum"]);
    assert_eq!((some.num_passed, some.num_filtered_out), (n, 42 - 3));
    let one = trials(&["--exact", "ui/builder-enum::stable"]);
    assert_eq!((one.num_passed, one.num_filtered_out), (1, 41));
    let skipped = trials(&["--skip", "::stable"]);
    assert_eq!(skipped.num_filtered_out, 14);
    assert_eq!(trials(&["--ignored"]).num_passed, 0, "--ignored runs no cell of an installed lane");
    std::fs::write(&baseline, "error: nothing like this\n").unwrap();
    let failing = trials(&["ui/builder-enum::"]);
    assert_eq!(failing.num_failed, n);
    let blessing = trials(&["ui/builder-enum::", "--bless"]);
    assert_eq!((blessing.num_passed, blessing.num_failed), (n, 0));
    assert_eq!(std::fs::read_to_string(&baseline).unwrap(), blessed, "--bless wrote the baseline back");

    // A crate that does not build on a lane: its cells are unsupported, cargo's error said once
    // (the dependencies stay built: only the crate is compiled again).
    let lib = krate.root.join("src/lib.rs");
    let source = std::fs::read_to_string(&lib).unwrap();
    std::fs::write(&lib, format!("{source}\nfn broken( {{\n")).unwrap();
    let (output, text) = krate.run(&["--lane", "stable"]);
    // Unsupported is no failure of a cell, but a run in which no test ran has checked nothing.
    assert_eq!(output.status.code(), Some(1), "no test ran:\n{text}");
    assert!(text.contains("error: no test ran: every cell was unsupported (14) or ignored (0)"), "{text}");
    assert_eq!(counts(&text), (0, 0, 14, 0), "{text}");
    assert_eq!(text.matches("the crate does not build on lane `stable`").count(), 1, "said once:\n{text}");
    assert_eq!(text.matches("error: this file contains an unclosed delimiter").count(), 1, "rustc's error, once:\n{text}");
    std::fs::write(&lib, source).unwrap();
}

/// `edrift <args>` with the current folder outside any project (a crate's store is read from
/// anywhere).
fn edrift_outside(dir: &Path, args: &[&str]) -> (Output, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_edrift")).args(args).current_dir(dir).env_remove("EDRIFT_STORE").output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (output, text)
}

/// The entries of `edrift drift --format json`: (test, category slug).
fn drift_entries(json: &str) -> BTreeMap<String, String> {
    let value: serde_json::Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    value["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["snippet"].as_str().unwrap().to_string(), e["category"].as_str().unwrap().to_string()))
        .collect()
}

#[test]
fn the_run_is_recorded_and_edrift_drift_classifies_the_crate_between_lanes() {
    let krate = Crate::new();
    let store = krate.state.join("results.sqlite");
    let (output, text) = krate.run(&["--lane", "msrv", "--lane", "stable", "--offline"]);
    if text.contains("lane `msrv`: not installed") {
        eprintln!("lane msrv (1.85) is not installed here: {text}");
        return;
    }
    assert!(output.status.success(), "{text}");
    assert!(text.contains(&format!("run 1 recorded in {}", store.display())), "the default store is the state folder's:\n{text}");
    let outside = krate.root.parent().unwrap();
    let store_arg = store.display().to_string();

    // 14 cells per lane in the store's history, each lane with its identity.
    let (output, history) = edrift_outside(outside, &["history", "--store", &store_arg]);
    assert!(output.status.success(), "{history}");
    let row = history.lines().find(|l| l.trim_start().starts_with("1 ")).unwrap_or_else(|| panic!("{history}"));
    assert!(row.contains(" 28 ") && row.contains("msrv=1.85.0") && row.contains("stable=1.95"), "{history}");

    // What 1.95 changed against the MSRV, by category: the one test whose note changed, the
    // two whose rendering only differs (their deltas), the rest unchanged.
    let (output, json) = edrift_outside(outside, &["drift", "msrv", "stable", "--store", &store_arg, "--format", "json"]);
    assert!(output.status.success(), "{json}");
    let entries = drift_entries(&json);
    assert_eq!(entries.len(), 14, "{json}");
    let changed: BTreeMap<&str, &str> = entries.iter().filter(|(_, c)| *c != "unchanged").map(|(t, c)| (t.as_str(), c.as_str())).collect();
    assert_eq!(
        changed,
        BTreeMap::from([
            ("ui-fixture/ui/builder-no-such-setter", "rendering-only"),
            ("ui-fixture/ui/builder-wrong-type", "rendering-only"),
            ("ui-fixture/ui/describe-no-display", "notes-changed"),
        ]),
        "{json}"
    );
    for unchanged in ["ui-fixture/ui/builder-enum", "ui-fixture/ui/route-arity", "ui-fixture/ui/pass/builder"] {
        assert_eq!(entries[unchanged], "unchanged", "{json}");
    }
    let (output, text) = edrift_outside(outside, &["drift", "msrv", "stable", "--store", &store_arg]);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("notes and suggestions changed (1)\n  ui-fixture/ui/describe-no-display::e2021: "), "{text}");
    assert!(text.contains("unchanged (11)") && text.contains("3 of 14 cell pair(s) drift"), "{text}");

    // An edited test is a new text: its new cells are not compared with the old ones.
    let test = krate.root.join("tests/ui/route-arity.rs");
    std::fs::write(&test, format!("{}\n// edited\n", std::fs::read_to_string(&test).unwrap())).unwrap();
    let (_, text) = krate.run(&["--lane", "stable", "--offline"]);
    assert!(text.contains("run 2 recorded"), "{text}");
    let (output, text) = edrift_outside(outside, &["drift", "msrv", "stable", "--store", &store_arg]);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("ui-fixture/ui/route-arity::e2021 (not compared: the snippet's text differs"), "{text}");
    assert!(text.contains("3 of 13 cell pair(s) drift"), "{text}");
    // A lane as a past run recorded it still compares.
    let (output, text) = edrift_outside(outside, &["drift", "msrv", "stable@1", "--store", &store_arg]);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("3 of 14 cell pair(s) drift"), "{text}");

    // The dashboard of the crate's run: drift.json's transitions between adjacent lanes are the
    // same classification.
    let out = krate.state.join("report");
    let (output, text) = krate.run(&["--lane", "msrv", "--lane", "stable", "--offline", "--report", &out.display().to_string()]);
    assert!(output.status.success() && text.contains("report: ") && text.contains("run 3 recorded"), "{text}");
    assert!(out.join("index.html").is_file(), "{text}");
    let document: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(out.join("drift.json")).unwrap()).unwrap();
    assert_eq!(document["reference_lane"], "stable");
    assert_eq!(document["cells"].as_array().unwrap().len(), 28);
    let moved: BTreeMap<String, String> = document["transitions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["category"] != "unchanged")
        .map(|t| (t["snippet"].as_str().unwrap().to_string(), t["category"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(moved.get("ui-fixture/ui/describe-no-display").map(String::as_str), Some("notes-changed"), "{document}");
    assert_eq!(moved.len(), 3, "{document}");

    // Outside a project, `edrift drift` needs the store named.
    let (output, text) = edrift_outside(outside, &["drift", "msrv", "stable"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("no toolchains.toml"), "{text}");
}

#[test]
fn without_the_matrix_feature_the_library_pulls_no_store_or_dashboard() {
    // What a crate's `edrift = { ..., default-features = false }` builds.
    let output = Command::new(env!("CARGO"))
        .args(["tree", "--offline", "-p", "edrift", "--no-default-features", "-e", "normal", "--prefix", "none", "--manifest-path"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .output()
        .unwrap();
    let tree = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success() && tree.contains("libtest-mimic"), "{tree}{}", String::from_utf8_lossy(&output.stderr));
    // clap comes with libtest-mimic: it is not the binary's own use of it.
    for heavy in ["rusqlite", "libsqlite3-sys", "maud", "quick-junit", "indicatif", "jiff"] {
        assert!(!tree.lines().any(|l| l.starts_with(&format!("{heavy} "))), "{heavy} is built without the matrix feature:\n{tree}");
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    let krate = Crate::new();
    let (output, text) = krate.edrift(&["--compile-fail", "tests/ui/no-such-test.rs"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("compile-fail glob `tests/ui/no-such-test.rs` matches no file"), "{text}");

    let (output, text) = krate.edrift(&["--lane", "bogus"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("unknown lane `bogus`: expected `msrv`, `stable`, `beta`, `nightly`, a release"), "{text}");

    let (output, text) = Command::new(env!("CARGO_BIN_EXE_edrift"))
        .args(["ui", "--manifest-path", "/nonexistent/Cargo.toml"])
        .output()
        .map(|o| {
            let text = String::from_utf8_lossy(&o.stderr).into_owned();
            (o, text)
        })
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("no such Cargo.toml"), "{text}");

    // msrv without rust-version.
    let manifest = krate.root.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text.replace("rust-version = \"1.85\"\n", "")).unwrap();
    let (output, text) = krate.edrift(&["--lane", "msrv"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("lane `msrv` is the crate's rust-version, but [package] has no `rust-version`"), "{text}");
}

#[test]
fn a_lane_older_than_rust_version_is_unsupported_and_said_once() {
    let krate = Crate::new();
    let (output, text) = krate.edrift(&["--lane", "1.63"]);
    if text.contains("lane `1.63`: not installed") {
        eprintln!("lane 1.63 is not installed here: {text}");
        return;
    }
    assert_eq!(output.status.code(), Some(1), "no test ran:\n{text}");
    assert!(text.contains("error: no test ran"), "{text}");
    assert_eq!(counts(&text), (0, 0, 12, 0), "{text}");
    assert_eq!(text.matches("older than the crate's rust-version 1.85").count(), 1, "said once, not per test:\n{text}");
}

#[test]
fn a_lockfile_a_lane_cannot_read_is_named_once() {
    // Without rust-version, 1.63 is not refused before its cargo reads the lockfile (version 4).
    let krate = Crate::new();
    let manifest = krate.root.join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(&manifest, text.replace("rust-version = \"1.85\"\n", "")).unwrap();
    let (output, text) = krate.edrift(&["--lane", "1.63"]);
    if text.contains("lane `1.63`: not installed") {
        eprintln!("lane 1.63 is not installed here: {text}");
        return;
    }
    assert_eq!(output.status.code(), Some(1), "no test ran:\n{text}");
    assert!(text.contains("error: no test ran"), "{text}");
    assert_eq!(counts(&text), (0, 0, 12, 0), "{text}");
    assert_eq!(text.matches("cargo cannot read the lockfile").count(), 1, "said once, not per test:\n{text}");
    assert!(text.contains("lock file version `4`"), "cargo's own words are shown:\n{text}");
}

#[test]
fn relative_paths_mean_what_absolute_ones_do() {
    // `--state st` given relative once broke every test ("can't find crate"), and the broken
    // verdicts were cached: the paths are made absolute where they are read.
    let krate = Crate::new();
    let parent = krate.root.parent().unwrap().to_path_buf();
    let run = |state: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_edrift"))
            .current_dir(&parent)
            .args(["ui", "--manifest-path", "ui-crate/Cargo.toml", "--state", state, "--store", &format!("{state}.sqlite")])
            .args(["--report", &format!("{state}-report")])
            .args(["--lane", "stable", "--compile-fail", "tests/ui/*.rs", "--pass", "tests/ui/pass/*.rs"])
            .env_remove("BLESS")
            .env_remove("EDRIFT_STORE")
            .output()
            .unwrap();
        format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
    };
    let relative = run("relative-state");
    assert!(!relative.contains("can't find crate"), "{relative}");
    let absolute = run(&parent.join("absolute-state").display().to_string());
    assert_eq!(counts(&relative), counts(&absolute), "relative:\n{relative}\nabsolute:\n{absolute}");
    assert!(parent.join("relative-state/lanes").is_dir() && parent.join("relative-state.sqlite").is_file(), "{relative}");
    assert!(parent.join("relative-state-report/index.html").is_file(), "the report is not where --report named:\n{relative}");
    assert_eq!(counts(&run("relative-state")), counts(&absolute), "the second, cached run");
}

#[test]
fn a_test_sees_the_environment_cargo_gives_a_trybuild_test() {
    // proc-macro-crate, which many derive crates use, reads `CARGO_MANIFEST_DIR`'s manifest for
    // the name its crate is a dependency under and runs `$CARGO`: without them it printed
    // "`CARGO` env variable not set" into every test's stderr.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("envy");
    let files = [
        ("Cargo.toml", "[package]\nname = \"envy\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n"),
        ("src/lib.rs", "pub fn f() {}\n"),
        ("tests/ui/names.rs", "compile_error!(concat!(env!(\"CARGO_PKG_NAME\"), \" \", env!(\"CARGO_CRATE_NAME\")));\nfn main() {}\n"),
        ("tests/ui/cargo.rs", "const _: &str = env!(\"CARGO\");\ncompile_error!(\"CARGO is set\");\nfn main() {}\n"),
        (
            "tests/ui/manifest.rs",
            "const M: &str = include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/Cargo.toml\"));\nconst _: () = assert!(M.len() > 0);\ncompile_error!(include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/Cargo.toml\")));\nfn main() {}\n",
        ),
    ];
    for (name, text) in files {
        let path = root.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let output = Command::new(env!("CARGO_BIN_EXE_edrift"))
        .args(["ui", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--state")
        .arg(dir.path().join("state"))
        .args(["--lane", "stable", "--compile-fail", "tests/ui/*.rs", "-v"])
        .env_remove("BLESS")
        .env_remove("EDRIFT_STORE")
        .output()
        .unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(text.contains("error: envy-tests names"), "{text}");
    assert!(text.contains("error: CARGO is set") && !text.contains("not defined at compile time"), "{text}");
    // The project trybuild would build the test in: it depends on the crate.
    assert!(text.contains("[dependencies.envy]"), "{text}");
}

/// Writes `files` (path, text) under `root`.
fn write_crate(root: &Path, files: &[(&str, &str)]) {
    for (name, text) in files {
        let path = root.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

/// `edrift ui` on the crate at `root` with the state folder beside it; its output.
fn edrift_ui(root: &Path, extra: &[&str]) -> (Output, String) {
    support::install_sandbox();
    let output = Command::new(env!("CARGO_BIN_EXE_edrift"))
        .args(["ui", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--state")
        .arg(root.with_extension("state"))
        .args(extra)
        .env_remove("BLESS")
        .env_remove("EDRIFT_STORE")
        .output()
        .unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (output, text)
}

#[test]
fn without_globs_the_crate_s_own_trybuild_test_says_which_tests_there_are() {
    // A crate's tests/compiletest.rs declares `t.compile_fail("tests/fail/**/*.rs")` and
    // `t.pass(...)`; without globs on the command line edrift once looked at tests/ui/*.rs only.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("declares");
    write_crate(
        &root,
        &[
            ("Cargo.toml", "[package]\nname = \"declares\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n"),
            ("src/lib.rs", "pub fn f() {}\n"),
            (
                "tests/compiletest.rs",
                "#[test]\nfn ui() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(\"tests/fail/**/*.rs\");\n    t.pass(\"tests/ok/*.rs\");\n}\n",
            ),
            ("tests/fail/a.rs", "compile_error!(\"a\");\nfn main() {}\n"),
            ("tests/fail/deeper/b.rs", "compile_error!(\"b\");\nfn main() {}\n"),
            ("tests/ok/p.rs", "fn main() { declares::f() }\n"),
        ],
    );
    let (_, blessed) = edrift_ui(&root, &["--lane", "stable", "--bless"]);
    if blessed.contains("lane `stable`: not installed") {
        eprintln!("lane stable is not installed here: {blessed}");
        return;
    }
    assert!(root.join("tests/fail/a.stderr").is_file() && root.join("tests/fail/deeper/b.stderr").is_file(), "{blessed}");
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "-v"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    for name in ["fail/a::stable", "fail/deeper/b::stable", "ok/p::stable"] {
        assert!(text.contains(&format!("ok      {name}")), "{name}:\n{text}");
    }
    assert_eq!(counts(&text), (3, 0, 0, 0), "{text}");

    // A glob built at run time is not understood: said with its line, and how to proceed.
    std::fs::write(
        root.join("tests/compiletest.rs"),
        "#[test]\nfn ui() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(dir.join(\"*.rs\"));\n}\n",
    )
    .unwrap();
    let (output, text) = edrift_ui(&root, &["--lane", "stable"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("tests/compiletest.rs:4: `t.compile_fail(dir.join(\"*.rs\"));`"), "{text}");
    assert!(text.contains("--compile-fail GLOB"), "{text}");
}

#[test]
fn per_toolchain_files_kept_by_hand_become_lane_deltas() {
    // num_enum keeps `x.stderr_nightly`/`x.stderr_beta` and renames them into place in its own
    // test before trybuild runs; one command makes them the lane deltas edrift reads.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("handkept");
    let baseline = "error: a\n --> tests/ui/a.rs:1:1\n";
    write_crate(
        &root,
        &[
            ("Cargo.toml", "[package]\nname = \"handkept\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n"),
            ("src/lib.rs", "\n"),
            ("tests/ui/a.rs", "compile_error!(\"a\");\n"),
            ("tests/ui/a.stderr", baseline),
            ("tests/ui/a.stderr_nightly", "error: a, as nightly says it\n"),
            ("tests/ui/a.stderr_beta", baseline),
            ("tests/ui/b.rs", "compile_error!(\"b\");\n"),
            ("tests/ui/b.stderr", "error: b\n"),
        ],
    );
    let (output, text) = edrift_ui(&root, &["--adopt-toolchain-files"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    let ui = root.join("tests/ui");
    assert_eq!(std::fs::read_to_string(ui.join("a.nightly.stderr")).unwrap(), "error: a, as nightly says it\n", "{text}");
    // Equal to the baseline: no delta, the hand-kept file gone.
    assert!(!ui.join("a.beta.stderr").exists() && !ui.join("a.stderr_beta").exists(), "{text}");
    assert!(!ui.join("a.stderr_nightly").exists(), "{text}");
    assert_eq!(std::fs::read_to_string(ui.join("a.stderr")).unwrap(), baseline);
    assert!(text.contains("renamed tests/ui/a.stderr_nightly -> tests/ui/a.nightly.stderr"), "{text}");

    // A delta already there that says something else: an error naming both, nothing moved.
    std::fs::write(ui.join("b.stderr_nightly"), "error: b on nightly\n").unwrap();
    std::fs::write(ui.join("b.nightly.stderr"), "error: b, another\n").unwrap();
    let (output, text) = edrift_ui(&root, &["--adopt-toolchain-files"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("tests/ui/b.stderr_nightly and tests/ui/b.nightly.stderr differ"), "{text}");
    assert!(ui.join("b.stderr_nightly").exists());
}

#[test]
fn a_workspace_member_s_tests_run_with_the_workspace_s_inherited_dependencies() {
    // A member crate whose edition and dev-dependency are inherited from the workspace, and whose
    // test's error points into another member: `$WORKSPACE/helper/...`, as trybuild writes it.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ws");
    write_crate(
        &root,
        &[
            (
                "Cargo.toml",
                "[workspace]\nmembers = [\"member\", \"helper\"]\nresolver = \"2\"\n\n[workspace.package]\nedition = \"2021\"\n\n\
                 [workspace.dependencies]\nhelper = { path = \"helper\" }\n",
            ),
            ("helper/Cargo.toml", "[package]\nname = \"helper\"\nversion = \"0.1.0\"\nedition.workspace = true\n"),
            ("helper/src/lib.rs", "pub fn takes_u8(x: u8) -> u8 {\n    x\n}\n"),
            (
                "member/Cargo.toml",
                "[package]\nname = \"member\"\nversion = \"0.1.0\"\nedition.workspace = true\n\n[dev-dependencies]\nhelper.workspace = true\n",
            ),
            ("member/src/lib.rs", "pub fn f() {}\n"),
            ("member/tests/ui/wrong.rs", "fn main() {\n    member::f();\n    helper::takes_u8(\"no\");\n}\n"),
        ],
    );
    let member = root.join("member");
    let (_, blessed) = edrift_ui(&member, &["--lane", "stable", "--bless"]);
    if blessed.contains("lane `stable`: not installed") {
        eprintln!("lane stable is not installed here: {blessed}");
        return;
    }
    let stderr = std::fs::read_to_string(member.join("tests/ui/wrong.stderr")).unwrap_or_else(|e| panic!("{e}:\n{blessed}"));
    assert!(stderr.contains("--> tests/ui/wrong.rs:3:22"), "{stderr}");
    assert!(stderr.contains("--> $WORKSPACE/helper/src/lib.rs"), "{stderr}");
    assert!(!stderr.contains(&root.display().to_string()), "{stderr}");
    let (output, text) = edrift_ui(&member, &["--lane", "stable", "-v"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert_eq!(counts(&text), (1, 0, 0, 0), "{text}");
}

/// A fresh copy of the gated fixture (tests/fixtures/ui-gated) in a folder of its own.
fn gated_copy() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("ui-gated");
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ui-gated"), &root);
    (dir, root)
}

#[test]
fn the_crate_s_own_test_s_gates_decide_what_runs_on_each_lane() {
    // Its tests/compiletest.rs gives `tests/nightly/*.rs` only under #[rustversion::nightly],
    // `tests/x/*.rs` only under #[cfg(feature = "x")], and ignores `tests/slow/*.rs`: edrift
    // once ran every declared glob on every lane.
    let (_dir, root) = gated_copy();
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "--lane", "nightly", "-v"]);
    if text.contains("lane `stable`: not installed") {
        eprintln!("lane stable is not installed here: {text}");
        return;
    }
    let nightly = !text.contains("lane `nightly`: not installed");
    assert_eq!(output.status.code(), Some(0), "{text}");
    let gated = "ignored nightly/n::stable (the crate's test does not give it on this lane: gated by `#[rustversion::nightly]` at \
                 tests/compiletest.rs:9)";
    assert!(text.contains(gated), "{text}");
    assert!(text.contains("ignored slow/s::stable (ignored by `#[ignore = \"slow\"]` at tests/compiletest.rs:22: slow"), "{text}");
    assert!(
        text.contains("ignored x/x::stable (the crate's test does not give it on this lane: gated by `#[cfg(feature = \"x\")]`"),
        "{text}"
    );
    assert!(text.contains("ok      pass/answer::stable"), "{text}");
    if nightly {
        assert!(text.contains("ok      nightly/n::nightly") && text.contains("ok      pass/answer::nightly"), "{text}");
        assert_eq!(counts(&text), (3, 0, 0, 5), "{text}");
    } else {
        assert_eq!(counts(&text), (1, 0, 0, 7), "{text}");
    }

    // --include-ignored runs the #[ignore] one too; --ignored only it.
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "-v", "--include-ignored"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("ok      slow/s::stable") && text.contains("ok      pass/answer::stable"), "{text}");
    assert_eq!(counts(&text), (2, 0, 0, 2), "{text}");
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "-v", "--ignored"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("ok      slow/s::stable") && !text.contains("pass/answer"), "{text}");
    assert_eq!(counts(&text), (1, 0, 0, 0), "{text}");

    // --features x builds the crate with x (tests/x/x.rs calls what only x defines) and gives
    // `tests/x/*.rs`; the verdicts of the default features are not served for it.
    let (_, text) = edrift_ui(&root, &["--lane", "stable", "-v"]);
    assert!(text.contains("ok      pass/answer::stable (cached)"), "the same features again: from the cache\n{text}");
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "-v", "--features", "x"]);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("ok      x/x::stable"), "{text}");
    assert!(text.contains("ok      pass/answer::stable\n"), "another feature set, another build: not from the cache\n{text}");
    assert_eq!(counts(&text), (2, 0, 0, 2), "{text}");
    let (output, text) = edrift_ui(&root, &["--lane", "stable", "--features", "nope"]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("no feature [\"nope\"]"), "{text}");

    // When the gates leave nothing on a lane, that lane is not built and the run says which gate.
    let only_nightly = "#[rustversion::nightly]\n#[test]\nfn ui() {\n    trybuild::TestCases::new().pass(\"tests/nightly/*.rs\");\n}\n";
    std::fs::write(root.join("tests/compiletest.rs"), only_nightly).unwrap();
    let (output, text) = edrift_ui(&root, &["--lane", "stable"]);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains("lane `stable`: no test runs on this lane, nothing is built"), "{text}");
    assert!(text.contains("the crate's trybuild test gives none on the lanes selected"), "{text}");
    assert!(!text.contains("Install the missing lanes"), "{text}");
}
