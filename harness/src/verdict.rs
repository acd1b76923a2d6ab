//! Stage `verdict`: a cell's outcome, diagnostics, claim and expectation in; a verdict with
//! every reason out. It reads nothing and runs nothing.
//!
//! Two decision tables, one row per case; `verdict::tests::claim_status_table` and
//! `verdict::tests::decision_table` walk every row.
//!
//! The claim status ([`claim_status`]), from the outcome, the claim check and the date that
//! applies on the lane ([`recorded_failure`]: `stale-since R` with the lane at R or newer, else
//! `holds-since R` with the lane older than R):
//!
//! | outcome               | date on this lane  | claim | status                  |
//! |-----------------------|--------------------|-------|-------------------------|
//! | unsupported           | -                  | -     | n/a                     |
//! | ice                   | stale- or holds-   | -     | known-ice (since R)     |
//! | ice                   | none               | -     | fails                   |
//! | timeout / crash       | -                  | -     | fails                   |
//! | accepted / rejected   | none               | holds | holds                   |
//! | accepted / rejected   | none               | fails | fails                   |
//! | accepted / rejected   | stale-since R      | fails | stale (since R)         |
//! | accepted / rejected   | stale-since R      | holds | holds-again (since R)   |
//! | accepted / rejected   | holds-since R      | fails | not-yet (since R)       |
//! | accepted / rejected   | holds-since R      | holds | holds-early (since R)   |
//!
//! An `//@ observe` snippet makes no claim ([`Claimed::Observe`]): unsupported is n/a, a
//! timeout or crash fails, and whatever else the compiler did (accepted, rejected, ICE) is
//! `observed`, whose verdict is the expectation comparison alone.
//!
//! The verdict ([`decide`]), from the status and the expectation (compared for accepted and
//! rejected cells and for a known ICE: [`compares_expectations`]):
//!
//! | status                          | expectation | verdict                                  |
//! |---------------------------------|-------------|------------------------------------------|
//! | n/a                             | -           | not applicable                           |
//! | fails (ice / timeout / crash)   | -           | fail (the outcome)                       |
//! | fails (accepted / rejected)     | -           | fail (every claim reason, and any diff)  |
//! | holds-again / holds-early       | -           | fail (the date is contradicted, any diff)|
//! | holds / stale / not-yet / known-ice | equal   | pass (`stale` in counts unless holds)    |
//! | holds / stale / not-yet / known-ice | differs | fail (diff + bless command)              |
//! | observed                        | equal       | pass                                     |
//! | observed                        | differs     | fail (diff + bless command)              |

use std::time::Duration;

use similar::TextDiff;

use crate::diagnostics::{Diagnostic, Frame};
use crate::invoke::Exit;
use crate::model::{
    Annotation, AnnotationKind, AnnotationLine, ClaimStatus, EditionSpec, Level, Release, Stage, StaleSince, Stream, Tool, Unsupported,
};

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
    /// The outcome as compiletest judges a UI test: one the test expects to fail may end in an
    /// ICE when it says `dont-check-failure-status` (compiletest then checks no exit code, so
    /// `-Ztreat-err-as-bug`'s ICE is the failure the test asks for): that is a rejection. Every
    /// other outcome is itself.
    pub fn as_compiletest_judges(self, ct: &crate::model::Compiletest, stage: crate::model::Stage) -> Outcome {
        match self {
            Outcome::Ice if ct.dont_check_failure_status && !stage.compile_must_succeed() => Outcome::Rejected,
            outcome => outcome,
        }
    }

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
            // Killed for printing past the output limit: the cut output says so.
            Exit::Signal(_) | Exit::OutputCut | Exit::DiskFull(_) => Outcome::Crash,
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

/// Outcomes sort by name, as reports list them.
impl Ord for Outcome {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.name().cmp(other.name())
    }
}

impl PartialOrd for Outcome {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
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

/// How the program of a run stage ended (`{"code": 0}`, `{"signal": 6}`, `"timed-out"`; the
/// aliases read what older stores recorded).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RunEnd {
    /// It exited with a code.
    #[serde(alias = "Code")]
    Code(i32),
    /// A signal killed it.
    #[serde(alias = "Signal")]
    Signal(i32),
    /// It ran past the timeout.
    #[serde(alias = "TimedOut")]
    TimedOut,
}

impl std::fmt::Display for RunEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunEnd::Code(code) => write!(f, "exit code {code}"),
            RunEnd::Signal(signal) => write!(f, "signal {signal}{}", signal_name(*signal).map(|n| format!(" ({n})")).unwrap_or_default()),
            RunEnd::TimedOut => f.write_str("a timeout"),
        }
    }
}

/// The usual name of a signal a program dies of.
fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGTERM => "SIGTERM",
        libc::SIGTRAP => "SIGTRAP",
        _ => return None,
    })
}

