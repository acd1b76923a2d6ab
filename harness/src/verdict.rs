//! Stage `verdict`: a cell's outcome, diagnostics, claim and expectation in; a verdict with
//! every reason out. It reads nothing and runs nothing.
//!
//! Decision table (one row per case; `verdict::tests::decision_table` walks every row):
//!
//! | outcome                  | claim       | stale-since reached | expectation | verdict                         |
//! |--------------------------|-------------|---------------------|-------------|---------------------------------|
//! | unsupported              | -           | -                   | -           | not applicable                  |
//! | ice                      | -           | yes                 | -           | pass (stale, as recorded)       |
//! | ice / timeout / crash    | -           | no                  | -           | fail (the outcome)              |
//! | accepted / rejected      | holds       | no                  | equal       | pass                            |
//! | accepted / rejected      | fails       | no                  | -           | fail (every claim reason)       |
//! | accepted / rejected      | fails       | yes                 | equal       | pass (stale, as recorded)       |
//! | accepted / rejected      | holds       | yes                 | -           | fail (claim holds again)        |
//! | accepted / rejected      | -           | -                   | differs     | fail (diff + bless command)     |
//!
//! An `observe` cell makes no claim; [`observed`] decides it (`verdict::tests::observe_table`):
//!
//! | outcome                        | expectation | verdict                     |
//! |--------------------------------|-------------|-----------------------------|
//! | unsupported                    | -           | not applicable              |
//! | timeout / crash                | -           | fail (the outcome)          |
//! | accepted / rejected / ice      | equal       | pass                        |
//! | accepted / rejected / ice      | differs     | fail (diff + bless command) |

use std::time::Duration;

use crate::diagnostics::Diagnostic;
use crate::directives::{Annotation, AnnotationKind, AnnotationLine, EditionSpec, Level, Stage, StaleSince};
use crate::invoke::Exit;
use crate::lanes::Release;

/// What a cell did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The compiler (and the program, for run stages) succeeded.
    Accepted,
    /// The compiler rejected the snippet.
    Rejected,
    /// The compiler crashed with an internal compiler error.
    Ice,
    /// The compiler or program ran past the timeout.
    Timeout,
    /// The compiler was killed by a signal or exited strangely.
    Crash,
    /// The lane cannot run this cell (edition, `min-rust`, `needs-nightly`).
    Unsupported,
}

impl Outcome {
    /// The word used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Rejected => "rejected",
            Outcome::Ice => "ice",
            Outcome::Timeout => "timeout",
            Outcome::Crash => "crash",
            Outcome::Unsupported => "unsupported",
        }
    }

    /// Classifies a compile from its exit and stderr.
    pub fn of_compile(exit: Exit, stderr: &str) -> Outcome {
        Self::classify(exit, stderr, Compiler::Rustc)
    }

    /// Classifies a compile by rustc or by cargo: cargo exits 101 on any failed build, so for
    /// cargo only the ICE text means an ICE.
    pub fn classify(exit: Exit, stderr: &str, compiler: Compiler) -> Outcome {
        match (compiler, exit) {
            (Compiler::Cargo, Exit::Code(101))
                if !stderr.contains("internal compiler error") && !stderr.contains("the compiler unexpectedly panicked") =>
            {
                Outcome::Rejected
            }
            (Compiler::Rustc | Compiler::Cargo, _) => Self::of_rustc(exit, stderr),
        }
    }

    fn of_rustc(exit: Exit, stderr: &str) -> Outcome {
        match exit {
            Exit::TimedOut => Outcome::Timeout,
            Exit::Signal(_) => Outcome::Crash,
            Exit::Code(_) if stderr.contains("internal compiler error") || stderr.contains("the compiler unexpectedly panicked") => {
                Outcome::Ice
            }
            Exit::Code(0) => Outcome::Accepted,
            Exit::Code(1) => Outcome::Rejected,
            Exit::Code(101) => Outcome::Ice,
            Exit::Code(_) => Outcome::Crash,
        }
    }
}

/// Which tool compiled a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compiler {
    /// rustc, for single-file snippets.
    Rustc,
    /// cargo, for package snippets.
    Cargo,
}

