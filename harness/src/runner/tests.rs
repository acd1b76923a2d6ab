//! The runner's event stream and counts, with a source that runs nothing, and the console's
//! output of it written to a buffer.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::*;
use crate::console::{Console, Shown};
use crate::lanes::LaneStatus;
use crate::project::Project;

const TOOLCHAINS: &str =
    "reference = \"1.95\"\n[lanes]\n\"1.95\" = { source = \"rustup:1.95.0\" }\nnightly = { source = \"rustup:nightly\" }\n";

/// A source that compiles nothing: every cell is accepted and migrates to nothing, except the
/// snippet `demo/broken`, whose cells fail to run (an infrastructure error).
#[derive(Default)]
struct Canned {
    asked: AtomicUsize,
}

impl Canned {
    fn ask(&self, snippet: &Snippet) -> Result<(), Error> {
        self.asked.fetch_add(1, Ordering::Relaxed);
        match snippet.id.as_str() {
            "demo/broken" => Err(Error::Bug("the canned source cannot run demo/broken".to_string())),
            _ => Ok(()),
        }
    }
}

impl CellSource for Canned {
    fn result(&self, snippet: &Snippet, spec: &EditionSpec, lane_name: &str, _: &ReadyLane, _: Duration) -> Result<CellResult, Error> {
        self.ask(snippet)?;
        Ok(CellResult::empty(&snippet.id, spec.edition, lane_name, Outcome::Accepted))
    }

    fn migration(&self, snippet: &Snippet, lane_name: &str, _: &ReadyLane, _: Duration) -> Result<MigrationResult, Error> {
        self.ask(snippet)?;
        Ok(MigrationResult { passes: 1, ..MigrationResult::nothing_to_migrate(&snippet.id, lane_name) })
    }
}

fn ready(release: &str) -> LaneStatus {
    LaneStatus::Ready(ReadyLane { rustc: "/opt/rustc".into(), cargo: None, rustdoc: None, rustfmt: None, ..ReadyLane::for_tests(release) })
}

/// Three snippets (one that runs, one unsupported on 1.95, one whose cells cannot run) on a
/// ready lane `1.95` and a missing `nightly`, with their migration cells: 18 cells, 9 skipped.
fn project() -> (tempfile::TempDir, Project, Plan) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(root.join("toolchains.toml"), TOOLCHAINS).unwrap();
    let suite = root.join("suites/demo");
    std::fs::create_dir_all(&suite).unwrap();
    std::fs::write(suite.join("runs.rs"), "//@ check-pass\npub fn a() {}\n").unwrap();
    std::fs::write(suite.join("newer.rs"), "//@ check-pass\n//@ min-rust: 1.99\npub fn b() {}\n").unwrap();
    std::fs::write(suite.join("broken.rs"), "//@ check-pass\npub fn c() {}\n").unwrap();
    let project = Project::open(root).unwrap();
    let snippets = crate::discover::load(&project.suites(), &[], crate::discover::Match::Substring).unwrap();
    let lanes = project
        .toolchains
        .lanes
        .iter()
        .map(|decl| Lane {
            name: decl.name.clone(),
            source: decl.source.clone(),
            declared: decl.declared.clone(),
            status: match decl.name.as_str() {
                "1.95" => ready("1.95.0"),
                _ => LaneStatus::Missing { hint: "run `edrift lanes install nightly`".to_string() },
            },
            location: None,
            served: None,
        })
        .collect();
    let plan = Plan::new(snippets, lanes, &[], &[], Migrate::Yes);
    (dir, project, plan)
}

fn options(jobs: usize) -> Options {
    // Blessing compares no expectation: the verdicts are the claims' alone.
    Options { jobs, timeout: DEFAULT_TIMEOUT, bless: Bless::Yes }
}

/// An event as a line, with the counts it carries.
fn line(plan: &Plan, event: &Event) -> String {
    let c = |c: &Counts| format!("{}p {}s {}f {}n {}i {}e", c.passed, c.stale, c.failed, c.not_applicable, c.ignored, c.errored);
    match event {
        Event::RunStarted { cells, skipped } => format!("start {cells} {skipped}"),
        Event::CellSkipped { cell, reason, counts } => format!("skip {} ({reason}) {}", plan.name(*cell), c(counts)),
        Event::CellStarted { cell, counts } => format!("begin {} {}", plan.name(*cell), c(counts)),
        Event::CellFinished { cell, record, counts } => format!("end {} {} {}", plan.name(*cell), record.kind().name(), c(counts)),
        Event::CellErrored { cell, counts, .. } => format!("error {} {}", plan.name(*cell), c(counts)),
        Event::RunFinished { counts } => format!("finish {}", c(counts)),
    }
}

