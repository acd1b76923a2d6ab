//! Stage `store`: cells in, an embedded SQLite database out: the cache (a cell whose key has
//! not changed is not compiled again) and the history of runs (so last month's nightly can be
//! compared with today's after rustup has replaced it). It never runs rustc itself: on a cache
//! miss, the driver's `Cached` source runs the cell and inserts its result here.
//!
//! A cell's key is the hash of everything its result depends on: the lane's identity (the full
//! `rustc -vV`), the snippet's id and content hash, the edition, the flags (see
//! [`CellKey::new`]) and the harness version ([`harness_version`]: the crate version, [`FORMAT`]
//! and the fingerprint of every source file of the harness, taken at build time).
//!
//! Two processes may use one database at once: it runs in WAL mode with a busy timeout, every
//! write is one transaction, and migrations take the write lock before reading the schema
//! version. Results are stored as JSON (serde) with the columns queries need beside them.

mod history;
mod merge;

use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

use crate::error::Error;
use crate::lanes::ProbeMemo;
use crate::model::{Capabilities, Identity};
use crate::verdict::CellResult;

pub use history::{LaneRef, LaneResults, PruneReport, RecordedCell, RunId, RunInfo, RunLane, RunScope, StoredCell};
pub use history::{RecordedLane, RecordedRun};
pub use merge::{MergeOptions, MergeReport, Partial, ShardRun, merge};

// The key of a cell, its parts and the harness version: defined beside the runner, which
// builds without the store.
pub use crate::runner::key::{CellKey, FINGERPRINT, FORMAT, flags, harness_version, identity_hash};

/// The schema, one migration per version: migration `i` takes `user_version` from `i` to
/// `i + 1`. Append only; never edit a migration that has shipped.
const MIGRATIONS: &[&str] = &[
    // v1: the cache and the history.
    r#"
    CREATE TABLE cells (
        key             TEXT PRIMARY KEY,
        identity_hash   TEXT NOT NULL,
        snippet         TEXT NOT NULL,
        snippet_hash    TEXT NOT NULL,
        edition         TEXT NOT NULL,
        flags_hash      TEXT NOT NULL,
        harness_version TEXT NOT NULL,
        outcome         TEXT NOT NULL,
        primary_code    TEXT,
        result          TEXT NOT NULL,
        created_at      INTEGER NOT NULL
    );
    CREATE INDEX cells_snippet ON cells (snippet, edition);
    CREATE TABLE runs (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        started_at      INTEGER NOT NULL,
        finished_at     INTEGER,
        harness_version TEXT NOT NULL,
        command         TEXT NOT NULL
    );
    CREATE TABLE run_lanes (
        run_id        INTEGER NOT NULL REFERENCES runs (id),
        lane          TEXT NOT NULL,
        status        TEXT NOT NULL,
        identity      TEXT,
        identity_hash TEXT,
        PRIMARY KEY (run_id, lane)
    );
    CREATE TABLE run_cells (
        run_id   INTEGER NOT NULL REFERENCES runs (id),
        snippet  TEXT NOT NULL,
        edition  TEXT NOT NULL,
        lane     TEXT NOT NULL,
        cell_key TEXT NOT NULL REFERENCES cells (key),
        verdict  TEXT NOT NULL,
        verdict_json TEXT NOT NULL,
        PRIMARY KEY (run_id, snippet, edition, lane)
    );
    CREATE INDEX run_cells_lane ON run_cells (lane, snippet, edition, run_id);
    "#,
    // v2: lane probes, so that a warm run spawns no rustc; whether a run's cell came from the
    // cache.
    r#"
    CREATE TABLE probes (
        key          TEXT PRIMARY KEY,
        identity     TEXT NOT NULL,
        capabilities TEXT NOT NULL,
        probed_at    INTEGER NOT NULL
    );
    ALTER TABLE run_cells ADD COLUMN cached INTEGER NOT NULL DEFAULT 0;
    "#,
    // v3: run_cells by cell key, for `prune`: without it, deleting a cached cell checks its
    // foreign key by scanning every run's cells.
    r#"
    CREATE INDEX run_cells_key ON run_cells (cell_key);
    "#,
    // v4: whether a pass is stale is the cell's claim status, no longer a field of the verdict:
    // `{"Pass":{"stale":...}}` becomes `"Pass"` (the `verdict` column keeps `pass` / `stale`).
    r#"
    UPDATE run_cells SET verdict_json = '"Pass"' WHERE verdict_json LIKE '{"Pass":%';
    "#,
    // v5: migration cells (the `migrate` stage): their cache, and what each run recorded.
    r#"
    CREATE TABLE migrations (
        key             TEXT PRIMARY KEY,
        identity_hash   TEXT NOT NULL,
        snippet         TEXT NOT NULL,
        snippet_hash    TEXT NOT NULL,
        harness_version TEXT NOT NULL,
        outcome         TEXT NOT NULL,
        result          TEXT NOT NULL,
        created_at      INTEGER NOT NULL
    );
    CREATE TABLE run_migrations (
        run_id  INTEGER NOT NULL,
        snippet TEXT NOT NULL,
        lane    TEXT NOT NULL,
        outcome TEXT NOT NULL,
        verdict TEXT NOT NULL,
        record  TEXT NOT NULL,
        PRIMARY KEY (run_id, snippet, lane)
    );
    CREATE INDEX run_migrations_lane ON run_migrations (lane, snippet, run_id);
    "#,
    // v6: shards (`--partition`, `edrift merge`): the shard a run covered, whether it selected
    // each lane, and what each lane could do and why it could not run, so that a run is
    // reported (`edrift report --from-run`) on a machine without its lanes.
    r#"
    ALTER TABLE runs ADD COLUMN partition TEXT;
    ALTER TABLE run_lanes ADD COLUMN selected INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE run_lanes ADD COLUMN capabilities TEXT;
    ALTER TABLE run_lanes ADD COLUMN notice TEXT;
    "#,
];

