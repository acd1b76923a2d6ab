//! The runner: the one place that runs a plan. It takes the cells of a plan, of every kind
//! ([`CellKind`]: a compile, a migration), through `invoke -> diagnostics -> normalize ->
//! verdict` on a pool of worker threads, and sends each cell's [`Record`] as an [`Event`] to
//! whoever reports. The plan decides, once per cell ([`Plan::disposition`]), whether it runs,
//! is unsupported (from the lane's probed capabilities and the snippet's predicates) or is
//! skipped (its lane is not ready, or the front end skipped that one cell: [`Plan::skip_cell`]). The runner owns the [`Counts`], which travel in its events.
//! It never prints and never touches libtest: the `driver` wires it for `main`, `testing`
//! consumes its events.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};
use std::time::Duration;

use crate::diagnostics;
use crate::error::Error;
use crate::expectations;
use crate::invoke;
use crate::lanes::Lane;
use crate::model::MigrationResult;
use crate::model::ReadyLane;
use crate::model::predicate;
use crate::model::{Edition, EditionSpec, Snippet, SnippetKind, SnippetRule, Stage, Stream, Tool, Unsupported};
use crate::normalize::{self, Context};
pub mod cache;
pub mod key;

use crate::verdict::{self, CellRecord, CellResult, MigrationRecord, Outcome, Record, RunEnd, VerdictKind};

/// The default per-process timeout of a cell.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);

/// What a cell is, which decides how it runs: the same plan, disposition, judging, cache,
/// bless, counts and events take every kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// One compile (and run, for run stages) of the snippet under an edition.
    Compile(Edition),
    /// The snippet's 2021 code carried to 2024 by the lane's migration lints (the `migrate`
    /// stage), then built under both editions.
    Migration,
}

/// One cell of a plan: indexes into its snippets and lanes, and the cell's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CellRef {
    /// Index of the snippet.
    pub snippet: usize,
    /// What the cell runs.
    pub kind: CellKind,
    /// Index of the lane.
    pub lane: usize,
}

impl CellRef {
    /// The edition of a compile cell; `None` for a migration.
    pub fn edition(self) -> Option<Edition> {
        match self.kind {
            CellKind::Compile(edition) => Some(edition),
            CellKind::Migration => None,
        }
    }
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
    /// The cells: the compile cells in snippet, edition, lane order, then the migration cells
    /// in snippet, lane order.
    pub cells: Vec<CellRef>,
    /// Ready lanes that cannot run any cell of the plan, by lane index, with why: what a front
    /// end learns of a lane before the run (a crate that does not build there, a lane older
    /// than the crate's `rust-version`). Their cells are unsupported.
    pub unsupported_lanes: std::collections::BTreeMap<usize, Unsupported>,
    /// Cells a front end knows are not run, one by one, with why: what it learns of a single
    /// (test, lane) before the run (a crate UI test its trybuild test does not give on the lane,
    /// or ignores there). They are skipped.
    pub skipped_cells: std::collections::HashMap<CellRef, Skip>,
}

impl Plan {
    /// Every (snippet, edition, lane) whose edition and lane pass the filters, and with
    /// [`Migrate::Yes`] every (snippet, lane) migration when 2021 passes the edition filter.
    pub fn new(snippets: Vec<Snippet>, lanes: Vec<Lane>, editions: &[Edition], lane_names: &[String], migrate: Migrate) -> Plan {
        let selected: Vec<usize> =
            lanes.iter().enumerate().filter(|(_, lane)| lane_names.is_empty() || lane_names.contains(&lane.name)).map(|(l, _)| l).collect();
        let (with_migrations, with_cells) = match migrate {
            Migrate::Yes => (true, true),
            Migrate::Only => (true, false),
            Migrate::No => (false, true),
        };
        let mut cells = Vec::new();
        for (s, snippet) in snippets.iter().enumerate().filter(|_| with_cells) {
            for spec in snippet.editions.iter().filter(|spec| editions.is_empty() || editions.contains(&spec.edition)) {
                cells.extend(selected.iter().map(|&lane| CellRef { snippet: s, kind: CellKind::Compile(spec.edition), lane }));
            }
        }
        if with_migrations && (editions.is_empty() || editions.contains(&Edition::E2021)) {
            for (s, _) in snippets.iter().enumerate().filter(|(_, s)| crate::migrate::migrates(s)) {
                cells.extend(selected.iter().map(|&lane| CellRef { snippet: s, kind: CellKind::Migration, lane }));
            }
        }
        Plan { snippets, lanes, cells, unsupported_lanes: Default::default(), skipped_cells: Default::default() }
    }

