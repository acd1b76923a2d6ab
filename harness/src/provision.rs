//! Stage `provision` (part of `lanes`): installs the lanes of `toolchains.toml` that are missing.
//!
//! It takes a lane's declaration and the lanes folder, and gives an installed lane and a report
//! of what was done:
//!
//! - a Debian lane (`debian:<suite>:<package>=<version>`) is fetched with `apt-get download`
//!   from its suite, through a private apt state under the lanes folder (`provision/suite.rs`),
//!   and unpacked with `dpkg-deb -x` into `<lanes dir>/<lane>/`, with its cargo, rustdoc and
//!   rustfmt where Debian ships them and the runtime closure of its suite (glibc and its loader,
//!   libstdc++, libLLVM...); its programs are patched to start with that loader
//!   (`provision/patch.rs`), and it is described by `lane.json` (`provision/debian.rs` tells
//!   the steps, `provision/apt.rs` which packages are taken);
//! - a rustup lane is installed with `rustup toolchain install` when it is missing;
//! - a path lane is only checked.
//!
//! A lane is built in a temporary folder beside its final place and renamed into place only once
//! its rustc has told its identity, matched its declaration and compiled a program; a failed
//! install leaves nothing behind, and a failed reinstall leaves the old lane as it was.
//!
//! Lanes never install anything system-wide (no `dpkg -i`, no `apt-get install`, no root),
//! and provisioning never reads `toolchains.toml` or judges snippets. The host tools that the
//! tests and the sandbox need (chromium, bubblewrap, patchelf) are another matter: `host`
//! installs them with the system's apt-get, as root only.

mod apt;
mod check;
mod debian;
mod fallback;
pub mod host;
mod patch;
pub mod places;
pub mod prepare;
mod suite;
pub mod tests_ui;
pub mod unavailable;

use std::ffi::{OsStr, OsString};
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::error::Error;
use crate::invoke::{self, ProcessOutput, ProcessSpec};
use crate::lanes::{self, LaneDecl, LaneManifest, Source};
use crate::model::Identity;

/// Whether to reinstall a lane that is present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Force {
    /// Reinstall (a Debian lane is rebuilt beside the old one, then swapped in).
    Yes,
    /// Keep a present lane.
    No,
}

/// What an install did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Installed {
    /// The lane was already there.
    AlreadyPresent,
    /// Newly installed.
    Installed,
    /// Replaced.
    Reinstalled,
}

/// The report of one install.
#[derive(Debug, Clone)]
pub struct InstallReport {
    /// The lane.
    pub lane: String,
    /// What happened.
    pub action: Installed,
    /// Its folder: the lane folder, the rustup toolchain, or the folder of a path lane's rustc.
    pub path: PathBuf,
    /// Its identity (`rustc -vV`), where it could be read.
    pub identity: Option<Identity>,
    /// How long it took.
    pub duration: Duration,
    /// Bytes on disk.
    pub bytes: u64,
    /// The place it came from: its `source`, or the fallback that had it (for a Debian place,
    /// with the package version taken: `debian:sid:rustc=1.97.1+dfsg1-1`).
    pub served: String,
    /// The places tried before the one that served it, each with what it said (a Debian
    /// source without `patchelf`, a version that left its suite): empty when the source served.
    pub passed_over: Vec<(String, String)>,
}

/// Installs a lane, finding `apt-get`, `dpkg-deb`, `patchelf` and `rustup` on `$PATH` as it is now.
pub fn install(decl: &LaneDecl, lanes_dir: &Path, force: Force) -> Result<InstallReport, Error> {
    install_with_path(decl, lanes_dir, force, &crate::fsutil::places().host_path)
}