/// The schema version this harness writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// The results database.
pub struct Store {
    path: PathBuf,
    connection: Mutex<Connection>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("path", &self.path).finish_non_exhaustive()
    }
}

/// The default database of a project: `target/edrift/results.sqlite`.
pub fn default_path(root: &Path) -> PathBuf {
    root.join("target").join("edrift").join("results.sqlite")
}

/// Where the database is: `explicit` (`--store PATH`, else `$EDRIFT_STORE`, as the entry point's
/// `Config` has them), else [`default_path`].
pub fn locate(root: &Path, explicit: Option<&Path>) -> PathBuf {
    explicit.map_or_else(|| default_path(root), Path::to_path_buf)
}

/// An empty file that no SQLite writer is creating (no journal beside it, untouched for two
/// seconds): opening it would silently make a new store out of a file that was something else.
fn is_abandoned_empty_file(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else { return false };
    let journal = |suffix: &str| {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name).exists()
    };
    let old = meta.modified().ok().and_then(|m| m.elapsed().ok()).is_some_and(|age| age > Duration::from_secs(2));
    meta.is_file() && meta.len() == 0 && old && !journal("-wal") && !journal("-journal")
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl Store {
    /// Opens (creating and migrating) the database at `path`.
    pub fn open(path: &Path) -> Result<Store, Error> {
        let fail = |message: String| Error::Store { path: path.to_path_buf(), message };
        if is_abandoned_empty_file(path) {
            return Err(fail(
                "the file is empty (0 bytes), so it is not a results store: remove it (a new store is then created there), or name another with --store"
                    .to_string(),
            ));
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
        }
        let mut connection = Connection::open(path).map_err(|e| fail(format!("cannot open: {e}")))?;
        configure(&connection).map_err(|e| fail(format!("cannot configure: {e}")))?;
        migrate(&mut connection).map_err(fail)?;
        Ok(Store { path: path.to_path_buf(), connection: Mutex::new(connection) })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn error(&self, action: &str, e: impl std::fmt::Display) -> Error {
        Error::Store { path: self.path.clone(), message: format!("{action}: {e}") }
    }

    fn lock(&self) -> Result<MutexGuard<'_, Connection>, Error> {
        self.connection.lock().map_err(|_| self.error("lock", "a thread panicked while using the store"))
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32, Error> {
        let connection = self.lock()?;
        connection.pragma_query_value(None, "user_version", |row| row.get(0)).map_err(|e| self.error("read the schema version", e))
    }

    /// A cached result, unless it timed out (a timeout says as much about the machine as about
    /// the compiler, so it is run again).
    pub fn lookup(&self, key: &CellKey) -> Result<Option<CellResult>, Error> {
        let connection = self.lock()?;
        let json: Option<String> = connection
            .query_row("SELECT result FROM cells WHERE key = ?1 AND outcome != 'timeout'", [&key.key], |row| row.get(0))
            .optional()
            .map_err(|e| self.error("look up a cell", e))?;
        drop(connection);
        // A row that no longer parses is a stale format: treat it as a miss.
        Ok(json.and_then(|json| serde_json::from_str(&json).ok()))
    }

    /// Inserts or replaces a cell's result.
    pub fn insert(&self, key: &CellKey, result: &CellResult) -> Result<(), Error> {
        let json = serde_json::to_string(result).map_err(|e| self.error("serialize a cell", e))?;
        let connection = self.lock()?;
        upsert_cell(&connection, key, result, &json, Conflict::Replace).map_err(|e| self.error("insert a cell", e))
    }

    /// A cached migration, unless it timed out somewhere (run again, as for cells).
    pub fn lookup_migration(&self, key: &CellKey) -> Result<Option<crate::model::MigrationResult>, Error> {
        let connection = self.lock()?;
        let json: Option<String> = connection
            .query_row("SELECT result FROM migrations WHERE key = ?1 AND result NOT LIKE '%timed out%'", [&key.key], |row| row.get(0))
            .optional()
            .map_err(|e| self.error("look up a migration", e))?;
        drop(connection);
        Ok(json.and_then(|json| serde_json::from_str(&json).ok()))
    }

    /// Inserts or replaces a migration's result.
    pub fn insert_migration(&self, key: &CellKey, result: &crate::model::MigrationResult) -> Result<(), Error> {
        let json = serde_json::to_string(result).map_err(|e| self.error("serialize a migration", e))?;
        self.write("insert a migration", |tx| {
            tx.execute(
                "INSERT OR REPLACE INTO migrations (key, identity_hash, snippet, snippet_hash, harness_version, outcome, result, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![key.key, key.identity_hash, key.snippet, key.snippet_hash, key.harness_version, result.outcome.name(), json, now_ms()],
            )?;
            Ok(())
        })
    }

    /// Records the migration cells of a run.
    pub fn record_migrations(&self, run: RunId, records: &[crate::verdict::MigrationRecord]) -> Result<(), Error> {
        let mut rows = Vec::with_capacity(records.len());
        for record in records {
            let json = serde_json::to_string(record).map_err(|e| self.error("serialize a migration", e))?;
            let verdict = match record.verdict {
                crate::verdict::Verdict::Pass => "pass",
                crate::verdict::Verdict::Fail(_) => "fail",
                crate::verdict::Verdict::NotApplicable(_) => "n/a",
            };
            rows.push((record, verdict, json));
        }
        self.write("record a run's migrations", |tx| {
            for (record, verdict, json) in &rows {
                tx.execute(
                    "INSERT OR REPLACE INTO run_migrations (run_id, snippet, lane, outcome, verdict, record) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    params![run, record.result.snippet, record.result.lane, record.result.outcome.name(), verdict, json],
                )?;
            }
            Ok(())
        })
    }

    /// The newest recorded migration of every (snippet, lane), in snippet, lane order.
    pub fn latest_migrations(&self) -> Result<Vec<crate::verdict::MigrationRecord>, Error> {
        let connection = self.lock()?;
        let mut statement = connection
            .prepare(
                "SELECT record FROM run_migrations m WHERE run_id = (SELECT MAX(run_id) FROM run_migrations n
                 WHERE n.snippet = m.snippet AND n.lane = m.lane) ORDER BY snippet, lane",
            )
            .map_err(|e| self.error("read migrations", e))?;
        let rows = statement.query_map([], |row| row.get::<_, String>(0)).map_err(|e| self.error("read migrations", e))?;
        let mut records = Vec::new();
        for row in rows {
            let json = row.map_err(|e| self.error("read migrations", e))?;
            // A record that no longer parses is of an older format: skipped.
            if let Ok(record) = serde_json::from_str(&json) {
                records.push(record);
            }
        }
        Ok(records)
    }

    /// Runs `f` in one write transaction (taken at once, so concurrent writers wait on the busy
    /// timeout instead of failing to upgrade a read lock).
    fn write<T>(&self, action: &str, f: impl FnOnce(&rusqlite::Transaction<'_>) -> rusqlite::Result<T>) -> Result<T, Error> {
        let mut connection = self.lock()?;
        let tx = connection.transaction_with_behavior(TransactionBehavior::Immediate).map_err(|e| self.error(action, e))?;
        let value = f(&tx).map_err(|e| self.error(action, e))?;
        tx.commit().map_err(|e| self.error(action, e))?;
        Ok(value)
    }
}

fn configure(connection: &Connection) -> rusqlite::Result<()> {
    const PATIENCE: Duration = Duration::from_secs(60);
    connection.busy_timeout(PATIENCE)?;
    // Switching a new database to WAL needs an exclusive lock, and SQLite answers "locked" at
    // once, without its busy handler, while another process opens or migrates the same file:
    // wait for it here.
    let start = std::time::Instant::now();
    let mode: String = loop {
        match connection.query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0)) {
            Ok(mode) => break mode,
            Err(e) if is_busy(&e) && start.elapsed() < PATIENCE => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(e),
        }
    };
    debug_assert!(mode.eq_ignore_ascii_case("wal") || mode.eq_ignore_ascii_case("memory"), "journal mode {mode}");
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    connection.pragma_update(None, "foreign_keys", "ON")?;
    Ok(())
}

