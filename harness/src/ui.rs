//! Front end `ui`: a crate's trybuild-style UI tests on every lane of the crate
//! (`edrift ui --manifest-path`, or [`Tests`] from the crate's own `tests/ui.rs`).
//!
//! It takes a crate's `Cargo.toml`, the tests' globs (`compile_fail`, `pass`) and lanes; it gives
//! one [`Cell`] per (test, lane), each a cell of the one pipeline: each test is a snippet of a
//! [`Plan`] ([`snippet`], its spec naming the test), planned, disposed, run, judged and counted
//! by the [`runner`] as every suite's cell is. What is the front end's own: discovering the tests
//! and the gates of the crate's own trybuild test around each ([`declared`], [`gates`]: a cell
//! its test does not give on a lane, or ignores there, is skipped with the gate, by the plan),
//! building the crate and its dev-dependencies once per lane with the lane's cargo before the run
//! ([`build`]), the cell source that compiles a test with the lane's rustc against those
//! artifacts through the runner's one results cache ([`compile`]), trybuild's normalization
//! ([`normalize`]) and files `foo.stderr` or the lane's delta `foo.<lane>.stderr` ([`expect`]),
//! and trybuild's layout of a failure ([`report`]). It never writes into the crate except on
//! bless, and then only the expectations of the cells that ran: a lane's delta only where it
//! differs from the baseline, removed when equal again. With the `matrix` feature, [`record`]
//! puts a run in the results store by the suites' recorder path (each cell a cell of its
//! history, for `edrift drift` and `edrift history`) and [`dashboard`] gives the report stage
//! the crate's project (`edrift ui --report`).
//!
//! Glossary: a *test* is one `.rs` file of the crate's UI suite; a *lane* a toolchain the crate
//! lists in `[package.metadata.edrift] lanes` (`msrv`, `stable`, `nightly`, `1.85`); the
//! *baseline* the `.stderr` beside a test, the reference lane's; a *delta* a lane's own file where
//! its output differs.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use crate::error::Error;
use crate::expectations::Expectations;
use crate::model::{CrateType, Edition, EditionSpec, Origin, Snippet, SnippetKind, Stage, Unsupported, sha256_hex};
use crate::runner::key::CellKey;
use crate::runner::{self, Bless, CellRef, Counts, Disposition, Event, Migrate, Plan, Skip};
use crate::verdict::{CellRecord, Record, VerdictKind};

pub mod adopt;
pub mod build;
pub mod compile;
#[cfg(feature = "matrix")]
pub mod dashboard;
pub mod declared;
pub mod discover;
pub mod expect;
pub mod gates;
pub mod lanes;
pub mod manifest;
pub mod normalize;
pub mod paths;
#[cfg(feature = "matrix")]
pub mod record;
pub mod report;
mod trials;

use crate::model::{Kind, UiTest};
pub use discover::{Selection, discover, glob};
pub use manifest::{CrateManifest, Features};
pub use trials::Tests;

/// One (test, lane) cell of a run: what the runner made of it, for the renderers (the
/// command's lines, the trials) and the recorder.
#[derive(Debug, Clone)]
pub struct Cell {
    /// The test.
    pub test: UiTest,
    /// The lane's name as the crate lists it.
    pub lane: String,
    /// What became of it.
    pub judged: Judged,
    /// What bless wrote or removed for it (paths relative to the crate).
    pub blessed: Vec<String>,
    /// Whether its result came from the cache.
    pub cached: bool,
    /// The key its result is kept and recorded by ([`CellKey::crate_ui`]); none where no test
    /// was compiled.
    pub key: Option<CellKey>,
    /// Why the crate's own test ignores it on this lane, if it does (it ran only under
    /// `--include-ignored` or `--ignored`; else it was skipped).
    pub ignored: Option<String>,
}

/// What became of a cell.
#[derive(Debug, Clone)]
pub enum Judged {
    /// The runner judged it: its result, claim status and verdict (not applicable where the
    /// lane cannot run the test: the crate does not build there, the lane is older than the
    /// crate's `rust-version`).
    Record(Box<CellRecord>),
    /// Its lane is not ready (not installed, broken): why, with the command that installs it.
    Skipped(String),
}

