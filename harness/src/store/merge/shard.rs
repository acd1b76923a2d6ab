//! Reading a shard store: its latest run, whole (lanes, cells with their cache rows, migration
//! cells, the migrations' cache), as rows to copy. Opened so that no statement can write it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, OptionalExtension};

use crate::error::Error;
use crate::model::Partition;
use crate::store::{RunId, SCHEMA_VERSION};

/// One row of `cells` (the cache), copied as it is.
#[derive(Debug, Clone)]
pub(super) struct CacheRow {
    pub(super) key: String,
    pub(super) identity_hash: String,
    pub(super) snippet: String,
    pub(super) snippet_hash: String,
    pub(super) edition: String,
    pub(super) flags_hash: String,
    pub(super) harness_version: String,
    pub(super) outcome: String,
    pub(super) primary_code: Option<String>,
    pub(super) result: String,
    pub(super) created_at: i64,
}

/// One cell of a shard's run, with its cache row.
#[derive(Debug, Clone)]
pub(super) struct CellRow {
    pub(super) verdict: String,
    pub(super) verdict_json: String,
    pub(super) cached: bool,
    pub(super) cell: CacheRow,
}

/// One row of `runs`.
pub(super) struct RunRow {
    pub(super) run: RunId,
    pub(super) started_at: i64,
    pub(super) finished_at: Option<i64>,
    pub(super) harness_version: String,
    pub(super) command: String,
    pub(super) partition: Option<String>,
}

/// One row of `run_lanes`.
#[derive(Debug, Clone)]
pub(super) struct LaneRow {
    pub(super) lane: String,
    pub(super) status: String,
    pub(super) identity: Option<String>,
    pub(super) identity_hash: Option<String>,
    pub(super) selected: bool,
    pub(super) capabilities: Option<String>,
    pub(super) notice: Option<String>,
}

/// One row of `run_migrations`.
#[derive(Debug, Clone)]
pub(super) struct MigrationRow {
    pub(super) snippet: String,
    pub(super) lane: String,
    pub(super) outcome: String,
    pub(super) verdict: String,
    pub(super) record: String,
}

/// One row of `migrations` (the migrations' cache).
#[derive(Debug, Clone)]
pub(super) struct MigrationCacheRow {
    pub(super) key: String,
    pub(super) identity_hash: String,
    pub(super) snippet: String,
    pub(super) snippet_hash: String,
    pub(super) harness_version: String,
    pub(super) outcome: String,
    pub(super) result: String,
    pub(super) created_at: i64,
}

/// The latest run of a shard store, read whole.
pub(super) struct Shard {
    pub(super) path: PathBuf,
    pub(super) run: RunId,
    pub(super) started_at: i64,
    pub(super) finished_at: i64,
    pub(super) harness_version: String,
    pub(super) partition: Option<Partition>,
    pub(super) lanes: Vec<LaneRow>,
    pub(super) cells: BTreeMap<(String, String, String), CellRow>,
    pub(super) migrations: BTreeMap<(String, String), MigrationRow>,
    pub(super) migration_cache: Vec<MigrationCacheRow>,
}

pub(super) fn store_error(path: &Path, message: impl Into<String>) -> Error {
    Error::Store { path: path.to_path_buf(), message: message.into() }
}

/// Opens an existing store that no statement may write (`query_only`), and checks that it is a
/// results store of this schema. Not `SQLITE_OPEN_READ_ONLY`: a read-only connection to a store
/// in WAL mode leaves `-wal` and `-shm` files beside it, where the last connection to close
/// removes them.
pub(super) fn open_read_only(path: &Path, what: &str) -> Result<Connection, Error> {
    if !path.is_file() {
        return Err(store_error(
            path,
            format!("{what} does not exist (or is not a file): name a store that `edrift run --store FILE` wrote"),
        ));
    }
    let connection = open_query_only(path).map_err(|e| store_error(path, format!("cannot open {what}: {e}")))?;
    connection.busy_timeout(std::time::Duration::from_secs(60)).map_err(|e| store_error(path, e.to_string()))?;
    let version: u32 = connection
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(|e| store_error(path, format!("{what} is not a results store ({e})")))?;
    match version {
        0 => Err(store_error(path, format!("{what} is not a results store (it has no edrift schema)"))),
        v if v < SCHEMA_VERSION => Err(store_error(
            path,
            format!(
                "{what} has schema v{v}, older than this edrift's v{SCHEMA_VERSION}, and lacks what a merge needs: \
                 run its shard again with this edrift"
            ),
        )),
        v if v > SCHEMA_VERSION => {
            Err(store_error(path, format!("{what} has schema v{v}, newer than this edrift's v{SCHEMA_VERSION}: merge with a newer edrift")))
        }
        _ => Ok(connection),
    }
}

pub(super) fn open_query_only(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    connection.pragma_update(None, "query_only", true)?;
    Ok(connection)
}

