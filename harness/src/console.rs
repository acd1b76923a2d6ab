//! The terminal reporter: events of a run in, a progress bar, failure details and a summary
//! out (on stderr for progress, stdout for results). It never runs anything.

use std::fmt::Write as _;
use std::io::IsTerminal as _;

use indicatif::{ProgressBar, ProgressStyle};

use crate::error::Error;
use crate::lanes::{Lane, LaneStatus};
use crate::runner::{Counts, Event, Plan, Reporter};
use crate::verdict::{MigrationRecord, Record, Verdict};

/// What the console prints of each cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// Only the cells the harness could not run (`edrift report`: failures are in the report).
    Errors,
    /// Failures and errors (`edrift run`).
    Failures,
    /// Every cell (`edrift run --verbose`).
    Every,
}

/// Prints progress, failures and errors as events arrive, to a writer (stdout, or a buffer in
/// tests); the progress bar is drawn on stderr, and only on a terminal.
pub struct Console<'a> {
    bar: ProgressBar,
    shown: Shown,
    out: Box<dyn std::io::Write + 'a>,
}

impl<'a> Console<'a> {
    /// A reporter that writes to `out`, with a bar (its length comes with the run's start) when
    /// `bar` and stderr is a terminal.
    pub fn new(shown: Shown, bar: bool, out: Box<dyn std::io::Write + 'a>) -> Console<'a> {
        let bar = if bar && std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cells {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Console { bar, shown, out }
    }

    fn print(&mut self, text: &str) -> Result<(), Error> {
        let out = &mut self.out;
        self.bar.suspend(|| out.write_all(text.as_bytes()).and_then(|()| out.flush())).map_err(Error::Report)
    }
}

/// A failed cell's lines: its name, outcome (and claim status), then every reason, indented.
fn failure(name: &str, record: &Record, reasons: &[crate::verdict::Reason]) -> String {
    let mut text = match record {
        Record::Compile(record) => format!("FAIL {name} ({}, claim {})\n", record.result.outcome.name(), record.claim),
        Record::Migration(record) => format!("FAIL {name} ({})\n", record.result.outcome.name()),
    };
    for reason in reasons {
        for line in reason.to_string().lines() {
            let _ = writeln!(text, "    {line}");
        }
    }
    text
}

/// A cell's line under `--verbose`.
fn line(name: &str, record: &Record) -> String {
    match record {
        Record::Compile(record) => {
            format!("{:<5} {name} ({}, claim {})\n", record.kind().name(), record.result.outcome.name(), record.claim)
        }
        Record::Migration(record) => {
            let kind = match record.verdict {
                Verdict::Pass => "pass",
                Verdict::NotApplicable(_) => "n/a",
                Verdict::Fail(_) => "fail",
            };
            format!("{kind:<5} {name} ({})\n", record.result.outcome.name())
        }
    }
}

impl Reporter for Console<'_> {
    fn event(&mut self, plan: &Plan, event: &Event) -> Result<(), Error> {
        match event {
            Event::RunStarted { cells, .. } => self.bar.set_length(*cells as u64),
            Event::CellStarted { .. } | Event::CellSkipped { .. } => {}
            Event::CellFinished { cell, record, counts } => {
                self.bar.set_position(counts.finished() as u64);
                let name = plan.name(*cell);
                match (record.verdict(), self.shown) {
                    (Verdict::Fail(reasons), Shown::Failures | Shown::Every) => self.print(&failure(&name, record, reasons))?,
                    (Verdict::Pass | Verdict::NotApplicable(_), Shown::Every) => self.print(&line(&name, record))?,
                    (Verdict::Fail(_), Shown::Errors) | (Verdict::Pass | Verdict::NotApplicable(_), Shown::Errors | Shown::Failures) => {}
                }
            }
            Event::CellErrored { cell, error, counts } => {
                self.bar.set_position(counts.finished() as u64);
                let text = format!("ERROR {}: {error}\n", plan.name(*cell));
                self.print(&text)?;
            }
            Event::RunFinished { .. } => self.bar.finish_and_clear(),
        }
        Ok(())
    }
}

/// The closing line: `N passed, N failed, ...`.
pub fn summary_line(s: &Counts) -> String {
    format!(
        "{} passed, {} failed, {} stale, {} not applicable, {} ignored, {} errored",
        s.passed, s.failed, s.stale, s.not_applicable, s.ignored, s.errored
    )
}

/// One line per lane that is not ready, with the way to fix it.
pub fn lane_notices(lanes: &[Lane]) -> Vec<String> {
    lanes
        .iter()
        .filter_map(|lane| match &lane.status {
            LaneStatus::Ready(_) => None,
            LaneStatus::Missing { hint } => Some(format!("lane {}: missing, its cells are ignored: {hint}", lane.name)),
            LaneStatus::IdentityMismatch { identity, declared } => Some(format!(
                "lane {}: identity mismatch: declared {declared}, but it is {}; its cells are ignored: fix toolchains.toml or run `edrift lanes install --force {}`",
                lane.name, identity.version_line, lane.name
            )),
            LaneStatus::Broken { message } => Some(format!("lane {}: broken, its cells are ignored: {message}", lane.name)),
        })
        .collect()
}

/// What to do about a lane that cannot run, said wherever it fails a run.
pub const MISSING_LANES_FIX: &str = "To fix: `edrift lanes check` asks every place of each lane what it has now and prints the \
     toolchains.toml lines to use (a new `source`, or a `fallback`); `edrift lanes install <lane>` asks again. To go on without \
     the lane knowingly: EDRIFT_ALLOW_MISSING_LANES=1 (`--allow-missing-lanes` for `edrift run` and `edrift report`)";

/// The lanes that cannot run, one line each: the lane, why (what its provisioning said, from
/// `kept`, when it kept an answer), for the failures of `cargo test`, `edrift run` and the
/// dashboard's banner.
pub fn missing_lanes(lanes: &[Lane], kept: &dyn Fn(&str) -> Option<String>) -> Vec<String> {
    lanes
        .iter()
        .filter_map(|lane| {
            let why = match &lane.status {
                LaneStatus::Ready(_) => return None,
                LaneStatus::Missing { hint } => kept(&lane.name).unwrap_or_else(|| hint.clone()),
                LaneStatus::IdentityMismatch { identity, declared } => {
                    format!("declared {declared}, but it is {}", identity.version_line)
                }
                LaneStatus::Broken { message } => message.clone(),
            };
            Some(format!("lane {} ({}): {why}", lane.name, lane.source))
        })
        .collect()
}

/// The per-lane table of migration outcomes: one row per outcome, one column per lane.
pub fn migration_table(plan: &Plan, records: &[MigrationRecord]) -> String {
    let lanes: Vec<&str> =
        plan.lanes.iter().map(|l| l.name.as_str()).filter(|lane| records.iter().any(|r| r.result.lane == *lane)).collect();
    let mut text = format!("{:<28}", "migration outcome");
    for lane in &lanes {
        let _ = write!(text, " {lane:>8}");
    }
    text.push('\n');
    for name in crate::model::MigrationOutcome::NAMES {
        let counts: Vec<usize> =
            lanes.iter().map(|lane| records.iter().filter(|r| r.result.lane == *lane && r.result.outcome.name() == name).count()).collect();
        if counts.iter().all(|c| *c == 0) {
            continue;
        }
        let _ = write!(text, "{name:<28}");
        for count in counts {
            let _ = write!(text, " {count:>8}");
        }
        text.push('\n');
    }
    let _ = write!(text, "{:<28}", "needless rewrite");
    for lane in &lanes {
        let _ = write!(text, " {:>8}", records.iter().filter(|r| r.result.lane == *lane && r.result.needless).count());
    }
    text.push('\n');
    text
}
