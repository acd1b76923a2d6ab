//! The runner: takes the cells of a plan through `invoke -> diagnostics -> normalize -> verdict`
//! and sends each [`CellRecord`] as an [`Event`] to whoever reports. The plan decides, once per
//! cell ([`Plan::disposition`]), whether it runs, is unsupported (from the lane's probed
//! capabilities and the snippet's predicates) or is skipped (its lane is not ready). It never
//! prints and never touches libtest: the `driver` wires it for `main` and `testing`.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::diagnostics;
use crate::error::Error;
use crate::expectations;
use crate::invoke;
use crate::lanes::Lane;
use crate::model::MigrationResult;
use crate::model::ReadyLane;
use crate::model::predicate;
use crate::model::{Edition, EditionSpec, Snippet, SnippetKind, Stage, Stream, Tool, Unsupported};
use crate::normalize::{self, Context};
use crate::verdict::{self, CellRecord, CellResult, MigrationRecord, Outcome, RunEnd};

/// The default per-process timeout of a cell.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);

/// One cell to run: indexes into the plan's snippets and lanes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellRef {
    /// Index of the snippet.
    pub snippet: usize,
    /// The edition.
    pub edition: Edition,
    /// Index of the lane.
    pub lane: usize,
}

/// One migration cell to run (the `migrate` stage): indexes into the plan's snippets and lanes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MigrationRef {
    /// Index of the snippet.
    pub snippet: usize,
    /// Index of the lane.
    pub lane: usize,
}

/// Whether a plan holds migration cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Migrate {
    /// One migration cell per (snippet whose 2021 claim compiles, lane).
    Yes,
    /// The migration cells alone, no compile cell (`--migrate-only`).
    Only,
    /// Compile cells only.
    No,
}

/// What to run.
#[derive(Debug)]
pub struct Plan {
    /// The snippets.
    pub snippets: Vec<Snippet>,
    /// The lanes (ready or not).
    pub lanes: Vec<Lane>,
    /// The cells, in snippet, edition, lane order.
    pub cells: Vec<CellRef>,
    /// The migration cells, in snippet, lane order.
    pub migrations: Vec<MigrationRef>,
}

impl Plan {
    /// Every (snippet, edition, lane) whose edition and lane pass the filters, and with
    /// [`Migrate::Yes`] every (snippet, lane) migration when 2021 passes the edition filter.
    pub fn new(snippets: Vec<Snippet>, lanes: Vec<Lane>, editions: &[Edition], lane_names: &[String], migrate: Migrate) -> Plan {
        let lane_selected = |lane: &Lane| lane_names.is_empty() || lane_names.contains(&lane.name);
        let mut migrations = Vec::new();
        let (with_migrations, with_cells) = match migrate {
            Migrate::Yes => (true, true),
            Migrate::Only => (true, false),
            Migrate::No => (false, true),
        };
        if with_migrations && (editions.is_empty() || editions.contains(&Edition::E2021)) {
            for (s, _) in snippets.iter().enumerate().filter(|(_, s)| crate::migrate::migrates(s)) {
                for (l, _) in lanes.iter().enumerate().filter(|(_, lane)| lane_selected(lane)) {
                    migrations.push(MigrationRef { snippet: s, lane: l });
                }
            }
        }
        let mut cells = Vec::new();
        for (s, snippet) in snippets.iter().enumerate() {
            for spec in snippet.editions.iter().filter(|_| with_cells) {
                if !editions.is_empty() && !editions.contains(&spec.edition) {
                    continue;
                }
                for (l, _) in lanes.iter().enumerate().filter(|(_, lane)| lane_selected(lane)) {
                    cells.push(CellRef { snippet: s, edition: spec.edition, lane: l });
                }
            }
        }
        Plan { snippets, lanes, cells, migrations }
    }

    /// The cell's name: `<suite>/<snippet>::<edition>::<lane>`.
    pub fn name(&self, cell: CellRef) -> String {
        cell_name(&self.snippets[cell.snippet].id, cell.edition, &self.lanes[cell.lane].name)
    }

    /// The migration cell's name: `<suite>/<snippet>::migrate::<lane>`.
    pub fn migration_name(&self, cell: MigrationRef) -> String {
        migration_name(&self.snippets[cell.snippet].id, &self.lanes[cell.lane].name)
    }

