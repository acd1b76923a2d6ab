//! The words of the `ui` front end, in one place, trybuild's layout over the runner's records:
//! a failed cell with its diff and the command that re-blesses it, the closing line, a run in
//! which nothing ran.

use std::path::Path;

use super::{Cell, Judged, expect};
use crate::model::Stream;

use crate::runner::Counts;
use crate::verdict::{Outcome, Reason, Verdict};

/// How a user re-blesses one cell, for the message of a failure.
#[derive(Debug, Clone)]
pub enum BlessHint {
    /// `edrift ui --manifest-path M --lane L --bless`.
    Command(String),
    /// `BLESS=1 cargo test --test T -- 'ui/x::L' --exact`.
    CargoTest(String),
}

impl BlessHint {
    fn for_cell(&self, cell: &Cell) -> String {
        match self {
            BlessHint::Command(manifest) => {
                format!(
                    "edrift ui --manifest-path {manifest} --lane {} --{} {} --bless",
                    cell.lane,
                    cell.test.kind.name(),
                    cell.test.path.display()
                )
            }
            BlessHint::CargoTest(target) => {
                format!("BLESS=1 cargo test --test {target} -- --exact '{}'", trial_name(cell))
            }
        }
    }
}

/// The closing line of a run: `N passed, N failed, N unsupported, N ignored`, from the
/// runner's counts (a stale pass is a pass, a cell the harness could not run a failure).
pub fn summary(counts: &Counts) -> String {
    format!(
        "{} passed, {} failed, {} unsupported, {} ignored",
        counts.passed + counts.stale,
        counts.failed + counts.errored,
        counts.not_applicable,
        counts.ignored
    )
}

/// What a run in which no test ran says (it fails): why, by the counts, and how to proceed.
/// `gated` are the distinct reasons the crate's own test's gates gave for the cells they
/// skipped (not given on a lane, ignored there), said first: they, not missing lanes, are why.
pub fn nothing_ran(counts: &Counts, gated: &[String]) -> String {
    if !gated.is_empty() {
        return format!(
            "no test ran: the crate's trybuild test gives none on the lanes selected:\n  {}\n  choose lanes (--lane), features \
             (--features, --all-features), --cfg names or --include-ignored under which it runs them",
            gated.join("\n  ")
        );
    }
    let why = match (counts.not_applicable, counts.ignored) {
        (0, 0) => "there was no cell to run (no test on the lanes selected)".to_string(),
        (unsupported, ignored) => {
            format!("every cell was unsupported ({unsupported}) or ignored ({ignored}); the lane notes above say why")
        }
    };
    format!(
        "no test ran: {why}. Install the missing lanes (`edrift lanes install`, or without --offline), or choose with --lane lanes \
         that build the crate"
    )
}

/// A cell's trial name: `ui/<test>::<lane>`.
pub fn trial_name(cell: &Cell) -> String {
    format!("{}::{}", cell.test.name, cell.lane)
}

/// What a failed cell says, as trybuild lays it out: every reason, a diff for a mismatch, and
/// how to re-bless it.
pub fn failure(cell: &Cell, hint: &BlessHint) -> String {
    let Judged::Record(record) = &cell.judged else { return String::new() };
    let Verdict::Fail(reasons) = &record.verdict else { return String::new() };
    let result = &record.result;
    let mut text = String::new();
    for reason in reasons {
        match reason {
            Reason::Stage { got, .. } if got == expect::COMPILED => text.push_str("expected a compile error, but the test compiled\n"),
            Reason::Stage { got, .. } => match (got.strip_prefix(expect::NOT_COMPILED), got.strip_prefix(expect::PROGRAM)) {
                (Some(stderr), _) => text.push_str(&format!("expected the test to compile; rustc said:\n{stderr}")),
                (None, Some(failed)) => text.push_str(&format!("the test's program {failed}")),
                (None, None) => text.push_str(&format!("{reason}\n")),
            },
            Reason::BadOutcome { outcome: Outcome::Timeout, .. } => text.push_str("timed out\n"),
            Reason::BadOutcome { .. } => text.push_str(&format!("rustc crashed:\n{}", result.stderr)),
            // No file to compare with: the file bless would write, and what the lane printed.
            Reason::Expectation { stream, file, .. } if !Path::new(file).exists() => {
                let actual = match stream {
                    Stream::RunStdout => result.stdout.as_deref().unwrap_or_default(),
                    Stream::Stderr | Stream::Migrated | Stream::MigratedDiff | Stream::CompilerStdout | Stream::RunStderr => &result.stderr,
                };
                text.push_str(&format!("no expectation {file} yet; the lane printed:\n{actual}"));
                text.push_str(&format!("bless it with: {}\n", hint.for_cell(cell)));
            }
            Reason::Expectation { file, diff, .. } => {
                text.push_str(&format!("{file} differs (- expected, + actual):\n{diff}"));
                text.push_str(&format!("bless it with: {}\n", hint.for_cell(cell)));
            }
            // Reasons of the suites' claims, which a UI cell does not make: as the suites say them.
            Reason::Missing { .. }
            | Reason::Unexpected { .. }
            | Reason::Unannotated { .. }
            | Reason::Rustfix { .. }
            | Reason::FixedFails { .. }
            | Reason::FileLacksLine { .. }
            | Reason::ErrorPattern { .. }
            | Reason::HoldsAgain { .. }
            | Reason::HoldsEarly { .. }
            | Reason::Format { .. }
            | Reason::Migration { .. } => text.push_str(&format!("{reason}\n")),
        }
    }
    text
}
