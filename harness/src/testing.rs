//! The test executor: the plan in, one libtest-mimic trial per cell out, named
//! `<suite>/<snippet>::<edition>::<lane>`, so libtest's filters, `--list`, `--exact`,
//! `--ignored` and `--format json` work per cell. The only module that touches libtest-mimic.
//!
//! `--bless` is taken out of the arguments before libtest parses them (as is `BLESS=1`); under
//! bless, trials check claims only, and the expectations of the cells that ran are written
//! once every trial has finished (so the reference lane and the others never race).
//!
//! A process starts with only what its trials need, because nextest runs every trial in a
//! process of its own (after listing each test binary):
//! - `--list` reads the trials' names, and which are ignored, from the snippet [`index`]: no
//!   snippet that did not change is parsed, and the lanes are resolved from the store's probe
//!   memo (no rustc runs for a lane whose binaries did not change).
//! - A run works out from snippet ids and lane names alone which snippets and lanes the filter
//!   can select ([`Reach`]): `--exact <cell>` parses one snippet and resolves one lane. The
//!   trials that need everything (the orphan-expectations and date-evidence trials, and each
//!   claim's date trial, which observes every lane) are planned only when the filter can
//!   select them.
//! - Under nextest, the listing provisions missing lanes (once per run, not once per trial),
//!   and the trials of one `cargo nextest run` record their cells in one run of the store's
//!   history (`NEXTEST_RUN_ID`).

use std::collections::{BTreeMap, BTreeSet};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use libtest_mimic::{Arguments, Conclusion, Failed, Trial};

use crate::config::{Config, Nextest, Trials};
use crate::console;
use crate::discover;
use crate::driver::{self, Filters, Recording, Session};
use crate::error::{Argument, Error};
use crate::expectations::Lock;
use crate::index;
use crate::model::Edition;
use crate::project::Project;
use crate::runner::{self, Bless, CellKind, CellRef, Disposition, Event, Migrate, Options, Plan, Reporter};
use crate::store::{self, Store};
use crate::verdict::{Record, Verdict};

/// The trial that reports bad snippets (their cells are not planned).
const DIRECTIVES: &str = "edrift::directives";
/// The trial that fails on expectation files no cell reads.
const ORPHANS: &str = "edrift::orphan-expectations";
/// The trial that fails on recorded dates without evidence.
const DATE_EVIDENCE: &str = "edrift::claim-date-evidence";
/// The trial that fails on claims no cell tests (a verbatim block's unrelated error).
const CLAIMS_TESTED: &str = "edrift::claims-tested";
/// The trial that fails when a lane of `toolchains.toml` cannot run (not with `EDRIFT_OFFLINE=1`
/// or `EDRIFT_ALLOW_MISSING_LANES=1`): a whole lane missing from the matrix is never silent.
const LANES: &str = "edrift::lanes";
/// The trials of the whole suite (they need every snippet, and the orphans every lane).
const WHOLE_SUITE: [&str; 5] = [DIRECTIVES, ORPHANS, DATE_EVIDENCE, CLAIMS_TESTED, LANES];

/// Where nextest is (from `NEXTEST_TEST_PHASE`): it lists each test binary, then runs every
/// trial in a process of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Phase {
    /// Not under nextest: `cargo test`, or the test binary run by hand.
    Alone,
    /// Nextest lists the trials.
    NextestList,
    /// Nextest runs one trial; `run` is its `NEXTEST_RUN_ID`, shared by the run's processes.
    NextestRun {
        /// `NEXTEST_RUN_ID`.
        run: Option<String>,
    },
}

impl Phase {
    fn of(config: &Config) -> Phase {
        match &config.nextest {
            Nextest::List => Phase::NextestList,
            Nextest::Run { run } => Phase::NextestRun { run: run.clone() },
            Nextest::Absent => Phase::Alone,
        }
    }

    /// Whether this process provisions missing lanes and host tools first: a run alone does
    /// (not its `--list`); under nextest, the listing does, once for the whole run, so that
    /// the trials it lists as ignored are those of lanes that could not be provisioned.
    fn provisions(&self, list: bool) -> bool {
        match self {
            Phase::Alone => !list,
            Phase::NextestList => true,
            Phase::NextestRun { .. } => false,
        }
    }

    /// How the process's cells enter the store's history, and as which command.
    fn recording(&self) -> (Recording, String) {
        match self {
            Phase::NextestRun { run: Some(run) } => (Recording::JoinRun, format!("cargo nextest run (NEXTEST_RUN_ID {run})")),
            Phase::Alone | Phase::NextestList | Phase::NextestRun { run: None } => {
                let command: Vec<String> = std::env::args().collect();
                (Recording::NewRun, format!("cargo test: {}", command.join(" ")))
            }
        }
    }
}

/// How the suite is cut into trials. Alone (`cargo test`), a trial per cell. Under nextest,
/// which runs every trial in a process of its own, a trial per suite (a folder of `suites/`)
/// by default: a process per cell would cost more than the cell itself from a warm store
/// (15,000 processes), so a suite's trial runs its cells, migrations and claim dates on a pool of
/// threads and fails with every failing cell's name and reasons. `EDRIFT_NEXTEST_TRIALS=cell`
/// gives nextest a trial per cell (for per-cell filters and JUnit, at a process per cell).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Grain {
    /// A trial per cell (and per migration, per claim's dates).
    Cell,
    /// A trial per suite.
    Suite,
}

impl Grain {
    fn of(phase: &Phase, trials: Trials) -> Grain {
        match (phase, trials) {
            (Phase::Alone, _) | (Phase::NextestList | Phase::NextestRun { .. }, Trials::Cell) => Grain::Cell,
            (Phase::NextestList | Phase::NextestRun { .. }, Trials::Suite) => Grain::Suite,
        }
    }
}

/// Which of a suite trial's cells run, as libtest's `--ignored` and `--include-ignored` say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Which {
    /// The cells that are not ignored.
    Default,
    /// The ignored cells only (`--ignored`).
    Ignored,
    /// Every cell (`--include-ignored`).
    All,
}

impl Which {
    fn of(arguments: &Arguments) -> Which {
        match (arguments.ignored, arguments.include_ignored) {
            (true, _) => Which::Ignored,
            (false, true) => Which::All,
            (false, false) => Which::Default,
        }
    }

    fn runs(self, ignored: bool) -> bool {
        match self {
            Which::Default => !ignored,
            Which::Ignored => ignored,
            Which::All => true,
        }
    }
}

/// The suite (the first folder of `suites/`) of a trial named `<snippet id>::...`.
fn suite_of(name: &str) -> &str {
    let id = name.split("::").next().unwrap_or(name);
    id.split('/').next().unwrap_or(id)
}