/// How the program of a run stage ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RunEnd {
    /// It exited with a code.
    Code(i32),
    /// A signal killed it.
    Signal(i32),
    /// It ran past the timeout.
    TimedOut,
}

impl From<Exit> for RunEnd {
    fn from(exit: Exit) -> Self {
        match exit {
            Exit::Code(code) => RunEnd::Code(code),
            Exit::Signal(signal) => RunEnd::Signal(signal),
            Exit::TimedOut => RunEnd::TimedOut,
        }
    }
}

/// Why a cell failed. A verdict carries every reason, not the first.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Reason {
    /// The compiler crashed, hung or was killed.
    BadOutcome {
        /// What happened.
        outcome: Outcome,
        /// The first lines of stderr.
        excerpt: String,
    },
    /// The stage's requirement was not met.
    Stage {
        /// The stage claimed.
        stage: Stage,
        /// What happened instead.
        got: String,
    },
    /// An annotated diagnostic (or span label) did not appear.
    Missing {
        /// The annotation's kind: a level, or `LABEL`.
        kind: AnnotationKind,
        /// Its text.
        text: String,
        /// The line it expects (None: anywhere).
        line: Option<usize>,
        /// The line it is written on.
        written_at: usize,
    },
    /// An error appeared that no annotation names.
    Unexpected {
        /// Its code.
        code: Option<String>,
        /// Its message.
        message: String,
        /// Its line (None: no span).
        line: Option<usize>,
    },
    /// `stale-since` says the claim fails from a release on, but it holds on this lane.
    HoldsAgain {
        /// The release of `stale-since`.
        since: Release,
        /// Why it was marked stale.
        reason: String,
    },
    /// `formats-to`: rustfmt's output is not the code of the file claimed.
    Format {
        /// The file named by `formats-to`.
        target: String,
        /// A unified diff, claimed -> rustfmt's output.
        diff: String,
    },
    /// The normalized output differs from the blessed expectation.
    Expectation {
        /// Which stream (`stderr`, `run.stdout`).
        stream: String,
        /// The expectation file (relative).
        file: String,
        /// A unified diff, expected -> actual.
        diff: String,
    },
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::BadOutcome { outcome, excerpt } => write!(f, "the compiler's outcome is `{}`:\n{excerpt}", outcome.name()),
            Reason::Stage { stage, got } => write!(f, "`{}` claimed, but {got}", stage.name()),
            Reason::Missing { kind, text, line, written_at } => match line {
                Some(line) => write!(f, "expected {} `{text}` on line {line} (annotation at line {written_at}), not found", kind.name()),
                None => write!(f, "expected {} `{text}` (annotation at line {written_at}), not found", kind.name()),
            },
            Reason::Unexpected { code, message, line } => {
                let code = code.as_ref().map(|c| format!("[{c}]")).unwrap_or_default();
                match line {
                    Some(line) => write!(f, "unexpected error{code} on line {line}: {message}"),
                    None => write!(f, "unexpected error{code}: {message}"),
                }
            }
            Reason::HoldsAgain { since, reason } => write!(
                f,
                "the claim holds on this lane, but `stale-since`/`holds-since: {since}` records that it fails here ({reason}): the compiler changed; revisit the snippet"
            ),
            Reason::Format { target, diff } => write!(f, "rustfmt's output is not the code of {target} (`formats-to`):\n{diff}"),
            Reason::Expectation { stream, file, diff } => write!(f, "{stream} differs from {file}:\n{diff}"),
        }
    }
}

/// The claim check of one cell: reasons the claim fails (empty: it holds).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClaimCheck {
    /// Why the claim does not hold.
    pub failures: Vec<Reason>,
}

