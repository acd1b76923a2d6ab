//! Debian lanes: `debian:<package>=<version>` in, a lane folder out, built without root and
//! without touching the system.
//!
//! 1. **Resolve** with `apt-cache show` and `apt-cache policy`: the compiler package, its cargo
//!    and rustfmt (`cargo`/`rustfmt`, or `cargo-web`/`rustfmt-web` for `rustc-web`), and the
//!    closure of their dependencies by the table in [`apt::decide`].
//! 2. **Fetch** them with `apt-get download name=version` and **unpack** each with
//!    `dpkg-deb -x` into `<lanes dir>/.<lane>.tmp-<pid>/`.
//! 3. **Check**: `ldd` finds every shared library of the lane's programs; `rustc -vV` is the
//!    declared release; rustc takes its sysroot from beside itself, compiles and links a
//!    program that runs; cargo checks a package offline.
//! 4. Write `lane.json` last, then rename the folder into place (swapping out an old lane).
//!
//! Whatever fails, the temporary folder is removed, and an old lane stays as it was.

use std::path::{Path, PathBuf};

use super::apt::{self, Apt, Package};
use super::check::{self, Candidate};
use super::{disk_error, lane_error, read_manifest, Force, Host, Installed};
use crate::error::Error;
use crate::lanes::{self, Identity, LaneDecl, LaneManifest};

/// Provisions a Debian lane (see the module's header).
pub(super) fn install(
    decl: &LaneDecl,
    package: &str,
    version: &str,
    lanes_dir: &Path,
    force: Force,
    host: &Host,
) -> Result<(Installed, PathBuf, Option<Identity>), Error> {
    if decl.name.is_empty() || decl.name.starts_with('.') || decl.name.contains('/') {
        return Err(lane_error(
            decl,
            "a Debian lane's name is its folder's name: it cannot be empty, start with `.` or contain `/`".to_string(),
        ));
    }
    let final_dir = lanes::lane_dir(lanes_dir, &decl.name);
    if let Some(manifest) = read_manifest(&final_dir) {
        let current = manifest.source == decl.source.to_string() && final_dir.join(&manifest.rustc).is_file();
        if current && force == Force::No {
            let identity = Identity::parse(&manifest.identity).ok();
            return Ok((Installed::AlreadyPresent, final_dir, identity));
        }
    }
    let apt = Apt::find(decl, host)?;
    std::fs::create_dir_all(lanes_dir).map_err(|e| disk_error(decl, "create", lanes_dir, e))?;
    remove_stale_folders(lanes_dir, &decl.name);
    let pid = std::process::id();
    let scratch = Scratch::create(decl, lanes_dir.join(format!(".{}.tmp-{pid}", decl.name)))?;
    let identity = build(decl, &apt, package, version, &scratch.path)?;
    let action = swap_into_place(decl, &scratch.path, &final_dir, lanes_dir)?;
    Ok((action, final_dir, Some(identity)))
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
        if let Some(pid) = pid {
            if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
}

/// Fills the temporary folder `lane`, checks it, and writes its `lane.json` last; gives the
/// identity.
fn build(decl: &LaneDecl, apt: &Apt, package: &str, version: &str, lane: &Path) -> Result<Identity, Error> {
    let root = Package { name: package.to_string(), version: version.to_string() };
    let packages = fetch(decl, apt, &root, lane)?;
    let programs = Programs::find(decl, lane)?;
    let library_path = library_folders(lane);
    check::check_libraries(decl, apt.host, &programs.all(), &library_path)?;
    let origin = format!("the rustc of `{root}`");
    let (identity, identity_text) = check::identify(decl, &programs.rustc, &library_path, &origin)?;
    let scratch = lane.join(".check");
    Candidate { decl, rustc: &programs.rustc, cargo: programs.cargo.as_deref(), library_path: &library_path, scratch: &scratch }
        .verify()?;
    let others: Vec<&Path> = [&programs.rustdoc, &programs.rustfmt].into_iter().flatten().map(PathBuf::as_path).collect();
    check::check_runs(decl, &others, &library_path)?;
    std::fs::remove_dir_all(&scratch).map_err(|e| Error::io("remove", &scratch, e))?;

    let relative = |p: &Path| p.strip_prefix(lane).unwrap_or(p).to_path_buf();
    let manifest = LaneManifest {
        lane: decl.name.clone(),
        source: decl.source.to_string(),
        rustc: relative(&programs.rustc),
        cargo: programs.cargo.as_deref().map(relative),
        rustdoc: programs.rustdoc.as_deref().map(relative),
        rustfmt: programs.rustfmt.as_deref().map(relative),
        library_path: library_path.iter().map(|p| relative(p)).collect(),
        identity: identity_text,
        packages: packages.iter().map(Package::to_string).collect(),
    };
    let path = lane.join("lane.json");
    let text = serde_json::to_string_pretty(&manifest).map_err(|e| lane_error(decl, format!("failed to write the manifest: {e}")))?;
    std::fs::write(&path, text + "\n").map_err(|e| disk_error(decl, "write", &path, e))?;
    Ok(identity)
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

/// Renames the finished folder into place. An old lane is moved aside first and removed after,
/// or put back if the rename fails.
fn swap_into_place(decl: &LaneDecl, built: &Path, final_dir: &Path, lanes_dir: &Path) -> Result<Installed, Error> {
    let rename = |from: &Path, to: &Path| std::fs::rename(from, to).map_err(|e| disk_error(decl, "rename into place", to, e));
    if std::fs::symlink_metadata(final_dir).is_err() {
        rename(built, final_dir)?;
        return Ok(Installed::Installed);
    }
    let old = lanes_dir.join(format!(".{}.old-{}", decl.name, std::process::id()));
    rename(final_dir, &old)?;
    if let Err(e) = rename(built, final_dir) {
        let _ = std::fs::rename(&old, final_dir);
        return Err(e);
    }
    // The new lane is in place; a leftover old one is removed by the next install.
    let _ = std::fs::remove_dir_all(&old);
    Ok(Installed::Reinstalled)
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
