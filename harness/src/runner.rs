//! The runner: takes the cells of a plan through `invoke -> diagnostics -> normalize -> verdict`
//! and sends each result as an event to whoever reports. It decides `unsupported` before
//! running (from the lane's probed capabilities and the snippet's predicates), never prints,
//! and never touches libtest: `testing` adapts it to `cargo test`, `main` to the CLI.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::diagnostics;
use crate::directives::{Edition, EditionSpec, Snippet, SnippetKind, Stage, Tool};
use crate::error::Error;
use crate::expectations;
use crate::invoke;
use crate::lanes::{Lane, ReadyLane};
use crate::normalize::{self, Context};
use crate::verdict::{self, CellResult, Inputs, Outcome, RunEnd, Verdict};

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

/// What to run.
#[derive(Debug)]
pub struct Plan {
    /// The snippets.
    pub snippets: Vec<Snippet>,
    /// The lanes (ready or not).
    pub lanes: Vec<Lane>,
    /// The cells, in snippet, edition, lane order.
    pub cells: Vec<CellRef>,
}

impl Plan {
    /// Every (snippet, edition, lane) whose edition and lane pass the filters.
    pub fn new(snippets: Vec<Snippet>, lanes: Vec<Lane>, editions: &[Edition], lane_names: &[String]) -> Plan {
        let mut cells = Vec::new();
        for (s, snippet) in snippets.iter().enumerate() {
            for spec in &snippet.editions {
                if !editions.is_empty() && !editions.contains(&spec.edition) {
                    continue;
                }
                for (l, lane) in lanes.iter().enumerate() {
                    if lane_names.is_empty() || lane_names.contains(&lane.name) {
                        cells.push(CellRef { snippet: s, edition: spec.edition, lane: l });
                    }
                }
            }
        }
        Plan { snippets, lanes, cells }
    }

    /// The cell's name: `<suite>/<snippet>::<edition>::<lane>`.
    pub fn name(&self, cell: CellRef) -> String {
        format!("{}::{}::{}", self.snippets[cell.snippet].id, cell.edition, self.lanes[cell.lane].name)
    }
}

/// Why a lane cannot run a cell, decided before running; `None` when it can.
pub fn unsupported(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane) -> Option<String> {
    let release = &lane.identity.release;
    if !lane.capabilities.editions.contains(&spec.edition) {
        return Some(format!("rustc {release} does not accept --edition={}", spec.edition.year()));
    }
    if spec.needs_nightly && !release.is_nightly() {
        return Some("needs-nightly".to_string());
    }
    if let Some(min) = &spec.min_rust {
        if release.numbers() < min.numbers() {
            return Some(format!("min-rust: {min}"));
        }
    }
    if let Some(max) = &spec.max_rust {
        if release.numbers() > max.numbers() {
            return Some(format!("max-rust: {max}"));
        }
    }
    if snippet.kind == SnippetKind::Package && lane.cargo.is_none() {
        return Some("the lane has no cargo".to_string());
    }
    match spec.stage.tool() {
        Some(Tool::Rustdoc) if lane.rustdoc.is_none() => Some("the lane has no rustdoc".to_string()),
        Some(Tool::Rustfmt) if lane.rustfmt.is_none() => Some("the lane has no rustfmt".to_string()),
        Some(Tool::Rustdoc | Tool::Rustfmt) | None => None,
    }
}