/// Gathers trials named `<snippet id>::...` by suite, in the order the suites first appear; a
/// suite is ignored when every trial it gathers is.
#[allow(clippy::type_complexity)]
fn by_suite<T>(trials: Vec<(String, bool, T)>) -> Vec<(String, bool, Vec<(String, bool, T)>)> {
    let mut suites: Vec<(String, bool, Vec<(String, bool, T)>)> = Vec::new();
    for (name, ignored, item) in trials {
        let suite = suite_of(&name).to_string();
        match suites.iter_mut().find(|(s, _, _)| *s == suite) {
            Some((_, all, members)) => {
                *all &= ignored;
                members.push((name, ignored, item));
            }
            None => suites.push((suite, ignored, vec![(name, ignored, item)])),
        }
    }
    suites
}

/// Runs the suite of the project at `root` as libtest trials, and returns libtest's
/// conclusion (the caller exits with it).
pub fn main(root: &Path) -> Conclusion {
    crate::invoke::sandbox::handle_interrupts();
    // The one configuration of this process; a malformed variable fails as the setup trial.
    let config = Config::from_env();
    let bless = config.as_ref().map_or(Bless::No, |c| c.bless);
    let (bless, args) = bless.take_from(std::env::args().collect());
    let arguments = Arguments::from_iter(args);
    let which = Which::of(&arguments);
    let built = config.and_then(|config| {
        let config = Arc::new(Config { bless, ..config });
        crate::invoke::sandbox::configure(config.sandbox.clone());
        crate::fsutil::configure_places(config.places.clone());
        let phase = Phase::of(&config);
        // Missing lanes and host tools first (EDRIFT_OFFLINE=1 skips it).
        if phase.provisions(arguments.list) && !config.offline {
            crate::provision::prepare::before_tests(root);
        }
        let grain = Grain::of(&phase, config.trials);
        if bless == Bless::Yes && phase != Phase::Alone {
            Err(Argument::BlessUnderNextest.into())
        } else if arguments.list {
            listed(root, &config, grain).map(|trials| (trials, None))
        } else {
            Run::plan(root, &config, &phase, grain, arguments.filter.as_deref(), arguments.exact).map(|run| {
                let run = Arc::new(run);
                (run.trials(grain, which), Some(run))
            })
        }
    });
    match built {
        Ok((trials, run)) => {
            let conclusion = libtest_mimic::run(&arguments, trials);
            let finished = run.map(|run| run.finish());
            crate::invoke::sandbox::await_interrupt_exit();
            if let Some(Err(e)) = finished {
                eprintln!("error: {e}");
                std::process::exit(101);
            }
            conclusion
        }
        Err(e) => {
            // A broken configuration still reports through libtest, as one failing trial: the
            // trial asked for by name (nextest's process for it must fail, not find nothing).
            let message = e.to_string();
            let name = match (&arguments.filter, arguments.exact && !arguments.list) {
                (Some(name), true) => name.clone(),
                (Some(_) | None, _) => "edrift::setup".to_string(),
            };
            libtest_mimic::run(&arguments, vec![Trial::test(name, move || Err(Failed::from(message)))])
        }
    }
}

/// The trials of the whole suite as `--list` shows them, from the snippet index and the lanes
/// (resolved with the store's probe memo). A listed trial, if libtest ran it, runs as nextest
/// runs it: in a run planned for it alone.
fn listed(root: &Path, config: &Arc<Config>, grain: Grain) -> Result<Vec<Trial>, Error> {
    let project = Project::open(root)?;
    // Only for the probe memo: without a store, the lanes are probed.
    let store = Store::open(&store::locate(&project.root, config.store.as_deref())).ok();
    let lanes = driver::resolve_lanes(&project, store.as_ref(), &|_| true);
    for notice in console::lane_notices(&lanes) {
        eprintln!("{notice}");
    }
    let listing = index::list(&project, Some(&lanes))?;
    let root = Arc::new(project.root.clone());
    let trial = |name: String, ignored: bool| {
        let root = Arc::clone(&root);
        let config = Arc::clone(config);
        let named = name.clone();
        Trial::test(name, move || run_alone(&root, &config, grain, &named)).with_ignored_flag(ignored)
    };
    let bad = !listing.errors().is_empty();
    let mut trials = vec![
        trial(if bad { DIRECTIVES } else { ORPHANS }.to_string(), false),
        trial(DATE_EVIDENCE.to_string(), false),
        trial(CLAIMS_TESTED.to_string(), false),
        trial(LANES.to_string(), false),
    ];
    let good: Vec<(&str, &index::Outline)> =
        listing.snippets.iter().filter_map(|s| s.outline.as_ref().ok().map(|outline| (s.id.as_str(), outline))).collect();
    let count = lanes.len();
    for &(id, outline) in &good {
        for (e, &edition) in outline.editions.iter().enumerate() {
            for (l, lane) in lanes.iter().enumerate() {
                let ignored = outline.ignored.as_ref().is_some_and(|i| i.cell(e, l, count));
                trials.push(trial(runner::cell_name(id, edition, &lane.name), ignored));
            }
        }
    }
    for &(id, outline) in good.iter().filter(|(_, outline)| outline.migrates) {
        for (l, lane) in lanes.iter().enumerate() {
            let ignored = outline.ignored.as_ref().is_some_and(|i| i.migrations.get(l).copied().unwrap_or(false));
            trials.push(trial(runner::migration_name(id, &lane.name), ignored));
        }
    }
    for &(id, outline) in &good {
        for &edition in &outline.dated {
            trials.push(trial(crate::interval::dates_trial_name(id, edition), false));
        }
    }
    if grain == Grain::Suite {
        let whole = trials.split_off(4);
        let named = whole.iter().map(|t| (t.name().to_string(), t.has_ignored_flag(), ())).collect();
        trials.extend(by_suite(named).into_iter().map(|(suite, ignored, _)| trial(suite, ignored)));
    }
    Ok(trials)
}

/// Runs one trial by name in a run planned for it alone, as a nextest process does.
fn run_alone(root: &Path, config: &Config, grain: Grain, name: &str) -> Result<(), Failed> {
    let run = Run::plan(root, config, &Phase::of(config), grain, Some(name), true).map_err(|e| Failed::from(e.to_string()))?;
    let work = run.units(grain).into_iter().find(|(n, _, _)| n == name).map(|(_, _, work)| work);
    let outcome = match work {
        Some(work) => run.execute_work(&work, Which::Default),
        None => Err(Failed::from(format!("the trial `{name}` is no longer in the suite: list the trials again"))),
    };
    run.finish().map_err(|e| Failed::from(e.to_string()))?;
    outcome
}

/// The snippets and lanes that the trials a filter can select need, worked out from snippet
/// ids and lane names alone (no snippet parsed, no lane resolved). It may hold more than the
/// filter selects (libtest still filters the trials), never less.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Reach {
    /// The snippets; `None`: every snippet.
    snippets: Option<BTreeSet<String>>,
    /// The lanes; `None`: every lane.
    lanes: Option<BTreeSet<String>>,
}

