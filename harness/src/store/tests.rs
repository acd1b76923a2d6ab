use std::path::PathBuf;
use std::time::Duration;

use super::*;
use crate::directives;
use crate::lanes::{Declared, Lane, LaneStatus, Source as LaneSource};
use crate::model::{Edition, SnippetKind};
use crate::model::{ReadyLane, Release, Snippet};
use crate::runner::key::sha256;
use crate::store::{MergeOptions, Partial, RunScope, merge};
use std::sync::Arc;

use crate::driver::Cached;
use crate::model::ClaimStatus;
use crate::runner::CellSource;
use crate::verdict::{CellRecord, Outcome, Verdict};

fn snippet(text: &str) -> Snippet {
    directives::parse("suite/a", &PathBuf::from("/s/suite/a.rs"), SnippetKind::File, text, text, sha256(text)).unwrap()
}

fn identity(release: &str, commit: &str) -> Identity {
    Identity {
        release: Release::parse(release).unwrap(),
        commit_hash: commit.to_string(),
        commit_date: "2026-01-01".to_string(),
        host: "x86_64-unknown-linux-gnu".to_string(),
        llvm: "20".to_string(),
        version_line: format!("rustc {release} ({commit} 2026-01-01)"),
    }
}

fn ready(release: &str, commit: &str) -> ReadyLane {
    ReadyLane {
        rustc: PathBuf::from("/bin/false"),
        cargo: None,
        rustdoc: None,
        rustfmt: None,
        library_path: Vec::new(),
        identity: identity(release, commit),
        capabilities: Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
    }
}

fn lane(name: &str, ready: ReadyLane) -> Lane {
    Lane {
        name: name.to_string(),
        source: LaneSource::Rustup { toolchain: name.to_string() },
        declared: Declared::Nightly,
        status: LaneStatus::Ready(ready),
        location: None,
        served: None,
    }
}

fn result(snippet: &str, edition: Edition, lane: &str, outcome: Outcome) -> CellResult {
    CellResult {
        stderr: format!("{outcome:?}\n"),
        command: vec!["rustc".to_string()],
        duration: Duration::from_millis(5),
        ..CellResult::empty(snippet, edition, lane, outcome)
    }
}

/// A passing record of a result.
fn record(result: CellResult) -> CellRecord {
    CellRecord { result, claim: ClaimStatus::Holds, verdict: Verdict::Pass }
}

fn temp_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("results.sqlite")).unwrap();
    (dir, store)
}

#[test]
fn a_new_database_is_migrated_to_the_current_schema_in_wal_mode() {
    let (_dir, store) = temp_store();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let mode: String = store.lock().unwrap().query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn a_v1_database_is_migrated_and_keeps_its_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    {
        let connection = Connection::open(&path).unwrap();
        connection.execute_batch(MIGRATIONS[0]).unwrap();
        connection.pragma_update(None, "user_version", 1).unwrap();
        connection.execute("INSERT INTO runs (started_at, harness_version, command) VALUES (1, '0.0.1+f1', 'edrift run')", []).unwrap();
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let runs = store.runs(10).unwrap();
    assert_eq!(runs.len(), 1);
    assert_eq!(runs[0].command, "edrift run");
    // v2 added the probe memo.
    store.put("k", &identity("1.95.0", "abc"), &Capabilities { editions: vec![Edition::E2021], diagnostic_width: false });
    assert_eq!(store.get("k").unwrap().0.commit_hash, "abc");
}

#[test]
fn a_database_from_a_newer_harness_is_refused_with_a_way_forward() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.sqlite");
    Connection::open(&path).unwrap().pragma_update(None, "user_version", SCHEMA_VERSION + 1).unwrap();
    let err = Store::open(&path).unwrap_err().to_string();
    assert!(err.contains("newer") && err.contains("--store"), "{err}");
}

#[test]
fn the_key_changes_with_each_of_its_parts() {
    let text = "//@ check-pass\nfn main() {}\n";
    let s = snippet(text);
    let spec = s.edition(Edition::E2021).unwrap();
    let base = CellKey::new(&s, spec, &ready("1.95.0", "aaa"));
    assert_eq!(base, CellKey::new(&s, spec, &ready("1.95.0", "aaa")), "the key is a pure function");
    assert_ne!(base.key, CellKey::new(&s, spec, &ready("1.95.0", "bbb")).key, "commit");
    assert_ne!(base.key, CellKey::new(&s, s.edition(Edition::E2024).unwrap(), &ready("1.95.0", "aaa")).key, "edition");
    let edited = snippet("//@ check-pass\nfn main() { }\n");
    assert_ne!(base.key, CellKey::new(&edited, edited.edition(Edition::E2021).unwrap(), &ready("1.95.0", "aaa")).key, "content");
    let mut flagged = spec.clone();
    flagged.compile_flags.push("-Dwarnings".to_string());
    let other = CellKey::new(&s, &flagged, &ready("1.95.0", "aaa"));
    assert_ne!(base.flags_hash, other.flags_hash, "flags");
    let mut narrow = ready("1.95.0", "aaa");
    narrow.capabilities.diagnostic_width = false;
    assert_ne!(base.key, CellKey::new(&s, spec, &narrow).key, "capabilities");
}

