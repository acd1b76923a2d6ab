//! The history half of the store: runs, the lanes each run saw (with their identities, so a
//! nightly that rustup has since replaced can still be named), and the cells each run recorded.

use std::collections::HashSet;
use std::fmt;

use rusqlite::{OptionalExtension, params};

use super::{CellKey, Conflict, Store, now_ms, upsert_cell};
use crate::error::{Argument, Error, History};
use crate::lanes::{Lane, LaneStatus};
use crate::model::Partition;
use crate::model::{Capabilities, Identity};
use crate::verdict::{CellRecord, CellResult, MigrationRecord, Verdict};

/// A run's id in the store.
pub type RunId = i64;

/// What part of the matrix a run covered, recorded with it so that `edrift merge` can tell
/// whether its shards cover every cell.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunScope {
    /// The shard (`--partition hash:K/N`); `None`: every cell of the selection.
    pub partition: Option<Partition>,
    /// The lanes selected with `--lane`; empty: every lane.
    pub lanes: Vec<String>,
}

impl RunScope {
    /// Whether the run selected `lane`.
    pub fn selects(&self, lane: &str) -> bool {
        self.lanes.is_empty() || self.lanes.iter().any(|l| l == lane)
    }
}

/// A lane as a run saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLane {
    /// The lane's name.
    pub lane: String,
    /// `ready`, `missing`, `identity-mismatch` or `broken`.
    pub status: String,
    /// Its identity, when it had one.
    pub identity: Option<Identity>,
}

/// A run of the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunInfo {
    /// Its id.
    pub id: RunId,
    /// When it started (ms since the epoch).
    pub started_at: i64,
    /// When it finished (`None`: it was interrupted).
    pub finished_at: Option<i64>,
    /// The harness version that ran it.
    pub harness_version: String,
    /// The command line.
    pub command: String,
    /// Its lanes.
    pub lanes: Vec<RunLane>,
    /// How many cells it recorded.
    pub cells: usize,
}

/// A cell as a run recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredCell {
    /// The run.
    pub run_id: RunId,
    /// The result.
    pub result: CellResult,
    /// Its verdict in that run.
    pub verdict: Verdict,
    /// Whether the result came from the cache.
    pub cached: bool,
    /// The hash of the snippet's text the cell ran: two cells are comparable only when equal.
    pub snippet_hash: String,
}

/// One cell to record in a run.
#[derive(Debug, Clone, Copy)]
pub struct RecordedCell<'a> {
    /// Its cache key.
    pub key: &'a CellKey,
    /// Its record (result, claim status, verdict).
    pub record: &'a CellRecord,
    /// Whether the result came from the cache.
    pub cached: bool,
}

/// What [`Store::prune`] removed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PruneReport {
    /// Runs removed, with their cells' verdicts.
    pub runs_removed: usize,
    /// Cached cells removed.
    pub cells_removed: usize,
    /// The database's size before (with its write-ahead log).
    pub bytes_before: u64,
    /// And after.
    pub bytes_after: u64,
}

/// A lane named on the command line: `nightly` (its latest results), `nightly@12` (what run 12
/// recorded for it) or `nightly@previous` (what the newest run that saw another identity of it
/// recorded: the nightly before today's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaneRef {
    /// The latest results of the lane: per cell, the newest run with the lane's latest identity.
    Latest(String),
    /// The results a past run recorded.
    AtRun(String, RunId),
    /// The results of the newest run that recorded the lane with an identity other than its
    /// latest one.
    Previous(String),
}

impl LaneRef {
    /// Parses `lane`, `lane@run-id` or `lane@previous`.
    pub fn parse(text: &str) -> Result<LaneRef, Error> {
        match text.split_once('@') {
            None => Ok(LaneRef::Latest(text.to_string())),
            Some((lane, "previous")) => Ok(LaneRef::Previous(lane.to_string())),
            Some((lane, run)) => {
                run.parse().map(|run| LaneRef::AtRun(lane.to_string(), run)).map_err(|_| Argument::LaneRef(text.to_string()).into())
            }
        }
    }

    /// The lane's name.
    pub fn lane(&self) -> &str {
        match self {
            LaneRef::Latest(lane) | LaneRef::AtRun(lane, _) | LaneRef::Previous(lane) => lane,
        }
    }
}

