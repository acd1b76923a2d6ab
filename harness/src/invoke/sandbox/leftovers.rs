//! Cells' temporary folders that outlive their harness: a harness killed outright (`kill -9`,
//! the machine's OOM killer) cannot remove them, so the next one does. Each folder is locked
//! (`flock`, on the folder itself) for as long as the process that made it lives: the kernel
//! drops the lock when that process dies, however it dies. A harness's start (and its first
//! folder) reaps every folder of the temporary folder named with one of [`PREFIXES`] whose lock
//! it can take (its owner is gone), and keeps those it cannot (a run going on beside it, in any
//! PID namespace that shares the folder).
//!
//! A folder is made under a name the reaper ignores ([`STAGING`]), locked, then renamed to its
//! own name, so no reaper sees a folder before its lock. It takes a prefix and gives a folder;
//! it spawns nothing.

use std::ffi::CString;
use std::io;
use std::os::fd::{AsRawFd as _, FromRawFd as _, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt as _;
use std::path::{Path, PathBuf};

/// What the folders' names start with: the prefixes `temp_folder` is given, and only they (a
/// folder of someone else's named `edrift-notes` is never reaped).
pub const PREFIXES: &[&str] = &["edrift-cell-", "edrift-fixed-", "edrift-ui-", "edrift-migrate-", "edrift-cargo-memo-", "edrift-probe-"];

/// The name of a folder being made, before it is locked: reaped only when its lock is free and
/// it is older than [`STAGING_AGE`] (a harness killed in the moment between making and locking
/// it left it; a live one locks it at once).
const STAGING: &str = ".edrift-new-";

/// How old a free folder of [`STAGING`] must be to be reaped.
const STAGING_AGE: std::time::Duration = std::time::Duration::from_secs(600);

/// A cell's temporary folder under `TMPDIR`, locked while it lives and removed when dropped;
/// where the harness can (as root), a tmpfs of a fixed size, so that what a cell writes there
/// stops at it with "no space".
#[derive(Debug)]
pub struct TempFolder {
    path: PathBuf,
    /// The folder, opened and locked (`flock`): the lock says its owner is alive. Two when a
    /// tmpfs is mounted there: the folder below it, then the tmpfs's root.
    _locks: Vec<std::fs::File>,
    /// The tmpfs's size, when there is one.
    size: Option<u64>,
}

/// The bounded folders alive in this process and their sizes, for [`filled`].
fn bounded() -> &'static std::sync::Mutex<Vec<(PathBuf, u64)>> {
    static BOUNDED: std::sync::OnceLock<std::sync::Mutex<Vec<(PathBuf, u64)>>> = std::sync::OnceLock::new();
    BOUNDED.get_or_init(Default::default)
}

/// The size of `folder` when it is a bounded folder of this process that is full (a write there
/// fails with "no space").
pub fn filled(folder: &Path) -> Option<u64> {
    let size = bounded().lock().ok()?.iter().find(|(path, _)| path == folder).map(|(_, size)| *size)?;
    let path = CString::new(folder.as_os_str().as_bytes()).ok()?;
    // SAFETY: an all-zero statvfs is valid; statvfs(2) fills it.
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: statvfs(2) with a NUL-terminated path and a pointer to a local.
    if unsafe { libc::statvfs(path.as_ptr(), &mut stat) } != 0 {
        return None;
    }
    (stat.f_bavail == 0).then_some(size)
}