impl Cell {
    /// The verdict in one word; `None` for a skipped cell.
    pub fn kind(&self) -> Option<VerdictKind> {
        match &self.judged {
            Judged::Record(record) => Some(record.kind()),
            Judged::Skipped(_) => None,
        }
    }
}

/// What a run of a crate's UI tests needs besides the crate.
#[derive(Debug, Clone)]
pub struct Options {
    /// `compile_fail` globs, relative to the crate (when both are empty: those the crate's
    /// trybuild test declares, else `tests/ui/*.rs`).
    pub compile_fail: Vec<String>,
    /// `pass` globs.
    pub pass: Vec<String>,
    /// Only these lanes (names as the crate lists them, or any lane name); empty: the crate's.
    pub lanes: Vec<String>,
    /// Write expectations.
    pub bless: Bless,
    /// Where builds, the cargo home and the results cache go.
    pub state: PathBuf,
    /// Worker threads for the tests' compiles.
    pub jobs: usize,
    /// Per-process timeout.
    pub timeout: Duration,
    /// The cargo build's timeout.
    pub build_timeout: Duration,
    /// Folders outside the crate's workspace its path dependencies may lie in
    /// (`--allow-path-dependency`): bound read-only for the build.
    pub allowed_paths: Vec<PathBuf>,
    /// The crate's features the build enables and `cfg(feature = ..)` gates see.
    pub features: Features,
    /// `cfg` names set for the gates of the crate's trybuild test (`--cfg NAME`), as
    /// `RUSTFLAGS=--cfg=NAME` sets them for `cargo test`; the build is not given them.
    pub cfgs: Vec<String>,
    /// What becomes of the tests the crate's trybuild test ignores on a lane.
    pub ignored: Ignored,
}

/// What a run does with the tests whose declaring `#[test] fn` is ignored on a lane
/// (`#[ignore]`, `#[cfg_attr(.., ignore)]`, `#[rustversion::attr(.., ignore)]`), as libtest's
/// flags mean it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Ignored {
    /// They are ignored, with why (the default).
    #[default]
    Skip,
    /// They run too (`--include-ignored`).
    Include,
    /// Only they run (`--ignored`); every other cell is left out.
    Only,
}

/// How a run of a crate's UI tests ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conclusion {
    /// Every cell that ran passed, and one did.
    Passed,
    /// A cell failed.
    Failed,
    /// No cell ran (all unsupported or ignored, or none): exit 1, with [`report::nothing_ran`].
    NothingRan,
}

impl Conclusion {
    /// How a run of `counts` ends: it fails when a cell failed, and when no test ran (every
    /// cell unsupported or skipped, or no cell at all): a run that checked nothing has not
    /// passed.
    pub fn of(counts: &Counts) -> Conclusion {
        match (counts.failed + counts.errored, counts.passed + counts.stale) {
            (0, 0) => Conclusion::NothingRan,
            (0, _) => Conclusion::Passed,
            (_, _) => Conclusion::Failed,
        }
    }
}

/// What a run says about its lanes before the cells (a lane that does not build the crate, a
/// missing lane): each once, not per test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaneNote {
    /// The lane.
    pub lane: String,
    /// What happened, with the command or cargo's error.
    pub message: String,
}

/// A whole run: its lanes, the notes about them, the plan the runner ran and one cell per
/// (test, lane) selected, in test then lane order, with the runner's counts.
#[derive(Debug)]
pub struct Run {
    /// The lanes, resolved.
    pub lanes: Vec<lanes::CrateLane>,
    /// Notes about lanes, each once.
    pub notes: Vec<LaneNote>,
    /// The plan: one snippet per test, the lanes as the store records them, the cells selected.
    pub plan: Plan,
    /// The cells.
    pub cells: Vec<Cell>,
    /// The runner's counts.
    pub counts: Counts,
}

impl Run {
    /// The distinct reasons of the cells the crate's own test's gates skipped (not given on
    /// their lane, or ignored there), in cell order.
    pub fn gated(&self) -> Vec<String> {
        let mut reasons: Vec<String> = Vec::new();
        for cell in &self.plan.cells {
            if let Disposition::Skipped { reason: reason @ (Skip::NotGiven { .. } | Skip::Ignored { .. }) } = self.plan.disposition(*cell)
                && !reasons.contains(&reason.to_string())
            {
                reasons.push(reason.to_string());
            }
        }
        reasons
    }