    /// Makes every cell of lane `lane` (an index) unsupported, for `why`: the lane is ready, but
    /// the front end knows before the run that it cannot run them.
    pub fn lane_cannot_run(&mut self, lane: usize, why: Unsupported) {
        self.unsupported_lanes.insert(lane, why);
    }

    /// Makes the cell skipped, for `why` ([`Skip::NotGiven`], [`Skip::Ignored`]): the front end
    /// knows before the run that this one cell does not run.
    pub fn skip_cell(&mut self, cell: CellRef, why: Skip) {
        self.skipped_cells.insert(cell, why);
    }

    /// The cell's name, its libtest trial's: `<suite>/<snippet>::<edition>::<lane>`, or
    /// `<suite>/<snippet>::migrate::<lane>` for a migration.
    pub fn name(&self, cell: CellRef) -> String {
        let (snippet, lane) = (&self.snippets[cell.snippet].id, &self.lanes[cell.lane].name);
        match cell.kind {
            CellKind::Compile(edition) => cell_name(snippet, edition, lane),
            CellKind::Migration => migration_name(snippet, lane),
        }
    }

    /// The compile cells.
    pub fn compile_cells(&self) -> impl Iterator<Item = CellRef> + '_ {
        self.cells.iter().copied().filter(|cell| matches!(cell.kind, CellKind::Compile(_)))
    }

    /// The migration cells.
    pub fn migration_cells(&self) -> impl Iterator<Item = CellRef> + '_ {
        self.cells.iter().copied().filter(|cell| cell.kind == CellKind::Migration)
    }

    /// What becomes of a cell: the one place that decides whether it runs, is unsupported (by
    /// the predicate tables of [`predicate`], or its lane's [`Plan::lane_cannot_run`]) or is
    /// skipped (its lane not ready, or [`Plan::skip_cell`]). Every reader (the runner, `cargo
    /// test`'s ignored flags, the orphan check, the counts) asks here.
    pub fn disposition(&self, cell: CellRef) -> Disposition<'_> {
        let snippet = &self.snippets[cell.snippet];
        let lane = &self.lanes[cell.lane];
        let Some(ready) = lane.ready() else {
            return Disposition::Skipped { reason: Skip::LaneNotReady { lane: lane.name.clone() } };
        };
        if let Some(reason) = self.skipped_cells.get(&cell) {
            return Disposition::Skipped { reason: reason.clone() };
        }
        if let Some(why) = self.unsupported_lanes.get(&cell.lane) {
            return Disposition::Unsupported { snippet, lane: ready, why: why.clone() };
        }
        let why = match cell.kind {
            CellKind::Compile(edition) => match snippet.edition(edition) {
                Some(spec) => predicate::cell(snippet, spec, ready),
                // A plan holds only the editions a snippet runs under: this cell was not planned.
                None => return Disposition::Skipped { reason: Skip::NotPlanned },
            },
            CellKind::Migration => snippet.edition(Edition::E2021).and_then(|spec21| predicate::migration(snippet, spec21, ready)),
        };
        match why {
            Some(why) => Disposition::Unsupported { snippet, lane: ready, why },
            None => Disposition::Run { snippet, lane: ready },
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

/// What becomes of one cell of a plan, whatever its kind.
#[derive(Debug)]
pub enum Disposition<'a> {
    /// It runs on a ready lane.
    Run {
        /// The snippet.
        snippet: &'a Snippet,
        /// The lane.
        lane: &'a ReadyLane,
    },
    /// The lane cannot run it: its verdict is not applicable, and no process starts.
    Unsupported {
        /// The snippet.
        snippet: &'a Snippet,
        /// The lane.
        lane: &'a ReadyLane,
        /// Why, from the predicate tables.
        why: Unsupported,
    },
    /// It is not run: the cell is ignored.
    Skipped {
        /// Why.
        reason: Skip,
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

/// Why a cell is skipped (ignored: it neither passes nor fails).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skip {
    /// Its lane is not ready (missing, broken, another release).
    LaneNotReady {
        /// The lane's name.
        lane: String,
    },
    /// The snippet does not run under the cell's edition (a cell no plan holds).
    NotPlanned,
    /// The crate's own test does not give trybuild this test on the lane: which gate
    /// (`gated by `#[rustversion::nightly]` at tests/compiletest.rs:5`).
    NotGiven {
        /// Which gate, where.
        why: String,
    },
    /// The crate's own test is ignored on the lane (`#[ignore]`, `#[cfg_attr(miri, ignore)]`):
    /// it runs only with `--include-ignored` or `--ignored`.
    Ignored {
        /// Which attribute, where, and its reason.
        why: String,
    },
}

impl std::fmt::Display for Skip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Skip::LaneNotReady { lane } => write!(f, "lane `{lane}` is not ready"),
            Skip::NotPlanned => f.write_str("the snippet does not run under this edition"),
            Skip::NotGiven { why } => write!(f, "the crate's test does not give it on this lane: {why}"),
            Skip::Ignored { why } => f.write_str(why),
        }
    }
}

