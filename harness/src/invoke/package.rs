//! Package snippets (a folder with `Cargo.toml`): the copy of a package with its edition
//! substituted, and the lane's cargo run on a copy: the cell's own command, and for the
//! `migrate` stage `cargo fix --edition` and a check with the migration lints forced on.
//!
//! Every cargo run gets the lane's rustc (`RUSTC`) and rustdoc, its own `CARGO_HOME`, target
//! folder and `HOME` (under its state folder in the cell's temporary folder, so nothing of the
//! machine's cargo set-up leaks in), `--offline`, and the cell's sandbox. A fresh state folder
//! starts from its lane's memo ([`share`]): cargo's cache of its probes of the lane's rustc and
//! its home's database, made once per lane from a package of the harness's own, so that a cell's
//! cargo does not probe the rustc again; nothing a cell builds or resolves is shared.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

mod share;

pub use share::{CargoSharing, set_cargo_sharing};

use super::{Cell, CellRun, EDITION_MIGRATION_FLAGS, ProcessOutput, ProcessSpec, cell_sandbox, lane_env};
use crate::error::Error;
use crate::model::{CargoSpec, Edition, ReadyLane};
use crate::model::{EditionSpec, Snippet};

/// The cargo commands that take `--message-format`.
const MESSAGE_FORMAT_COMMANDS: &[&str] = &["check", "build", "run", "test", "doc", "clippy", "rustc"];

/// The flags of a cell's cargo command that decide what is built (packages, features, unstable
/// options), and whether each takes a value: `cargo fix --edition` and the lint check of a
/// migration build what the cell builds. Target selections (`--doc`, `--lib`), the command's
/// own options (`cargo add --path`) and everything after `--` are not passed on.
const SELECTION_FLAGS: &[(&str, bool)] = &[
    ("--features", true),
    ("-F", true),
    ("--all-features", false),
    ("--no-default-features", false),
    ("--workspace", false),
    ("--all", false),
    ("--package", true),
    ("-p", true),
    ("--exclude", true),
    ("-Z", true),
];

/// A copy of a package and the folder where cargo keeps its state for it (`cargo-home/`,
/// `target/`, `home/`).
#[derive(Debug, Clone, Copy)]
pub struct PackageCopy<'a> {
    /// The package folder (its `Cargo.toml` at the top).
    pub package: &'a Path,
    /// Where cargo's home, target folder and `HOME` go.
    pub state: &'a Path,
}

/// Runs a package cell: the package copied with the cell's edition, then the cell's command.
pub(super) fn run_package_cell(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<CellRun, Error> {
    let package = cell.tmp.join("package");
    copy_package(&snippet.path, &package, spec.edition)?;
    command_in(PackageCopy { package: &package, state: cell.tmp }, snippet, spec, lane, cell)
}

/// Runs the cargo command of `spec` (the cell's) in an existing package copy, in the sandbox of
/// a migration whose temporary folder is `tmp`: what the `migrate` stage compares.
pub fn run_package(
    copy: PackageCopy<'_>,
    snippet: &Snippet,
    spec: &EditionSpec,
    lane: &ReadyLane,
    timeout: Duration,
    tmp: &Path,
) -> Result<CellRun, Error> {
    let (_cleanup, cell) = migration_cell(lane, timeout, tmp)?;
    command_in(copy, snippet, spec, lane, &cell)
}

/// A cargo command of a package's migration besides the cell's own, with JSON messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MigrationCargo {
    /// `cargo fix --edition` ([`cargo_fix_args`]).
    Fix,
    /// `cargo check` with the migration lints forced on ([`cargo_lints_args`]): which lints
    /// fire, and which of them suggest a machine-applicable fix.
    LintCheck,
}