/// A detached tmpfs of `size` bytes (only its owner enters it), not setuid, no devices, made
/// with the new mount API: its root can be locked before it is attached anywhere.
fn detached_tmpfs(size: u64) -> io::Result<OwnedFd> {
    const FSCONFIG_SET_STRING: libc::c_uint = 1;
    const FSCONFIG_CMD_CREATE: libc::c_uint = 6;
    const FSMOUNT_CLOEXEC: libc::c_uint = 1;
    const MOUNT_ATTR_NOSUID: libc::c_uint = 0x2;
    const MOUNT_ATTR_NODEV: libc::c_uint = 0x4;
    let owned = |raw: libc::c_long| -> io::Result<OwnedFd> {
        if raw < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: a descriptor just returned, owned by nothing else.
        Ok(unsafe { OwnedFd::from_raw_fd(raw as RawFd) })
    };
    // SAFETY: fsopen(2) with a NUL-terminated name.
    let context = owned(unsafe { libc::syscall(libc::SYS_fsopen, c"tmpfs".as_ptr(), libc::FSOPEN_CLOEXEC) })?;
    let size = CString::new(size.to_string()).map_err(|_| io::Error::other("a NUL in a number"))?;
    for (key, value) in [(c"size", size.as_c_str()), (c"mode", c"0700")] {
        // SAFETY: fsconfig(2) on the context above with NUL-terminated strings.
        let done = unsafe {
            libc::syscall(libc::SYS_fsconfig, context.as_raw_fd(), FSCONFIG_SET_STRING, key.as_ptr(), value.as_ptr(), 0 as libc::c_int)
        };
        if done < 0 {
            return Err(io::Error::last_os_error());
        }
    }
    // SAFETY: fsconfig(2) and fsmount(2) on the context above.
    unsafe {
        let null = std::ptr::null::<libc::c_char>();
        if libc::syscall(libc::SYS_fsconfig, context.as_raw_fd(), FSCONFIG_CMD_CREATE, null, null, 0 as libc::c_int) < 0 {
            return Err(io::Error::last_os_error());
        }
        owned(libc::syscall(libc::SYS_fsmount, context.as_raw_fd(), FSMOUNT_CLOEXEC, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV))
    }
}

/// Attaches the detached mount `tree` at `folder`.
fn attach(tree: &OwnedFd, folder: &Path) -> io::Result<()> {
    const MOVE_MOUNT_F_EMPTY_PATH: libc::c_uint = 0x4;
    let path = CString::new(folder.as_os_str().as_bytes()).map_err(|_| io::Error::other("a NUL in the folder's path"))?;
    // SAFETY: move_mount(2) of a mount descriptor to a NUL-terminated path.
    let done = unsafe {
        libc::syscall(libc::SYS_move_mount, tree.as_raw_fd(), c"".as_ptr(), libc::AT_FDCWD, path.as_ptr(), MOVE_MOUNT_F_EMPTY_PATH)
    };
    if done < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
}

/// Detaches whatever is mounted at `folder` (nothing, mostly: the call then fails, harmlessly).
pub(super) fn unmount(folder: &Path) {
    let Ok(path) = CString::new(folder.as_os_str().as_bytes()) else { return };
    // SAFETY: umount2(2) with a NUL-terminated path.
    unsafe { libc::umount2(path.as_ptr(), libc::MNT_DETACH | libc::UMOUNT_NOFOLLOW) };
}

impl TempFolder {
    /// The folder.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for TempFolder {
    fn drop(&mut self) {
        if self.size.is_some() {
            if let Ok(mut bounded) = bounded().lock() {
                bounded.retain(|(path, _)| *path != self.path);
            }
            unmount(&self.path);
        }
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

/// Makes a new folder `<prefix>XXXXXX` in `parent`, locked, and a tmpfs of `size` bytes when
/// one is asked for and can be mounted (said once on stderr where it cannot).
pub fn make(parent: &Path, prefix: &str, size: Option<u64>) -> io::Result<TempFolder> {
    if !PREFIXES.contains(&prefix) {
        return Err(io::Error::other(format!("`{prefix}` is not a prefix the next run reaps (a harness bug: add it to PREFIXES)")));
    }
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
            Ok(()) => return bound(TempFolder { path, _locks: vec![lock], size: None }, size),
            Err(e) if e.raw_os_error() == Some(libc::EEXIST) && attempt < 100 => attempt += 1,
            Err(e) => {
                let _ = std::fs::remove_dir(&staging);
                return Err(e);
            }
        }
    }
}

