//! Front end `ui`: a crate's trybuild-style UI tests on every lane of the crate
//! (`edrift ui --manifest-path`, or [`Tests`] from the crate's own `tests/ui.rs`).
//!
//! It takes a crate's `Cargo.toml`, the tests' globs (`compile_fail`, `pass`) and lanes; it gives
//! one [`UiResult`] per (test, lane), each a cell of the crate-UI kind: per lane, the crate and its
//! dev-dependencies are built once by the lane's cargo ([`build`]), then each test is compiled by
//! the lane's rustc against those artifacts ([`compile`]), its stderr normalized as trybuild does
//! ([`normalize`]) and compared with `foo.stderr` or the lane's delta `foo.<lane>.stderr`
//! ([`expect`]). It never writes into the crate except on bless, and then only the expectations
//! of the cells that ran: a lane's delta only where it differs from the baseline, removed when
//! equal again. With the `matrix` feature, [`record`] puts a run in the results store (each cell
//! a cell of its history, for `edrift drift` and `edrift history`) and [`dashboard`] makes the
//! report stage's inputs of it (`edrift ui --report`).
//!
//! Glossary: a *test* is one `.rs` file of the crate's UI suite; a *lane* a toolchain the crate
//! lists in `[package.metadata.edrift] lanes` (`msrv`, `stable`, `nightly`, `1.85`); the
//! *baseline* the `.stderr` beside a test, the reference lane's; a *delta* a lane's own file where
//! its output differs.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::error::Error;
use crate::model::Edition;
use crate::runner::Bless;

pub mod adopt;
pub mod build;
pub mod compile;
#[cfg(feature = "matrix")]
pub mod dashboard;
pub mod declared;
pub mod expect;
pub mod lanes;
pub mod manifest;
pub mod normalize;
pub mod paths;
#[cfg(feature = "matrix")]
pub mod record;
pub mod report;
mod trials;

pub use manifest::CrateManifest;
pub use trials::Tests;

/// What a test asserts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    /// It must not compile; its normalized stderr is the expectation.
    CompileFail,
    /// It must compile and its program exit 0 (its stdout compared where a `.stdout` exists).
    Pass,
}

impl Kind {
    /// `compile-fail` or `pass`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::CompileFail => "compile-fail",
            Kind::Pass => "pass",
        }
    }
}

/// One UI test of the crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiTest {
    /// Its name in trials and messages: the path under the crate without `.rs`, less a leading
    /// `tests/` (`ui/builder-enum`).
    pub name: String,
    /// The path relative to the crate folder (`tests/ui/builder-enum.rs`), as rustc is given it.
    pub path: PathBuf,
    /// What it asserts.
    pub kind: Kind,
}

/// A cell's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// As expected.
    Pass,
    /// Not as expected, with every reason.
    Fail(Vec<Reason>),
    /// The lane cannot run the test (the crate does not build there, the lane is older than the
    /// crate's `rust-version`); shown, never failed.
    Unsupported(String),
    /// The lane is not installed; the reason says how to install it.
    Ignored(String),
}

/// Why a cell failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A compile-fail test compiled.
    Compiled,
    /// A pass test did not compile; its normalized stderr.
    NotCompiled(String),
    /// A pass test's program did not exit 0.
    RunFailed {
        /// How it ended.
        status: String,
        /// Its stderr.
        stderr: String,
    },
    /// A stream differs from its expectation file.
    Mismatch {
        /// The expectation file that was compared (the lane's delta or the baseline).
        file: PathBuf,
        /// Its text.
        expected: String,
        /// What the lane printed, normalized.
        actual: String,
    },
    /// A compile-fail test has no `.stderr` yet.
    NoExpectation {
        /// The file bless would write.
        file: PathBuf,
        /// What the lane printed, normalized.
        actual: String,
    },
    /// rustc or the program ran past the timeout.
    TimedOut,
    /// rustc crashed (an ICE or a signal): its stderr.
    Crashed(String),
}