#[test]
fn a_cell_is_found_by_its_key_but_a_timeout_is_not() {
    let (_dir, store) = temp_store();
    let s = snippet("//@ check-pass\nfn main() {}\n");
    let spec = s.edition(Edition::E2021).unwrap();
    let key = CellKey::new(&s, spec, &ready("1.95.0", "aaa"));
    assert_eq!(store.lookup(&key).unwrap(), None);
    let accepted = result("suite/a", Edition::E2021, "1.95", Outcome::Accepted);
    store.insert(&key, &accepted).unwrap();
    assert_eq!(store.lookup(&key).unwrap(), Some(accepted));
    store.insert(&key, &result("suite/a", Edition::E2021, "1.95", Outcome::Timeout)).unwrap();
    assert_eq!(store.lookup(&key).unwrap(), None);
}

#[test]
fn the_cached_source_answers_a_warm_cell_without_running_it() {
    // The fresh compile below runs `/bin/false` unsandboxed: unit tests run before anything
    // installs bubblewrap on a fresh machine, and the sandbox has its own tests
    // (tests/hostile.rs, which install it). No unit test relies on the sandbox being on.
    crate::invoke::sandbox::disable();
    let (_dir, store) = temp_store();
    let store = Arc::new(store);
    let s = snippet("//@ check-pass\nfn main() {}\n");
    let spec = s.edition(Edition::E2021).unwrap();
    // `/bin/false` as rustc: running the cell would give `rejected` (exit 1), not our result.
    let lane = ready("1.95.0", "aaa");
    let key = CellKey::new(&s, spec, &lane);
    store.insert(&key, &result("suite/a", Edition::E2021, "other-lane", Outcome::Accepted)).unwrap();
    let cached = Cached::new(Arc::clone(&store), CacheMode::Use);
    let got = cached.result(&s, spec, "1.95", &lane, Duration::from_secs(10)).unwrap();
    assert_eq!(got.outcome, Outcome::Accepted);
    assert_eq!(got.lane, "1.95", "the lane's own name, not the one it was stored under");
    assert!(cached.was_hit(&key));
    let fresh = Cached::new(Arc::clone(&store), CacheMode::Refresh);
    let got = fresh.result(&s, spec, "1.95", &lane, Duration::from_secs(10)).unwrap();
    assert_eq!(got.outcome, Outcome::Rejected, "--no-cache compiles again");
    assert_eq!(store.lookup(&key).unwrap().unwrap().outcome, Outcome::Rejected, "and stores the fresh result");
}

