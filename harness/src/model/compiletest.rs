//! What a test of the compiletest dialect (rust-lang/rust's UI tests) claims for one revision
//! beyond our dialect's words: its revision, which annotation levels must be exhaustive, its
//! lane conditions (`only-*`, `ignore-*`, `needs-*`, evaluated by [`super::predicate`]), what
//! edrift cannot honour, and how its output is checked (the files beside the test on the
//! suite's reference lane).

use std::path::{Path, PathBuf};

use super::snippet::{Edition, Level, SnippetRule, Stream};

/// How a lane condition is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sense {
    /// `only-X`: the cell runs where X holds.
    Only,
    /// `ignore-X`: the cell runs where X does not hold.
    Ignore,
    /// `needs-X`: the cell runs where the lane or host has X.
    Needs,
}

impl Sense {
    /// The directive's prefix (`only-`).
    pub fn prefix(self) -> &'static str {
        match self {
            Sense::Only => "only-",
            Sense::Ignore => "ignore-",
            Sense::Needs => "needs-",
        }
    }
}

/// One `only-X`, `ignore-X` or `needs-X` directive.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Condition {
    /// Only, ignore, needs.
    pub sense: Sense,
    /// `X`, a row of [`super::predicate::CONDITIONS`] or [`super::predicate::NEEDS`].
    pub name: String,
}

impl Condition {
    /// The directive as written (`ignore-windows`).
    pub fn directive(&self) -> String {
        format!("{}{}", self.sense.prefix(), self.name)
    }
}

/// How a test asks for an auxiliary crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AuxKind {
    /// `aux-build: dep.rs`: built, and found by `extern crate dep;` (`-L`).
    Build,
    /// `aux-crate: name=dep.rs`: built, and in the extern prelude as `name` (`--extern`).
    Crate {
        /// The name in the extern prelude.
        name: String,
    },
    /// `proc-macro: pm.rs`: built as a proc-macro crate, and in the extern prelude.
    ProcMacro,
}

/// An auxiliary crate of a test: a file under `auxiliary/` beside it, built per lane before the
/// test, into the cell's folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Aux {
    /// How the test asks for it.
    pub kind: AuxKind,
    /// The file.
    pub path: PathBuf,
    /// The line of the test's directive that asks for it.
    pub line: usize,
    /// Its crate name (the file stem, `-` as `_`).
    pub crate_name: String,
    /// Its crate type: `proc-macro` for `proc-macro:`; else `dylib`, as compiletest builds an
    /// auxiliary crate where the target links dynamically; with `no-prefer-dynamic`, its
    /// `#![crate_type]`, else `lib`.
    pub crate_type: String,
    /// Its own `no-prefer-dynamic`: built with its own crate type and without `-Cprefer-dynamic`.
    pub no_prefer_dynamic: bool,
    /// Its own `edition` directive (2015 without one), read by `discover`.
    pub edition: Edition,
    /// Its own `compile-flags`, read by `discover`.
    pub flags: Vec<String>,
    /// The unstable features it enables (`#![feature(...)]`), read by `discover`: only a nightly
    /// lane builds it.
    pub features: Vec<String>,
    /// An auxiliary crate of an auxiliary crate: built before the one that asks for it, and no
    /// `--extern` of the test's.
    pub nested: bool,
    /// The `--extern` names and files (in the build folder) of its own auxiliary crates.
    pub externs: Vec<(String, String)>,
    /// `priv` in `aux-crate: priv:name=dep.rs`: the `--extern` modifiers compiletest passes.
    pub extern_modifiers: Option<String>,
    /// Its own `rustc-env`, the environment of its build (the test's is not given to it, as in
    /// compiletest).
    pub rustc_env: Vec<(String, String)>,
}

impl Aux {
    /// The name its dependents' `--extern` gives it: an `aux-crate`'s own, a proc-macro's
    /// crate name; none for an `aux-build` (found with `-L`).
    pub fn extern_name(&self) -> Option<String> {
        let name = match &self.kind {
            AuxKind::Crate { name } => name,
            AuxKind::ProcMacro => &self.crate_name,
            AuxKind::Build => return None,
        };
        Some(match &self.extern_modifiers {
            Some(modifiers) => format!("{modifiers}:{name}"),
            None => name.clone(),
        })
    }

    /// The file the build writes in `out`: `lib<name>.rlib`, or `lib<name>.so` for a
    /// proc-macro or dylib.
    pub fn output(&self, out: &Path) -> PathBuf {
        match self.crate_type.as_str() {
            "proc-macro" | "dylib" => out.join(format!("lib{}.so", self.crate_name)),
            _ => out.join(format!("lib{}.rlib", self.crate_name)),
        }
    }
}