/// One (test, lane) cell's result.
#[derive(Debug, Clone)]
pub struct UiResult {
    /// The test.
    pub test: UiTest,
    /// The lane's name as the crate lists it.
    pub lane: String,
    /// The verdict.
    pub verdict: Verdict,
    /// What bless wrote or removed for it (paths relative to the crate).
    pub blessed: Vec<String>,
    /// Whether the result came from the cache.
    pub cached: bool,
    /// What the lane's rustc (and program) did; none where the lane could not run the test.
    pub output: Option<compile::Output>,
}

/// What a run of a crate's UI tests needs besides the crate.
#[derive(Debug, Clone)]
pub struct Options {
    /// `compile_fail` globs, relative to the crate (when both are empty: those the crate's
    /// trybuild test declares, else `tests/ui/*.rs`).
    pub compile_fail: Vec<String>,
    /// `pass` globs.
    pub pass: Vec<String>,
    /// Only these lanes (names as the crate lists them, or any lane name); empty: the crate's.
    pub lanes: Vec<String>,
    /// Write expectations.
    pub bless: Bless,
    /// Where builds, the cargo home and the results cache go.
    pub state: PathBuf,
    /// Worker threads for the tests' compiles.
    pub jobs: usize,
    /// Per-process timeout.
    pub timeout: Duration,
    /// The cargo build's timeout.
    pub build_timeout: Duration,
    /// Folders outside the crate's workspace its path dependencies may lie in
    /// (`--allow-path-dependency`): bound read-only for the build.
    pub allowed_paths: Vec<PathBuf>,
}

/// The tests the globs select, sorted, each once (a file matched by both kinds is an error).
/// Without globs in `options`, those the crate's own trybuild test declares ([`declared`]), else
/// `tests/ui/*.rs`; a glob given that matches nothing is an error, a declared one selects nothing.
pub fn discover(krate: &CrateManifest, options: &Options) -> Result<Vec<UiTest>, Error> {
    let declared_here = options.compile_fail.is_empty() && options.pass.is_empty();
    let (compile_fail, pass) = if declared_here {
        let declared = declared::globs(&krate.dir)?;
        if declared.is_empty() {
            (vec!["tests/ui/*.rs".to_string()], Vec::new())
        } else {
            let of = |kind| declared.iter().filter(|d| d.kind == kind).map(|d| d.glob.clone()).collect::<Vec<_>>();
            (of(Kind::CompileFail), of(Kind::Pass))
        }
    } else {
        (options.compile_fail.clone(), options.pass.clone())
    };
    let mut tests: Vec<UiTest> = Vec::new();
    let mut problems = Vec::new();
    for (kind, globs) in [(Kind::CompileFail, &compile_fail), (Kind::Pass, &pass)] {
        for pattern in globs {
            let found = glob(&krate.dir, pattern)?;
            // A glob the crate's own test declares that matches nothing selects nothing, as in
            // trybuild (pin-project-lite's package leaves out the folder `tests/run-pass/**/*.rs`
            // names); one given on the command line is a mistake said.
            if found.is_empty() && !(declared_here && pattern.contains('*')) {
                problems.push(format!("{} glob `{pattern}` matches no file under {}", kind.name(), krate.dir.display()));
            }
            for path in found {
                if let Some(other) = tests.iter().find(|t| t.path == path) {
                    if other.kind != kind {
                        problems.push(format!("{} is both a {} and a {} test", path.display(), other.kind.name(), kind.name()));
                    }
                    continue;
                }
                tests.push(UiTest { name: test_name(&path), path, kind });
            }
        }
    }
    if !problems.is_empty() {
        return Err(Error::Config {
            path: krate.manifest.clone(),
            message: format!("bad UI test selection:\n  {}", problems.join("\n  ")),
        });
    }
    tests.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(tests)
}