/// Runs the lane's cargo `command` of a migration on a package copy, in the sandbox of the
/// migration whose temporary folder is `tmp`.
pub fn run_migration_cargo(
    command: MigrationCargo,
    copy: PackageCopy<'_>,
    snippet: &Snippet,
    spec: &EditionSpec,
    lane: &ReadyLane,
    timeout: Duration,
    tmp: &Path,
) -> Result<CellRun, Error> {
    let args = match command {
        MigrationCargo::Fix => cargo_fix_args(spec),
        MigrationCargo::LintCheck => cargo_lints_args(spec),
    };
    let (_cleanup, cell) = migration_cell(lane, timeout, tmp)?;
    let (command, mut compile) = cargo(copy, snippet, lane, &cell, args)?;
    let cargo_messages = split_messages(&mut compile);
    Ok(CellRun { command, compile, run: None, cargo_messages, shown_files: Vec::new(), temp_dir: PathBuf::new() })
}

/// The sandbox of a migration's cargo runs, whose temporary folder `tmp` stays registered for
/// an interrupt's clean-up while the guard lives.
fn migration_cell<'a>(lane: &ReadyLane, timeout: Duration, tmp: &'a Path) -> Result<(super::sandbox::FolderGuard, Cell<'a>), Error> {
    let guard = super::sandbox::register_folder(tmp)?;
    Ok((guard, Cell { timeout, tmp, sandbox: cell_sandbox(lane, tmp) }))
}

/// The arguments of a migration's `cargo fix --edition`: every target (cargo fix's default),
/// no VCS needed, and `--broken-code` so that a rewrite that does not compile stays in place to
/// be built and blessed (without it cargo backs the rewrite out and says so); the package
/// selection, features and `-Z` options of the cell's command.
pub fn cargo_fix_args(spec: &EditionSpec) -> Vec<String> {
    let mut args: Vec<String> = ["fix", "--edition", "--allow-no-vcs", "--allow-dirty", "--allow-staged", "--broken-code", "--offline"]
        .iter()
        .map(|a| a.to_string())
        .collect();
    args.push("--message-format=json".to_string());
    args.extend(selection(&cargo_spec(spec).args));
    args
}

/// The arguments of a migration's lint check: `cargo check` of every target with the flags of
/// [`super::Lints::EditionMigration`] added to the package's own `build.rustflags` (`--config`
/// merges with a `.cargo/config.toml`, where `RUSTFLAGS` would replace it), and the cell's
/// package selection.
pub fn cargo_lints_args(spec: &EditionSpec) -> Vec<String> {
    let mut args: Vec<String> =
        ["check", "--all-targets", "--offline", "--message-format=json", "--config"].iter().map(|a| a.to_string()).collect();
    args.push(migration_rustflags());
    args.extend(selection(&cargo_spec(spec).args));
    args
}

/// The `--config` value that adds [`EDITION_MIGRATION_FLAGS`] to a package's `build.rustflags`.
fn migration_rustflags() -> String {
    let flags: Vec<String> = EDITION_MIGRATION_FLAGS.iter().map(|f| format!("\"{f}\"")).collect();
    format!("build.rustflags=[{}]", flags.join(","))
}

/// The flags of [`SELECTION_FLAGS`] among a command's arguments, with their values.
fn selection(args: &[String]) -> Vec<String> {
    let mut kept = Vec::new();
    let mut iter = args.iter().take_while(|a| *a != "--");
    while let Some(arg) = iter.next() {
        let known = SELECTION_FLAGS.iter().find(|(flag, _)| {
            arg == flag || arg.strip_prefix(flag).is_some_and(|rest| rest.starts_with('=') || (*flag == "-Z" && !rest.is_empty()))
        });
        match known {
            Some((flag, true)) if arg == flag => {
                kept.push(arg.clone());
                kept.extend(iter.next().cloned());
            }
            Some(_) => kept.push(arg.clone()),
            None => {}
        }
    }
    kept
}

fn cargo_spec(spec: &EditionSpec) -> CargoSpec {
    spec.cargo.clone().unwrap_or(CargoSpec {
        command: "check".to_string(),
        args: Vec::new(),
        show_files: Vec::new(),
        file_lines: Vec::new(),
    })
}

