//! Sharding end to end, through the `edrift` binary with the fake rustc (issue 15): N shard
//! processes of `edrift run --partition hash:K/N`, each with its own store, merged with `edrift
//! merge`, give the dashboard (`drift.json`) of one unpartitioned run of the same cells; every
//! cell is in exactly one shard; bad specs, missing shards and conflicts are clear errors.
//!
//! The project: lanes `a` (the reference, 1.95), `b` (1.96), `c` (1.97, whose output differs),
//! `old` (1.63, edition 2021 only: unsupported cells), `absent` (not installed), all fake, and
//! snippets whose cells pass, fail, ICE, run programs, drift between lanes and migrate.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const N: u32 = 4;

const IDENTITIES: [(&str, &str, &str); 4] = [
    (
        "a",
        "1.95",
        "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\ncommit-hash: 59807616e1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\nrelease: 1.95.0\nLLVM version: 22.1.2\n",
    ),
    (
        "b",
        "1.96",
        "rustc 1.96.0 (aaaaaaaaa 2026-05-26)\nbinary: rustc\ncommit-hash: aaaaaaaaa1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-05-26\nhost: x86_64-unknown-linux-gnu\nrelease: 1.96.0\nLLVM version: 22.1.2\n",
    ),
    (
        "c",
        "1.97",
        "rustc 1.97.0 (bbbbbbbbb 2026-07-07)\nbinary: rustc\ncommit-hash: bbbbbbbbb1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-07-07\nhost: x86_64-unknown-linux-gnu\nrelease: 1.97.0\nLLVM version: 22.1.2\n",
    ),
    (
        "old",
        "1.63",
        "rustc 1.63.0 (4b91a6ea7 2022-08-08)\nbinary: rustc\ncommit-hash: 4b91a6ea7258a947e59c6522cd5898e7c0a6a88f\ncommit-date: 2022-08-08\nhost: x86_64-unknown-linux-gnu\nrelease: 1.63.0\nLLVM version: 14.0.6\n",
    ),
];

const SNIPPETS: &[(&str, &str)] = &[
    ("pass.rs", "//@ check-pass\nfn main() {}\n"),
    (
        "rejected-2024.rs",
        "//@[e2021] check-pass\n// fake-rustc[2024]: error E0700 3 hidden type captures lifetime\nfn f() {}\n//[e2024]~^ ERROR E0700\n",
    ),
    ("claim-fails.rs", "//@ check-pass\n// fake-rustc[2024]: error E0308 3 mismatched types\nfn main() {}\n"),
    ("lint-from-197.rs", "//@ check-pass\n// fake-rustc[>=1.97]: warn new_lint 3 a lint that 1.97 adds\nfn main() {}\n"),
    ("ice-on-196.rs", "//@ check-pass\n// fake-rustc[>=1.96,<1.97]: ice\nfn main() {}\n"),
    ("runs.rs", "//@ run-pass\n// fake-rustc: stdout hello from the program\n// fake-rustc[2024]: stdout and from 2024\nfn main() {}\n"),
    ("needs-197.rs", "//@ check-pass\n//@ min-rust: 1.97\nfn main() {}\n"),
    ("only-2024.rs", "//@ edition: 2024\n//@ check-pass\nfn main() {}\n"),
    (
        "warns.rs",
        "//@ check-pass\n// fake-rustc: warn unused_variables 3 unused variable: `x`\nfn main() { let x = 1; }\n//~^ WARN unused variable\n",
    ),
    (
        "message-moves.rs",
        "//@ check-fail\n// fake-rustc[<1.96]: error E0382 4 use of moved value\n// fake-rustc[>=1.96]: error E0382 4 borrow of moved value\nfn main() {}\n//~^ ERROR E0382\n",
    ),
    (
        "observe.rs",
        "//@ observe\n//@ check-pass\n// fake-rustc[>=1.96]: warn dead_code 3 function is never used\nfn unused() {}\nfn main() {}\n",
    ),
    (
        "fails-to-migrate.rs",
        "//@ check-pass\n// fake-rustc[2024]: error E0133 3 call to unsafe function requires unsafe block\nfn main() {}\n",
    ),
];

