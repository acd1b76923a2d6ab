//! Stage `report`: the cells of a run (and the store's history) in, reports out. One document,
//! `drift.json` ([`Document`], schema in docs/drift-json.md), is built first; every other
//! report is rendered from it: the HTML dashboard ([`html`]), JUnit XML and GitHub Actions
//! annotations ([`ci`]). It never runs anything and never reads the snippets' files.

mod build;
pub mod ci;
pub mod history;
pub mod html;

use std::collections::BTreeMap;
use std::path::Path;

use crate::drift::{Category, Count};
use crate::error::Error;
use crate::fsutil;
use crate::model::{ClaimStatus, SnippetKind, Stage};
use crate::store::RunInfo;
use crate::verdict::{Outcome, RunEnd, VerdictKind};

pub use build::Inputs;

/// The version of `drift.json`'s schema. Bump it when a field changes meaning or goes away
/// (adding a field is compatible), and say what changed in docs/drift-json.md.
pub const SCHEMA_VERSION: u32 = 2;

/// `drift.json`: everything the reports show.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Document {
    /// [`SCHEMA_VERSION`].
    pub schema_version: u32,
    /// When it was generated (RFC 3339, UTC).
    pub generated_at: String,
    /// The harness version (`store::harness_version`).
    pub harness_version: String,
    /// The run of the store's history whose cells these are.
    pub run_id: Option<i64>,
    /// The lane whose expectations are the baseline.
    pub reference_lane: String,
    /// The editions, oldest first (`e2021`).
    pub editions: Vec<String>,
    /// The lanes, ordered by release (nightly last).
    pub lanes: Vec<LaneEntry>,
    /// The snippets with their provenance, sorted by id.
    pub snippets: Vec<SnippetEntry>,
    /// One per (snippet, edition, lane) that ran, sorted.
    pub cells: Vec<CellEntry>,
    /// Drift between adjacent lanes that ran, per snippet and edition.
    pub transitions: Vec<Transition>,
    /// Drift from edition 2021 to edition 2024 on each lane, per snippet.
    pub edition_changes: Vec<EditionChange>,
    /// Claim status per (snippet, edition) and lane.
    pub claims: Vec<ClaimEntry>,
    /// Drift counts of past runs, oldest first.
    pub history: Vec<HistoryPoint>,
    /// One per (snippet, lane) migration cell that ran (`--migrate`, `cargo test`), sorted.
    #[serde(default)]
    pub migrations: Vec<MigrationEntry>,
    /// Migration drift between adjacent lanes that migrated, per snippet (`edition` is `migrate`).
    #[serde(default)]
    pub migration_transitions: Vec<Transition>,
    /// Counts.
    pub summary: Summary,
}

/// One migration cell (the `migrate` stage) of a snippet on a lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MigrationEntry {
    /// The snippet.
    pub snippet: String,
    /// The lane.
    pub lane: String,
    /// `migrated-and-equivalent`, `nothing-to-migrate`, ... (`crate::model::MigrationOutcome::name`).
    pub outcome: String,
    /// The outcome in words, with the errors or the diff.
    pub detail: String,
    /// `pass`, `fail` or `n/a`.
    pub verdict: String,
    /// The migration lints that fired.
    pub fired: Vec<String>,
    /// The lints whose fixes rewrote the code.
    pub applied: Vec<String>,
    /// Whether the code was rewritten.
    pub rewritten: bool,
    /// Rewritten although the unmigrated code compiles and behaves the same under 2024.
    pub needless: bool,
    /// Drift from the previous lane that migrated it (`migration-changed`, `unchanged`, ...).
    pub drift: Option<Category>,
}

/// Migration outcomes on one lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MigrationSummary {
    /// The lane.
    pub lane: String,
    /// Per outcome name, every outcome listed (zero included).
    pub outcomes: BTreeMap<String, usize>,
    /// Migrations that rewrote code that needed no change.
    pub needless: usize,
}