impl From<Exit> for RunEnd {
    fn from(exit: Exit) -> Self {
        match exit {
            Exit::Code(code) => RunEnd::Code(code),
            Exit::Signal(signal) => RunEnd::Signal(signal),
            Exit::TimedOut => RunEnd::TimedOut,
            // The harness killed it (its output ends with the cut or full-folder marker).
            Exit::OutputCut | Exit::DiskFull(_) => RunEnd::Signal(libc::SIGKILL),
        }
    }
}

/// The process of a cell whose end made its outcome a timeout or a crash: a message says which
/// one, since a program that hangs is not a compiler that hangs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Process {
    /// rustc (of a `.rs` snippet's compile, or the build before `rustdoc --test`).
    #[default]
    Compiler,
    /// cargo, of a package snippet (and what it runs: build scripts, rustc, tests).
    Cargo,
    /// rustfmt, of the `rustfmt` stage.
    Rustfmt,
    /// `rustdoc --test`, of the `rustdoc` stages, after the build.
    Rustdoc,
    /// The program that rustc built, of the `run-pass` and `run-fail` stages.
    Program,
}

impl Process {
    /// Which process of a cell of `spec` ended as `result` says: the one that ran after the
    /// compile (its run is recorded only when the compile succeeded, so a bad outcome with a run
    /// is the run's), else the compile's.
    pub fn of(spec: &EditionSpec, result: &CellResult) -> Process {
        match (result.run, spec.stage.tool(), spec.cargo.is_some()) {
            (Some(_), Some(Tool::Rustdoc), _) => Process::Rustdoc,
            (Some(_), _, _) => Process::Program,
            (None, Some(Tool::Rustfmt), _) => Process::Rustfmt,
            (None, _, true) => Process::Cargo,
            (None, Some(Tool::Rustdoc) | None, false) => Process::Compiler,
        }
    }
}

impl std::fmt::Display for Process {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Process::Compiler => "the compiler",
            Process::Cargo => "cargo (the package's build and what it runs)",
            Process::Rustfmt => "rustfmt",
            Process::Rustdoc => "`rustdoc --test` (after the build, which finished)",
            Process::Program => "the compiled program (rustc built it and finished; running it did not)",
        })
    }
}