    /// What becomes of a migration cell (as [`Plan::disposition`] for compile cells).
    pub fn migration_disposition(&self, cell: MigrationRef) -> MigrationDisposition<'_> {
        let snippet = &self.snippets[cell.snippet];
        let lane = &self.lanes[cell.lane];
        let Some(ready) = lane.ready() else {
            return MigrationDisposition::Skipped { lane: &lane.name };
        };
        let why = snippet.edition(Edition::E2021).and_then(|spec21| predicate::migration(snippet, spec21, ready));
        match why {
            Some(why) => MigrationDisposition::Unsupported { snippet, lane: ready, why },
            None => MigrationDisposition::Run { snippet, lane: ready },
        }
    }
}

/// A cell's name, `<suite>/<snippet>::<edition>::<lane>`: its libtest trial's name.
pub fn cell_name(snippet: &str, edition: Edition, lane: &str) -> String {
    format!("{snippet}::{edition}::{lane}")
}

/// A migration cell's name, `<suite>/<snippet>::migrate::<lane>`.
pub fn migration_name(snippet: &str, lane: &str) -> String {
    format!("{snippet}::migrate::{lane}")
}

/// What becomes of one migration cell of a plan.
#[derive(Debug)]
pub enum MigrationDisposition<'a> {
    /// It runs on a ready lane.
    Run {
        /// The snippet.
        snippet: &'a Snippet,
        /// The lane.
        lane: &'a ReadyLane,
    },
    /// The lane cannot migrate it (no 2024 edition, a package, the 2021 cell unsupported).
    Unsupported {
        /// The snippet.
        snippet: &'a Snippet,
        /// The lane.
        lane: &'a ReadyLane,
        /// Why.
        why: Unsupported,
    },
    /// Its lane is not ready.
    Skipped {
        /// The lane's name.
        lane: &'a str,
    },
}

impl MigrationDisposition<'_> {
    /// Whether `cargo test` marks the cell ignored.
    pub fn ignored(&self) -> bool {
        match self {
            MigrationDisposition::Run { .. } => false,
            MigrationDisposition::Unsupported { .. } | MigrationDisposition::Skipped { .. } => true,
        }
    }
}

impl Plan {
    /// What becomes of a cell: the one place that decides whether it runs, is unsupported or
    /// is skipped. Every reader (the runner, `cargo test`'s ignored flags, the orphan check,
    /// the counts) asks here.
    pub fn disposition(&self, cell: CellRef) -> Disposition<'_> {
        let snippet = &self.snippets[cell.snippet];
        let lane = &self.lanes[cell.lane];
        let Some(ready) = lane.ready() else {
            return Disposition::Skipped { lane: &lane.name };
        };
        let Some(spec) = snippet.edition(cell.edition) else {
            // A plan holds only the editions a snippet runs under: this cell was not planned.
            return Disposition::Skipped { lane: &lane.name };
        };
        match predicate::cell(snippet, spec, ready) {
            Some(why) => Disposition::Unsupported { snippet, spec, lane: ready, why },
            None => Disposition::Run { snippet, spec, lane: ready },
        }
    }
}

/// What becomes of one cell of a plan.
#[derive(Debug)]
pub enum Disposition<'a> {
    /// It runs on a ready lane.
    Run {
        /// The snippet.
        snippet: &'a Snippet,
        /// Its spec under the cell's edition.
        spec: &'a EditionSpec,
        /// The lane.
        lane: &'a ReadyLane,
    },
    /// The lane cannot run it: its verdict is not applicable, and no process starts.
    Unsupported {
        /// The snippet.
        snippet: &'a Snippet,
        /// Its spec under the cell's edition.
        spec: &'a EditionSpec,
        /// The lane.
        lane: &'a ReadyLane,
        /// Why.
        why: Unsupported,
    },
    /// Its lane is not ready (missing, broken, another release): the cell is ignored.
    Skipped {
        /// The lane's name.
        lane: &'a str,
    },
}