/// The compiletest part of one revision's claim.
#[derive(Debug, Clone, PartialEq)]
pub struct Compiletest {
    /// The revision (`None`: the test declares none).
    pub revision: Option<String>,
    /// Every revision the test declares (compiletest's `--check-cfg` names them all): one list
    /// shared by the test's revisions, so a test's size grows linearly with their number.
    pub revisions: std::sync::Arc<[String]>,
    /// Whether the compiler gets compiletest's `--check-cfg=cfg(test,FALSE,<revisions>)` (on
    /// lanes that take it); `no-auto-check-cfg` turns it off.
    pub auto_check_cfg: bool,
    /// The suite's reference lane: there the files beside the test are the expectations.
    pub reference: String,
    /// The release whose compiletest ran the suite (its `suite.toml`'s `compiletest`), whose
    /// behaviour is followed where compiletest changed; `None`: the newest.
    pub release: Option<super::Release>,
    /// The test file (the files beside it are its expectations).
    pub test: PathBuf,
    /// The suite's folder: every file the harness reads or writes beside the test must stay in
    /// it once links are resolved.
    pub folder: PathBuf,
    /// The levels every diagnostic of which must be annotated (ERROR and WARN, and NOTE or
    /// HELP where the revision annotates one; less what `dont-require-annotations` names).
    pub required: Vec<Level>,
    /// `only-*`, `ignore-*`, `needs-*`, in the order written.
    pub conditions: Vec<Condition>,
    /// A directive edrift cannot honour on any lane: the test's cells are unsupported with
    /// this reason.
    pub unhonoured: Option<String>,
    /// `compile-flags` that only a nightly lane takes (`-Z...`): unsupported elsewhere.
    pub nightly_flags: Vec<String>,
    /// The unstable features the test enables (`#![feature(a, b)]`): only a nightly lane takes
    /// them (elsewhere rustc rejects the attribute, E0554), so the cells are unsupported there.
    pub features: Vec<String>,
    /// The test names its crate type itself (`#![crate_type = "proc-macro"]`): rustc takes it
    /// from there, as in compiletest, and gets no `--crate-type`.
    pub own_crate_type: bool,
    /// Whether the compiler's stderr is compared (`dont-check-compiler-stderr` turns it off).
    pub check_stderr: bool,
    /// Whether the compiler's stdout is compared with `.stdout` (`dont-check-compiler-stdout`
    /// turns it off).
    pub check_stdout: bool,
    /// `check-run-results`: the program's stdout and stderr are compared with `.run.stdout`
    /// and `.run.stderr`.
    pub check_run_results: bool,
    /// `error-pattern`: texts the compiler's (or the program's) output must contain.
    pub error_patterns: Vec<String>,
    /// `failure-status`: the exit code a failing compile (or run) must have.
    pub failure_status: Option<i32>,
    /// `dont-check-failure-status`: a compile the test expects to fail may fail with any exit
    /// code, an ICE's included, as compiletest then checks none.
    pub dont_check_failure_status: bool,
    /// `run-flags`: the program's arguments.
    pub run_flags: Vec<String>,
    /// `exec-env`: the program's environment.
    pub exec_env: Vec<(String, String)>,
    /// `rustc-env`: the compiler's environment.
    pub rustc_env: Vec<(String, String)>,
    /// `known-bug`: the test shows a bug, so its annotations need not be exhaustive.
    pub known_bug: bool,
    /// The C source of rust-lang/rust's `rust_test_helpers` (`tests/auxiliary/rust_test_helpers.c`
    /// beside the suite's folder), where the test or one of its auxiliary crates links it: the
    /// cell builds it with the host's `cc`, as rust-lang/rust's bootstrap builds it for
    /// compiletest, and every compile finds it with `-L native=`.
    pub test_helpers: Option<PathBuf>,
    /// `remap-src-base`: the suite's folder is remapped to `fake-test-src-base` in the
    /// compiler's output, as compiletest remaps its `tests/ui`.
    pub remap_src_base: bool,
    /// `no-prefer-dynamic`: the test is compiled without compiletest's `-Cprefer-dynamic`.
    pub no_prefer_dynamic: bool,
    /// `incremental`: compiled with `-C incremental=<a folder of the cell>`, as compiletest
    /// compiles it (the `dep-graph` tests' `#[rustc_if_this_changed]` report only then).
    pub incremental: bool,
    /// `normalize-stdout` rules (the program's stdout).
    pub normalize_stdout: Vec<SnippetRule>,
    /// `aux-build`, `aux-crate`, `proc-macro`: the crates built before the test.
    pub aux: Vec<Aux>,
    /// `run-rustfix` (every suggestion) or `rustfix-only-machine-applicable`: the compiler's
    /// suggestions applied to the test must give the `.fixed` file beside it.
    pub rustfix: Option<Rustfix>,
}

/// Which suggestions `run-rustfix` applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rustfix {
    /// `run-rustfix`: every suggestion, as compiletest does.
    Everything,
    /// `rustfix-only-machine-applicable`: the machine-applicable ones.
    MachineApplicable,
}

impl Compiletest {
    /// The streams compared with the files beside the test, as compiletest compares them: the
    /// compiler's stderr and stdout, and with `check-run-results` the program's stdout and
    /// stderr. Each file's extension is its stream's [`Stream::suffix`].
    pub fn checked_streams(&self) -> Vec<Stream> {
        let streams = [
            (Stream::Stderr, self.check_stderr),
            (Stream::CompilerStdout, self.check_stdout),
            (Stream::RunStdout, self.check_run_results),
            (Stream::RunStderr, self.check_run_results),
        ];
        streams.into_iter().filter(|(_, checked)| *checked).map(|(stream, _)| stream).collect()
    }

    /// compiletest's `--check-cfg` argument: `cfg(test,FALSE,<every revision>)`.
    pub fn check_cfg(&self) -> String {
        let mut names = vec!["test".to_string(), "FALSE".to_string()];
        names.extend(self.revisions.iter().map(|r| r.to_lowercase().replace('-', "_")));
        format!("cfg({})", names.join(","))
    }

    /// The file beside `test` that holds the expected output `extension` (`stderr`,
    /// `run.stdout`, `fixed`) of this revision on the reference lane: `foo.rev.stderr` for a
    /// revision, `foo.stderr` without one (as the rustc-dev-guide names them; a missing file
    /// expects empty output).
    pub fn upstream_file(&self, test: &Path, extension: &str) -> PathBuf {
        let stem = test.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let folder = test.parent().unwrap_or(Path::new("."));
        match &self.revision {
            Some(revision) => folder.join(format!("{stem}.{revision}.{extension}")),
            None => folder.join(format!("{stem}.{extension}")),
        }
    }
}
