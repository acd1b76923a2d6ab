//! A crate's UI run into the results store (with the `matrix` feature): the run with its lanes
//! and their identities, and each (test, lane) cell as a cell of the store's history, so that
//! `edrift drift A B --store <the crate's store>` classifies the crate's UI tests between two
//! lanes with the `drift` stage's table, and `edrift history` lists the runs.
//!
//! It takes a [`Run`] and gives cells of the store's own tables: a UI cell is (test, edition,
//! lane) as a compile cell is (snippet, edition, lane). Its snippet id is `<crate>/<test>`
//! (`ui-fixture/ui/builder-enum`), so one store can hold several crates; its edition is the
//! crate's; its snippet hash the hash of the test's text (so drift never compares two texts);
//! its key the one its result is kept by in the cache ([`crate::runner::key::CellKey::crate_ui`]). It never runs anything.
//!
//! A cell of a lane that is not installed is not recorded (nothing ran); a cell of a lane that
//! could not run the crate is recorded as `unsupported` when the lane has an identity.

use std::path::{Path, PathBuf};

use super::compile::{Compile, Output};
use super::lanes::CrateLaneStatus;
use super::{CrateManifest, Kind, Reason, Run, UiResult, Verdict, edition, snippet_id};
use crate::error::Error;
use crate::lanes::{Lane, LaneStatus};
use crate::model::{ClaimStatus, Edition, Identity, Stage, Stream, Unsupported};
use crate::store::{CellKey, RecordedCell, RunId, RunScope, Store};
use crate::verdict::{self, CellRecord, CellResult, Outcome, RunEnd};

/// The crate's default results store: `results.sqlite` in its state folder, beside the lanes'
/// builds and the results cache (one store per crate, outside the crate).
pub fn default_store(state: &Path) -> PathBuf {
    state.join("results.sqlite")
}

/// A run as the store recorded it.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// Its id in the history.
    pub run: RunId,
    /// The cells recorded, as the store and the reports read cells.
    pub records: Vec<CellRecord>,
}

/// Records `run` in `store` as one run of its history, under `command`; `selected` are the
/// lanes the command selected (empty: the crate's).
pub fn record(store: &Store, krate: &CrateManifest, run: &Run, command: &str, selected: &[String]) -> Result<Recorded, Error> {
    let edition = edition(krate)?;
    let lanes: Vec<Lane> = run.lanes.iter().map(store_lane).collect();
    let scope = RunScope { partition: None, lanes: selected.to_vec() };
    let mut cells: Vec<(CellKey, CellRecord, bool)> = Vec::new();
    for result in &run.results {
        let Some(identity) = lanes.iter().find(|l| l.name == result.lane).and_then(|l| identity(&l.status)) else { continue };
        let why = match &result.verdict {
            Verdict::Ignored(_) => continue,
            Verdict::Unsupported(why) => why.as_str(),
            Verdict::Pass | Verdict::Fail(_) => "not run",
        };
        let record = cell_record(result, &snippet_id(krate, &result.test), edition);
        // A cell that ran is recorded by the key its result is kept by; one the lane could not
        // run by its reason.
        let key = match result.output.as_ref().and_then(|output| output.key.clone()) {
            Some(key) => key,
            None => super::compile::unsupported_key(krate, &result.test, identity, why)?,
        };
        cells.push((key, record, result.cached));
    }
    let recorded: Vec<RecordedCell<'_>> = cells.iter().map(|(key, record, cached)| RecordedCell { key, record, cached: *cached }).collect();
    let run_id = crate::driver::record_run(store, command, &lanes, &scope, |run| store.record(run, &recorded))?;
    Ok(Recorded { run: run_id, records: cells.into_iter().map(|(_, record, _)| record).collect() })
}

/// A crate's lane as the store (and the report) records lanes: a lane that cannot run the crate (older than
/// `rust-version`, broken) is recorded as broken, with the reason.
pub fn store_lane(lane: &super::lanes::CrateLane) -> Lane {
    let status = match &lane.status {
        CrateLaneStatus::Ready(ready) => LaneStatus::Ready(ready.as_ref().clone()),
        CrateLaneStatus::Missing(hint) => LaneStatus::Missing { hint: hint.clone() },
        CrateLaneStatus::Unsupported(why) => LaneStatus::Broken { message: why.clone() },
    };
    Lane {
        name: lane.name.clone(),
        source: lane.decl.source.clone(),
        declared: lane.decl.declared.clone(),
        status,
        location: None,
        served: None,
    }
}

fn identity(status: &LaneStatus) -> Option<&Identity> {
    match status {
        LaneStatus::Ready(ready) => Some(&ready.identity),
        LaneStatus::IdentityMismatch { .. } | LaneStatus::Missing { .. } | LaneStatus::Broken { .. } => None,
    }
}