impl Disposition<'_> {
    /// Whether `cargo test` marks the cell ignored (it neither passes nor fails).
    pub fn ignored(&self) -> bool {
        match self {
            Disposition::Run { .. } => false,
            Disposition::Unsupported { .. } | Disposition::Skipped { .. } => true,
        }
    }
}

/// The result of a cell the lane cannot run: no process starts.
pub fn unsupported_result(snippet: &Snippet, spec: &EditionSpec, lane_name: &str, why: Unsupported) -> CellResult {
    CellResult {
        snippet: snippet.id.clone(),
        edition: spec.edition,
        lane: lane_name.to_string(),
        outcome: Outcome::Unsupported,
        unsupported: Some(why),
        run: None,
        diagnostics: Vec::new(),
        stderr: String::new(),
        stdout: None,
        streams: Vec::new(),
        claim: Default::default(),
        command: Vec::new(),
        duration: Duration::ZERO,
    }
}

/// Runs one cell that its lane supports ([`Disposition::Run`]) and checks its claim
/// (expectations are compared by [`judge`]).
pub fn execute(snippet: &Snippet, spec: &EditionSpec, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<CellResult, Error> {
    let run = invoke::run_cell(snippet, spec, lane, timeout)?;
    let temp_dir = run.temp_dir.clone();
    let snippet_dir = match snippet.kind {
        SnippetKind::File => snippet.path.parent().unwrap_or(&snippet.path).to_path_buf(),
        SnippetKind::Package => temp_dir.join("package"),
    };
    let context = Context { snippet_dir: &snippet_dir, temp_dir: &temp_dir };
    // rustfmt's messages are plain text: they come through as rendered lines, with no diagnostics.
    let (parsed, compiler) = match snippet.kind {
        SnippetKind::File => (diagnostics::parse(&run.compile.stderr, Some(&snippet.path)), verdict::Compiler::Rustc),
        SnippetKind::Package => {
            let mut parsed = diagnostics::parse_cargo(&run.cargo_messages);
            parsed.rendered.push_str(&run.compile.stderr);
            (parsed, verdict::Compiler::Cargo)
        }
    };
    let mut outcome = Outcome::classify(run.compile.status, &run.compile.stderr, compiler);
    let run_end = run.run.as_ref().map(|r| RunEnd::from(r.status));
    if run_end == Some(RunEnd::TimedOut) {
        outcome = Outcome::Timeout;
    }
    if run.run.as_ref().is_some_and(|r| r.status == invoke::Exit::OutputCut) {
        outcome = Outcome::Crash;
    }
    // compiletest's order: its built-in normalizations and rendering (`LL`), then the test's
    // own rules on that result.
    let stderr = match spec.compiletest {
        Some(_) => normalize::apply_rules(
            crate::dialect::compiletest::render(&normalize::normalize(&parsed.rendered, &context, &[])),
            &spec.normalize,
        ),
        None => normalize::normalize(&parsed.rendered, &context, &spec.normalize),
    };
    let stdout = match (&run.run, snippet.kind) {
        // rustdoc's own messages (a broken intra-doc link, a bad attribute) follow its stdout.
        (Some(rustdoc), _) if spec.stage.tool() == Some(Tool::Rustdoc) && !rustdoc.stderr.is_empty() => {
            let text = format!("{}== rustdoc stderr ==\n{}", rustdoc.stdout, rustdoc.stderr);
            Some(normalize::normalize(&text, &context, &spec.normalize))
        }
        (Some(program), _) => {
            // compiletest's `normalize-stdout` rules are the program's (its `normalize-stderr`
            // rules are not).
            let rules = match spec.compiletest.as_deref() {
                Some(ct) => &ct.normalize_stdout,
                None => &spec.normalize,
            };
            Some(normalize::normalize(&program.stdout, &context, rules))
        }
        // The formatted code itself: normalizing it could hide a formatting change.
        (None, SnippetKind::File) if spec.stage == Stage::Rustfmt => Some(run.compile.stdout.clone()),
        (None, SnippetKind::Package) => {
            let mut text = run.compile.stdout.clone();
            for (file, content) in &run.shown_files {
                text.push_str(&format!("== {file} ==\n{}\n", content.as_deref().unwrap_or("(absent)")));
            }
            (!text.is_empty()).then(|| normalize::normalize(&text, &context, &spec.normalize))
        }
        (None, SnippetKind::File) => None,
    };
    // compiletest's other streams: the compiler's stdout (with the test's `normalize-stdout`
    // rules) and the program's stderr (with its `normalize-stderr` rules), as compiletest
    // normalizes them.
    let streams = match (spec.compiletest.as_deref(), snippet.kind) {
        (Some(ct), SnippetKind::File) => {
            let compiler = normalize::apply_rules(normalize::normalize(&run.compile.stdout, &context, &[]), &ct.normalize_stdout);
            let program = run.run.as_ref().map(|r| normalize::apply_rules(normalize::normalize(&r.stderr, &context, &[]), &spec.normalize));
            [(Stream::CompilerStdout, Some(compiler)), (Stream::RunStderr, program)]
                .into_iter()
                .filter_map(|(stream, text)| Some((stream, text?)).filter(|(_, text)| !text.is_empty()))
                .collect()
        }
        (Some(_) | None, _) => Vec::new(),
    };
    let claim = match outcome {
        Outcome::Accepted | Outcome::Rejected => {
            let formatted = (spec.stage == Stage::Rustfmt).then_some(run.compile.stdout.as_str());
            let mut claim = verdict::check_claim(spec, outcome, run_end, &parsed.diagnostics, formatted);
            if let Some(ct) = spec.compiletest.as_deref() {
                // A run stage's patterns are looked for in what the program printed too.
                let program = run.run.as_ref().map(|r| format!("{}{}", r.stdout, r.stderr));
                claim.failures.extend(verdict::check_error_patterns(&ct.error_patterns, &parsed.rendered, program.as_deref()));
                // The `.fixed` file beside the test is the reference lane's.
                if let (Some(rustfix), true) = (ct.rustfix, lane_name == ct.reference) {
                    let differs = expectations::Expectations::compare_fixed(ct, rustfix, &snippet.text, &run.compile.stderr)?;
                    // compiletest then compiles the `.fixed` file: it must build.
                    let fixed = ct.upstream_file(&ct.test, "fixed");
                    if differs.is_none() && fixed.is_file() {
                        let compiled = invoke::compile_fixed(&fixed, snippet, spec, lane, timeout)?;
                        if !compiled.compile.status.success() {
                            // The copy it compiled is named as the `.fixed` file in messages.
                            let copy = compiled.temp_dir.join("fixed").join(snippet.path.file_name().unwrap_or_default());
                            let stderr = diagnostics::parse(&compiled.compile.stderr, None)
                                .rendered
                                .replace(&copy.display().to_string(), &fixed.display().to_string());
                            claim.failures.push(verdict::Reason::FixedFails { file: fixed.display().to_string(), stderr });
                        }
                    }
                    claim.failures.extend(differs);
                }
            }
            claim
        }
        Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported => Default::default(),
    };
    let duration = run.compile.duration + run.run.as_ref().map_or(Duration::ZERO, |r| r.duration);
    Ok(CellResult {
        snippet: snippet.id.clone(),
        edition: spec.edition,
        lane: lane_name.to_string(),
        outcome,
        unsupported: None,
        run: run_end,
        diagnostics: parsed.diagnostics,
        stderr,
        stdout,
        streams,
        claim,
        command: run.command,
        duration,
    })
}

/// Whether a run compares with expectations or blesses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bless {
    /// Write expectations afterwards; compare only claims now.
    Yes,
    /// Compare with the blessed expectations.
    No,
}

