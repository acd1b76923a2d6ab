//! The `edrift` command line as clap reads it: the subcommands and their flags. The commands
//! themselves live in the sibling modules; nothing here runs anything.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use edrift::model::Partition;
use edrift::runner;

#[derive(Parser)]
#[command(name = "edrift", version, about = "Rust 2024 edition conformance and drift")]
pub struct Cli {
    /// The project folder (default: found from the current folder upwards).
    #[arg(long, global = true, value_parser = absolute)]
    pub root: Option<PathBuf>,
    /// The results database (default: $EDRIFT_STORE, else target/edrift/results.sqlite).
    #[arg(long, global = true, value_parser = absolute)]
    pub store: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Args, Clone)]
pub struct Selection {
    /// Snippet filters: a path under suites/ or part of a snippet id.
    pub filters: Vec<String>,
    /// Only these lanes (repeatable).
    #[arg(long = "lane")]
    pub lanes: Vec<String>,
    /// Only these editions (2021, 2024; repeatable).
    #[arg(long = "edition")]
    pub editions: Vec<String>,
    /// Worker threads (default: the number of cores; at least 1).
    #[arg(long, short, value_parser = parse_jobs)]
    pub jobs: Option<usize>,
    /// Per-process timeout in seconds (at least 1).
    #[arg(long, default_value_t = runner::DEFAULT_TIMEOUT.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout: u64,
    /// Run cells without the bubblewrap sandbox (process-group isolation and limits only).
    #[arg(long)]
    pub no_sandbox: bool,
    /// Filters match whole snippet ids (`suite/name`), not substrings.
    #[arg(long)]
    pub exact: bool,
    /// Print every cell, not only failures.
    #[arg(long, short)]
    pub verbose: bool,
    /// Compile every cell again instead of using the results store's cache (the run is still
    /// recorded in its history).
    #[arg(long)]
    pub no_cache: bool,
    /// Provision nothing (no missing lane, no host tool): missing lanes are ignored.
    #[arg(long)]
    pub offline: bool,
    /// A selected lane that cannot be provisioned does not fail the command (its cells are
    /// ignored, and the dashboard says so); as `EDRIFT_ALLOW_MISSING_LANES=1`.
    #[arg(long)]
    pub allow_missing_lanes: bool,
    /// Add a migration cell per (snippet whose 2021 claim compiles, lane): the lane's
    /// `rust_2024_compatibility` fixes applied, then compiled (and run) under 2021 and 2024.
    #[arg(long)]
    pub migrate: bool,
    /// The migration cells alone (no compile cell).
    #[arg(long, conflicts_with = "migrate")]
    pub migrate_only: bool,
    /// Only the cells of shard K of N (`hash:K/N`, 1 <= K <= N): those whose name (as `edrift
    /// list` prints it) hashes into it, the same on every machine. Run each K with its own
    /// `--store`, then `edrift merge` the stores.
    #[arg(long, value_name = "hash:K/N", value_parser = parse_partition)]
    pub partition: Option<Partition>,
    /// A suite folder anywhere (a rust-lang/rust checkout's `tests/ui/<dir>`), run in place and
    /// read-only, in the dialect its `suite.toml` names (compiletest's, reference `nightly`,
    /// when it has none). Filters then match ids under it (`<dir>/<test>#<rev>`).
    #[arg(long, value_name = "FOLDER", value_parser = absolute)]
    pub suite: Option<PathBuf>,
}

/// A path as given, made absolute against the current folder once, at the entry point: a relative
/// `--state st` means what the absolute one does in every process and folder the harness uses.
fn absolute(text: &str) -> Result<PathBuf, String> {
    std::path::absolute(text).map_err(|e| format!("{e}: give a path"))
}

/// A number of worker threads: 0 would run nothing.
fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("0 workers would run nothing: give at least 1 (or leave `-j` out for one per core)".to_string()),
        Ok(jobs) => Ok(jobs),
        Err(e) => Err(format!("{e}: give a number of worker threads, at least 1")),
    }
}