/// The cell's cargo command in `copy`: its JSON messages apart, its shown files read.
fn command_in(copy: PackageCopy<'_>, snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane, cell: &Cell<'_>) -> Result<CellRun, Error> {
    let cargo_spec = cargo_spec(spec);
    let mut args = vec![cargo_spec.command.clone(), "--offline".to_string()];
    let json = MESSAGE_FORMAT_COMMANDS.contains(&cargo_spec.command.as_str());
    if json {
        args.push("--message-format=json".to_string());
        args.push("--quiet".to_string());
    }
    args.extend(cargo_spec.args.iter().cloned());
    let (command, mut compile) = cargo(copy, snippet, lane, cell, args)?;
    let cargo_messages = if json { split_messages(&mut compile) } else { String::new() };
    let shown_files = cargo_spec.show_files.iter().map(|f| (f.clone(), read_inside(copy.package, f))).collect();
    Ok(CellRun { command, compile, run: None, cargo_messages, shown_files, temp_dir: PathBuf::new() })
}

/// cargo's JSON goes to stdout; the program's own output (`cargo run`, `cargo test`) is the
/// rest, left in `stdout`.
fn split_messages(output: &mut ProcessOutput) -> String {
    let (messages, rest): (Vec<&str>, Vec<&str>) = output.stdout.lines().partition(|l| l.starts_with("{\"reason\""));
    let messages = messages.join("\n");
    output.stdout = rest.iter().map(|l| format!("{l}\n")).collect();
    messages
}

/// Runs the lane's cargo with `args` in `copy` of `snippet`, its state folder first seeded from
/// the lane's memo ([`share`]); returns the command line (for messages) and what it did.
fn cargo(
    copy: PackageCopy<'_>,
    snippet: &Snippet,
    lane: &ReadyLane,
    cell: &Cell<'_>,
    args: Vec<String>,
) -> Result<(Vec<String>, ProcessOutput), Error> {
    share::seed(copy.state, &snippet.path, lane, cell.timeout);
    run_cargo(copy, lane, cell, args)
}

/// The environment of a lane's cargo whose state (target folder, `HOME`) is under `state` and
/// whose registry is `cargo_home`: the lane's rustc and rustdoc, its `bin` first on `PATH`.
/// Package cells and a crate's UI build both run cargo in it.
pub fn cargo_env(lane: &ReadyLane, state: &Path, cargo_home: &Path) -> Vec<(String, OsString)> {
    let bin = lane.rustc.parent().unwrap_or(Path::new("/")).display().to_string();
    let mut extra: Vec<(&str, OsString)> = vec![
        ("RUSTC", lane.rustc.clone().into_os_string()),
        ("CARGO_HOME", cargo_home.as_os_str().to_owned()),
        ("CARGO_TARGET_DIR", state.join("target").into_os_string()),
        ("HOME", state.join("home").into_os_string()),
        ("PATH", OsString::from(format!("{bin}:/usr/local/bin:/usr/bin:/bin"))),
        ("CARGO_TERM_COLOR", OsString::from("never")),
    ];
    if let Some(rustdoc) = &lane.rustdoc {
        extra.push(("RUSTDOC", rustdoc.clone().into_os_string()));
    }
    lane_env(&lane.library_path, &extra)
}

/// Runs the lane's cargo with `args` in `copy`, its state folder as it is.
fn run_cargo(copy: PackageCopy<'_>, lane: &ReadyLane, cell: &Cell<'_>, args: Vec<String>) -> Result<(Vec<String>, ProcessOutput), Error> {
    let Some(cargo) = &lane.cargo else {
        return Err(Error::Lane {
            action: "run cargo on",
            lane: lane.identity.release.to_string(),
            message: "the lane has no cargo".to_string(),
        });
    };
    let env = cargo_env(lane, copy.state, &copy.state.join("cargo-home"));
    let process = ProcessSpec {
        program: cargo.clone(),
        args: args.clone(),
        cwd: Some(copy.package.to_path_buf()),
        env,
        timeout: cell.timeout,
        stdin: None,
    };
    let output = cell.run(process)?;
    let mut command = vec![cargo.display().to_string()];
    command.extend(args);
    Ok((command, output))
}

