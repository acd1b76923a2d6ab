//! The checks a lane passes before it is accepted: its identity (`rustc -vV`, against what the
//! lane declares), its shared libraries (its loader's `--list`), its sysroot (beside its rustc), a program
//! compiled, linked and run, and a package checked offline by its cargo. They run the lane's
//! programs with the lane's libraries, and never change the lane.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{disk_error, lane_error, last_lines};
use crate::error::Error;
use crate::invoke::{self, ProcessOutput, ProcessSpec};
use crate::lanes::LaneDecl;
use crate::model::Identity;

/// How long a rustc or cargo check may take: a first run on a cold disk is slow.
const CHECK_TIMEOUT: Duration = Duration::from_secs(300);

/// Runs a lane's rustc (or cargo, rustdoc) with the lane's libraries.
pub(super) fn run_lane_tool(
    program: &Path,
    args: &[&str],
    library_path: &[PathBuf],
    cwd: Option<&Path>,
    extra: &[(&str, OsString)],
) -> Result<ProcessOutput, Error> {
    invoke::run_process(&ProcessSpec {
        program: program.to_path_buf(),
        args: args.iter().map(|a| a.to_string()).collect(),
        cwd: cwd.map(Path::to_path_buf),
        env: invoke::lane_env(library_path, extra),
        timeout: CHECK_TIMEOUT,
        stdin: None,
    })
}

/// `rustc -vV`, parsed and checked against the declaration; also gives the raw text. `origin`
/// names the compiler in messages (`the rustc of rustc-web=1.85.0+dfsg3-1~deb12u3`).
pub(super) fn identify(decl: &LaneDecl, rustc: &Path, library_path: &[PathBuf], origin: &str) -> Result<(Identity, String), Error> {
    let output = run_lane_tool(rustc, &["-vV"], library_path, None, &[])?;
    if !output.status.success() {
        return Err(lane_error(decl, format!("`rustc -vV` of {origin} failed ({}): {}", output.status, last_lines(&output.stderr, 6))));
    }
    let identity = Identity::parse(&output.stdout).map_err(|message| lane_error(decl, format!("{origin}: {message}")))?;
    if !decl.declared.accepts(&identity.release) {
        return Err(lane_error(
            decl,
            format!(
                "{origin} is {} (`{}`), but the lane declares {}: fix the lane's source (or its \
                 `release`) in toolchains.toml",
                identity.release, identity.version_line, decl.declared
            ),
        ));
    }
    Ok((identity, output.stdout))
}

/// The checks that a freshly unpacked lane must pass before it is accepted.
pub(super) struct Candidate<'a> {
    pub(super) decl: &'a LaneDecl,
    pub(super) rustc: &'a Path,
    pub(super) cargo: Option<&'a Path>,
    pub(super) library_path: &'a [PathBuf],
    /// A scratch folder for the checks' files.
    pub(super) scratch: &'a Path,
}

