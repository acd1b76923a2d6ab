//! Debian lanes: `debian:<suite>:<package>=<version>` in, a lane folder out, built without root
//! and without touching the system.
//!
//! 1. **Resolve** with `apt-cache show` and `apt-cache policy` on the suite's private apt state
//!    (`provision/suite.rs`; its lists are fetched the first time, and refreshed once when the
//!    version is not in them): the compiler package, its cargo and rustfmt (`cargo`/`rustfmt`,
//!    or `cargo-web`/`rustfmt-web` for `rustc-web`), and the closure of their dependencies by
//!    the table in [`apt::decide`]: the suite's own runtime (libc6 and its loader, libstdc++,
//!    libLLVM...).
//! 2. **Fetch** them with `apt-get download name=version` and **unpack** each with
//!    `dpkg-deb -x` into `<lanes dir>/.<lane>.tmp-<pid>/`.
//! 3. **Patch** the programs to start with the lane's loader and find the lane's libraries
//!    (`provision/patch.rs`), so nothing runs with `LD_LIBRARY_PATH`.
//! 4. **Swap** the folder into place (the loader is named by its final path), then **check**:
//!    the loader finds every shared library of the lane's programs; `rustc -vV` is the declared
//!    release; rustc takes its sysroot from beside itself, compiles and links a program that
//!    runs; cargo checks a package offline; rustdoc and rustfmt start.
//! 5. Write `lane.json` last (with the suite, the size and the time it took).
//!
//! Whatever fails, the new folder is removed, and an old lane is put back as it was.

use std::path::{Path, PathBuf};

use super::apt::{self, Apt, Package};
use super::check::{self, Candidate};
use super::suite::{self, AptState};
use super::{Force, Host, Installed, disk_error, lane_error, patch, read_manifest};
use crate::error::Error;
use crate::lanes::{self, LaneDecl, LaneManifest};
use crate::model::Identity;

/// What a Debian lane declares: where its compiler package is.
pub(super) struct Wanted<'a> {
    /// The suite, or `None` for the host's.
    pub(super) suite: Option<&'a str>,
    pub(super) package: &'a str,
    pub(super) version: &'a str,
}