    /// The records of the cells the runner judged, as the store and the reports read cells.
    pub fn records(&self) -> Vec<CellRecord> {
        self.cells
            .iter()
            .filter_map(|cell| match &cell.judged {
                Judged::Record(record) => Some(record.as_ref().clone()),
                Judged::Skipped(_) => None,
            })
            .collect()
    }
}

/// Runs `tests` on the lanes as cells of the one pipeline: each lane's build once (in turn:
/// each uses every core) before the run, then a [`Plan`] of one snippet per test
/// ([`snippet`]), its lanes those of the crate, a lane whose build failed or that is older than
/// the crate's `rust-version` unsupported, run by [`runner::run`] on `options.jobs` workers with
/// [`compile::Source`] (the one results cache), judged by the runner; then, under bless, the
/// expectations of the cells that passed written, the reference lane's baseline before the
/// other lanes' deltas (so that those are decided against the new baseline). `wanted` selects
/// the cells to run (trial filters); the others are left out of the plan.
pub fn run(krate: &CrateManifest, selection: &Selection, options: &Options, wanted: &dyn Fn(&UiTest, &str) -> bool) -> Result<Run, Error> {
    krate.outside_paths(&options.allowed_paths)?;
    let tests = selection.tests.as_slice();
    let features = krate.enabled_features(&options.features)?;
    let lanes = lanes::crate_lanes(krate, &options.lanes, &options.state)?;
    // What the crate's own test's gates make of each (test, lane) of a ready lane, before any
    // build: a lane on which no test is given (or, with `--ignored`, none ignored) is not built.
    let mut gated: HashMap<(usize, usize), Skip> = HashMap::new();
    for (l, lane) in lanes.iter().enumerate() {
        if let lanes::CrateLaneStatus::Ready(ready) = &lane.status {
            let env = gates::Env { rustc: &ready.identity, features: &features, cfgs: &options.cfgs };
            for (t, test) in tests.iter().enumerate() {
                if let Some(skip) = selection.skip(test, &env) {
                    gated.insert((t, l), skip);
                }
            }
        }
    }
    // Whether a cell runs by the gates and `options.ignored`; its skip otherwise (none: left out).
    let gate_of = |t: usize, l: usize| -> Result<(), Option<Skip>> {
        match (gated.get(&(t, l)), options.ignored) {
            (None, Ignored::Skip | Ignored::Include) | (Some(Skip::Ignored { .. }), Ignored::Include | Ignored::Only) => Ok(()),
            (None | Some(Skip::NotGiven { .. } | Skip::LaneNotReady { .. } | Skip::NotPlanned), Ignored::Only) => Err(None),
            (Some(skip), Ignored::Skip | Ignored::Include) => Err(Some(skip.clone())),
        }
    };
    let mut notes = Vec::new();
    let mut builds: Vec<build::Built> = Vec::new();
    let mut cannot_run: Vec<(usize, String)> = Vec::new();
    let mut note = |lane: &lanes::CrateLane, message: String| notes.push(LaneNote { lane: lane.name.clone(), message });
    for (l, lane) in lanes.iter().enumerate() {
        if !tests.iter().any(|t| wanted(t, &lane.name)) {
            continue;
        }
        let ready = match &lane.status {
            lanes::CrateLaneStatus::Missing(hint) => {
                note(lane, format!("not installed, its cells are ignored: {hint}"));
                continue;
            }
            lanes::CrateLaneStatus::Unsupported(why) => {
                note(lane, format!("its cells are ignored: {why}"));
                continue;
            }
            lanes::CrateLaneStatus::TooOld(_, why) => {
                note(lane, format!("its cells are unsupported: {why}"));
                cannot_run.push((l, why.clone()));
                continue;
            }
            lanes::CrateLaneStatus::Ready(ready) => ready,
        };
        let here: Vec<usize> = (0..tests.len()).filter(|&t| wanted(&tests[t], &lane.name)).collect();
        if !here.iter().any(|&t| gate_of(t, l).is_ok()) {
            let mut why: Vec<String> = here.iter().filter_map(|&t| gate_of(t, l).err().flatten().map(|skip| skip.to_string())).collect();
            why.dedup();
            let message = match why.is_empty() {
                true => "no test is ignored on this lane (--ignored): nothing to run".to_string(),
                false => format!("no test runs on this lane, nothing is built: {}", why.join("; ")),
            };
            note(lane, message);
            continue;
        }
        match build::build(krate, &lane.name, ready, options) {
            Ok(built) => {
                if built.lane.std_sources().is_none() {
                    note(lane, "has no standard library sources (rust-src): notes into std show no source lines, where trybuild's .stderr files usually have them (rustup: `rustup component add rust-src --toolchain <toolchain>`)".to_string());
                }
                builds.push(built);
            }
            Err(failure) => {
                let why = match failure {
                    build::BuildFailure::Unsupported(why) => why,
                    build::BuildFailure::Error(e) => e.to_string(),
                };
                note(lane, format!("its cells are unsupported: {why}"));
                cannot_run.push((l, why));
            }
        }
    }
    let snippets = tests.iter().map(|test| snippet(krate, test)).collect::<Result<Vec<_>, _>>()?;
    let mut plan = Plan::new(snippets, lanes.iter().map(lanes::CrateLane::as_lane).collect(), &[], &[], Migrate::No);
    plan.cells.retain(|cell| wanted(&tests[cell.snippet], &plan.lanes[cell.lane].name));
    // `--ignored` leaves out every cell the crate's test does not ignore (on a lane not ready
    // too: nothing says it would be ignored there).
    plan.cells.retain(|cell| gate_of(cell.snippet, cell.lane) != Err(None));
    for cell in plan.cells.clone() {
        if let Err(Some(skip)) = gate_of(cell.snippet, cell.lane) {
            plan.skip_cell(cell, skip);
        }
    }
    for (l, why) in cannot_run {
        plan.lane_cannot_run(l, Unsupported { predicate: "crate-ui".to_string(), reason: why });
    }
    let source = compile::Source::new(krate, &builds, options);
    let run_options = runner::Options { jobs: options.jobs, timeout: options.timeout, bless: options.bless };
    // A crate's expectations are trybuild's files, which the source compares: the suites'
    // expectation folders are never read.
    let unread = Expectations { root: PathBuf::new(), reference: String::new(), lanes: Vec::new() };
    let mut records: HashMap<CellRef, CellRecord> = HashMap::new();
    let mut collect = |plan: &Plan, event: &Event| match event {
        Event::CellFinished { cell, record, .. } => match record.as_ref() {
            Record::Compile(record) => {
                records.insert(*cell, record.clone());
                Ok(())
            }
            Record::Migration(_) => Err(Error::Bug("a migration in a crate's UI run".to_string())),
        },
        // A cell the harness could not run stops the run: it is the run's error, never a verdict.
        Event::CellErrored { cell, error, .. } => {
            let test = &plan.snippets[cell.snippet];
            Err(Error::Cell { cell: format!("{}::{}", test.id, plan.lanes[cell.lane].name), message: error.clone() })
        }
        Event::RunStarted { .. } | Event::CellSkipped { .. } | Event::CellStarted { .. } | Event::RunFinished { .. } => Ok(()),
    };
    let finished = runner::run(&plan, &plan.cells, &unread, &run_options, &source, &mut [&mut collect])?;
    let mut outputs = source.into_outputs();
    let reference = lanes::reference(krate, &lanes);
    let mut blessed: HashMap<CellRef, Vec<String>> = HashMap::new();
    if options.bless == Bless::Yes {
        let passed = plan.cells.iter().copied().filter(|cell| records.get(cell).is_some_and(|r| r.kind() == VerdictKind::Pass));
        for cell in bless_order(&plan, passed.collect(), &reference) {
            let lane = &plan.lanes[cell.lane].name;
            if let Some(output) = outputs.get(&(plan.snippets[cell.snippet].id.clone(), lane.clone())) {
                let written = expect::bless(krate, &tests[cell.snippet], lane, *lane == reference, output)?;
                blessed.insert(cell, written);
            }
        }
    }
    let cells = plan
        .cells
        .iter()
        .map(|cell| {
            let (test, lane) = (&tests[cell.snippet], &lanes[cell.lane]);
            let output = outputs.remove(&(plan.snippets[cell.snippet].id.clone(), lane.name.clone()));
            let judged = match records.remove(cell) {
                Some(record) => Judged::Record(Box::new(record)),
                None => Judged::Skipped(match (plan.disposition(*cell), &lane.status) {
                    (Disposition::Skipped { reason: reason @ (Skip::NotGiven { .. } | Skip::Ignored { .. }) }, _) => reason.to_string(),
                    (_, lanes::CrateLaneStatus::Missing(why) | lanes::CrateLaneStatus::Unsupported(why)) => why.clone(),
                    (_, lanes::CrateLaneStatus::Ready(_) | lanes::CrateLaneStatus::TooOld(..)) => "not run".to_string(),
                }),
            };
            Cell {
                test: test.clone(),
                lane: lane.name.clone(),
                judged,
                blessed: blessed.remove(cell).unwrap_or_default(),
                cached: output.as_ref().is_some_and(|o| o.cached),
                key: output.and_then(|o| o.key),
                ignored: match gated.get(&(cell.snippet, cell.lane)) {
                    Some(Skip::Ignored { why }) => Some(why.clone()),
                    Some(Skip::NotGiven { .. } | Skip::LaneNotReady { .. } | Skip::NotPlanned) | None => None,
                },
            }
        })
        .collect();
    Ok(Run { lanes, notes, plan, cells, counts: finished.counts })
}