/// A lane and what `rustc -vV` says of it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LaneEntry {
    /// `1.95`, `nightly`.
    pub name: String,
    /// `rustup:1.95.0`, `debian:rustc-web=...`.
    pub source: String,
    /// The place that served it, where that is not `source` as declared (a fallback, or the
    /// Debian version a suite had): `debian:sid:rustc=1.97.1+dfsg1-1`, `rustup:1.97.1`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub served: Option<String>,
    /// Whether it can run cells.
    pub status: LaneState,
    /// Why it is not ready, and how to fix it.
    pub notice: Option<String>,
    /// Whether it is the reference lane.
    pub reference: bool,
    /// The identity, when ready.
    pub identity: Option<IdentityEntry>,
    /// Editions it accepts (`e2021`).
    pub editions: Vec<String>,
}

/// A lane's state, as `drift.json` spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LaneState {
    /// `ready`
    Ready,
    /// `missing`: not installed.
    Missing,
    /// `identity-mismatch`: its rustc is another release than declared.
    IdentityMismatch,
    /// `broken`: its rustc does not run.
    Broken,
}

impl LaneState {
    /// The word (`ready`, `identity-mismatch`, ...).
    pub fn name(self) -> &'static str {
        match self {
            LaneState::Ready => "ready",
            LaneState::Missing => "missing",
            LaneState::IdentityMismatch => "identity-mismatch",
            LaneState::Broken => "broken",
        }
    }
}

/// `rustc -vV`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IdentityEntry {
    /// `1.95.0`.
    pub release: String,
    /// The commit.
    pub commit_hash: String,
    /// The commit's date.
    pub commit_date: String,
    /// The host triple.
    pub host: String,
    /// LLVM's version.
    pub llvm: String,
    /// `rustc 1.95.0 (59807616e 2026-04-14)`.
    pub version_line: String,
}

/// A snippet and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SnippetEntry {
    /// `<suite>/<name>`.
    pub id: String,
    /// The suite.
    pub suite: String,
    /// Its path from the project root.
    pub path: String,
    /// `file` or `package`.
    pub kind: SnippetKind,
    /// SHA-256 of its content.
    pub hash: String,
    /// Its main file's text.
    pub text: String,
    /// `rfc:`.
    pub rfc: Option<String>,
    /// `source:` (`<file>#block-N`).
    pub source: Option<String>,
    /// `section:`.
    pub section: Option<String>,
    /// `variant-of:`.
    pub variant_of: Option<String>,
    /// `verbatim:`: the snippet (id) that tests this verbatim block's claim; its cells observe.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verbatim: Option<String>,
    /// `note:` lines.
    pub notes: Vec<String>,
    /// What it claims per edition.
    pub editions: Vec<SnippetEdition>,
}

/// What a snippet claims under one edition.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SnippetEdition {
    /// `e2021`.
    pub edition: String,
    /// `check-pass`, ...
    pub stage: Stage,
    /// `claim:` texts.
    pub claims: Vec<String>,
    /// How many annotations.
    pub annotations: usize,
    /// `stale-since`, if any.
    pub stale_since: Option<StaleEntry>,
    /// `holds-since`, if any.
    pub holds_since: Option<StaleEntry>,
}

/// `stale-since: R "why"` or `holds-since: R "why"`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StaleEntry {
    /// R.
    pub release: String,
    /// Why.
    pub reason: String,
}

