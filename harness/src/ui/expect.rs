//! A UI cell's expectations: `foo.stderr` (and `foo.stdout`) beside the test as the baseline,
//! the reference lane's; `foo.<lane>.stderr` beside it (or `<deltas>/<lane>/<test>.stderr` where
//! the crate names a folder) only where a lane differs. It judges a compile against them and,
//! under bless, writes the cells that ran: the reference lane's baseline, another lane's delta
//! where it differs from the baseline, and removes a delta equal to it again.
//!
//! | kind | compile | expectation | verdict (bless: writes) |
//! |---|---|---|---|
//! | compile-fail | compiled | any | fail: compiled (nothing) |
//! | compile-fail | timed out / crashed | any | fail (nothing) |
//! | compile-fail | rejected | none | fail: no expectation (the file) |
//! | compile-fail | rejected | equal | pass (a delta equal to the baseline removed) |
//! | compile-fail | rejected | differs | fail: mismatch (baseline or delta) |
//! | pass | not compiled | any | fail: not compiled |
//! | pass | compiled, program fails | any | fail: run failed |
//! | pass | compiled, program exits 0 | `.stdout` absent | pass |
//! | pass | compiled, program exits 0 | `.stdout` present | as for stderr, on stdout |

use std::path::{Path, PathBuf};

use super::compile::{Compile, Output};
use super::normalize::tidy;
use super::{CrateManifest, Kind, Reason, UiTest, Verdict};
use crate::error::Error;
use crate::runner::Bless;

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

/// Judges `output` of `test` on `lane` against its expectations; under bless writes them first.
/// Returns the verdict and what bless wrote or removed (paths relative to the crate).
pub fn judge(
    krate: &CrateManifest,
    test: &UiTest,
    lane: &str,
    is_reference: bool,
    output: &Output,
    bless: Bless,
) -> Result<(Verdict, Vec<String>), Error> {
    match (test.kind, output.compile) {
        (Kind::CompileFail, Compile::Compiled) => Ok((Verdict::Fail(vec![Reason::Compiled]), Vec::new())),
        (Kind::CompileFail | Kind::Pass, Compile::TimedOut) => Ok((Verdict::Fail(vec![Reason::TimedOut]), Vec::new())),
        (Kind::CompileFail | Kind::Pass, Compile::Crashed) => Ok((Verdict::Fail(vec![Reason::Crashed(output.stderr.clone())]), Vec::new())),
        (Kind::CompileFail, Compile::Rejected) => {
            let actual = Actual { text: &output.stderr, older: &output.older_stderr };
            compare(krate, test, lane, is_reference, Stream::Stderr, actual, bless, true)
        }
        (Kind::Pass, Compile::Rejected) => Ok((Verdict::Fail(vec![Reason::NotCompiled(output.stderr.clone())]), Vec::new())),
        (Kind::Pass, Compile::Compiled) => match &output.program {
            Some(program) if !program.success => {
                Ok((Verdict::Fail(vec![Reason::RunFailed { status: program.status.clone(), stderr: program.stderr.clone() }]), Vec::new()))
            }
            Some(program) => {
                let stdout = tidy(&program.stdout);
                compare(krate, test, lane, is_reference, Stream::Stdout, Actual { text: &stdout, older: &[] }, bless, false)
            }
            None => Err(Error::Bug(format!("pass test {} compiled but did not run", test.name))),
        },
    }
}

/// What a cell printed on a stream, normalized, and as older trybuilds normalized it.
#[derive(Clone, Copy)]
struct Actual<'a> {
    text: &'a str,
    older: &'a [String],
}

/// Compares `actual` with the lane's expectation of `stream`; `required`: a missing baseline is
/// a failure (stderr of compile-fail), else nothing to compare (stdout of pass).
#[expect(clippy::too_many_arguments, reason = "the cell's coordinates and what it printed, each needed")]
fn compare(
    krate: &CrateManifest,
    test: &UiTest,
    lane: &str,
    is_reference: bool,
    stream: Stream,
    actual: Actual<'_>,
    bless: Bless,
    required: bool,
) -> Result<(Verdict, Vec<String>), Error> {
    let Actual { text: actual, older } = actual;
    let matches = |expected: &str| expected == actual || older.iter().any(|o| o == expected);
    let baseline_file = expectation_file(krate, test, stream, None);
    let delta_file = expectation_file(krate, test, stream, Some(lane));
    let baseline = read(krate, &baseline_file)?;
    let delta = read(krate, &delta_file)?;
    let relative = |p: &Path| p.strip_prefix(&krate.dir).unwrap_or(p).display().to_string();
    if !required && baseline.is_none() && delta.is_none() {
        return Ok((Verdict::Pass, Vec::new()));
    }
    match bless {
        Bless::Yes => {
            // A link (`deltas`, `tests/ui`) that leads out of the crate is never written through.
            crate::fsutil::stays_inside(&baseline_file, &krate.dir)?;
            crate::fsutil::stays_inside(&delta_file, &krate.dir)?;
            let mut written = Vec::new();
            // The reference lane owns the baseline; another lane writes one only where there is
            // none at all (the reference lane blesses first when it runs).
            let (own_baseline, delta_wanted) = match &baseline {
                _ if is_reference => (true, false),
                Some(base) => (false, !matches(base)),
                None => (true, false),
            };
            if own_baseline && baseline.as_deref() != Some(actual) {
                crate::fsutil::write_atomic(&baseline_file, actual.as_bytes())?;
                written.push(format!("wrote {}", relative(&baseline_file)));
            }
            if delta_wanted && delta.as_deref() != Some(actual) {
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
            Ok((Verdict::Pass, written))
        }
        Bless::No => {
            let (file, expected) = match (delta, baseline) {
                (Some(delta), _) => (delta_file, delta),
                (None, Some(baseline)) => (baseline_file, baseline),
                (None, None) => {
                    return Ok((
                        Verdict::Fail(vec![Reason::NoExpectation { file: baseline_file, actual: actual.to_string() }]),
                        Vec::new(),
                    ));
                }
            };
            // A file an older trybuild blessed passes as trybuild passes it.
            if matches(&expected) {
                Ok((Verdict::Pass, Vec::new()))
            } else {
                Ok((Verdict::Fail(vec![Reason::Mismatch { file, expected, actual: actual.to_string() }]), Vec::new()))
            }
        }
    }
}