impl fmt::Display for LaneRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaneRef::Latest(lane) => f.write_str(lane),
            LaneRef::AtRun(lane, run) => write!(f, "{lane}@{run}"),
            LaneRef::Previous(lane) => write!(f, "{lane}@previous"),
        }
    }
}

/// The results of one lane, read from the history.
#[derive(Debug, Clone)]
pub struct LaneResults {
    /// How it was named.
    pub lane: LaneRef,
    /// Its identity in those runs.
    pub identity: Option<Identity>,
    /// One cell per (snippet, edition), sorted.
    pub cells: Vec<StoredCell>,
}

fn status_name(status: &LaneStatus) -> &'static str {
    match status {
        LaneStatus::Ready(_) => "ready",
        LaneStatus::Missing { .. } => "missing",
        LaneStatus::IdentityMismatch { .. } => "identity-mismatch",
        LaneStatus::Broken { .. } => "broken",
    }
}

fn status_identity(status: &LaneStatus) -> Option<&Identity> {
    match status {
        LaneStatus::Ready(ready) => Some(&ready.identity),
        LaneStatus::IdentityMismatch { identity, .. } => Some(identity),
        LaneStatus::Missing { .. } | LaneStatus::Broken { .. } => None,
    }
}

/// What a lane could do (ready), or why it could not run: the hint of a missing lane, the
/// declared release of a mismatch, the message of a broken one.
fn status_detail(status: &LaneStatus) -> (Option<String>, Option<String>) {
    match status {
        LaneStatus::Ready(ready) => (serde_json::to_string(&ready.capabilities).ok(), None),
        LaneStatus::Missing { hint } => (None, Some(hint.clone())),
        LaneStatus::IdentityMismatch { declared, .. } => (None, Some(declared.clone())),
        LaneStatus::Broken { message } => (None, Some(message.clone())),
    }
}

impl Store {
    /// Starts a run of every cell: records its command and its lanes with their identities.
    pub fn begin_run(&self, command: &str, lanes: &[Lane]) -> Result<RunId, Error> {
        self.begin_run_scoped(command, lanes, &RunScope::default())
    }

