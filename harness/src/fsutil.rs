//! File helpers shared by the stages: reads that name the file on error, and atomic writes.

use std::ffi::OsString;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::error::{Argument, Error};

/// Reads a UTF-8 regular file ([`read_regular`]: a FIFO is an error, not a read that waits for
/// ever), naming it in the error.
pub fn read_to_string(path: &Path) -> Result<String, Error> {
    regular_to_string(path).map_err(|e| Error::io("read", path, e))
}

/// A whole regular file as UTF-8.
fn regular_to_string(path: &Path) -> std::io::Result<String> {
    let read = read_regular(path, isize::MAX as usize - 1)?;
    String::from_utf8(read.bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
}

/// At most the first `limit` bytes of a regular file ([`read_regular`]), and whether there
/// were more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Capped {
    /// What was read.
    pub bytes: Vec<u8>,
    /// Whether the file holds more than was read.
    pub cut: bool,
}

/// Reads at most `limit` bytes of `path` if it is a regular file (a symbolic link to one
/// included). Anything else is an error saying what it is: a FIFO or a device opened for
/// reading waits for a writer for ever, and a socket or a folder has nothing to read. The file
/// is opened without blocking and its type checked on the opened descriptor, so a file swapped
/// for a FIFO after a check is refused too; the read is bounded by `limit`, so it ends.
pub fn read_regular(path: &Path, limit: usize) -> std::io::Result<Capped> {
    use std::io::Read as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    if let Ok(meta) = std::fs::metadata(path) {
        not_regular(&meta)?;
    }
    let file = std::fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY).open(path)?;
    not_regular(&file.metadata()?)?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1).read_to_end(&mut bytes)?;
    let cut = bytes.len() > limit;
    bytes.truncate(limit);
    Ok(Capped { bytes, cut })
}

/// An error unless `meta` is a regular file's, naming what it is.
fn not_regular(meta: &std::fs::Metadata) -> std::io::Result<()> {
    use std::os::unix::fs::FileTypeExt as _;
    let kind = meta.file_type();
    let what = if kind.is_file() {
        return Ok(());
    } else if kind.is_fifo() {
        "a FIFO (named pipe)"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else if kind.is_dir() {
        "a folder"
    } else {
        "a special file"
    };
    Err(std::io::Error::other(format!("it is {what}, not a regular file, and edrift reads only regular files")))
}

/// Reads a file if it exists.
pub fn read_optional(path: &Path) -> Result<Option<String>, Error> {
    match regular_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::io("read", path, e)),
    }
}

/// An error unless `path` stays inside `folder` once every symbolic link on the way is
/// resolved: an existing path (a link included) must lead inside, a missing one must be made in
/// a folder inside. What a suite or a crate names (a file beside a test, `tests/ui`, `deltas`)
/// is checked so before the harness reads or writes it on their behalf.
pub fn stays_inside(path: &Path, folder: &Path) -> Result<(), Error> {
    let outside = |target: PathBuf| {
        Error::Outside(Box::new(crate::error::Outside { path: path.to_path_buf(), target, folder: folder.to_path_buf() }))
    };
    let folder = folder.canonicalize().map_err(|e| Error::io("resolve", folder, e))?;
    let resolved = match std::fs::symlink_metadata(path) {
        Ok(_) => path.canonicalize().map_err(|e| Error::io("follow the symbolic link", path, e))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let (Some(parent), Some(name)) = (path.parent(), path.file_name()) else { return Err(outside(path.to_path_buf())) };
            match parent.canonicalize() {
                Ok(parent) => parent.join(name),
                // A folder still to be made: the nearest one that exists decides.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return stays_inside(parent, &folder),
                Err(e) => return Err(Error::io("resolve", parent, e)),
            }
        }
        Err(e) => return Err(Error::io("inspect", path, e)),
    };
    if resolved.starts_with(&folder) { Ok(()) } else { Err(outside(resolved)) }
}

