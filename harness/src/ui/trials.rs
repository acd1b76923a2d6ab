//! [`Tests`]: the front end from a crate's own `tests/ui.rs` (`harness = false`), trybuild's
//! shape. Each (test, lane) cell is a libtest-mimic trial `ui/<test>::<lane>`, so libtest's
//! filters, `--exact`, `--list`, `--ignored` work; `--bless` (or `BLESS=1`) writes the
//! expectations of the cells that ran. The cells the filters select run as one batch (each
//! lane's build once, the compiles in parallel) before libtest reports them.

use std::path::PathBuf;
use std::time::Duration;

use libtest_mimic::{Arguments, Trial};

use super::report::{self, BlessHint};
use super::{CrateManifest, Judged, Options};
use crate::verdict::Verdict;

/// A crate's UI tests, as `tests/ui.rs` declares them:
///
/// ```no_run
/// edrift::ui::Tests::new().compile_fail("tests/ui/*.rs").pass("tests/ui/pass/*.rs").run();
/// ```
#[derive(Debug, Clone, Default)]
pub struct Tests {
    compile_fail: Vec<String>,
    pass: Vec<String>,
    lanes: Vec<String>,
    manifest_dir: Option<PathBuf>,
    state: Option<PathBuf>,
    allowed_paths: Vec<PathBuf>,
}

impl Tests {
    /// No tests yet (with none added, `tests/ui/*.rs` are compile-fail tests).
    pub fn new() -> Tests {
        Tests::default()
    }

    /// Tests matching `glob` (relative to the crate) must fail to compile, printing their
    /// `.stderr`.
    pub fn compile_fail(mut self, glob: &str) -> Tests {
        self.compile_fail.push(glob.to_string());
        self
    }

    /// Tests matching `glob` must compile and run successfully.
    pub fn pass(mut self, glob: &str) -> Tests {
        self.pass.push(glob.to_string());
        self
    }

    /// Only these lanes, instead of `[package.metadata.edrift] lanes`.
    pub fn lanes(mut self, lanes: &[&str]) -> Tests {
        self.lanes = lanes.iter().map(|l| l.to_string()).collect();
        self
    }

    /// The crate's folder (default: `CARGO_MANIFEST_DIR`, which cargo sets for tests).
    pub fn manifest_dir(mut self, dir: impl Into<PathBuf>) -> Tests {
        self.manifest_dir = Some(dir.into());
        self
    }

    /// Where the lanes' builds and the results cache go (default: `target/edrift-ui` of the
    /// crate's workspace).
    pub fn state(mut self, dir: impl Into<PathBuf>) -> Tests {
        self.state = Some(dir.into());
        self
    }

    /// Allows the crate's path dependencies inside `dir`, outside its workspace (bound
    /// read-only for the build; any other outside path dependency is an error).
    pub fn allow_path_dependency(mut self, dir: impl Into<PathBuf>) -> Tests {
        self.allowed_paths.push(dir.into());
        self
    }

    /// Runs the trials the command line selects and exits with libtest's status.
    pub fn run(self) -> ! {
        crate::invoke::sandbox::handle_interrupts();
        match self.run_trials(std::env::args().collect()) {
            Ok(conclusion) => conclusion.exit(),
            Err(e) => {
                eprintln!("error: {e}");
                std::process::exit(101)
            }
        }
    }

