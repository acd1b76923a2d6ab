//! One UI test on one lane: the lane's rustc compiles the test as a binary against the lane's
//! build ([`super::build::Built`]), in the crate's folder (so messages name `tests/ui/foo.rs`),
//! inside the cell's sandbox; a `pass` test's program then runs there. The command is a pure
//! function of (test, crate edition, lane build). Results are kept by the cells' one key
//! ([`CellKey::crate_ui`]: the lane's identity and build stamp, the test's text, the edition,
//! the harness), so an unchanged test on an unchanged build is not compiled again; the store
//! records the cell under the same key.
//!
//! [`Source`] makes it the crate-UI kind of the runner's cells: the runner asks it for each cell's
//! result, with the trybuild comparison as its claim check.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use sha2::{Digest as _, Sha256};

use std::collections::HashMap;
use std::sync::Mutex;

use super::build::{Built, lane_binaries};
use super::normalize::{self, Context};
use super::{CrateManifest, Kind, Options, UiTest, expect};
use crate::error::Error;
use crate::invoke::{self, Exit, ProcessSpec, lane_env, sandbox};
use crate::model::{Edition, EditionSpec, Identity, MigrationResult, ReadyLane, Snippet};
use crate::runner::CellSource;
use crate::runner::cache::{self, Folder, Kept, Origin};
use crate::runner::key::CellKey;
use crate::verdict::{CellResult, ClaimCheck, Outcome, Reason, RunEnd};

/// Bumped when the compile's command or the normalization changes what is cached.
const RESULT_FORMAT: &str = "edrift-ui-result-6";

/// How the compile ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Compile {
    /// rustc exited 0.
    Compiled,
    /// rustc reported errors.
    Rejected,
    /// rustc ran past the timeout.
    TimedOut,
    /// rustc crashed (an ICE, a signal).
    Crashed,
}

/// What a `pass` test's program did.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Program {
    /// Whether it exited 0.
    pub success: bool,
    /// How it ended (`exit code 1`).
    pub status: String,
    /// Its stdout.
    pub stdout: String,
    /// Its stderr.
    pub stderr: String,
}

/// A test's compile (and run) on a lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Output {
    /// How rustc ended.
    pub compile: Compile,
    /// rustc's stderr, normalized.
    pub stderr: String,
    /// rustc's stderr as older trybuilds normalized it, where it differs: a file blessed by one
    /// of them matches one of these.
    #[serde(default)]
    pub older_stderr: Vec<String>,
    /// rustc's diagnostics, typed (what drift classifies).
    pub diagnostics: Vec<crate::diagnostics::Diagnostic>,
    /// The program's run, for a `pass` test that compiled.
    pub program: Option<Program>,
    /// The timeout (seconds) that rustc or the program ran past, if one did: a kept result that
    /// timed out is served only to a run whose timeout is no longer (a longer one may see it end).
    #[serde(default)]
    pub ran_past: Option<u64>,
    /// Whether it came from the results cache.
    #[serde(skip)]
    pub cached: bool,
    /// The key it is kept by, the runner's one derivation ([`CellKey::crate_ui`]): a hash of
    /// everything it depends on (the lane's identity and build, the test's kind, path and
    /// text, the crate's edition, the harness), which also keys it in the results store.
    #[serde(skip)]
    pub key: Option<CellKey>,
}

/// The rustc arguments of `test` against `built`, writing the binary to `out`.
pub fn rustc_args(krate: &CrateManifest, test: &UiTest, built: &Built, out: &Path) -> Vec<String> {
    let mut args = vec![
        // Absolute, as trybuild gives it: types name `{async block@$DIR/tests/ui/x.rs:8:5}`.
        krate.dir.join(&test.path).display().to_string(),
        format!("--crate-name={}", crate_name(test)),
        "--crate-type=bin".to_string(),
        format!("--edition={}", krate.edition),
        "--color=never".to_string(),
        // Typed diagnostics for drift; each carries its human rendering, which is the stderr.
        "--error-format=json".to_string(),
        "-o".to_string(),
        out.display().to_string(),
        "-L".to_string(),
        format!("dependency={}", built.deps_dir.display()),
        // As trybuild does: a crate may tell its UI tests apart; `--verbose` prints whole type
        // names (no `...` and no file of long types); a fixed width.
        "--cfg=trybuild".to_string(),
        "--verbose".to_string(),
    ];
    if built.lane.capabilities.diagnostic_width {
        args.push(crate::invoke::DIAGNOSTIC_WIDTH.to_string());
    }
    for (name, library) in &built.externs {
        args.push("--extern".to_string());
        args.push(format!("{name}={}", library.display()));
    }
    args
}