fn record_one(store: &Store, lanes: &[Lane], outcome: Outcome, lane_name: &str, ready: &ReadyLane) -> RunId {
    let s = snippet("//@ check-pass\nfn main() {}\n");
    let spec = s.edition(Edition::E2021).unwrap();
    let run = store.begin_run("edrift run", lanes).unwrap();
    let key = CellKey::new(&s, spec, ready);
    let r = record(result("suite/a", Edition::E2021, lane_name, outcome));
    store.record(run, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
    store.finish_run(run).unwrap();
    run
}

#[test]
fn history_keeps_a_replaced_nightly_nameable_by_run() {
    let (_dir, store) = temp_store();
    let old = ready("1.97.0-nightly", "old");
    let new = ready("1.97.0-nightly", "new");
    let first = record_one(&store, &[lane("nightly", old.clone())], Outcome::Accepted, "nightly", &old);
    let second = record_one(&store, &[lane("nightly", new.clone())], Outcome::Rejected, "nightly", &new);
    assert!(second > first);
    let latest = store.lane_results(&LaneRef::Latest("nightly".into())).unwrap();
    assert_eq!(latest.identity.unwrap().commit_hash, "new");
    assert_eq!(latest.cells.len(), 1);
    assert_eq!(latest.cells[0].result.outcome, Outcome::Rejected);
    let past = store.lane_results(&LaneRef::parse(&format!("nightly@{first}")).unwrap()).unwrap();
    assert_eq!(past.identity.unwrap().commit_hash, "old");
    assert_eq!(past.cells[0].result.outcome, Outcome::Accepted);
    let runs = store.runs(10).unwrap();
    assert_eq!(runs.iter().map(|r| r.id).collect::<Vec<_>>(), vec![second, first]);
    assert_eq!(runs[0].lanes[0].identity.as_ref().unwrap().commit_hash, "new");
    assert!(runs[0].finished_at.is_some());
    let err = store.lane_results(&LaneRef::Latest("1.63".into())).unwrap_err().to_string();
    assert!(err.contains("edrift run --lane 1.63"), "{err}");
    assert!(LaneRef::parse("nightly@x").is_err());
}

#[test]
fn the_latest_results_of_a_lane_ignore_runs_of_an_older_identity() {
    let (_dir, store) = temp_store();
    let old = ready("1.97.0-nightly", "old");
    let new = ready("1.97.0-nightly", "new");
    // The old nightly ran suite/a; the new one has not run it yet but ran something else.
    record_one(&store, &[lane("nightly", old.clone())], Outcome::Accepted, "nightly", &old);
    let run = store.begin_run("edrift run other", &[lane("nightly", new.clone())]).unwrap();
    let other = snippet("//@ check-pass\nfn other() {}\n");
    let key = CellKey::new(&other, other.edition(Edition::E2024).unwrap(), &new);
    let r = record(result("suite/b", Edition::E2024, "nightly", Outcome::Accepted));
    store.record(run, &[RecordedCell { key: &key, record: &r, cached: true }]).unwrap();
    let latest = store.lane_results(&LaneRef::Latest("nightly".into())).unwrap();
    let ids: Vec<&str> = latest.cells.iter().map(|c| c.result.snippet.as_str()).collect();
    assert_eq!(ids, ["suite/b"]);
    assert!(latest.cells[0].cached);
}

#[test]
fn the_processes_of_one_run_join_one_run_of_the_history() {
    let (_dir, store) = temp_store();
    let (a, b) = (ready("1.95.0", "aaa"), ready("1.97.0-nightly", "bbb"));
    let command = "cargo nextest run (NEXTEST_RUN_ID 1)";
    // Two trials' processes: each records its cell, with the lane it resolved.
    let first = store.join_run(command, &[lane("1.95", a.clone())]).unwrap();
    let s = snippet("//@ check-pass\nfn main() {}\n");
    let key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), &a);
    let r = record(result("suite/a", Edition::E2021, "1.95", Outcome::Accepted));
    store.record(first, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
    let second = store.join_run(command, &[lane("1.95", ready("1.95.0", "changed")), lane("nightly", b.clone())]).unwrap();
    assert_eq!(second, first);
    let key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), &b);
    let r = record(result("suite/a", Edition::E2021, "nightly", Outcome::Rejected));
    store.record(second, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
    let runs = store.runs(10).unwrap();
    assert_eq!(runs.len(), 1);
    assert_eq!((runs[0].cells, runs[0].command.as_str()), (2, command));
    assert!(runs[0].finished_at.is_some());
    let lanes: Vec<(&str, &str)> =
        runs[0].lanes.iter().map(|l| (l.lane.as_str(), l.identity.as_ref().unwrap().commit_hash.as_str())).collect();
    assert_eq!(lanes, [("1.95", "aaa"), ("nightly", "bbb")], "the first process to see a lane records it");
    assert_eq!(store.lane_results(&LaneRef::Latest("nightly".into())).unwrap().cells.len(), 1);
    // Another run (another command) is a run of its own.
    assert_ne!(store.join_run("cargo nextest run (NEXTEST_RUN_ID 2)", &[]).unwrap(), first);
}

/// One trial's process under nextest: joins the run of `command` with the lane it resolved and
/// records its one cell (snippet `id`) there.
fn trial(store: &Store, command: &str, lane_name: &str, ready: &ReadyLane, id: &str) -> RunId {
    let run = store.join_run(command, &[lane(lane_name, ready.clone())]).unwrap();
    let s = snippet(&format!("//@ check-pass\nfn {}() {{}}\n", id.replace('/', "_")));
    let key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), ready);
    let r = record(result(id, Edition::E2021, lane_name, Outcome::Accepted));
    store.record(run, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
    run
}

/// The (snippet, lane) of every cell run `run` recorded.
fn cells_of(store: &Store, run: RunId) -> Vec<(String, String)> {
    let cells = store.run_cells(run).unwrap();
    assert!(cells.iter().all(|c| c.run_id == run));
    cells.into_iter().map(|c| (c.result.snippet, c.result.lane)).collect()
}

/// Two processes' stores: two opens of one file, each with a connection of its own.
fn two_processes() -> (tempfile::TempDir, PathBuf, Store, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("results.sqlite");
    let (one, two) = (Store::open(&path).unwrap(), Store::open(&path).unwrap());
    (dir, path, one, two)
}