/// The result of a cell the lane cannot run: no process starts.
pub fn unsupported_result(snippet: &Snippet, spec: &EditionSpec, lane_name: &str, why: Unsupported) -> CellResult {
    CellResult { unsupported: Some(why), ..CellResult::empty(&snippet.id, spec.edition, lane_name, Outcome::Unsupported) }
}

/// Rewrites with `normalize` the messages of `diagnostics`, their children's and their span
/// labels: what annotations are matched with.
fn normalize_messages(diagnostics: &mut [diagnostics::Diagnostic], normalize: &dyn Fn(&str) -> String) {
    for diagnostic in diagnostics {
        diagnostic.message = normalize(&diagnostic.message);
        for label in &mut diagnostic.span_labels {
            label.text = normalize(&label.text);
        }
        normalize_messages(&mut diagnostic.children, normalize);
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
    if let Some(ct) = spec.compiletest.as_deref() {
        outcome = outcome.as_compiletest_judges(ct, spec.stage);
    }
    let run_end = run.run.as_ref().map(|r| RunEnd::from(r.status));
    if run_end == Some(RunEnd::TimedOut) {
        outcome = Outcome::Timeout;
    }
    if run.run.as_ref().is_some_and(|r| matches!(r.status, invoke::Exit::OutputCut | invoke::Exit::DiskFull(_))) {
        outcome = Outcome::Crash;
    }
    // compiletest's order: its built-in normalizations and rendering (`LL`), then the test's
    // own rules on that result.
    // compiletest's normalizations of every stream it compares, then the rules given.
    let relative_dir = spec
        .compiletest
        .as_deref()
        .and_then(|ct| snippet_dir.strip_prefix(&ct.folder).ok())
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    let flags = spec.compile_flags.join(" ");
    let json = ["--error-format json", "--error-format=json", "--error-format pretty-json", "--error-format=pretty-json"]
        .iter()
        .any(|f| flags.contains(f));
    let compiletest = normalize::CompiletestContext { relative_dir: &relative_dir, json };
    // compiletest matches annotations with each message normalized as its output is (its own
    // rules, not the test's): `ALLOC0` numbered within the message, v0 crate hashes
    // `CsCRATE_HASH_`, `$DIR`.
    let parsed = match (spec.compiletest.as_deref(), snippet.kind) {
        (Some(_), SnippetKind::File) => {
            let mut parsed = parsed;
            normalize_messages(&mut parsed.diagnostics, &|text| normalize::normalize_compiletest(text, &context, &compiletest));
            parsed
        }
        (Some(_) | None, _) => parsed,
    };
    let as_compiletest =
        |text: &str, rules: &[SnippetRule]| normalize::apply_rules(normalize::normalize_compiletest(text, &context, &compiletest), rules);
    let stderr = match spec.compiletest.as_deref() {
        Some(ct) => {
            // A test's own `--error-format` output is compared as rustc wrote it, as compiletest
            // compares it; otherwise what the JSON renders.
            let text = match spec.compile_flags.iter().any(|f| f.contains("--error-format")) {
                true => run.compile.stderr.clone(),
                false => format!("{}{}", parsed.rendered, parsed.future_incompat),
            };
            let normalized = normalize::normalize_compiletest(&text, &context, &compiletest);
            // `-Z ui-testing=no` (the test's, after compiletest's own) keeps rustc's line numbers.
            let rendered = match ct.nightly_flags.iter().any(|f| f == "-Zui-testing=no") {
                true => crate::dialect::compiletest::strip_annotations(&normalized),
                false => crate::dialect::compiletest::render(&normalized),
            };
            normalize::apply_rules(rendered, &spec.normalize)
        }
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
            Some(match spec.compiletest.as_deref() {
                Some(ct) => as_compiletest(&program.stdout, &ct.normalize_stdout),
                None => normalize::normalize(&program.stdout, &context, &spec.normalize),
            })
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
            let compiler = as_compiletest(&run.compile.stdout, &ct.normalize_stdout);
            let program = run.run.as_ref().map(|r| as_compiletest(&r.stderr, &spec.normalize));
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
            if let Some(cargo) = &spec.cargo {
                claim.failures.extend(verdict::check_file_lines(&cargo.file_lines, &run.shown_files));
            }
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

impl Bless {
    /// Splits `--bless` out of a test binary's arguments (libtest does not know it); `BLESS=1`
    /// comes in `self`, from the configuration. The suite's `cargo test` driver and a crate's UI
    /// trials read their arguments by this one rule.
    pub fn take_from(self, args: Vec<String>) -> (Bless, Vec<String>) {
        let mut blessing = self == Bless::Yes;
        let rest = args
            .into_iter()
            .filter(|a| {
                let is = a == "--bless";
                blessing |= is;
                !is
            })
            .collect();
        (if blessing { Bless::Yes } else { Bless::No }, rest)
    }
}

/// A cell of a plan that is not skipped, with what running it takes: the one place a cell's
/// kind decides how it runs.
#[derive(Debug)]
pub struct Runnable<'a> {
    /// Which cell.
    pub cell: CellRef,
    /// The snippet.
    pub snippet: &'a Snippet,
    /// The lane's name.
    pub lane_name: &'a str,
    /// The lane.
    pub lane: &'a ReadyLane,
    /// What runs.
    pub work: Work<'a>,
    /// Why the lane cannot run it, if so: no process starts, the verdict is not applicable.
    pub unsupported: Option<Unsupported>,
}

/// What a runnable cell runs, by kind.
#[derive(Debug, Clone, Copy)]
pub enum Work<'a> {
    /// A compile under the edition of this spec.
    Compile(&'a EditionSpec),
    /// The snippet's migration.
    Migration,
}

impl Plan {
    /// A cell with what running it takes, or why it is skipped.
    pub fn runnable(&self, cell: CellRef) -> Result<Runnable<'_>, Skip> {
        let (snippet, lane_name) = (&self.snippets[cell.snippet], self.lanes[cell.lane].name.as_str());
        let (lane, unsupported) = match self.disposition(cell) {
            Disposition::Skipped { reason } => return Err(reason),
            Disposition::Run { lane, .. } => (lane, None),
            Disposition::Unsupported { lane, why, .. } => (lane, Some(why)),
        };
        let work = match cell.kind {
            CellKind::Compile(edition) => Work::Compile(snippet.edition(edition).ok_or(Skip::NotPlanned)?),
            CellKind::Migration => Work::Migration,
        };
        Ok(Runnable { cell, snippet, lane_name, lane, work, unsupported })
    }
}

/// Runs and judges one cell that is not skipped: its result (from `source`, or the
/// unsupported result without a process), judged by [`judge_compile`] or [`judge_migration`].
pub fn run_cell(
    cell: &Runnable<'_>,
    expectations: &expectations::Expectations,
    options: &Options,
    source: &dyn CellSource,
) -> Result<Record, Error> {
    let Runnable { snippet, lane_name, lane, work, unsupported, .. } = cell;
    let interrupted = crate::invoke::sandbox::check_not_interrupted;
    match *work {
        Work::Compile(spec) => {
            let result = match unsupported {
                Some(why) => unsupported_result(snippet, spec, lane_name, why.clone()),
                None => source.result(snippet, spec, lane_name, lane, options.timeout).and_then(|result| interrupted().map(|()| result))?,
            };
            judge_compile(result, spec, lane, expectations, options.bless).map(Record::Compile)
        }
        Work::Migration => {
            let result = match unsupported {
                Some(why) => crate::migrate::unsupported_result(snippet, lane_name, why.clone()),
                None => source.migration(snippet, lane_name, lane, options.timeout).and_then(|result| interrupted().map(|()| result))?,
            };
            judge_migration(snippet, Some(lane), result, expectations, options.bless).map(Record::Migration)
        }
    }
}

/// Judges a compile cell: its claim status (computed once, with the dates it records) and
/// verdict, comparing its expectations where the status asks for it, unless blessing.
pub fn judge_compile(
    result: CellResult,
    spec: &EditionSpec,
    lane: &ReadyLane,
    store: &expectations::Expectations,
    bless: Bless,
) -> Result<CellRecord, Error> {
    CellRecord::judge_comparing(result, spec, &lane.identity.release, |result| match (bless, spec.compiletest.as_deref()) {
        // A crate UI test's expectations are trybuild's files beside it, compared by its source
        // into the claim check (the `ui` front end's cell source), as a `.fixed` file is.
        _ if spec.crate_ui.is_some() => Ok(Vec::new()),
        (Bless::No, Some(ct)) => store.compare_compiletest(result, ct),
        (Bless::No, None) => store.compare(result),
        (Bless::Yes, _) => Ok(Vec::new()),
    })
}

/// Judges a migration cell's result: compared with the blessed rewrite unless blessing, then
/// with the snippet's `migrate:` claim by [`verdict::migration`]; `lane`, when ready, dates the
/// claim.
pub fn judge_migration(
    snippet: &Snippet,
    lane: Option<&ReadyLane>,
    result: MigrationResult,
    store: &expectations::Expectations,
    bless: Bless,
) -> Result<MigrationRecord, Error> {
    let mismatch = match (bless, &result.outcome) {
        (Bless::Yes, _) | (_, crate::model::MigrationOutcome::NotApplicable { .. }) => None,
        (Bless::No, _) => store.compare_migration(&result.snippet, &result.lane, snippet.kind.migrated_stream(), &result.migrated)?,
    };
    // A claim dated `breaks since R` says nothing of older lanes.
    let release = lane.map(|lane| &lane.identity.release);
    let claim = snippet.migrate.as_ref().filter(|claim| release.is_none_or(|release| claim.applies_on(release)));
    Ok(verdict::migration(result, claim, mismatch))
}

/// The counts of a run so far, kept by the runner alone and carried in its events.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    /// Verdict pass.
    pub passed: usize,
    /// Verdict pass, stale as recorded.
    pub stale: usize,
    /// Verdict fail.
    pub failed: usize,
    /// Not applicable (unsupported).
    pub not_applicable: usize,
    /// Cells skipped (their lane is not ready, or the front end skipped them).
    pub ignored: usize,
    /// Cells the harness could not run.
    pub errored: usize,
}

