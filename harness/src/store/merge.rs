//! `edrift merge`: the stores that shards wrote (`edrift run --partition hash:K/N --store
//! shard-K.sqlite`) joined into one store, where the shards' runs become ONE run.
//!
//! - **Which runs.** The latest run of each shard store; it must have finished. Every shard must
//!   have run the same harness (`harness_version`) and, snippet by snippet, the same checkout.
//! - **The merged run.** A new run of the target store: it started when the first shard started
//!   and finished when the last one finished; its command is the merge's; its cells and migration
//!   cells are the union of the shards'; each lane is as the shards that selected it (`--lane`)
//!   saw it. `edrift report --store <target> --from-run latest` reports it as a single run of the
//!   same cells would have been reported.
//! - **Nothing is silently dropped or overwritten.** A cell that two shards recorded differently,
//!   a lane whose identity differs between the shards that ran it (a nightly that changed while
//!   the matrix ran), two checkouts or two harnesses: each is an error naming both stores. A
//!   partition no shard ran (`hash:3/4` of a lane whose other shards are there) is an error
//!   unless `--partial`.
//! - **Nothing is lost.** The shard stores are opened read-only. A new target is written to a
//!   temporary file beside it and renamed into place once complete; an existing target (the
//!   history a CI keeps between runs) only gains the run, in one transaction, so a failed merge
//!   leaves it as it was and another process's writes meanwhile are kept.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OpenFlags, OptionalExtension};

use super::{RunId, Store, SCHEMA_VERSION};
use crate::error::Error;
use crate::model::Partition;

/// Whether a merge may leave out partitions that no shard ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Partial {
    /// Refuse: a missing shard is an error (the default).
    Refuse,
    /// Merge what there is, and list what is missing (`--partial`).
    Allow,
}

/// How to merge.
#[derive(Debug, Clone)]
pub struct MergeOptions {
    /// The command line, recorded as the merged run's command.
    pub command: String,
    /// Whether missing partitions are an error.
    pub partial: Partial,
}

/// The run a shard store contributed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardRun {
    /// The shard's store.
    pub store: PathBuf,
    /// Its latest run, the one merged.
    pub run: RunId,
    /// The shard it ran (`None`: every cell of its selection).
    pub partition: Option<Partition>,
    /// The cells it recorded.
    pub cells: usize,
    /// The migration cells it recorded.
    pub migrations: usize,
}

/// What [`merge`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MergeReport {
    /// The target store.
    pub into: PathBuf,
    /// Whether the merge created it.
    pub created: bool,
    /// The merged run in it.
    pub run: RunId,
    /// The shards' runs, in the order given.
    pub shards: Vec<ShardRun>,
    /// Cells of the merged run.
    pub cells: usize,
    /// Migration cells of the merged run.
    pub migrations: usize,
    /// Lanes that some shard selected, with what they were (`1.95 = 1.95.0 (59807616e)`).
    pub lanes: Vec<String>,
    /// Partitions no shard ran (only with [`Partial::Allow`]; otherwise they are an error).
    pub missing: Vec<String>,
}

/// One row of `cells` (the cache), copied as it is.
#[derive(Debug, Clone)]
struct CacheRow {
    key: String,
    identity_hash: String,
    snippet: String,
    snippet_hash: String,
    edition: String,
    flags_hash: String,
    harness_version: String,
    outcome: String,
    primary_code: Option<String>,
    result: String,
    created_at: i64,
}

/// One cell of a shard's run, with its cache row.
#[derive(Debug, Clone)]
struct CellRow {
    verdict: String,
    verdict_json: String,
    cached: bool,
    cell: CacheRow,
}

/// One row of `runs`.
struct RunRow {
    run: RunId,
    started_at: i64,
    finished_at: Option<i64>,
    harness_version: String,
    command: String,
    partition: Option<String>,
}

/// One row of `run_lanes`.
#[derive(Debug, Clone)]
struct LaneRow {
    lane: String,
    status: String,
    identity: Option<String>,
    identity_hash: Option<String>,
    selected: bool,
    capabilities: Option<String>,
    notice: Option<String>,
}

/// One row of `run_migrations`.
#[derive(Debug, Clone)]
struct MigrationRow {
    snippet: String,
    lane: String,
    outcome: String,
    verdict: String,
    record: String,
}