/// Provisions a Debian lane (see the module's header).
pub(super) fn install(
    decl: &LaneDecl,
    wanted: &Wanted,
    lanes_dir: &Path,
    force: Force,
    host: &Host,
) -> Result<(Installed, PathBuf, Option<Identity>), Error> {
    let start = std::time::Instant::now();
    if decl.name.is_empty() || decl.name.starts_with('.') || decl.name.contains('/') {
        return Err(lane_error(
            decl,
            "a Debian lane's name is its folder's name: it cannot be empty, start with `.` or contain `/`".to_string(),
        ));
    }
    std::fs::create_dir_all(lanes_dir).map_err(|e| disk_error(decl, "create", lanes_dir, e))?;
    // One provisioning at a time per lanes folder (`cargo test` and `edrift report` side by
    // side would race on the suite's apt lists and on the lane's folder); a process that
    // waited finds the lane the other one installed.
    let _lock = lock(decl, lanes_dir)?;
    let final_dir = lanes::lane_dir(lanes_dir, &decl.name);
    if let Some(manifest) = read_manifest(&final_dir) {
        let current = decl.source.same_build(&manifest.source) && final_dir.join(&manifest.rustc).is_file();
        if current && force == Force::No {
            let identity = Identity::parse(&manifest.identity).ok();
            return Ok((Installed::AlreadyPresent, final_dir, identity));
        }
    }
    let suite = match wanted.suite {
        Some(suite) => suite.to_string(),
        None => suite::host_suite().ok_or_else(|| {
            lane_error(
                decl,
                "the lane names no Debian suite and this machine's /etc/os-release has no VERSION_CODENAME: \
                 declare it as `debian:<suite>:<package>=<version>` in toolchains.toml"
                    .to_string(),
            )
        })?,
    };
    let state = AptState::open(decl, lanes_dir, &suite)?;
    let apt = Apt::find(decl, host, &state)?;
    remove_stale_folders(lanes_dir, &decl.name);
    let pid = std::process::id();
    let scratch = Scratch::create(decl, lanes_dir.join(format!(".{}.tmp-{pid}", decl.name)))?;
    let root = Package { name: wanted.package.to_string(), version: wanted.version.to_string() };
    apt.ensure_lists()?;
    let packages = fetch(decl, &apt, &root, &scratch.path)?;
    let programs = Programs::find(decl, &scratch.path)?;
    let folders = library_folders(&scratch.path);
    let loader = patch::find_loader(&scratch.path, &folders).ok_or_else(|| {
        lane_error(
            decl,
            format!(
                "the unpacked packages have no loader ({}): the runtime closure of suite `{suite}` lacks libc6 ({})",
                patch::LOADER,
                apt::join(&packages.iter().collect::<Vec<_>>())
            ),
        )
    })?;
    patch::patch(decl, host, &scratch.path, &final_dir, &loader, &folders)?;
    let swap = swap_into_place(decl, &scratch.path, &final_dir, lanes_dir)?;
    let moved = |p: &Path| final_dir.join(p.strip_prefix(&scratch.path).unwrap_or(p));
    let programs = Programs {
        rustc: moved(&programs.rustc),
        cargo: programs.cargo.as_deref().map(moved),
        rustdoc: programs.rustdoc.as_deref().map(moved),
        rustfmt: programs.rustfmt.as_deref().map(moved),
    };
    let checked = check_lane(decl, &programs, &final_dir, &final_dir.join(&loader));
    let identity = match checked {
        Ok(identity) => identity,
        Err(e) => {
            swap.undo(&final_dir, &scratch.path);
            return Err(e);
        }
    };
    let relative = |p: &Path| p.strip_prefix(&final_dir).unwrap_or(p).to_path_buf();
    let mut manifest = LaneManifest {
        lane: decl.name.clone(),
        source: decl.source.to_string(),
        rustc: relative(&programs.rustc),
        cargo: programs.cargo.as_deref().map(relative),
        rustdoc: programs.rustdoc.as_deref().map(relative),
        rustfmt: programs.rustfmt.as_deref().map(relative),
        // The programs find their libraries by their RPATH: nothing for LD_LIBRARY_PATH.
        library_path: Vec::new(),
        identity: identity.1,
        packages: packages.iter().map(Package::to_string).collect(),
        suite: Some(suite),
        interpreter: Some(final_dir.join(&loader)),
        provision_ms: None,
        bytes: Some(super::dir_size(&final_dir)),
    };
    manifest.provision_ms = Some(start.elapsed().as_millis() as u64);
    let path = final_dir.join("lane.json");
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| lane_error(decl, format!("failed to write the manifest: {e}")))?;
    if let Err(e) = std::fs::write(&path, text + "\n") {
        swap.undo(&final_dir, &scratch.path);
        return Err(disk_error(decl, "write", &path, e));
    }
    let action = swap.commit();
    Ok((action, final_dir, Some(identity.0)))
}