/// Judges a cell: its claim status (with the dates it records) and verdict, comparing its
/// expectations where the status asks for it, unless blessing.
pub fn judge(
    result: CellResult,
    spec: &EditionSpec,
    lane: &ReadyLane,
    store: &expectations::Expectations,
    bless: Bless,
) -> Result<CellRecord, Error> {
    let release = &lane.identity.release;
    let status = verdict::claim_status(result.outcome, &result.claim, verdict::recorded_failure(spec, release), verdict::Claimed::of(spec));
    let mismatches = match (bless, verdict::compares_expectations(result.outcome, &status)) {
        (Bless::No, true) => match spec.compiletest.as_deref() {
            Some(ct) => store.compare_compiletest(&result, ct)?,
            None => store.compare(&result)?,
        },
        (Bless::Yes, _) | (Bless::No, false) => Vec::new(),
    };
    Ok(CellRecord::judge(result, spec, release, &mismatches))
}

/// An event of a run, for reporters (the console, the store's recorder, CI outputs), as
/// nextest's reporter receives them. [`run`] sends the cell events; the `driver` adds the run's
/// start and end and the skipped cells.
#[derive(Debug)]
pub enum Event {
    /// The run starts.
    RunStarted {
        /// Cells that will run (supported or not).
        cells: usize,
        /// Cells skipped because their lane is not ready.
        skipped: usize,
    },
    /// A cell starts.
    Started {
        /// Which cell.
        cell: CellRef,
    },
    /// A cell finished.
    Finished {
        /// Which cell.
        cell: CellRef,
        /// Its record: result, claim status, verdict.
        record: Box<CellRecord>,
    },
    /// A cell could not be run (an infrastructure error).
    Errored {
        /// Which cell.
        cell: CellRef,
        /// What failed.
        error: String,
    },
    /// A migration cell starts.
    MigrationStarted {
        /// Which migration.
        cell: MigrationRef,
    },
    /// A migration cell finished.
    MigrationFinished {
        /// Which migration.
        cell: MigrationRef,
        /// Its result and verdict.
        record: Box<MigrationRecord>,
    },
    /// A migration cell could not be run (an infrastructure error).
    MigrationErrored {
        /// Which migration.
        cell: MigrationRef,
        /// What failed.
        error: String,
    },
    /// A cell was not run: its lane is not ready.
    Skipped {
        /// Which cell.
        cell: CellRef,
    },
    /// The run ended.
    RunFinished,
}