    /// Starts a run of part of the matrix: records its command, its scope (shard and selected
    /// lanes) and its lanes with their identities, capabilities and notices.
    pub fn begin_run_scoped(&self, command: &str, lanes: &[Lane], scope: &RunScope) -> Result<RunId, Error> {
        let version = super::harness_version();
        let partition = scope.partition.map(|p| p.to_string());
        self.write("start a run", |tx| {
            tx.execute(
                "INSERT INTO runs (started_at, harness_version, command, partition) VALUES (?1, ?2, ?3, ?4)",
                params![now_ms(), version, command, partition],
            )?;
            let run = tx.last_insert_rowid();
            for lane in lanes {
                let identity = status_identity(&lane.status);
                let (capabilities, notice) = status_detail(&lane.status);
                tx.execute(
                    "INSERT INTO run_lanes (run_id, lane, status, identity, identity_hash, selected, capabilities, notice)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        run,
                        lane.name,
                        status_name(&lane.status),
                        identity.and_then(|i| serde_json::to_string(i).ok()),
                        identity.map(super::identity_hash),
                        scope.selects(&lane.name),
                        capabilities,
                        notice
                    ],
                )?;
            }
            Ok(run)
        })
    }

    /// The run recorded with exactly `command`, started now if there is none, with the lanes
    /// it has not recorded yet: the processes of one run that several processes share (nextest
    /// runs each trial in a process of its own) record their cells in one run of the history.
    /// The first process to see a lane records its identity. The run is finished as of the
    /// last process that joined it (no process knows which is the last).
    pub fn join_run(&self, command: &str, lanes: &[Lane]) -> Result<RunId, Error> {
        let version = super::harness_version();
        self.write("join a run", |tx| {
            let existing: Option<RunId> =
                tx.query_row("SELECT MAX(id) FROM runs WHERE command = ?1", [command], |row| row.get(0)).optional()?.flatten();
            let run = match existing {
                Some(run) => {
                    tx.execute("UPDATE runs SET finished_at = ?1 WHERE id = ?2", params![now_ms(), run])?;
                    run
                }
                None => {
                    tx.execute(
                        "INSERT INTO runs (started_at, finished_at, harness_version, command) VALUES (?1, ?1, ?2, ?3)",
                        params![now_ms(), version, command],
                    )?;
                    tx.last_insert_rowid()
                }
            };
            for lane in lanes {
                let identity = status_identity(&lane.status);
                tx.execute(
                    "INSERT OR IGNORE INTO run_lanes (run_id, lane, status, identity, identity_hash) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![
                        run,
                        lane.name,
                        status_name(&lane.status),
                        identity.and_then(|i| serde_json::to_string(i).ok()),
                        identity.map(super::identity_hash)
                    ],
                )?;
            }
            Ok(run)
        })
    }

    /// Records cells of a run (in one transaction).
    pub fn record(&self, run: RunId, cells: &[RecordedCell<'_>]) -> Result<(), Error> {
        let mut rows = Vec::with_capacity(cells.len());
        for cell in cells {
            let result = serde_json::to_string(&cell.record.result).map_err(|e| self.error("serialize a cell", e))?;
            let verdict = serde_json::to_string(&cell.record.verdict).map_err(|e| self.error("serialize a verdict", e))?;
            rows.push((cell, result, verdict));
        }
        self.write("record a run's cells", |tx| {
            for (cell, result, verdict) in &rows {
                upsert_cell(tx, cell.key, &cell.record.result, result, Conflict::Keep)?;
                tx.execute(
                    "INSERT OR REPLACE INTO run_cells (run_id, snippet, edition, lane, cell_key, verdict, verdict_json, cached)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        run,
                        cell.record.result.snippet,
                        cell.record.result.edition.revision(),
                        cell.record.result.lane,
                        cell.key.key,
                        cell.record.kind().name(),
                        verdict,
                        cell.cached
                    ],
                )?;
            }
            Ok(())
        })
    }

    /// Keeps the newest `keep_runs` runs, the cells they recorded and every cell of the current
    /// harness version (the live cache); removes every other run and cell, then compacts the
    /// file. Old harness versions' cells are what makes a store grow: each change to a stage's
    /// source starts a new copy of the cache.
    pub fn prune(&self, keep_runs: usize) -> Result<PruneReport, Error> {
        let size = |path: &std::path::Path| {
            ["", "-wal"].iter().map(|suffix| std::fs::metadata(format!("{}{suffix}", path.display())).map_or(0, |m| m.len())).sum::<u64>()
        };
        let bytes_before = size(&self.path);
        let version = super::harness_version();
        let keep = i64::try_from(keep_runs).unwrap_or(i64::MAX);
        let (runs_removed, cells_removed) = self.write("prune the store", |tx| {
            let old = "SELECT id FROM runs WHERE id NOT IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?1)";
            tx.execute(&format!("DELETE FROM run_cells WHERE run_id IN ({old})"), [keep])?;
            tx.execute(&format!("DELETE FROM run_migrations WHERE run_id IN ({old})"), [keep])?;
            tx.execute(&format!("DELETE FROM run_lanes WHERE run_id IN ({old})"), [keep])?;
            let runs = tx.execute(&format!("DELETE FROM runs WHERE id IN ({old})"), [keep])?;
            let cells =
                tx.execute("DELETE FROM cells WHERE harness_version != ?1 AND key NOT IN (SELECT cell_key FROM run_cells)", [&version])?;
            tx.execute("DELETE FROM migrations WHERE harness_version != ?1", [&version])?;
            Ok((runs, cells))
        })?;
        {
            let connection = self.lock()?;
            connection.execute_batch("VACUUM; PRAGMA wal_checkpoint(TRUNCATE);").map_err(|e| self.error("compact the store", e))?;
        }
        Ok(PruneReport { runs_removed, cells_removed, bytes_before, bytes_after: size(&self.path) })
    }

    /// Marks a run finished.
    pub fn finish_run(&self, run: RunId) -> Result<(), Error> {
        self.write("finish a run", |tx| tx.execute("UPDATE runs SET finished_at = ?1 WHERE id = ?2", params![now_ms(), run]).map(|_| ()))
    }

    /// The newest `limit` runs, newest first.
    pub fn runs(&self, limit: usize) -> Result<Vec<RunInfo>, Error> {
        let connection = self.lock()?;
        let read = |e| self.error("read the runs", e);
        let mut statement = connection
            .prepare(
                "SELECT id, started_at, finished_at, harness_version, command,
                        (SELECT COUNT(*) FROM run_cells WHERE run_id = runs.id)
                 FROM runs ORDER BY id DESC LIMIT ?1",
            )
            .map_err(read)?;
        let mut runs: Vec<RunInfo> = statement
            .query_map([limit as i64], |row| {
                Ok(RunInfo {
                    id: row.get(0)?,
                    started_at: row.get(1)?,
                    finished_at: row.get(2)?,
                    harness_version: row.get(3)?,
                    command: row.get(4)?,
                    lanes: Vec::new(),
                    cells: row.get::<_, i64>(5)? as usize,
                })
            })
            .map_err(read)?
            .collect::<Result<_, _>>()
            .map_err(read)?;
        let mut lanes =
            connection.prepare("SELECT lane, status, identity FROM run_lanes WHERE run_id = ?1 ORDER BY rowid").map_err(read)?;
        for run in &mut runs {
            run.lanes = lanes
                .query_map([run.id], |row| {
                    let identity: Option<String> = row.get(2)?;
                    Ok(RunLane { lane: row.get(0)?, status: row.get(1)?, identity: identity.and_then(|i| serde_json::from_str(&i).ok()) })
                })
                .map_err(read)?
                .collect::<Result<_, _>>()
                .map_err(read)?;
        }
        Ok(runs)
    }

    /// Whether the history holds a cell of `snippet` under `edition` on `lane`: the lane has run
    /// it (and so has an expectation of it, if only an empty one). One look-up in the
    /// `run_cells_lane` index, whose columns lead with these three.
    pub fn lane_ran(&self, snippet: &str, edition: crate::model::Edition, lane: &str) -> Result<bool, Error> {
        let connection = self.lock()?;
        let read = |e| self.error("read the history", e);
        let mut statement =
            connection.prepare_cached("SELECT 1 FROM run_cells WHERE lane = ?1 AND snippet = ?2 AND edition = ?3 LIMIT 1").map_err(read)?;
        statement.exists(params![lane, snippet, edition.revision()]).map_err(read)
    }

    /// Every cell a run recorded (results of an older format are skipped).
    pub fn run_cells(&self, run: RunId) -> Result<Vec<StoredCell>, Error> {
        let connection = self.lock()?;
        let read = |e| self.error("read a run's cells", e);
        let mut statement = connection
            .prepare(
                "SELECT rc.run_id, rc.lane, rc.verdict_json, rc.cached, c.result, c.snippet_hash FROM run_cells rc
                 JOIN cells c ON c.key = rc.cell_key WHERE rc.run_id = ?1 ORDER BY rc.snippet, rc.edition, rc.lane",
            )
            .map_err(read)?;
        let rows = statement
            .query_map([run], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?, row.get(4)?, row.get(5)?)))
            .map_err(read)?;
        let mut cells = Vec::new();
        for row in rows {
            let (run_id, lane, verdict, cached, result, hash): (RunId, String, String, bool, String, String) = row.map_err(read)?;
            if let Some(cell) = parse_cell(run_id, &lane, &verdict, cached, &result, hash) {
                cells.push(cell);
            }
        }
        Ok(cells)
    }

    /// The results of a lane: `lane@run` is what that run recorded; `lane` is, per (snippet,
    /// edition), the newest result among the runs that saw the lane's latest identity.
    pub fn lane_results(&self, lane: &LaneRef) -> Result<LaneResults, Error> {
        let connection = self.lock()?;
        let read = |e| self.error("read the history", e);
        let name = lane.lane();
        let newest = || -> Result<Option<RunId>, Error> {
            Ok(connection
                .query_row("SELECT MAX(run_id) FROM run_cells WHERE lane = ?1", [name], |row| row.get(0))
                .optional()
                .map_err(read)?
                .flatten())
        };
        let latest_run: Option<RunId> = match lane {
            LaneRef::AtRun(_, run) => Some(*run),
            LaneRef::Latest(_) => newest()?,
            LaneRef::Previous(_) => match newest()? {
                None => None,
                Some(newest) => {
                    let previous: Option<RunId> = connection
                        .query_row(
                            "SELECT MAX(rc.run_id) FROM run_cells rc JOIN run_lanes rl ON rl.run_id = rc.run_id AND rl.lane = rc.lane
                             WHERE rc.lane = ?1 AND rl.identity_hash IS NOT
                                 (SELECT identity_hash FROM run_lanes WHERE run_id = ?2 AND lane = ?1)",
                            params![name, newest],
                            |row| row.get(0),
                        )
                        .map_err(read)?;
                    Some(previous.ok_or_else(|| History::NoPrevious { store: self.path.clone(), lane: name.to_string(), run: newest })?)
                }
            },
        };
        let Some(latest_run) = latest_run else {
            return Err(History::NoResults { store: self.path.clone(), lane: name.to_string() }.into());
        };
        let (identity, identity_hash): (Option<String>, Option<String>) = connection
            .query_row("SELECT identity, identity_hash FROM run_lanes WHERE run_id = ?1 AND lane = ?2", params![latest_run, name], |row| {
                Ok((row.get(0)?, row.get(1)?))
            })
            .optional()
            .map_err(read)?
            .ok_or_else(|| History::LaneNotRun { run: latest_run, lane: name.to_string() })?;
        let identity: Option<Identity> = identity.and_then(|i| serde_json::from_str(&i).ok());
        let sql = match lane {
            LaneRef::AtRun(..) | LaneRef::Previous(_) => {
                "SELECT rc.run_id, rc.snippet, rc.edition, rc.verdict_json, rc.cached, c.result, c.snippet_hash
                 FROM run_cells rc JOIN cells c ON c.key = rc.cell_key
                 WHERE rc.lane = ?1 AND rc.run_id = ?2"
            }
            LaneRef::Latest(_) => {
                "SELECT rc.run_id, rc.snippet, rc.edition, rc.verdict_json, rc.cached, c.result, c.snippet_hash
                 FROM run_cells rc JOIN cells c ON c.key = rc.cell_key
                 JOIN run_lanes rl ON rl.run_id = rc.run_id AND rl.lane = rc.lane
                 WHERE rc.lane = ?1 AND rc.run_id <= ?2 AND rl.identity_hash IS ?3
                 ORDER BY rc.run_id DESC"
            }
        };
        let mut statement = connection.prepare(sql).map_err(read)?;
        let mut rows = match lane {
            LaneRef::AtRun(..) | LaneRef::Previous(_) => statement.query(params![name, latest_run]),
            LaneRef::Latest(_) => statement.query(params![name, latest_run, identity_hash]),
        }
        .map_err(read)?;
        let mut seen: HashSet<(String, String)> = HashSet::new();
        let mut cells = Vec::new();
        while let Some(row) = rows.next().map_err(read)? {
            let key: (String, String) = (row.get(1).map_err(read)?, row.get(2).map_err(read)?);
            if !seen.insert(key) {
                continue;
            }
            let run_id: RunId = row.get(0).map_err(read)?;
            let verdict: String = row.get(3).map_err(read)?;
            let cached: bool = row.get(4).map_err(read)?;
            let result: String = row.get(5).map_err(read)?;
            let hash: String = row.get(6).map_err(read)?;
            if let Some(cell) = parse_cell(run_id, name, &verdict, cached, &result, hash) {
                cells.push(cell);
            }
        }
        cells.sort_by(|a, b| (&a.result.snippet, a.result.edition).cmp(&(&b.result.snippet, b.result.edition)));
        Ok(LaneResults { lane: lane.clone(), identity, cells })
    }
}

