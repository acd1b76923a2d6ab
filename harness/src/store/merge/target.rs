//! Writing the merged run into the target store: a new store is made beside its name and linked
//! into place; an existing one gains the run in one transaction.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rusqlite::params;

use super::shard::{CellRow, LaneRow, MigrationRow, Shard, open_query_only, store_error};
use crate::error::{Error, Merge};
use crate::store::{RunId, Store};

/// What the merged run records.
pub(super) struct MergedRun<'a> {
    pub(super) command: &'a str,
    pub(super) shards: &'a [Shard],
    pub(super) lanes: &'a [LaneRow],
    pub(super) cells: &'a BTreeMap<&'a (String, String, String), (&'a Shard, &'a CellRow)>,
    pub(super) migrations: &'a BTreeMap<&'a (String, String), (&'a Shard, &'a MigrationRow)>,
}

/// Records `merged` as a new run of `store`, in one transaction.
pub(super) fn insert_run(store: &Store, merged: &MergedRun<'_>) -> Result<RunId, Error> {
    let MergedRun { command, shards, lanes, cells, migrations } = merged;
    let started_at = shards.iter().map(|s| s.started_at).min().unwrap_or(0);
    let finished_at = shards.iter().map(|s| s.finished_at).max().unwrap_or(0);
    let harness_version = shards.first().map(|s| s.harness_version.clone()).unwrap_or_default();
    store.write("record the merged run", |tx| {
        tx.execute(
            "INSERT INTO runs (started_at, finished_at, harness_version, command, partition) VALUES (?1, ?2, ?3, ?4, NULL)",
            params![started_at, finished_at, harness_version, command],
        )?;
        let run = tx.last_insert_rowid();
        for l in lanes.iter() {
            tx.execute(
                "INSERT INTO run_lanes (run_id, lane, status, identity, identity_hash, selected, capabilities, notice)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![run, l.lane, l.status, l.identity, l.identity_hash, l.selected, l.capabilities, l.notice],
            )?;
        }
        for (id, (_, row)) in cells.iter() {
            let c = &row.cell;
            // The run's result is the shard's: it replaces a cached result of the same key.
            tx.execute(
                "INSERT OR REPLACE INTO cells (key, identity_hash, snippet, snippet_hash, edition, flags_hash, harness_version,
                 outcome, primary_code, result, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                params![
                    c.key,
                    c.identity_hash,
                    c.snippet,
                    c.snippet_hash,
                    c.edition,
                    c.flags_hash,
                    c.harness_version,
                    c.outcome,
                    c.primary_code,
                    c.result,
                    c.created_at
                ],
            )?;
            tx.execute(
                "INSERT INTO run_cells (run_id, snippet, edition, lane, cell_key, verdict, verdict_json, cached)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![run, id.0, id.1, id.2, c.key, row.verdict, row.verdict_json, row.cached],
            )?;
        }
        for (_, row) in migrations.values() {
            tx.execute(
                "INSERT INTO run_migrations (run_id, snippet, lane, outcome, verdict, record) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![run, row.snippet, row.lane, row.outcome, row.verdict, row.record],
            )?;
        }
        // The migrations' cache of the shards' harness: a later run on the merged store finds them.
        for shard in shards.iter() {
            for m in &shard.migration_cache {
                tx.execute(
                    "INSERT OR IGNORE INTO migrations (key, identity_hash, snippet, snippet_hash, harness_version, outcome, result, created_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![m.key, m.identity_hash, m.snippet, m.snippet_hash, m.harness_version, m.outcome, m.result, m.created_at],
                )?;
            }
        }
        Ok(run)
    })
}

/// A new target: written whole to a temporary file beside it, then linked into place (which
/// fails, rather than replace it, if a file of that name appeared meanwhile).
pub(super) fn write_new(into: &Path, write: impl FnOnce(&Store) -> Result<RunId, Error>) -> Result<RunId, Error> {
    let dir = match into.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir).map_err(|e| Error::io("create", &dir, e))?;
    let name = into.file_name().map_or("merged".into(), |n| n.to_string_lossy().into_owned());
    let temp = Temporary(dir.join(format!(".{name}.edrift-tmp-merge-{}", std::process::id())));
    temp.remove();
    let run = {
        let store = Store::open(&temp.0)?;
        let run = write(&store)?;
        // One file, no write-ahead log beside it, before it takes the target's name.
        let connection = store.lock()?;
        connection.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(())).map_err(|e| store.error("close the merged store", e))?;
        run
    };
    match std::fs::hard_link(&temp.0, into) {
        Ok(()) => Ok(run),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(Merge::IntoAppeared(into.to_path_buf()).into()),
        Err(e) => Err(Error::io("write the merged store to", into, e)),
    }
}

/// An existing target (a store with history): the run is added in one transaction.
pub(super) fn write_existing(into: &Path, write: impl FnOnce(&Store) -> Result<RunId, Error>) -> Result<RunId, Error> {
    if !into.is_file() {
        return Err(store_error(into, "--into names something that is not a file: name a results store (or a new file)"));
    }
    // A SQLite database of something else must not become a results store.
    {
        let connection = open_query_only(into).map_err(|e| store_error(into, format!("cannot open --into: {e}")))?;
        let counts = connection
            .query_row("SELECT (SELECT COUNT(*) FROM sqlite_master WHERE name = 'runs'), (SELECT COUNT(*) FROM sqlite_master)", [], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?))
            })
            .map_err(|e| store_error(into, format!("--into is not a results store ({e}): name a results store or a new file")))?;
        if counts.0 == 0 && counts.1 > 0 {
            return Err(store_error(into, "--into is a SQLite database but not a results store: name a results store or a new file"));
        }
    }
    let store = Store::open(into)?;
    write(&store)
}

/// A file removed (with its SQLite companions) when dropped.
struct Temporary(PathBuf);

impl Temporary {
    fn remove(&self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = self.0.as_os_str().to_owned();
            name.push(suffix);
            let _ = std::fs::remove_file(PathBuf::from(name));
        }
    }
}

impl Drop for Temporary {
    fn drop(&mut self) {
        self.remove();
    }
}