/// Receives the events of a run.
pub trait Reporter {
    /// Handles one event.
    fn event(&mut self, plan: &Plan, event: &Event);
}

/// Options of a run.
#[derive(Debug, Clone)]
pub struct Options {
    /// Worker threads.
    pub jobs: usize,
    /// Per-process timeout.
    pub timeout: Duration,
    /// Compare or bless.
    pub bless: Bless,
}

/// Produces a supported cell's result, for instance from a cache; the default runs it.
pub trait CellSource: Sync {
    /// The result of a cell its lane supports.
    fn result(
        &self,
        snippet: &Snippet,
        spec: &EditionSpec,
        lane_name: &str,
        lane: &ReadyLane,
        timeout: Duration,
    ) -> Result<CellResult, Error>;

    /// The migration of a snippet on a lane that supports it.
    fn migration(&self, snippet: &Snippet, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<MigrationResult, Error>;
}

/// Runs every cell with rustc: no cache.
pub struct Fresh;

impl CellSource for Fresh {
    fn result(
        &self,
        snippet: &Snippet,
        spec: &EditionSpec,
        lane_name: &str,
        lane: &ReadyLane,
        timeout: Duration,
    ) -> Result<CellResult, Error> {
        execute(snippet, spec, lane_name, lane, timeout)
    }

    fn migration(&self, snippet: &Snippet, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<MigrationResult, Error> {
        crate::migrate::execute(snippet, lane_name, lane, timeout)
    }
}

/// Runs the plan's cells on `options.jobs` threads; `on_event` is called on the calling thread
/// for each cell's start and end. Cells on lanes that are not ready are skipped (the caller
/// reports them).
pub fn run(plan: &Plan, store: &expectations::Expectations, options: &Options, source: &dyn CellSource, mut on_event: impl FnMut(Event)) {
    let cells = plan.cells.iter().copied().filter(|&c| !matches!(plan.disposition(c), Disposition::Skipped { .. })).map(Work::Cell);
    let migrations = plan
        .migrations
        .iter()
        .copied()
        .filter(|&m| !matches!(plan.migration_disposition(m), MigrationDisposition::Skipped { .. }))
        .map(Work::Migration);
    let queue: Vec<Work> = cells.chain(migrations).collect();
    let queue = Arc::new(Mutex::new(queue.into_iter()));
    let (sender, receiver) = mpsc::channel::<Event>();
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            let queue = Arc::clone(&queue);
            let sender = sender.clone();
            scope.spawn(move || {
                loop {
                    let next = queue.lock().map(|mut q| q.next()).unwrap_or(None);
                    match next {
                        None => break,
                        Some(Work::Cell(cell)) => {
                            let _ = sender.send(Event::Started { cell });
                            let _ = sender.send(run_one(plan, cell, store, options, source));
                        }
                        Some(Work::Migration(cell)) => {
                            let _ = sender.send(Event::MigrationStarted { cell });
                            let _ = sender.send(run_migration(plan, cell, store, options, source));
                        }
                    }
                }
            });
        }
        drop(sender);
        for event in receiver {
            on_event(event);
        }
    });
}