impl Counts {
    /// Counts one judged cell by its verdict (a pass whose claim fails as recorded is stale).
    pub fn count(&mut self, kind: VerdictKind) {
        match kind {
            VerdictKind::Pass => self.passed += 1,
            VerdictKind::Stale => self.stale += 1,
            VerdictKind::Fail => self.failed += 1,
            VerdictKind::NotApplicable => self.not_applicable += 1,
        }
    }

    /// The cells that finished (judged or errored).
    pub fn finished(&self) -> usize {
        self.passed + self.stale + self.failed + self.not_applicable + self.errored
    }
}

/// An event of a run, for reporters (the console, the store's recorder, CI outputs, `cargo
/// test`'s trials), as nextest's reporter receives them. Every event after the start carries
/// the counts so far; the end carries the totals.
#[derive(Debug)]
pub enum Event {
    /// The run starts.
    RunStarted {
        /// Cells that will run (supported or not).
        cells: usize,
        /// Cells skipped.
        skipped: usize,
    },
    /// A cell was skipped: it does not run, and neither passes nor fails.
    CellSkipped {
        /// Which cell.
        cell: CellRef,
        /// Why.
        reason: Skip,
        /// The counts, this cell included.
        counts: Counts,
    },
    /// A cell starts.
    CellStarted {
        /// Which cell.
        cell: CellRef,
        /// The counts so far.
        counts: Counts,
    },
    /// A cell finished and was judged.
    CellFinished {
        /// Which cell.
        cell: CellRef,
        /// Its record: result, (claim status,) verdict.
        record: Box<Record>,
        /// The counts, this cell included.
        counts: Counts,
    },
    /// A cell could not be run (an infrastructure error).
    CellErrored {
        /// Which cell.
        cell: CellRef,
        /// What failed.
        error: String,
        /// The counts, this cell included.
        counts: Counts,
    },
    /// The run ended.
    RunFinished {
        /// The totals.
        counts: Counts,
    },
}

