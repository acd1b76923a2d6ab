//! Stage `invoke`: (snippet, edition, lane) in; exit status, stdout, stderr and duration out.
//! This is the only module that spawns processes. Every process runs with a scrubbed
//! environment (nothing of the caller's `RUSTFLAGS`, `RUSTC_BOOTSTRAP`, `CARGO_*` leaks in), a
//! timeout that kills its whole process group, and, for cells, a temporary folder of its own.
//! It never judges what it ran: an ICE, a hang or a crash is an output like any other.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::directives;
use crate::error::Error;
use crate::model::ReadyLane;
use crate::model::{CrateType, EditionSpec, Snippet, SnippetKind, Stage};

mod package;
mod process;
pub mod sandbox;

pub use package::{
    CargoSharing, MigrationCargo, PackageCopy, cargo_env, cargo_fix_args, cargo_lints_args, copy_package, run_migration_cargo, run_package,
    set_cargo_sharing, shown_file_cut,
};
pub use process::{Exit, OUTPUT_LIMIT, ProcessOutput, ProcessSpec, cut_marker, disk_full_marker, lane_env, run_isolated, run_process};

/// The diagnostic width passed where the lane accepts it, so rendering does not depend on a
/// terminal.
pub const DIAGNOSTIC_WIDTH: &str = "--diagnostic-width=140";

/// Which lints a compile asks for besides the snippet's own flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lints {
    /// The snippet's flags only (every cell of the matrix).
    Snippet,
    /// Every other warning off and the `rust_2024_compatibility` group forced on, whatever the
    /// snippet's attributes say: the lints `cargo fix --edition` applies (the `migrate` stage).
    EditionMigration,
}

/// The flags compiletest passes to every UI test, on lanes that take `-Z` flags.
const COMPILETEST_NIGHTLY_FLAGS: [&str; 3] = ["-Zui-testing", "-Zdeduplicate-diagnostics=no", "-Zwrite-long-types-to-disk=no"];

/// The variable every compile of a compiletest test (and of its auxiliary crates) gets, as
/// rust-lang/rust's bootstrap sets it for compiletest: rustc then derives crates' stable ids
/// (the hashes of `-Zverbose-internals` output, `DefId(0:5 ~ krate[f554]::...)`, and of mangled
/// symbols) from this word instead of its own version, so they are the same on every lane.
/// Checked against 1.95.0's `tests/ui/symbol-names/basic.rs` on `nightly-2026-02-28`; a rustc
/// without the variable ignores it.
const COMPILETEST_RUSTC_ENV: (&str, &str) = ("RUSTC_FORCE_RUSTC_VERSION", "compiletest");

/// Whether compiletest turns `unused_attributes` back on after `-A unused`: it does since
/// rust-lang/rust#147813 (merged 2025-10-18, before 1.92.0 branched), so a suite run by an
/// older release's compiletest (its `suite.toml` says `compiletest = "1.90.0"`) does not get it.
fn warns_unused_attributes(ct: &crate::model::Compiletest) -> bool {
    ct.release.as_ref().is_none_or(|release| release.numbers() >= (1, 92, 0))
}

/// What rustc says when it cut a long type in a diagnostic and wrote it whole to a file.
const LONG_TYPE_CUT: &str = "the full name for the type has been written to";

/// The flags of [`Lints::EditionMigration`]; `-Awarnings` does not silence a forced lint.
const EDITION_MIGRATION_FLAGS: [&str; 3] = ["-Awarnings", "--force-warn", "rust_2024_compatibility"];

/// The rustc arguments of a cell: a pure function of (snippet, edition, lane capabilities) and
/// the cell's output folder.
pub fn rustc_args(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, out_dir: &Path) -> Vec<String> {
    compile_args(&snippet.path, snippet, spec, lane, out_dir, Lints::Snippet)
}