/// Why a cell failed. A verdict carries every reason, not the first.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Reason {
    /// The compiler (or the program it built, or cargo) crashed, hung or was killed.
    BadOutcome {
        /// What happened.
        outcome: Outcome,
        /// The first lines of stderr.
        excerpt: String,
        /// Which process it happened to (the compiler in records older than the field).
        #[serde(default)]
        process: Process,
    },
    /// The stage's requirement was not met.
    Stage {
        /// The stage claimed.
        stage: Stage,
        /// What happened instead.
        got: String,
    },
    /// An annotated diagnostic did not appear.
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
    /// A diagnostic of a level the compiletest dialect requires annotated, without annotation.
    Unannotated {
        /// Its level.
        level: Level,
        /// `message [code]`.
        message: String,
        /// Its line in the test (None: no span there).
        line: Option<usize>,
    },
    /// compiletest's `run-rustfix`: the suggestions applied do not give the `.fixed` file.
    Rustfix {
        /// The `.fixed` file.
        file: String,
        /// A unified diff, `.fixed` -> the applied suggestions (or why they cannot be applied).
        diff: String,
    },
    /// compiletest's `run-rustfix`: the `.fixed` file must compile, and does not.
    FixedFails {
        /// The `.fixed` file.
        file: String,
        /// The compiler's rendered errors.
        stderr: String,
    },
    /// `file-has-line`: the file the cargo command left lacks the line (or is absent).
    FileLacksLine {
        /// The package's file.
        file: String,
        /// The line it must have.
        line: String,
        /// Whether the file exists at all.
        absent: bool,
    },
    /// compiletest's `error-pattern`: the text is in no output.
    ErrorPattern {
        /// The text.
        pattern: String,
    },
    /// `stale-since` says the claim fails from a release on, but it holds on this lane.
    HoldsAgain {
        /// The release of `stale-since`.
        since: Release,
        /// Why it was marked stale.
        reason: String,
    },
    /// `holds-since` says the claim fails before a release, but it holds on this older lane.
    HoldsEarly {
        /// The release of `holds-since`.
        since: Release,
        /// Why it was dated.
        reason: String,
    },
    /// `formats-to`: rustfmt's output is not the code of the file claimed.
    Format {
        /// The file named by `formats-to`.
        target: String,
        /// A unified diff, claimed -> rustfmt's output.
        diff: String,
    },
    /// A migration (the `migrate` stage) broke the code, or did not do what the snippet claims.
    Migration {
        /// What the migration did, and what was claimed.
        message: String,
    },
    /// The normalized output differs from the blessed expectation.
    Expectation {
        /// Which stream.
        stream: Stream,
        /// The expectation file (relative).
        file: String,
        /// A unified diff, expected -> actual.
        diff: String,
    },
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::BadOutcome { outcome, excerpt, process } => write!(f, "{process}'s outcome is `{}`:\n{excerpt}", outcome.name()),
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
            Reason::Unannotated { level, message, line } => match line {
                Some(line) => write!(
                    f,
                    "unexpected {} on line {line}: {message} (compiletest requires every {} annotated)",
                    level.name(),
                    level.name()
                ),
                None => write!(
                    f,
                    "unexpected {} without a line in the test: {message} (annotate it with `//~? {} ...`)",
                    level.name(),
                    level.name()
                ),
            },
            Reason::ErrorPattern { pattern } => write!(f, "`error-pattern: {pattern}` is in no output"),
            Reason::FileLacksLine { file, line, absent: true } => write!(f, "`file-has-line: {file} {line}`: the command left no {file}"),
            Reason::FileLacksLine { file, line, absent: false } => {
                write!(f, "`file-has-line: {file} {line}`: {file} has no such line after the command")
            }
            Reason::Rustfix { file, diff } => write!(f, "`run-rustfix`: the suggestions applied to the test differ from {file}:\n{diff}"),
            Reason::FixedFails { file, stderr } => write!(f, "`run-rustfix`: {file} does not compile, as it must:\n{stderr}"),
            Reason::HoldsAgain { since, reason } => write!(
                f,
                "the claim holds on this lane, but `stale-since: {since}` records that it fails here ({reason}): the compiler changed; revisit the snippet"
            ),
            Reason::HoldsEarly { since, reason } => write!(
                f,
                "the claim holds on this lane, but `holds-since: {since}` records that it fails before {since} ({reason}): the compiler changed, or the date is wrong; revisit the snippet"
            ),
            Reason::Format { target, diff } => write!(f, "rustfmt's output is not the code of {target} (`formats-to`):\n{diff}"),
            Reason::Migration { message } => f.write_str(message),
            Reason::Expectation { stream, file, diff } => write!(f, "{} differs from {file}:\n{diff}", stream.suffix()),
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
        Stage::CheckPass | Stage::CheckFail | Stage::BuildFail | Stage::BuildPass | Stage::Rustfmt => None,
    };
    match (stage, compiled) {
        (Stage::CheckFail | Stage::BuildFail, true) => failures.push(got("the compiler accepted it")),
        (Stage::CheckFail | Stage::BuildFail, false) => {}
        (Stage::Rustfmt, false) => failures.push(got("rustfmt rejected it")),
        (Stage::Rustdoc | Stage::RustdocFail, false) => failures.push(got("the compiler rejected the library")),
        (Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::RunFail, false) => failures.push(got("the compiler rejected it")),
        (
            Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::RunFail | Stage::Rustdoc | Stage::RustdocFail | Stage::Rustfmt,
            true,
        ) => match (second, run) {
            (None, _) => {}
            (Some((_, wanted)), Some(RunEnd::Code(code))) if wanted(code) => {}
            (Some((what, _)), Some(end)) => failures.push(got(&format!("{what} ended with {end}"))),
            (Some((what, _)), None) => failures.push(got(&format!("{what} did not run"))),
        },
    }
    if let (true, Some(formatted)) = (compiled, formatted) {
        failures.extend(check_format(spec, formatted));
    }
    failures.extend(match spec.compiletest.as_deref() {
        Some(ct) => match_compiletest(&spec.annotations, diagnostics, &ct.required, &ct.test),
        None => match_annotations(&spec.annotations, diagnostics),
    });
    ClaimCheck { failures }
}

/// One diagnostic as compiletest sees it: a level, `message [code]`, and the line of its span
/// in the test (`None`: no span, or a span in another file: only `//~?` names it).
struct Actual {
    level: Level,
    text: String,
    line: Option<usize>,
    /// Never required to be annotated: a summary ("aborting due to ..."), or a message's
    /// second and later lines.
    exempt: bool,
}