/// Mounts a tmpfs of `size` at `folder`, its root locked before it is attached: whatever the
/// folder's path leads to is locked at every moment, so no reaper takes it for a dead run's.
fn bound(mut folder: TempFolder, size: Option<u64>) -> io::Result<TempFolder> {
    static SAID: std::sync::Once = std::sync::Once::new();
    let Some(size) = size else { return Ok(folder) };
    let made = detached_tmpfs(size).and_then(|tree| {
        // SAFETY: openat(2) of the tree's root; the descriptor is owned below.
        let raw = unsafe { libc::openat(tree.as_raw_fd(), c".".as_ptr(), libc::O_RDONLY | libc::O_DIRECTORY | libc::O_CLOEXEC) };
        if raw < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: a descriptor just opened, owned by nothing else.
        let root = std::fs::File::from(unsafe { OwnedFd::from_raw_fd(raw) });
        // SAFETY: flock(2) on it: nothing else can hold it yet.
        if unsafe { libc::flock(root.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            return Err(io::Error::last_os_error());
        }
        attach(&tree, &folder.path)?;
        Ok(root)
    });
    match made {
        Ok(root) => {
            folder._locks.push(root);
            folder.size = Some(size);
            if let Ok(mut list) = bounded().lock() {
                list.push((folder.path.clone(), size));
            }
        }
        Err(e) => SAID.call_once(|| eprintln!("note: cells' folders have no size bound here: mounting a tmpfs failed: {e}")),
    }
    Ok(folder)
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

/// Removes the folders of `parent` that dead processes left: each folder named with one of
/// [`PREFIXES`] whose lock
/// can be taken (its owner is gone; a folder of a harness from before the locks has none). The
/// lock is held while the folder is removed, so two reapers never both remove one. Returns the
/// folders removed.
pub fn reap(parent: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(parent) else { return Vec::new() };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let named = PREFIXES.iter().any(|prefix| name.as_bytes().starts_with(prefix.as_bytes()));
        let staged = name.as_bytes().starts_with(STAGING.as_bytes())
            && entry.metadata().and_then(|m| m.modified()).is_ok_and(|t| t.elapsed().is_ok_and(|age| age > STAGING_AGE));
        if !(named || staged) || !entry.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let path = entry.path();
        if let Ok(Some(_lock)) = try_lock(&path) {
            // A bounded folder is a tmpfs: detached, its memory goes back.
            unmount(&path);
            if std::fs::remove_dir_all(&path).is_ok() {
                removed.push(path);
            }
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
        let live = make(parent.path(), "edrift-cell-", None).unwrap();
        let dead = parent.path().join("edrift-cell-dead");
        std::fs::create_dir_all(dead.join("deep")).unwrap();
        let other = parent.path().join("edrift-notes");
        std::fs::create_dir(&other).unwrap();
        assert!(make(parent.path(), "edrift-notes-", None).is_err(), "a prefix the reaper does not know");
        // A folder being made (a live harness locks it at once), and one a harness killed in
        // that moment left, long ago.
        let (new, old) = (parent.path().join(".edrift-new-a"), parent.path().join(".edrift-new-b"));
        std::fs::create_dir(&new).unwrap();
        std::fs::create_dir(&old).unwrap();
        let long_ago = std::time::SystemTime::now() - 2 * STAGING_AGE;
        std::fs::File::open(&old).unwrap().set_modified(long_ago).unwrap();
        let mut reaped = reap(parent.path());
        reaped.sort();
        assert_eq!(reaped, [old.clone(), dead.clone()]);
        assert!(new.is_dir());
        assert!(live.path().is_dir() && other.is_dir() && !dead.exists());
        let path = live.path().to_path_buf();
        drop(live);
        assert!(!path.exists(), "removed when dropped");
    }
}