/// Receives the events of a run. An error stops the run: no cell starts after it, and the
/// run returns it.
pub trait Reporter {
    /// Handles one event.
    fn event(&mut self, plan: &Plan, event: &Event) -> Result<(), Error>;
}

/// A closure is a reporter (a test's, a one-off consumer's).
impl<F: FnMut(&Plan, &Event) -> Result<(), Error>> Reporter for F {
    fn event(&mut self, plan: &Plan, event: &Event) -> Result<(), Error> {
        self(plan, event)
    }
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
    /// The result of a compile cell its lane supports.
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

/// The one rule by which a cell's fresh result is kept, whatever its kind and whichever cache
/// keeps it: only once the run is known not to be interrupted (what the processes left may be
/// half gone: an interrupted cell is never kept as a verdict), and only when deciding it again
/// costs something (`worth_keeping`). `keep` writes it; the result is handed back.
pub fn keep_fresh<T>(result: T, worth_keeping: bool, keep: impl FnOnce(&T) -> Result<(), Error>) -> Result<T, Error> {
    crate::invoke::sandbox::check_not_interrupted()?;
    if worth_keeping {
        keep(&result)?;
    }
    Ok(result)
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

/// What a run gives back: the records of the cells that finished, and the totals.
#[derive(Debug, Default)]
pub struct Finished {
    /// The records, in the order the cells finished.
    pub records: Vec<Record>,
    /// The totals (those of [`Event::RunFinished`]).
    pub counts: Counts,
}

/// Runs `cells` of the plan on `options.jobs` threads: the one runner, whoever consumes it (the
/// `edrift` binary, `cargo test`'s trials). Every event goes to every reporter, in order, on the
/// calling thread: the run's start, each skipped cell, each cell's start and finish (or error),
/// the end, each with the counts so far. A reporter's error stops the run (the cells running
/// finish, none starts) and is returned.
pub fn run(
    plan: &Plan,
    cells: &[CellRef],
    expectations: &expectations::Expectations,
    options: &Options,
    source: &dyn CellSource,
    reporters: &mut [&mut dyn Reporter],
) -> Result<Finished, Error> {
    let mut send = |event: &Event| reporters.iter_mut().try_for_each(|reporter| reporter.event(plan, event));
    let (mut runnable, mut skipped) = (Vec::new(), Vec::new());
    for &cell in cells {
        match plan.runnable(cell) {
            Ok(job) => runnable.push(job),
            Err(reason) => skipped.push((cell, reason)),
        }
    }
    send(&Event::RunStarted { cells: runnable.len(), skipped: skipped.len() })?;
    let mut counts = Counts::default();
    for (cell, reason) in skipped {
        counts.ignored += 1;
        send(&Event::CellSkipped { cell, reason, counts })?;
    }
    let mut records = Vec::new();
    let mut failed = None;
    let work = |job: Runnable<'_>, report: &dyn Fn(Message)| {
        report(Message::Started(job.cell));
        // A panic is a harness bug: it errs this cell, never the run.
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_cell(&job, expectations, options, source)))
            .unwrap_or_else(|_| Err(Error::Bug(format!("a harness bug: the cell `{}` panicked", plan.name(job.cell)))));
        report(Message::Finished(job.cell, outcome.map(Box::new)));
    };
    pool(options.jobs, runnable, work, |message| {
        let event = message.counted(&mut counts);
        if let Err(error) = send(&event) {
            failed = Some(error);
            return Flow::Stop;
        }
        if let Event::CellFinished { record, .. } = event {
            records.push(*record);
        }
        Flow::Continue
    });
    if let Some(error) = failed {
        return Err(error);
    }
    send(&Event::RunFinished { counts })?;
    Ok(Finished { records, counts })
}