fn pairs(cells: &[(&str, &str)]) -> Vec<(String, String)> {
    cells.iter().map(|(snippet, lane)| (snippet.to_string(), lane.to_string())).collect()
}

#[test]
fn two_processes_of_one_nextest_run_record_their_cells_in_one_run() {
    let (_dir, path, one, two) = two_processes();
    let command = "cargo nextest run (NEXTEST_RUN_ID 7)";
    let (stable, nightly) = (ready("1.95.0", "aaa"), ready("1.97.0-nightly", "bbb"));
    let run = trial(&one, command, "1.95", &stable, "suite/a");
    assert_eq!(trial(&two, command, "nightly", &nightly, "suite/b"), run);
    assert_eq!(trial(&one, command, "1.95", &stable, "suite/c"), run);
    // As a later process reads it (`edrift history`, `edrift report --from-run`).
    let reader = Store::open(&path).unwrap();
    let runs = reader.runs(10).unwrap();
    assert_eq!(runs.iter().map(|r| (r.id, r.cells)).collect::<Vec<_>>(), [(run, 3)]);
    assert_eq!(runs[0].lanes.iter().map(|l| l.lane.as_str()).collect::<Vec<_>>(), ["1.95", "nightly"]);
    assert_eq!(cells_of(&reader, run), pairs(&[("suite/a", "1.95"), ("suite/b", "nightly"), ("suite/c", "1.95")]));
}

#[test]
fn processes_that_join_at_the_same_time_start_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("results.sqlite");
    // Rounds, each a nextest run of its own whose processes all join at once: a join that races
    // (two runs for one command) shows in some rounds, not in all, so one round would rarely catch it.
    const PROCESSES: usize = 6;
    const ROUNDS: usize = 20;
    let start = Arc::new(std::sync::Barrier::new(PROCESSES));
    let processes: Vec<_> = (0..PROCESSES)
        .map(|p| {
            let (path, start) = (path.clone(), Arc::clone(&start));
            std::thread::spawn(move || {
                let store = Store::open(&path).unwrap();
                let stable = ready("1.95.0", "aaa");
                (0..ROUNDS)
                    .map(|round| {
                        start.wait();
                        trial(&store, &format!("cargo nextest run (NEXTEST_RUN_ID {round})"), "1.95", &stable, &format!("suite/p{p}"))
                    })
                    .collect::<Vec<RunId>>()
            })
        })
        .collect();
    let joined: Vec<Vec<RunId>> = processes.into_iter().map(|p| p.join().unwrap()).collect();
    let store = Store::open(&path).unwrap();
    let mut runs: Vec<(RunId, usize)> = store.runs(100).unwrap().iter().map(|r| (r.id, r.cells)).collect();
    runs.reverse();
    assert_eq!(runs, joined[0].iter().map(|&run| (run, PROCESSES)).collect::<Vec<_>>(), "one run a round, with every process's cell");
    assert!(joined.iter().all(|runs| *runs == joined[0]), "{joined:?}");
}

#[test]
fn another_nextest_run_id_is_another_run_and_each_keeps_its_cells() {
    let (_dir, _path, one, two) = two_processes();
    let (first_command, second_command) = ("cargo nextest run (NEXTEST_RUN_ID 1)", "cargo nextest run (NEXTEST_RUN_ID 2)");
    let stable = ready("1.95.0", "aaa");
    let first = trial(&one, first_command, "1.95", &stable, "suite/a");
    let second = trial(&two, second_command, "1.95", &stable, "suite/a");
    assert_ne!(first, second);
    // Two nextest runs at once (two terminals): a process of the first joins it, not the newest
    // run; nor does an `edrift run` in between take the second's processes.
    assert_eq!(trial(&two, first_command, "1.95", &stable, "suite/b"), first);
    let other = one.begin_run("edrift run", &[lane("1.95", stable.clone())]).unwrap();
    one.finish_run(other).unwrap();
    assert_eq!(trial(&one, second_command, "1.95", &stable, "suite/c"), second);
    assert_eq!(cells_of(&one, first), pairs(&[("suite/a", "1.95"), ("suite/b", "1.95")]));
    assert_eq!(cells_of(&two, second), pairs(&[("suite/a", "1.95"), ("suite/c", "1.95")]));
    assert_eq!(cells_of(&two, other), pairs(&[]));
    assert_eq!(one.runs(10).unwrap().len(), 3);
}