/// [`install`], finding the programs it runs on `search_path` (a `PATH` value) instead.
///
/// The lane's places are tried in order: its `source`, then each of its fallbacks; the first
/// that has the lane's release serves it, and its `lane.json` records which. A lane that a
/// fallback served is present as it is (`Force::Yes` asks its source again).
pub fn install_with_path(decl: &LaneDecl, lanes_dir: &Path, force: Force, search_path: &OsStr) -> Result<InstallReport, Error> {
    let start = Instant::now();
    let host = Host { search_path: search_path.to_os_string() };
    let report = |(action, path, identity, served): Served, failures: &[(String, Error)]| InstallReport {
        lane: decl.name.clone(),
        action,
        bytes: dir_size(&path),
        path,
        identity,
        duration: start.elapsed(),
        served,
        passed_over: failures.iter().map(|(place, e)| (place.clone(), fallback::said(e))).collect(),
    };
    if force == Force::No
        && let Some(manifest) = lanes::manifest(decl, lanes_dir).filter(|m| !decl.source.same_build(&m.source))
        && let Ok(location) = lanes::location(decl, lanes_dir)
    {
        return Ok(report((Installed::AlreadyPresent, location, Identity::parse(&manifest.identity).ok(), manifest.source), &[]));
    }
    let mut failures = Vec::new();
    match install_from_source(decl, lanes_dir, force, &host) {
        Ok(served) => return Ok(report(served, &failures)),
        Err(e) if decl.fallbacks.is_empty() => return Err(e),
        Err(e) => failures.push((decl.source.to_string(), e)),
    }
    for fallback in &decl.fallbacks {
        match fallback::install(decl, fallback, lanes_dir, force, &host) {
            Ok(served) => return Ok(report(served, &failures)),
            Err(e) => failures.push((fallback.to_string(), e)),
        }
    }
    Err(fallback::nowhere(decl, &failures))
}

/// What an install gives: the action, the folder, the identity, the place that served it.
type Served = (Installed, PathBuf, Option<Identity>, String);

/// Installs a lane from its declared `source`.
fn install_from_source(decl: &LaneDecl, lanes_dir: &Path, force: Force, host: &Host) -> Result<Served, Error> {
    let (action, path, identity) = match &decl.source {
        Source::Debian { suite, package, version } => {
            let wanted = debian::Wanted { suite: suite.as_deref(), package, version };
            debian::install(decl, &wanted, lanes_dir, force, host)?
        }
        Source::Rustup { toolchain } => install_rustup(decl, toolchain, &[], host)?,
        Source::Path { rustc, library_path, cargo: _, declared_at } => check_path_lane(decl, rustc, library_path, declared_at)?,
    };
    Ok((action, path, identity, decl.source.to_string()))
}

/// The suite a lane comes from, for `edrift lanes`: the Debian suite it declares (or was
/// provisioned from; the host's, for a lane that declares none), `rustup`, or `path`.
pub fn suite_of(source: &Source, manifest: Option<&LaneManifest>) -> String {
    match source {
        Source::Debian { suite: Some(suite), .. } => suite.clone(),
        Source::Debian { suite: None, .. } => {
            manifest.and_then(|m| m.suite.clone()).or_else(suite::host_suite).map_or("(host)".to_string(), |s| format!("{s} (host)"))
        }
        Source::Rustup { .. } => "rustup".to_string(),
        Source::Path { .. } => "path".to_string(),
    }
}

/// Size on disk of a folder (allocated blocks, each hard-linked file once, symlinks inside not
/// followed, as `du -s`); what cannot be read counts as nothing.
pub fn dir_size(path: &Path) -> u64 {
    let mut seen = std::collections::HashSet::new();
    let mut total = 0;
    // The folder itself may be a symlink (rustup links `1.95.0-<host>` to `stable-<host>`).
    let root = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut stack = vec![root];
    while let Some(path) = stack.pop() {
        let Ok(meta) = std::fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.nlink() > 1 && !meta.is_dir() && !seen.insert((meta.dev(), meta.ino())) {
            continue;
        }
        total += meta.blocks() * 512;
        if meta.is_dir()
            && let Ok(entries) = std::fs::read_dir(&path)
        {
            stack.extend(entries.filter_map(|e| e.ok().map(|e| e.path())));
        }
    }
    total
}

/// Where the programs `provision` runs are found, and the environment they get.
struct Host {
    search_path: OsString,
}