/// A file inside `folder` ([`stays_inside`]) if it exists, at most `limit` bytes: a larger one
/// is an error naming it, never read whole.
pub fn read_inside(path: &Path, folder: &Path, limit: usize) -> Result<Option<String>, Error> {
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io("inspect", path, e)),
        Ok(_) => stays_inside(path, folder)?,
    }
    match read_regular(path, limit) {
        Ok(read) if read.cut => Err(Error::TooLarge { path: path.to_path_buf(), limit }),
        Ok(read) => String::from_utf8(read.bytes)
            .map(Some)
            .map_err(|e| Error::io("read", path, std::io::Error::new(std::io::ErrorKind::InvalidData, e))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::io("read", path, e)),
    }
}

/// Feeds a regular file to `update` in pieces, so that hashing a file of any size (a sparse
/// file of gigabytes) takes a buffer's memory, not the file's.
pub fn stream(path: &Path, update: &mut dyn FnMut(&[u8])) -> Result<(), Error> {
    use std::io::Read as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(|e| Error::io("read", path, e))?;
    not_regular(&file.metadata().map_err(|e| Error::io("read", path, e))?).map_err(|e| Error::io("read", path, e))?;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file);
    let mut buffer = vec![0; 1 << 16];
    loop {
        match reader.read(&mut buffer) {
            Ok(0) => return Ok(()),
            Ok(n) => update(&buffer[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(Error::io("read", path, e)),
        }
    }
}

/// The name prefix of [`write_atomic`]'s temporary files, so that a killed writer's leftovers
/// are recognized ([`remove_temporaries`]).
pub const TEMP_PREFIX: &str = ".edrift-tmp-";

/// Writes a file atomically: a temporary file in the same folder, then a rename. The file gets
/// the permissions a plain create would (0666 less the umask), not the temporary file's 0600.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
    let mut tmp =
        tempfile::Builder::new().prefix(TEMP_PREFIX).tempfile_in(dir).map_err(|e| Error::io("create a temporary file in", dir, e))?;
    tmp.write_all(bytes).map_err(|e| Error::io("write", tmp.path(), e))?;
    tmp.as_file()
        .set_permissions(std::fs::Permissions::from_mode(0o666 & !umask()))
        .map_err(|e| Error::io("set the mode of", tmp.path(), e))?;
    tmp.as_file().sync_all().map_err(|e| Error::io("sync", tmp.path(), e))?;
    fault_point();
    tmp.persist(path).map_err(|e| Error::io("rename into", path, e.error))?;
    Ok(())
}

/// The process's umask (read from `/proc`, so no thread ever sees it changed).
pub fn umask() -> u32 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find_map(|l| l.strip_prefix("Umask:").and_then(|m| u32::from_str_radix(m.trim(), 8).ok())))
        .unwrap_or(0o022)
}

/// Fault injection for the crash-safety tests: with `EDRIFT_FAULT_ABORT_AFTER=N`, the process
/// aborts (as a kill would end it) at its N+1th file replacement or removal, after the
/// temporary file is written and before the rename.
fn fault_point() {
    static LEFT: std::sync::OnceLock<Option<std::sync::atomic::AtomicUsize>> = std::sync::OnceLock::new();
    let left = LEFT.get_or_init(|| {
        std::env::var("EDRIFT_FAULT_ABORT_AFTER").ok().and_then(|n| n.parse().ok()).map(std::sync::atomic::AtomicUsize::new)
    });
    if let Some(left) = left
        && left.fetch_update(std::sync::atomic::Ordering::SeqCst, std::sync::atomic::Ordering::SeqCst, |n| n.checked_sub(1)).is_err()
    {
        std::process::abort();
    }
}

