//! The terminal reporter: events of a run in, a progress bar, failure details and a summary
//! out (on stderr for progress, stdout for results). It never runs anything.

use std::fmt::Write as _;
use std::io::IsTerminal as _;

use indicatif::{ProgressBar, ProgressStyle};

use crate::lanes::{Lane, LaneStatus};
use crate::runner::{Event, Plan, Reporter};
use crate::verdict::{CellRecord, MigrationRecord, Verdict, VerdictKind};

/// Counts of a run.
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
    /// Cells whose lane is not ready.
    pub ignored: usize,
    /// Cells the harness could not run.
    pub errored: usize,
}

/// Prints progress and failures as events arrive.
pub struct Console {
    bar: ProgressBar,
    summary: Counts,
    verbose: bool,
}

impl Console {
    /// A reporter whose bar shows only on a terminal (its length comes with the run's start).
    pub fn new(verbose: bool) -> Console {
        let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cells {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Console { bar, summary: Counts::default(), verbose }
    }

    /// The counts so far.
    pub fn summary(&self) -> Counts {
        self.summary
    }
}

impl Reporter for Console {
    fn event(&mut self, plan: &Plan, event: &Event) {
        match event {
            Event::RunStarted { cells, .. } => self.bar.set_length(*cells as u64),
            Event::Started { .. } => {}
            Event::Skipped { .. } => self.summary.ignored += 1,
            Event::Finished { cell, record } => {
                self.bar.inc(1);
                let name = plan.name(*cell);
                self.summary.count(record);
                if let Verdict::Fail(reasons) = &record.verdict {
                    let mut text = format!("FAIL {name} ({}, claim {})\n", record.result.outcome.name(), record.claim);
                    for reason in reasons {
                        for line in reason.to_string().lines() {
                            let _ = writeln!(text, "    {line}");
                        }
                    }
                    self.bar.suspend(|| print!("{text}"));
                } else if self.verbose {
                    self.bar.suspend(|| {
                        println!("{:<5} {name} ({}, claim {})", record.kind().name(), record.result.outcome.name(), record.claim)
                    });
                }
            }
            Event::Errored { cell, error } => {
                self.bar.inc(1);
                self.summary.errored += 1;
                let name = plan.name(*cell);
                self.bar.suspend(|| println!("ERROR {name}: {error}"));
            }
            Event::MigrationStarted { .. } => {}
            Event::MigrationFinished { cell, record } => {
                self.bar.inc(1);
                let name = plan.migration_name(*cell);
                self.summary.count_migration(record);
                if let Verdict::Fail(reasons) = &record.verdict {
                    let mut text = format!("FAIL {name} ({})\n", record.result.outcome.name());
                    for reason in reasons {
                        for line in reason.to_string().lines() {
                            let _ = writeln!(text, "    {line}");
                        }
                    }
                    self.bar.suspend(|| print!("{text}"));
                } else if self.verbose {
                    let kind = match record.verdict {
                        Verdict::Pass => "pass",
                        Verdict::NotApplicable(_) => "n/a",
                        Verdict::Fail(_) => "fail",
                    };
                    self.bar.suspend(|| println!("{kind:<5} {name} ({})", record.result.outcome.name()));
                }
            }
            Event::MigrationErrored { cell, error } => {
                self.bar.inc(1);
                self.summary.errored += 1;
                let name = plan.migration_name(*cell);
                self.bar.suspend(|| println!("ERROR {name}: {error}"));
            }
            Event::RunFinished => self.bar.finish_and_clear(),
        }
    }
}

/// Counts a run from its events without printing (for `--format junit` and `edrift report`).
#[derive(Debug, Default)]
pub struct Counter {
    /// The counts.
    pub summary: Counts,
    /// Print errored cells on stderr as they come.
    pub print_errors: bool,
}

impl Reporter for Counter {
    fn event(&mut self, plan: &Plan, event: &Event) {
        match event {
            Event::Finished { record, .. } => self.summary.count(record),
            Event::Skipped { .. } => self.summary.ignored += 1,
            Event::Errored { cell, error } => {
                self.summary.errored += 1;
                if self.print_errors {
                    eprintln!("ERROR {}: {error}", plan.name(*cell));
                }
            }
            Event::MigrationFinished { record, .. } => self.summary.count_migration(record),
            Event::MigrationErrored { cell, error } => {
                self.summary.errored += 1;
                if self.print_errors {
                    eprintln!("ERROR {}: {error}", plan.migration_name(*cell));
                }
            }
            Event::RunStarted { .. } | Event::Started { .. } | Event::MigrationStarted { .. } | Event::RunFinished => {}
        }
    }
}

impl Counts {
    /// Counts one finished cell by its verdict (a pass whose claim fails as recorded is stale).
    pub fn count(&mut self, record: &CellRecord) {
        match record.kind() {
            VerdictKind::Pass => self.passed += 1,
            VerdictKind::Stale => self.stale += 1,
            VerdictKind::Fail => self.failed += 1,
            VerdictKind::NotApplicable => self.not_applicable += 1,
        }
    }

    /// Counts one finished migration cell by its verdict.
    pub fn count_migration(&mut self, record: &MigrationRecord) {
        match record.verdict {
            Verdict::Pass => self.passed += 1,
            Verdict::Fail(_) => self.failed += 1,
            Verdict::NotApplicable(_) => self.not_applicable += 1,
        }
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
