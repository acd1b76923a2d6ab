//! The configuration of a run, built once at an entry point (`edrift`'s `main`, or
//! `testing::main` under `cargo test`) from the environment, and passed down as a value:
//! the stages it reaches read their settings from it, never from the environment.
//!
//! [`Config::from_vars`] takes the variables as a function from a name to its value, so a test
//! builds a configuration from a map; [`Config::from_env`] is the same over the process's
//! environment. A malformed value is an error naming the variable.
//!
//! The sandbox is decided once per process, below the runner: the entry point installs its part
//! ([`Config::sandbox`]) with `invoke::sandbox::configure`.
//!
//! Where things are on the machine (lanes, rustup, the host's `PATH` and the variables that
//! provisioning passes on) is [`Config::places`], installed the same way with
//! `fsutil::configure_places`. The one variable still read where it acts is the crash tests'
//! fault injection (`EDRIFT_FAULT_ABORT_AFTER`, `fsutil`), which only a test sets.

use std::ffi::OsString;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Duration;

use crate::error::{Argument, Error};
use crate::fsutil;
use crate::invoke::sandbox;
use crate::runner::{self, Bless};

/// The settings of a run that come from the environment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// `BLESS=1`: bless, as `--bless` does.
    pub bless: Bless,
    /// `EDRIFT_NO_CACHE=1`: compile every cell again instead of taking it from the store's cache.
    pub cache: CacheMode,
    /// `EDRIFT_JOBS`: the threads of a suite trial under nextest (`None`: one per core). `0`
    /// means one.
    pub jobs: Option<NonZeroUsize>,
    /// `EDRIFT_TIMEOUT` (seconds, at least 1): a cell's timeout under `cargo test`; by default
    /// [`runner::DEFAULT_TIMEOUT`].
    pub timeout: Duration,
    /// Where nextest is, from `NEXTEST_TEST_PHASE` and `NEXTEST_RUN_ID`.
    pub nextest: Nextest,
    /// `EDRIFT_NEXTEST_TRIALS`: how nextest's trials cut the suite.
    pub trials: Trials,
    /// `EDRIFT_STORE` (unless empty): the results store when `--store` does not name one.
    pub store: Option<PathBuf>,
    /// `EDRIFT_OFFLINE=1`: provision nothing, as `--offline` does.
    pub offline: bool,
    /// `EDRIFT_ALLOW_MISSING_LANES=1`: a lane of `toolchains.toml` that cannot be provisioned
    /// is accepted (its cells ignored), as `--allow-missing-lanes` does; otherwise it fails
    /// `cargo test` (the trial `edrift::lanes`), `edrift run` and `edrift report`.
    pub allow_missing_lanes: bool,
    /// `EDRIFT_SHARED`: the shared reference folder (RFCs, Edition Guide) instead of
    /// `../shared` beside the project.
    pub shared: Option<PathBuf>,
    /// The sandbox: `EDRIFT_SANDBOX`, `EDRIFT_BWRAP`, `EDRIFT_CELL_MEMORY_MB`, `EDRIFT_CELL_DISK_MB`.
    pub sandbox: sandbox::Settings,
    /// `GITHUB_STEP_SUMMARY` (unless empty): the file `--github` appends the job summary to.
    pub step_summary: Option<PathBuf>,
    /// Where lanes and rustup are, the host's `PATH` and what provisioning passes on
    /// (`EDRIFT_LANES_DIR`, `EDRIFT_TESTS_DIR`, `XDG_CACHE_HOME`, `HOME`, `RUSTUP_HOME`, `TMPDIR`, `PATH`,
    /// `EDRIFT_DEBIAN_MIRROR`, `EDRIFT_DEBIAN_SECURITY_MIRROR`, proxies).
    pub places: fsutil::Places,
}

/// Where nextest is (`NEXTEST_TEST_PHASE`): it lists each test binary, then runs every trial in
/// a process of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Nextest {
    /// No `NEXTEST_TEST_PHASE`: `cargo test`, the test binary run by hand, or `edrift`.
    Absent,
    /// `NEXTEST_TEST_PHASE=list`: nextest lists the trials.
    List,
    /// Any other `NEXTEST_TEST_PHASE`: nextest runs one trial.
    Run {
        /// `NEXTEST_RUN_ID` (unless empty), shared by the run's processes.
        run: Option<String>,
    },
}