/// Runs and judges one cell.
pub fn run_one(plan: &Plan, cell: CellRef, store: &expectations::Expectations, options: &Options, source: &dyn CellSource) -> Event {
    let lane_name = &plan.lanes[cell.lane].name;
    let outcome = match plan.disposition(cell) {
        Disposition::Skipped { lane } => return Event::Errored { cell, error: format!("lane `{lane}` is not ready") },
        Disposition::Unsupported { snippet, spec, lane, why } => {
            judge(unsupported_result(snippet, spec, lane_name, why), spec, lane, store, options.bless)
        }
        Disposition::Run { snippet, spec, lane } => source
            .result(snippet, spec, lane_name, lane, options.timeout)
            .and_then(|result| crate::invoke::sandbox::check_not_interrupted().map(|()| result))
            .and_then(|result| judge(result, spec, lane, store, options.bless)),
    };
    match outcome {
        Ok(record) => Event::Finished { cell, record: Box::new(record) },
        Err(error) => Event::Errored { cell, error: error.to_string() },
    }
}

/// One unit of work of a run.
#[derive(Debug, Clone, Copy)]
enum Work {
    Cell(CellRef),
    Migration(MigrationRef),
}

/// Judges a migration cell's result: compared with the blessed rewrite unless blessing, then
/// with the snippet's `migrate:` claim by [`verdict::migration`].
pub fn judge_migration(
    plan: &Plan,
    cell: MigrationRef,
    result: MigrationResult,
    store: &expectations::Expectations,
    bless: Bless,
) -> Result<MigrationRecord, Error> {
    let snippet = &plan.snippets[cell.snippet];
    let mismatch = match (bless, &result.outcome) {
        (Bless::Yes, _) | (_, crate::model::MigrationOutcome::NotApplicable { .. }) => None,
        (Bless::No, _) => store.compare_migration(&result.snippet, &result.lane, snippet.kind.migrated_stream(), &result.migrated)?,
    };
    // A claim dated `breaks since R` says nothing of older lanes.
    let release = plan.lanes[cell.lane].ready().map(|lane| &lane.identity.release);
    let claim = snippet.migrate.as_ref().filter(|claim| release.is_none_or(|release| claim.applies_on(release)));
    Ok(verdict::migration(result, claim, mismatch))
}

/// Runs and judges one migration cell: its result (from `source`), compared with the blessed
/// rewrite unless blessing, judged by [`verdict::migration`].
pub fn run_migration(
    plan: &Plan,
    cell: MigrationRef,
    store: &expectations::Expectations,
    options: &Options,
    source: &dyn CellSource,
) -> Event {
    let lane_name = &plan.lanes[cell.lane].name;
    let result = match plan.migration_disposition(cell) {
        MigrationDisposition::Skipped { lane } => {
            return Event::MigrationErrored { cell, error: format!("lane `{lane}` is not ready") };
        }
        MigrationDisposition::Unsupported { snippet, why, .. } => Ok(crate::migrate::unsupported_result(snippet, lane_name, why)),
        MigrationDisposition::Run { snippet, lane } => source
            .migration(snippet, lane_name, lane, options.timeout)
            .and_then(|result| crate::invoke::sandbox::check_not_interrupted().map(|()| result)),
    };
    let judged = result.and_then(|result| judge_migration(plan, cell, result, store, options.bless));
    match judged {
        Ok(record) => Event::MigrationFinished { cell, record: Box::new(record) },
        Err(error) => Event::MigrationErrored { cell, error: error.to_string() },
    }
}
