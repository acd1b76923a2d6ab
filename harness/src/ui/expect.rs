//! A UI cell's expectations: `foo.stderr` (and `foo.stdout`) beside the test as the baseline,
//! the reference lane's; `foo.<lane>.stderr` beside it (or `<deltas>/<lane>/<test>.stderr` where
//! the crate names a folder) only where a lane differs. It says why a compile does not hold
//! against them, as the runner's claim check says it ([`reasons`]: the runner then judges the
//! cell), and, under bless, writes the cells that passed ([`bless`]): the reference lane's
//! baseline, another lane's delta where it differs from the baseline, and removes a delta equal
//! to it again.
//!
//! | kind | compile | expectation | verdict (bless: writes) |
//! |---|---|---|---|
//! | compile-fail | compiled | any | fail: compiled (nothing) |
//! | compile-fail | timed out / crashed | any | fail (nothing) |
//! | compile-fail | rejected | none | fail: the baseline, empty (the file) |
//! | compile-fail | rejected | equal | pass (a delta equal to the baseline removed) |
//! | compile-fail | rejected | differs | fail: mismatch (baseline or delta) |
//! | pass | not compiled | any | fail: not compiled |
//! | pass | compiled, program fails | any | fail: run failed |
//! | pass | compiled, program exits 0 | `.stdout` absent | pass |
//! | pass | compiled, program exits 0 | `.stdout` present | as for stderr, on stdout |

use std::path::{Path, PathBuf};

use super::compile::{Compile, Output};
use super::normalize::tidy;
use super::{CrateManifest, Kind, UiTest};
use crate::error::Error;
use crate::model::Stage;
use crate::runner::Bless;
use crate::verdict::Reason;

/// Which stream an expectation holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    /// rustc's stderr.
    Stderr,
    /// A pass test's program's stdout.
    Stdout,
}

impl Stream {
    /// `stderr` or `stdout`.
    pub fn extension(self) -> &'static str {
        match self {
            Stream::Stderr => "stderr",
            Stream::Stdout => "stdout",
        }
    }
}

/// The one function that names an expectation file: the baseline (`lane: None`) beside the
/// test, a lane's delta beside it or under the crate's deltas folder. Absolute.
pub fn expectation_file(krate: &CrateManifest, test: &UiTest, stream: Stream, lane: Option<&str>) -> PathBuf {
    let source = krate.dir.join(&test.path);
    let stem = source.file_stem().unwrap_or_default().to_string_lossy().into_owned();
    match (lane, &krate.deltas) {
        (None, _) => source.with_file_name(format!("{stem}.{}", stream.extension())),
        (Some(lane), None) => source.with_file_name(format!("{stem}.{lane}.{}", stream.extension())),
        (Some(lane), Some(folder)) => krate.dir.join(folder).join(lane).join(format!("{}.{}", test.name, stream.extension())),
    }
}

/// An expectation file of the crate, if it exists: inside the crate once links are resolved, at
/// most [`crate::expectations::EXPECTATION_LIMIT`] bytes.
fn read(krate: &CrateManifest, path: &Path) -> Result<Option<String>, Error> {
    let text = crate::fsutil::read_inside(path, &krate.dir, crate::expectations::EXPECTATION_LIMIT)?;
    Ok(text.map(|t| tidy(&t.replace("\r\n", "\n"))))
}

/// What a compile-fail test that compiled got, in a claim's words.
pub const COMPILED: &str = "it compiled";

/// How what a pass test that did not compile got begins (rustc's stderr follows).
pub const NOT_COMPILED: &str = "it did not compile:\n";

/// How what a pass test whose program failed got begins (how it ended and its stderr follow).
pub const PROGRAM: &str = "its program ";

/// Why `output` of `test` on `lane` does not hold as trybuild judges it, as the runner's claim
/// check says it (a compile-fail test is a `build-fail` claim, a pass test a `run-pass` one; a
/// mismatch an expectation's diff): the stage's requirement, then, unless blessing, the
/// comparison with the lane's expectation. A timeout or a crash gives no reason here: the
/// runner judges the outcome.
pub fn reasons(krate: &CrateManifest, test: &UiTest, lane: &str, output: &Output, bless: Bless) -> Result<Vec<Reason>, Error> {
    let stage = |got: String| {
        let stage = match test.kind {
            Kind::CompileFail => Stage::BuildFail,
            Kind::Pass => Stage::RunPass,
        };
        Ok(vec![Reason::Stage { stage, got }])
    };
    let actual = match (test.kind, output.compile) {
        (Kind::CompileFail, Compile::Compiled) => return stage(COMPILED.to_string()),
        (Kind::CompileFail | Kind::Pass, Compile::TimedOut | Compile::Crashed) => return Ok(Vec::new()),
        (Kind::Pass, Compile::Rejected) => return stage(format!("{NOT_COMPILED}{}", output.stderr)),
        (Kind::Pass, Compile::Compiled) => match &output.program {
            Some(program) if !program.success => return stage(format!("{PROGRAM}failed ({}):\n{}", program.status, program.stderr)),
            Some(_) | None => actual(test, output)?,
        },
        (Kind::CompileFail, Compile::Rejected) => actual(test, output)?,
    };
    match bless {
        Bless::Yes => Ok(Vec::new()),
        Bless::No => Ok(compare(krate, test, lane, &actual)?.into_iter().collect()),
    }
}