/// The rustc arguments of compiling `source` (the snippet's file, or a rewrite of it) as the
/// snippet under `spec`, with `lints`.
pub fn compile_args(source: &Path, snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, out_dir: &Path, lints: Lints) -> Vec<String> {
    let crate_name = crate_name(&snippet.id);
    // A `wrap: fn` snippet compiles its wrapped copy; a migration's rewrite is compiled as it is.
    let input = match &spec.wrap {
        Some(_) if source == snippet.path => wrapped_path(snippet, out_dir),
        Some(_) | None => source.to_path_buf(),
    };
    let mut args = vec![input.display().to_string(), format!("--edition={}", spec.edition.year())];
    // A compiletest test's own `--crate-type` flag, `#![crate_type]` or `-Zcrate-attr=crate_type`
    // is the one rustc takes.
    let own_crate_type = spec.compiletest.as_deref().is_some_and(|ct| ct.own_crate_type)
        || spec.compiletest.is_some() && spec.compile_flags.iter().any(|f| f.contains("crate-attr=crate_type"));
    if !own_crate_type && !spec.compile_flags.iter().any(|f| f.starts_with("--crate-type")) {
        args.push(format!(
            "--crate-type={}",
            match spec.crate_type {
                CrateType::Lib => "lib",
                CrateType::Bin => "bin",
            }
        ));
    }
    // compiletest names no crate: rustc takes the test's `#![crate_name]`, else its file's name.
    if spec.compiletest.is_none() {
        args.push(format!("--crate-name={crate_name}"));
    }
    // As compiletest does: a test that names its own `--error-format` gets no other (rustc
    // refuses the option twice), and no `--json` either.
    let own_error_format = spec.compiletest.is_some() && spec.compile_flags.iter().any(|f| f.starts_with("--error-format"));
    if !own_error_format {
        args.push("--error-format=json".to_string());
    }
    // As compiletest does: unused-code lints are noise in small examples (compiletest keeps them
    // for a `run-pass` test), but `unused_attributes` is usually a real mistake and stays on.
    if !(spec.compiletest.is_some() && spec.stage == Stage::RunPass) {
        args.push("-Aunused".to_string());
        if spec.compiletest.as_deref().is_some_and(warns_unused_attributes) {
            args.push("-Wunused_attributes".to_string());
        }
    }
    if spec.compiletest.is_some() {
        // As compiletest does for every UI test: unused parentheses and braces are allowed.
        args.extend(["-Aunused_parens".to_string(), "-Aunused_braces".to_string()]);
    }
    if spec.compiletest.is_some() && !own_error_format && lane.identity.release.numbers() >= (1, 63, 0) {
        // As compiletest does: future-incompatibility reports are part of the `.stderr`
        // (`Future incompatibility report: ...`). Checked on 1.63, the oldest lane.
        args.push("--json=future-incompat".to_string());
    }
    if spec.compiletest.is_some() && lane.identity.release.numbers() >= (1, 74, 0) {
        // As compiletest does since the lint came (rust-lang/rust#108955, 2023: 1.73 or 1.74;
        // every lane from 1.74 has it, and a lane without it would warn of an unknown lint):
        // tests may use the compiler's internal features without a warning.
        args.push("-Ainternal_features".to_string());
    }
    if let Some(ct) = spec.compiletest.as_deref().filter(|ct| ct.auto_check_cfg && lane.identity.release.numbers() >= (1, 80, 0)) {
        // As compiletest does: the revisions (and `test`, `FALSE`) are the expected cfgs, so a
        // misspelt one warns; `--check-cfg=cfg(...)` is stable since 1.80.
        args.push(format!("--check-cfg={}", ct.check_cfg()));
    }
    if spec.compiletest.is_some() && lane.identity.release.is_nightly() {
        // compiletest's own flags for UI tests, where the lane takes `-Z` flags (elsewhere the
        // dialect normalizes what `-Z ui-testing` renders).
        args.extend(COMPILETEST_NIGHTLY_FLAGS.iter().map(|f| f.to_string()));
    }
    // A test's own width is the only one (rustc refuses the option twice).
    if lane.capabilities.diagnostic_width && !spec.compile_flags.iter().any(|f| f.starts_with("--diagnostic-width")) {
        args.push(DIAGNOSTIC_WIDTH.to_string());
    }
    if let Some(ct) = spec.compiletest.as_deref().filter(|ct| ct.remap_src_base) {
        // compiletest's `remap-src-base`: the suite's folder reads as `fake-test-src-base`.
        args.push(format!("--remap-path-prefix={}=fake-test-src-base", ct.folder.display()));
    }
    // As compiletest does: a test that names its own `-o` gets no other output option (rustc
    // would warn that it ignores `--out-dir`).
    let own_output = spec.compiletest.is_some() && spec.compile_flags.iter().any(|f| f == "-o");
    match spec.stage {
        Stage::CheckPass | Stage::CheckFail => {
            args.push("--emit=metadata".to_string());
            if !own_output {
                args.push(format!("--out-dir={}", out_dir.display()));
            }
        }
        _ if own_output => {}
        // As compiletest does: a compiletest test that is built but not run gets `--out-dir`, not
        // `-o`, so what rustc prints to its output file otherwise (`-Zunpretty`, `-Zprint-*`)
        // goes to stdout and is compared with the `.stdout` file.
        Stage::BuildPass | Stage::BuildFail if spec.compiletest.is_some() => {
            args.push(format!("--out-dir={}", out_dir.display()));
        }
        Stage::BuildPass | Stage::BuildFail | Stage::RunPass | Stage::RunFail | Stage::Rustdoc | Stage::RustdocFail | Stage::Rustfmt => {
            match spec.crate_type {
                CrateType::Bin => {
                    args.push("-o".to_string());
                    args.push(out_dir.join(binary_name(snippet, spec)).display().to_string());
                }
                CrateType::Lib => args.push(format!("--out-dir={}", out_dir.display())),
            }
        }
    }
    if let (Some(_), Some(wrap_dir), Some(snippet_dir)) = (&spec.wrap, input.parent(), snippet.path.parent()) {
        // The wrapped copy's diagnostics name the snippet itself.
        args.push(format!("--remap-path-prefix={}={}", wrap_dir.display(), snippet_dir.display()));
    }
    if spec.compiletest.as_deref().is_some_and(|ct| ct.test_helpers.is_some()) {
        // `rust_test_helpers`, built before it ([`build_test_helpers`]).
        args.push(format!("-Lnative={}", native_dir(out_dir).display()));
    }
    if let Some(ct) = spec.compiletest.as_deref().filter(|ct| !ct.aux.is_empty()) {
        // The auxiliary crates built before it ([`build_aux`]).
        let aux = aux_dir(out_dir);
        args.extend(["-L".to_string(), aux.display().to_string()]);
        for crate_ in ct.aux.iter().filter(|a| !a.nested) {
            let Some(name) = crate_.extern_name() else { continue };
            args.extend(["--extern".to_string(), format!("{name}={}", crate_.output(&aux).display())]);
        }
    }
    if spec.compiletest.as_deref().is_some_and(|ct| !ct.no_prefer_dynamic)
        && spec.stage != Stage::CheckPass
        && spec.stage != Stage::CheckFail
    {
        // As compiletest compiles every test: linked with the dynamic std (and so with its
        // auxiliary dylibs); a checked test links nothing.
        args.extend(["-C".to_string(), "prefer-dynamic".to_string()]);
    }
    if spec.compiletest.as_deref().is_some_and(|ct| ct.incremental) {
        // compiletest's `incremental`: a fresh incremental folder, verified where `-Z` is taken.
        args.push(format!("-Cincremental={}", out_dir.join("incremental").display()));
        if lane.identity.release.is_nightly() {
            args.push("-Zincremental-verify-ich".to_string());
        }
    }
    args.extend(spec.compile_flags.iter().cloned());
    match lints {
        Lints::Snippet => {}
        Lints::EditionMigration => args.extend(EDITION_MIGRATION_FLAGS.iter().map(|f| f.to_string())),
    }
    args
}