impl Host {
    /// A program on the search path, if there is one.
    fn find(&self, name: &str) -> Option<PathBuf> {
        std::env::split_paths(&self.search_path)
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join(name))
            .find(|candidate| is_executable(candidate))
    }

    /// The environment of a host tool: the search path, the C locale (so that messages can be
    /// recognized), and the variables of [`crate::fsutil::PASSED_THROUGH`] that are set.
    fn env(&self) -> Vec<(String, OsString)> {
        let mut env = vec![("PATH".to_string(), self.search_path.clone()), ("LC_ALL".to_string(), OsString::from("C"))];
        env.extend(crate::fsutil::places().passed_through.iter().cloned());
        env
    }

    /// Runs a host tool.
    fn run(&self, program: &Path, args: &[String], cwd: Option<&Path>, timeout: Duration) -> Result<ProcessOutput, Error> {
        invoke::run_process(&ProcessSpec {
            program: program.to_path_buf(),
            args: args.to_vec(),
            cwd: cwd.map(Path::to_path_buf),
            env: self.env(),
            timeout,
            stdin: None,
        })
    }
}

fn is_executable(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// An [`Error::Lane`] of provisioning.
fn lane_error(decl: &LaneDecl, message: String) -> Error {
    Error::Lane { action: "provision", lane: decl.name.clone(), message }
}

/// A rustup lane: present if rustup has the toolchain, else `rustup toolchain install`. rustup
/// owns its toolchains: `Force` does not reinstall one (`rustup update <toolchain>` does).
fn install_rustup(
    decl: &LaneDecl,
    toolchain: &str,
    components: &[&str],
    host: &Host,
) -> Result<(Installed, PathBuf, Option<Identity>), Error> {
    if let Some(dir) = lanes::rustup_toolchain_dir(toolchain) {
        let origin = format!("the rustc of rustup toolchain `{toolchain}`");
        let (identity, _) = check::identify(decl, &dir.join("bin").join("rustc"), &[], &origin)?;
        return Ok((Installed::AlreadyPresent, dir, Some(identity)));
    }
    let ways = format!(
        "install the toolchain by other means (for example, copy it into the `toolchains` folder of \
         rustup's home), or declare the lane by path in toolchains.toml: \
         `\"{}\" = {{ rustc = \"/path/to/bin/rustc\" }}`",
        decl.name
    );
    let Some(rustup) = host.find("rustup") else {
        return Err(lane_error(decl, format!("toolchain `{toolchain}` is not installed and rustup is not on PATH: {ways}")));
    };
    let mut args: Vec<String> = ["toolchain", "install", toolchain, "--profile", "minimal"].iter().map(|a| a.to_string()).collect();
    for component in components {
        args.extend(["--component".to_string(), component.to_string()]);
    }
    let output = host.run(&rustup, &args, None, Duration::from_secs(1800))?;
    if !output.status.success() {
        let said = last_lines(&output.stderr, 4);
        let message = if is_network_failure(&output.stderr) {
            format!(
                "`rustup toolchain install {toolchain}` could not reach rustup's server ({}): {ways}. \
                 rustup said: {said}",
                crate::fsutil::places()
                    .passed("RUSTUP_DIST_SERVER")
                    .map_or_else(|| "https://static.rust-lang.org".to_string(), |v| v.to_string_lossy().into_owned())
            )
        } else {
            format!(
                "`rustup toolchain install {toolchain}` failed ({}): {said}. If rustup cannot be \
                 used here, {ways}",
                output.status
            )
        };
        return Err(lane_error(decl, message));
    }
    let dir = lanes::rustup_toolchain_dir(toolchain).ok_or_else(|| {
        lane_error(decl, format!("`rustup toolchain install {toolchain}` succeeded, but no toolchain folder with a rustc appeared"))
    })?;
    let origin = format!("the rustc of rustup toolchain `{toolchain}`");
    let (identity, _) = check::identify(decl, &dir.join("bin").join("rustc"), &[], &origin)?;
    Ok((Installed::Installed, dir, Some(identity)))
}

/// Whether rustup's complaint is about the network (its messages for a failed download, DNS
/// or connection).
fn is_network_failure(stderr: &str) -> bool {
    const SIGNS: &[&str] = &[
        "could not download",
        "error sending request",
        "failed to resolve",
        "could not resolve",
        "dns error",
        "connection",
        "timed out",
        "network",
    ];
    let stderr = stderr.to_lowercase();
    SIGNS.iter().any(|sign| stderr.contains(sign))
}

/// A path lane: nothing to install; its rustc must exist and be what the lane declares.
fn check_path_lane(
    decl: &LaneDecl,
    rustc: &Path,
    library_path: &[PathBuf],
    declared_at: &str,
) -> Result<(Installed, PathBuf, Option<Identity>), Error> {
    crate::lanes::check_path_files(&decl.name, rustc, library_path, declared_at).map_err(|message| lane_error(decl, message))?;
    let (identity, _) = check::identify(decl, rustc, library_path, &rustc.display().to_string())?;
    let dir = rustc.parent().unwrap_or(Path::new("/")).to_path_buf();
    Ok((Installed::AlreadyPresent, dir, Some(identity)))
}

/// The last `n` non-empty lines of a tool's output, on one line.
fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let tail = lines[lines.len().saturating_sub(n)..].join(" / ");
    if tail.is_empty() { "(nothing)".to_string() } else { tail }
}