struct Project {
    dir: tempfile::TempDir,
}

impl Project {
    fn new() -> Project {
        let dir = tempfile::tempdir().unwrap();
        let t = dir.path();
        let mut toolchains = String::from("reference = \"a\"\n[lanes]\n");
        for (name, release, identity) in IDENTITIES {
            let lane = t.join("lanes").join(name);
            std::fs::create_dir_all(&lane).unwrap();
            std::fs::copy(env!("CARGO_BIN_EXE_fake-rustc"), lane.join("rustc")).unwrap();
            std::fs::write(lane.join("fake-identity.txt"), identity).unwrap();
            if name == "old" {
                std::fs::write(lane.join("fake-editions.txt"), "2021").unwrap();
            }
            toolchains.push_str(&format!("\"{name}\" = {{ rustc = \"{}\", release = \"{release}\" }}\n", lane.join("rustc").display()));
        }
        toolchains.push_str(&format!("absent = {{ rustc = \"{}\", release = \"1.80\" }}\n", t.join("lanes/absent/rustc").display()));
        std::fs::create_dir_all(t.join("project/suites/fake")).unwrap();
        std::fs::create_dir_all(t.join("project/expected")).unwrap();
        std::fs::create_dir_all(t.join("tmp")).unwrap();
        std::fs::write(t.join("project/toolchains.toml"), toolchains).unwrap();
        for (name, text) in SNIPPETS {
            std::fs::write(t.join("project/suites/fake").join(name), text).unwrap();
        }
        Project { dir }
    }

    fn root(&self) -> PathBuf {
        self.dir.path().join("project")
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    fn edrift(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_edrift"))
            .arg("--root")
            .arg(self.root())
            .args(args)
            .env("TMPDIR", self.path("tmp"))
            .env("EDRIFT_LANES_DIR", self.path("lanes"))
            .env("EDRIFT_OFFLINE", "1")
            .env_remove("EDRIFT_STORE")
            .env_remove("BLESS")
            .stdin(Stdio::null())
            .output()
            .unwrap()
    }

    /// Runs edrift and requires an exit code among `codes` (a run with failing cells exits 1).
    fn ok(&self, args: &[&str], codes: &[i32]) -> String {
        let out = self.edrift(args);
        let text = text(&out);
        assert!(out.status.code().is_some_and(|c| codes.contains(&c)), "edrift {} exited {:?}:\n{text}", args.join(" "), out.status);
        text
    }

    fn store(&self, name: &str) -> String {
        self.path(name).display().to_string()
    }
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

fn drift_json(dir: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("drift.json")).unwrap()).unwrap()
}

/// drift.json without what differs between any two reports of the same cells: when it was
/// written, the run's id, the history chart, and how long each compile took.
fn comparable(mut document: serde_json::Value) -> serde_json::Value {
    let object = document.as_object_mut().unwrap();
    for key in ["generated_at", "run_id", "history"] {
        assert!(object.remove(key).is_some(), "drift.json has no `{key}`");
    }
    for cell in object["cells"].as_array_mut().unwrap() {
        cell.as_object_mut().unwrap().remove("duration_ms").unwrap();
    }
    document
}

fn cell_names(listing: &str) -> BTreeSet<String> {
    listing.lines().filter(|l| l.contains("::")).map(str::to_string).collect()
}

/// The names of the cells (and migration cells) a store's latest run recorded.
fn recorded_names(store: &Path) -> Vec<String> {
    let store = edrift::store::Store::open(store).unwrap();
    let run = store.latest_run().unwrap().unwrap();
    let recorded = store.recorded_run(run).unwrap();
    let mut names: Vec<String> =
        recorded.cells.iter().map(|(c, _)| format!("{}::{}::{}", c.result.snippet, c.result.edition, c.result.lane)).collect();
    names.extend(recorded.migrations.iter().map(|m| format!("{}::migrate::{}", m.result.snippet, m.result.lane)));
    names
}