/// The binary's crate name: the test's file name as a snake-case identifier.
fn crate_name(test: &UiTest) -> String {
    let stem = test.path.file_stem().unwrap_or_default().to_string_lossy();
    let mut name: String = stem.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert_str(0, "ui_");
    }
    name
}

/// The cell's key: the runner's one derivation ([`CellKey::crate_ui`]) of the test (its id,
/// the hash of its text), the crate's edition, the lane's identity and the lane's build (its
/// stamp, with the test's kind and path), the harness version included.
fn cache_key(krate: &CrateManifest, test: &UiTest, built: &Built) -> Result<CellKey, Error> {
    // A change of the normalization's rules needs nothing here: the key's harness version is the
    // fingerprint of every source file of the harness.
    let build = format!("{RESULT_FORMAT}\n{}\n{}\n{}", built.stamp, test.kind.name(), test.path.display());
    key(krate, test, &built.lane.identity, &build)
}

/// The key of a cell its lane could not run (the crate does not build there), by the same
/// derivation: the reason stands where the build would.
pub fn unsupported_key(krate: &CrateManifest, test: &UiTest, identity: &Identity, why: &str) -> Result<CellKey, Error> {
    key(krate, test, identity, &format!("unsupported: {why}"))
}

/// [`CellKey::crate_ui`] of `test` on a lane of `identity`, compiled against `build`.
fn key(krate: &CrateManifest, test: &UiTest, identity: &Identity, build: &str) -> Result<CellKey, Error> {
    let source = krate.dir.join(&test.path);
    crate::fsutil::stays_inside(&source, &krate.dir)?;
    let mut hasher = Sha256::new();
    crate::fsutil::stream(&source, &mut |piece| hasher.update(piece))?;
    let text_hash: String = crate::model::hex(&hasher.finalize());
    Ok(CellKey::crate_ui(&super::snippet_id(krate, test), &text_hash, super::edition(krate)?, identity, build))
}

/// Compiles `test` on `built`'s lane (and runs it, for `pass`), or reads the result kept for
/// the same inputs.
pub fn compile(krate: &CrateManifest, test: &UiTest, built: &Built, options: &Options) -> Result<Output, Error> {
    // A test compiled without the crate's libraries fails for the harness's reason, not the
    // test's: that is an error of the run, never a verdict (and never kept).
    for library in built.externs.iter().map(|(_, library)| library).chain([&built.deps_dir]) {
        if !library.exists() {
            let why = format!(
                "lane `{}`: gone since the crate's build, so test {} cannot be compiled against the crate; run again (the build is redone) or remove the state folder {}",
                built.lane_name,
                test.name,
                built.state.display()
            );
            return Err(Error::io("find the build's output", library, std::io::Error::new(std::io::ErrorKind::NotFound, why)));
        }
    }
    let key = cache_key(krate, test, built)?;
    let cache = Folder { folder: built.state.join("results") };
    let (mut output, origin) = cache::through(&cache, &key, true, options.timeout, || compile_now(krate, test, built, options))?;
    output.cached = origin == Origin::Kept;
    output.key = Some(key);
    Ok(output)
}

/// A crate UI cell's result as the cache keeps it.
impl Kept for Output {
    /// A result that timed out answers only a run whose timeout is no longer.
    fn answers(&self, timeout: std::time::Duration) -> bool {
        self.ran_past.is_none_or(|secs| secs >= timeout.as_secs())
    }

    fn worth_keeping(&self) -> bool {
        true
    }
}