/// One cell.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellEntry {
    /// The snippet.
    pub snippet: String,
    /// `e2021`.
    pub edition: String,
    /// The lane.
    pub lane: String,
    /// What the cell did.
    pub outcome: Outcome,
    /// `pass`, `stale` (passes, the claim failing as a date records), `fail`, `n/a`.
    pub verdict: VerdictKind,
    /// The claim's status on this lane: `{"status": "stale", "since": "1.92.0"}`.
    pub claim_status: ClaimStatus,
    /// Every reason it failed, or why it is not applicable.
    pub reasons: Vec<String>,
    /// The snippet line of the first failure, for annotations.
    pub line: Option<usize>,
    /// Whether the claim holds (whatever its dates say): its status is `holds`, `holds-again`
    /// or `holds-early`.
    pub claim_holds: bool,
    /// The code of the first error (a top-level diagnostic of level error) that has one.
    pub primary_code: Option<String>,
    /// The first diagnostic's message.
    pub first_message: Option<String>,
    /// Counts and codes of the diagnostics.
    pub diagnostics: DiagnosticsSummary,
    /// The normalized stderr.
    pub stderr: String,
    /// The program's normalized stdout (run stages) or cargo's shown files.
    pub stdout: Option<String>,
    /// How the program ended, for run stages: `{"code": 0}`, `{"signal": 6}`, `"timed-out"`.
    pub run: Option<RunEnd>,
    /// Wall time of its processes, in milliseconds (when it was compiled, if cached).
    pub duration_ms: u64,
    /// The drift from the same cell on the previous lane that ran.
    pub drift: Option<Category>,
}

/// Top-level diagnostics (summaries left out) of a cell.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DiagnosticsSummary {
    /// Errors.
    pub errors: usize,
    /// Warnings.
    pub warnings: usize,
    /// Others (notes, helps, failure notes).
    pub others: usize,
    /// Their codes and lint names, in order, without repeats.
    pub codes: Vec<String>,
}

/// The drift of one snippet and edition between two adjacent lanes.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Transition {
    /// The snippet.
    pub snippet: String,
    /// The edition.
    pub edition: String,
    /// The earlier lane.
    pub from: String,
    /// The later lane.
    pub to: String,
    /// The category.
    pub category: Category,
    /// What differs.
    pub detail: String,
}

/// The drift of one snippet from edition 2021 to 2024 on one lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EditionChange {
    /// The snippet.
    pub snippet: String,
    /// The lane.
    pub lane: String,
    /// The category.
    pub category: Category,
    /// What differs.
    pub detail: String,
}

/// A claim (what a snippet asserts for one edition) on every lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClaimEntry {
    /// The snippet.
    pub snippet: String,
    /// The edition.
    pub edition: String,
    /// The RFC, if any.
    pub rfc: Option<String>,
    /// The claim in words (`claim:` texts; else the stage).
    pub text: String,
    /// `stale-since`, if recorded.
    pub stale_since: Option<StaleEntry>,
    /// `holds-since`, if recorded.
    pub holds_since: Option<StaleEntry>,
    /// Per lane, in lane order.
    pub lanes: Vec<ClaimLane>,
    /// The first lane from which it fails on every later lane, after holding on an earlier one.
    pub fails_since: Option<String>,
    /// Every change of its status between lanes (release order, lanes where it is not
    /// applicable spanned): `(last lane with the old status, first lane with the new]`.
    #[serde(default)]
    pub intervals: Vec<crate::interval::Interval>,
    /// The verbatim blocks (ids) whose claim this snippet tests (`verbatim:` naming it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub verbatim_blocks: Vec<String>,
}

/// A claim's status on one lane: `{"lane": "1.95", "status": "stale", "since": "1.92.0"}`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClaimLane {
    /// The lane.
    pub lane: String,
    /// The cell's claim status (`status` and, for a dated status, `since`), or `not-run`.
    #[serde(flatten)]
    pub claim: LaneClaim,
}

/// A claim on one lane: the status of its cell, or not run.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
pub enum LaneClaim {
    /// The cell ran: its claim status.
    Ran(ClaimStatus),
    /// No cell ran on this lane (`{"status": "not-run"}`).
    NotRun(NotRun),
}

/// `{"status": "not-run"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum NotRun {
    /// The lane is not ready, or the cell was not selected.
    NotRun,
}

impl LaneClaim {
    /// The status word (`holds`, `stale`, `not-run`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            LaneClaim::Ran(status) => status.name(),
            LaneClaim::NotRun(NotRun::NotRun) => "not-run",
        }
    }
}

/// Drift counts of one past run.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HistoryPoint {
    /// The run.
    pub run_id: i64,
    /// When it started (RFC 3339).
    pub started_at: String,
    /// Its lanes that ran, with their releases (`nightly 1.97.0-nightly (abc)`).
    pub lanes: Vec<String>,
    /// Drifting pairs between its adjacent lanes, per category slug.
    pub counts: BTreeMap<String, usize>,
}

