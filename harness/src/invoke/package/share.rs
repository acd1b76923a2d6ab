//! What the cargo runs of package cells share per lane: a memo of the files in which the lane's
//! cargo keeps what it learnt about the machine, not about a package, copied into every fresh
//! state folder before cargo runs there. Without it each cell's cargo probes the lane's rustc
//! again (`rustc -vV`, `rustc - --crate-name ___ --print=file-names ...`, up to four processes
//! and half the time of a small cell) and sets up its home's database.
//!
//! The memo is made once per lane (per rustc and cargo binary) by the lane's cargo on a package
//! of the harness's own, never taken from a cell, so nothing a snippet does (a build script that
//! writes into its target folder) reaches another cell; cells read copies of it, and it lives
//! under `target/edrift/cargo-memo/`, which the sandbox binds read-only. Only what the table
//! [`SHARED`] names is shared: build artifacts, `Cargo.lock` and downloads stay per cell.
//!
//! Files are written whole (a temporary file renamed), so processes that make the same memo at
//! once (lanes in parallel, nextest's process per cell) each leave a valid one. A memo that is
//! missing, corrupt or stale costs a cell nothing but the probes it made before: cargo checks
//! and ignores a probe cache it cannot use, and a copy that does not pass its check is removed
//! before cargo starts.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::{PackageCopy, migration_rustflags, run_cargo};
use crate::invoke::{Cell, sandbox};
use crate::model::ReadyLane;

/// Whether package cells start from their lane's memo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CargoSharing {
    /// Each cell's state folder is seeded from its lane's memo (the default).
    PerLane,
    /// Each cell's cargo starts from empty folders, and probes the lane's rustc itself.
    Off,
}

static OFF: AtomicBool = AtomicBool::new(false);

/// Sets whether package cells of this process start from their lane's memo (on unless this
/// says otherwise). For the overhead benchmark and the tests, which compare both; runs share.
pub fn set_cargo_sharing(sharing: CargoSharing) {
    OFF.store(sharing == CargoSharing::Off, Ordering::SeqCst);
}

/// A file of a state folder that cells share, and the check a copy of it must pass before cargo
/// sees it.
struct Shared {
    /// Its name in the memo (after the lane's key).
    memo: &'static str,
    /// Its path under a state folder (`target/` and `cargo-home/` as [`super::run_cargo`] sets them).
    state: &'static str,
    /// Whether a copy is whole.
    valid: fn(&Path) -> bool,
}

/// cargo's cache of rustc's probes (the version, the target's file names, cfg and sysroot),
/// keyed inside by the probes' arguments (RUSTFLAGS included) and valid only for the rustc whose
/// path and mtime made its `rustc_fingerprint`: a probe the memo lacks, or a stale memo, is
/// probed again, a corrupt one ignored (cargo 1.63 to nightly). Its presence says a memo is made.
const PROBE_CACHE: Shared = Shared { memo: "rustc_info.json", state: "target/.rustc_info.json", valid: is_rustc_info };

/// The database of cargo's cache of downloads (cargo 1.78 on), created with its schema on first
/// use: the memo's holds nothing else, as its package downloads nothing. cargo prints the error
/// of a corrupt one on stderr, a cell's output, so a copy must pass SQLite's check.
const HOME_DATABASE: Shared = Shared { memo: "global-cache", state: "cargo-home/.global-cache", valid: is_sqlite };

/// The shared files. Append only after checking what decides a file's content.
const SHARED: [Shared; 2] = [PROBE_CACHE, HOME_DATABASE];

/// The memo of one lane's binaries: `<folder>/<binary>-<stamps>-<release>.<file>`, where
/// `<binary>` names the rustc's and cargo's paths and `<stamps>` their sizes and mtimes.
struct Memo {
    folder: PathBuf,
    /// `<binary>-`: the memos of every build of the lane's binaries.
    lane: String,
    stem: String,
}

impl Memo {
    /// The memo of `lane`'s binaries in the project of `snippet`; none outside a project.
    fn of(lane: &ReadyLane, cargo: &Path, snippet: &Path) -> Option<Memo> {
        let project = snippet.ancestors().skip(1).find(|d| d.join("toolchains.toml").is_file())?;
        let rustc = crate::model::probe_key(&lane.rustc, &lane.library_path)?;
        let metadata = std::fs::metadata(cargo).ok()?;
        let modified = metadata.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
        let key = format!("v1|{rustc}|{}|{}|{}.{:09}", cargo.display(), metadata.len(), modified.as_secs(), modified.subsec_nanos());
        let binary = &crate::model::sha256_hex(format!("{}|{}", lane.rustc.display(), cargo.display()).as_bytes())[..12];
        let stamps = &crate::model::sha256_hex(key.as_bytes())[..12];
        Some(Memo {
            folder: project.join("target").join("edrift").join("cargo-memo"),
            lane: format!("{binary}-"),
            stem: format!("{binary}-{stamps}-{}", lane.identity.release),
        })
    }

    fn path(&self, shared: &Shared) -> PathBuf {
        self.folder.join(format!("{}.{}", self.stem, shared.memo))
    }

    fn is_made(&self) -> bool {
        is_rustc_info(&self.path(&PROBE_CACHE))
    }

    /// Removes the memos of the lane's earlier binaries (a nightly that rustup updated).
    fn remove_older(&self) {
        let Ok(entries) = std::fs::read_dir(&self.folder) else { return };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with(&self.lane) && !name.starts_with(&format!("{}.", self.stem)) {
                let _ = crate::fsutil::remove_optional(&entry.path());
            }
        }
    }
}