/// The manifest of a lane folder, if it has a readable one.
fn read_manifest(dir: &Path) -> Option<LaneManifest> {
    let text = std::fs::read_to_string(dir.join("lane.json")).ok()?;
    serde_json::from_str(&text).ok()
}

/// Whether an I/O error is a full disk (or quota).
fn is_disk_full(e: &std::io::Error) -> bool {
    matches!(e.raw_os_error(), Some(libc::ENOSPC) | Some(libc::EDQUOT))
}

/// Whether a tool said that the disk is full.
fn says_disk_full(output: &ProcessOutput) -> bool {
    const SIGNS: &[&str] = &["No space left on device", "Disk quota exceeded"];
    SIGNS.iter().any(|sign| output.stderr.contains(sign) || output.stdout.contains(sign))
}

/// The error for a full disk while filling `folder`.
fn disk_full(decl: &LaneDecl, folder: &Path) -> Error {
    let lanes_dir = folder.parent().unwrap_or(folder);
    lane_error(
        decl,
        format!(
            "the disk is full (No space left on device) while writing {}: free some space on the \
             disk of {} (or point EDRIFT_LANES_DIR elsewhere) and run `edrift lanes install {}` again",
            folder.display(),
            lanes_dir.display(),
            decl.name
        ),
    )
}

/// An I/O error while filling a lane folder: a full disk is said so, anything else names the path.
fn disk_error(decl: &LaneDecl, action: &'static str, path: &Path, e: std::io::Error) -> Error {
    if is_disk_full(&e) { disk_full(decl, path) } else { Error::io(action, path, e) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dir_size_counts_blocks_and_hard_links_once() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a");
        std::fs::write(&file, vec![1u8; 64 * 1024]).unwrap();
        let with_one = dir_size(dir.path());
        assert!(with_one >= 64 * 1024, "{with_one}");
        std::fs::hard_link(&file, dir.path().join("b")).unwrap();
        std::os::unix::fs::symlink(&file, dir.path().join("c")).unwrap();
        assert!(dir_size(dir.path()) < with_one + 8192);
        assert_eq!(dir_size(&dir.path().join("missing")), 0);
    }

    #[test]
    fn programs_are_found_on_the_given_search_path_only() {
        let dir = tempfile::tempdir().unwrap();
        let tool = dir.path().join("apt-get");
        std::fs::write(&tool, "#!/bin/sh\n").unwrap();
        let not_executable = dir.path().join("dpkg-deb");
        std::fs::write(&not_executable, "").unwrap();
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
        let host = Host { search_path: std::env::join_paths([Path::new("/nonexistent"), dir.path()]).unwrap() };
        assert_eq!(host.find("apt-get"), Some(tool));
        assert_eq!(host.find("dpkg-deb"), None);
        let env = host.env();
        assert!(env.iter().any(|(k, v)| k == "PATH" && *v == host.search_path));
    }

    #[test]
    fn rustup_network_failures_are_recognized() {
        assert!(is_network_failure(
            "error: could not download file from 'https://static.rust-lang.org/dist/channel-rust-nightly.toml.sha256'"
        ));
        assert!(!is_network_failure("error: invalid toolchain name: 'x'"));
    }

    #[test]
    fn last_lines_joins_the_tail() {
        assert_eq!(last_lines("a\n\nb\nc\n", 2), "b / c");
        assert_eq!(last_lines("", 2), "(nothing)");
    }
}