impl Candidate<'_> {
    /// rustc finds its sysroot next to itself, compiles a program to metadata and to a binary
    /// that runs, and cargo checks a package offline.
    pub(super) fn verify(&self) -> Result<(), Error> {
        let Candidate { decl, rustc, cargo, library_path, scratch } = self;
        let fail = |what: &str, output: &ProcessOutput| {
            lane_error(
                decl,
                format!("{what} failed ({}): {}", output.status, last_lines(&format!("{}\n{}", output.stdout, output.stderr), 12)),
            )
        };
        let io = |action: &'static str, path: &Path, e: std::io::Error| disk_error(decl, action, path, e);
        let expected = rustc.parent().and_then(Path::parent).unwrap_or(Path::new("/"));
        let output = run_lane_tool(rustc, &["--print=sysroot"], library_path, None, &[])?;
        if !output.status.success() {
            return Err(fail("the lane's `rustc --print=sysroot`", &output));
        }
        let sysroot = PathBuf::from(output.stdout.trim());
        if canonical(&sysroot) != canonical(expected) {
            return Err(lane_error(
                decl,
                format!(
                    "the lane's rustc takes its sysroot from {}, not from the folder above its \
                     own ({}): it would use another toolchain's standard library",
                    sysroot.display(),
                    expected.display()
                ),
            ));
        }
        std::fs::create_dir_all(scratch).map_err(|e| io("create", scratch, e))?;
        let main = scratch.join("main.rs");
        std::fs::write(&main, "fn main() {}\n").map_err(|e| io("write", &main, e))?;
        let main_arg = main.display().to_string();
        let out_dir = format!("--out-dir={}", scratch.display());
        let binary = scratch.join("edrift_probe");
        let binary_arg = binary.display().to_string();
        let metadata = ["--edition=2021", "--crate-name=edrift_probe", "--emit=metadata", &out_dir, &main_arg];
        let build = ["--edition=2021", "--crate-name=edrift_probe", "-o", &binary_arg, &main_arg];
        for (what, args) in [("checking", &metadata[..]), ("building", &build[..])] {
            let output = run_lane_tool(rustc, args, library_path, Some(scratch), &[])?;
            if !output.status.success() {
                return Err(fail(&format!("{what} `fn main() {{}}` with the lane's rustc"), &output));
            }
        }
        let output = run_lane_tool(&binary, &[], library_path, Some(scratch), &[])?;
        if !output.status.success() {
            return Err(fail("running the program it built", &output));
        }
        if let Some(cargo) = cargo {
            self.check_cargo(cargo)?;
        }
        Ok(())
    }

    /// `cargo check --offline` of a one-file package, with the lane's rustc.
    fn check_cargo(&self, cargo: &Path) -> Result<(), Error> {
        let package = self.scratch.join("package");
        let src = package.join("src");
        std::fs::create_dir_all(&src).map_err(|e| disk_error(self.decl, "create", &src, e))?;
        let files = [
            (
                package.join("Cargo.toml"),
                // Its own workspace: the lanes folder may lie inside another one.
                "[package]\nname = \"edrift-probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n",
            ),
            (src.join("main.rs"), "fn main() {}\n"),
        ];
        for (path, text) in &files {
            std::fs::write(path, text).map_err(|e| disk_error(self.decl, "write", path, e))?;
        }
        let bin = self.rustc.parent().unwrap_or(Path::new("/")).display().to_string();
        let extra = [
            ("RUSTC", self.rustc.as_os_str().to_os_string()),
            ("CARGO_HOME", package.join("cargo-home").into_os_string()),
            ("HOME", package.join("home").into_os_string()),
            ("CARGO_TERM_COLOR", OsString::from("never")),
            ("PATH", OsString::from(format!("{bin}:/usr/local/bin:/usr/bin:/bin"))),
        ];
        let output = run_lane_tool(cargo, &["check", "--offline", "--quiet"], self.library_path, Some(&package), &extra)?;
        if !output.status.success() {
            return Err(lane_error(
                self.decl,
                format!(
                    "the lane's `cargo check --offline` of a one-file package failed ({}): {}",
                    output.status,
                    last_lines(&output.stderr, 12)
                ),
            ));
        }
        Ok(())
    }
}

fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

/// The lane's loader (`ld-linux-x86-64.so.2 --list`, as `ldd` does) finds every shared
/// library of each program in the lane folder `lane` (by the RPATHs), none on the host.
pub(super) fn check_libraries(decl: &LaneDecl, programs: &[&Path], loader: &Path, lane: &Path) -> Result<(), Error> {
    let mut missing = Vec::new();
    for program in programs {
        let arg = program.display().to_string();
        let output = run_lane_tool(loader, &["--list", &arg], &[], None, &[])?;
        let libraries: Vec<&str> =
            output.stdout.lines().filter_map(|line| line.trim().strip_suffix("=> not found")).map(str::trim).collect();
        let name = program.file_name().unwrap_or(program.as_os_str()).to_string_lossy().into_owned();
        // `libm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x...)`: a library of the host.
        let foreign: Vec<&str> = output
            .stdout
            .lines()
            .filter_map(|line| line.trim().split_once(" => "))
            .filter(|(_, target)| target.starts_with('/') && !Path::new(target.split(' ').next().unwrap_or("")).starts_with(lane))
            .map(|(library, _)| library.trim())
            .collect();
        if !libraries.is_empty() {
            missing.push(format!("`{name}` needs {}", libraries.join(", ")));
        } else if !foreign.is_empty() {
            missing.push(format!("`{name}` would load {} from the host, not from the lane", foreign.join(", ")));
        } else if !output.status.success() {
            missing.push(format!("`{name}`: the loader says {}", last_lines(&format!("{}\n{}", output.stdout, output.stderr), 3)));
        }
    }
    if missing.is_empty() {
        return Ok(());
    }
    Err(lane_error(
        decl,
        format!(
            "shared libraries are missing from the lane: {}. The lane unpacks the libraries its \
             packages depend on in its suite (a library the compiler needs without declaring it is not \
             among them); report it, or declare the lane as a path lane",
            missing.join("; ")
        ),
    ))
}

/// `--version` of each program runs (rustdoc, rustfmt: nothing more is asked of them).
pub(super) fn check_runs(decl: &LaneDecl, programs: &[&Path], library_path: &[PathBuf]) -> Result<(), Error> {
    for program in programs {
        let output = run_lane_tool(program, &["--version"], library_path, None, &[])?;
        if !output.status.success() {
            let name = program.file_name().unwrap_or(program.as_os_str()).to_string_lossy();
            return Err(lane_error(
                decl,
                format!("the lane's `{name} --version` failed ({}): {}", output.status, last_lines(&output.stderr, 6)),
            ));
        }
    }
    Ok(())
}