/// Every diagnostic and child, and every span label as a NOTE on its line (compiletest's
/// rule: labels are notes), in the compiler's order.
/// A child whose primary span lies outside the test (a note `inside std::ptr::copy`), or that
/// has none, takes its parent's span as compiletest does (`default`: its line and the macro
/// backtrace of its expansion).
fn compiletest_actuals(diagnostics: &[Diagnostic], test: &std::path::Path, default: (Option<usize>, &[Frame]), out: &mut Vec<Actual>) {
    // compiletest matches messages with the test's folder written `$DIR`, as in its `.stderr`
    // (rust-lang/rust's annotations say `{async closure body@$DIR/is-not-fn.rs:8:23: 8:25}`).
    let dir = test.parent().map(|d| d.display().to_string()).filter(|d| !d.is_empty() && d != "/");
    let with_dir = |message: &str| match &dir {
        Some(dir) => message.replace(dir.as_str(), "$DIR"),
        None => message.to_string(),
    };
    for d in diagnostics {
        let in_test = |file: &str| std::path::Path::new(file) == test || test.ends_with(file);
        let (line, backtrace) = match d.primary.as_ref().filter(|s| in_test(&s.file)) {
            Some(span) => (Some(span.line), &d.backtrace[..]),
            None => default,
        };
        if let Some(level) = d.level {
            // Each line of a message is a diagnostic of its own; only the first must be annotated
            // (`expected type `isize`` / `found tuple `(!, !)``).
            let message = with_dir(&d.message);
            let mut lines = message.lines();
            let first = lines.next().unwrap_or_default();
            let text = match &d.code {
                Some(code) => format!("{first} [{code}]"),
                None => first.to_string(),
            };
            out.push(Actual { level, text, line, exempt: d.is_summary() });
            out.extend(lines.map(|rest| Actual { level, text: rest.trim_start().to_string(), line, exempt: true }));
        }
        // Each label of a span in the test is a NOTE on its line (records made before labels
        // kept their file: a label is in the test where its diagnostic is); an empty one need
        // not be annotated.
        out.extend(d.span_labels.iter().filter(|l| if l.file.is_empty() { line.is_some() } else { in_test(&l.file) }).map(|l| Actual {
            level: Level::Note,
            text: with_dir(&l.text),
            line: Some(l.line),
            exempt: l.text.is_empty(),
        }));
        // Each frame of the macro backtrace in the test is a NOTE there, `in this expansion of
        // <macro>`, once per diagnostic and child that the span belongs to (a child without a
        // span of its own in the test inherits its parent's, and so its backtrace).
        if line.is_some() {
            out.extend(backtrace.iter().filter(|f| in_test(&f.file)).map(|f| Actual {
                level: Level::Note,
                text: format!("in this expansion of {}", f.macro_name),
                line: Some(f.line),
                exempt: false,
            }));
        }
        compiletest_actuals(&d.children, test, (line, backtrace), out);
    }
}

/// compiletest's matching: each annotation takes the first unmatched diagnostic of its level on
/// its line (`//~?`: one without a line in `test`) whose `message [code]` contains its text; every
/// diagnostic of a `required` level must be matched (summaries such as "aborting due to ..."
/// are never required).
pub fn match_compiletest(
    annotations: &[Annotation],
    diagnostics: &[Diagnostic],
    required: &[Level],
    test: &std::path::Path,
) -> Vec<Reason> {
    let mut actuals = Vec::new();
    compiletest_actuals(diagnostics, test, (None, &[]), &mut actuals);
    let mut used = vec![false; actuals.len()];
    let mut reasons = Vec::new();
    for annotation in annotations {
        let wanted = match annotation.line {
            AnnotationLine::Line(line) => Some(line),
            AnnotationLine::Anywhere => None,
        };
        let level = annotation.kind.level();
        let found = actuals
            .iter()
            .enumerate()
            .position(|(i, a)| !used[i] && a.line == wanted && Some(a.level) == level && a.text.contains(annotation.text.as_str()));
        match found {
            Some(i) => used[i] = true,
            None => reasons.push(Reason::Missing {
                kind: annotation.kind,
                text: annotation.text.clone(),
                line: wanted,
                written_at: annotation.written_at,
            }),
        }
    }
    for (i, a) in actuals.iter().enumerate() {
        if !used[i] && !a.exempt && required.contains(&a.level) {
            reasons.push(Reason::Unannotated { level: a.level, message: a.text.clone(), line: a.line });
        }
    }
    reasons
}

/// compiletest's `error-pattern`: each text must appear in the compiler's rendered output (or
/// the program's, for a run stage).
pub fn check_error_patterns(patterns: &[String], compiler: &str, program: Option<&str>) -> Vec<Reason> {
    patterns
        .iter()
        .filter(|p| !compiler.contains(p.as_str()) && !program.is_some_and(|out| out.contains(p.as_str())))
        .map(|p| Reason::ErrorPattern { pattern: p.clone() })
        .collect()
}

/// `file-has-line`: each file (as the cargo command left it, `shown`) must have its line, compared
/// without whitespace (`giffy=["dep:giffy"]` is `giffy = ["dep:giffy"]`).
pub fn check_file_lines(lines: &[(String, String)], shown: &[(String, Option<String>)]) -> Vec<Reason> {
    let squeeze = |text: &str| text.split_whitespace().collect::<String>();
    lines
        .iter()
        .filter_map(|(file, line)| {
            let content = shown.iter().find(|(name, _)| name == file).and_then(|(_, content)| content.as_deref());
            let found = content.is_some_and(|text| text.lines().any(|l| squeeze(l) == squeeze(line)));
            (!found).then(|| Reason::FileLacksLine { file: file.clone(), line: line.clone(), absent: content.is_none() })
        })
        .collect()
}