/// Compiles `test` (and runs its program, for `pass`) on `built`'s lane, in the cell's sandbox.
fn compile_now(krate: &CrateManifest, test: &UiTest, built: &Built, options: &Options) -> Result<Output, Error> {
    let (_cleanup, tmp) = sandbox::temp_folder("edrift-ui-")?;
    let lane = &built.lane;
    let mut read_only = sandbox::lane_folders(&lane_binaries(lane), &lane.library_path);
    read_only.extend([krate.dir.clone(), krate.workspace_root.clone(), built.state.clone(), built.cargo_home.clone()]);
    let sandbox = sandbox::Sandbox::new(read_only, vec![tmp.path().to_path_buf()]);
    sandbox::hand_over(&sandbox).map_err(|e| Error::io("hand over", tmp.path(), e))?;
    let binary = tmp.path().join(crate_name(test));
    let bin = lane.rustc.parent().unwrap_or(Path::new("/")).display().to_string();
    let mut env = lane_env(
        &lane.library_path,
        &[
            ("RUST_BACKTRACE", OsString::from("0")),
            // What cargo sets for a test that trybuild builds in its project, which depends on the
            // crate: a proc macro that looks itself up (proc-macro-crate reads the manifest of
            // `CARGO_MANIFEST_DIR` and runs `$CARGO`) finds the crate as a dependency.
            ("CARGO_MANIFEST_DIR", built.state.join("project").into_os_string()),
            ("CARGO_PKG_NAME", OsString::from(krate.project_name())),
            ("CARGO_PKG_VERSION", OsString::from("0.0.0")),
            ("CARGO_PKG_VERSION_MAJOR", OsString::from("0")),
            ("CARGO_PKG_VERSION_MINOR", OsString::from("0")),
            ("CARGO_PKG_VERSION_PATCH", OsString::from("0")),
            ("CARGO_PKG_VERSION_PRE", OsString::new()),
            ("CARGO_CRATE_NAME", OsString::from(crate_name(test))),
            ("CARGO_PRIMARY_PACKAGE", OsString::from("1")),
            ("PATH", OsString::from(format!("{bin}:/usr/local/bin:/usr/bin:/bin"))),
        ],
    );
    if let Some(cargo) = &lane.cargo {
        env.push(("CARGO".to_string(), cargo.clone().into_os_string()));
    }
    let rustc = invoke::run_isolated(
        &ProcessSpec {
            program: lane.rustc.clone(),
            args: rustc_args(krate, test, built, &binary),
            cwd: Some(krate.dir.clone()),
            env: env.clone(),
            timeout: options.timeout,
            stdin: None,
        },
        Some(&sandbox),
    )?;
    let target_dir = built.state.join("target");
    // As trybuild names them: the crate's own path dependencies, not its workspace's members.
    let path_dependencies: Vec<(String, PathBuf)> = krate
        .path_dependencies
        .iter()
        .filter(|dep| dep.manifest == krate.manifest && !dep.dir.starts_with(&krate.workspace_root))
        .map(|dep| (dep.key.clone(), dep.dir.clone()))
        .collect();
    let context = Context {
        crate_dir: &krate.dir,
        workspace_root: &krate.workspace_root,
        cargo_home: &built.cargo_home,
        test_path: &test.path,
        target_dir: &target_dir,
        path_dependencies: &path_dependencies,
    };
    let parsed = crate::diagnostics::parse(&rustc.stderr, Some(&krate.dir.join(&test.path)));
    let stderr = normalize::normalize(&parsed.rendered, &context);
    let older_stderr = normalize::older_forms(&parsed.rendered, &context);
    let compile = match rustc.status {
        Exit::Code(0) => Compile::Compiled,
        // Killed for filling its folder: a crash, as a snippet's cell is.
        Exit::Code(101) | Exit::Signal(_) | Exit::DiskFull(_) => Compile::Crashed,
        Exit::Code(_) => Compile::Rejected,
        Exit::TimedOut | Exit::OutputCut => Compile::TimedOut,
    };
    let mut ran_past = (rustc.status == Exit::TimedOut).then_some(options.timeout.as_secs());
    let program = match (test.kind, compile) {
        (Kind::Pass, Compile::Compiled) => {
            let run = invoke::run_isolated(
                &ProcessSpec {
                    program: binary.clone(),
                    args: Vec::new(),
                    cwd: Some(krate.dir.clone()),
                    env,
                    timeout: options.timeout,
                    stdin: None,
                },
                Some(&sandbox),
            )?;
            let status = match run.status {
                Exit::TimedOut => {
                    ran_past = Some(options.timeout.as_secs());
                    format!("timed out after {} s, the --timeout", options.timeout.as_secs())
                }
                other => other.to_string(),
            };
            Some(Program { success: run.status.success(), status, stdout: run.stdout, stderr: run.stderr })
        }
        (Kind::Pass | Kind::CompileFail, _) => None,
    };
    Ok(Output { compile, stderr, older_stderr, diagnostics: parsed.diagnostics, program, ran_past, cached: false, key: None })
}