/// How nextest's trials cut the suite (`EDRIFT_NEXTEST_TRIALS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trials {
    /// `suite`, empty or unset: a trial per suite.
    Suite,
    /// `cell`: a trial per cell.
    Cell,
}

impl Default for Config {
    /// The configuration of an empty environment.
    fn default() -> Config {
        Config {
            bless: Bless::No,
            cache: CacheMode::Use,
            jobs: None,
            timeout: runner::DEFAULT_TIMEOUT,
            nextest: Nextest::Absent,
            trials: Trials::Suite,
            store: None,
            offline: false,
            allow_missing_lanes: false,
            shared: None,
            sandbox: sandbox::Settings::default(),
            step_summary: None,
            places: fsutil::Places::from_vars(|_| None),
        }
    }
}

impl Config {
    /// The configuration from the process's environment.
    pub fn from_env() -> Result<Config, Error> {
        Config::from_vars(|name| std::env::var_os(name))
    }

    /// The configuration from the variables `var` gives (`None`: unset).
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Result<Config, Error> {
        let text = |name: &str| var(name).map(|v| v.to_string_lossy().into_owned());
        let on = |name: &str| var(name).is_some_and(|v| v == "1");
        let jobs = match text("EDRIFT_JOBS") {
            None => None,
            Some(value) => match value.parse::<usize>() {
                Ok(n) => Some(NonZeroUsize::new(n).unwrap_or(NonZeroUsize::MIN)),
                Err(_) => return Err(malformed("EDRIFT_JOBS", value, "a number of threads")),
            },
        };
        let timeout = match text("EDRIFT_TIMEOUT") {
            None => runner::DEFAULT_TIMEOUT,
            Some(value) => match value.parse::<u64>() {
                Ok(secs) if secs >= 1 => Duration::from_secs(secs),
                Ok(_) | Err(_) => return Err(malformed("EDRIFT_TIMEOUT", value, "a number of seconds, at least 1")),
            },
        };
        let memory_mb = match text("EDRIFT_CELL_MEMORY_MB") {
            None => sandbox::Settings::default().memory_mb,
            Some(value) => match value.parse::<u64>() {
                Ok(mb) => mb,
                Err(_) => return Err(malformed("EDRIFT_CELL_MEMORY_MB", value, "a number of MiB")),
            },
        };
        let disk_mb = match text("EDRIFT_CELL_DISK_MB") {
            None => sandbox::Settings::default().disk_mb,
            Some(value) => match value.parse::<u64>() {
                Ok(mb) if mb >= 1 => mb,
                Ok(_) | Err(_) => return Err(malformed("EDRIFT_CELL_DISK_MB", value, "a number of MiB, at least 1")),
            },
        };
        let sandbox = sandbox::Settings {
            enabled: !var("EDRIFT_SANDBOX").is_some_and(|v| v == "0" || v == "off"),
            bwrap: var("EDRIFT_BWRAP").map(PathBuf::from),
            memory_mb,
            disk_mb,
        };
        let nextest = match text("NEXTEST_TEST_PHASE").as_deref() {
            None => Nextest::Absent,
            Some("list") => Nextest::List,
            Some(_) => Nextest::Run { run: text("NEXTEST_RUN_ID").filter(|id| !id.is_empty()) },
        };
        let trials = match text("EDRIFT_NEXTEST_TRIALS").as_deref() {
            None | Some("" | "suite") => Trials::Suite,
            Some("cell") => Trials::Cell,
            Some(other) => return Err(Argument::Trials(other.to_string()).into()),
        };
        Ok(Config {
            bless: if on("BLESS") { Bless::Yes } else { Bless::No },
            cache: if on("EDRIFT_NO_CACHE") { CacheMode::Refresh } else { CacheMode::Use },
            jobs,
            timeout,
            nextest,
            trials,
            store: var("EDRIFT_STORE").filter(|path| !path.is_empty()).map(PathBuf::from),
            offline: on("EDRIFT_OFFLINE"),
            allow_missing_lanes: on("EDRIFT_ALLOW_MISSING_LANES"),
            shared: var("EDRIFT_SHARED").map(PathBuf::from),
            sandbox,
            step_summary: var("GITHUB_STEP_SUMMARY").filter(|path| !path.is_empty()).map(PathBuf::from),
            places: fsutil::Places::from_vars(&var),
        })
    }
}