/// One row of `migrations` (the migrations' cache).
#[derive(Debug, Clone)]
struct MigrationCacheRow {
    key: String,
    identity_hash: String,
    snippet: String,
    snippet_hash: String,
    harness_version: String,
    outcome: String,
    result: String,
    created_at: i64,
}

/// The latest run of a shard store, read whole.
struct Shard {
    path: PathBuf,
    run: RunId,
    started_at: i64,
    finished_at: i64,
    harness_version: String,
    partition: Option<Partition>,
    lanes: Vec<LaneRow>,
    cells: BTreeMap<(String, String, String), CellRow>,
    migrations: BTreeMap<(String, String), MigrationRow>,
    migration_cache: Vec<MigrationCacheRow>,
}

impl Shard {
    fn name(&self) -> String {
        self.path.display().to_string()
    }
}

fn store_error(path: &Path, message: impl Into<String>) -> Error {
    Error::Store { path: path.to_path_buf(), message: message.into() }
}

/// Opens an existing store that no statement may write (`query_only`), and checks that it is a
/// results store of this schema. Not `SQLITE_OPEN_READ_ONLY`: a read-only connection to a store
/// in WAL mode leaves `-wal` and `-shm` files beside it, where the last connection to close
/// removes them.
fn open_read_only(path: &Path, what: &str) -> Result<Connection, Error> {
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

fn open_query_only(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    connection.pragma_update(None, "query_only", true)?;
    Ok(connection)
}

fn read_shard(path: &Path) -> Result<Shard, Error> {
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

/// A stored JSON document without its durations (two compiles of one cell take different
/// times, and that is no conflict): the top-level `duration`, and `result.duration`.
fn without_durations(json: &str) -> Option<serde_json::Value> {
    let mut value: serde_json::Value = serde_json::from_str(json).ok()?;
    if let Some(object) = value.as_object_mut() {
        object.remove("duration");
        if let Some(result) = object.get_mut("result").and_then(|r| r.as_object_mut()) {
            result.remove("duration");
        }
    }
    Some(value)
}

fn same_document(a: &str, b: &str) -> bool {
    a == b || matches!((without_durations(a), without_durations(b)), (Some(a), Some(b)) if a == b)
}

/// How a lane shows in messages: its identity's first line, else its status.
fn lane_words(row: &LaneRow) -> String {
    let identity = row.identity.as_deref().and_then(|i| serde_json::from_str::<crate::lanes::Identity>(i).ok());
    match identity {
        Some(identity) if row.status == "ready" => identity.version_line,
        Some(identity) => format!("{} ({})", row.status, identity.version_line),
        None => row.status.clone(),
    }
}

/// Each lane as the shards that selected it saw it; a lane no shard selected, as the first
/// shard saw it. Shards that selected a lane must agree on it.
fn merge_lanes(shards: &[Shard]) -> Result<Vec<LaneRow>, Error> {
    let mut order: Vec<String> = Vec::new();
    for shard in shards {
        for row in &shard.lanes {
            if !order.contains(&row.lane) {
                order.push(row.lane.clone());
            }
        }
    }
    let mut merged = Vec::new();
    for lane in order {
        let seen: Vec<(&Shard, &LaneRow)> = shards.iter().filter_map(|s| s.lanes.iter().find(|r| r.lane == lane).map(|r| (s, r))).collect();
        let selected: Vec<&(&Shard, &LaneRow)> = seen.iter().filter(|(_, r)| r.selected).collect();
        match selected.split_first() {
            Some((&&(first_shard, first), rest)) => {
                for &&(shard, row) in rest {
                    if (&row.status, &row.identity_hash) != (&first.status, &first.identity_hash) {
                        return Err(Error::Usage(format!(
                            "lane `{lane}` differs between the shards that ran it: {} saw {} and {} saw {}; every shard of a lane \
                             must run one toolchain (a nightly that changed while the matrix ran: run its shards again)",
                            first_shard.name(),
                            lane_words(first),
                            shard.name(),
                            lane_words(row)
                        )));
                    }
                }
                merged.push(first.clone());
            }
            None => {
                if let Some(&(_, row)) = seen.first() {
                    merged.push(row.clone());
                }
            }
        }
    }
    Ok(merged)
}

/// The partitions that no shard ran, per lane that some shard selected: `lane 1.96: hash:3/4`.
/// Shards that split one lane into different numbers of partitions are an error.
fn missing_partitions(shards: &[Shard], lanes: &[LaneRow]) -> Result<Vec<String>, Error> {
    let mut missing = Vec::new();
    for lane in lanes.iter().filter(|l| l.selected) {
        let ran: Vec<&Shard> = shards.iter().filter(|s| s.lanes.iter().any(|r| r.lane == lane.lane && r.selected)).collect();
        let mut partitions: Vec<(&Shard, Partition)> = Vec::new();
        let mut whole = false;
        for shard in &ran {
            match shard.partition {
                Some(p) => partitions.push((shard, p)),
                None => whole = true,
            }
        }
        if whole {
            continue;
        }
        let Some(&(first_shard, first)) = partitions.first() else { continue };
        if let Some((shard, other)) = partitions.iter().find(|(_, p)| p.count() != first.count()) {
            return Err(Error::Usage(format!(
                "lane `{}` is split into {} partitions by {} ({first}) and into {} by {} ({other}): run every shard of a lane with one N",
                lane.lane,
                first.count(),
                first_shard.name(),
                other.count(),
                shard.name()
            )));
        }
        for k in 1..=first.count() {
            if !partitions.iter().any(|(_, p)| p.index() == k) {
                missing.push(format!("lane `{}`: hash:{k}/{}", lane.lane, first.count()));
            }
        }
    }
    Ok(missing)
}

/// Merges the latest run of each store of `sources` into `into` as one new run.
pub fn merge(sources: &[PathBuf], into: &Path, options: &MergeOptions) -> Result<MergeReport, Error> {
    if sources.is_empty() {
        return Err(Error::Usage(
            "edrift merge needs the shard stores: edrift merge shard-1.sqlite shard-2.sqlite ... --into merged.sqlite".into(),
        ));
    }
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let target = canonical(into);
    let mut seen: HashMap<PathBuf, &Path> = HashMap::new();
    for source in sources {
        let c = canonical(source);
        if c == target {
            return Err(Error::Usage(format!(
                "--into {} is also one of the shard stores: merge into another file (an existing merged store keeps its history)",
                into.display()
            )));
        }
        if let Some(first) = seen.insert(c, source) {
            return Err(Error::Usage(format!(
                "the shard store {} is named twice ({} and {})",
                source.display(),
                first.display(),
                source.display()
            )));
        }
    }
    let shards = sources.iter().map(|s| read_shard(s)).collect::<Result<Vec<_>, _>>()?;
    let first = &shards[0];
    if let Some(other) = shards.iter().find(|s| s.harness_version != first.harness_version) {
        return Err(Error::Usage(format!(
            "the shards ran different harnesses: {} ran {} and {} ran {}; run every shard with one checkout of edition-drift",
            first.name(),
            first.harness_version,
            other.name(),
            other.harness_version
        )));
    }
    let lanes = merge_lanes(&shards)?;
    let missing = missing_partitions(&shards, &lanes)?;
    if !missing.is_empty() && options.partial == Partial::Refuse {
        return Err(Error::Usage(format!(
            "no shard store ran {} partition(s):\n  {}\nmerge their stores too (a CI job that failed before uploading its store: run it again), \
             or pass --partial to merge what there is (the report then lacks those cells)",
            missing.len(),
            missing.join("\n  ")
        )));
    }
    // Cells: one per (snippet, edition, lane); a cell two shards recorded must be the same.
    let mut cells: BTreeMap<&(String, String, String), (&Shard, &CellRow)> = BTreeMap::new();
    let mut contents: HashMap<&str, (&Shard, &str)> = HashMap::new();
    for shard in &shards {
        for (id, row) in &shard.cells {
            if let Some((other, hash)) = contents.insert(&row.cell.snippet, (shard, &row.cell.snippet_hash)) {
                if hash != row.cell.snippet_hash {
                    return Err(Error::Usage(format!(
                        "the shards ran different checkouts: snippet {} has content {} in {} and {} in {}; run every shard on one commit",
                        row.cell.snippet,
                        &hash[..hash.len().min(12)],
                        other.name(),
                        &row.cell.snippet_hash[..row.cell.snippet_hash.len().min(12)],
                        shard.name()
                    )));
                }
            }
            match cells.get(id) {
                None => {
                    cells.insert(id, (shard, row));
                }
                Some((other, kept)) => {
                    let what = if kept.cell.key != row.cell.key {
                        Some("its cache key (lane identity, snippet content, flags or harness)")
                    } else if !same_document(&kept.cell.result, &row.cell.result) {
                        Some("its result")
                    } else if !same_document(&kept.verdict_json, &row.verdict_json) {
                        Some("its verdict")
                    } else {
                        None
                    };
                    if let Some(what) = what {
                        return Err(Error::Usage(format!(
                            "cell {}::{}::{} differs between {} and {} ({what} differs); a cell belongs to one shard: were two shards \
                             run with overlapping partitions on different toolchains or checkouts?",
                            id.0,
                            id.1,
                            id.2,
                            other.name(),
                            shard.name()
                        )));
                    }
                }
            }
        }
    }
    let mut migrations: BTreeMap<&(String, String), (&Shard, &MigrationRow)> = BTreeMap::new();
    for shard in &shards {
        for (id, row) in &shard.migrations {
            match migrations.get(id) {
                None => {
                    migrations.insert(id, (shard, row));
                }
                Some((other, kept)) if !same_document(&kept.record, &row.record) => {
                    return Err(Error::Usage(format!(
                        "migration cell {}::migrate::{} differs between {} and {}; a cell belongs to one shard: were two shards run \
                         with overlapping partitions on different toolchains or checkouts?",
                        id.0,
                        id.1,
                        other.name(),
                        shard.name()
                    )));
                }
                Some(_) => {}
            }
        }
    }
    let started_at = shards.iter().map(|s| s.started_at).min().unwrap_or(0);
    let finished_at = shards.iter().map(|s| s.finished_at).max().unwrap_or(0);
    let harness_version = first.harness_version.clone();
    let write = |store: &Store| {
        store.write("record the merged run", |tx| {
            tx.execute(
                "INSERT INTO runs (started_at, finished_at, harness_version, command, partition) VALUES (?1, ?2, ?3, ?4, NULL)",
                params![started_at, finished_at, harness_version, options.command],
            )?;
            let run = tx.last_insert_rowid();
            for l in &lanes {
                tx.execute(
                    "INSERT INTO run_lanes (run_id, lane, status, identity, identity_hash, selected, capabilities, notice)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![run, l.lane, l.status, l.identity, l.identity_hash, l.selected, l.capabilities, l.notice],
                )?;
            }
            for (id, (_, row)) in &cells {
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
            for shard in &shards {
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
    };
    let created = !into.exists();
    let run = if created { write_new(into, write)? } else { write_existing(into, write)? };
    let shard_runs = shards
        .iter()
        .map(|s| ShardRun {
            store: s.path.clone(),
            run: s.run,
            partition: s.partition,
            cells: s.cells.len(),
            migrations: s.migrations.len(),
        })
        .collect();
    let lane_list = lanes.iter().filter(|l| l.selected).map(|l| format!("{} = {}", l.lane, lane_words(l))).collect();
    Ok(MergeReport {
        into: into.to_path_buf(),
        created,
        run,
        shards: shard_runs,
        cells: cells.len(),
        migrations: migrations.len(),
        lanes: lane_list,
        missing,
    })
}

/// A new target: written whole to a temporary file beside it, then linked into place (which
/// fails, rather than replace it, if a file of that name appeared meanwhile).
fn write_new(into: &Path, write: impl FnOnce(&Store) -> Result<RunId, Error>) -> Result<RunId, Error> {
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
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            Err(Error::Usage(format!("{} appeared while the merge ran: nothing was written to it; merge again", into.display())))
        }
        Err(e) => Err(Error::io("write the merged store to", into, e)),
    }
}

/// An existing target (a store with history): the run is added in one transaction.
fn write_existing(into: &Path, write: impl FnOnce(&Store) -> Result<RunId, Error>) -> Result<RunId, Error> {
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