/// Where `wrap: fn` writes the wrapped copy of a snippet: `<out>/wrap/<file name>`.
fn wrapped_path(snippet: &Snippet, out_dir: &Path) -> PathBuf {
    out_dir.join("wrap").join(snippet.path.file_name().unwrap_or_default())
}

/// The file a built binary is written to in the cell's folder: the crate name, or for a
/// compiletest test its file's stem, as compiletest names it (rustc names a long type's file
/// after it: `$TEST_BUILD_DIR/infinite-instantiation.long-type-<hash>.txt`).
fn binary_name(snippet: &Snippet, spec: &EditionSpec) -> String {
    match (&spec.compiletest, snippet.path.file_stem()) {
        (Some(_), Some(stem)) => stem.to_string_lossy().into_owned(),
        (Some(_) | None, _) => crate_name(&snippet.id),
    }
}

/// The crate name of a snippet: its file name as a snake-case identifier (lower case, single
/// underscores), so that no lane lints the name we chose (`non_snake_case` fires on a
/// `--crate-name` that is not snake case, where plain rustc on `Block-A.rs` stays silent on
/// most lanes).
fn crate_name(id: &str) -> String {
    let base = id.rsplit('/').next().unwrap_or(id);
    // A compiletest revision (`gen-kw#e2015`) compiles the test's own crate.
    let base = base.split('#').next().unwrap_or(base);
    let mut name = String::new();
    for c in base.chars() {
        let c = if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' };
        if !(c == '_' && (name.is_empty() || name.ends_with('_'))) {
            name.push(c);
        }
    }
    while name.ends_with('_') {
        name.pop();
    }
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        name.insert_str(0, "snippet_");
    }
    name
}

/// What running a cell produced.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CellRun {
    /// The command line that compiled it (for messages).
    pub command: Vec<String>,
    /// The compile (rustc, or cargo for packages).
    pub compile: ProcessOutput,
    /// The program's run, for run stages when the compile succeeded.
    pub run: Option<ProcessOutput>,
    /// For packages: cargo's JSON messages' diagnostics (stdout of cargo), else empty.
    pub cargo_messages: String,
    /// Files shown with `show-file`, with their contents.
    pub shown_files: Vec<(String, Option<String>)>,
    /// The cell's temporary folder (removed when the cell is done; kept for normalization).
    pub temp_dir: PathBuf,
}

/// Runs one cell in a fresh temporary folder, its processes in the cell's sandbox.
pub fn run_cell(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, timeout: Duration) -> Result<CellRun, Error> {
    let (_cleanup, tmp) = sandbox::temp_folder("edrift-cell-")?;
    let mut sandbox = cell_sandbox(lane, tmp.path());
    if let Some(ct) = spec.compiletest.as_deref() {
        // As compiletest's test sees its tree: the files beside it (`include!`, `#[path]`,
        // `mod foo;`), read-only. Only the suite's folder and the `auxiliary/` folder beside
        // it: a path that leaves them is not there.
        sandbox.read_only.push(ct.folder.clone());
        sandbox.read_only.extend(sibling_auxiliary(&ct.folder));
    }
    // A package is copied whole into the folder; rustfmt reads the code on its input.
    if snippet.kind == SnippetKind::File && spec.stage != Stage::Rustfmt {
        own_copy(&mut sandbox, &snippet.path, tmp.path())?;
    }
    for aux in spec.compiletest.iter().flat_map(|ct| &ct.aux) {
        own_copy(&mut sandbox, &aux.path, tmp.path())?;
    }
    if let Some(source) = spec.compiletest.as_deref().and_then(|ct| ct.test_helpers.as_ref()) {
        own_copy(&mut sandbox, source, tmp.path())?;
    }
    let cell = Cell { timeout, tmp: tmp.path(), sandbox };
    let mut run = match snippet.kind {
        SnippetKind::File => run_file_cell(snippet, spec, lane, &cell),
        SnippetKind::Package => package::run_package_cell(snippet, spec, lane, &cell),
    }?;
    run.temp_dir = tmp.path().to_path_buf();
    Ok(run)
}

/// The `auxiliary/` folder beside a compiletest suite's folder (rust-lang/rust's
/// `tests/auxiliary` beside `tests/ui`), which the suite's tests reach as compiletest's do:
/// `#[path = "../../auxiliary/minisimd.rs"] mod minisimd;`. Bound read-only where it is a folder
/// that, its links resolved, lies inside the suite folder's parent and is not that parent itself
/// (a link that leads elsewhere, or to the whole tree, is not bound: the test then fails to read
/// what it names, as a test of a tree without it would).
fn sibling_auxiliary(folder: &Path) -> Option<PathBuf> {
    let parent = folder.parent()?;
    let auxiliary = parent.join("auxiliary");
    let (resolved, parent) = (auxiliary.canonicalize().ok()?, parent.canonicalize().ok()?);
    (resolved.is_dir() && resolved.starts_with(&parent) && resolved != parent).then_some(auxiliary)
}