fn test_name(path: &Path) -> String {
    let text = path.with_extension("").display().to_string();
    text.strip_prefix("tests/").map(str::to_string).unwrap_or(text)
}

/// The files of `pattern`, relative to `dir`, sorted: as trybuild's globs, a `*` matches within
/// one name (`tests/ui/x-*.rs`, `tests/*/pass/*.rs`) and a `**` component any number of folders
/// (`tests/ui/**/*.rs`, the folder itself included). A pattern naming one file that does not
/// exist matches nothing. Linked folders are not descended by `**` (no loops), and whatever is
/// found must stay inside the crate once links are resolved.
pub fn glob(dir: &Path, pattern: &str) -> Result<Vec<PathBuf>, Error> {
    let pattern_path = Path::new(pattern);
    if pattern_path.is_absolute() || pattern.split('/').any(|c| c == "..") {
        return Err(Error::Config {
            path: dir.join("Cargo.toml"),
            message: format!("UI test glob `{pattern}` must be relative to the crate and stay inside it"),
        });
    }
    let parts: Vec<&str> = pattern.split('/').filter(|c| !c.is_empty() && *c != ".").collect();
    if parts.last().is_none_or(|last| *last == "**") {
        return Err(Error::Config {
            path: dir.join("Cargo.toml"),
            message: format!("UI test glob `{pattern}` must end in a file name (`tests/ui/**/*.rs`)"),
        });
    }
    let mut found = Vec::new();
    expand(dir, Path::new(""), &parts, &mut found)?;
    found.sort();
    found.dedup();
    Ok(found)
}

/// Adds the files under `dir/relative` that `parts` match.
fn expand(dir: &Path, relative: &Path, parts: &[&str], found: &mut Vec<PathBuf>) -> Result<(), Error> {
    let Some((&part, rest)) = parts.split_first() else { return Ok(()) };
    let folder = dir.join(relative);
    // `tests/ui` may be a link: what it leads to must be inside the crate, as every file found.
    crate::fsutil::stays_inside(&folder, dir)?;
    if part == "**" {
        expand(dir, relative, rest, found)?;
    }
    let entries = match std::fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => return Ok(()),
        Err(e) => return Err(Error::io("read", &folder, e)),
    };
    for entry in entries {
        let entry = entry.map_err(|e| Error::io("read", &folder, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        let linked = entry.file_type().is_ok_and(|t| t.is_symlink());
        match (part, rest.is_empty()) {
            ("**", _) if path.is_dir() && !linked => expand(dir, &relative.join(&name), parts, found)?,
            ("**", _) => {}
            (_, true) if path.is_file() && wildcard(part, &name) => {
                crate::fsutil::stays_inside(&path, dir)?;
                found.push(relative.join(name));
            }
            (_, false) if path.is_dir() && wildcard(part, &name) => expand(dir, &relative.join(&name), rest, found)?,
            (_, _) => {}
        }
    }
    Ok(())
}

/// Whether `name` matches `pattern`, whose `*` match any run of characters.
fn wildcard(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, rest)) => {
            let Some(tail) = name.strip_prefix(head) else { return false };
            (0..=tail.len()).filter(|i| tail.is_char_boundary(*i)).any(|i| wildcard(rest, &tail[i..]))
        }
    }
}

/// The counts of a run, and its closing line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Cells that passed.
    pub passed: usize,
    /// Cells that failed.
    pub failed: usize,
    /// Cells a lane cannot run.
    pub unsupported: usize,
    /// Cells of lanes that are not installed.
    pub ignored: usize,
}

impl Summary {
    /// Counts `results`.
    pub fn of(results: &[UiResult]) -> Summary {
        let mut summary = Summary::default();
        for result in results {
            match result.verdict {
                Verdict::Pass => summary.passed += 1,
                Verdict::Fail(_) => summary.failed += 1,
                Verdict::Unsupported(_) => summary.unsupported += 1,
                Verdict::Ignored(_) => summary.ignored += 1,
            }
        }
        summary
    }