/// The records of `cells` for a consumer that observes results rather than judging them against
/// expectations (a claim's dates, a bisection): run by [`run`] on one worker, as when blessing
/// (no expectation is read, none is written); `None` for a skipped cell. A cell that cannot run
/// is the error.
pub fn observe(plan: &Plan, cells: &[CellRef], source: &dyn CellSource, timeout: Duration) -> Result<Vec<Option<Record>>, Error> {
    let options = Options { jobs: 1, timeout, bless: Bless::Yes };
    let unread = expectations::Expectations { root: std::path::PathBuf::new(), reference: String::new(), lanes: Vec::new() };
    let mut seen = std::collections::HashMap::new();
    let mut keep = |plan: &Plan, event: &Event| match event {
        Event::CellFinished { cell, record, .. } => {
            seen.insert(*cell, (**record).clone());
            Ok(())
        }
        Event::CellErrored { cell, error, .. } => Err(Error::Cell { cell: plan.name(*cell), message: error.clone() }),
        Event::RunStarted { .. } | Event::CellSkipped { .. } | Event::CellStarted { .. } | Event::RunFinished { .. } => Ok(()),
    };
    run(plan, cells, &unread, &options, source, &mut [&mut keep])?;
    Ok(cells.iter().map(|cell| seen.remove(cell)).collect())
}