#[test]
fn a_joined_run_is_finished_as_of_the_last_process_that_joined_it() {
    let (_dir, _path, one, two) = two_processes();
    let command = "cargo nextest run (NEXTEST_RUN_ID 9)";
    let stable = ready("1.95.0", "aaa");
    let run = trial(&one, command, "1.95", &stable, "suite/a");
    // No process knows it is the last: the run is finished from its first process on, so that
    // `edrift merge` and `report --from-run` take it whenever the nextest run ends.
    assert!(two.recorded_run(run).unwrap().finished);
    let before = two.runs(1).unwrap().remove(0);
    std::thread::sleep(Duration::from_millis(5));
    // A process that joins the finished run (a retried trial) adds to it and moves its end.
    assert_eq!(trial(&two, command, "1.95", &stable, "suite/b"), run);
    let after = one.runs(1).unwrap().remove(0);
    assert_eq!((after.id, after.cells, after.started_at), (run, 2, before.started_at));
    assert!(after.finished_at > before.finished_at, "{:?} then {:?}", before.finished_at, after.finished_at);
}

#[test]
fn probes_are_memoized() {
    let (_dir, store) = temp_store();
    assert!(store.get("rustc|1|2").is_none());
    let caps = Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true };
    store.put("rustc|1|2", &identity("1.95.0", "aaa"), &caps);
    assert_eq!(store.get("rustc|1|2"), Some((identity("1.95.0", "aaa"), caps)));
}

#[test]
fn two_writers_at_once_do_not_corrupt_the_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shared.sqlite");
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let path = path.clone();
            std::thread::spawn(move || {
                // Each writer has its own connection, as two `edrift` processes would.
                let store = Store::open(&path).unwrap();
                let lane_ready = ready("1.95.0", &format!("w{w}"));
                let lanes = [lane("1.95", lane_ready.clone())];
                for i in 0..25 {
                    let s = snippet(&format!("//@ check-pass\nfn f{w}_{i}() {{}}\n"));
                    let spec = s.edition(Edition::E2021).unwrap();
                    let key = CellKey::new(&s, spec, &lane_ready);
                    let r = record(result("suite/a", Edition::E2021, "1.95", Outcome::Accepted));
                    store.insert(&key, &r.result).unwrap();
                    let run = store.begin_run(&format!("writer {w} run {i}"), &lanes).unwrap();
                    store.record(run, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
                    store.finish_run(run).unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    let store = Store::open(&path).unwrap();
    let check: String = store.lock().unwrap().query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    let runs = store.runs(100).unwrap();
    assert_eq!(runs.len(), 50);
    assert!(runs.iter().all(|r| r.cells == 1 && r.finished_at.is_some()));
}

#[test]
fn the_harness_version_names_the_crate_the_format_and_the_fingerprint() {
    let version = harness_version();
    assert_eq!(version, format!("{}+f{FORMAT}.{}", env!("CARGO_PKG_VERSION"), &crate::store::FINGERPRINT[..12]));
    assert_eq!(version, harness_version());
}

#[test]
fn prune_keeps_the_newest_runs_their_cells_and_the_live_cache() {
    let (_dir, store) = temp_store();
    let old = ready("1.95.0", "aaaaaaaaa");
    let lanes = [lane("1.95", old.clone())];
    let runs: Vec<RunId> = (0..3).map(|_| record_one(&store, &lanes, Outcome::Accepted, "1.95", &old)).collect();
    // A cell of an older harness version that no run recorded: only a prune removes it.
    let s = snippet("//@ check-pass\nfn old() {}\n");
    let mut stale_key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), &old);
    stale_key.key = "stale".to_string();
    stale_key.harness_version = "0.0.0+f0.old".to_string();
    store.insert(&stale_key, &result("suite/a", Edition::E2021, "1.95", Outcome::Rejected)).unwrap();
    // A cell of the current version that no run recorded: the live cache, kept.
    let mut live_key = stale_key.clone();
    live_key.key = "live".to_string();
    live_key.harness_version = harness_version();
    store.insert(&live_key, &result("suite/a", Edition::E2021, "1.95", Outcome::Rejected)).unwrap();

    let report = store.prune(2).unwrap();
    assert_eq!((report.runs_removed, report.cells_removed), (1, 1));
    let kept: Vec<RunId> = store.runs(10).unwrap().iter().map(|r| r.id).collect();
    assert_eq!(kept, vec![runs[2], runs[1]], "the newest two runs stay");
    assert!(store.run_cells(runs[0]).unwrap().is_empty(), "the oldest run's cells are gone with it");
    assert_eq!(store.run_cells(runs[2]).unwrap().len(), 1);
    assert!(store.lookup(&stale_key).unwrap().is_none());
    assert!(store.lookup(&live_key).unwrap().is_some());
    assert_eq!(store.prune(2).unwrap().runs_removed, 0, "a second prune has nothing to do");
}

#[test]
fn previous_names_the_newest_run_of_another_identity_of_the_lane() {
    let (_dir, store) = temp_store();
    let old = ready("1.97.0-nightly", "old");
    let new = ready("1.97.0-nightly", "new");
    let previous = LaneRef::parse("nightly@previous").unwrap();
    assert_eq!(previous, LaneRef::Previous("nightly".into()));
    assert_eq!(previous.to_string(), "nightly@previous");
    let first = record_one(&store, &[lane("nightly", old.clone())], Outcome::Accepted, "nightly", &old);
    let err = store.lane_results(&previous).unwrap_err().to_string();
    assert!(err.contains("one identity of lane `nightly`"), "{err}");
    let second = record_one(&store, &[lane("nightly", old.clone())], Outcome::Accepted, "nightly", &old);
    // Two runs of one nightly, then a new one: `previous` is the newer run of the old nightly.
    record_one(&store, &[lane("nightly", new.clone())], Outcome::Rejected, "nightly", &new);
    let found = store.lane_results(&previous).unwrap();
    assert_eq!(found.identity.unwrap().commit_hash, "old");
    assert_eq!(found.cells[0].run_id, second);
    assert_ne!(found.cells[0].run_id, first);
    assert_eq!(found.cells[0].result.outcome, Outcome::Accepted);
}

/// A shard store at `path`: one finished run of `partition` over lanes `lanes` (all selected),
/// recording `cells` (snippet, outcome) under 2021 on the first lane.
fn shard_store(path: &std::path::Path, partition: Option<&str>, lanes: &[Lane], cells: &[(&str, Outcome)]) {
    shard_store_timed(path, partition, lanes, cells, Duration::from_millis(5));
}

/// [`shard_store`] whose cells took `duration` to compile.
fn shard_store_timed(path: &std::path::Path, partition: Option<&str>, lanes: &[Lane], cells: &[(&str, Outcome)], duration: Duration) {
    let store = Store::open(path).unwrap();
    let scope = RunScope { partition: partition.map(|p| p.parse().unwrap()), lanes: Vec::new() };
    let run = store.begin_run_scoped("edrift run", lanes, &scope).unwrap();
    let ready = lanes[0].ready().unwrap();
    let mut keyed = Vec::new();
    for (id, outcome) in cells {
        let text = "//@ check-pass\nfn main() {}\n";
        let s = directives::parse(id, &PathBuf::from(format!("/s/{id}.rs")), SnippetKind::File, text, text, sha256(id)).unwrap();
        let key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), ready);
        let mut result = result(id, Edition::E2021, &lanes[0].name, *outcome);
        result.duration = duration;
        keyed.push((key, record(result)));
    }
    let recorded: Vec<RecordedCell<'_>> = keyed.iter().map(|(key, record)| RecordedCell { key, record, cached: false }).collect();
    store.record(run, &recorded).unwrap();
    store.finish_run(run).unwrap();
}