impl ClaimCheck {
    /// Whether the claim holds.
    pub fn holds(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Which exit codes of a stage's second step its claim accepts.
type ExitWanted = fn(i32) -> bool;

/// Checks a cell's claim: its stage, its annotations against its diagnostics, and for the
/// `rustfmt` stage its `formats-to` against the `formatted` code.
pub fn check_claim(
    spec: &EditionSpec,
    outcome: Outcome,
    run: Option<RunEnd>,
    diagnostics: &[Diagnostic],
    formatted: Option<&str>,
) -> ClaimCheck {
    let mut failures = Vec::new();
    let compiled = outcome == Outcome::Accepted;
    let stage = spec.stage;
    let got = |got: &str| Reason::Stage { stage, got: got.to_string() };
    // The second step of the stage: what runs, and which exit codes the claim wants.
    let second: Option<(&str, ExitWanted)> = match stage {
        Stage::RunPass => Some(("the program", |code| code == 0)),
        Stage::RunFail => Some(("the program", |code| code != 0)),
        Stage::Rustdoc => Some(("`rustdoc --test`", |code| code == 0)),
        // libtest exits 101 when a test fails; anything else is rustdoc itself failing.
        Stage::RustdocFail => Some(("`rustdoc --test`", |code| code == 101)),
        Stage::CheckPass | Stage::CheckFail | Stage::BuildPass | Stage::Rustfmt => None,
    };
    match (stage, compiled) {
        (Stage::CheckFail, true) => failures.push(got("the compiler accepted it")),
        (Stage::CheckFail, false) => {}
        (Stage::Rustfmt, false) => failures.push(got("rustfmt rejected it")),
        (Stage::Rustdoc | Stage::RustdocFail, false) => failures.push(got("the compiler rejected the library")),
        (Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::RunFail, false) => failures.push(got("the compiler rejected it")),
        (
            Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::RunFail | Stage::Rustdoc | Stage::RustdocFail | Stage::Rustfmt,
            true,
        ) => match (second, run) {
            (None, _) => {}
            (Some((_, wanted)), Some(RunEnd::Code(code))) if wanted(code) => {}
            (Some((what, _)), Some(end)) => failures.push(got(&format!("{what} ended with {end:?}"))),
            (Some((what, _)), None) => failures.push(got(&format!("{what} did not run"))),
        },
    }
    if let (true, Some(formatted)) = (compiled, formatted) {
        failures.extend(check_format(spec, formatted));
    }
    failures.extend(match_annotations(&spec.annotations, diagnostics));
    ClaimCheck { failures }
}

/// Checks `formats-to`: rustfmt's raw output must be the target's code (its text without
/// directive lines, read by `discover`). `None` when it is, or when there is no such claim.
fn check_format(spec: &EditionSpec, formatted: &str) -> Option<Reason> {
    let target = spec.formats_to.as_ref()?;
    let name = target.path.file_name().map_or_else(|| target.path.display().to_string(), |n| n.to_string_lossy().into_owned());
    match &target.code {
        Some(claimed) if claimed == formatted => None,
        Some(claimed) => Some(Reason::Format { target: name, diff: crate::expectations::diff(claimed, formatted) }),
        None => Some(Reason::Format { target: name, diff: "its code was not read (a harness bug: `discover` reads it)".to_string() }),
    }
}

/// One diagnostic, flattened with its children, as annotations see it.
struct Flat<'a> {
    level: Level,
    code: Option<&'a str>,
    message: &'a str,
    line: Option<usize>,
    summary: bool,
    /// The label of its primary span, if it has one.
    primary_label: Option<&'a str>,
}

/// One span label, flattened out of every diagnostic and child, as `LABEL` annotations see it.
struct FlatLabel<'a> {
    line: usize,
    text: &'a str,
}

fn flatten<'a>(diagnostics: &'a [Diagnostic], out: &mut Vec<Flat<'a>>, labels: &mut Vec<FlatLabel<'a>>) {
    for d in diagnostics {
        if let Some(level) = d.level {
            out.push(Flat {
                level,
                code: d.code.as_deref(),
                message: &d.message,
                line: d.primary.as_ref().map(|s| s.line),
                summary: d.is_summary(),
                primary_label: d.span_labels.iter().find(|l| l.primary).map(|l| l.text.as_str()),
            });
        }
        labels.extend(d.span_labels.iter().map(|l| FlatLabel { line: l.line, text: &l.text }));
        flatten(&d.children, out, labels);
    }
}

