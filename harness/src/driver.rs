//! The driver: the one wiring of a run, shared by the `edrift` binary and `cargo test`. It opens
//! the results store, resolves the lanes (probes memoized in the store), discovers the
//! snippets, plans the cells, hands them to [`runner::run`] (whose events the console, the
//! store's [`Recorder`] and CI outputs read), records the run in the store's history and
//! blesses, every kind of cell by the same code. It decides nothing about a cell: the plan,
//! `verdict` and the stages do.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::discover;
use crate::error::{Argument, Error};
use crate::expectations::{self, BlessReport};
use crate::lanes::Lane;
use crate::model::MigrationResult;
use crate::model::ReadyLane;
use crate::model::{Edition, EditionSpec, Partition, Snippet};
use crate::project::Project;
use crate::runner::{self, CellRef, CellSource, Event, Finished, Migrate, Options, Plan, Reporter};
use crate::store::{CacheMode, CellKey, RecordedCell, RunId, RunScope, Store};
use crate::verdict::{CellRecord, CellResult, Record};

/// Which cells a run covers.
#[derive(Debug, Clone)]
pub struct Filters {
    /// Snippet filters (a path under suites/ or part of an id); empty: every snippet.
    pub filters: Vec<String>,
    /// How filters match.
    pub how: discover::Match,
    /// Only these editions; empty: both.
    pub editions: Vec<Edition>,
    /// Only these lanes; empty: every lane of `toolchains.toml`.
    pub lanes: Vec<String>,
    /// Whether the plan holds migration cells (the `migrate` stage).
    pub migrate: Migrate,
    /// Only the cells of this shard (`--partition hash:K/N`); `None`: every selected cell.
    pub partition: Option<Partition>,
    /// A suite folder outside `suites/` (`edrift run --suite PATH`), read in place in the
    /// dialect its `suite.toml` names (compiletest's when it has none); `None`: `suites/`.
    pub suite: Option<std::path::PathBuf>,
}

impl Filters {
    /// What part of the matrix a run of these filters covers, as the store records it.
    pub fn scope(&self) -> RunScope {
        RunScope { partition: self.partition, lanes: self.lanes.clone() }
    }

    /// Whether a filter narrows the matrix (a partition does not count: a shard may be empty).
    fn narrows(&self) -> bool {
        !self.filters.is_empty() || !self.editions.is_empty() || !self.lanes.is_empty() || self.migrate == Migrate::Only
    }

    /// The filters as they were written, for messages.
    fn written(&self) -> String {
        let mut words: Vec<String> = self.filters.iter().map(|f| format!("`{f}`")).collect();
        words.extend(self.editions.iter().map(|e| format!("--edition {}", e.year())));
        words.extend(self.lanes.iter().map(|l| format!("--lane {l}")));
        if self.migrate == Migrate::Only {
            words.push("--migrate-only".to_string());
        }
        words.join(" ")
    }
}

/// The error of a selection that leaves no cell: what it asked, and what there is.
fn nothing_selected(project: &Project, plan: &Plan, selection: &Filters) -> Error {
    let mut editions: Vec<Edition> = plan.snippets.iter().flat_map(|s| s.editions.iter().map(|spec| spec.edition)).collect();
    editions.sort();
    editions.dedup();
    let years: Vec<&str> = editions.iter().map(|e| e.year()).collect();
    let lanes: Vec<&str> = project.toolchains.lanes.iter().map(|l| l.name.as_str()).collect();
    let migrations = match selection.migrate {
        Migrate::No => String::new(),
        Migrate::Yes | Migrate::Only => {
            let migrating = plan.snippets.iter().filter(|s| crate::migrate::migrates(s)).count();
            format!(", {migrating} of them with migration cells (of a 2021 stage that compiles)")
        }
    };
    let there = match plan.snippets.len() {
        0 => "there is no snippet".to_string(),
        n => format!(
            "the {n} snippet(s) it matches run edition(s) {} (2015 and 2018 only where a snippet's `edition:` names them){migrations}, \
             on lanes {}",
            years.join(", "),
            lanes.join(", ")
        ),
    };
    Argument::NothingSelected { selection: selection.written(), there }.into()
}

/// How a process's finished cells enter the store's history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recording {
    /// As a run of their own.
    NewRun,
    /// Into the run recorded with the same command, started by whichever process came first
    /// (the processes of one `cargo nextest run`, one per trial, are one run).
    JoinRun,
}