/// Checks `formats-to`: rustfmt's raw output must be the target's code (its text without
/// directive lines, read by `discover`). `None` when it is, or when there is no such claim.
fn check_format(spec: &EditionSpec, formatted: &str) -> Option<Reason> {
    let target = spec.formats_to.as_ref()?;
    let name = target.path.file_name().map_or_else(|| target.path.display().to_string(), |n| n.to_string_lossy().into_owned());
    match &target.code {
        Some(claimed) if claimed == formatted => None,
        Some(claimed) => Some(Reason::Format { target: name, diff: diff(claimed, formatted) }),
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
                primary_label: d.span_labels.iter().find(|l| l.primary && !l.text.is_empty()).map(|l| l.text.as_str()),
            });
        }
        labels.extend(d.span_labels.iter().filter(|l| !l.text.is_empty()).map(|l| FlatLabel { line: l.line, text: &l.text }));
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
            AnnotationKind::Unknown => None,
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
            AnnotationKind::Label | AnnotationKind::Unknown => None,
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

/// Whether a lane's release is older than a `holds-since`.
pub fn before_holds_since(holds: Option<&StaleSince>, release: &Release) -> bool {
    holds.is_some_and(|h| release.numbers() < h.release.numbers())
}

/// The date (`stale-since` or `holds-since`) that says the claim fails on a lane, if any:
/// `stale-since` first, as a claim cannot be both not yet holding and no longer holding.
pub fn recorded_failure<'a>(spec: &'a EditionSpec, release: &Release) -> Option<Recorded<'a>> {
    match (&spec.stale_since, &spec.holds_since) {
        (Some(stale), _) if stale_applies(Some(stale), release) => Some(Recorded::StaleSince(stale)),
        (_, Some(holds)) if before_holds_since(Some(holds), release) => Some(Recorded::HoldsSince(holds)),
        (Some(_) | None, Some(_) | None) => None,
    }
}

/// A date that applies to a lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded<'a> {
    /// `stale-since R` and the lane is R or newer.
    StaleSince(&'a StaleSince),
    /// `holds-since R` and the lane is older than R.
    HoldsSince(&'a StaleSince),
}

impl<'a> Recorded<'a> {
    fn date(self) -> &'a StaleSince {
        match self {
            Recorded::StaleSince(date) | Recorded::HoldsSince(date) => date,
        }
    }
}

/// Whether a snippet makes a claim, or only records what the lanes do (`//@ observe`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claimed {
    /// Its directives and annotations claim something.
    Claim,
    /// `//@ observe`: no claim, only the expectations.
    Observe,
}

impl Claimed {
    /// What an edition's spec does.
    pub fn of(spec: &EditionSpec) -> Claimed {
        if spec.observe { Claimed::Observe } else { Claimed::Claim }
    }
}

/// The claim status of a cell, by the first table in this module's header (a decision table
/// walked by `verdict::tests::claim_status_table`).
pub fn claim_status(outcome: Outcome, claim: &ClaimCheck, recorded: Option<Recorded<'_>>, claimed: Claimed) -> ClaimStatus {
    match (claimed, outcome) {
        (_, Outcome::Unsupported) => return ClaimStatus::NotApplicable,
        (Claimed::Observe, Outcome::Timeout | Outcome::Crash) => return ClaimStatus::Fails,
        (Claimed::Observe, Outcome::Accepted | Outcome::Rejected | Outcome::Ice) => return ClaimStatus::Observed,
        (Claimed::Claim, Outcome::Accepted | Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash) => {}
    }
    match (outcome, recorded) {
        (Outcome::Unsupported, _) => ClaimStatus::NotApplicable,
        (Outcome::Ice, Some(date)) => ClaimStatus::KnownIce { since: date.date().release.clone() },
        (Outcome::Ice | Outcome::Timeout | Outcome::Crash, _) => ClaimStatus::Fails,
        (Outcome::Accepted | Outcome::Rejected, None) if claim.holds() => ClaimStatus::Holds,
        (Outcome::Accepted | Outcome::Rejected, None) => ClaimStatus::Fails,
        (Outcome::Accepted | Outcome::Rejected, Some(Recorded::StaleSince(date))) if claim.holds() => {
            ClaimStatus::HoldsAgain { since: date.release.clone() }
        }
        (Outcome::Accepted | Outcome::Rejected, Some(Recorded::StaleSince(date))) => ClaimStatus::Stale { since: date.release.clone() },
        (Outcome::Accepted | Outcome::Rejected, Some(Recorded::HoldsSince(date))) if claim.holds() => {
            ClaimStatus::HoldsEarly { since: date.release.clone() }
        }
        (Outcome::Accepted | Outcome::Rejected, Some(Recorded::HoldsSince(date))) => ClaimStatus::NotYet { since: date.release.clone() },
    }
}