fn merge_options(partial: Partial) -> MergeOptions {
    MergeOptions { command: "edrift merge".to_string(), partial }
}

#[test]
fn merged_shards_are_one_run_and_a_store_with_history_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let lanes = [lane("1.95", ready("1.95.0", "aaa"))];
    let (one, two) = (dir.path().join("one.sqlite"), dir.path().join("two.sqlite"));
    shard_store(&one, Some("hash:1/2"), &lanes, &[("s/a", Outcome::Accepted), ("s/b", Outcome::Rejected)]);
    shard_store(&two, Some("hash:2/2"), &lanes, &[("s/c", Outcome::Ice)]);
    let into = dir.path().join("out/merged.sqlite");
    let report = merge(&[one.clone(), two.clone()], &into, &merge_options(Partial::Refuse)).unwrap();
    assert!(report.created);
    assert_eq!((report.cells, report.migrations, report.shards.len()), (3, 0, 2));
    assert_eq!(report.lanes, ["1.95 = rustc 1.95.0 (aaa 2026-01-01)"]);
    // The target is complete (no write-ahead log beside it) and holds one run of three cells.
    let names: Vec<String> =
        std::fs::read_dir(dir.path().join("out")).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    assert_eq!(names, ["merged.sqlite"]);
    let merged = Store::open(&into).unwrap();
    let recorded = merged.recorded_run(merged.latest_run().unwrap().unwrap()).unwrap();
    assert!(recorded.finished);
    let outcomes: Vec<(String, Outcome)> = recorded.cells.iter().map(|(c, _)| (c.result.snippet.clone(), c.result.outcome)).collect();
    assert_eq!(outcomes, [("s/a".into(), Outcome::Accepted), ("s/b".into(), Outcome::Rejected), ("s/c".into(), Outcome::Ice)]);
    assert_eq!(recorded.lanes.len(), 1);
    assert_eq!(recorded.lanes[0].capabilities, Some(Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true }));
    drop(merged);
    // Merged again into the store it made: one more run, the first one kept.
    let again = merge(&[one, two], &into, &merge_options(Partial::Refuse)).unwrap();
    assert!(!again.created);
    assert_eq!(again.run, report.run + 1);
    let merged = Store::open(&into).unwrap();
    assert_eq!(merged.runs(10).unwrap().iter().map(|r| r.cells).collect::<Vec<_>>(), [3, 3]);
}