impl Reach {
    /// Everything: the whole suite's trials, every cell, every claim's date trial.
    fn everything() -> Reach {
        Reach { snippets: None, lanes: None }
    }

    /// What the trials whose names `filter` selects (libtest's `--exact` when `exact`) need,
    /// among the snippets `ids` and the lanes `lanes`.
    #[cfg(test)]
    fn of(filter: Option<&str>, exact: bool, ids: &[String], lanes: &[String]) -> Reach {
        Reach::of_revised(filter, exact, ids, lanes, &|_| false)
    }

    /// [`Reach::of`], where `ids` are files and the snippets of those that `revised` accepts
    /// (compiletest tests) are `<id>#<revision>`, revisions unknown without a parse: an exact
    /// name of such a snippet needs its file, a substring filter every trial of such a file.
    fn of_revised(filter: Option<&str>, exact: bool, ids: &[String], lanes: &[String], revised: &dyn Fn(&str) -> bool) -> Reach {
        let Some(filter) = filter else { return Reach::everything() };
        let hits = |name: &str| if exact { name == filter } else { name.contains(filter) };
        if WHOLE_SUITE.iter().any(|name| hits(name)) {
            return Reach::everything();
        }
        let (mut snippets, mut needed, mut every_lane) = (BTreeSet::new(), BTreeSet::new(), false);
        for id in ids {
            // An exact name starts with its snippet's id; a snippet whose id holds the filter has
            // every trial selected.
            let rest = filter.strip_prefix(id.as_str()).filter(|rest| exact && revised(id) && rest.starts_with('#'));
            if let Some(rest) = rest {
                // `<id>#<rev>::<edition>::<lane>`: the file, and the lane its cell names.
                let tail = rest.split_once("::").map_or("", |(_, tail)| tail);
                match lanes.iter().find(|lane| Edition::ALL.iter().any(|e| tail == format!("{e}::{lane}"))) {
                    Some(lane) => {
                        needed.insert(lane.clone());
                    }
                    None => every_lane = true,
                }
                snippets.insert(id.clone());
                continue;
            }
            if exact && !filter.strip_prefix(id.as_str()).is_some_and(|rest| rest.starts_with("::")) {
                continue;
            }
            if !exact && (id.contains(filter) || revised(id)) {
                snippets.insert(id.clone());
                every_lane = true;
                continue;
            }
            let mut hit = false;
            for edition in Edition::ALL {
                if hits(&crate::interval::dates_trial_name(id, edition)) {
                    hit = true;
                    every_lane = true;
                }
                for lane in lanes.iter().filter(|lane| hits(&runner::cell_name(id, edition, lane))) {
                    hit = true;
                    needed.insert(lane.clone());
                }
            }
            for lane in lanes.iter().filter(|lane| hits(&runner::migration_name(id, lane))) {
                hit = true;
                needed.insert(lane.clone());
            }
            if hit {
                snippets.insert(id.clone());
            }
        }
        Reach {
            // An exact name selects one trial, of one snippet (and `ids` may be a part of the suite).
            snippets: (exact || snippets.len() < ids.len()).then_some(snippets),
            lanes: (!every_lane && needed.len() < lanes.len()).then_some(needed),
        }
    }

    fn has_snippet(&self, id: &str) -> bool {
        self.snippets.as_ref().is_none_or(|s| s.contains(id))
    }

    fn has_lane(&self, lane: &str) -> bool {
        self.lanes.as_ref().is_none_or(|l| l.contains(lane))
    }

    /// Whether the whole suite's trials can be selected (they are planned only then).
    fn whole(&self) -> bool {
        self.snippets.is_none() && self.lanes.is_none()
    }
}

/// The entries of `suites/` (without `.rs`) that hold the snippet an exact trial name can
/// name: the first path component of every prefix of the name that ends before a `::`.
fn exact_tops(name: &str) -> BTreeSet<&str> {
    name.match_indices("::").map(|(at, _)| &name[..at]).map(|id| id.split('/').next().unwrap_or(id)).collect()
}

/// What one trial runs.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Work {
    /// One job.
    One(Job),
    /// A suite's jobs (the suite grain): each named, and whether it is ignored.
    Suite(Vec<(String, bool, Job)>),
}

/// One job: what a trial of the cell grain runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Job {
    /// One cell, of any kind.
    Cell(CellRef),
    /// One claim's dates against what the lanes observe (the plan's snippet, an edition).
    Dates(usize, Edition),
    /// Bad snippets, reported together.
    Directives,
    /// Expectation files no cell reads.
    Orphans,
    /// Recorded dates without evidence.
    DateEvidence,
    /// Claims that no cell tests.
    ClaimsTested,
    /// Lanes of `toolchains.toml` that cannot run.
    Lanes,
}

/// A process's run: the session of what its trials need, and the records of the trials that
/// finished, recorded (and blessed) at the end.
struct Run {
    session: Session,
    reach: Reach,
    bless: Bless,
    options: Options,
    /// The threads of a suite trial (`EDRIFT_JOBS`; `None`: one per core).
    jobs: Option<NonZeroUsize>,
    recording: (Recording, String),
    /// The records of the cells that finished, recorded (and blessed) at the end.
    collected: Mutex<Vec<Record>>,
    /// What the trial `edrift::lanes` says: the lanes that cannot run, when that fails it.
    missing_lanes: Option<String>,
    /// Held until the run is recorded and blessed.
    _lock: Lock,
}