/// Counts.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    /// Cells.
    pub cells: usize,
    /// Per verdict.
    pub verdicts: BTreeMap<VerdictKind, usize>,
    /// Per outcome.
    pub outcomes: BTreeMap<Outcome, usize>,
    /// Per pair of adjacent lanes: every category with its count.
    pub pairs: Vec<PairSummary>,
    /// Per lane, edition 2021 -> 2024: every category with its count.
    pub editions: Vec<EditionSummary>,
    /// Per lane that migrated: the migration outcomes.
    #[serde(default)]
    pub migrations: Vec<MigrationSummary>,
}

/// Drift counts between two adjacent lanes.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PairSummary {
    /// The earlier lane.
    pub from: String,
    /// The later lane.
    pub to: String,
    /// Every category, most severe first.
    pub counts: Vec<Count>,
}

/// Drift counts from edition 2021 to 2024 on one lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct EditionSummary {
    /// The lane.
    pub lane: String,
    /// Every category, most severe first.
    pub counts: Vec<Count>,
}

impl Document {
    /// The cell of (snippet, edition, lane), if it ran.
    pub fn cell(&self, snippet: &str, edition: &str, lane: &str) -> Option<&CellEntry> {
        self.cells
            .binary_search_by(|c| (c.snippet.as_str(), c.edition.as_str(), c.lane.as_str()).cmp(&(snippet, edition, lane)))
            .ok()
            .map(|i| &self.cells[i])
    }

    /// The lanes that ran at least one cell, in order.
    pub fn lanes_that_ran(&self) -> Vec<&LaneEntry> {
        self.lanes.iter().filter(|l| self.cells.iter().any(|c| c.lane == l.name)).collect()
    }
}

/// Writes `drift.json` and the dashboard into `out`; returns how many files were written.
pub fn write(document: &Document, out: &Path) -> Result<usize, Error> {
    std::fs::create_dir_all(out).map_err(|e| Error::io("create", out, e))?;
    // A document is plain data: serializing it fails only through a harness bug.
    let json = serde_json::to_string_pretty(document).map_err(|e| Error::Bug(format!("failed to serialize drift.json: {e}")))?;
    fsutil::write_atomic(&out.join("drift.json"), json.as_bytes())?;
    let pages = html::render(document);
    for (relative, text) in &pages {
        let path = out.join(relative);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
        }
        fsutil::write_atomic(&path, text.as_bytes())?;
    }
    Ok(pages.len() + 1)
}

/// RFC 3339 (UTC, whole seconds) of milliseconds since the epoch.
pub fn rfc3339(ms: i64) -> String {
    // Whole seconds: Display shows a fraction only when there is one.
    match jiff::Timestamp::from_second(ms.div_euclid(1000)) {
        Ok(time) => time.to_string(),
        // Beyond the years -9999..=9999: a store's clock gone wrong, shown as it is.
        Err(_) => format!("{ms} ms after the epoch"),
    }
}

/// `edrift history`: one line per run.
pub fn history_table(runs: &[RunInfo]) -> String {
    let mut out = format!("{:>5}  {:<20}  {:>6}  {:<40}  command\n", "run", "started (UTC)", "cells", "lanes");
    for run in runs {
        let lanes: Vec<String> = run
            .lanes
            .iter()
            .filter(|l| l.status == LaneState::Ready.name())
            .map(|l| match &l.identity {
                Some(identity) => format!("{}={}", l.lane, identity.key()),
                None => l.lane.clone(),
            })
            .collect();
        let unfinished = if run.finished_at.is_none() { " (unfinished)" } else { "" };
        out.push_str(&format!(
            "{:>5}  {:<20}  {:>6}  {:<40}  {}{unfinished}\n",
            run.id,
            rfc3339(run.started_at),
            run.cells,
            lanes.join(" "),
            run.command
        ));
    }
    out
}

#[cfg(test)]
mod tests;