/// compiletest's `run-rustfix`, after the suggestions gave the `.fixed` file: compiles that
/// file (`fixed`) as the test is compiled (its flags, edition and auxiliary crates), with
/// `--emit=metadata`, in a folder of its own. Its compile fails when the fixed code does.
pub fn compile_fixed(fixed: &Path, snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, timeout: Duration) -> Result<CellRun, Error> {
    let (_cleanup, tmp) = sandbox::temp_folder("edrift-fixed-")?;
    let mut sandbox = cell_sandbox(lane, tmp.path());
    // Named as the test (its crate name), in the cell's folder.
    let folder = tmp.path().join("fixed");
    std::fs::create_dir_all(&folder).map_err(|e| Error::io("create", &folder, e))?;
    let source = folder.join(snippet.path.file_name().unwrap_or_default());
    std::fs::copy(fixed, &source).map_err(|e| Error::io("copy", fixed, e))?;
    for aux in spec.compiletest.iter().flat_map(|ct| &ct.aux) {
        own_copy(&mut sandbox, &aux.path, tmp.path())?;
    }
    if let Some(source) = spec.compiletest.as_deref().and_then(|ct| ct.test_helpers.as_ref()) {
        own_copy(&mut sandbox, source, tmp.path())?;
    }
    let cell = Cell { timeout, tmp: tmp.path(), sandbox };
    let spec = EditionSpec { stage: Stage::CheckPass, ..spec.clone() };
    if let Some(failed) = build_aux(&spec, lane, &cell)? {
        return Ok(failed);
    }
    let mut run = compile_in(&source, snippet, &spec, lane, Lints::Snippet, &cell)?;
    run.temp_dir = tmp.path().to_path_buf();
    Ok(run)
}

/// What every process of one cell shares.
struct Cell<'a> {
    timeout: Duration,
    tmp: &'a Path,
    sandbox: sandbox::Sandbox,
}

impl Cell<'_> {
    fn run(&self, spec: ProcessSpec) -> Result<ProcessOutput, Error> {
        // What the harness put in the cell's folder since its last process becomes the cell's.
        sandbox::hand_over(&self.sandbox).map_err(|e| Error::io("hand over", self.tmp, e))?;
        run_isolated(&spec, Some(&self.sandbox))
    }
}

/// A cell reads its lane (and its own copies, [`own_copy`]), and writes only its temporary
/// folder: nothing of the project is there.
fn cell_sandbox(lane: &ReadyLane, tmp: &Path) -> sandbox::Sandbox {
    let binaries: Vec<&Path> = [Some(&lane.rustc), lane.cargo.as_ref(), lane.rustdoc.as_ref(), lane.rustfmt.as_ref()]
        .into_iter()
        .flatten()
        .map(PathBuf::as_path)
        .collect();
    let mut sandbox = sandbox::Sandbox::new(sandbox::lane_folders(&binaries, &lane.library_path), vec![tmp.to_path_buf()]);
    // The suite's expectations are the same on every lane whether rustup's `rust-src` is
    // installed or not: its notes into std quote no source lines (a crate's UI tests, whose
    // trybuild files quote them, keep the sources).
    sandbox.hidden.extend(lane.std_sources());
    sandbox
}

/// Copies `file` (a snippet, or a migration's rewrite of it) into the cell's folder `tmp` and
/// binds the copy read-only at `file`'s own path, so that the cell reads its snippet where it
/// is (and messages name it) without seeing the folder around it.
fn own_copy(sandbox: &mut sandbox::Sandbox, file: &Path, tmp: &Path) -> Result<(), Error> {
    // A file gone since discovery is missing inside too: the tool says so, as it would outside.
    if file.starts_with(tmp) || sandbox.files.iter().any(|(_, place)| place == file) || !file.exists() {
        return Ok(());
    }
    let folder = tmp.join(".edrift-sources").join(sandbox.files.len().to_string());
    std::fs::create_dir_all(&folder).map_err(|e| Error::io("create", &folder, e))?;
    let copy = folder.join(file.file_name().unwrap_or_default());
    std::fs::copy(file, &copy).map_err(|e| Error::io("copy", file, e))?;
    sandbox.files.push((copy, file.to_path_buf()));
    Ok(())
}

