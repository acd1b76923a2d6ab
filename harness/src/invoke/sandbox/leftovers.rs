//! Cells' temporary folders that outlive their harness: a harness killed outright (`kill -9`,
//! the machine's OOM killer) cannot remove them, so the next one does. Each folder is locked
//! (`flock`, on the folder itself) for as long as the process that made it lives: the kernel
//! drops the lock when that process dies, however it dies. A harness's first folder reaps every
//! `edrift-*` folder of the temporary folder whose lock it can take (its owner is gone) and
//! keeps those it cannot (a run going on beside it, in any PID namespace that shares the
//! folder).
//!
//! A folder is made under a name the reaper ignores ([`STAGING`]), locked, then renamed to its
//! own name, so no reaper sees a folder before its lock. It takes a prefix and gives a folder;
//! it spawns nothing.

use std::ffi::CString;
use std::io;
use std::os::fd::AsRawFd as _;
use std::os::unix::ffi::OsStrExt as _;
use std::path::{Path, PathBuf};

/// What every folder's name starts with (the prefixes of `temp_folder`'s callers).
pub const PREFIX: &str = "edrift-";

/// The name of a folder being made, before it is locked: never reaped.
const STAGING: &str = ".edrift-new-";

/// A cell's temporary folder under `TMPDIR`, locked while it lives and removed when dropped.
#[derive(Debug)]
pub struct TempFolder {
    path: PathBuf,
    /// The folder, opened and locked (`flock`): the lock says its owner is alive.
    _lock: std::fs::File,
}

impl TempFolder {
    /// The folder.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Takes `folder`'s lock without waiting: `Ok(None)` when another open of it holds it.
fn try_lock(folder: &Path) -> io::Result<Option<std::fs::File>> {
    use std::os::unix::fs::OpenOptionsExt as _;
    let file = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_DIRECTORY | libc::O_NOFOLLOW).open(folder)?;
    // SAFETY: flock(2) on a descriptor just opened.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
        return Ok(Some(file));
    }
    match io::Error::last_os_error() {
        e if e.raw_os_error() == Some(libc::EWOULDBLOCK) => Ok(None),
        e => Err(e),
    }
}

/// Makes a new folder `<prefix>XXXXXX` in `parent`, locked.
pub fn make(parent: &Path, prefix: &str) -> io::Result<TempFolder> {
    let staging = tempfile::Builder::new().prefix(STAGING).tempdir_in(parent)?;
    let lock = try_lock(staging.path())?.ok_or_else(|| io::Error::other("a new folder was locked by someone else"))?;
    let suffix = staging.path().file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_prefix(STAGING)).unwrap_or("x").to_string();
    let staging = staging.keep();
    let mut attempt = 0u32;
    loop {
        let name = match attempt {
            0 => format!("{prefix}{suffix}"),
            n => format!("{prefix}{suffix}{n}"),
        };
        let path = parent.join(name);
        match rename_no_replace(&staging, &path) {
            Ok(()) => return Ok(TempFolder { path, _lock: lock }),
            Err(e) if e.raw_os_error() == Some(libc::EEXIST) && attempt < 100 => attempt += 1,
            Err(e) => {
                let _ = std::fs::remove_dir(&staging);
                return Err(e);
            }
        }
    }
}

/// `rename(2)` that never replaces what is at `to` (an empty folder of another run would be).
fn rename_no_replace(from: &Path, to: &Path) -> io::Result<()> {
    let c = |p: &Path| CString::new(p.as_os_str().as_bytes()).map_err(|_| io::Error::other(format!("a NUL in {}", p.display())));
    let (from, to) = (c(from)?, c(to)?);
    // SAFETY: renameat2(2) with NUL-terminated paths.
    let done =
        unsafe { libc::syscall(libc::SYS_renameat2, libc::AT_FDCWD, from.as_ptr(), libc::AT_FDCWD, to.as_ptr(), libc::RENAME_NOREPLACE) };
    if done < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
}

/// Removes the folders of `parent` that dead processes left: each `edrift-*` folder whose lock
/// can be taken (its owner is gone; a folder of a harness from before the locks has none). The
/// lock is held while the folder is removed, so two reapers never both remove one. Returns the
/// folders removed.
pub fn reap(parent: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(parent) else { return Vec::new() };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let named = entry.file_name().as_bytes().starts_with(PREFIX.as_bytes());
        if !named || !entry.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let path = entry.path();
        if let Ok(Some(_lock)) = try_lock(&path)
            && std::fs::remove_dir_all(&path).is_ok()
        {
            removed.push(path);
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_live_folder_is_kept_and_an_unlocked_one_reaped() {
        let parent = tempfile::tempdir().unwrap();
        let live = make(parent.path(), "edrift-cell-").unwrap();
        let dead = parent.path().join("edrift-cell-dead");
        std::fs::create_dir_all(dead.join("deep")).unwrap();
        let other = parent.path().join("someone-else");
        std::fs::create_dir(&other).unwrap();
        assert_eq!(reap(parent.path()), [dead.clone()]);
        assert!(live.path().is_dir() && other.is_dir() && !dead.exists());
        let path = live.path().to_path_buf();
        drop(live);
        assert!(!path.exists(), "removed when dropped");
    }
}