/// What to do with snippets whose directives are bad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadSnippets {
    /// Fail before running anything (`edrift run`).
    Fail,
    /// Run the good ones and hand the errors back (`cargo test` reports them as one trial).
    Keep,
}

/// A planned run: the store (if any), the plan, the expectations and the cell source.
pub struct Session {
    /// The results store: the cache and the history. `None` runs every cell afresh.
    pub store: Option<Arc<Store>>,
    /// The cells.
    pub plan: Plan,
    /// The blessed expectations.
    pub expectations: expectations::Expectations,
    /// Where results come from: the store's cache, or a fresh compile.
    pub source: Arc<dyn CellSource + Send + Sync>,
    cached: Option<Cached>,
    /// Bad snippets kept out of the plan (with [`BadSnippets::Keep`]).
    pub bad: Vec<crate::model::DirectiveError>,
    /// What part of the matrix the plan covers (its lanes and shard), recorded with its run.
    pub scope: RunScope,
}

impl Session {
    /// Discovers the selected snippets, resolves the lanes their cells need (with the store's
    /// probe memo: the selection's lanes, none when no snippet is selected) and plans the cells.
    pub fn plan(
        project: &Project,
        store: Option<Arc<Store>>,
        selection: &Filters,
        bad: BadSnippets,
        mode: CacheMode,
    ) -> Result<Session, Error> {
        check_lanes(project, &selection.lanes)?;
        let (snippets, errors) = match (&selection.suite, bad) {
            (Some(folder), bad) => {
                let (snippets, errors) = discover::load_suite(folder, &selection.filters, selection.how)?;
                match (bad, errors.is_empty()) {
                    (BadSnippets::Fail, false) => return Err(Error::Snippets(errors)),
                    (BadSnippets::Fail | BadSnippets::Keep, _) => (snippets, errors),
                }
            }
            (None, BadSnippets::Fail) => (discover::load(&project.suites(), &selection.filters, selection.how)?, Vec::new()),
            (None, BadSnippets::Keep) => discover::load_lenient(&project.suites(), &selection.filters, selection.how)?,
        };
        if snippets.is_empty() && errors.is_empty() && !selection.filters.is_empty() {
            return Err(discover::no_match(&selection.filters, selection.how));
        }
        let needed = |lane: &str| !snippets.is_empty() && (selection.lanes.is_empty() || selection.lanes.iter().any(|l| l == lane));
        let lanes = resolve_lanes(project, store.as_deref(), &needed);
        let plan = Plan::new(snippets, lanes, &selection.editions, &selection.lanes, selection.migrate);
        // A filter that leaves no cell is a mistake to say, never a run of nothing that passes
        // (a bad snippet is reported by the run instead; a shard may be empty).
        if plan.cells.is_empty() && errors.is_empty() && selection.narrows() {
            return Err(nothing_selected(project, &plan, selection));
        }
        Ok(Session::of_plan(project, store, plan, errors, selection, mode))
    }

    /// Plans the cells of `snippets` on `lanes` (resolved by the caller) that pass the
    /// selection's edition, lane and migration filters; `bad` are the snippets kept out.
    pub fn new(
        project: &Project,
        store: Option<Arc<Store>>,
        snippets: Vec<Snippet>,
        bad: Vec<crate::model::DirectiveError>,
        lanes: Vec<Lane>,
        selection: &Filters,
        mode: CacheMode,
    ) -> Session {
        let plan = Plan::new(snippets, lanes, &selection.editions, &selection.lanes, selection.migrate);
        Session::of_plan(project, store, plan, bad, selection, mode)
    }

    /// The session of `plan`, cut to the selection's shard.
    fn of_plan(
        project: &Project,
        store: Option<Arc<Store>>,
        mut plan: Plan,
        bad: Vec<crate::model::DirectiveError>,
        selection: &Filters,
        mode: CacheMode,
    ) -> Session {
        if let Some(partition) = selection.partition {
            keep_shard(&mut plan, partition);
        }
        let cached = store.as_ref().map(|store| Cached::new(Arc::clone(store), mode));
        let source: Arc<dyn CellSource + Send + Sync> = match &cached {
            Some(cached) => Arc::new(cached.clone()),
            None => Arc::new(runner::Fresh),
        };
        Session { store, plan, expectations: project.expectations(), source, cached, bad, scope: selection.scope() }
    }

    /// How many results came from the cache so far.
    pub fn cache_hits(&self) -> usize {
        self.cached.as_ref().map_or(0, Cached::hits)
    }