fn run_file_cell(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<CellRun, Error> {
    let tmp = cell.tmp;
    if spec.stage == Stage::Rustfmt {
        return run_rustfmt_cell(snippet, spec, lane, cell);
    }
    if let Some(wrap) = &spec.wrap {
        let copy = wrapped_path(snippet, tmp);
        let folder = copy.parent().unwrap_or(tmp);
        std::fs::create_dir_all(folder).map_err(|e| Error::io("create", folder, e))?;
        let text = crate::fsutil::read_to_string(&snippet.path)?;
        crate::fsutil::write_atomic(&copy, wrap.apply(&text).as_bytes())?;
    }
    if let Some(failed) = build_aux(spec, lane, cell)? {
        return Ok(failed);
    }
    compile_in(&snippet.path, snippet, spec, lane, Lints::Snippet, cell)
}

/// The `LD_LIBRARY_PATH` of a cell's compiles and program: the lane's, and for a compiletest
/// test, as compiletest compiles and runs it, its auxiliary crates' folder and the lane's target
/// libraries (its dynamic std, which `-Cprefer-dynamic` links: a procedural macro that uses an
/// auxiliary dylib needs both when rustc loads it).
fn library_path(spec: &EditionSpec, lane: &ReadyLane, tmp: &Path) -> Vec<PathBuf> {
    let mut path = lane.library_path.clone();
    if spec.compiletest.is_some() {
        path.push(aux_dir(tmp));
        path.extend(lane.sysroot().map(|s| s.join("lib/rustlib").join(&lane.identity.host).join("lib")));
    }
    path
}

/// The environment of a compiletest compile (a test's or an auxiliary crate's): the variable
/// every such compile gets ([`COMPILETEST_RUSTC_ENV`]), then the crate's own `rustc-env`.
fn compiletest_env(rustc_env: &[(String, String)]) -> Vec<(&str, OsString)> {
    let own = rustc_env.iter().map(|(k, v)| (k.as_str(), OsString::from(v)));
    std::iter::once((COMPILETEST_RUSTC_ENV.0, OsString::from(COMPILETEST_RUSTC_ENV.1))).chain(own).collect()
}

/// Where a cell's auxiliary crates are built.
fn aux_dir(out_dir: &Path) -> PathBuf {
    out_dir.join("auxiliary")
}

/// Builds a compiletest test's auxiliary crates with the lane's rustc, in order, into the cell's
/// folder; the first that fails is the cell's compile (its command and output), as compiletest
/// fails a test whose auxiliary does not build.
fn build_aux(spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<Option<CellRun>, Error> {
    let Some(ct) = spec.compiletest.as_deref() else { return Ok(None) };
    if let Some(source) = &ct.test_helpers
        && let Some(failed) = build_test_helpers(source, cell)?
    {
        return Ok(Some(failed));
    }
    let out = aux_dir(cell.tmp);
    if !ct.aux.is_empty() {
        std::fs::create_dir_all(&out).map_err(|e| Error::io("create", &out, e))?;
    }
    for aux in &ct.aux {
        let mut args = vec![
            aux.path.display().to_string(),
            format!("--edition={}", aux.edition.year()),
            format!("--crate-type={}", aux.crate_type),
            // No `--crate-name`, as compiletest: rustc takes the crate's `#![crate_name]`, else
            // its file's name.
            format!("--out-dir={}", out.display()),
            "-L".to_string(),
            out.display().to_string(),
            "-Aunused".to_string(),
        ];
        if aux.crate_type == "proc-macro" {
            args.extend(["--extern".to_string(), "proc_macro".to_string()]);
        }
        if !aux.no_prefer_dynamic {
            // As compiletest compiles every crate: linked with the dynamic std.
            args.extend(["-C".to_string(), "prefer-dynamic".to_string()]);
        }
        if ct.test_helpers.is_some() {
            args.push(format!("-Lnative={}", native_dir(cell.tmp).display()));
        }
        // Its own auxiliary crates, built before it.
        for (name, file) in &aux.externs {
            args.extend(["--extern".to_string(), format!("{name}={}", out.join(file).display())]);
        }
        args.extend(aux.flags.iter().cloned());
        let aux_env = compiletest_env(&aux.rustc_env);
        let compile = cell.run(ProcessSpec {
            program: lane.rustc.clone(),
            args: args.clone(),
            cwd: Some(cell.tmp.to_path_buf()),
            env: lane_env(&library_path(spec, lane, cell.tmp), &aux_env),
            timeout: cell.timeout,
            stdin: None,
        })?;
        if !compile.status.success() {
            return Ok(Some(failed_step(&lane.rustc, args, compile, cell)));
        }
    }
    Ok(None)
}

/// A step before the test's own compile (an auxiliary crate, `rust_test_helpers`) that failed:
/// the cell's compile is that step's, with its command.
fn failed_step(program: &Path, args: Vec<String>, compile: ProcessOutput, cell: &Cell<'_>) -> CellRun {
    let mut command = vec![program.display().to_string()];
    command.extend(args);
    CellRun { command, compile, run: None, cargo_messages: String::new(), shown_files: Vec::new(), temp_dir: cell.tmp.to_path_buf() }
}

/// Where a cell builds rust-lang/rust's `rust_test_helpers` (`librust_test_helpers.a`).
fn native_dir(out_dir: &Path) -> PathBuf {
    out_dir.join("native")
}

/// The first of the host's usual folders that holds `tool` (`cc`, `ar`); the tool's name alone
/// where none does (the failure then says so).
fn host_tool(tool: &str) -> PathBuf {
    ["/usr/local/bin", "/usr/bin", "/bin"]
        .iter()
        .map(|dir| Path::new(dir).join(tool))
        .find(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from(tool))
}

/// Builds `rust_test_helpers` from its C `source` with the host's `cc` and `ar` in the cell, as
/// rust-lang/rust's bootstrap builds it for compiletest (a static library, position
/// independent); a failure is the cell's compile.
fn build_test_helpers(source: &Path, cell: &Cell<'_>) -> Result<Option<CellRun>, Error> {
    let out = native_dir(cell.tmp);
    std::fs::create_dir_all(&out).map_err(|e| Error::io("create", &out, e))?;
    let object = out.join("rust_test_helpers.o").display().to_string();
    let library = out.join("librust_test_helpers.a").display().to_string();
    let steps = [
        (host_tool("cc"), vec!["-c".to_string(), "-O2".into(), "-fPIC".into(), "-o".into(), object.clone(), source.display().to_string()]),
        (host_tool("ar"), vec!["crs".to_string(), library, object]),
    ];
    for (program, args) in steps {
        let compile = cell.run(ProcessSpec {
            program: program.clone(),
            args: args.clone(),
            cwd: Some(cell.tmp.to_path_buf()),
            env: lane_env(&[], &[]),
            timeout: cell.timeout,
            stdin: None,
        })?;
        if !compile.status.success() {
            return Ok(Some(failed_step(&program, args, compile, cell)));
        }
    }
    Ok(None)
}

/// Compiles `source` (the snippet's file, or a rewrite of it by the `migrate` stage) as the
/// snippet under `spec` with `lints`, in the folder `tmp`, then runs what the stage runs
/// (the program, or `rustdoc --test`) when the compile succeeded.
pub fn compile_file(
    source: &Path,
    snippet: &Snippet,
    spec: &EditionSpec,
    lane: &ReadyLane,
    lints: Lints,
    timeout: Duration,
    tmp: &Path,
) -> Result<CellRun, Error> {
    std::fs::create_dir_all(tmp).map_err(|e| Error::io("create", tmp, e))?;
    let _cleanup = sandbox::register_folder(tmp)?;
    let mut sandbox = cell_sandbox(lane, tmp);
    // A rewrite lives in a folder of its own (the migration's previous pass); rustdoc reads the
    // snippet itself.
    own_copy(&mut sandbox, source, tmp)?;
    own_copy(&mut sandbox, &snippet.path, tmp)?;
    let cell = Cell { timeout, tmp, sandbox };
    compile_in(source, snippet, spec, lane, lints, &cell)
}

fn compile_in(
    source: &Path,
    snippet: &Snippet,
    spec: &EditionSpec,
    lane: &ReadyLane,
    lints: Lints,
    cell: &Cell<'_>,
) -> Result<CellRun, Error> {
    let (timeout, tmp) = (cell.timeout, cell.tmp);
    std::fs::create_dir_all(tmp).map_err(|e| Error::io("create", tmp, e))?;
    let mut args = compile_args(source, snippet, spec, lane, tmp, lints);
    let ct = spec.compiletest.as_deref();
    let rustc_env = ct.map_or_else(Vec::new, |ct| compiletest_env(&ct.rustc_env));
    let process = ProcessSpec {
        program: lane.rustc.clone(),
        args: args.clone(),
        cwd: Some(tmp.to_path_buf()),
        env: lane_env(&library_path(spec, lane, tmp), &rustc_env),
        timeout,
        stdin: None,
    };
    let mut compile = cell.run(process.clone())?;
    if ct.is_some() && !lane.identity.release.is_nightly() && compile.stderr.contains(LONG_TYPE_CUT) {
        // compiletest's `-Zwrite-long-types-to-disk=no` prints long types whole; a lane that
        // takes no `-Z` flag cut one and wrote it to a file. `--verbose` prints it whole too,
        // but also changes what else is elided (`Option<_>`, "and 4 others"), so it is given
        // only to a compile that cut a type, and that compile is made again with it.
        args.push("--verbose".to_string());
        compile = cell.run(ProcessSpec { args: args.clone(), ..process })?;
    }
    let mut command = vec![lane.rustc.display().to_string()];
    command.extend(args);
    let run = if matches!(spec.stage, Stage::Rustdoc | Stage::RustdocFail) && compile.status.success() {
        Some(run_rustdoc_test(snippet, spec, lane, cell)?)
    } else if spec.stage.runs() && compile.status.success() {
        let binary = tmp.join(binary_name(snippet, spec));
        let mut env = vec![("RUST_BACKTRACE", OsString::from("0"))];
        if ct.is_some() {
            // rust-lang/rust's bootstrap gives compiletest, and so every test program it runs,
            // a writable folder in `RUST_TEST_TMPDIR`: here one of the cell's own.
            let folder = tmp.join("rust-test-tmpdir");
            std::fs::create_dir_all(&folder).map_err(|e| Error::io("create", &folder, e))?;
            env.push(("RUST_TEST_TMPDIR", folder.into_os_string()));
        }
        env.extend(ct.map_or(&[][..], |ct| &ct.exec_env).iter().map(|(k, v)| (k.as_str(), OsString::from(v))));
        Some(cell.run(ProcessSpec {
            program: binary,
            args: ct.map_or_else(Vec::new, |ct| ct.run_flags.clone()),
            cwd: Some(tmp.to_path_buf()),
            env: lane_env(&library_path(spec, lane, tmp), &env),
            timeout,
            stdin: None,
        })?)
    } else {
        None
    };
    Ok(CellRun { command, compile, run, cargo_messages: String::new(), shown_files: Vec::new(), temp_dir: tmp.to_path_buf() })
}

/// The lane's binary of a tool, or an error naming the lane (cells of a lane without it are
/// `unsupported` before they get here).
fn tool_binary<'a>(lane: &'a ReadyLane, binary: &'a Option<PathBuf>, name: &str) -> Result<&'a PathBuf, Error> {
    binary.as_ref().ok_or_else(|| Error::Lane {
        action: "run a tool of",
        lane: lane.identity.release.to_string(),
        message: format!("the lane has no {name}"),
    })
}

/// `rustdoc --test` on the snippet, linked against the library the compile step built.
fn run_rustdoc_test(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<ProcessOutput, Error> {
    let (timeout, tmp) = (cell.timeout, cell.tmp);
    let rustdoc = tool_binary(lane, &lane.rustdoc, "rustdoc")?;
    let args = rustdoc_args(snippet, spec, tmp);
    let bin = lane.rustc.parent().unwrap_or(Path::new("/")).display().to_string();
    cell.run(ProcessSpec {
        program: rustdoc.clone(),
        args,
        cwd: Some(tmp.to_path_buf()),
        // The lane's folder first on PATH, as for cargo: rustdoc links doctests with `cc`.
        env: lane_env(
            &lane.library_path,
            &[("RUST_BACKTRACE", OsString::from("0")), ("PATH", OsString::from(format!("{bin}:/usr/local/bin:/usr/bin:/bin")))],
        ),
        timeout,
        stdin: None,
    })
}

/// The `rustdoc --test` arguments of a cell: the doctests run one at a time so their order is
/// stable, against the rlib of the compile step.
fn rustdoc_args(snippet: &Snippet, spec: &EditionSpec, out_dir: &Path) -> Vec<String> {
    let crate_name = crate_name(&snippet.id);
    let mut args = vec![
        "--test".to_string(),
        snippet.path.display().to_string(),
        format!("--edition={}", spec.edition.year()),
        "--crate-type=lib".to_string(),
        format!("--crate-name={crate_name}"),
        "-L".to_string(),
        out_dir.display().to_string(),
        "--extern".to_string(),
        format!("{crate_name}={}", out_dir.join(format!("lib{crate_name}.rlib")).display()),
        "--test-args".to_string(),
        "--test-threads=1".to_string(),
    ];
    args.extend(spec.compile_flags.iter().cloned());
    args
}

/// The `rustfmt` arguments of a cell: the edition (which picks the style edition where the
/// lane has style editions) and the snippet's flags; the code comes on stdin.
fn rustfmt_args(spec: &EditionSpec) -> Vec<String> {
    let mut args = vec!["--edition".to_string(), spec.edition.year().to_string()];
    args.extend(spec.compile_flags.iter().cloned());
    args
}

/// Formats the snippet's code with the lane's rustfmt, in a folder whose empty `rustfmt.toml`
/// hides any configuration of the machine.
fn run_rustfmt_cell(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<CellRun, Error> {
    let (timeout, tmp) = (cell.timeout, cell.tmp);
    let rustfmt = tool_binary(lane, &lane.rustfmt, "rustfmt")?;
    let config = tmp.join("rustfmt.toml");
    std::fs::write(&config, "").map_err(|e| Error::io("write", &config, e))?;
    let args = rustfmt_args(spec);
    let compile = cell.run(ProcessSpec {
        program: rustfmt.clone(),
        args: args.clone(),
        cwd: Some(tmp.to_path_buf()),
        env: lane_env(&lane.library_path, &[("RUST_BACKTRACE", OsString::from("0"))]),
        timeout,
        stdin: Some(directives::code(&snippet.text).into_bytes()),
    })?;
    let mut command = vec![rustfmt.display().to_string()];
    command.extend(args);
    command.push(format!("< {}", snippet.path.display()));
    Ok(CellRun { command, compile, run: None, cargo_messages: String::new(), shown_files: Vec::new(), temp_dir: PathBuf::new() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(program: &str, args: &[&str], timeout: Duration) -> ProcessSpec {
        ProcessSpec {
            program: PathBuf::from(program),
            args: args.iter().map(|a| a.to_string()).collect(),
            cwd: None,
            env: lane_env(&[], &[]),
            timeout,
            stdin: None,
        }
    }

    #[test]
    fn captures_exit_code_and_output() {
        let out = run_process(&spec("/bin/sh", &["-c", "echo out; echo err >&2; exit 3"], Duration::from_secs(10))).unwrap();
        assert_eq!(out.status, Exit::Code(3));
        assert_eq!(out.stdout, "out\n");
        assert_eq!(out.stderr, "err\n");
    }

    #[test]
    fn a_hang_is_killed_at_the_timeout_with_its_children() {
        let out = run_process(&spec("/bin/sh", &["-c", "sleep 30 & sleep 30"], Duration::from_millis(300))).unwrap();
        assert_eq!(out.status, Exit::TimedOut);
        assert!(out.duration < Duration::from_secs(10));
    }

    #[test]
    fn a_signal_is_reported() {
        let out = run_process(&spec("/bin/sh", &["-c", "kill -SEGV $$"], Duration::from_secs(10))).unwrap();
        assert_eq!(out.status, Exit::Signal(libc::SIGSEGV));
    }

    #[test]
    fn the_environment_is_scrubbed() {
        // cargo sets this in every test process; a child that inherited the environment would see it.
        assert!(std::env::var_os("CARGO_MANIFEST_DIR").is_some(), "run under cargo test");
        let out = run_process(&spec("/usr/bin/env", &[], Duration::from_secs(10))).unwrap();
        assert!(!out.stdout.contains("CARGO_MANIFEST_DIR"), "{}", out.stdout);
        assert!(out.stdout.contains("PATH="));
    }

    #[test]
    fn a_missing_program_is_an_error_naming_it() {
        let err = run_process(&spec("/nonexistent/rustc", &[], Duration::from_secs(1))).unwrap_err();
        assert!(err.to_string().contains("/nonexistent/rustc"));
    }

    #[test]
    fn compiletest_tests_get_compiletest_s_flags_where_the_lane_takes_them() {
        let config = crate::dialect::SuiteConfig::compiletest();
        let test = |text: &str| crate::dialect::compiletest::parse("ui/t", Path::new("/s/ui/t.rs"), text, "h", &config).unwrap().remove(0);
        let args = |snippet: &Snippet, release: &str| {
            let lane = ReadyLane::for_tests(release);
            rustc_args(snippet, &snippet.editions[0], &lane, Path::new("/o"))
        };
        let has = |args: &[String], flag: &str| args.iter().any(|a| a == flag);
        let check = test("fn main() {}\n");
        let new = args(&check, "1.95.0");
        for flag in ["--json=future-incompat", "-Ainternal_features", "-Aunused"] {
            assert!(has(&new, flag), "{flag} in {new:?}");
        }
        assert!(!has(&new, "-Zui-testing"), "a stable lane takes no -Z flag");
        assert!(has(&args(&check, "1.97.0-nightly"), "-Zui-testing"));
        let old = args(&check, "1.63.0");
        assert!(has(&old, "--json=future-incompat") && !has(&old, "-Ainternal_features"), "no lint older than its lane: {old:?}");
        // A test's `#![crate_type]` is rustc's to read.
        let proc_macro = args(&test("#![crate_type = \"proc-macro\"]\nextern crate proc_macro;\n"), "1.95.0");
        assert!(!proc_macro.iter().any(|a| a.starts_with("--crate-type")), "{proc_macro:?}");
        assert!(new.iter().any(|a| a == "--crate-type=bin"), "{new:?}");
        // compiletest keeps unused-code lints for a run-pass test.
        assert!(!has(&args(&test("//@ run-pass\nfn main() {}\n"), "1.95.0"), "-Aunused"));
        // As compiletest: `unused_attributes` back on after `-A unused`, parentheses and braces
        // allowed, all before the test's own flags (which win).
        let lints = args(&test("//@ compile-flags: -F unused\nfn main() {}\n"), "1.95.0");
        let at = |flag: &str| lints.iter().position(|a| a == flag).unwrap_or_else(|| panic!("{flag} in {lints:?}"));
        assert!(at("-Aunused") < at("-Wunused_attributes") && at("-Aunused_braces") < at("-F"), "{lints:?}");
        assert!(has(&args(&test("//@ run-pass\nfn main() {}\n"), "1.95.0"), "-Aunused_parens"));
        // A suite run by 1.90.0's compiletest: `unused_attributes` stays allowed (rust-lang/rust#147813 came in 1.92).
        let older_config = crate::dialect::SuiteConfig { compiletest: crate::model::Release::parse("1.90.0"), ..config.clone() };
        let older =
            crate::dialect::compiletest::parse("ui/t", Path::new("/s/ui/t.rs"), "fn main() {}\n", "h", &older_config).unwrap().remove(0);
        let older = args(&older, "1.95.0");
        assert!(has(&older, "-Aunused") && !has(&older, "-Wunused_attributes"), "{older:?}");
        let at_192 = crate::dialect::SuiteConfig { compiletest: crate::model::Release::parse("1.92.0"), ..config.clone() };
        let at_192 = crate::dialect::compiletest::parse("ui/t", Path::new("/s/ui/t.rs"), "fn main() {}\n", "h", &at_192).unwrap().remove(0);
        assert!(has(&args(&at_192, "1.95.0"), "-Wunused_attributes"));
        // A test's own `--error-format` is the only one, and gets no `--json`.
        let human = args(&test("//@ compile-flags: --error-format=human\nfn main() {}\n"), "1.95.0");
        assert_eq!(human.iter().filter(|a| a.starts_with("--error-format")).collect::<Vec<_>>(), ["--error-format=human"]);
        assert!(!human.iter().any(|a| a.starts_with("--json")), "{human:?}");
        let width = args(&test("//@ compile-flags: --diagnostic-width=40\nfn main() {}\n"), "1.95.0");
        assert_eq!(width.iter().filter(|a| a.starts_with("--diagnostic-width")).count(), 1, "{width:?}");
        assert!(!new.iter().any(|a| a.starts_with("--crate-name")), "rustc names the test's crate: {new:?}");
        let mut helpers = test("extern crate rust_test_helpers;\nfn main() {}\n");
        helpers.editions[0].compiletest.as_mut().unwrap().test_helpers = Some("/s/auxiliary/rust_test_helpers.c".into());
        assert!(has(&args(&helpers, "1.95.0"), "-Lnative=/o/native"), "rust_test_helpers is found");
        assert!(!args(&check, "1.95.0").iter().any(|a| a.starts_with("-Lnative")));
        let remap = args(&test("//@ remap-src-base\nfn main() {}\n"), "1.95.0");
        assert!(has(&remap, "--remap-path-prefix=/s/ui=fake-test-src-base"), "{remap:?}");
        // Our own dialect: none of compiletest's flags.
        let ours = crate::directives::parse("s/a", Path::new("/s/a.rs"), SnippetKind::File, "fn main() {}\n", "fn main() {}\n", "h".into())
            .unwrap();
        let ours = args(&ours, "1.95.0");
        assert!(has(&ours, "-Aunused") && !has(&ours, "-Ainternal_features") && !has(&ours, "--json=future-incompat"), "{ours:?}");
    }

    #[test]
    fn compiletest_s_incremental_gives_an_incremental_folder_of_the_cell_verified_where_z_is_taken() {
        let config = crate::dialect::SuiteConfig::compiletest();
        let test = |text: &str| crate::dialect::compiletest::parse("ui/t", Path::new("/s/ui/t.rs"), text, "h", &config).unwrap().remove(0);
        let args =
            |snippet: &Snippet, release: &str| rustc_args(snippet, &snippet.editions[0], &ReadyLane::for_tests(release), Path::new("/o"));
        let incremental = test("//@ incremental\nfn main() {}\n");
        let nightly = args(&incremental, "1.97.0-nightly");
        assert!(
            nightly.iter().any(|a| a == "-Cincremental=/o/incremental") && nightly.iter().any(|a| a == "-Zincremental-verify-ich"),
            "{nightly:?}"
        );
        let stable = args(&incremental, "1.95.0");
        assert!(stable.iter().any(|a| a == "-Cincremental=/o/incremental") && !stable.iter().any(|a| a.starts_with("-Z")), "{stable:?}");
        assert!(!args(&test("fn main() {}\n"), "1.95.0").iter().any(|a| a.starts_with("-Cincremental")));
    }

    #[test]
    fn a_compiletest_binary_is_named_after_its_test_file_as_compiletest_names_it() {
        let config = crate::dialect::SuiteConfig::compiletest();
        let path = Path::new("/s/ui/long-type.rs");
        let snippet =
            crate::dialect::compiletest::parse("ui/long-type", path, "//@ run-pass\nfn main() {}\n", "h", &config).unwrap().remove(0);
        let args = rustc_args(&snippet, &snippet.editions[0], &ReadyLane::for_tests("1.95.0"), Path::new("/o"));
        assert!(args.windows(2).any(|w| w == ["-o", "/o/long-type"]), "{args:?}");
    }

    #[test]
    fn a_compiletest_test_built_not_run_gets_an_output_folder_and_one_with_its_own_o_gets_none() {
        let config = crate::dialect::SuiteConfig::compiletest();
        let args = |text: &str| {
            let snippet = crate::dialect::compiletest::parse("ui/t", Path::new("/s/ui/t.rs"), text, "h", &config).unwrap().remove(0);
            rustc_args(&snippet, &snippet.editions[0], &ReadyLane::for_tests("1.95.0"), Path::new("/o"))
        };
        let built = args("//@ build-pass\nfn main() {}\n");
        assert!(built.iter().any(|a| a == "--out-dir=/o") && !built.iter().any(|a| a == "-o"), "{built:?}");
        for stage in ["build-pass", "check-fail"] {
            let own = args(&format!("//@ {stage}\n//@ compile-flags: -o /tmp/x\nfn main() {{}}\n"));
            assert_eq!(own.iter().filter(|a| *a == "-o").count(), 1, "{own:?}");
            assert!(!own.iter().any(|a| a.starts_with("--out-dir")), "{own:?}");
        }
    }

    #[test]
    fn crate_names_are_valid_identifiers() {
        assert_eq!(crate_name("rfc3498/block-01"), "block_01");
        assert_eq!(crate_name("x/3617-a"), "snippet_3617_a");
        assert_eq!(crate_name("x/Block--A_"), "block_a", "snake case: lower, single underscores");
        assert_eq!(crate_name("x/__"), "snippet_");
    }
}