fn parse_partition(text: &str) -> Result<Partition, String> {
    text.parse()
}

#[derive(Subcommand)]
pub enum Command {
    /// Run the matrix (or part of it) and compare with the blessed expectations.
    Run {
        #[command(flatten)]
        selection: Selection,
        /// Write the expectations of the cells that ran.
        #[arg(long)]
        bless: bool,
        #[command(flatten)]
        ci: CiArgs,
    },
    /// Run and write the expectations of the cells that ran (and nothing else).
    Bless {
        #[command(flatten)]
        selection: Selection,
    },
    /// List the cells that a run would have.
    List {
        #[command(flatten)]
        selection: Selection,
    },
    /// Classify the differences between two lanes (or the two editions on one lane).
    Drift(DriftArgs),
    /// Narrow where a claim's status changes with toolchains outside the matrix (binary search).
    Bisect(BisectArgs),
    /// Run the matrix (from the cache where nothing changed) and write drift.json and the HTML
    /// dashboard.
    Report {
        #[command(flatten)]
        selection: Selection,
        /// The output folder (default: report/ at the project root).
        #[arg(long, value_parser = absolute)]
        out: Option<PathBuf>,
        /// Run nothing: report what run RUN of the store recorded (`latest`, or an id from
        /// `edrift history`), such as the run `edrift merge` made of shards. Needs no lane; the
        /// filters, --lane, --edition and --partition narrow it.
        #[arg(long, value_name = "RUN")]
        from_run: Option<String>,
    },
    /// Join the results stores of shards (`edrift run --partition hash:K/N --store FILE`) into
    /// one store, where their latest runs become one run; then `edrift report --store <INTO>
    /// --from-run latest` writes its dashboard.
    Merge {
        /// The shards' stores.
        #[arg(required = true, value_parser = absolute)]
        stores: Vec<PathBuf>,
        /// The store to merge into: created, or (an existing store, with its history) given one
        /// more run.
        #[arg(long, value_parser = absolute)]
        into: PathBuf,
        /// Merge even when some partition of a lane has no shard store (the report then lacks
        /// its cells).
        #[arg(long)]
        partial: bool,
    },
    /// The runs recorded in the results store.
    History {
        /// How many runs to show, newest first.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Shrink the results store: keep the newest runs, the cells they recorded and the live
    /// cache; remove the rest (older runs, and cache entries of older harness versions).
    Prune {
        /// How many runs to keep, newest first.
        #[arg(long, default_value_t = 20)]
        keep_runs: usize,
    },
    /// Show the lanes, or install them.
    Lanes {
        #[command(subcommand)]
        action: Option<LanesAction>,
    },
    /// A release's UI tests (rust-lang/rust's `tests/ui`), from Debian's source package of its
    /// rustc.
    #[command(name = "tests-ui")]
    TestsUi {
        #[command(subcommand)]
        action: TestsUiAction,
    },
    /// Write one snippet skeleton per Rust block of an RFC, or check coverage with --check.
    Extract {
        /// The markdown file (omit with --check to check every suite's sources).
        #[arg(value_parser = absolute)]
        rfc: Option<PathBuf>,
        /// The suite folder.
        #[arg(long, value_parser = absolute)]
        suite: Option<PathBuf>,
        /// Only check that every block is covered or skipped, with unchanged hashes.
        #[arg(long)]
        check: bool,
    },
    /// Run a crate's trybuild-style UI tests (tests/ui/*.rs) on each of its lanes.
    Ui(UiArgs),
}

/// `edrift ui`: a crate's UI tests on its lanes.
#[derive(Args, Clone)]
pub struct UiArgs {
    /// The crate's Cargo.toml.
    #[arg(long, value_parser = absolute)]
    pub manifest_path: PathBuf,
    /// Only these lanes (repeatable; default: `[package.metadata.edrift] lanes`, else `stable`).
    #[arg(long = "lane")]
    pub lanes: Vec<String>,
    /// Tests that must not compile, as globs relative to the crate (repeatable; when no `--pass`
    /// is given either: the globs the crate's own trybuild test declares, each on the lanes the
    /// gates of its `#[test] fn` give it (`#[rustversion::..]`, `#[cfg(..)]`, `#[ignore]`,
    /// `if cfg!(..)`), else `tests/ui/*.rs`).
    #[arg(long = "compile-fail", value_name = "GLOB")]
    pub compile_fail: Vec<String>,
    /// Tests that must compile and run (repeatable).
    #[arg(long = "pass", value_name = "GLOB")]
    pub pass: Vec<String>,
    /// Write the expectations of the cells that ran (a lane's delta only where it differs).
    #[arg(long)]
    pub bless: bool,
    /// Worker threads for the tests' compiles (default: the number of cores).
    #[arg(long, short, value_parser = parse_jobs)]
    pub jobs: Option<usize>,
    /// Per-process timeout of a test's compile or run, in seconds.
    #[arg(long, default_value_t = 120, value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout: u64,
    /// Where the lanes' builds and the results cache go (default: under
    /// ~/.cache/edition-drift/ui/, outside the crate).
    #[arg(long, value_parser = absolute)]
    pub state: Option<PathBuf>,
    /// Run without the bubblewrap sandbox (process-group isolation and limits only).
    #[arg(long)]
    pub no_sandbox: bool,
    /// A folder outside the crate's workspace whose path dependencies the build may read
    /// (repeatable): each is bound read-only; any other outside path dependency is an error.
    #[arg(long = "allow-path-dependency", value_name = "FOLDER", value_parser = absolute)]
    pub allow_path_dependency: Vec<PathBuf>,
    /// Also run the tests the crate's trybuild test ignores on a lane (its `#[test] fn` is
    /// `#[ignore]`d there, directly or by `cfg_attr`/`rustversion::attr`), as `cargo test --
    /// --include-ignored` does.
    #[arg(long, conflicts_with = "ignored")]
    pub include_ignored: bool,
    /// Run only the tests the crate's trybuild test ignores on a lane, as `cargo test --
    /// --ignored` does.
    #[arg(long)]
    pub ignored: bool,
    /// Features of the crate to enable, comma- or space-separated (repeatable), as `cargo test
    /// --features`: the crate is built with them and `cfg(feature = "..")` gates see them.
    #[arg(long = "features", short = 'F', value_name = "FEATURES")]
    pub features: Vec<String>,
    /// Enable every feature of the crate's `[features]`.
    #[arg(long)]
    pub all_features: bool,
    /// Do not enable the crate's `default` feature.
    #[arg(long)]
    pub no_default_features: bool,
    /// A `cfg` name set for the gates of the crate's trybuild test (repeatable), as
    /// `RUSTFLAGS=--cfg=NAME cargo test` sets it (`--cfg compiletests`); the crate's build is
    /// not given it.
    #[arg(long = "cfg", value_name = "NAME")]
    pub cfgs: Vec<String>,
    /// Print every cell, not only failures.
    #[arg(long, short)]
    pub verbose: bool,
    /// Provision no missing lane: its cells are ignored, with the command that installs it.
    #[arg(long)]
    pub offline: bool,
    /// What lane B changed in the crate's diagnostics against lane A, by drift category (both
    /// lanes are run, from the cache where nothing changed).
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub drift: Vec<String>,
    /// Also write drift.json and the HTML dashboard of the run into this folder (as `edrift
    /// report` does for the suite): the crate's tests on its lanes, the drift between adjacent
    /// lanes by category, the store's past runs.
    #[arg(long, value_name = "DIR", value_parser = absolute)]
    pub report: Option<PathBuf>,
    /// Turn the per-toolchain files the crate keeps by hand beside the selected tests
    /// (`x.stderr_nightly`, `x.stderr_beta`, `x.stdout_stable`) into lane deltas
    /// (`x.nightly.stderr`, ...), removing those equal to the baseline, and exit; runs nothing.
    #[arg(long)]
    pub adopt_toolchain_files: bool,
}

/// CI outputs of `run`.
#[derive(Args, Clone)]
pub struct CiArgs {
    /// `human` (the default) or `junit` (JUnit XML on stdout instead of the summary).
    #[arg(long, default_value = "human")]
    pub format: String,
    /// Also write JUnit XML to this file.
    #[arg(long, value_parser = absolute)]
    pub junit: Option<PathBuf>,
    /// GitHub Actions: `::error` annotations for failing cells, and a job summary appended to
    /// $GITHUB_STEP_SUMMARY when it is set.
    #[arg(long)]
    pub github: bool,
    /// `$GITHUB_STEP_SUMMARY` (unless empty), from the configuration: not a flag.
    #[arg(skip)]
    pub step_summary: Option<PathBuf>,
}

#[derive(Args)]
pub struct DriftArgs {
    /// The lanes to compare, `before after`: a lane's name (its latest results in the store),
    /// `<lane>@<run id>` (what a past run recorded; see `edrift history`) or `<lane>@previous`
    /// (the lane's identity before its latest: `nightly@previous nightly` is what today's nightly
    /// changed). With --between-editions, one lane.
    pub lanes: Vec<String>,
    /// Compare edition 2021 with edition 2024 on one lane: what the 2024 edition changes.
    #[arg(long)]
    pub between_editions: bool,
    /// Only this edition (2021 or 2024).
    #[arg(long)]
    pub edition: Option<String>,
    /// `text` (the default) or `json`.
    #[arg(long, default_value = "text")]
    pub format: String,
    /// Also list the unchanged cells.
    #[arg(long)]
    pub all: bool,
}

#[derive(Args)]
pub struct BisectArgs {
    /// The snippet (`suite/name`, or a path under suites/).
    pub snippet: String,
    /// The edition (2021 or 2024; needed when the snippet runs under both).
    #[arg(long)]
    pub edition: Option<String>,
    /// Only the toolchains between these two (inclusive): names of the list, releases or
    /// dated nightlies.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    pub between: Vec<String>,
    /// The toolchains, comma-separated or repeated (default: the lanes of toolchains.toml):
    /// lane names, `rustup:1.86.0`, `rustup:1.86.0..1.94.0`,
    /// `rustup:nightly-2025-01-01..nightly-2025-03-01`, `debian:<package>=<version>`,
    /// `path:/x/bin/rustc`.
    #[arg(long)]
    pub toolchains: Vec<String>,
    /// Edit the snippet's `stale-since`/`holds-since` to the release found, keeping its reason
    /// (a new directive gets a placeholder reason for you to fill in with the evidence).
    #[arg(long)]
    pub write: bool,
    /// Do not install missing rustup toolchains (the default installs them, which needs
    /// rustup's server).
    #[arg(long)]
    pub no_install: bool,
    /// Per-process timeout in seconds.
    #[arg(long, default_value_t = runner::DEFAULT_TIMEOUT.as_secs())]
    pub timeout: u64,
}

#[derive(Subcommand)]
pub enum LanesAction {
    /// Ask each lane's places (its source, then its fallbacks) whether they still have its
    /// release and what is newer in its line, and print the toolchains.toml lines to use; fails
    /// when a lane's source no longer has it.
    Check {
        /// Lanes to check (default: all).
        lanes: Vec<String>,
    },
    /// Provision the lanes of toolchains.toml that are missing.
    Install {
        /// Lanes to install (default: all).
        lanes: Vec<String>,
        /// Reinstall even if present.
        #[arg(long)]
        force: bool,
    },
}

#[derive(Subcommand)]
pub enum TestsUiAction {
    /// Fetch a release's `tests/ui` and `tests/auxiliary` from Debian's source package of its
    /// rustc into the cache ($EDRIFT_TESTS_DIR, else ~/.cache/edition-drift/tests/<version>),
    /// read-only, with a `suite.toml` naming its branch-point nightly as the reference lane.
    Fetch {
        /// The release, as `1.94.1`.
        version: String,
        /// Fetch again even if present.
        #[arg(long)]
        force: bool,
    },
}