    /// Runs the whole plan with [`runner::run`]; every event goes to every reporter, in order.
    pub fn run(&self, options: &Options, reporters: &mut [&mut dyn Reporter]) -> Result<Finished, Error> {
        self.run_cells(&self.plan.cells, options, reporters)
    }

    /// Runs some cells of the plan with [`runner::run`] (a `cargo test` trial's).
    pub fn run_cells(&self, cells: &[CellRef], options: &Options, reporters: &mut [&mut dyn Reporter]) -> Result<Finished, Error> {
        runner::run(&self.plan, cells, &self.expectations, options, &*self.source, reporters)
    }

    /// Records finished cells as one run of the store's history; `None` without a store or
    /// without cells.
    pub fn record(&self, command: &str, recording: Recording, records: &[Record]) -> Result<Option<RunId>, Error> {
        let (Some(store), false) = (&self.store, records.is_empty()) else {
            return Ok(None);
        };
        let write = |run| write_records(store, run, &self.plan, records, self.cached.as_ref());
        match recording {
            Recording::NewRun => record_run(store, command, &self.plan.lanes, &self.scope, write).map(Some),
            Recording::JoinRun => {
                crate::invoke::sandbox::check_not_interrupted()?;
                let run = store.join_run(command, &self.plan.lanes)?;
                write(run)?;
                Ok(Some(run))
            }
        }
    }

    /// Writes the expectations of the cells that ran, of every kind (and nothing else).
    pub fn bless(&self, records: &[Record]) -> Result<Blessed, Error> {
        crate::invoke::sandbox::check_not_interrupted()?;
        let (compiles, migrations) = crate::verdict::split(records);
        // Cells of compiletest tests bless the files beside the test and their overrides.
        let compiletest: HashMap<&str, &crate::model::Compiletest> = self
            .plan
            .snippets
            .iter()
            .filter_map(|s| s.editions.first().and_then(|spec| spec.compiletest.as_deref()).map(|ct| (s.id.as_str(), ct)))
            .collect();
        let foreign: Vec<(&CellResult, &crate::model::Compiletest)> =
            compiles.iter().filter_map(|r| compiletest.get(r.result.snippet.as_str()).map(|ct| (&r.result, *ct))).collect();
        let results: Vec<CellResult> =
            compiles.iter().filter(|r| !compiletest.contains_key(r.result.snippet.as_str())).map(|r| r.result.clone()).collect();
        // Whether a lane ran a cell before, from the history (without a store, none is known). A
        // history that cannot be read counts as "ran": a copy kept too many is harmless, an
        // expectation dropped is not.
        let ran_before = |snippet: &str, edition: crate::model::Edition, lane: &str| {
            self.store.as_ref().is_some_and(|store| store.lane_ran(snippet, edition, lane).unwrap_or(true))
        };
        let mut cells = self.expectations.bless_knowing(&results, &ran_before)?;
        cells.merge(self.expectations.bless_compiletest(&foreign)?);
        let streams: HashMap<&str, crate::model::Stream> =
            self.plan.snippets.iter().map(|s| (s.id.as_str(), s.kind.migrated_stream())).collect();
        let mut items = Vec::new();
        for result in migrations.iter().map(|record| &record.result) {
            let stream = streams.get(result.snippet.as_str()).copied().ok_or_else(|| {
                Error::Bug(format!("a harness bug: the migration of `{}` is not in the plan, so its file kind is unknown", result.snippet))
            })?;
            let text = result.outcome.applies().then_some(result.migrated.as_str());
            items.push((result.snippet.as_str(), stream, result.lane.as_str(), text));
        }
        let migrated = match items.is_empty() {
            true => BlessReport::default(),
            false => self.expectations.bless_migrations(items)?,
        };
        Ok(Blessed { cells: compiles.len(), migrations: migrations.len(), compile: cells, migration: migrated })
    }
}

/// What blessing wrote, by kind of cell.
#[derive(Debug)]
pub struct Blessed {
    /// Compile cells blessed.
    pub cells: usize,
    /// Migration cells blessed.
    pub migrations: usize,
    /// The compile cells' expectation files.
    pub compile: BlessReport,
    /// The migrations' rewrite files.
    pub migration: BlessReport,
}

/// Keeps the cells and migration cells of one shard: those whose name (`Plan::name`, as
/// `edrift list` prints it) hashes into it.
pub fn keep_shard(plan: &mut Plan, partition: Partition) {
    let cells = plan.cells.iter().copied().filter(|&c| partition.contains(&plan.name(c))).collect();
    plan.cells = cells;
}