#[test]
fn the_runner_owns_the_counts_and_every_event_carries_them_so_far() {
    let (_dir, project, plan) = project();
    assert_eq!(plan.cells.len(), 18);
    let mut lines = Vec::new();
    let mut seen = |plan: &Plan, event: &Event| {
        lines.push(line(plan, event));
        Ok(())
    };
    let source = Canned::default();
    let finished = run(&plan, &plan.cells, &project.expectations(), &options(2), &source, &mut [&mut seen]).unwrap();
    let expected = Counts { passed: 3, stale: 0, failed: 0, not_applicable: 3, ignored: 9, errored: 3 };
    assert_eq!(finished.counts, expected);
    assert_eq!(finished.records.len(), 6, "the judged cells, not the errored ones");
    assert_eq!(source.asked.load(Ordering::Relaxed), 6, "no process for an unsupported or a skipped cell");

    assert_eq!(lines[0], "start 9 9");
    // The skipped cells first, in plan order, the ignored count rising with each.
    let skipped: Vec<&String> = lines[1..10].iter().collect();
    assert_eq!(skipped[0], "skip demo/broken::e2021::nightly (lane `nightly` is not ready) 0p 0s 0f 0n 1i 0e");
    assert_eq!(skipped[8], "skip demo/runs::migrate::nightly (lane `nightly` is not ready) 0p 0s 0f 0n 9i 0e");
    // Each cell starts before it ends; each end counts one more cell finished.
    let mut started = std::collections::HashSet::new();
    let mut finished_so_far = 0;
    for event in &lines[10..lines.len() - 1] {
        let (what, name) = event.split_once(' ').map(|(w, rest)| (w, rest.split(' ').next().unwrap())).unwrap();
        match what {
            "begin" => assert!(started.insert(name.to_string()), "{name} started twice"),
            "end" | "error" => {
                assert!(started.contains(name), "{name} ended before it started");
                finished_so_far += 1;
            }
            other => panic!("unexpected event `{other}` mid-run: {event}"),
        }
    }
    assert_eq!((started.len(), finished_so_far), (9, 9));
    let ends: Vec<usize> = lines
        .iter()
        .filter(|l| l.starts_with("end ") || l.starts_with("error "))
        .map(|l| {
            let n = |suffix: &str| l.split(' ').find_map(|w| w.strip_suffix(suffix)?.parse::<usize>().ok()).unwrap();
            n("p") + n("s") + n("f") + n("n") + n("e")
        })
        .collect();
    assert_eq!(ends, (1..=9).collect::<Vec<_>>(), "counts so far, one more cell each");
    assert!(
        lines.contains(&"end demo/runs::migrate::1.95 pass".to_string())
            || lines.iter().any(|l| l.starts_with("end demo/runs::migrate::1.95 pass "))
    );
    assert!(lines.iter().any(|l| l.starts_with("end demo/newer::e2024::1.95 n/a ")));
    assert!(lines.iter().any(|l| l.starts_with("error demo/broken::migrate::1.95 ")));
    assert_eq!(lines.last().unwrap(), "finish 3p 0s 0f 3n 9i 3e");
}

#[test]
fn the_console_renders_the_events_to_any_writer() {
    let (_dir, project, plan) = project();
    let mut every = Vec::new();
    let mut failures = Vec::new();
    {
        let mut verbose = Console::new(Shown::Every, false, Box::new(&mut every));
        let mut quiet = Console::new(Shown::Failures, false, Box::new(&mut failures));
        run(&plan, &plan.cells, &project.expectations(), &options(1), &Canned::default(), &mut [&mut verbose, &mut quiet]).unwrap();
    }
    let every = String::from_utf8(every).unwrap();
    let mut lines: Vec<&str> = every.lines().collect();
    lines.sort();
    assert_eq!(
        lines,
        [
            "ERROR demo/broken::e2021::1.95: the canned source cannot run demo/broken",
            "ERROR demo/broken::e2024::1.95: the canned source cannot run demo/broken",
            "ERROR demo/broken::migrate::1.95: the canned source cannot run demo/broken",
            "n/a   demo/newer::e2021::1.95 (unsupported, claim n/a)",
            "n/a   demo/newer::e2024::1.95 (unsupported, claim n/a)",
            "n/a   demo/newer::migrate::1.95 (n/a)",
            "pass  demo/runs::e2021::1.95 (accepted, claim holds)",
            "pass  demo/runs::e2024::1.95 (accepted, claim holds)",
            "pass  demo/runs::migrate::1.95 (nothing-to-migrate)",
        ]
    );
    let failures = String::from_utf8(failures).unwrap();
    assert_eq!(failures.lines().filter(|l| l.starts_with("ERROR ")).count(), 3, "{failures}");
    assert_eq!(failures.lines().count(), 3, "no line for a cell that passed: {failures}");
}