/// Runs one cell and checks its claim (expectations are compared by [`judge`]).
pub fn execute(snippet: &Snippet, spec: &EditionSpec, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<CellResult, Error> {
    if let Some(why) = unsupported(snippet, spec, lane) {
        return Ok(CellResult {
            snippet: snippet.id.clone(),
            edition: spec.edition,
            lane: lane_name.to_string(),
            outcome: Outcome::Unsupported,
            unsupported: Some(why),
            run: None,
            diagnostics: Vec::new(),
            stderr: String::new(),
            stdout: None,
            claim: Default::default(),
            command: Vec::new(),
            duration: Duration::ZERO,
        });
    }
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
    let stderr = normalize::normalize(&parsed.rendered, &context, &spec.normalize);
    let stdout = match (&run.run, snippet.kind) {
        // rustdoc's own messages (a broken intra-doc link, a bad attribute) follow its stdout.
        (Some(rustdoc), _) if spec.stage.tool() == Some(Tool::Rustdoc) && !rustdoc.stderr.is_empty() => {
            let text = format!("{}== rustdoc stderr ==\n{}", rustdoc.stdout, rustdoc.stderr);
            Some(normalize::normalize(&text, &context, &spec.normalize))
        }
        (Some(program), _) => Some(normalize::normalize(&program.stdout, &context, &spec.normalize)),
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
    let claim = match outcome {
        Outcome::Accepted | Outcome::Rejected => {
            let formatted = (spec.stage == Stage::Rustfmt).then_some(run.compile.stdout.as_str());
            verdict::check_claim(spec, outcome, run_end, &parsed.diagnostics, formatted)
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

/// Decides a cell's verdict: its claim (with `stale-since`) and, unless blessing, its
/// expectations.
pub fn judge(
    result: &CellResult,
    spec: &EditionSpec,
    lane: &ReadyLane,
    store: &expectations::Store,
    bless: Bless,
) -> Result<Verdict, Error> {
    let release = &lane.identity.release;
    let stale = spec
        .stale_since
        .as_ref()
        .filter(|s| verdict::stale_applies(Some(s), release))
        .or_else(|| spec.holds_since.as_ref().filter(|h| release.numbers() < h.release.numbers()));
    let mismatches = match (bless, result.outcome) {
        (Bless::No, Outcome::Accepted | Outcome::Rejected) => store.compare(result)?,
        // An `observe` cell has only its expectation: an ICE's output is compared too.
        (Bless::No, Outcome::Ice) if spec.observe => store.compare(result)?,
        (Bless::Yes, _) | (Bless::No, Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported) => Vec::new(),
    };
    if spec.observe {
        return Ok(verdict::observed(result.outcome, result.unsupported.as_deref(), &mismatches, &result.stderr));
    }
    Ok(verdict::decide(Inputs {
        outcome: result.outcome,
        unsupported: result.unsupported.as_deref(),
        claim: &result.claim,
        stale,
        mismatches: &mismatches,
        stderr: &result.stderr,
    }))
}

/// An event of a run, for reporters.
#[derive(Debug)]
pub enum Event {
    /// A cell finished.
    Finished {
        /// Which cell.
        cell: CellRef,
        /// Its result.
        result: Box<CellResult>,
        /// Its verdict.
        verdict: Verdict,
    },
    /// A cell could not be run (an infrastructure error).
    Errored {
        /// Which cell.
        cell: CellRef,
        /// What failed.
        error: String,
    },
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

/// Produces a cell's result, for instance from a cache; the default runs it.
pub trait Source: Sync {
    /// The result of a cell.
    fn result(
        &self,
        snippet: &Snippet,
        spec: &EditionSpec,
        lane_name: &str,
        lane: &ReadyLane,
        timeout: Duration,
    ) -> Result<CellResult, Error>;
}

/// Runs every cell with rustc: no cache.
pub struct Fresh;

impl Source for Fresh {
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
}

/// Runs the plan's cells on `options.jobs` threads; `on_event` is called on the calling thread
/// for each finished cell. Cells on lanes that are not ready are skipped (the caller reports
/// them).
pub fn run(plan: &Plan, store: &expectations::Store, options: &Options, source: &dyn Source, mut on_event: impl FnMut(Event)) {
    let queue: Vec<CellRef> = plan.cells.iter().copied().filter(|c| plan.lanes[c.lane].ready().is_some()).collect();
    let queue = Arc::new(Mutex::new(queue.into_iter()));
    let (sender, receiver) = mpsc::channel::<Event>();
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            let queue = Arc::clone(&queue);
            let sender = sender.clone();
            scope.spawn(move || loop {
                let next = queue.lock().map(|mut q| q.next()).unwrap_or(None);
                let Some(cell) = next else { break };
                let _ = sender.send(run_one(plan, cell, store, options, source));
            });
        }
        drop(sender);
        for event in receiver {
            on_event(event);
        }
    });
}

/// Runs and judges one cell.
pub fn run_one(plan: &Plan, cell: CellRef, store: &expectations::Store, options: &Options, source: &dyn Source) -> Event {
    let snippet = &plan.snippets[cell.snippet];
    let lane = &plan.lanes[cell.lane];
    let (Some(spec), Some(ready)) = (snippet.edition(cell.edition), lane.ready()) else {
        return Event::Errored { cell, error: format!("lane `{}` is not ready", lane.name) };
    };
    let outcome = source
        .result(snippet, spec, &lane.name, ready, options.timeout)
        .and_then(|result| judge(&result, spec, ready, store, options.bless).map(|verdict| (result, verdict)));
    match outcome {
        Ok((result, verdict)) => Event::Finished { cell, result: Box::new(result), verdict },
        Err(error) => Event::Errored { cell, error: error.to_string() },
    }
}