/// Whether a cell's expectations are compared: when the compiler finished (accepted or
/// rejected), and for an ICE that a recorded date covers (it passes only with the output
/// blessed for it, never blindly).
pub fn compares_expectations(outcome: Outcome, status: &ClaimStatus) -> bool {
    match (outcome, status) {
        (Outcome::Accepted | Outcome::Rejected, _) | (Outcome::Ice, ClaimStatus::KnownIce { .. } | ClaimStatus::Observed) => true,
        (Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported, _) => false,
    }
}

/// The verdict of a cell. Whether a pass is `stale` (the claim fails as a date records) is
/// the cell's [`ClaimStatus`], not the verdict's.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// The claim (as its dates record it) and the expectation hold.
    Pass,
    /// Every reason it failed.
    Fail(Vec<Reason>),
    /// The lane cannot run the cell.
    NotApplicable(String),
}

/// A verdict in one word, as reports count it: a pass whose claim fails as recorded is
/// `stale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VerdictKind {
    /// `pass`
    Pass,
    /// `stale`: passes, the claim failing as its `stale-since`/`holds-since` records.
    Stale,
    /// `fail`
    Fail,
    /// `n/a`: unsupported.
    #[serde(rename = "n/a")]
    NotApplicable,
}

/// Verdicts sort by name, as reports list them.
impl Ord for VerdictKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.name().cmp(other.name())
    }
}

impl PartialOrd for VerdictKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl VerdictKind {
    /// The word (`pass`, `stale`, `fail`, `n/a`).
    pub fn name(self) -> &'static str {
        match self {
            VerdictKind::Pass => "pass",
            VerdictKind::Stale => "stale",
            VerdictKind::Fail => "fail",
            VerdictKind::NotApplicable => "n/a",
        }
    }
}

/// What a verdict is decided from.
#[derive(Debug, Clone, Copy)]
pub struct Evidence<'a> {
    /// The outcome.
    pub outcome: Outcome,
    /// Why unsupported, when it is.
    pub unsupported: Option<&'a Unsupported>,
    /// The claim check.
    pub claim: &'a ClaimCheck,
    /// The date that applies on this lane, if any.
    pub recorded: Option<Recorded<'a>>,
    /// Whether the snippet claims or only observes.
    pub claimed: Claimed,
    /// Expectation mismatches (empty: equal, not compared, or blessing).
    pub mismatches: &'a [Reason],
    /// The compile's stderr (for ICE excerpts).
    pub stderr: &'a str,
    /// The process a timeout or a crash is of.
    pub process: Process,
}

/// Decides a cell's claim status and verdict from the tables in this module's header.
pub fn decide(evidence: Evidence<'_>) -> (ClaimStatus, Verdict) {
    let status = claim_status(evidence.outcome, evidence.claim, evidence.recorded, evidence.claimed);
    let verdict = verdict_of(&status, evidence);
    (status, verdict)
}

/// The verdict of a cell whose claim status is `status` (computed once, by [`claim_status`]).
fn verdict_of(status: &ClaimStatus, evidence: Evidence<'_>) -> Verdict {
    let Evidence { outcome, unsupported, claim, recorded, claimed: _, mismatches, stderr, process } = evidence;
    let mut reasons = Vec::new();
    match status {
        ClaimStatus::NotApplicable => {
            return Verdict::NotApplicable(unsupported.map_or_else(|| "unsupported".to_string(), ToString::to_string));
        }
        ClaimStatus::Holds
        | ClaimStatus::Stale { .. }
        | ClaimStatus::NotYet { .. }
        | ClaimStatus::KnownIce { .. }
        | ClaimStatus::Observed => {}
        ClaimStatus::Fails => match outcome {
            Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported => {
                let excerpt: String = stderr.lines().filter(|l| !l.trim().is_empty()).take(8).collect::<Vec<_>>().join("\n");
                reasons.push(Reason::BadOutcome { outcome, excerpt, process });
            }
            Outcome::Accepted | Outcome::Rejected => reasons.extend(claim.failures.iter().cloned()),
        },
        ClaimStatus::HoldsAgain { .. } | ClaimStatus::HoldsEarly { .. } => {
            if let Some(date) = recorded {
                let (since, reason) = (date.date().release.clone(), date.date().reason.clone());
                reasons.push(match date {
                    Recorded::StaleSince(_) => Reason::HoldsAgain { since, reason },
                    Recorded::HoldsSince(_) => Reason::HoldsEarly { since, reason },
                });
            }
        }
    }
    if compares_expectations(outcome, status) {
        reasons.extend(mismatches.iter().cloned());
    }
    if reasons.is_empty() { Verdict::Pass } else { Verdict::Fail(reasons) }
}