/// The command line of a test's compile, for messages.
pub fn command_line(krate: &CrateManifest, test: &UiTest, built: &Built) -> String {
    let mut parts = vec![built.lane.rustc.display().to_string()];
    parts.extend(rustc_args(krate, test, built, &PathBuf::from("<out>")));
    parts.join(" ")
}

/// The crate-UI kind's [`CellSource`]: a test's result on a lane from the lane's build (made
/// before the run), compiled through the one results cache ([`compile`]) and checked as trybuild
/// checks it ([`expect::reasons`], the claim check the runner judges, as it judges a `.fixed`
/// file's comparison). It keeps each cell's [`Output`] for what the run does after the runner:
/// bless, the command's lines (cached or not) and the recorder (the key).
pub struct Source<'a> {
    krate: &'a CrateManifest,
    builds: &'a [Built],
    options: &'a Options,
    outputs: Mutex<HashMap<(String, String), Output>>,
}

impl<'a> Source<'a> {
    /// The source of `krate`'s cells on the lanes of `builds`.
    pub fn new(krate: &'a CrateManifest, builds: &'a [Built], options: &'a Options) -> Source<'a> {
        Source { krate, builds, options, outputs: Mutex::default() }
    }

    /// The outputs of the cells it compiled, by (snippet id, lane).
    pub fn into_outputs(self) -> HashMap<(String, String), Output> {
        self.outputs.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl CellSource for Source<'_> {
    fn result(
        &self,
        snippet: &Snippet,
        spec: &EditionSpec,
        lane_name: &str,
        _lane: &ReadyLane,
        timeout: std::time::Duration,
    ) -> Result<CellResult, Error> {
        let test = spec.crate_ui.as_deref().ok_or_else(|| Error::Bug(format!("{} is not a crate's UI test", snippet.id)))?;
        let built = self
            .builds
            .iter()
            .find(|built| built.lane_name == lane_name)
            .ok_or_else(|| Error::Bug(format!("a UI cell of lane `{lane_name}`, which did not build")))?;
        let options = Options { timeout, ..self.options.clone() };
        let output = compile(self.krate, test, built, &options)?;
        let failures = expect::reasons(self.krate, test, lane_name, &output, self.options.bless)?;
        let result = cell_result(&snippet.id, spec.edition, lane_name, &output, failures);
        let cell = (snippet.id.clone(), lane_name.to_string());
        self.outputs.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(cell, output);
        Ok(result)
    }

    fn migration(&self, snippet: &Snippet, _: &str, _: &ReadyLane, _: std::time::Duration) -> Result<MigrationResult, Error> {
        Err(Error::Bug(format!("{}: a crate's UI test has no migration cell", snippet.id)))
    }
}

/// A UI cell's result as the runner judges it and the store and the `drift` stage read cells:
/// its outcome, typed diagnostics, normalized stderr, the program's end and stdout, and
/// `failures`, its claim check.
pub(super) fn cell_result(snippet: &str, edition: Edition, lane: &str, output: &Output, failures: Vec<Reason>) -> CellResult {
    let outcome = match output.compile {
        Compile::Compiled => Outcome::Accepted,
        Compile::Rejected => Outcome::Rejected,
        Compile::TimedOut => Outcome::Timeout,
        Compile::Crashed => Outcome::Ice,
    };
    let program = output.program.as_ref();
    CellResult {
        // The program's status is in the claim's words; its code is what drift compares: 0 or not.
        run: program.map(|p| RunEnd::Code(if p.success { 0 } else { 1 })),
        diagnostics: output.diagnostics.clone(),
        stderr: output.stderr.clone(),
        stdout: program.map(|p| p.stdout.clone()),
        claim: ClaimCheck { failures },
        ..CellResult::empty(snippet, edition, lane, outcome)
    }
}
