//! The terminal reporter: events of a run in, a progress bar, failure details and a summary
//! out (on stderr for progress, stdout for results). It never runs anything.

use std::fmt::Write as _;
use std::io::IsTerminal as _;

use indicatif::{ProgressBar, ProgressStyle};

use crate::lanes::{Lane, LaneStatus};
use crate::runner::{Event, Plan};
use crate::verdict::{CellResult, Verdict};

/// Counts of a run.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
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
    summary: Summary,
    /// Every finished cell, for bless and reports.
    pub results: Vec<(CellResult, Verdict)>,
    verbose: bool,
}

impl Console {
    /// A reporter for `total` cells; the bar shows only on a terminal.
    pub fn new(total: usize, verbose: bool) -> Console {
        let bar = if std::io::stderr().is_terminal() { ProgressBar::new(total as u64) } else { ProgressBar::hidden() };
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cells {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        Console { bar, summary: Summary::default(), results: Vec::new(), verbose }
    }

    /// Handles one event.
    pub fn event(&mut self, plan: &Plan, event: Event) {
        self.bar.inc(1);
        match event {
            Event::Finished { cell, result, verdict } => {
                let name = plan.name(cell);
                match &verdict {
                    Verdict::Pass { stale: false } => self.summary.passed += 1,
                    Verdict::Pass { stale: true } => self.summary.stale += 1,
                    Verdict::NotApplicable(_) => self.summary.not_applicable += 1,
                    Verdict::Fail(reasons) => {
                        self.summary.failed += 1;
                        let mut text = format!("FAIL {name} ({})\n", result.outcome.name());
                        for reason in reasons {
                            for line in reason.to_string().lines() {
                                let _ = writeln!(text, "    {line}");
                            }
                        }
                        self.bar.suspend(|| print!("{text}"));
                    }
                }
                if self.verbose && !matches!(verdict, Verdict::Fail(_)) {
                    self.bar.suspend(|| println!("{:<5} {name} ({})", verdict.name(), result.outcome.name()));
                }
                self.results.push((*result, verdict));
            }
            Event::Errored { cell, error } => {
                self.summary.errored += 1;
                let name = plan.name(cell);
                self.bar.suspend(|| println!("ERROR {name}: {error}"));
            }
        }
    }

    /// Ends the bar and returns the counts.
    pub fn finish(mut self, ignored: usize) -> (Summary, Vec<(CellResult, Verdict)>) {
        self.bar.finish_and_clear();
        self.summary.ignored = ignored;
        (self.summary, self.results)
    }
}

/// The closing line: `N passed, N failed, ...`.
pub fn summary_line(s: &Summary) -> String {
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