/// What a worker tells the calling thread.
enum Message {
    Started(CellRef),
    Finished(CellRef, Result<Box<Record>, Error>),
}

impl Message {
    /// The message as an event, counted.
    fn counted(self, counts: &mut Counts) -> Event {
        match self {
            Message::Started(cell) => Event::CellStarted { cell, counts: *counts },
            Message::Finished(cell, Ok(record)) => {
                counts.count(record.kind());
                Event::CellFinished { cell, record, counts: *counts }
            }
            Message::Finished(cell, Err(error)) => {
                counts.errored += 1;
                Event::CellErrored { cell, error: error.to_string(), counts: *counts }
            }
        }
    }
}

/// Whether a pool takes more work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Go on.
    Continue,
    /// Start no more work (what runs finishes).
    Stop,
}

/// The worker pool: runs `work` on each item on `jobs` threads (at least one, at most one per
/// item); what the workers `report` reaches `receive` on the calling thread, in order, which can
/// stop the pool: after [`Flow::Stop`], `receive` is not called again and no worker takes a new
/// item once the message it waits to hand over is taken (a report waits for the calling thread).
pub fn pool<T: Send, M: Send>(jobs: usize, items: Vec<T>, work: impl Fn(T, &dyn Fn(M)) + Sync, mut receive: impl FnMut(M) -> Flow) {
    let workers = jobs.max(1).min(items.len());
    let queue = Mutex::new(items.into_iter());
    let stopped = AtomicBool::new(false);
    // A rendezvous: a worker's report waits until the calling thread takes it, so a stop is
    // seen before the worker takes another item.
    let (sender, receiver) = mpsc::sync_channel::<M>(0);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let sender = sender.clone();
            let (queue, stopped, work) = (&queue, &stopped, &work);
            scope.spawn(move || {
                let report = |message| {
                    let _ = sender.send(message);
                };
                while !stopped.load(Ordering::Relaxed) {
                    let next = queue.lock().map(|mut q| q.next()).unwrap_or(None);
                    let Some(item) = next else { break };
                    work(item, &report);
                }
            });
        }
        drop(sender);
        let mut flow = Flow::Continue;
        // After a stop, what the workers still report is drained, unread.
        for message in receiver {
            if flow == Flow::Continue {
                flow = receive(message);
                if flow == Flow::Stop {
                    stopped.store(true, Ordering::Relaxed);
                }
            }
        }
    });
}

#[cfg(test)]
mod tests;