/// Takes the lanes folder's lock (`.provision.lock`), released when the file is dropped.
pub(super) fn lock(decl: &LaneDecl, lanes_dir: &Path) -> Result<std::fs::File, Error> {
    let path = lanes_dir.join(".provision.lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| disk_error(decl, "create", &path, e))?;
    file.lock().map_err(|e| Error::io("lock", &path, e))?;
    Ok(file)
}

/// The checks of a lane in its final place; gives its identity and `rustc -vV`.
fn check_lane(decl: &LaneDecl, programs: &Programs, lane: &Path, loader: &Path) -> Result<(Identity, String), Error> {
    check::check_libraries(decl, &programs.all(), loader, lane)?;
    let origin = format!("the rustc of lane `{}`", decl.name);
    let identity = check::identify(decl, &programs.rustc, &[], &origin)?;
    let scratch = lane.join(".check");
    Candidate { decl, rustc: &programs.rustc, cargo: programs.cargo.as_deref(), library_path: &[], scratch: &scratch }.verify()?;
    let others: Vec<&Path> = [&programs.rustdoc, &programs.rustfmt].into_iter().flatten().map(PathBuf::as_path).collect();
    check::check_runs(decl, &others, &[])?;
    std::fs::remove_dir_all(&scratch).map_err(|e| Error::io("remove", &scratch, e))?;
    Ok(identity)
}

/// A temporary lane folder, removed on drop unless it was renamed into place.
struct Scratch {
    path: PathBuf,
}

impl Scratch {
    fn create(decl: &LaneDecl, path: PathBuf) -> Result<Scratch, Error> {
        if path.exists() {
            std::fs::remove_dir_all(&path).map_err(|e| Error::io("remove", &path, e))?;
        }
        std::fs::create_dir(&path).map_err(|e| disk_error(decl, "create", &path, e))?;
        Ok(Scratch { path })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // After a successful rename there is nothing left here to remove.
        if self.path.exists() {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// Removes `.<lane>.tmp-<pid>` and `.<lane>.old-<pid>` folders whose process is gone (an
/// install that was killed).
fn remove_stale_folders(lanes_dir: &Path, lane: &str) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(lanes_dir) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(&format!(".{lane}.")) else {
            continue;
        };
        let pid = rest.strip_prefix("tmp-").or_else(|| rest.strip_prefix("old-")).and_then(|pid| pid.parse::<u32>().ok());
        if let Some(pid) = pid
            && pid != std::process::id()
            && !Path::new(&format!("/proc/{pid}")).exists()
        {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Resolves, downloads (into `lane/.debs`, removed after) and unpacks the lane's packages.
fn fetch(decl: &LaneDecl, apt: &Apt, root: &Package, lane: &Path) -> Result<Vec<Package>, Error> {
    let packages = apt::resolve(apt, root)?;
    let debs = lane.join(".debs");
    std::fs::create_dir(&debs).map_err(|e| disk_error(decl, "create", &debs, e))?;
    apt.download(&packages, &debs, lane)?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&debs)
        .map_err(|e| Error::io("read", &debs, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "deb"))
        .collect();
    files.sort();
    if files.len() < packages.len() {
        return Err(lane_error(
            decl,
            format!(
                "`apt-get download` succeeded but left {} file(s) in {} for {} package(s): {}",
                files.len(),
                debs.display(),
                packages.len(),
                apt::join(&packages.iter().collect::<Vec<_>>())
            ),
        ));
    }
    for deb in &files {
        apt.unpack(deb, lane)?;
    }
    std::fs::remove_dir_all(&debs).map_err(|e| Error::io("remove", &debs, e))?;
    Ok(packages)
}

/// The programs of an unpacked lane. rustc is the one in a `bin` folder nearest the top
/// (`usr/bin/rustc` for both `rustc` and `rustc-web`); the others must sit beside it, where
/// rustc's sysroot is.
struct Programs {
    rustc: PathBuf,
    cargo: Option<PathBuf>,
    rustdoc: Option<PathBuf>,
    rustfmt: Option<PathBuf>,
}

impl Programs {
    fn find(decl: &LaneDecl, lane: &Path) -> Result<Programs, Error> {
        let mut found = Vec::new();
        let mut stack = vec![lane.to_path_buf()];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for entry in entries.filter_map(Result::ok) {
                let path = entry.path();
                let Ok(kind) = entry.file_type() else {
                    continue;
                };
                if kind.is_dir() {
                    stack.push(path);
                } else if entry.file_name() == "rustc" && dir.file_name().is_some_and(|n| n == "bin") && super::is_executable(&path) {
                    found.push(path);
                }
            }
        }
        found.sort_by_key(|p| (p.components().count(), p.clone()));
        let Some(rustc) = found.into_iter().next() else {
            return Err(lane_error(decl, format!("the unpacked packages have no `bin/rustc` under {}", lane.display())));
        };
        let bin = rustc.parent().unwrap_or(lane).to_path_buf();
        let beside = |name: &str| {
            let path = bin.join(name);
            super::is_executable(&path).then_some(path)
        };
        Ok(Programs { cargo: beside("cargo"), rustdoc: beside("rustdoc"), rustfmt: beside("rustfmt"), rustc })
    }

    fn all(&self) -> Vec<&Path> {
        let mut all = vec![self.rustc.as_path()];
        all.extend([&self.cargo, &self.rustdoc, &self.rustfmt].into_iter().flatten().map(PathBuf::as_path));
        all
    }
}

/// The folders of shared libraries in an unpacked lane: `usr/lib/<triplet>`, `lib/<triplet>`,
/// `usr/lib`, `usr/lib64`, where they hold a `lib*.so*` (never `rustlib`: those are the
/// target's libraries, not the compiler's).
fn library_folders(lane: &Path) -> Vec<PathBuf> {
    let mut candidates = Vec::new();
    for base in ["usr/lib", "lib"] {
        let base = lane.join(base);
        candidates.push(base.clone());
        if let Ok(entries) = std::fs::read_dir(&base) {
            candidates.extend(
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n.to_string_lossy().contains("-linux-"))),
            );
        }
    }
    candidates.push(lane.join("usr/lib64"));
    let mut folders: Vec<PathBuf> = candidates
        .into_iter()
        .filter(|dir| {
            std::fs::read_dir(dir).is_ok_and(|entries| {
                entries.filter_map(Result::ok).any(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    name.starts_with("lib") && (name.ends_with(".so") || name.contains(".so."))
                })
            })
        })
        .collect();
    folders.sort_by_key(|p| (!p.to_string_lossy().contains("-linux-"), p.clone()));
    folders
}