/// Applies the migrations the database lacks, each in the transaction that holds the write
/// lock, so two processes opening a new database do not both migrate it.
/// Whether SQLite said another connection holds the lock.
fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(error, rusqlite::Error::SqliteFailure(failure, _)
        if matches!(failure.code, rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked))
}

fn migrate(connection: &mut Connection) -> Result<(), String> {
    // Up to date, as nearly always: no write lock (a process per trial opens the database).
    let version: u32 = connection.pragma_query_value(None, "user_version", |row| row.get(0)).map_err(|e| e.to_string())?;
    if version == SCHEMA_VERSION {
        return Ok(());
    }
    loop {
        let tx = connection.transaction_with_behavior(TransactionBehavior::Immediate).map_err(|e| format!("cannot lock: {e}"))?;
        let version: u32 = tx.pragma_query_value(None, "user_version", |row| row.get(0)).map_err(|e| e.to_string())?;
        if version > SCHEMA_VERSION {
            return Err(format!(
                "its schema is v{version}, newer than this edrift's v{SCHEMA_VERSION}: update edrift, or use another database with --store"
            ));
        }
        let Some(migration) = MIGRATIONS.get(version as usize) else {
            return Ok(());
        };
        tx.execute_batch(migration).map_err(|e| format!("migration to v{} failed: {e}", version + 1))?;
        tx.pragma_update(None, "user_version", version + 1).map_err(|e| e.to_string())?;
        tx.commit().map_err(|e| format!("migration to v{} failed: {e}", version + 1))?;
    }
}