/// Writes the expectation of a cell that passed under bless (`output` of `test` on `lane`) and
/// says what it wrote or removed (paths relative to the crate): the reference lane owns the
/// baseline; another lane writes its delta only where it differs from the baseline (so the
/// reference lane's cells are blessed first), and removes one equal to it again.
pub fn bless(krate: &CrateManifest, test: &UiTest, lane: &str, is_reference: bool, output: &Output) -> Result<Vec<String>, Error> {
    let printed = actual(test, output)?;
    let Files { baseline_file, delta_file, baseline, delta } = files(krate, test, printed.stream, lane)?;
    let (actual, required) = (&printed.text, printed.required);
    let relative = |p: &Path| p.strip_prefix(&krate.dir).unwrap_or(p).display().to_string();
    if !required && baseline.is_none() && delta.is_none() {
        return Ok(Vec::new());
    }
    // A link (`deltas`, `tests/ui`) that leads out of the crate is never written through.
    crate::fsutil::stays_inside(&baseline_file, &krate.dir)?;
    crate::fsutil::stays_inside(&delta_file, &krate.dir)?;
    let mut written = Vec::new();
    // The reference lane owns the baseline; another lane writes one only where there is none
    // at all (the reference lane blesses first when it runs).
    let (own_baseline, delta_wanted) = match &baseline {
        _ if is_reference => (true, false),
        Some(base) => (false, !printed.matches(base)),
        None => (true, false),
    };
    if own_baseline && baseline.as_deref() != Some(actual.as_str()) {
        crate::fsutil::write_atomic(&baseline_file, actual.as_bytes())?;
        written.push(format!("wrote {}", relative(&baseline_file)));
    }
    if delta_wanted && delta.as_deref() != Some(actual.as_str()) {
        if let Some(folder) = delta_file.parent() {
            std::fs::create_dir_all(folder).map_err(|e| Error::io("create", folder, e))?;
        }
        crate::fsutil::write_atomic(&delta_file, actual.as_bytes())?;
        written.push(format!("wrote {}", relative(&delta_file)));
    }
    if !delta_wanted && delta.is_some() {
        crate::fsutil::remove_optional(&delta_file)?;
        written.push(format!("removed {} (equal to the baseline)", relative(&delta_file)));
    }
    Ok(written)
}

/// What a cell printed on the stream its expectation holds, normalized, and as older
/// trybuilds normalized it.
struct Actual {
    /// stderr of a compile-fail test, stdout of a pass test's program.
    stream: Stream,
    /// The text.
    text: String,
    /// The older forms: a file blessed by an older trybuild matches one of these.
    older: Vec<String>,
    /// Whether a missing baseline is a failure (stderr of compile-fail), else nothing to
    /// compare (stdout of pass).
    required: bool,
}

/// The stream of `output` that `test`'s expectation holds.
fn actual(test: &UiTest, output: &Output) -> Result<Actual, Error> {
    match (test.kind, &output.program) {
        (Kind::CompileFail, _) => {
            Ok(Actual { stream: Stream::Stderr, text: output.stderr.clone(), older: output.older_stderr.clone(), required: true })
        }
        (Kind::Pass, Some(program)) => {
            Ok(Actual { stream: Stream::Stdout, text: tidy(&program.stdout), older: Vec::new(), required: false })
        }
        (Kind::Pass, None) => Err(Error::Bug(format!("pass test {} compiled but did not run", test.name))),
    }
}

impl Actual {
    /// Whether `expected` is what was printed, or a form of it an older trybuild blessed.
    fn matches(&self, expected: &str) -> bool {
        self.text == expected || self.older.iter().any(|o| o == expected)
    }
}

/// A stream's two expectation files, the baseline and the lane's delta, with their texts.
struct Files {
    baseline_file: PathBuf,
    delta_file: PathBuf,
    baseline: Option<String>,
    delta: Option<String>,
}

/// The expectation files of `test`'s `stream` on `lane`, read.
fn files(krate: &CrateManifest, test: &UiTest, stream: Stream, lane: &str) -> Result<Files, Error> {
    let (baseline_file, delta_file) = (expectation_file(krate, test, stream, None), expectation_file(krate, test, stream, Some(lane)));
    Ok(Files { baseline: read(krate, &baseline_file)?, delta: read(krate, &delta_file)?, baseline_file, delta_file })
}

/// Compares `actual` with the lane's expectation: its delta, else the baseline. A file an older
/// trybuild blessed passes as trybuild passes it.
fn compare(krate: &CrateManifest, test: &UiTest, lane: &str, actual: &Actual) -> Result<Option<Reason>, Error> {
    let Files { baseline_file, delta_file, baseline, delta } = files(krate, test, actual.stream, lane)?;
    let stream = match actual.stream {
        Stream::Stderr => crate::model::Stream::Stderr,
        Stream::Stdout => crate::model::Stream::RunStdout,
    };
    let differs = |file: &Path, expected: &str| Reason::Expectation {
        stream,
        file: file.display().to_string(),
        diff: crate::verdict::diff(expected, &actual.text),
    };
    Ok(match (delta, baseline) {
        (Some(expected), _) => (!actual.matches(&expected)).then(|| differs(&delta_file, &expected)),
        (None, Some(expected)) => (!actual.matches(&expected)).then(|| differs(&baseline_file, &expected)),
        // No expectation: a failure naming the file bless would write, where one is required.
        (None, None) => actual.required.then(|| differs(&baseline_file, "")),
    })
}
