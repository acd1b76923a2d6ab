//! The words of the `ui` front end, in one place: a failed cell with its diff and the command
//! that re-blesses it, a lane's note, bless's writes.

use super::{Reason, UiResult, Verdict};

/// How a user re-blesses one cell, for the message of a failure.
#[derive(Debug, Clone)]
pub enum BlessHint {
    /// `edrift ui --manifest-path M --lane L --bless`.
    Command(String),
    /// `BLESS=1 cargo test --test T -- 'ui/x::L' --exact`.
    CargoTest(String),
}

impl BlessHint {
    fn for_cell(&self, result: &UiResult) -> String {
        match self {
            BlessHint::Command(manifest) => {
                format!(
                    "edrift ui --manifest-path {manifest} --lane {} --{} {} --bless",
                    result.lane,
                    result.test.kind.name(),
                    result.test.path.display()
                )
            }
            BlessHint::CargoTest(target) => {
                format!("BLESS=1 cargo test --test {target} -- --exact '{}'", trial_name(result))
            }
        }
    }
}

/// What a run in which no test ran says (it fails): why, by the counts, and how to proceed.
pub fn nothing_ran(summary: &super::Summary) -> String {
    let why = match (summary.unsupported, summary.ignored) {
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
pub fn trial_name(result: &UiResult) -> String {
    format!("{}::{}", result.test.name, result.lane)
}

/// What a failed cell says: every reason, a diff for a mismatch, and how to re-bless it.
pub fn failure(result: &UiResult, hint: &BlessHint) -> String {
    let Verdict::Fail(reasons) = &result.verdict else { return String::new() };
    let mut text = String::new();
    for reason in reasons {
        match reason {
            Reason::Compiled => text.push_str("expected a compile error, but the test compiled\n"),
            Reason::NotCompiled(stderr) => text.push_str(&format!("expected the test to compile; rustc said:\n{stderr}")),
            Reason::RunFailed { status, stderr } => text.push_str(&format!("the test's program failed ({status}):\n{stderr}")),
            Reason::TimedOut => text.push_str("timed out\n"),
            Reason::Crashed(stderr) => text.push_str(&format!("rustc crashed:\n{stderr}")),
            Reason::NoExpectation { file, actual } => {
                text.push_str(&format!("no expectation {} yet; the lane printed:\n{actual}", file.display()));
                text.push_str(&format!("bless it with: {}\n", hint.for_cell(result)));
            }
            Reason::Mismatch { file, expected, actual } => {
                let diff = similar::TextDiff::from_lines(expected, actual);
                text.push_str(&format!("{} differs (- expected, + actual):\n", file.display()));
                text.push_str(&diff.unified_diff().context_radius(3).header("expected", "actual").to_string());
                text.push_str(&format!("bless it with: {}\n", hint.for_cell(result)));
            }
        }
    }
    text
}