impl Run {
    /// Plans the run of the project at `root` for the trials that `filter` can select.
    /// Under the suite grain, an exact name that is not a whole-suite trial's names a suite.
    fn plan(root: &Path, config: &Config, phase: &Phase, grain: Grain, filter: Option<&str>, exact: bool) -> Result<Run, Error> {
        let bless = config.bless;
        let project = Project::open(root)?;
        let lock = driver::lock(&project, bless)?;
        let suites = project.suites();
        let suite = match (grain, filter, exact) {
            (Grain::Suite, Some(name), true) if !WHOLE_SUITE.contains(&name) && !name.contains("::") => Some(name),
            _ => None,
        };
        let (paths, rejected) = match (filter, exact) {
            // A suite's trial: its folder.
            (Some(name), true) if suite.is_some() => discover::snippet_paths_among(&suites, &|entry| entry == name)?,
            // An exact name is `<id>::...`: only the top folder (or file) of its id is walked.
            (Some(name), true) if !WHOLE_SUITE.contains(&name) => {
                let tops = exact_tops(name);
                discover::snippet_paths_among(&suites, &|entry| tops.contains(entry.strip_suffix(".rs").unwrap_or(entry)))?
            }
            _ => discover::snippet_paths_checked(&suites)?,
        };
        let ids: Vec<String> = paths.iter().map(|(path, _)| discover::snippet_id(&suites, path)).collect();
        let lane_names: Vec<String> = project.toolchains.lanes.iter().map(|l| l.name.clone()).collect();
        // The files of compiletest suites, whose snippets are `<id>#<revision>`.
        let mut dialects = BTreeMap::new();
        let revised: BTreeSet<&str> = paths
            .iter()
            .zip(&ids)
            .filter(|(path, _)| {
                let folder = crate::dialect::suite_folder(&suites, &path.0);
                let config = dialects
                    .entry(folder.clone())
                    .or_insert_with(|| crate::dialect::SuiteConfig::read(&folder, crate::dialect::SuiteConfig::edrift()));
                config.as_ref().is_ok_and(|config| config.dialect == crate::dialect::Dialect::Compiletest)
            })
            .map(|(_, id)| id.as_str())
            .collect();
        let reach = match suite {
            // Every snippet walked (the suite's), every lane; not the whole suite's trials.
            Some(_) => Reach { snippets: Some(ids.iter().cloned().collect()), lanes: None },
            None => Reach::of_revised(filter, exact, &ids, &lane_names, &|id| revised.contains(id)),
        };
        let (snippets, bad) =
            discover::load_paths(&suites, paths.into_iter().zip(&ids).filter(|(_, id)| reach.has_snippet(id)).map(|(p, _)| p));
        let bad = rejected.into_iter().filter(|e| reach.has_snippet(&discover::snippet_id(&suites, &e.path))).chain(bad).collect();
        // The results store caches cells between runs (EDRIFT_NO_CACHE=1 compiles every cell
        // again) and records this run in its history. Without a usable store, every cell is
        // compiled.
        let store = match Store::open(&store::locate(&project.root, config.store.as_deref())) {
            Ok(store) => Some(Arc::new(store)),
            Err(e) => {
                eprintln!("warning: {e}: running without the cache");
                None
            }
        };
        let mode = config.cache;
        let lanes = driver::resolve_lanes(&project, store.as_deref(), &|lane| !snippets.is_empty() && reach.has_lane(lane));
        for notice in console::lane_notices(&lanes) {
            eprintln!("{notice}");
        }
        let every = Filters {
            filters: Vec::new(),
            how: discover::Match::Substring,
            editions: Vec::new(),
            lanes: Vec::new(),
            migrate: Migrate::Yes,
            partition: None,
            // `cargo test` runs `suites/` only.
            suite: None,
        };
        let session = Session::new(&project, store, snippets, bad, lanes, &every, mode);
        let missing_lanes = match (reach.whole(), config.offline || config.allow_missing_lanes) {
            (true, false) => missing_lanes(&project, &session.plan.lanes),
            (true, true) | (false, _) => None,
        };
        Ok(Run {
            session,
            reach,
            bless,
            options: Options { jobs: 1, timeout: config.timeout, bless },
            jobs: config.jobs,
            recording: phase.recording(),
            collected: Mutex::new(Vec::new()),
            missing_lanes,
            _lock: lock,
        })
    }

    /// Every trial of the plan: its name, whether it is ignored, and its job, in the order
    /// they run (the date trials last, so that under `cargo test` their cells come from the
    /// cache).
    fn jobs(&self) -> Vec<(String, bool, Job)> {
        let plan = &self.session.plan;
        let mut jobs = Vec::new();
        if self.reach.whole() {
            // With bad snippets some cells are missing from the plan, so their files would look
            // orphaned: the bad snippets are reported instead.
            match self.session.bad.is_empty() {
                true => jobs.push((ORPHANS.to_string(), false, Job::Orphans)),
                false => jobs.push((DIRECTIVES.to_string(), false, Job::Directives)),
            }
            jobs.push((DATE_EVIDENCE.to_string(), false, Job::DateEvidence));
            jobs.push((CLAIMS_TESTED.to_string(), false, Job::ClaimsTested));
            jobs.push((LANES.to_string(), false, Job::Lanes));
        }
        for &cell in &plan.cells {
            jobs.push((plan.name(cell), plan.disposition(cell).ignored(), Job::Cell(cell)));
        }
        // A claim's date trial observes every lane.
        if self.reach.lanes.is_none() {
            for (index, snippet) in plan.snippets.iter().enumerate() {
                for spec in snippet.editions.iter().filter(|spec| crate::interval::checks_dates(spec)) {
                    jobs.push((crate::interval::dates_trial_name(&snippet.id, spec.edition), false, Job::Dates(index, spec.edition)));
                }
            }
        }
        jobs
    }

    /// What each trial runs, by grain: a job, or (the suite grain) every job of a suite; the
    /// whole suite's trials stay trials of their own.
    fn units(&self, grain: Grain) -> Vec<(String, bool, Work)> {
        let jobs = self.jobs();
        match grain {
            Grain::Cell => jobs.into_iter().map(|(name, ignored, job)| (name, ignored, Work::One(job))).collect(),
            Grain::Suite => {
                // The whole suite's trials come first, and stay trials of their own.
                let (whole, cells): (Vec<_>, Vec<_>) = jobs.into_iter().partition(|(name, _, _)| WHOLE_SUITE.contains(&name.as_str()));
                let whole = whole.into_iter().map(|(name, ignored, job)| (name, ignored, Work::One(job)));
                whole.chain(by_suite(cells).into_iter().map(|(suite, ignored, jobs)| (suite, ignored, Work::Suite(jobs)))).collect()
            }
        }
    }

    /// The libtest trials of [`Run::units`]; `which` says which cells a suite's trial runs.
    fn trials(self: &Arc<Run>, grain: Grain, which: Which) -> Vec<Trial> {
        self.units(grain)
            .into_iter()
            .map(|(name, ignored, work)| {
                let run = Arc::clone(self);
                Trial::test(name, move || run.execute_work(&work, which)).with_ignored_flag(ignored)
            })
            .collect()
    }

    /// Runs one trial's work.
    fn execute_work(&self, work: &Work, which: Which) -> Result<(), Failed> {
        match work {
            Work::One(job) => self.execute(*job),
            Work::Suite(jobs) => self.execute_suite(jobs, which),
        }
    }