/// A file the package wrote (`show-file`), if it is inside the package: a symbolic link that
/// leads out of it (`Cargo.lock -> /etc/shadow`) reads as absent. Only a regular file is read,
/// and at most [`super::OUTPUT_LIMIT`] bytes of it, the rest replaced by [`shown_file_cut`]: a
/// FIFO a build script made would block the read for ever, and a huge file would fill the
/// memory, the store and the diff. Anything else reads as a line saying what it is.
fn read_inside(package: &Path, relative: &str) -> Option<String> {
    let file = package.join(relative).canonicalize().ok()?;
    let root = package.canonicalize().ok()?;
    if !file.starts_with(&root) {
        return None;
    }
    match crate::fsutil::read_regular(&file, super::OUTPUT_LIMIT) {
        Ok(read) => {
            let mut text = String::from_utf8_lossy(&read.bytes).into_owned();
            if read.cut {
                text.push_str(&shown_file_cut());
            }
            Some(text)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => Some(format!("[edrift: `{relative}` not read: {e}]")),
    }
}

/// The line that replaces what was cut of a shown file.
pub fn shown_file_cut() -> String {
    format!("\n[edrift: file cut at {} bytes (the limit of a shown file)]\n", super::OUTPUT_LIMIT)
}

/// Copies a package folder to `to`, replacing `@EDITION@` in every `Cargo.toml` by `edition`.
pub fn copy_package(from: &Path, to: &Path, edition: Edition) -> Result<(), Error> {
    let mut files = Vec::new();
    crate::discover::package_files(from, from, &mut files)?;
    for (relative, _) in files {
        let source = from.join(&relative);
        let target = to.join(&relative);
        if let Some(dir) = target.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
        }
        if relative.ends_with("Cargo.toml") {
            let text = crate::fsutil::read_to_string(&source)?;
            std::fs::write(&target, text.replace("@EDITION@", edition.year())).map_err(|e| Error::io("write", &target, e))?;
        } else {
            std::fs::copy(&source, &target).map_err(|e| Error::io("copy", &source, e))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| a.to_string()).collect()
    }

    #[test]
    fn the_selection_keeps_packages_features_and_unstable_options() {
        let args = strings(&["-Zpublic-dependency", "--features", "derive", "--doc", "-p", "bar", "--features=x", "--", "--features", "y"]);
        assert_eq!(selection(&args), strings(&["-Zpublic-dependency", "--features", "derive", "-p", "bar", "--features=x"]));
        assert_eq!(selection(&strings(&["-Z", "cargo-lints", "--workspace"])), strings(&["-Z", "cargo-lints", "--workspace"]));
        assert!(selection(&strings(&["--path", "giffy", "--optional", "--doc"])).is_empty(), "a command's own options stay");
        assert!(selection(&strings(&["--featuresx"])).is_empty(), "a longer flag is not the known one");
    }

    #[test]
    fn the_lint_check_adds_the_forced_lints_to_the_package_rustflags() {
        let manifest = "#@ cargo: test\n#@ cargo-args: --features gif -- -q\n#@ check-pass\n[package]\n";
        let path = Path::new("/s/suite/p");
        let snippet = crate::directives::parse("suite/p", path, crate::model::SnippetKind::Package, manifest, "", String::new()).unwrap();
        let args = cargo_lints_args(snippet.edition(Edition::E2021).unwrap());
        let config = args.iter().position(|a| a == "--config").expect("a --config");
        assert_eq!(args[config + 1], r#"build.rustflags=["-Awarnings","--force-warn","rust_2024_compatibility"]"#);
        assert_eq!(&args[args.len() - 2..], ["--features", "gif"]);
    }
}