/// Seeds the fresh state folder `state` of a cargo run of `lane` on a copy of `snippet` from the
/// lane's memo, making the memo first when it is missing. Never fails: whatever goes wrong, the
/// cell's cargo starts from what it would have without a memo.
pub(super) fn seed(state: &Path, snippet: &Path, lane: &ReadyLane, timeout: Duration) {
    let Some(cargo) = &lane.cargo else { return };
    if OFF.load(Ordering::SeqCst) {
        return;
    }
    let Some(memo) = Memo::of(lane, cargo, snippet) else { return };
    if !memo.is_made() && !make(&memo, lane, timeout) {
        return;
    }
    for shared in &SHARED {
        let (from, to) = (memo.path(shared), state.join(shared.state));
        // A state folder that cargo used before (a migration's second run) keeps its own.
        if !from.is_file() || to.exists() {
            continue;
        }
        let Some(dir) = to.parent() else { continue };
        if std::fs::create_dir_all(dir).is_err() || std::fs::copy(&from, &to).is_err() || !(shared.valid)(&to) {
            let _ = std::fs::remove_file(&to);
        }
    }
}

/// Memos this process failed to make: not tried again by every cell.
static FAILED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Makes `memo`: the lane's cargo checks a package of the harness's own, as a cell does and as
/// a migration's lint check does (so both sets of probes are in it), in a sandbox whose only
/// writable folder is its own; the files of [`SHARED`] it left are written to the memo. One
/// thread at a time (a second finds it made); whether it is made after.
fn make(memo: &Memo, lane: &ReadyLane, timeout: Duration) -> bool {
    static TURN: Mutex<()> = Mutex::new(());
    let _turn = TURN.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let marker = memo.path(&PROBE_CACHE);
    if memo.is_made() {
        return true;
    }
    if FAILED.lock().is_ok_and(|failed| failed.contains(&marker)) {
        return false;
    }
    let made = run_probe_package(memo, lane, timeout).is_some();
    if made {
        memo.remove_older();
    } else if let Ok(mut failed) = FAILED.lock() {
        failed.push(marker);
    }
    made
}

/// The probe package's runs, and the memo's files written from its state folder.
fn run_probe_package(memo: &Memo, lane: &ReadyLane, timeout: Duration) -> Option<()> {
    let (_cleanup, tmp) = sandbox::temp_folder("edrift-cargo-memo-").ok()?;
    let package = tmp.path().join("package");
    std::fs::create_dir_all(package.join("src")).ok()?;
    std::fs::write(package.join("Cargo.toml"), PROBE_MANIFEST).ok()?;
    std::fs::write(package.join("src/lib.rs"), "").ok()?;
    let binaries: Vec<&Path> =
        [Some(&lane.rustc), lane.cargo.as_ref(), lane.rustdoc.as_ref()].into_iter().flatten().map(PathBuf::as_path).collect();
    let sandbox = sandbox::Sandbox::new(sandbox::lane_folders(&binaries, &lane.library_path), vec![tmp.path().to_path_buf()]);
    let cell = Cell { timeout, tmp: tmp.path(), sandbox };
    let copy = PackageCopy { package: &package, state: tmp.path() };
    let check = vec!["check".to_string(), "--offline".to_string()];
    let lint_check = vec!["check".to_string(), "--offline".to_string(), "--config".to_string(), migration_rustflags()];
    let (_, output) = run_cargo(copy, lane, &cell, check).ok()?;
    if !output.status.success() {
        return None;
    }
    // Its probes are made before it compiles: a lane whose rustc has no 2024 lints (1.63, no
    // migration cells) fails it and keeps them.
    run_cargo(copy, lane, &cell, lint_check).ok()?;
    for shared in &SHARED {
        let file = tmp.path().join(shared.state);
        if file.is_file() && (shared.valid)(&file) {
            let bytes = std::fs::read(&file).ok()?;
            crate::fsutil::write_atomic(&memo.path(shared), &bytes).ok()?;
        }
    }
    memo.is_made().then_some(())
}

/// The package the memo is made from: an empty library, in an edition every lane has.
const PROBE_MANIFEST: &str = "[package]\nname = \"edrift-cargo-memo\"\nversion = \"0.0.0\"\nedition = \"2021\"\n";

/// A probe cache cargo can read: a JSON object with its fingerprint and outputs.
fn is_rustc_info(path: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(path) else { return false };
    let Ok(value) = serde_json::from_str::<serde_json::Value>(&text) else { return false };
    value.get("rustc_fingerprint").is_some_and(serde_json::Value::is_u64) && value.get("outputs").is_some_and(serde_json::Value::is_object)
}

/// A whole SQLite database (`PRAGMA quick_check`), opened read-only.
#[cfg(feature = "matrix")]
fn is_sqlite(path: &Path) -> bool {
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let Ok(connection) = rusqlite::Connection::open_with_flags(path, flags) else { return false };
    connection.query_row("PRAGMA quick_check", [], |row| row.get::<_, String>(0)).is_ok_and(|result| result == "ok")
}

/// Without the store's SQLite: a file that starts with SQLite's header and is a whole number of
/// pages (a weaker check; cargo ignores a database it cannot use).
#[cfg(not(feature = "matrix"))]
fn is_sqlite(path: &Path) -> bool {
    let Ok(bytes) = std::fs::read(path) else { return false };
    bytes.len() >= 100 && bytes.starts_with(b"SQLite format 3\0") && bytes.len() % 512 == 0
}