/// Removes what killed writers left under `dir`: files named [`TEMP_PREFIX`]`*`.
pub fn remove_temporaries(dir: &Path) -> Result<usize, Error> {
    let mut removed = 0;
    for file in files_under(dir)? {
        if file.file_name().is_some_and(|n| n.to_string_lossy().starts_with(TEMP_PREFIX)) {
            remove_optional(&file)?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// Removes a file if it exists.
pub fn remove_optional(path: &Path) -> Result<(), Error> {
    fault_point();
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Error::io("remove", path, e)),
    }
}

/// Calls `visit` on `path` and on everything under it, each folder before its contents;
/// symbolic links are visited, never followed (a link to `..` would loop for ever).
pub fn visit_tree(path: &Path, visit: &mut dyn FnMut(&Path, &std::fs::Metadata) -> std::io::Result<()>) -> std::io::Result<()> {
    let meta = std::fs::symlink_metadata(path)?;
    visit(path, &meta)?;
    if meta.is_dir() {
        for entry in std::fs::read_dir(path)? {
            visit_tree(&entry?.path(), visit)?;
        }
    }
    Ok(())
}

/// Every file (and symbolic link) under `dir`, sorted; a missing `dir` has none.
pub fn files_under(dir: &Path) -> Result<Vec<std::path::PathBuf>, Error> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), Error> {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(Error::io("read folder", dir, e)),
        };
        for entry in entries {
            let entry = entry.map_err(|e| Error::io("read folder", dir, e))?;
            let path = entry.path();
            // A symbolic link is listed, never followed (a link to `..` would loop for ever).
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                walk(&path, out)?;
            } else {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    walk(dir, &mut files)?;
    files.sort();
    Ok(files)
}

/// An error unless the folder that would hold `file` exists (a file named on the command line
/// must not make folders appear silently).
pub fn require_folder_of(file: &Path, what: &'static str) -> Result<(), Error> {
    match file.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(dir) if !dir.is_dir() => Err(Argument::NoFolder { what, file: file.to_path_buf(), folder: dir.to_path_buf() }.into()),
        Some(_) | None => Ok(()),
    }
}

/// Where things are on this machine, and the host's variables that provisioning passes on:
/// read once from the environment by the entry point's configuration (`config::Config`) and
/// installed for the process with [`configure_places`], so no stage reads the environment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Places {
    /// Where Debian lanes are provisioned: `$EDRIFT_LANES_DIR`, else
    /// `$XDG_CACHE_HOME/edition-drift/lanes`, else `~/.cache/edition-drift/lanes`.
    pub lanes_dir: PathBuf,
    /// Where `edrift tests-ui fetch` unpacks a release's tests: `$EDRIFT_TESTS_DIR`, else
    /// `$XDG_CACHE_HOME/edition-drift/tests`, else `~/.cache/edition-drift/tests`.
    pub tests_dir: PathBuf,
    /// rustup's home: `$RUSTUP_HOME`, else `~/.rustup`.
    pub rustup_home: PathBuf,
    /// `$TMPDIR`, handed to unsandboxed lane processes.
    pub tmpdir: Option<OsString>,
    /// `$PATH`: where host tools (`apt-get`, `dpkg-deb`, `patchelf`, `rustup`, `bwrap`) are found.
    pub host_path: OsString,
    /// The variables handed to `apt-get` and `rustup` besides `PATH` ([`PASSED_THROUGH`]) that
    /// are set.
    pub passed_through: Vec<(String, OsString)>,
    /// `$EDRIFT_DEBIAN_MIRROR` and `$EDRIFT_DEBIAN_SECURITY_MIRROR` (unless empty): other
    /// Debian archives than the public ones.
    pub debian_mirror: Option<String>,
    /// See [`Places::debian_mirror`].
    pub debian_security_mirror: Option<String>,
}

/// Variables handed to `apt-get` and `rustup` besides `PATH`: where they keep their state,
/// and how they reach the network.
pub const PASSED_THROUGH: &[&str] = &[
    "HOME",
    "TMPDIR",
    "APT_CONFIG",
    "RUSTUP_HOME",
    "CARGO_HOME",
    "RUSTUP_DIST_SERVER",
    "RUSTUP_UPDATE_ROOT",
    "http_proxy",
    "https_proxy",
    "ftp_proxy",
    "no_proxy",
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "NO_PROXY",
];