/// How an annotation's text may match a diagnostic: first by code or message (compiletest's
/// rule), then, for what is left, by the diagnostic's primary span label (RFCs quote the
/// rendered output, where the primary label is the text under the code).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum By {
    CodeOrMessage,
    PrimaryLabel,
}

fn line_ok(annotation: &Annotation, line: Option<usize>) -> bool {
    match annotation.line {
        AnnotationLine::Anywhere => true,
        AnnotationLine::Line(wanted) => line == Some(wanted),
    }
}

fn matches(annotation: &Annotation, d: &Flat<'_>, by: By) -> bool {
    let text = annotation.text.as_str();
    let text_ok = match by {
        By::CodeOrMessage => d.code == Some(text) || d.message.contains(text),
        By::PrimaryLabel => d.primary_label.is_some_and(|label| label.contains(text)),
    };
    line_ok(annotation, d.line) && annotation.kind == AnnotationKind::Level(d.level) && text_ok
}

/// Every annotation must match a distinct diagnostic (a `LABEL`, a distinct span label);
/// every error must be matched.
pub fn match_annotations(annotations: &[Annotation], diagnostics: &[Diagnostic]) -> Vec<Reason> {
    let mut flat = Vec::new();
    let mut labels = Vec::new();
    flatten(diagnostics, &mut flat, &mut labels);
    let mut used = vec![false; flat.len()];
    let mut used_labels = vec![false; labels.len()];
    let mut reasons = Vec::new();
    // Line-specific annotations first, so a `//~?` does not steal a diagnostic another needs.
    let mut order: Vec<&Annotation> = annotations.iter().collect();
    order.sort_by_key(|a| matches!(a.line, AnnotationLine::Anywhere));
    let mut unmatched = Vec::new();
    // Codes and messages first, for every annotation: a quoted label never takes a diagnostic
    // that another annotation names by its message.
    for annotation in order {
        let found = match annotation.kind {
            AnnotationKind::Level(_) => {
                flat.iter().enumerate().position(|(i, d)| !used[i] && matches(annotation, d, By::CodeOrMessage)).map(|i| used[i] = true)
            }
            AnnotationKind::Label => labels
                .iter()
                .enumerate()
                .position(|(i, l)| !used_labels[i] && line_ok(annotation, Some(l.line)) && l.text.contains(annotation.text.as_str()))
                .map(|i| used_labels[i] = true),
        };
        if found.is_none() {
            unmatched.push(annotation);
        }
    }
    for annotation in unmatched {
        let found = match annotation.kind {
            AnnotationKind::Level(_) => {
                flat.iter().enumerate().position(|(i, d)| !used[i] && matches(annotation, d, By::PrimaryLabel)).map(|i| used[i] = true)
            }
            AnnotationKind::Label => None,
        };
        if found.is_none() {
            reasons.push(Reason::Missing {
                kind: annotation.kind,
                text: annotation.text.clone(),
                line: match annotation.line {
                    AnnotationLine::Line(l) => Some(l),
                    AnnotationLine::Anywhere => None,
                },
                written_at: annotation.written_at,
            });
        }
    }
    for (i, d) in flat.iter().enumerate() {
        if !used[i] && d.level == Level::Error && !d.summary {
            reasons.push(Reason::Unexpected { code: d.code.map(str::to_string), message: d.message.to_string(), line: d.line });
        }
    }
    reasons
}

/// Whether a lane's release has reached a `stale-since`.
pub fn stale_applies(stale: Option<&StaleSince>, release: &Release) -> bool {
    stale.is_some_and(|s| release.numbers() >= s.release.numbers())
}

/// The verdict of a cell.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// The claim and the expectation hold.
    Pass {
        /// The claim fails as its `stale-since` records.
        stale: bool,
    },
    /// Every reason it failed.
    Fail(Vec<Reason>),
    /// The lane cannot run the cell.
    NotApplicable(String),
}

impl Verdict {
    /// Short word for reports.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Pass { stale: false } => "pass",
            Verdict::Pass { stale: true } => "stale",
            Verdict::Fail(_) => "fail",
            Verdict::NotApplicable(_) => "n/a",
        }
    }
}