/// The order in which bless writes the cells `passed`, whichever order the runner's workers
/// finished them in: test by test, the reference lane's baseline first, so that the other
/// lanes' deltas are decided against the new baseline.
fn bless_order(plan: &Plan, mut passed: Vec<CellRef>, reference: &str) -> Vec<CellRef> {
    passed.sort_by_key(|cell| (cell.snippet, plan.lanes[cell.lane].name != reference));
    passed
}

/// A test as a snippet of the plan: id `<crate>/<test>` ([`snippet_id`]), its text and the
/// hash of it, one edition (the crate's) whose claim is its kind (`compile_fail`:
/// `build-fail`; `pass`: `run-pass`) and whose [`EditionSpec::crate_ui`] names the test.
pub fn snippet(krate: &CrateManifest, test: &UiTest) -> Result<Snippet, Error> {
    let path = krate.dir.join(&test.path);
    let text = crate::fsutil::read_inside(&path, &krate.dir, crate::normalize::TEXT_LIMIT)?
        .ok_or_else(|| Error::io("read", &path, std::io::Error::from(std::io::ErrorKind::NotFound)))?;
    let stage = match test.kind {
        Kind::CompileFail => Stage::BuildFail,
        Kind::Pass => Stage::RunPass,
    };
    let spec = EditionSpec {
        edition: edition(krate)?,
        stage,
        annotations: Vec::new(),
        compile_flags: Vec::new(),
        crate_type: CrateType::Bin,
        min_rust: krate.rust_version.clone(),
        max_rust: None,
        needs_nightly: false,
        stale_since: None,
        holds_since: None,
        normalize: Vec::new(),
        claims: vec![format!("a {} test of the crate's UI suite", test.kind.name())],
        cargo: None,
        formats_to: None,
        observe: false,
        wrap: None,
        compiletest: None,
        crate_ui: Some(Box::new(test.clone())),
    };
    Ok(Snippet {
        id: snippet_id(krate, test),
        path,
        kind: SnippetKind::File,
        hash: sha256_hex(text.as_bytes()),
        origin: Origin::default(),
        editions: vec![spec],
        text: text.into(),
        migrate: None,
    })
}

/// A test's snippet id in the store: `<crate>/<test>` (`ui-fixture/ui/builder-enum`).
pub fn snippet_id(krate: &CrateManifest, test: &UiTest) -> String {
    format!("{}/{}", krate.name, test.name)
}

/// The crate's edition as the store keys cells (a crate of an edition the harness does not
/// know is an error, not a guess).
pub fn edition(krate: &CrateManifest) -> Result<Edition, Error> {
    Edition::ALL.into_iter().find(|e| e.year() == krate.edition).ok_or_else(|| Error::Config {
        path: krate.manifest.clone(),
        message: format!("edition `{}` is not one the results store knows (2015, 2018, 2021, 2024)", krate.edition),
    })
}

/// The default state folder of a crate: `<crate>/target/edrift-ui` (trybuild keeps its builds in
/// the crate's target folder too).
pub fn default_state(krate: &CrateManifest) -> PathBuf {
    krate.target_dir.join("edrift-ui")
}

#[cfg(test)]
mod tests;