/// A lane as a run recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedLane {
    /// The lane's name.
    pub lane: String,
    /// `ready`, `missing`, `identity-mismatch` or `broken`.
    pub status: String,
    /// Its identity, when it had one.
    pub identity: Option<Identity>,
    /// What it could do, when it was ready.
    pub capabilities: Option<Capabilities>,
    /// Why it could not run: the hint of a missing lane, the declared release of a mismatch,
    /// the message of a broken one.
    pub notice: Option<String>,
    /// Whether the run selected it (`--lane`).
    pub selected: bool,
}

/// A run read back whole, to be reported without its lanes (`edrift report --from-run`).
#[derive(Debug, Clone)]
pub struct RecordedRun {
    /// The run.
    pub id: RunId,
    /// Whether it finished.
    pub finished: bool,
    /// Its command.
    pub command: String,
    /// The harness version that ran it.
    pub harness_version: String,
    /// Its lanes, in the order it recorded them.
    pub lanes: Vec<RecordedLane>,
    /// Its cells, each with the content hash of the snippet it ran.
    pub cells: Vec<(StoredCell, String)>,
    /// Its migration cells.
    pub migrations: Vec<MigrationRecord>,
}

impl Store {
    /// The newest run, if any.
    pub fn latest_run(&self) -> Result<Option<RunId>, Error> {
        let connection = self.lock()?;
        connection.query_row("SELECT MAX(id) FROM runs", [], |row| row.get(0)).map_err(|e| self.error("read the runs", e))
    }