/// One cell, judged: its result, the claim status and the verdict. Built once, by
/// [`CellRecord::judge`]; the store, the reports, JUnit, GitHub annotations and `cargo test`
/// only persist or render it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellRecord {
    /// What the cell did.
    pub result: CellResult,
    /// The claim's status on the lane.
    pub claim: ClaimStatus,
    /// The verdict, with every reason.
    pub verdict: Verdict,
}

impl CellRecord {
    /// Judges a cell's result against its spec on a lane of `release`, with the expectation
    /// mismatches found (empty when blessing).
    pub fn judge(result: CellResult, spec: &EditionSpec, release: &Release, mismatches: &[Reason]) -> CellRecord {
        match CellRecord::judge_comparing(result, spec, release, |_| Ok::<_, std::convert::Infallible>(mismatches.to_vec())) {
            Ok(record) => record,
            Err(never) => match never {},
        }
    }

    /// Judges a cell's result against its spec on a lane of `release`: the claim status is
    /// computed once, and `compare` (the expectations' comparison) is asked only where that
    /// status compares expectations ([`compares_expectations`]).
    pub fn judge_comparing<E>(
        result: CellResult,
        spec: &EditionSpec,
        release: &Release,
        compare: impl FnOnce(&CellResult) -> Result<Vec<Reason>, E>,
    ) -> Result<CellRecord, E> {
        let recorded = recorded_failure(spec, release);
        let claimed = Claimed::of(spec);
        let claim = claim_status(result.outcome, &result.claim, recorded, claimed);
        let mismatches = match compares_expectations(result.outcome, &claim) {
            true => compare(&result)?,
            false => Vec::new(),
        };
        let verdict = verdict_of(
            &claim,
            Evidence {
                outcome: result.outcome,
                unsupported: result.unsupported.as_ref(),
                claim: &result.claim,
                recorded,
                claimed,
                mismatches: &mismatches,
                stderr: &result.stderr,
                process: Process::of(spec, &result),
            },
        );
        Ok(CellRecord { result, claim, verdict })
    }

    /// The verdict in one word.
    pub fn kind(&self) -> VerdictKind {
        match &self.verdict {
            Verdict::Pass if self.claim.fails_as_recorded() => VerdictKind::Stale,
            Verdict::Pass => VerdictKind::Pass,
            Verdict::Fail(_) => VerdictKind::Fail,
            Verdict::NotApplicable(_) => VerdictKind::NotApplicable,
        }
    }
}

/// One judged cell of any kind: what the runner's events carry, the counts count and bless
/// writes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// A compile cell.
    Compile(CellRecord),
    /// A migration cell.
    Migration(MigrationRecord),
}

impl Record {
    /// The verdict, with every reason.
    pub fn verdict(&self) -> &Verdict {
        match self {
            Record::Compile(record) => &record.verdict,
            Record::Migration(record) => &record.verdict,
        }
    }

    /// The verdict in one word.
    pub fn kind(&self) -> VerdictKind {
        match self {
            Record::Compile(record) => record.kind(),
            Record::Migration(record) => record.kind(),
        }
    }

    /// The outcome's name (`accepted`, ..., or a migration's `migrated-and-equivalent`, ...).
    pub fn outcome(&self) -> &'static str {
        match self {
            Record::Compile(record) => record.result.outcome.name(),
            Record::Migration(record) => record.result.outcome.name(),
        }
    }
}

/// The records of the compile cells and of the migration cells among `records`, in order.
pub fn split(records: &[Record]) -> (Vec<CellRecord>, Vec<MigrationRecord>) {
    let (mut compiles, mut migrations) = (Vec::new(), Vec::new());
    for record in records {
        match record {
            Record::Compile(record) => compiles.push(record.clone()),
            Record::Migration(record) => migrations.push(record.clone()),
        }
    }
    (compiles, migrations)
}