/// The inputs of a verdict.
#[derive(Debug, Clone, Copy)]
pub struct Inputs<'a> {
    /// The outcome.
    pub outcome: Outcome,
    /// Why unsupported, when it is.
    pub unsupported: Option<&'a str>,
    /// The claim check.
    pub claim: &'a ClaimCheck,
    /// Whether `stale-since` is reached on this lane, and its record.
    pub stale: Option<&'a StaleSince>,
    /// Expectation mismatches (empty: equal, or blessing).
    pub mismatches: &'a [Reason],
    /// The compile's stderr (for ICE excerpts).
    pub stderr: &'a str,
}

/// Decides a verdict from the table in this module's header.
pub fn decide(inputs: Inputs<'_>) -> Verdict {
    let Inputs { outcome, unsupported, claim, stale, mismatches, stderr } = inputs;
    match outcome {
        Outcome::Unsupported => return Verdict::NotApplicable(unsupported.unwrap_or("unsupported").to_string()),
        // A recorded known failure (`stale-since`, `holds-since`) covers an ICE: the claim fails.
        Outcome::Ice if stale.is_some() => return Verdict::Pass { stale: true },
        Outcome::Ice | Outcome::Timeout | Outcome::Crash => {
            let excerpt: String = stderr.lines().filter(|l| !l.trim().is_empty()).take(8).collect::<Vec<_>>().join("\n");
            return Verdict::Fail(vec![Reason::BadOutcome { outcome, excerpt }]);
        }
        Outcome::Accepted | Outcome::Rejected => {}
    }
    let mut reasons = Vec::new();
    let mut is_stale = false;
    match (stale, claim.holds()) {
        (None, true) => {}
        (None, false) => reasons.extend(claim.failures.iter().cloned()),
        (Some(_), false) => is_stale = true,
        (Some(s), true) => reasons.push(Reason::HoldsAgain { since: s.release.clone(), reason: s.reason.clone() }),
    }
    reasons.extend(mismatches.iter().cloned());
    if reasons.is_empty() {
        Verdict::Pass { stale: is_stale }
    } else {
        Verdict::Fail(reasons)
    }
}

/// Decides the verdict of an `observe` cell: no claim, only the expectation comparison (an ICE's
/// output is compared like any other; a timeout or crash has no output to compare).
pub fn observed(outcome: Outcome, unsupported: Option<&str>, mismatches: &[Reason], stderr: &str) -> Verdict {
    match outcome {
        Outcome::Unsupported => Verdict::NotApplicable(unsupported.unwrap_or("unsupported").to_string()),
        Outcome::Timeout | Outcome::Crash => {
            let excerpt: String = stderr.lines().filter(|l| !l.trim().is_empty()).take(8).collect::<Vec<_>>().join("\n");
            Verdict::Fail(vec![Reason::BadOutcome { outcome, excerpt }])
        }
        Outcome::Accepted | Outcome::Rejected | Outcome::Ice if mismatches.is_empty() => Verdict::Pass { stale: false },
        Outcome::Accepted | Outcome::Rejected | Outcome::Ice => Verdict::Fail(mismatches.to_vec()),
    }
}

/// One cell's full result: what the store keeps and the reports show.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellResult {
    /// `<suite>/<snippet>`.
    pub snippet: String,
    /// The edition.
    pub edition: crate::directives::Edition,
    /// The lane's name.
    pub lane: String,
    /// The outcome.
    pub outcome: Outcome,
    /// Why unsupported.
    pub unsupported: Option<String>,
    /// The program's end, for run stages.
    pub run: Option<RunEnd>,
    /// The typed diagnostics.
    pub diagnostics: Vec<Diagnostic>,
    /// Normalized stderr (rendered diagnostics).
    pub stderr: String,
    /// Normalized stdout of the program (run stages) or shown files (cargo), if any.
    pub stdout: Option<String>,
    /// The claim check.
    pub claim: ClaimCheck,
    /// The compile command.
    pub command: Vec<String>,
    /// Wall time of the cell's processes.
    pub duration: Duration,
}

#[cfg(test)]
mod tests;