#[test]
fn four_shards_merged_give_the_dashboard_of_one_run() {
    let p = Project::new();
    // Expectations first (with a store of their own), so verdicts mean something: most cells
    // pass, `claim-fails` fails on 2024 whatever is blessed.
    p.ok(&["bless", "--migrate", "--store", &p.store("bless.sqlite")], &[0, 1]);

    // The whole run, on one machine.
    let started = std::time::Instant::now();
    p.ok(&["report", "--migrate", "--store", &p.store("single.sqlite"), "--out", &p.store("single")], &[0]);
    let single_time = started.elapsed();

    // Four shards, each its own process and store, then the merge.
    let started = std::time::Instant::now();
    let mut shard_stores = Vec::new();
    let mut owners: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    for k in 1..=N {
        let store = p.store(&format!("shards/shard-{k}.sqlite"));
        std::fs::create_dir_all(p.path("shards")).unwrap();
        let partition = format!("hash:{k}/{N}");
        let out = p.ok(&["run", "--migrate", "--partition", &partition, "--store", &store], &[0, 1]);
        assert!(out.contains(&format!("partition {partition}:")), "{out}");
        for name in recorded_names(Path::new(&store)) {
            owners.entry(name).or_default().push(k);
        }
        shard_stores.push(store);
    }
    let mut merge_args = vec!["merge"];
    merge_args.extend(shard_stores.iter().map(String::as_str));
    let merged_store = p.store("merged.sqlite");
    merge_args.extend(["--into", &merged_store]);
    let merged = p.ok(&merge_args, &[0]);
    assert!(merged.contains("merged 4 shard store(s)"), "{merged}");
    p.ok(&["report", "--store", &merged_store, "--from-run", "latest", "--out", &p.store("merged")], &[0]);
    eprintln!("one run: {single_time:?}; four shards, merge and report: {:?}", started.elapsed());

    // Every cell of the single run is in exactly one shard, and no shard ran anything else.
    let all = recorded_names(&p.path("single.sqlite"));
    assert!(all.len() > 100, "the fixture has {} cells", all.len());
    let all: BTreeSet<String> = all.into_iter().collect();
    eprintln!("{} cells and migration cells in {N} shards", all.len());
    let sharded: BTreeSet<String> = owners.keys().cloned().collect();
    assert_eq!(sharded, all, "the shards ran other cells than the single run");
    let twice: Vec<_> = owners.iter().filter(|(_, ks)| ks.len() != 1).collect();
    assert!(twice.is_empty(), "cells in more than one shard: {twice:?}");
    // Each shard has cells (the partition is balanced enough to matter).
    for k in 1..=N {
        let n = owners.values().filter(|ks| ks[0] == k).count();
        assert!(n > all.len() / 8, "shard {k} holds {n} of {} cells", all.len());
    }
    // The assignment is stable: these cells are in these shards on every machine (a change of
    // the hash moves cells between the machines of a CI matrix, and must be deliberate; the
    // numbers are Python's `hashlib.sha256(name)`, first 8 bytes big-endian, mod 4, plus 1).
    for (cell, k) in [
        ("fake/pass::e2021::a", 4),
        ("fake/pass::e2024::b", 2),
        ("fake/runs::e2024::c", 1),
        ("fake/claim-fails::e2024::a", 4),
        ("fake/fails-to-migrate::migrate::a", 3),
    ] {
        assert_eq!(owners.get(cell).map(|ks| ks[0]), Some(k), "{cell} moved to another shard");
    }
    // `edrift list --partition` names the same cells as the shard ran (and those of the lane
    // that is not installed, which no shard runs).
    let listed: BTreeSet<String> =
        cell_names(&p.ok(&["list", "--partition", "hash:2/4"], &[0])).into_iter().filter(|n| !n.ends_with("::absent")).collect();
    let ran: BTreeSet<String> =
        owners.iter().filter(|(name, ks)| ks[0] == 2 && !name.contains("::migrate::")).map(|(n, _)| n.clone()).collect();
    assert_eq!(listed, ran);

    // The dashboards agree on everything but the time and the run.
    let single = drift_json(&p.path("single"));
    let merged = drift_json(&p.path("merged"));
    let cells = |d: &serde_json::Value| d["cells"].as_array().unwrap().len();
    assert_eq!(cells(&single), cells(&merged));
    assert!(single["migrations"].as_array().unwrap().len() > 10, "the fixture migrates");
    for verdict in ["pass", "fail", "n/a"] {
        assert!(single["summary"]["verdicts"][verdict].as_u64().unwrap_or(0) > 0, "no `{verdict}` cell: {}", single["summary"]);
    }
    let (single, merged) = (comparable(single), comparable(merged));
    if single != merged {
        let (a, b) = (serde_json::to_string_pretty(&single).unwrap(), serde_json::to_string_pretty(&merged).unwrap());
        let first = a.lines().zip(b.lines()).position(|(x, y)| x != y).unwrap_or(0);
        panic!(
            "the merged dashboard differs from the single run's at line {first}:\nsingle: {}\nmerged: {}",
            a.lines().nth(first).unwrap_or(""),
            b.lines().nth(first).unwrap_or("")
        );
    }

    // A second merge into the same store keeps its history and adds one run; the shards are
    // untouched.
    let before: Vec<Vec<u8>> = shard_stores.iter().map(|s| std::fs::read(s).unwrap()).collect();
    p.ok(&merge_args, &[0]);
    let after: Vec<Vec<u8>> = shard_stores.iter().map(|s| std::fs::read(s).unwrap()).collect();
    assert!(before == after, "a merge changed a shard store");
    let history = p.ok(&["history", "--store", &merged_store], &[0]);
    assert_eq!(history.lines().filter(|l| l.contains(" merge ")).count(), 2, "{history}");
    let beside: Vec<String> =
        std::fs::read_dir(p.path("shards")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(beside.len(), N as usize, "the merge left files beside the shard stores: {beside:?}");
}

#[test]
fn lanes_times_partitions_merge_and_a_missing_shard_is_named() {
    let p = Project::new();
    let mut stores = Vec::new();
    for lane in ["a", "c"] {
        for k in 1..=2 {
            let store = p.store(&format!("{lane}-{k}.sqlite"));
            p.ok(&["run", "fake/pass", "fake/runs", "--lane", lane, "--partition", &format!("hash:{k}/2"), "--store", &store], &[0, 1]);
            stores.push(store);
        }
    }
    // Without c's second shard: an error naming the lane and the partition, and nothing written.
    let into = p.store("merged.sqlite");
    let mut args = vec!["merge", &stores[0], &stores[1], &stores[2], "--into", &into];
    let out = p.edrift(&args);
    let all = text(&out);
    assert_eq!(out.status.code(), Some(2), "{all}");
    assert!(all.contains("lane `c`: hash:2/2") && all.contains("--partial"), "{all}");
    assert!(!Path::new(&into).exists(), "a failed merge created {into}");
    // With --partial, it merges what there is and says what is missing.
    args.insert(4, "--partial");
    let all = p.ok(&args, &[0]);
    assert!(all.contains("no shard ran lane `c`: hash:2/2"), "{all}");
    // All four: lane b (selected by no shard) stays as the shards saw it, ready but not run.
    let into = p.store("merged-all.sqlite");
    let mut args = vec!["merge"];
    args.extend(stores.iter().map(String::as_str));
    args.extend(["--into", &into]);
    p.ok(&args, &[0]);
    p.ok(&["report", "--store", &into, "--from-run", "latest", "--out", &p.store("report")], &[0]);
    let document = drift_json(&p.path("report"));
    let lanes: BTreeSet<&str> = document["cells"].as_array().unwrap().iter().map(|c| c["lane"].as_str().unwrap()).collect();
    assert_eq!(lanes, BTreeSet::from(["a", "c"]));
    // fake/pass and fake/runs under two editions on two lanes.
    assert_eq!(document["cells"].as_array().unwrap().len(), 8);
}

#[test]
fn malformed_partitions_are_errors_naming_the_flag_and_the_form() {
    let p = Project::new();
    for bad in ["hash:0/4", "hash:5/4", "foo:1/2", "hash:1", "hash:x/4"] {
        let out = p.edrift(&["run", "--partition", bad, "--store", &p.store("x.sqlite")]);
        let all = text(&out);
        assert_eq!(out.status.code(), Some(2), "{bad}: {all}");
        assert!(all.contains("--partition") && all.contains("hash:K/N"), "{bad}: {all}");
        assert!(!p.path("x.sqlite").exists(), "{bad}: a store was written");
    }
}

#[test]
fn conflicting_shards_are_an_error_naming_both_stores_and_the_cell() {
    let p = Project::new();
    let (one, two) = (p.store("one.sqlite"), p.store("two.sqlite"));
    p.ok(&["run", "fake/pass", "--lane", "a", "--store", &one], &[0]);
    // The same cell, from another lane identity under the same name: as if a shard's toolchain
    // had changed.
    std::fs::write(p.path("lanes/a/fake-extra.txt"), "a warning this build adds").unwrap();
    p.ok(&["run", "fake/pass", "--lane", "a", "--store", &two], &[0, 1]);
    let into = p.store("merged.sqlite");
    let out = p.edrift(&["merge", &one, &two, "--into", &into]);
    let all = text(&out);
    assert_eq!(out.status.code(), Some(2), "{all}");
    assert!(all.contains("fake/pass::e2021::a") && all.contains(&one) && all.contains(&two), "{all}");
    assert!(!Path::new(&into).exists());
    // A store merged into itself, a missing store, a file that is not a store: clear errors.
    for (args, says) in [
        (vec!["merge", one.as_str(), "--into", one.as_str()], "also one of the shard stores"),
        (vec!["merge", "nowhere.sqlite", "--into", into.as_str()], "does not exist"),
    ] {
        let out = p.edrift(&args);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains(says), "{}", text(&out));
    }
    std::fs::write(p.path("notes.txt"), "not a store").unwrap();
    let out = p.edrift(&["merge", &one, "--into", &p.store("notes.txt")]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert_eq!(std::fs::read_to_string(p.path("notes.txt")).unwrap(), "not a store", "the merge wrote over a file that is not a store");
}

#[test]
fn a_run_is_reported_from_the_store_only_against_its_checkout() {
    let p = Project::new();
    let store = p.store("s.sqlite");
    p.ok(&["run", "fake/pass", "fake/runs", "--lane", "a", "--partition", "hash:1/2", "--store", &store], &[0, 1]);
    // The shard's own report has no gap; the whole selection's report names the cells it lacks.
    let out = p.ok(
        &["report", "fake/pass", "fake/runs", "--partition", "hash:1/2", "--store", &store, "--from-run", "1", "--out", &p.store("r1")],
        &[0],
    );
    assert!(!out.contains("warning"), "{out}");
    let out = p.ok(&["report", "fake/pass", "fake/runs", "--store", &store, "--from-run", "latest", "--out", &p.store("r2")], &[0]);
    assert!(out.contains("has no result for") && out.contains("planned cell(s)"), "{out}");
    for (run, says) in [("99", "has no run 99"), ("first", "expected `latest` or a run id")] {
        let out = p.edrift(&["report", "--store", &store, "--from-run", run, "--out", &p.store("r3")]);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains(says), "{}", text(&out));
    }
    // A snippet edited since the run: its results say nothing of it now.
    let path = p.root().join("suites/fake/pass.rs");
    std::fs::write(&path, format!("{}// edited\n", std::fs::read_to_string(&path).unwrap())).unwrap();
    let out = p.edrift(&["report", "--store", &store, "--from-run", "latest", "--out", &p.store("r4")]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("changed since") && text(&out).contains("fake/pass::"), "{}", text(&out));
}