#[test]
fn a_missing_partition_is_an_error_unless_partial() {
    let dir = tempfile::tempdir().unwrap();
    let lanes = [lane("1.95", ready("1.95.0", "aaa"))];
    let (one, three) = (dir.path().join("one.sqlite"), dir.path().join("three.sqlite"));
    shard_store(&one, Some("hash:1/3"), &lanes, &[("s/a", Outcome::Accepted)]);
    shard_store(&three, Some("hash:3/3"), &lanes, &[]);
    let into = dir.path().join("merged.sqlite");
    let err = merge(&[one.clone(), three.clone()], &into, &merge_options(Partial::Refuse)).unwrap_err().to_string();
    assert!(err.contains("lane `1.95`: hash:2/3") && err.contains("--partial"), "{err}");
    assert!(!into.exists());
    let report = merge(&[one.clone(), three], &into, &merge_options(Partial::Allow)).unwrap();
    assert_eq!(report.missing, ["lane `1.95`: hash:2/3"]);
    // Shards that split a lane into different numbers of partitions.
    let other = dir.path().join("other.sqlite");
    shard_store(&other, Some("hash:2/4"), &lanes, &[]);
    let err = merge(&[one, other], &dir.path().join("x.sqlite"), &merge_options(Partial::Allow)).unwrap_err().to_string();
    assert!(err.contains("into 3 partitions") && err.contains("into 4"), "{err}");
}

#[test]
fn shards_that_disagree_are_errors_naming_both_stores() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);
    let a = [lane("nightly", ready("1.97.0-nightly", "aaa"))];
    let b = [lane("nightly", ready("1.97.0-nightly", "bbb"))];
    // One cell, two results.
    shard_store(&path("x.sqlite"), None, &a, &[("s/a", Outcome::Accepted)]);
    shard_store(&path("y.sqlite"), None, &a, &[("s/a", Outcome::Rejected)]);
    let err = merge(&[path("x.sqlite"), path("y.sqlite")], &path("m.sqlite"), &merge_options(Partial::Refuse)).unwrap_err().to_string();
    assert!(err.contains("s/a::e2021::nightly") && err.contains("x.sqlite") && err.contains("y.sqlite"), "{err}");
    // The same result twice (another compile, another duration) is no conflict.
    shard_store_timed(&path("z.sqlite"), None, &a, &[("s/a", Outcome::Accepted)], Duration::from_millis(70));
    merge(&[path("x.sqlite"), path("z.sqlite")], &path("m.sqlite"), &merge_options(Partial::Refuse)).unwrap();
    // A nightly that changed between two shards of its lane.
    shard_store(&path("n1.sqlite"), Some("hash:1/2"), &a, &[]);
    shard_store(&path("n2.sqlite"), Some("hash:2/2"), &b, &[]);
    let err = merge(&[path("n1.sqlite"), path("n2.sqlite")], &path("n.sqlite"), &merge_options(Partial::Refuse)).unwrap_err().to_string();
    assert!(err.contains("lane `nightly` differs") && err.contains("n1.sqlite") && err.contains("n2.sqlite"), "{err}");
    assert!(!path("n.sqlite").exists());
    // An unfinished shard run, and a store with no run.
    let store = Store::open(&path("open.sqlite")).unwrap();
    let err = merge(&[path("open.sqlite")], &path("o.sqlite"), &merge_options(Partial::Refuse)).unwrap_err().to_string();
    assert!(err.contains("no run"), "{err}");
    store.begin_run("edrift run --partition hash:1/2", &a).unwrap();
    let err = merge(&[path("open.sqlite")], &path("o.sqlite"), &merge_options(Partial::Refuse)).unwrap_err().to_string();
    assert!(err.contains("did not finish") && err.contains("open.sqlite"), "{err}");
}