/// Renames the finished folder into place. An old lane is moved aside first; it is removed
/// by [`Swap::commit`], or put back by [`Swap::undo`].
fn swap_into_place(decl: &LaneDecl, built: &Path, final_dir: &Path, lanes_dir: &Path) -> Result<Swap, Error> {
    let rename = |from: &Path, to: &Path| std::fs::rename(from, to).map_err(|e| disk_error(decl, "rename into place", to, e));
    if std::fs::symlink_metadata(final_dir).is_err() {
        rename(built, final_dir)?;
        return Ok(Swap { old: None });
    }
    let old = lanes_dir.join(format!(".{}.old-{}", decl.name, std::process::id()));
    rename(final_dir, &old)?;
    if let Err(e) = rename(built, final_dir) {
        let _ = std::fs::rename(&old, final_dir);
        return Err(e);
    }
    Ok(Swap { old: Some(old) })
}

/// A new lane in place, and the old one set aside (if there was one).
struct Swap {
    old: Option<PathBuf>,
}

impl Swap {
    /// The new lane stays: the old one is removed (a leftover is removed by the next install).
    fn commit(self) -> Installed {
        match self.old {
            Some(old) => {
                let _ = std::fs::remove_dir_all(&old);
                Installed::Reinstalled
            }
            None => Installed::Installed,
        }
    }

    /// The new lane goes back to `scratch` (removed with it), and the old one is put back.
    fn undo(self, final_dir: &Path, scratch: &Path) {
        let _ = std::fs::rename(final_dir, scratch);
        if let Some(old) = &self.old {
            let _ = std::fs::rename(old, final_dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_folders_skip_rustlib_and_put_the_triplet_first() {
        let lane = tempfile::tempdir().unwrap();
        for (dir, file) in [
            ("usr/lib/x86_64-linux-gnu", "libLLVM.so.19.1"),
            ("usr/lib/rustlib/x86_64-unknown-linux-gnu/lib", "libstd-1.so"),
            ("usr/lib", "libfoo.so.1"),
            ("usr/lib/llvm-14/lib", "libLLVM-14.so"),
        ] {
            std::fs::create_dir_all(lane.path().join(dir)).unwrap();
            std::fs::write(lane.path().join(dir).join(file), "").unwrap();
        }
        let folders: Vec<_> =
            library_folders(lane.path()).iter().map(|p| p.strip_prefix(lane.path()).unwrap().display().to_string()).collect();
        assert_eq!(folders, ["usr/lib/x86_64-linux-gnu", "usr/lib"]);
    }
}