impl Places {
    /// The places from the variables `var` gives (`None`: unset).
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Places {
        let home = var("HOME").map(PathBuf::from);
        let cache = var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| home.as_ref().map(|h| h.join(".cache")))
            .unwrap_or_else(|| PathBuf::from(".cache"))
            .join("edition-drift");
        let lanes_dir = var("EDRIFT_LANES_DIR").map(PathBuf::from).unwrap_or_else(|| cache.join("lanes"));
        let tests_dir = var("EDRIFT_TESTS_DIR").map(PathBuf::from).unwrap_or_else(|| cache.join("tests"));
        let rustup_home = var("RUSTUP_HOME").map(PathBuf::from).unwrap_or_else(|| home.clone().unwrap_or_default().join(".rustup"));
        let text = |name: &str| var(name).map(|v| v.to_string_lossy().into_owned()).filter(|v| !v.is_empty());
        Places {
            lanes_dir,
            tests_dir,
            rustup_home,
            tmpdir: var("TMPDIR"),
            host_path: var("PATH").unwrap_or_default(),
            passed_through: PASSED_THROUGH.iter().filter_map(|key| var(key).map(|value| (key.to_string(), value))).collect(),
            debian_mirror: text("EDRIFT_DEBIAN_MIRROR"),
            debian_security_mirror: text("EDRIFT_DEBIAN_SECURITY_MIRROR"),
        }
    }

    /// A passed-through variable's value, if set.
    pub fn passed(&self, key: &str) -> Option<&OsString> {
        self.passed_through.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }
}

static PLACES: std::sync::OnceLock<Places> = std::sync::OnceLock::new();

/// Installs the places for the rest of the process (the entry point does, from its
/// configuration); a later call changes nothing.
pub fn configure_places(places: Places) {
    let _ = PLACES.set(places);
}

/// The places the entry point installed; a library caller that installed none gets the
/// process's environment's, read once here.
pub fn places() -> &'static Places {
    PLACES.get_or_init(|| Places::from_vars(|name| std::env::var_os(name)))
}

/// The folder under which Debian lanes are provisioned ([`Places::lanes_dir`]).
pub fn lanes_dir() -> PathBuf {
    places().lanes_dir.clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mkfifo(path: &Path) {
        let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo(3) on a path of the test's own folder.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0, "mkfifo {}", path.display());
    }

    #[test]
    fn only_regular_files_are_read_and_never_past_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("file");
        std::fs::write(&file, "0123456789").unwrap();
        assert_eq!(read_regular(&file, 4).unwrap(), Capped { bytes: b"0123".to_vec(), cut: true });
        assert_eq!(read_regular(&file, 10).unwrap(), Capped { bytes: b"0123456789".to_vec(), cut: false });
        // A FIFO with no writer: a plain read would wait for ever.
        let fifo = dir.path().join("fifo");
        mkfifo(&fifo);
        let err = read_regular(&fifo, 10).unwrap_err().to_string();
        assert!(err.contains("a FIFO (named pipe), not a regular file"), "{err}");
        let err = read_to_string(&fifo).unwrap_err().to_string();
        assert!(err.contains(&fifo.display().to_string()) && err.contains("FIFO"), "{err}");
        assert!(read_optional(&fifo).is_err());
        // A link to the FIFO is refused too; a socket and a folder say what they are.
        std::os::unix::fs::symlink(&fifo, dir.path().join("link")).unwrap();
        assert!(read_regular(&dir.path().join("link"), 10).unwrap_err().to_string().contains("FIFO"));
        let _socket = std::os::unix::net::UnixListener::bind(dir.path().join("socket")).unwrap();
        assert!(read_regular(&dir.path().join("socket"), 10).unwrap_err().to_string().contains("a socket"));
        assert!(read_regular(dir.path(), 10).unwrap_err().to_string().contains("a folder"));
        assert_eq!(read_optional(&dir.path().join("absent")).unwrap(), None);
    }
}