    /// Runs a suite's jobs that `which` selects: its cells with the runner on `EDRIFT_JOBS`
    /// threads (or one per core), then the claims' date trials (after the cells they observe) on
    /// the runner's pool; fails with the name and reasons of every job that failed.
    fn execute_suite(&self, jobs: &[(String, bool, Job)], which: Which) -> Result<(), Failed> {
        let selected: Vec<&(String, bool, Job)> = jobs.iter().filter(|(_, ignored, _)| which.runs(*ignored)).collect();
        let (mut cells, mut others) = (Vec::new(), Vec::new());
        for &(name, _, job) in &selected {
            match job {
                Job::Cell(cell) => cells.push(*cell),
                Job::Dates(..) | Job::Directives | Job::Orphans | Job::DateEvidence | Job::ClaimsTested | Job::Lanes => {
                    others.push((name, *job))
                }
            }
        }
        let workers = self.jobs.map_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()), NonZeroUsize::get);
        let mut failures = self.run_cells(&cells, workers)?;
        runner::pool(
            workers,
            others,
            |(name, job), report| {
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.execute(job)))
                    .unwrap_or_else(|_| Err(Failed::from("the trial panicked")));
                report((name.clone(), outcome));
            },
            |(name, outcome)| {
                if let Err(failed) = outcome {
                    failures.push((name, failed.message().unwrap_or("failed").to_string()));
                }
                runner::Flow::Continue
            },
        );
        let ignored = jobs.len() - selected.len();
        if failures.is_empty() {
            return Ok(());
        }
        failures.sort();
        let shown: Vec<String> = failures.iter().map(|(name, reason)| format!("---- {name}\n{reason}")).collect();
        Err(Failed::from(format!("{} of {} trial(s) failed ({ignored} ignored):\n{}", failures.len(), selected.len(), shown.join("\n"))))
    }

    /// Runs cells with the runner on `workers` threads, keeps their records for the end of the
    /// process, and returns the name and reasons of each that failed.
    fn run_cells(&self, cells: &[CellRef], workers: usize) -> Result<Vec<(String, String)>, Failed> {
        let mut failures = Failures::default();
        let options = Options { jobs: workers, ..self.options.clone() };
        let finished = self.session.run_cells(cells, &options, &mut [&mut failures]).map_err(|e| Failed::from(e.to_string()))?;
        self.collected.lock().map_err(|_| Failed::from("a trial panicked while recording"))?.extend(finished.records);
        Ok(failures.0)
    }

    /// Runs one trial's job.
    fn execute(&self, job: Job) -> Result<(), Failed> {
        let session = &self.session;
        match job {
            Job::Cell(cell) => match self.run_cells(&[cell], 1)?.pop() {
                None => Ok(()),
                Some((_, reasons)) => Err(Failed::from(reasons)),
            },
            Job::Dates(index, edition) => check_dates(session, index, edition, self.options.timeout),
            Job::Directives => Err(Failed::from(Error::Snippets(session.bad.clone()).to_string())),
            Job::Orphans => orphans(&session.plan, &session.expectations.root),
            Job::DateEvidence => date_evidence(&session.plan, &self.root()),
            Job::ClaimsTested => claims_tested(&session.plan, &session.expectations.root, &self.root()),
            Job::Lanes => self.missing_lanes.as_ref().map_or(Ok(()), |message| Err(Failed::from(message.clone()))),
        }
    }

    /// The project's folder (the parent of `expected/`).
    fn root(&self) -> PathBuf {
        let expected = &self.session.expectations.root;
        expected.parent().unwrap_or(expected).to_path_buf()
    }

    /// Records the cells that ran in the store's history, then blesses them under `--bless`.
    fn finish(&self) -> Result<(), Error> {
        let records = std::mem::take(&mut *self.collected.lock().map_err(|_| Error::Bug("a trial panicked".into()))?);
        let (recording, command) = &self.recording;
        self.session.record(command, *recording, &records)?;
        if self.bless == Bless::Yes {
            let blessed = self.session.bless(&records)?;
            let (cells, migrated) = (&blessed.compile, &blessed.migration);
            eprintln!(
                "blessed {} cell(s) and {} migration(s): {} file(s) written, {} removed, {} unchanged",
                blessed.cells,
                blessed.migrations,
                cells.written.len() + migrated.written.len(),
                cells.removed.len() + migrated.removed.len(),
                cells.unchanged + migrated.unchanged
            );
        }
        Ok(())
    }
}

/// The failures a trial reports, from the runner's events: each failing, erring or (asked for
/// by `--ignored`) skipped cell's name and reasons.
#[derive(Debug, Default)]
struct Failures(Vec<(String, String)>);