/// A UI cell as the store and the `drift` stage read cells: its result (outcome, typed
/// diagnostics, normalized stderr, the program's end and stdout), claim status and verdict.
pub fn cell_record(result: &UiResult, snippet: &str, edition: Edition) -> CellRecord {
    let (verdict, claim) = match &result.verdict {
        Verdict::Pass => (verdict::Verdict::Pass, ClaimStatus::Holds),
        Verdict::Fail(reasons) => {
            (verdict::Verdict::Fail(reasons.iter().map(|r| reason(r, result.test.kind)).collect()), ClaimStatus::Fails)
        }
        Verdict::Unsupported(why) | Verdict::Ignored(why) => (verdict::Verdict::NotApplicable(why.clone()), ClaimStatus::NotApplicable),
    };
    CellRecord { result: cell_result(result, snippet, edition), claim, verdict }
}

fn cell_result(result: &UiResult, snippet: &str, edition: Edition) -> CellResult {
    let unsupported = |why: &str| Some(Unsupported { predicate: "crate-ui".to_string(), reason: why.to_string() });
    let (outcome, unsupported, diagnostics, stderr, stdout, run) = match (&result.output, &result.verdict) {
        (Some(output), _) => {
            let Output { compile, stderr, older_stderr: _, diagnostics, program, ran_past: _, cached: _, key: _ } = output;
            let outcome = match compile {
                Compile::Compiled => Outcome::Accepted,
                Compile::Rejected => Outcome::Rejected,
                Compile::TimedOut => Outcome::Timeout,
                Compile::Crashed => Outcome::Ice,
            };
            // The program's status as words; its code is what drift compares: 0 or not.
            let run = program.as_ref().map(|p| RunEnd::Code(if p.success { 0 } else { 1 }));
            (outcome, None, diagnostics.clone(), stderr.clone(), program.as_ref().map(|p| p.stdout.clone()), run)
        }
        (None, Verdict::Unsupported(why) | Verdict::Ignored(why)) => {
            (Outcome::Unsupported, unsupported(why), Vec::new(), String::new(), None, None)
        }
        (None, Verdict::Pass | Verdict::Fail(_)) => (Outcome::Unsupported, unsupported("not run"), Vec::new(), String::new(), None, None),
    };
    CellResult { unsupported, run, diagnostics, stderr, stdout, ..CellResult::empty(snippet, edition, &result.lane, outcome) }
}