/// The lock on `expected/` a run holds until it has recorded and blessed: exclusive when it
/// blesses, shared when it only compares.
pub fn lock(project: &Project, bless: runner::Bless) -> Result<expectations::Lock, Error> {
    let access = match bless {
        runner::Bless::Yes => expectations::Access::Exclusive,
        runner::Bless::No => expectations::Access::Shared,
    };
    expectations::Lock::take(&project.root, access)
}

/// Fails on a lane name that `toolchains.toml` does not declare.
pub fn check_lanes(project: &Project, lanes: &[String]) -> Result<(), Error> {
    for lane in lanes {
        if project.toolchains.lane(lane).is_none() {
            let declared = project.toolchains.lanes.iter().map(|l| l.name.clone()).collect();
            return Err(Argument::Lane { lane: lane.clone(), declared }.into());
        }
    }
    Ok(())
}

/// The lanes of the project whose name `wanted` accepts, resolved with the store's probe memo
/// when there is a store (a lane whose binaries did not change spawns no rustc).
pub fn resolve_lanes(project: &Project, store: Option<&Store>, wanted: &dyn Fn(&str) -> bool) -> Vec<Lane> {
    crate::lanes::resolve_some_with(&project.toolchains, &project.lanes_dir, store.map(|s| s as &dyn crate::lanes::ProbeMemo), wanted)
}

/// A reporter that records a run in the store's history: it begins the run when the run
/// starts (so the history's start time is the run's), collects the finished cells, and writes
/// them and ends the run when it ends.
pub struct Recorder<'a> {
    session: &'a Session,
    command: String,
    records: Vec<Record>,
    run_id: Option<RunId>,
}

impl<'a> Recorder<'a> {
    /// A recorder of `session`'s run, started by `command`.
    pub fn new(session: &'a Session, command: &str) -> Recorder<'a> {
        Recorder { session, command: command.to_string(), records: Vec::new(), run_id: None }
    }

    /// The run's id (`None` without a store).
    pub fn run_id(&self) -> Option<RunId> {
        self.run_id
    }

    fn begin(&mut self) -> Result<(), Error> {
        if let Some(store) = &self.session.store {
            self.run_id = Some(store.begin_run_scoped(&self.command, &self.session.plan.lanes, &self.session.scope)?);
        }
        Ok(())
    }

    fn end(&mut self) -> Result<(), Error> {
        // An interrupted run stays unfinished in the history, holding none of its cells.
        crate::invoke::sandbox::check_not_interrupted()?;
        if let (Some(store), Some(run)) = (&self.session.store, self.run_id) {
            write_records(store, run, &self.session.plan, &self.records, self.session.cached.as_ref())?;
            store.finish_run(run)?;
        }
        Ok(())
    }
}

impl Reporter for Recorder<'_> {
    fn event(&mut self, _plan: &Plan, event: &Event) -> Result<(), Error> {
        match event {
            Event::RunStarted { .. } => self.begin(),
            Event::CellFinished { record, .. } => {
                self.records.push((**record).clone());
                Ok(())
            }
            Event::RunFinished { .. } => self.end(),
            Event::CellStarted { .. } | Event::CellErrored { .. } | Event::CellSkipped { .. } => Ok(()),
        }
    }
}

/// A [`CellSource`] that answers from the store and compiles (then stores) what it lacks. Safe to
/// share between threads: the connection is behind a mutex, held for the look-up and the
/// insert, never while rustc runs.
#[derive(Debug, Clone)]
pub struct Cached {
    /// The database.
    pub store: Arc<Store>,
    /// Whether to read it.
    pub mode: CacheMode,
    hits: Arc<Mutex<HashSet<String>>>,
}

impl Cached {
    /// A caching source over `store`.
    pub fn new(store: Arc<Store>, mode: CacheMode) -> Cached {
        Cached { store, mode, hits: Arc::default() }
    }

    /// How many results came from the cache so far.
    pub fn hits(&self) -> usize {
        self.hits.lock().map_or(0, |h| h.len())
    }

    /// Whether the result of `key` came from the cache.
    pub fn was_hit(&self, key: &CellKey) -> bool {
        self.hits.lock().is_ok_and(|h| h.contains(&key.key))
    }
}