#[test]
fn a_reporter_that_fails_stops_the_run_and_its_error_is_returned() {
    let (_dir, project, plan) = project();
    let mut ends = 0;
    let mut ended = false;
    let mut failing = |_: &Plan, event: &Event| match event {
        Event::CellFinished { .. } | Event::CellErrored { .. } => {
            ends += 1;
            Err(Error::Report(std::io::Error::new(std::io::ErrorKind::BrokenPipe, "closed")))
        }
        Event::RunFinished { .. } => {
            ended = true;
            Ok(())
        }
        Event::RunStarted { .. } | Event::CellSkipped { .. } | Event::CellStarted { .. } => Ok(()),
    };
    let source = Canned::default();
    let error = run(&plan, &plan.cells, &project.expectations(), &options(1), &source, &mut [&mut failing]).unwrap_err();
    assert!(error.to_string().contains("failed to write the run's report: closed"), "{error}");
    assert_eq!(ends, 1, "no event after the error");
    assert!(!ended);
    // One worker: at most the cell it had taken before the stop runs after the failed one.
    assert!(source.asked.load(Ordering::Relaxed) <= 2, "{}", source.asked.load(Ordering::Relaxed));
}

#[test]
fn a_lane_the_front_end_knows_cannot_run_the_plan_makes_its_cells_unsupported_with_why() {
    let (_dir, project, mut plan) = project();
    let lane = plan.lanes.iter().position(|l| l.name == "1.95").unwrap();
    let why = Unsupported { predicate: "crate-ui".to_string(), reason: "the crate does not build on lane `1.95`".to_string() };
    plan.lane_cannot_run(lane, why.clone());
    let runs = plan.cells.iter().copied().find(|c| c.lane == lane && plan.snippets[c.snippet].id == "demo/runs").unwrap();
    assert!(matches!(plan.disposition(runs), Disposition::Unsupported { why: w, .. } if w == why), "{:?}", plan.disposition(runs));
    let source = Canned::default();
    let finished = run(&plan, &plan.cells, &project.expectations(), &options(1), &source, &mut []).unwrap();
    assert_eq!(source.asked.load(Ordering::Relaxed), 0, "no process on a lane that cannot run the plan");
    assert_eq!(finished.counts, Counts { not_applicable: 9, ignored: 9, ..Counts::default() });
    let verdicts: Vec<String> = finished.records.iter().map(|r| r.kind().name().to_string()).collect();
    assert!(verdicts.iter().all(|v| v == "n/a"), "{verdicts:?}");
}

#[test]
fn a_crate_ui_cell_is_judged_without_the_suites_expectation_files() {
    let dir = tempfile::tempdir().unwrap();
    let store = expectations::Expectations { root: dir.path().join("expectations"), reference: "1.95".into(), lanes: Vec::new() };
    let test = crate::model::UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: crate::model::Kind::CompileFail };
    let spec = EditionSpec {
        stage: Stage::BuildFail,
        crate_ui: Some(Box::new(test)),
        ..crate::directives::parse(
            "k/ui/a",
            "/k/a.rs".as_ref(),
            SnippetKind::File,
            "//@ build-fail\nfn main() {}\n",
            "//@ build-fail\nfn main() {}\n",
            String::new(),
        )
        .unwrap()
        .editions[0]
            .clone()
    };
    let result = CellResult { stderr: "error: x\n".into(), ..CellResult::empty("k/ui/a", spec.edition, "1.95", Outcome::Rejected) };
    let lane = ReadyLane::for_tests("1.95.0");
    // Its expectation is trybuild's `.stderr`, compared by its source into the claim check.
    let record = judge_compile(result, &spec, &lane, &store, Bless::No).unwrap();
    assert_eq!(record.verdict, verdict::Verdict::Pass);
}