    /// The trials of `args` (a test binary's command line), run.
    pub fn run_trials(self, args: Vec<String>) -> Result<libtest_mimic::Conclusion, crate::Error> {
        let config = crate::config::Config::from_env()?;
        crate::invoke::sandbox::configure(config.sandbox.clone());
        let (bless, args) = config.bless.take_from(args);
        let arguments = Arguments::from_iter(args);
        let dir = match &self.manifest_dir {
            Some(dir) => dir.clone(),
            None => std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(".")),
        };
        let krate = CrateManifest::read(&dir.join("Cargo.toml"))?;
        let options = Options {
            compile_fail: self.compile_fail,
            pass: self.pass,
            lanes: self.lanes,
            bless,
            state: self.state.clone().unwrap_or_else(|| super::default_state(&krate)),
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            timeout: Duration::from_secs(120),
            build_timeout: Duration::from_secs(3600),
            allowed_paths: self.allowed_paths,
            // The features the outer `cargo test` enabled are not known to its test binary:
            // the crate's own; `--cfg` names neither.
            features: super::Features::default(),
            cfgs: Vec::new(),
            ignored: match (arguments.include_ignored, arguments.ignored) {
                (_, true) => super::Ignored::Only,
                (true, false) => super::Ignored::Include,
                (false, false) => super::Ignored::Skip,
            },
        };
        let selection = super::discover(&krate, &options)?;
        let tests = &selection.tests;
        let lane_names: Vec<String> = if !options.lanes.is_empty() {
            options.lanes.clone()
        } else if !krate.lanes.is_empty() {
            krate.lanes.clone()
        } else {
            vec!["stable".to_string()]
        };
        let name = |test: &str, lane: &str| format!("{test}::{lane}");
        if arguments.list {
            let trials = tests
                .iter()
                .flat_map(|t| lane_names.iter().map(move |l| Trial::test(name(&t.name, l), || Ok(())).with_kind(t.kind.name())))
                .collect();
            return Ok(libtest_mimic::run(&arguments, trials));
        }
        let selected = |trial: &str| -> bool {
            let matches = |filter: &str| if arguments.exact { trial == filter } else { trial.contains(filter) };
            let shown = arguments.filter.as_deref().is_none_or(matches);
            shown && !arguments.skip.iter().any(|s| matches(s))
        };
        let run = super::run(&krate, &selection, &options, &|test, lane| selected(&name(&test.name, lane)))?;
        for note in &run.notes {
            eprintln!("lane `{}`: {}", note.lane, note.message);
        }
        let target = std::env::args().next().and_then(|a| {
            let stem = PathBuf::from(a).file_stem()?.to_string_lossy().into_owned();
            Some(stem.rsplit_once('-').map_or(stem.clone(), |(head, _)| head.to_string()))
        });
        let hint = BlessHint::CargoTest(target.unwrap_or_else(|| "ui".to_string()));
        let mut trials = Vec::new();
        for test in tests {
            for lane in &lane_names {
                let trial_name = name(&test.name, lane);
                let cell = run.cells.iter().find(|c| c.test.name == test.name && c.lane == *lane);
                // A cell of a lane not ready, or that the lane cannot run, is ignored, with why.
                let trial = match cell.map(|c| (c, &c.judged)) {
                    None => Trial::test(trial_name, || Ok(())),
                    Some((_, Judged::Skipped(why))) => Trial::test(trial_name, ignored(why)).with_ignored_flag(true),
                    Some((cell, Judged::Record(record))) => match &record.verdict {
                        Verdict::Pass => {
                            let written = cell.blessed.join("\n");
                            Trial::test(trial_name, move || {
                                if !written.is_empty() {
                                    eprintln!("{written}");
                                }
                                Ok(())
                            })
                        }
                        Verdict::Fail(_) => {
                            let message = report::failure(cell, &hint);
                            Trial::test(trial_name, move || Err(message.into()))
                        }
                        Verdict::NotApplicable(why) => Trial::test(trial_name, ignored(why)).with_ignored_flag(true),
                    },
                };
                // A cell the crate's test ignores on the lane is an ignored trial, as its
                // `#[test] fn` is: libtest's --ignored and --include-ignored run it.
                let trial = match cell.and_then(|c| c.ignored.as_ref()) {
                    Some(_) => trial.with_ignored_flag(true),
                    None => trial,
                };
                trials.push(trial.with_kind(test.kind.name()));
            }
        }
        Ok(libtest_mimic::run(&arguments, trials))
    }
}

/// An ignored trial's body: it says why, should it be run (`--include-ignored`).
fn ignored(why: &str) -> impl FnOnce() -> Result<(), libtest_mimic::Failed> + Send + 'static {
    let why = why.to_string();
    move || Err(why.into())
}