    /// Everything run `run` recorded: its lanes (with their capabilities; for a run recorded
    /// before they were, from the probes of the same identity), cells and migration cells.
    pub fn recorded_run(&self, run: RunId) -> Result<RecordedRun, Error> {
        let connection = self.lock()?;
        let read = |e| self.error("read a recorded run", e);
        let head: Option<(Option<i64>, String, String)> = connection
            .query_row("SELECT finished_at, command, harness_version FROM runs WHERE id = ?1", [run], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })
            .optional()
            .map_err(read)?;
        let Some((finished_at, command, harness_version)) = head else {
            return Err(History::NoRun { store: self.path.clone(), run }.into());
        };
        let mut statement = connection
            .prepare("SELECT lane, status, identity, capabilities, notice, selected FROM run_lanes WHERE run_id = ?1 ORDER BY rowid")
            .map_err(read)?;
        // Identity and capabilities as stored (JSON), parsed below.
        let rows: Vec<(RecordedLane, Option<String>, Option<String>)> = statement
            .query_map([run], |r| {
                let lane = RecordedLane {
                    lane: r.get(0)?,
                    status: r.get(1)?,
                    identity: None,
                    capabilities: None,
                    notice: r.get(4)?,
                    selected: r.get(5)?,
                };
                Ok((lane, r.get(2)?, r.get(3)?))
            })
            .map_err(read)?
            .collect::<Result<_, _>>()
            .map_err(read)?;
        let mut lanes = Vec::new();
        for (mut lane, identity, capabilities) in rows {
            let capabilities = match (capabilities, &identity) {
                (Some(c), _) => Some(c),
                (None, Some(identity)) if lane.status == "ready" => connection
                    .query_row("SELECT capabilities FROM probes WHERE identity = ?1 LIMIT 1", [identity], |row| row.get(0))
                    .optional()
                    .map_err(read)?,
                (None, _) => None,
            };
            lane.identity = identity.and_then(|i| serde_json::from_str(&i).ok());
            lane.capabilities = capabilities.and_then(|c: String| serde_json::from_str(&c).ok());
            lanes.push(lane);
        }
        let mut statement = connection
            .prepare(
                "SELECT rc.run_id, rc.lane, rc.verdict_json, rc.cached, c.result, c.snippet_hash, rc.snippet || '::' || rc.edition
                 FROM run_cells rc JOIN cells c ON c.key = rc.cell_key WHERE rc.run_id = ?1 ORDER BY rc.snippet, rc.edition, rc.lane",
            )
            .map_err(read)?;
        let mut rows = statement.query([run]).map_err(read)?;
        let mut cells = Vec::new();
        while let Some(r) = rows.next().map_err(read)? {
            let lane: String = r.get(1).map_err(read)?;
            let (verdict, result): (String, String) = (r.get(2).map_err(read)?, r.get(4).map_err(read)?);
            let hash: String = r.get(5).map_err(read)?;
            let cell = parse_cell(r.get(0).map_err(read)?, &lane, &verdict, r.get(3).map_err(read)?, &result, hash).ok_or_else(|| {
                let name: String = r.get(6).unwrap_or_default();
                History::OldCell { run, store: self.path.clone(), cell: format!("{name}::{lane}") }
            })?;
            cells.push((cell, r.get(5).map_err(read)?));
        }
        drop(rows);
        let mut statement =
            connection.prepare("SELECT record FROM run_migrations WHERE run_id = ?1 ORDER BY snippet, lane").map_err(read)?;
        let records: Vec<String> = statement.query_map([run], |r| r.get(0)).map_err(read)?.collect::<Result<_, _>>().map_err(read)?;
        let migrations = records
            .iter()
            .map(|json| {
                serde_json::from_str(json).map_err(|source| Error::from(History::OldMigration { run, store: self.path.clone(), source }))
            })
            .collect::<Result<_, _>>()?;
        Ok(RecordedRun { id: run, finished: finished_at.is_some(), command, harness_version, lanes, cells, migrations })
    }
}

/// A stored cell; `lane` is the run's lane (a cached result may come from another lane with the
/// same identity).
fn parse_cell(run_id: RunId, lane: &str, verdict: &str, cached: bool, result: &str, snippet_hash: String) -> Option<StoredCell> {
    let mut result: CellResult = serde_json::from_str(result).ok()?;
    result.lane = lane.to_string();
    Some(StoredCell { run_id, result, verdict: serde_json::from_str(verdict).ok()?, cached, snippet_hash })
}
