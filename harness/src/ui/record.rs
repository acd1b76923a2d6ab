//! A crate's UI run into the results store (with the `matrix` feature), by the suites' recorder
//! path ([`crate::driver::record_run`]): the run with its lanes and their identities, and each
//! (test, lane) cell the runner judged as a cell of the store's history, so that `edrift drift A
//! B --store <the crate's store>` classifies the crate's UI tests between two lanes with the
//! `drift` stage's table, and `edrift history` lists the runs.
//!
//! A UI cell is (test, edition, lane) as a compile cell is (snippet, edition, lane): its record is
//! the runner's, as is; its key the one its result is kept by in the cache
//! ([`crate::runner::key::CellKey::crate_ui`]), or, for a cell the lane could not run, the same
//! derivation over the reason. It never runs anything. A cell of a lane that is not ready is not
//! recorded (nothing ran).

use std::path::{Path, PathBuf};

use super::{CrateManifest, Judged, Run};
use crate::error::Error;
use crate::store::{RecordedCell, RunId, RunScope, Store};

/// The crate's default results store: `results.sqlite` in its state folder, beside the lanes'
/// builds and the results cache (one store per crate, outside the crate).
pub fn default_store(state: &Path) -> PathBuf {
    state.join("results.sqlite")
}

/// Records `run` in `store` as one run of its history, under `command`; `selected` are the
/// lanes the command selected (empty: the crate's).
pub fn record(store: &Store, krate: &CrateManifest, run: &Run, command: &str, selected: &[String]) -> Result<RunId, Error> {
    let scope = RunScope { partition: None, lanes: selected.to_vec() };
    let mut cells = Vec::new();
    for cell in &run.cells {
        let Judged::Record(record) = &cell.judged else { continue };
        let Some(ready) = run.plan.lanes.iter().find(|l| l.name == cell.lane).and_then(|l| l.ready()) else { continue };
        // A cell that ran is recorded by the key its result is kept by; one the lane could not
        // run by its reason.
        let key = match &cell.key {
            Some(key) => key.clone(),
            None => {
                let why = record.result.unsupported.as_ref().map_or("not run", |u| u.reason.as_str());
                super::compile::unsupported_key(krate, &cell.test, &ready.identity, why)?
            }
        };
        cells.push((key, record.as_ref(), cell.cached));
    }
    let recorded: Vec<RecordedCell<'_>> = cells.iter().map(|(key, record, cached)| RecordedCell { key, record, cached: *cached }).collect();
    crate::driver::record_run(store, command, &run.plan.lanes, &scope, |id| store.record(id, &recorded))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Diagnostic;
    use crate::lanes::{Declared, LaneDecl, Source};
    use crate::model::{Capabilities, ClaimStatus, Edition, Identity, ReadyLane, Release, Unsupported};
    use crate::runner::{Counts, Migrate, Plan};
    use crate::store::LaneRef;
    use crate::ui::lanes::{CrateLane, CrateLaneStatus};
    use crate::ui::{Cell, Kind, UiTest};
    use crate::verdict::{self, CellRecord, CellResult, Outcome};

    fn manifest(dir: &Path) -> CrateManifest {
        CrateManifest {
            dir: dir.to_path_buf(),
            manifest: dir.join("Cargo.toml"),
            name: "demo".to_string(),
            edition: "2021".to_string(),
            rust_version: None,
            lanes: Vec::new(),
            reference: None,
            deltas: None,
            dev_dependencies: toml::Table::new(),
            lockfile: None,
            workspace_root: dir.to_path_buf(),
            target_dir: dir.join("target"),
            path_dependencies: Vec::new(),
            features: Default::default(),
            optional_dependencies: Vec::new(),
        }
    }

    fn lane_identity(release: &str) -> Identity {
        Identity {
            release: Release::parse(release).unwrap(),
            commit_hash: "abc".to_string(),
            commit_date: "2026-01-01".to_string(),
            host: "x86_64-unknown-linux-gnu".to_string(),
            llvm: "20".to_string(),
            version_line: format!("rustc {release}"),
        }
    }

    fn lane(name: &str, release: &str, status: Option<&str>) -> CrateLane {
        let identity = lane_identity(release);
        let ready = ReadyLane {
            rustc: PathBuf::from("/bin/false"),
            cargo: None,
            rustdoc: None,
            rustfmt: None,
            library_path: Vec::new(),
            identity,
            capabilities: Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
        };
        let decl = LaneDecl {
            name: name.to_string(),
            source: Source::Rustup { toolchain: name.to_string() },
            declared: Declared::Release(Release::parse(release).unwrap()),
            fallbacks: Vec::new(),
        };
        let status = match status {
            None => CrateLaneStatus::Ready(Box::new(ready)),
            Some(hint) => CrateLaneStatus::Missing(hint.to_string()),
        };
        CrateLane { name: name.to_string(), decl, status }
    }

    fn error(code: &str, message: &str) -> Diagnostic {
        Diagnostic {
            level: crate::model::Level::from_rustc("error"),
            level_text: "error".to_string(),
            code: Some(code.to_string()),
            message: message.to_string(),
            primary: None,
            labels: Vec::new(),
            span_labels: Vec::new(),
            suggestions: Vec::new(),
            children: Vec::new(),
            backtrace: Vec::new(),
        }
    }

    /// A cell the runner judged `verdict`: with `ran`, a rejected compile of that diagnostic
    /// kept under a key of that build; without, unsupported.
    fn cell(test: &UiTest, lane: &str, verdict: verdict::Verdict, ran: Option<(&str, Diagnostic)>) -> Cell {
        let claim = match &verdict {
            verdict::Verdict::Pass => ClaimStatus::Holds,
            verdict::Verdict::Fail(_) => ClaimStatus::Fails,
            verdict::Verdict::NotApplicable(_) => ClaimStatus::NotApplicable,
        };
        let (result, key) = match ran {
            Some((build, d)) => {
                let result = CellResult {
                    stderr: format!("error: {}\n", d.message),
                    diagnostics: vec![d],
                    ..CellResult::empty("demo/ui/a", Edition::E2021, lane, Outcome::Rejected)
                };
                // Keys that differ as the tests' builds would.
                (result, Some(crate::runner::key::CellKey::crate_ui("demo/ui/a", "hash", Edition::E2021, &lane_identity("1.85.0"), build)))
            }
            None => {
                let why = Unsupported { predicate: "crate-ui".into(), reason: "does not build".into() };
                (CellResult { unsupported: Some(why), ..CellResult::empty("demo/ui/a", Edition::E2021, lane, Outcome::Unsupported) }, None)
            }
        };
        let record = CellRecord { result, claim, verdict };
        Cell {
            test: test.clone(),
            lane: lane.to_string(),
            judged: Judged::Record(Box::new(record)),
            blessed: Vec::new(),
            cached: false,
            key,
            ignored: None,
        }
    }

    fn run(lanes: Vec<CrateLane>, cells: Vec<Cell>) -> Run {
        let plan = Plan::new(Vec::new(), lanes.iter().map(CrateLane::as_lane).collect(), &[], &[], Migrate::No);
        Run { lanes, notes: Vec::new(), plan, cells, counts: Counts::default() }
    }

    /// A crate whose one compile-fail test `tests/ui/a.rs` holds `text`, and a store in its
    /// state folder.
    fn one_test_crate(text: &str) -> (tempfile::TempDir, CrateManifest, UiTest, Store) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
        std::fs::write(dir.path().join("tests/ui/a.rs"), text).unwrap();
        let krate = manifest(dir.path());
        let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
        let store = Store::open(&dir.path().join("state/results.sqlite")).unwrap();
        (dir, krate, test, store)
    }

    #[test]
    fn a_run_becomes_cells_of_the_history_that_drift_reads() {
        let (_dir, krate, test, store) = one_test_crate("fn main() { let x: u8 = \"\"; }\n");
        let lanes = || vec![lane("msrv", "1.85.0", None), lane("stable", "1.95.0", None), lane("nightly", "1.97.0", Some("rustup ..."))];
        let mismatch = verdict::Reason::Expectation {
            stream: crate::model::Stream::Stderr,
            file: "tests/ui/a.stderr".into(),
            diff: verdict::diff("x\n", "y\n"),
        };
        let skipped =
            Cell { judged: Judged::Skipped("rustup ...".into()), key: None, ..cell(&test, "nightly", verdict::Verdict::Pass, None) };
        let first = run(
            lanes(),
            vec![
                cell(&test, "msrv", verdict::Verdict::Pass, Some(("k1", error("E0308", "mismatched types")))),
                cell(
                    &test,
                    "stable",
                    verdict::Verdict::Fail(vec![mismatch]),
                    Some(("k2", error("E0277", "the trait bound is not satisfied"))),
                ),
                skipped.clone(),
            ],
        );
        let id = record(&store, &krate, &first, "edrift ui", &[]).unwrap();
        let cells = store.run_cells(id).unwrap();
        let lanes_recorded: Vec<&str> = cells.iter().map(|c| c.result.lane.as_str()).collect();
        assert_eq!(lanes_recorded, ["msrv", "stable"], "a lane that is not installed ran nothing: no cell");
        assert!(cells.iter().all(|c| c.result.snippet == "demo/ui/a" && c.result.edition == Edition::E2021));
        let stable = &cells[1];
        assert!(
            matches!(&stable.verdict, verdict::Verdict::Fail(r) if matches!(&r[0], verdict::Reason::Expectation { diff, .. } if diff.contains("+y")))
        );
        let before = store.lane_results(&LaneRef::Latest("msrv".into())).unwrap();
        let after = store.lane_results(&LaneRef::Latest("stable".into())).unwrap();
        let comparison = crate::drift::between_lanes(&before, &after, None);
        assert_eq!(comparison.entries.len(), 1);
        assert_eq!(comparison.entries[0].category, crate::drift::Category::CodeChanged, "{comparison:?}");

        // A new result of the same test on the same lane (another build: another ui key) is the
        // lane's latest, not the first one kept under a stale key.
        let again = run(
            lanes(),
            vec![
                cell(&test, "msrv", verdict::Verdict::Pass, Some(("k1", error("E0308", "mismatched types")))),
                cell(&test, "stable", verdict::Verdict::Pass, Some(("k3", error("E0308", "mismatched types")))),
                skipped,
            ],
        );
        record(&store, &krate, &again, "edrift ui", &[]).unwrap();
        let after = store.lane_results(&LaneRef::Latest("stable".into())).unwrap();
        let comparison = crate::drift::between_lanes(&before, &after, None);
        assert_eq!(comparison.entries[0].category, crate::drift::Category::Unchanged, "{comparison:?}");
    }

    #[test]
    fn a_cell_that_ran_is_recorded_under_the_key_its_result_is_kept_by() {
        let (_dir, krate, test, store) = one_test_crate("fn main() {}\n");
        let ran = cell(&test, "stable", verdict::Verdict::Pass, Some(("build-1", error("E0308", "mismatched types"))));
        let kept = ran.key.clone().unwrap();
        record(&store, &krate, &run(vec![lane("stable", "1.95.0", None)], vec![ran]), "edrift ui", &[]).unwrap();
        // One key derivation: the store holds the cell under the cache's key, not one of its own.
        let stored = store.lookup(&kept).unwrap().expect("the cell under its kept key");
        assert_eq!(stored.stderr, "error: mismatched types\n");
    }

    #[test]
    fn an_unsupported_cell_is_recorded_as_such_under_its_reason() {
        let (_dir, krate, test, store) = one_test_crate("fn main() {}\n");
        let unsupported = cell(&test, "stable", verdict::Verdict::NotApplicable("does not build".into()), None);
        let id = record(&store, &krate, &run(vec![lane("stable", "1.95.0", None)], vec![unsupported]), "edrift ui", &[]).unwrap();
        let cells = store.run_cells(id).unwrap();
        assert_eq!(cells.len(), 1);
        assert_eq!(cells[0].result.outcome, Outcome::Unsupported);
        assert_eq!(cells[0].verdict, verdict::Verdict::NotApplicable("does not build".into()));
        let key = crate::ui::compile::unsupported_key(&krate, &test, &lane_identity("1.95.0"), "does not build").unwrap();
        assert!(store.lookup(&key).unwrap().is_some(), "recorded under the key of its reason");
    }
}