pub(super) fn read_shard(path: &Path) -> Result<Shard, Error> {
    let connection = open_read_only(path, "the shard store")?;
    let read = |e: rusqlite::Error| store_error(path, format!("cannot read the shard's run: {e}"));
    let latest: Option<RunRow> = connection
        .query_row("SELECT id, started_at, finished_at, harness_version, command, partition FROM runs ORDER BY id DESC LIMIT 1", [], |r| {
            Ok(RunRow {
                run: r.get(0)?,
                started_at: r.get(1)?,
                finished_at: r.get(2)?,
                harness_version: r.get(3)?,
                command: r.get(4)?,
                partition: r.get(5)?,
            })
        })
        .optional()
        .map_err(read)?;
    let Some(RunRow { run, started_at, finished_at, harness_version, command, partition }) = latest else {
        return Err(store_error(path, "the shard store has no run: run its shard first (`edrift run --partition hash:K/N --store FILE`)"));
    };
    let Some(finished_at) = finished_at else {
        return Err(store_error(
            path,
            format!("the shard's latest run (run {run}, `{command}`) did not finish (interrupted?): run the shard again"),
        ));
    };
    let partition = match partition {
        None => None,
        Some(text) => Some(
            text.parse::<Partition>()
                .map_err(|e| store_error(path, format!("run {run} records a partition this edrift cannot read: {e}")))?,
        ),
    };
    let mut statement = connection
        .prepare(
            "SELECT lane, status, identity, identity_hash, selected, capabilities, notice FROM run_lanes WHERE run_id = ?1 ORDER BY rowid",
        )
        .map_err(read)?;
    let lanes = statement
        .query_map([run], |r| {
            Ok(LaneRow {
                lane: r.get(0)?,
                status: r.get(1)?,
                identity: r.get(2)?,
                identity_hash: r.get(3)?,
                selected: r.get(4)?,
                capabilities: r.get(5)?,
                notice: r.get(6)?,
            })
        })
        .map_err(read)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(read)?;
    let mut statement = connection
        .prepare(
            "SELECT rc.snippet, rc.edition, rc.lane, rc.verdict, rc.verdict_json, rc.cached,
                    c.key, c.identity_hash, c.snippet, c.snippet_hash, c.edition, c.flags_hash, c.harness_version, c.outcome,
                    c.primary_code, c.result, c.created_at
             FROM run_cells rc JOIN cells c ON c.key = rc.cell_key WHERE rc.run_id = ?1",
        )
        .map_err(read)?;
    let rows = statement
        .query_map([run], |r| {
            let id: (String, String, String) = (r.get(0)?, r.get(1)?, r.get(2)?);
            let row = CellRow {
                verdict: r.get(3)?,
                verdict_json: r.get(4)?,
                cached: r.get(5)?,
                cell: CacheRow {
                    key: r.get(6)?,
                    identity_hash: r.get(7)?,
                    snippet: r.get(8)?,
                    snippet_hash: r.get(9)?,
                    edition: r.get(10)?,
                    flags_hash: r.get(11)?,
                    harness_version: r.get(12)?,
                    outcome: r.get(13)?,
                    primary_code: r.get(14)?,
                    result: r.get(15)?,
                    created_at: r.get(16)?,
                },
            };
            Ok((id, row))
        })
        .map_err(read)?;
    let cells = rows.collect::<Result<BTreeMap<_, _>, _>>().map_err(read)?;
    let mut statement =
        connection.prepare("SELECT snippet, lane, outcome, verdict, record FROM run_migrations WHERE run_id = ?1").map_err(read)?;
    let migrations = statement
        .query_map([run], |r| {
            let row = MigrationRow { snippet: r.get(0)?, lane: r.get(1)?, outcome: r.get(2)?, verdict: r.get(3)?, record: r.get(4)? };
            Ok(((row.snippet.clone(), row.lane.clone()), row))
        })
        .map_err(read)?
        .collect::<Result<BTreeMap<_, _>, _>>()
        .map_err(read)?;
    // The migrations' cache of the run's harness: a later run on the merged store finds them.
    let mut statement = connection
        .prepare(
            "SELECT key, identity_hash, snippet, snippet_hash, harness_version, outcome, result, created_at FROM migrations
             WHERE harness_version = ?1",
        )
        .map_err(read)?;
    let migration_cache = statement
        .query_map([&harness_version], |r| {
            Ok(MigrationCacheRow {
                key: r.get(0)?,
                identity_hash: r.get(1)?,
                snippet: r.get(2)?,
                snippet_hash: r.get(3)?,
                harness_version: r.get(4)?,
                outcome: r.get(5)?,
                result: r.get(6)?,
                created_at: r.get(7)?,
            })
        })
        .map_err(read)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(read)?;
    Ok(Shard {
        path: path.to_path_buf(),
        run,
        started_at,
        finished_at,
        harness_version,
        partition,
        lanes,
        cells,
        migrations,
        migration_cache,
    })
}