impl Reporter for Failures {
    fn event(&mut self, plan: &Plan, event: &Event) -> Result<(), Error> {
        let failed = match event {
            Event::CellFinished { cell, record, .. } => match (&**record, record.verdict()) {
                (_, Verdict::Pass | Verdict::NotApplicable(_)) => None,
                (Record::Compile(compiled), Verdict::Fail(reasons)) => {
                    let mut lines = vec![format!("outcome {}, claim {}", compiled.result.outcome.name(), compiled.claim)];
                    lines.extend(reasons.iter().map(ToString::to_string));
                    Some((*cell, lines.join("\n")))
                }
                (Record::Migration(_), Verdict::Fail(reasons)) => {
                    Some((*cell, reasons.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")))
                }
            },
            Event::CellErrored { cell, error, .. } => Some((*cell, error.clone())),
            Event::CellSkipped { cell, reason, .. } => Some((*cell, reason.to_string())),
            Event::RunStarted { .. } | Event::CellStarted { .. } | Event::RunFinished { .. } => None,
        };
        if let Some((cell, reasons)) = failed {
            self.0.push((plan.name(cell), reasons));
        }
        Ok(())
    }
}

/// The failure of the trial `edrift::lanes`: every lane of `toolchains.toml` that cannot run,
/// with what its provisioning said (the answer it kept) and the fix; `None` when all can.
fn missing_lanes(project: &Project, lanes: &[crate::lanes::Lane]) -> Option<String> {
    let kept = |name: &str| {
        let decl = project.toolchains.lane(name)?;
        crate::provision::unavailable::read(decl, &project.lanes_dir).map(|answer| answer.message)
    };
    let lines = console::missing_lanes(lanes, &kept);
    (!lines.is_empty()).then(|| {
        format!(
            "{} lane(s) of toolchains.toml cannot run, so their cells are ignored:\n{}\n{}",
            lines.len(),
            lines.join("\n"),
            console::MISSING_LANES_FIX
        )
    })
}

/// Fails when `expected/` holds files no cell reads. Bless never deletes them (it deletes
/// nothing it did not re-create), so they are listed for a person to remove.
fn orphans(plan: &Plan, root: &Path) -> Result<(), Failed> {
    let (mut compiles, mut migrations) = (Vec::new(), Vec::new());
    for &cell in &plan.cells {
        // `None`: the lane is not ready, so which files it reads is unknown.
        let unsupported = match plan.disposition(cell) {
            Disposition::Run { .. } => Some(false),
            Disposition::Unsupported { .. } => Some(true),
            Disposition::Skipped { .. } => None,
        };
        let (snippet, lane) = (&plan.snippets[cell.snippet], plan.lanes[cell.lane].name.clone());
        match cell.kind {
            CellKind::Compile(edition) => compiles.push((snippet.id.clone(), edition, lane, unsupported)),
            CellKind::Migration => migrations.push((snippet, lane, unsupported)),
        }
    }
    let mut wanted = crate::expectations::wanted(root, compiles.into_iter());
    // A migration reads its baseline rewrite, and its lane's unless the lane cannot migrate.
    for (snippet, lane, unsupported) in migrations {
        let (stream, snippet) = (snippet.kind.migrated_stream(), &snippet.id);
        wanted.insert(crate::expectations::path(root, snippet, Edition::E2021, None, stream));
        if unsupported != Some(true) {
            wanted.insert(crate::expectations::path(root, snippet, Edition::E2021, Some(&lane), stream));
        }
    }
    let orphans = crate::expectations::orphans(root, &wanted).map_err(|e| Failed::from(e.to_string()))?;
    if orphans.is_empty() {
        return Ok(());
    }
    let base = root.parent().unwrap_or(root);
    let list: Vec<String> = orphans.iter().map(|f| format!("  {}", f.strip_prefix(base).unwrap_or(f).display())).collect();
    Err(Failed::from(format!(
        "{} expectation file(s) belong to no cell that reads them (the snippet was renamed or removed, its edition \
         narrowed, its lane dropped, or the cell is unsupported on that lane); delete them, or restore what reads them:\n{}",
        orphans.len(),
        list.join("\n")
    )))
}

/// Fails on any recorded date (`stale-since`, `holds-since`) whose reason is machine-written or
/// cites no evidence, naming the file and line of each.
fn date_evidence(plan: &Plan, root: &Path) -> Result<(), Failed> {
    let mut problems = Vec::new();
    for snippet in &plan.snippets {
        let file = match snippet.kind {
            crate::model::SnippetKind::File => snippet.path.clone(),
            crate::model::SnippetKind::Package => snippet.path.join("Cargo.toml"),
        };
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let mut seen = BTreeSet::new();
        for spec in &snippet.editions {
            for (kind, date) in crate::interval::dates(spec) {
                let Some(problem) = crate::interval::date_problem(&date.release, &date.reason) else { continue };
                let line = text.lines().position(|l| l.contains(kind.name()) && l.contains(date.reason.as_str())).map_or(1, |i| i + 1);
                if seen.insert(line) {
                    let shown = file.strip_prefix(root).unwrap_or(&file).display().to_string();
                    problems.push(format!("  {shown}:{line}: `{}: {}`: {problem}", kind.name(), date.release));
                }
            }
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(Failed::from(format!(
        "{} date(s) without evidence; a date is a fact about a release, backed by the release notes, a rust-lang/rust PR or issue, \
         the compiler's feature table or a bisection (never the next lane of the matrix):\n{}",
        problems.len(),
        problems.join("\n")
    )))
}

/// Fails on any claim that no cell tests (`expectations::tested`): a block of comments, a cell
/// whose only errors are unresolved names, missing imports or parse errors the claim does not
/// mention, or a claim both editions pass alike while only their blessed output differs; and on a
/// `verbatim:` that names no snippet of its folder, one that only observes, or a variant of
/// another block.
fn claims_tested(plan: &Plan, expected: &Path, root: &Path) -> Result<(), Failed> {
    let mut problems = Vec::new();
    for snippet in &plan.snippets {
        problems.extend(crate::expectations::tested::untested(snippet, expected, root));
        if let Some(variant) = &snippet.origin.verbatim {
            let id = snippet.verbatim_target().unwrap_or_default();
            let shown = snippet.path.strip_prefix(root).unwrap_or(&snippet.path).display().to_string();
            match plan.snippets.iter().find(|s| s.id == id) {
                None => problems.push(format!("  {shown}: `verbatim: {variant}` names no snippet of its folder")),
                Some(found) if found.editions.iter().all(|spec| spec.observe) => {
                    problems.push(format!("  {shown}: `verbatim: {variant}` names a snippet that makes no claim"))
                }
                // The variant must test this block's claim, not another block's.
                Some(found) if snippet.origin.source.as_deref().is_some_and(|block| found.origin.variant_of.as_deref() != Some(block)) => {
                    problems.push(format!(
                        "  {shown}: `verbatim: {variant}` names a variant of {}, not of this block ({}); write a variant with `variant-of: {}`",
                        found.origin.variant_of.as_deref().unwrap_or("no block"),
                        snippet.origin.source.as_deref().unwrap_or_default(),
                        snippet.origin.source.as_deref().unwrap_or_default()
                    ))
                }
                Some(_) => {}
            }
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(Failed::from(format!(
        "{} claim(s) not tested by their cells; a claim is shown only where a cell tests it (docs/snippet-format.md, \"A claim that can fail\"):\n{}",
        problems.len(),
        problems.join("\n")
    )))
}

/// One claim's recorded dates must lie in the interval the lanes observed for its change. Its
/// cells come from the results store's cache when the cell trials ran first.
fn check_dates(session: &Session, index: usize, edition: Edition, timeout: Duration) -> Result<(), Failed> {
    let snippet = &session.plan.snippets[index];
    let spec = snippet.edition(edition).ok_or_else(|| Failed::from("the edition vanished"))?;
    let seen =
        crate::interval::gather(&session.plan, index, edition, &*session.source, timeout).map_err(|e| Failed::from(e.to_string()))?;
    let problems: Vec<String> = crate::interval::dates(spec)
        .into_iter()
        .filter_map(|(kind, date)| crate::interval::check_date(kind, &date.release, &seen).err())
        .collect();
    if problems.is_empty() { Ok(()) } else { Err(Failed::from(problems.join("\n"))) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trials `--list` shows of the project at `root` (each cell's), and whether each is ignored.
    fn names_listed(root: &Path) -> Vec<(String, bool)> {
        listed(root, &Arc::new(Config::default()), Grain::Cell)
            .unwrap()
            .iter()
            .map(|t| (t.name().to_string(), t.has_ignored_flag()))
            .collect()
    }

    fn names(ids: &[String], lanes: &[String]) -> Vec<String> {
        let mut names: Vec<String> = WHOLE_SUITE.iter().map(|n| n.to_string()).collect();
        for id in ids {
            for edition in Edition::ALL {
                names.push(crate::interval::dates_trial_name(id, edition));
                names.extend(lanes.iter().map(|lane| runner::cell_name(id, edition, lane)));
            }
            names.extend(lanes.iter().map(|lane| runner::migration_name(id, lane)));
        }
        names
    }

    /// What a trial needs: its snippet (none for the whole suite's), and its lane (none: every
    /// lane).
    fn needs(name: &str, ids: &[String], lanes: &[String]) -> (Option<String>, Option<String>) {
        for id in ids {
            for edition in Edition::ALL {
                if name == crate::interval::dates_trial_name(id, edition) {
                    return (Some(id.clone()), None);
                }
                for lane in lanes {
                    if name == runner::cell_name(id, edition, lane) {
                        return (Some(id.clone()), Some(lane.clone()));
                    }
                }
            }
            for lane in lanes {
                if name == runner::migration_name(id, lane) {
                    return (Some(id.clone()), Some(lane.clone()));
                }
            }
        }
        (None, None)
    }

    /// A project with the real stable toolchain as lane `1.95` (missing where it is not
    /// installed), a lane that is not there, and three snippets: one that runs, one unsupported
    /// on 1.95 (min-rust), one with a recorded date (a date trial).
    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(
            root.join("toolchains.toml"),
            "reference = \"1.95\"\n[lanes]\n\"1.95\" = { source = \"rustup:1.95.0\" }\ngone = { rustc = \"nowhere/rustc\", release = \"1.80\" }\n",
        )
        .unwrap();
        let suite = root.join("suites/demo");
        std::fs::create_dir_all(&suite).unwrap();
        std::fs::write(suite.join("a.rs"), "//@ check-pass\npub fn a() {}\n").unwrap();
        std::fs::write(suite.join("b.rs"), "//@ check-pass\n//@ min-rust: 1.99\npub fn b() {}\n").unwrap();
        std::fs::write(
            suite.join("c.rs"),
            "//@ check-pass\n//@[e2021] stale-since: 1.90 \"rust-lang/rust#123456 changed it\"\npub fn c() {}\n",
        )
        .unwrap();
        dir
    }

    fn named(run: &Run) -> Vec<(String, bool)> {
        run.jobs().into_iter().map(|(name, ignored, _)| (name, ignored)).collect()
    }

    #[test]
    fn the_listing_from_the_index_is_the_trials_of_a_whole_run_and_a_filter_plans_only_what_it_selects() {
        let dir = project();
        let root = dir.path();
        let whole = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, None, false).unwrap();
        let expected = named(&whole);
        assert!(
            expected.iter().any(|(name, ignored)| name == "demo/b::e2021::1.95" && *ignored)
                || whole.session.plan.lanes[0].ready().is_none()
        );
        assert!(expected.iter().any(|(name, ignored)| name == "demo/a::e2021::gone" && *ignored), "{expected:?}");
        assert!(expected.iter().any(|(name, _)| name == "demo/c::e2021::dates"), "{expected:?}");
        drop(whole);
        for _ in 0..2 {
            // Made from the parsed snippets, then from the index.
            assert_eq!(names_listed(root), expected);
        }

        let cell = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("demo/a::e2021::gone"), true).unwrap();
        let plan = &cell.session.plan;
        assert_eq!(plan.snippets.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["demo/a"]);
        assert_eq!(plan.lanes.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["gone"]);
        let jobs = named(&cell);
        assert!(jobs.contains(&("demo/a::e2021::gone".to_string(), true)), "{jobs:?}");
        assert!(!jobs.iter().any(|(name, _)| name.starts_with("edrift::")), "the whole suite's trials are not planned: {jobs:?}");
        drop(cell);

        let dates = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("demo/c::e2021::dates"), true).unwrap();
        assert_eq!(dates.session.plan.snippets.len(), 1);
        assert_eq!(dates.session.plan.lanes.len(), 2, "a date trial observes every lane");
        assert!(named(&dates).contains(&("demo/c::e2021::dates".to_string(), false)));
        drop(dates);

        let orphans = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some(ORPHANS), true).unwrap();
        assert_eq!(named(&orphans), expected, "the whole suite's trials plan the whole suite");
        let found = orphans.execute(Job::Orphans);
        assert!(found.is_ok(), "{found:?}");
        drop(orphans);

        let nothing = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("demo/zzz"), false).unwrap();
        assert!(nothing.session.plan.snippets.is_empty() && nothing.session.plan.lanes.is_empty());
        drop(nothing);

        // A listed trial, run, runs as a nextest process would: in a run planned for it alone.
        let gone = run_alone(root, &Config::default(), Grain::Cell, "demo/a::e2021::gone").unwrap_err();
        assert!(format!("{gone:?}").contains("lane `gone` is not ready"), "{gone:?}");
        let renamed = run_alone(root, &Config::default(), Grain::Cell, "demo/renamed::e2021::gone").unwrap_err();
        assert!(format!("{renamed:?}").contains("no longer in the suite"), "{renamed:?}");
        if expected.contains(&("demo/b::e2021::1.95".to_string(), true)) {
            // Unsupported there (min-rust 1.99): not applicable, no rustc run.
            assert!(run_alone(root, &Config::default(), Grain::Cell, "demo/b::e2021::1.95").is_ok());
        }
    }

    #[test]
    fn a_compiletest_suite_under_suites_lists_a_trial_per_revision_and_each_listed_trial_plans_its_cell() {
        let dir = project();
        let root = dir.path();
        let ct = root.join("suites/ct");
        std::fs::create_dir_all(ct.join("auxiliary")).unwrap();
        std::fs::write(ct.join("suite.toml"), "dialect = \"compiletest\"\nreference = \"1.95\"\n").unwrap();
        std::fs::write(ct.join("revs.rs"), "//@ revisions: old new\n//@[new] edition: 2021\n//@ check-pass\nfn main() {}\n").unwrap();
        std::fs::write(ct.join("plain.rs"), "//@ aux-build: dep.rs\n//@ check-pass\nfn main() {}\n").unwrap();
        std::fs::write(ct.join("auxiliary/dep.rs"), "pub fn f() {}\n").unwrap();
        let whole = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, None, false).unwrap();
        let expected = named(&whole);
        drop(whole);
        let names: Vec<&str> = expected.iter().map(|(name, _)| name.as_str()).filter(|name| name.starts_with("ct/")).collect();
        assert_eq!(
            names,
            [
                "ct/plain::e2015::gone",
                "ct/plain::e2015::1.95",
                "ct/revs#old::e2015::gone",
                "ct/revs#old::e2015::1.95",
                "ct/revs#new::e2021::gone",
                "ct/revs#new::e2021::1.95"
            ],
            "a snippet per revision, auxiliary/ none"
        );
        for _ in 0..2 {
            // From the parsed files, then from the index.
            assert_eq!(names_listed(root), expected);
        }
        // A listed revision's trial, run alone, plans its file on its lane.
        let one = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("ct/revs#new::e2021::gone"), true).unwrap();
        let ids: Vec<&str> = one.session.plan.snippets.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["ct/revs#old", "ct/revs#new"]);
        assert_eq!(one.session.plan.lanes.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["gone"]);
        drop(one);
        let gone = run_alone(root, &Config::default(), Grain::Cell, "ct/revs#new::e2021::gone").unwrap_err();
        assert!(format!("{gone:?}").contains("lane `gone` is not ready"), "{gone:?}");
        // A substring inside a revision's name selects it.
        let sub = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("ew::e2021"), false).unwrap();
        assert!(named(&sub).iter().any(|(name, _)| name == "ct/revs#new::e2021::1.95"), "{:?}", named(&sub));
        drop(sub);
        // A revision renamed: its trial is gone.
        std::fs::write(ct.join("revs.rs"), "//@ revisions: old newer\n//@ check-pass\nfn main() {}\n").unwrap();
        let renamed = run_alone(root, &Config::default(), Grain::Cell, "ct/revs#new::e2021::gone").unwrap_err();
        assert!(format!("{renamed:?}").contains("no longer in the suite"), "{renamed:?}");
    }

    /// A lane of toolchains.toml that cannot run fails the trial `edrift::lanes`, naming the lane,
    /// why and the fix; offline, or with EDRIFT_ALLOW_MISSING_LANES=1, it passes.
    #[test]
    fn a_lane_that_cannot_run_fails_the_lanes_trial_unless_offline_or_allowed() {
        let dir = project();
        let root = dir.path();
        let whole = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, None, false).unwrap();
        let failed = whole.execute(Job::Lanes).unwrap_err();
        let message = failed.message().unwrap_or_default().to_string();
        assert!(message.contains("1 lane(s) of toolchains.toml cannot run") && message.contains("lane gone (path:"), "{message}");
        assert!(message.contains("edrift lanes check") && message.contains("EDRIFT_ALLOW_MISSING_LANES=1"), "{message}");
        drop(whole);
        for config in [Config { offline: true, ..Config::default() }, Config { allow_missing_lanes: true, ..Config::default() }] {
            let whole = Run::plan(root, &config, &Phase::Alone, Grain::Cell, None, false).unwrap();
            assert!(whole.execute(Job::Lanes).is_ok());
        }
        // A cell's trial alone plans no such check.
        let one = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, Some("demo/a::e2021::1.95"), true).unwrap();
        assert!(!one.jobs().iter().any(|(name, _, _)| name == LANES));
    }

    #[test]
    fn under_the_suite_grain_a_trial_is_a_suite_that_runs_its_cells_and_names_each_failure() {
        let dir = project();
        let root = dir.path();
        let whole = Run::plan(root, &Config::default(), &Phase::Alone, Grain::Cell, None, false).unwrap();
        let units: Vec<(String, bool)> = whole.units(Grain::Suite).into_iter().map(|(name, ignored, _)| (name, ignored)).collect();
        // The date trial of demo/c is never ignored, so neither is its suite.
        assert_eq!(
            units,
            [
                (ORPHANS.to_string(), false),
                (DATE_EVIDENCE.to_string(), false),
                (CLAIMS_TESTED.to_string(), false),
                (LANES.to_string(), false),
                ("demo".to_string(), false)
            ]
        );
        let cells = whole.jobs().len() - 4;
        drop(whole);
        let listed: Vec<(String, bool)> = listed(root, &Arc::new(Config::default()), Grain::Suite)
            .unwrap()
            .iter()
            .map(|t| (t.name().to_string(), t.has_ignored_flag()))
            .collect();
        assert_eq!(listed, units, "the listing from the index names the trials a run plans");

        // The process nextest starts for the suite's trial plans that suite, on every lane.
        let suite = Run::plan(root, &Config::default(), &Phase::NextestRun { run: None }, Grain::Suite, Some("demo"), true).unwrap();
        assert_eq!(suite.session.plan.snippets.len(), 3);
        assert_eq!(suite.session.plan.lanes.len(), 2);
        let mut units = suite.units(Grain::Suite);
        assert_eq!(units.len(), 1, "not the whole suite's trials");
        let (name, _, work) = units.remove(0);
        assert_eq!(name, "demo");
        let Work::Suite(jobs) = &work else { panic!("{work:?}") };
        assert_eq!(jobs.len(), cells, "every cell, migration and date trial of the suite");
        // The ignored ones (lane `gone` is missing): each fails, and each is named.
        let failed = suite.execute_work(&work, Which::Ignored).unwrap_err();
        let message = failed.message().unwrap_or_default().to_string();
        for name in ["demo/a::e2021::gone", "demo/b::e2021::gone", "demo/c::e2021::gone"] {
            assert!(message.contains(&format!("---- {name}\n")), "{message}");
        }
        assert!(message.contains("lane `gone` is not ready"), "{message}");
        drop(suite);

        let renamed = run_alone(root, &Config::default(), Grain::Suite, "renamed").unwrap_err();
        assert!(format!("{renamed:?}").contains("no longer in the suite"), "{renamed:?}");
    }

    #[test]
    fn a_reach_holds_what_every_selected_trial_needs_and_an_exact_cell_needs_one_snippet_and_lane() {
        let ids: Vec<String> = ["rfc/block-01", "rfc/block-010", "guide/let-chains", "pkg/dep"].iter().map(|s| s.to_string()).collect();
        let lanes: Vec<String> = ["1.63", "1.95", "1.95.1", "nightly"].iter().map(|s| s.to_string()).collect();
        let all = names(&ids, &lanes);
        let mut filters: Vec<(String, bool)> = all.iter().map(|n| (n.clone(), true)).collect();
        for substring in
            ["rfc", "block-01", "::e2021::1.95", "1.95", "migrate", "dates", "edrift", "::", "e2024::n", "orphan", "zzz", "01::e2"]
        {
            filters.push((substring.to_string(), false));
        }
        for (filter, exact) in &filters {
            let reach = Reach::of(Some(filter), *exact, &ids, &lanes);
            for name in all.iter().filter(|n| if *exact { *n == filter } else { n.contains(filter.as_str()) }) {
                match needs(name, &ids, &lanes) {
                    (None, _) => assert!(reach.whole(), "{filter}: {name} needs the whole suite: {reach:?}"),
                    (Some(id), lane) => {
                        assert!(reach.has_snippet(&id), "{filter}: {name} needs {id}: {reach:?}");
                        match lane {
                            Some(lane) => assert!(reach.has_lane(&lane), "{filter}: {name} needs lane {lane}: {reach:?}"),
                            None => assert!(reach.lanes.is_none(), "{filter}: {name} needs every lane: {reach:?}"),
                        }
                    }
                }
            }
        }
        let one = |id: &str| Some(BTreeSet::from([id.to_string()]));
        assert_eq!(
            Reach::of(Some("rfc/block-01::e2021::1.95"), true, &ids, &lanes),
            Reach { snippets: one("rfc/block-01"), lanes: one("1.95") },
            "not block-010, not lane 1.95.1"
        );
        assert_eq!(
            Reach::of(Some("rfc/block-01::migrate::nightly"), true, &ids, &lanes),
            Reach { snippets: one("rfc/block-01"), lanes: one("nightly") }
        );
        assert_eq!(Reach::of(Some("pkg/dep::e2024::dates"), true, &ids, &lanes), Reach { snippets: one("pkg/dep"), lanes: None });
        assert_eq!(Reach::of(Some("edrift::orphan-expectations"), true, &ids, &lanes), Reach::everything());
        assert_eq!(Reach::of(Some("nothing"), true, &ids, &lanes), Reach { snippets: Some(BTreeSet::new()), lanes: Some(BTreeSet::new()) });
        assert_eq!(Reach::of(None, false, &ids, &lanes), Reach::everything());
    }
}