/// What to do when a cell's key is already stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Conflict {
    /// Replace the stored result (a fresh compile).
    Replace,
    /// Keep it (recording a run whose cells are already stored).
    Keep,
}

fn upsert_cell(connection: &Connection, key: &CellKey, result: &CellResult, json: &str, conflict: Conflict) -> rusqlite::Result<()> {
    let verb = match conflict {
        Conflict::Replace => "INSERT OR REPLACE",
        Conflict::Keep => "INSERT OR IGNORE",
    };
    let primary_code = result.primary_code();
    connection.execute(
        &format!(
            "{verb} INTO cells (key, identity_hash, snippet, snippet_hash, edition, flags_hash, harness_version, outcome, primary_code, result, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"
        ),
        params![
            key.key,
            key.identity_hash,
            key.snippet,
            key.snippet_hash,
            key.edition,
            key.flags_hash,
            key.harness_version,
            result.outcome.name(),
            primary_code,
            json,
            now_ms()
        ],
    )?;
    Ok(())
}

// Defined beside the configuration that chooses it, which builds without the store.
pub use crate::config::CacheMode;

impl ProbeMemo for Store {
    fn get(&self, key: &str) -> Option<(Identity, Capabilities)> {
        let connection = self.lock().ok()?;
        let (identity, capabilities): (String, String) = connection
            .query_row("SELECT identity, capabilities FROM probes WHERE key = ?1", [key], |row| Ok((row.get(0)?, row.get(1)?)))
            .optional()
            .ok()??;
        Some((serde_json::from_str(&identity).ok()?, serde_json::from_str(&capabilities).ok()?))
    }

    fn put(&self, key: &str, identity: &Identity, capabilities: &Capabilities) {
        let (Ok(identity), Ok(capabilities)) = (serde_json::to_string(identity), serde_json::to_string(capabilities)) else { return };
        // A memo that cannot be written only costs the next run a few probes.
        let _ = self.write("record a probe", |tx| {
            tx.execute(
                "INSERT OR REPLACE INTO probes (key, identity, capabilities, probed_at) VALUES (?1, ?2, ?3, ?4)",
                params![key, identity, capabilities, now_ms()],
            )
        });
    }
}

/// The suites' cache: compile cells kept in the store.
impl crate::runner::cache::Cache<CellResult> for Store {
    fn lookup(&self, key: &CellKey) -> Result<Option<CellResult>, Error> {
        Store::lookup(self, key)
    }

    fn keep(&self, key: &CellKey, result: &CellResult) -> Result<(), Error> {
        self.insert(key, result)
    }
}

/// The suites' cache: migrations kept in the store.
impl crate::runner::cache::Cache<crate::model::MigrationResult> for Store {
    fn lookup(&self, key: &CellKey) -> Result<Option<crate::model::MigrationResult>, Error> {
        self.lookup_migration(key)
    }

    fn keep(&self, key: &CellKey, result: &crate::model::MigrationResult) -> Result<(), Error> {
        self.insert_migration(key, result)
    }
}

#[cfg(test)]
mod tests;