    /// How the run ends: it fails when a cell failed, and when no test ran (every cell
    /// unsupported or ignored, or no cell at all): a run that checked nothing has not passed.
    pub fn conclusion(&self) -> Conclusion {
        match (self.failed, self.passed) {
            (0, 0) => Conclusion::NothingRan,
            (0, _) => Conclusion::Passed,
            (_, _) => Conclusion::Failed,
        }
    }
}

/// How a run of a crate's UI tests ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conclusion {
    /// Every cell that ran passed, and one did.
    Passed,
    /// A cell failed.
    Failed,
    /// No cell ran (all unsupported or ignored, or none): exit 1, with [`report::nothing_ran`].
    NothingRan,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} passed, {} failed, {} unsupported, {} ignored", self.passed, self.failed, self.unsupported, self.ignored)
    }
}

/// What a run says about its lanes before the cells (a lane that does not build the crate, a
/// missing lane): each once, not per test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaneNote {
    /// The lane.
    pub lane: String,
    /// What happened, with the command or cargo's error.
    pub message: String,
}

/// A whole run: its lanes, the notes about them and one result per (test, lane), in test then
/// lane order.
#[derive(Debug, Clone)]
pub struct Run {
    /// The lanes, resolved (what the results store records of them).
    pub lanes: Vec<lanes::CrateLane>,
    /// Notes about lanes, each once.
    pub notes: Vec<LaneNote>,
    /// The cells' results.
    pub results: Vec<UiResult>,
}