/// A UI cell's reason as the store's verdicts say it: a compile-fail test is a `build-fail`
/// claim, a pass test a `run-pass` one; a mismatch is an expectation's diff.
fn reason(reason: &Reason, kind: Kind) -> verdict::Reason {
    let stage = match kind {
        Kind::CompileFail => Stage::BuildFail,
        Kind::Pass => Stage::RunPass,
    };
    let stream = |file: &Path| match file.extension().and_then(|e| e.to_str()) {
        Some("stdout") => Stream::RunStdout,
        Some(_) | None => Stream::Stderr,
    };
    match reason {
        Reason::Compiled => verdict::Reason::Stage { stage, got: "it compiled".to_string() },
        Reason::NotCompiled(stderr) => verdict::Reason::Stage { stage, got: format!("it did not compile:\n{stderr}") },
        Reason::RunFailed { status, stderr } => verdict::Reason::Stage { stage, got: format!("its program failed ({status}):\n{stderr}") },
        Reason::Mismatch { file, expected, actual } => {
            verdict::Reason::Expectation { stream: stream(file), file: file.display().to_string(), diff: verdict::diff(expected, actual) }
        }
        Reason::NoExpectation { file, actual } => {
            verdict::Reason::Expectation { stream: stream(file), file: file.display().to_string(), diff: verdict::diff("", actual) }
        }
        Reason::TimedOut => {
            verdict::Reason::BadOutcome { outcome: Outcome::Timeout, excerpt: String::new(), process: verdict::Process::Compiler }
        }
        Reason::Crashed(stderr) => {
            let excerpt = stderr.lines().take(10).collect::<Vec<_>>().join("\n");
            verdict::Reason::BadOutcome { outcome: Outcome::Ice, excerpt, process: verdict::Process::Compiler }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Diagnostic;
    use crate::lanes::{Declared, LaneDecl, Source};
    use crate::model::{Capabilities, ReadyLane, Release};
    use crate::store::LaneRef;
    use crate::ui::UiTest;
    use crate::ui::lanes::CrateLane;

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

    fn result(test: &UiTest, lane: &str, verdict: Verdict, output: Option<(&str, Diagnostic)>) -> UiResult {
        let output = output.map(|(key, d)| Output {
            compile: Compile::Rejected,
            stderr: format!("error: {}\n", d.message),
            older_stderr: Vec::new(),
            diagnostics: vec![d],
            program: None,
            ran_past: None,
            cached: false,
            // Keys that differ as the tests' builds would.
            key: Some(CellKey::crate_ui("demo/ui/a", "hash", Edition::E2021, &lane_identity("1.85.0"), key)),
        });
        UiResult { test: test.clone(), lane: lane.to_string(), verdict, blessed: Vec::new(), cached: false, output }
    }

    #[test]
    fn a_run_becomes_cells_of_the_history_that_drift_reads() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
        std::fs::write(dir.path().join("tests/ui/a.rs"), "fn main() { let x: u8 = \"\"; }\n").unwrap();
        let krate = manifest(dir.path());
        let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
        let store = Store::open(&dir.path().join("state/results.sqlite")).unwrap();
        let run = Run {
            lanes: vec![lane("msrv", "1.85.0", None), lane("stable", "1.95.0", None), lane("nightly", "1.97.0", Some("rustup ..."))],
            notes: Vec::new(),
            results: vec![
                result(&test, "msrv", Verdict::Pass, Some(("k1", error("E0308", "mismatched types")))),
                result(
                    &test,
                    "stable",
                    Verdict::Fail(vec![Reason::Mismatch {
                        file: "tests/ui/a.stderr".into(),
                        expected: "x\n".into(),
                        actual: "y\n".into(),
                    }]),
                    Some(("k2", error("E0277", "the trait bound is not satisfied"))),
                ),
                result(&test, "nightly", Verdict::Ignored("rustup ...".into()), None),
            ],
        };
        let id = record(&store, &krate, &run, "edrift ui", &[]).unwrap().run;
        let cells = store.run_cells(id).unwrap();
        let lanes: Vec<&str> = cells.iter().map(|c| c.result.lane.as_str()).collect();
        assert_eq!(lanes, ["msrv", "stable"], "a lane that is not installed ran nothing: no cell");
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
        let mut again = run.clone();
        again.results[1] = result(&test, "stable", Verdict::Pass, Some(("k3", error("E0308", "mismatched types"))));
        record(&store, &krate, &again, "edrift ui", &[]).unwrap();
        let after = store.lane_results(&LaneRef::Latest("stable".into())).unwrap();
        let comparison = crate::drift::between_lanes(&before, &after, None);
        assert_eq!(comparison.entries[0].category, crate::drift::Category::Unchanged, "{comparison:?}");
    }

    #[test]
    fn a_cell_that_ran_is_recorded_under_the_key_its_result_is_kept_by() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tests/ui")).unwrap();
        std::fs::write(dir.path().join("tests/ui/a.rs"), "fn main() {}\n").unwrap();
        let krate = manifest(dir.path());
        let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
        let store = Store::open(&dir.path().join("state/results.sqlite")).unwrap();
        let ran = result(&test, "stable", Verdict::Pass, Some(("build-1", error("E0308", "mismatched types"))));
        let kept = ran.output.as_ref().and_then(|output| output.key.clone()).unwrap();
        let run = Run { lanes: vec![lane("stable", "1.95.0", None)], notes: Vec::new(), results: vec![ran] };
        record(&store, &krate, &run, "edrift ui", &[]).unwrap();
        // One key derivation: the store holds the cell under the cache's key, not one of its own.
        let stored = store.lookup(&kept).unwrap().expect("the cell under its kept key");
        assert_eq!(stored.stderr, "error: mismatched types\n");
    }

    #[test]
    fn unsupported_cells_are_recorded_as_such_and_reasons_keep_their_stage() {
        let test = UiTest { name: "ui/pass/b".into(), path: "tests/ui/pass/b.rs".into(), kind: Kind::Pass };
        let record =
            cell_record(&result(&test, "stable", Verdict::Unsupported("does not build".into()), None), "demo/ui/pass/b", Edition::E2021);
        assert_eq!(record.result.outcome, Outcome::Unsupported);
        assert_eq!(record.result.unsupported.as_ref().map(|u| u.reason.as_str()), Some("does not build"));
        assert_eq!(record.verdict, verdict::Verdict::NotApplicable("does not build".into()));
        let failed = Verdict::Fail(vec![Reason::Compiled, Reason::TimedOut]);
        let record = cell_record(&result(&test, "stable", failed, Some(("k", error("E0308", "x")))), "demo/ui/pass/b", Edition::E2021);
        let verdict::Verdict::Fail(reasons) = record.verdict else { panic!("{:?}", record.verdict) };
        assert!(matches!(&reasons[0], verdict::Reason::Stage { stage: Stage::RunPass, got } if got == "it compiled"));
        assert!(matches!(&reasons[1], verdict::Reason::BadOutcome { outcome: Outcome::Timeout, .. }));
        assert_eq!(record.claim, ClaimStatus::Fails);
    }
}