/// One cell's full result: what the store keeps and the reports show.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellResult {
    /// `<suite>/<snippet>`.
    pub snippet: String,
    /// The edition.
    pub edition: crate::model::Edition,
    /// The lane's name.
    pub lane: String,
    /// The outcome.
    pub outcome: Outcome,
    /// Why unsupported (with [`Outcome::Unsupported`]).
    pub unsupported: Option<Unsupported>,
    /// The program's end, for run stages.
    pub run: Option<RunEnd>,
    /// The typed diagnostics.
    pub diagnostics: Vec<Diagnostic>,
    /// Normalized stderr (rendered diagnostics).
    pub stderr: String,
    /// Normalized stdout of the program (run stages) or shown files (cargo), if any.
    pub stdout: Option<String>,
    /// compiletest's other streams: the compiler's stdout and the program's stderr, normalized
    /// (empty for our dialect, and in results stored before they were kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub streams: Vec<(crate::model::Stream, String)>,
    /// The claim check.
    pub claim: ClaimCheck,
    /// The compile command.
    pub command: Vec<String>,
    /// Wall time of the cell's processes.
    pub duration: Duration,
}

/// A unified diff, expected -> actual, for messages.
pub fn diff(expected: &str, actual: &str) -> String {
    TextDiff::from_lines(expected, actual).unified_diff().context_radius(3).header("expected", "actual").to_string()
}

impl CellResult {
    /// A cell's result before anything ran: `outcome`, no output, no diagnostic, no time.
    pub fn empty(snippet: &str, edition: crate::model::Edition, lane: &str, outcome: Outcome) -> CellResult {
        CellResult {
            snippet: snippet.to_string(),
            edition,
            lane: lane.to_string(),
            outcome,
            unsupported: None,
            run: None,
            diagnostics: Vec::new(),
            stderr: String::new(),
            stdout: None,
            streams: Vec::new(),
            claim: ClaimCheck::default(),
            command: Vec::new(),
            duration: Duration::ZERO,
        }
    }

    /// The code of the first error (a top-level diagnostic of level error, summaries left out)
    /// that has one: what a cell is "about" in reports and the store.
    pub fn primary_code(&self) -> Option<&str> {
        self.diagnostics.iter().filter(|d| d.level == Some(Level::Error) && !d.is_summary()).find_map(|d| d.code.as_deref())
    }
}

#[cfg(test)]
mod tests;

/// The record of one migration cell: its result and verdict, built once by [`migration`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MigrationRecord {
    /// What the migration did.
    pub result: crate::model::MigrationResult,
    /// The verdict, with every reason.
    pub verdict: Verdict,
}

impl MigrationRecord {
    /// The verdict in one word (a migration is never stale: it has no dated claim status).
    pub fn kind(&self) -> VerdictKind {
        match self.verdict {
            Verdict::Pass => VerdictKind::Pass,
            Verdict::Fail(_) => VerdictKind::Fail,
            Verdict::NotApplicable(_) => VerdictKind::NotApplicable,
        }
    }
}

/// Judges a migration against the snippet's `migrate:` claim and the blessed rewrite
/// (`mismatch`: the expectation's diff, if it differs; `None` when blessing):
///
/// | claim                  | outcome                          | verdict                                 |
/// |------------------------|----------------------------------|-----------------------------------------|
/// | -                      | n/a                              | not applicable                          |
/// | none / `equivalent`    | breaks                           | fail (the outcome; claim `breaks` if known) |
/// | `breaks "why"`         | does not break                   | fail (the claim is contradicted)        |
/// | none / `equivalent`    | does not break                   | pass, unless the rewrite differs         |
/// | `breaks "why"`         | breaks                           | pass, unless the rewrite differs         |
///
/// `migrate: equivalent` and no claim judge alike: the claim documents what the RFC or chapter
/// says. `not-machine-applicable` does not break the code: it passes, counted as such.
pub fn migration(
    result: crate::model::MigrationResult,
    claim: Option<&crate::model::MigrateClaim>,
    mismatch: Option<Reason>,
) -> MigrationRecord {
    use crate::model::MigrateClaim;
    let verdict = match (&result.outcome, result.outcome.breaks(), claim) {
        (crate::model::MigrationOutcome::NotApplicable { why }, _, _) => Verdict::NotApplicable(why.to_string()),
        (outcome, true, None | Some(MigrateClaim::Equivalent)) => Verdict::Fail(
            std::iter::once(Reason::Migration {
                message: format!(
                    "{outcome}\nif the RFC or the Edition Guide says this migration breaks, record it: //@ migrate: breaks \"why (reference)\""
                ),
            })
            .chain(mismatch)
            .collect(),
        ),
        (outcome, false, Some(MigrateClaim::Breaks { reason, .. })) => Verdict::Fail(
            std::iter::once(Reason::Migration {
                message: format!("`migrate: breaks` records that the migration breaks ({reason}), but on this lane: {outcome}"),
            })
            .chain(mismatch)
            .collect(),
        ),
        (_, false, None | Some(MigrateClaim::Equivalent)) | (_, true, Some(MigrateClaim::Breaks { .. })) => match mismatch {
            Some(reason) => Verdict::Fail(vec![reason]),
            None => Verdict::Pass,
        },
    };
    MigrationRecord { result, verdict }
}