/// Runs `tests` on the lanes: each lane's build once (in turn: each uses every core), then every
/// (test, lane) compile on `options.jobs` workers of the runner's pool ([`crate::runner::pool`]);
/// blesses where asked. `wanted` selects the cells to run (trial filters); the others are left
/// out of the results.
pub fn run(krate: &CrateManifest, tests: &[UiTest], options: &Options, wanted: &dyn Fn(&UiTest, &str) -> bool) -> Result<Run, Error> {
    krate.outside_paths(&options.allowed_paths)?;
    let lanes = lanes::crate_lanes(krate, &options.lanes, &options.state)?;
    let mut notes = Vec::new();
    let mut ready: Vec<(usize, build::Built)> = Vec::new();
    let mut results: Vec<Option<UiResult>> = Vec::new();
    let mut units: Vec<(usize, usize)> = Vec::new();
    let mut unit_index = vec![vec![None; lanes.len()]; tests.len()];
    for (l, lane) in lanes.iter().enumerate() {
        if !tests.iter().any(|t| wanted(t, &lane.name)) {
            continue;
        }
        let outcome: Result<build::Built, Verdict> = match &lane.status {
            lanes::CrateLaneStatus::Missing(hint) => Err(Verdict::Ignored(hint.clone())),
            lanes::CrateLaneStatus::Unsupported(why) => Err(Verdict::Unsupported(why.clone())),
            lanes::CrateLaneStatus::Ready(ready_lane) => {
                build::build(krate, &lane.name, ready_lane, options).map_err(|failure| match failure {
                    build::BuildFailure::Unsupported(why) => Verdict::Unsupported(why),
                    build::BuildFailure::Error(e) => Verdict::Unsupported(e.to_string()),
                })
            }
        };
        match outcome {
            Ok(built) => {
                if built.lane.std_sources().is_none() {
                    notes.push(LaneNote {
                        lane: lane.name.clone(),
                        message: "has no standard library sources (rust-src): notes into std show no source lines, where trybuild's .stderr files usually have them (rustup: `rustup component add rust-src --toolchain <toolchain>`)".to_string(),
                    });
                }
                ready.push((l, built))
            }
            Err(verdict) => {
                let message = match &verdict {
                    Verdict::Ignored(why) => format!("not installed, its cells are ignored: {why}"),
                    Verdict::Unsupported(why) => format!("its cells are unsupported: {why}"),
                    Verdict::Pass | Verdict::Fail(_) => String::new(),
                };
                notes.push(LaneNote { lane: lane.name.clone(), message });
                for (t, test) in tests.iter().enumerate() {
                    if wanted(test, &lane.name) {
                        unit_index[t][l] = Some(results.len());
                        results.push(Some(UiResult {
                            test: test.clone(),
                            lane: lane.name.clone(),
                            verdict: verdict.clone(),
                            blessed: Vec::new(),
                            cached: false,
                            output: None,
                        }));
                    }
                }
            }
        }
    }
    for (t, test) in tests.iter().enumerate() {
        for (l, _) in &ready {
            if wanted(test, &lanes[*l].name) {
                unit_index[t][*l] = Some(results.len());
                units.push((t, *l));
                results.push(None);
            }
        }
    }
    // The compiles, on the runner's worker pool (the one the suites' cells run on).
    let mut outputs: Vec<Option<Result<compile::Output, Error>>> = (0..units.len()).map(|_| None).collect();
    let work = |(i, (t, l)): (usize, (usize, usize)), report: &dyn Fn((usize, Result<compile::Output, Error>))| {
        let output = match ready.iter().find(|(index, _)| *index == l) {
            Some((_, built)) => compile::compile(krate, &tests[t], built, options),
            None => Err(Error::Bug("a UI cell of a lane that did not build".into())),
        };
        report((i, output));
    };
    crate::runner::pool(options.jobs, units.iter().copied().enumerate().collect(), work, |(i, output)| {
        outputs[i] = Some(output);
        crate::runner::Flow::Continue
    });
    let reference = lanes::reference(krate, &lanes);
    // Bless writes the reference lane's baseline first, so that the other lanes' deltas are
    // decided against the new baseline.
    let mut order: Vec<usize> = (0..units.len()).collect();
    order.sort_by_key(|&i| (units[i].0, lanes[units[i].1].name != reference));
    for i in order {
        let (t, l) = units[i];
        let output = outputs[i].take().ok_or_else(|| Error::Bug("a UI compile did not finish".into()))??;
        let lane_name = &lanes[l].name;
        let is_reference = *lane_name == reference;
        let (verdict, blessed) = expect::judge(krate, &tests[t], lane_name, is_reference, &output, options.bless)?;
        let slot = unit_index[t][l].expect("a unit's slot");
        let cached = output.cached;
        results[slot] = Some(UiResult { test: tests[t].clone(), lane: lane_name.clone(), verdict, blessed, cached, output: Some(output) });
    }
    let results = results.into_iter().collect::<Option<Vec<_>>>().ok_or_else(|| Error::Bug("a UI cell has no result".into()))?;
    Ok(Run { lanes, notes, results })
}

/// A test's snippet id in the store: `<crate>/<test>` (`ui-fixture/ui/builder-enum`).
pub fn snippet_id(krate: &CrateManifest, test: &UiTest) -> String {
    format!("{}/{}", krate.name, test.name)
}

/// The crate's edition as the store keys cells (a crate of an edition the harness does not
/// know is an error, not a guess).
pub fn edition(krate: &CrateManifest) -> Result<Edition, Error> {
    Edition::ALL.into_iter().find(|e| e.year() == krate.edition).ok_or_else(|| Error::Config {
        path: krate.manifest.clone(),
        message: format!("edition `{}` is not one the results store knows (2015, 2018, 2021, 2024)", krate.edition),
    })
}

/// The default state folder of a crate: `<crate>/target/edrift-ui` (trybuild keeps its builds in
/// the crate's target folder too).
pub fn default_state(krate: &CrateManifest) -> PathBuf {
    krate.target_dir.join("edrift-ui")
}

#[cfg(test)]
mod tests;