#[test]
fn a_lane_no_shard_selected_is_as_the_first_shard_saw_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);
    let stable = lane("1.95", ready("1.95.0", "aaa"));
    let missing = |name: &str| Lane {
        name: name.to_string(),
        source: LaneSource::Rustup { toolchain: name.to_string() },
        declared: Declared::Nightly,
        status: LaneStatus::Missing { hint: "run `edrift lanes install nightly`".to_string() },
        location: None,
        served: None,
    };
    // Shard 1 ran lane 1.95 and had no nightly; shard 2 ran nightly.
    let store = Store::open(&path("s1.sqlite")).unwrap();
    let run = store
        .begin_run_scoped(
            "edrift run --lane 1.95",
            &[stable.clone(), missing("nightly")],
            &RunScope { partition: None, lanes: vec!["1.95".into()] },
        )
        .unwrap();
    store.finish_run(run).unwrap();
    let store = Store::open(&path("s2.sqlite")).unwrap();
    let nightly = lane("nightly", ready("1.97.0-nightly", "nnn"));
    let run = store
        .begin_run_scoped(
            "edrift run --lane nightly",
            &[missing("1.95"), nightly],
            &RunScope { partition: None, lanes: vec!["nightly".into()] },
        )
        .unwrap();
    store.finish_run(run).unwrap();
    merge(&[path("s1.sqlite"), path("s2.sqlite")], &path("m.sqlite"), &merge_options(Partial::Refuse)).unwrap();
    let merged = Store::open(&path("m.sqlite")).unwrap();
    let lanes = merged.recorded_run(1).unwrap().lanes;
    let seen: Vec<(&str, &str, bool)> = lanes.iter().map(|l| (l.lane.as_str(), l.status.as_str(), l.selected)).collect();
    assert_eq!(seen, [("1.95", "ready", true), ("nightly", "ready", true)]);
}

#[test]
fn drift_compares_two_cells_only_when_they_ran_the_same_snippet_text() {
    let (_dir, store) = temp_store();
    let (a, b) = (ready("1.95.0", "aaaaaaaaa"), ready("1.96.0", "bbbbbbbbb"));
    let lanes = [lane("a", a.clone()), lane("b", b.clone())];
    // Lane a ran the snippet as first written; lane b ran it after an edit (a new warning).
    let record_text = |text: &str, lane_name: &str, ready: &ReadyLane, outcome: Outcome| {
        let s = snippet(text);
        let run = store.begin_run("edrift run", &lanes).unwrap();
        let key = CellKey::new(&s, s.edition(Edition::E2021).unwrap(), ready);
        let r = record(result("suite/a", Edition::E2021, lane_name, outcome));
        store.record(run, &[RecordedCell { key: &key, record: &r, cached: false }]).unwrap();
        store.finish_run(run).unwrap();
    };
    record_text("//@ check-pass\nfn main() {}\n", "a", &a, Outcome::Accepted);
    record_text("//@ check-fail\nfn main() { x }\n", "b", &b, Outcome::Rejected);
    let (before, after) =
        (store.lane_results(&LaneRef::Latest("a".into())).unwrap(), store.lane_results(&LaneRef::Latest("b".into())).unwrap());
    let comparison = crate::drift::between_lanes(&before, &after, None);
    assert!(comparison.entries.is_empty(), "an edited snippet was classified as drift: {:?}", comparison.entries);
    assert_eq!(comparison.unpaired.len(), 1, "{:?}", comparison.unpaired);
    assert!(comparison.unpaired[0].contains("not compared: the snippet's text differs"), "{:?}", comparison.unpaired);
    // The same text on both lanes is compared (and here drifts: accepted -> rejected).
    record_text("//@ check-fail\nfn main() { x }\n", "a", &a, Outcome::Accepted);
    let before = store.lane_results(&LaneRef::Latest("a".into())).unwrap();
    let comparison = crate::drift::between_lanes(&before, &after, None);
    assert_eq!(comparison.entries.len(), 1, "{comparison:?}");
    assert!(comparison.unpaired.is_empty());
}

#[test]
fn adding_the_standard_library_sources_to_a_lane_changes_its_cells_keys() {
    // rustup's rust-src makes every note into std quote its lines: a result from before the
    // component was added must not be served after.
    let dir = tempfile::tempdir().unwrap();
    let rustc = dir.path().join("toolchain/bin/rustc");
    std::fs::create_dir_all(rustc.parent().unwrap()).unwrap();
    std::fs::write(&rustc, "").unwrap();
    let lane = ReadyLane { rustc, ..ready("1.95.0", "aaa") };
    let s = snippet("//@ check-pass\nfn main() {}\n");
    let spec = s.edition(Edition::E2021).unwrap();
    let without = CellKey::new(&s, spec, &lane);
    assert_eq!(lane.std_sources(), None);
    std::fs::create_dir_all(dir.path().join("toolchain/lib/rustlib/src/rust/library")).unwrap();
    assert!(lane.std_sources().is_some());
    assert_ne!(CellKey::new(&s, spec, &lane), without);
}