fn malformed(variable: &'static str, value: String, expected: &'static str) -> Error {
    Argument::Variable { variable, value, expected }.into()
}

/// Whether a cached result may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheMode {
    /// Use a cached result when the key matches.
    Use,
    /// Compile every cell again (`--no-cache`), and store the fresh results.
    Refresh,
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, Error> {
        let map: HashMap<String, OsString> = vars.iter().map(|(k, v)| (k.to_string(), OsString::from(v))).collect();
        Config::from_vars(|name| map.get(name).cloned())
    }

    #[test]
    fn defaults_when_nothing_is_set() {
        assert_eq!(config(&[]).unwrap(), Config::default());
        let Config {
            bless,
            cache,
            jobs,
            timeout,
            nextest,
            trials,
            store,
            offline,
            allow_missing_lanes,
            shared,
            sandbox,
            step_summary,
            places,
        } = config(&[]).unwrap();
        assert!(!allow_missing_lanes);
        assert_eq!(bless, Bless::No);
        assert_eq!(cache, CacheMode::Use);
        assert_eq!(jobs, None);
        assert_eq!(timeout, runner::DEFAULT_TIMEOUT);
        assert_eq!(nextest, Nextest::Absent);
        assert_eq!(trials, Trials::Suite);
        assert_eq!((store, offline, shared, step_summary), (None, false, None, None));
        assert_eq!(sandbox, sandbox::Settings { enabled: true, bwrap: None, memory_mb: 4096, disk_mb: 1024 });
        assert_eq!(places.lanes_dir, PathBuf::from(".cache/edition-drift/lanes"));
        assert_eq!((places.tmpdir, places.debian_mirror, places.passed_through), (None, None, vec![]));
    }

    #[test]
    fn every_variable_reaches_its_field() {
        let Config {
            bless,
            cache,
            jobs,
            timeout,
            nextest,
            trials,
            store,
            offline,
            allow_missing_lanes,
            shared,
            sandbox,
            step_summary,
            places,
        } = config(&[
            ("EDRIFT_ALLOW_MISSING_LANES", "1"),
            ("BLESS", "1"),
            ("EDRIFT_NO_CACHE", "1"),
            ("EDRIFT_JOBS", "3"),
            ("EDRIFT_TIMEOUT", "7"),
            ("NEXTEST_TEST_PHASE", "execute"),
            ("NEXTEST_RUN_ID", "abc"),
            ("EDRIFT_NEXTEST_TRIALS", "cell"),
            ("EDRIFT_STORE", "/s/results.sqlite"),
            ("EDRIFT_OFFLINE", "1"),
            ("EDRIFT_SHARED", "/ref"),
            ("EDRIFT_SANDBOX", "off"),
            ("EDRIFT_BWRAP", "/opt/bwrap"),
            ("EDRIFT_CELL_MEMORY_MB", "512"),
            ("EDRIFT_CELL_DISK_MB", "64"),
            ("GITHUB_STEP_SUMMARY", "/gh/summary.md"),
            ("HOME", "/home/u"),
            ("RUSTUP_HOME", "/r"),
            ("TMPDIR", "/t"),
            ("PATH", "/bin"),
            ("https_proxy", "http://proxy:3128"),
            ("EDRIFT_DEBIAN_MIRROR", "http://mirror/debian"),
            ("EDRIFT_DEBIAN_SECURITY_MIRROR", ""),
        ])
        .unwrap();
        assert_eq!(places.lanes_dir, PathBuf::from("/home/u/.cache/edition-drift/lanes"));
        assert_eq!(places.rustup_home, PathBuf::from("/r"));
        assert_eq!(places.tmpdir, Some("/t".into()));
        assert_eq!(places.host_path, OsString::from("/bin"));
        assert_eq!(places.passed("https_proxy"), Some(&OsString::from("http://proxy:3128")));
        assert_eq!(places.passed("HOME"), Some(&OsString::from("/home/u")));
        assert_eq!((places.debian_mirror.as_deref(), places.debian_security_mirror), (Some("http://mirror/debian"), None));
        let lanes = |vars: &[(&str, &str)]| config(vars).unwrap().places.lanes_dir;
        assert_eq!(lanes(&[("HOME", "/h"), ("XDG_CACHE_HOME", "/x")]), PathBuf::from("/x/edition-drift/lanes"));
        assert_eq!(lanes(&[("XDG_CACHE_HOME", "/x"), ("EDRIFT_LANES_DIR", "/l")]), PathBuf::from("/l"));
        assert_eq!(config(&[("HOME", "/h")]).unwrap().places.rustup_home, PathBuf::from("/h/.rustup"));
        assert_eq!(bless, Bless::Yes);
        assert_eq!(cache, CacheMode::Refresh);
        assert_eq!(jobs, NonZeroUsize::new(3));
        assert_eq!(timeout, Duration::from_secs(7));
        assert_eq!(nextest, Nextest::Run { run: Some("abc".into()) });
        assert_eq!(trials, Trials::Cell);
        assert_eq!(store, Some(PathBuf::from("/s/results.sqlite")));
        assert!(offline);
        assert!(allow_missing_lanes);
        assert_eq!(shared, Some(PathBuf::from("/ref")));
        assert_eq!(sandbox, sandbox::Settings { enabled: false, bwrap: Some("/opt/bwrap".into()), memory_mb: 512, disk_mb: 64 });
        assert!(!config(&[("EDRIFT_SANDBOX", "0")]).unwrap().sandbox.enabled);
        assert!(config(&[("EDRIFT_SANDBOX", "1")]).unwrap().sandbox.enabled);
        assert_eq!(step_summary, Some(PathBuf::from("/gh/summary.md")));
        // An empty EDRIFT_STORE is no store, an empty GITHUB_STEP_SUMMARY no summary.
        assert_eq!(config(&[("EDRIFT_STORE", "")]).unwrap().store, None);
        assert_eq!(config(&[("GITHUB_STEP_SUMMARY", "")]).unwrap().step_summary, None);
        assert_eq!(config(&[("NEXTEST_TEST_PHASE", "list")]).unwrap().nextest, Nextest::List);
        assert_eq!(config(&[("NEXTEST_TEST_PHASE", "x"), ("NEXTEST_RUN_ID", "")]).unwrap().nextest, Nextest::Run { run: None });
        // Only `1` switches on; zero threads is one.
        assert_eq!(config(&[("BLESS", "yes"), ("EDRIFT_NO_CACHE", "0")]).unwrap().bless, Bless::No);
        assert_eq!(config(&[("EDRIFT_JOBS", "0")]).unwrap().jobs, NonZeroUsize::new(1));
    }

    #[test]
    fn a_malformed_value_is_an_error_naming_its_variable() {
        let message = |vars: &[(&str, &str)]| config(vars).unwrap_err().to_string();
        assert_eq!(message(&[("EDRIFT_JOBS", "zero")]), "EDRIFT_JOBS=zero: expected a number of threads");
        assert_eq!(message(&[("EDRIFT_TIMEOUT", "0")]), "EDRIFT_TIMEOUT=0: expected a number of seconds, at least 1");
        assert_eq!(message(&[("EDRIFT_CELL_MEMORY_MB", "4G")]), "EDRIFT_CELL_MEMORY_MB=4G: expected a number of MiB");
        assert_eq!(message(&[("EDRIFT_CELL_DISK_MB", "0")]), "EDRIFT_CELL_DISK_MB=0: expected a number of MiB, at least 1");
        assert_eq!(message(&[("EDRIFT_TIMEOUT", "2m")]), "EDRIFT_TIMEOUT=2m: expected a number of seconds, at least 1");
        assert!(message(&[("EDRIFT_NEXTEST_TRIALS", "test")]).starts_with("EDRIFT_NEXTEST_TRIALS=test: expected `suite`"));
    }
}