impl Cached {
    /// The result of `key` from the store (unless refreshing), else from `run`, then stored: the
    /// cache's one rule, [`runner::cache::through`].
    fn through<T: runner::cache::Kept + Relaned>(
        &self,
        key: CellKey,
        lane_name: &str,
        timeout: Duration,
        run: impl FnOnce() -> Result<T, Error>,
    ) -> Result<T, Error>
    where
        Store: runner::cache::Cache<T>,
    {
        let read = match self.mode {
            CacheMode::Use => true,
            CacheMode::Refresh => false,
        };
        let (mut result, origin) = runner::cache::through(&*self.store, &key, read, timeout, run)?;
        if origin == runner::cache::Origin::Kept {
            // Two lanes may share an identity: the result is the lane's own.
            result.set_lane(lane_name);
            if let Ok(mut hits) = self.hits.lock() {
                hits.insert(key.key);
            }
        }
        Ok(result)
    }
}

/// A kept result made the lane's own: two lanes may share an identity, and so a key.
trait Relaned {
    /// Names `lane` as the result's lane.
    fn set_lane(&mut self, lane: &str);
}

impl Relaned for CellResult {
    fn set_lane(&mut self, lane: &str) {
        self.lane = lane.to_string();
    }
}

impl Relaned for MigrationResult {
    fn set_lane(&mut self, lane: &str) {
        self.lane = lane.to_string();
    }
}

impl CellSource for Cached {
    fn migration(&self, snippet: &Snippet, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<MigrationResult, Error> {
        self.through(CellKey::migration(snippet, lane), lane_name, timeout, || crate::migrate::execute(snippet, lane_name, lane, timeout))
    }

    fn result(
        &self,
        snippet: &Snippet,
        spec: &EditionSpec,
        lane_name: &str,
        lane: &ReadyLane,
        timeout: Duration,
    ) -> Result<CellResult, Error> {
        self.through(CellKey::new(snippet, spec, lane), lane_name, timeout, || runner::execute(snippet, spec, lane_name, lane, timeout))
    }
}

/// Records one whole run in the store's history, whatever front end ran its cells (the
/// suites', a crate's UI tests): nothing once the run is interrupted (what its cells left may
/// be half gone), else the run begun with its command, lanes and scope, its cells written by
/// `write`, and the run finished.
pub fn record_run(
    store: &Store,
    command: &str,
    lanes: &[Lane],
    scope: &RunScope,
    write: impl FnOnce(RunId) -> Result<(), Error>,
) -> Result<RunId, Error> {
    crate::invoke::sandbox::check_not_interrupted()?;
    let run = store.begin_run_scoped(command, lanes, scope)?;
    write(run)?;
    store.finish_run(run)?;
    Ok(run)
}

/// Writes the finished cells of a plan, of every kind, into a run of the store's history.
fn write_records(store: &Store, run: RunId, plan: &Plan, records: &[Record], cached: Option<&Cached>) -> Result<(), Error> {
    let (cells, migrations) = crate::verdict::split(records);
    // Each write takes the database's write lock, which the processes of a nextest run share:
    // none without rows.
    if !cells.is_empty() {
        record_cells(store, run, plan, &cells, cached)?;
    }
    if !migrations.is_empty() {
        store.record_migrations(run, &migrations)?;
    }
    Ok(())
}

/// Records the finished cells of a plan in a run; `cached` tells which came from the cache.
pub fn record_cells(store: &Store, run: RunId, plan: &Plan, records: &[CellRecord], cached: Option<&Cached>) -> Result<(), Error> {
    let snippets: HashMap<&str, &Snippet> = plan.snippets.iter().map(|s| (s.id.as_str(), s)).collect();
    let lanes: HashMap<&str, &ReadyLane> = plan.lanes.iter().filter_map(|l| Some((l.name.as_str(), l.ready()?))).collect();
    let keyed: Vec<(CellKey, &CellRecord)> = records
        .iter()
        .filter_map(|record| {
            let result = &record.result;
            let snippet = snippets.get(result.snippet.as_str())?;
            let spec = snippet.edition(result.edition)?;
            let lane = lanes.get(result.lane.as_str())?;
            Some((CellKey::new(snippet, spec, lane), record))
        })
        .collect();
    let cells: Vec<RecordedCell<'_>> =
        keyed.iter().map(|(key, record)| RecordedCell { key, record, cached: cached.is_some_and(|c| c.was_hit(key)) }).collect();
    store.record(run, &cells)
}

#[cfg(test)]
mod tests;
