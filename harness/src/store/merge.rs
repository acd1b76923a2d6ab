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

mod shard;
mod target;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use self::shard::{CellRow, LaneRow, MigrationRow, Shard, read_shard};
use self::target::{write_existing, write_new};
use super::{RunId, Store};
use crate::error::{Error, Merge};
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
    let identity = row.identity.as_deref().and_then(|i| serde_json::from_str::<crate::model::Identity>(i).ok());
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
                        return Err(Merge::Lane {
                            lane,
                            first: first_shard.path.clone(),
                            first_saw: lane_words(first),
                            shard: shard.path.clone(),
                            saw: lane_words(row),
                        }
                        .into());
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
            return Err(Merge::Partitions {
                lane: lane.lane.clone(),
                first: first_shard.path.clone(),
                first_partition: first.to_string(),
                first_count: first.count(),
                shard: shard.path.clone(),
                partition: other.to_string(),
                count: other.count(),
            }
            .into());
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
        return Err(Merge::NoShards.into());
    }
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let target = canonical(into);
    let mut seen: HashMap<PathBuf, &Path> = HashMap::new();
    for source in sources {
        let c = canonical(source);
        if c == target {
            return Err(Merge::IntoIsShard(into.to_path_buf()).into());
        }
        if let Some(first) = seen.insert(c, source) {
            return Err(Merge::NamedTwice { first: first.to_path_buf(), again: source.clone() }.into());
        }
    }
    let shards = sources.iter().map(|s| read_shard(s)).collect::<Result<Vec<_>, _>>()?;
    let first = &shards[0];
    if let Some(other) = shards.iter().find(|s| s.harness_version != first.harness_version) {
        return Err(Merge::Harnesses {
            first: first.path.clone(),
            first_version: first.harness_version.clone(),
            shard: other.path.clone(),
            version: other.harness_version.clone(),
        }
        .into());
    }
    let lanes = merge_lanes(&shards)?;
    let missing = missing_partitions(&shards, &lanes)?;
    if !missing.is_empty() && options.partial == Partial::Refuse {
        return Err(Merge::MissingPartitions(missing).into());
    }
    let cells = union_cells(&shards)?;
    let migrations = union_migrations(&shards)?;
    let merged = target::MergedRun { command: &options.command, shards: &shards, lanes: &lanes, cells: &cells, migrations: &migrations };
    let write = |store: &Store| target::insert_run(store, &merged);
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

/// The cells of the shards' runs, one per (snippet, edition, lane): a cell that two shards
/// recorded must be the same (durations aside), and each snippet must have one content.
#[expect(clippy::type_complexity, reason = "a map of borrowed rows, built and read in this module")]
fn union_cells(shards: &[Shard]) -> Result<BTreeMap<&(String, String, String), (&Shard, &CellRow)>, Error> {
    let mut cells: BTreeMap<&(String, String, String), (&Shard, &CellRow)> = BTreeMap::new();
    let mut contents: HashMap<&str, (&Shard, &str)> = HashMap::new();
    for shard in shards {
        for (id, row) in &shard.cells {
            if let Some((other, hash)) = contents.insert(&row.cell.snippet, (shard, &row.cell.snippet_hash))
                && hash != row.cell.snippet_hash
            {
                return Err(Merge::Checkouts {
                    snippet: row.cell.snippet.clone(),
                    first: other.path.clone(),
                    first_hash: hash[..hash.len().min(12)].to_string(),
                    shard: shard.path.clone(),
                    hash: row.cell.snippet_hash[..row.cell.snippet_hash.len().min(12)].to_string(),
                }
                .into());
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
                        return Err(Merge::Cell {
                            cell: format!("{}::{}::{}", id.0, id.1, id.2),
                            what,
                            first: other.path.clone(),
                            shard: shard.path.clone(),
                        }
                        .into());
                    }
                }
            }
        }
    }
    Ok(cells)
}

/// The migration cells of the shards' runs, one per (snippet, lane), the same where two shards
/// recorded one.
#[expect(clippy::type_complexity, reason = "a map of borrowed rows, built and read in this module")]
fn union_migrations(shards: &[Shard]) -> Result<BTreeMap<&(String, String), (&Shard, &MigrationRow)>, Error> {
    let mut migrations: BTreeMap<&(String, String), (&Shard, &MigrationRow)> = BTreeMap::new();
    for shard in shards {
        for (id, row) in &shard.migrations {
            match migrations.get(id) {
                None => {
                    migrations.insert(id, (shard, row));
                }
                Some((other, kept)) if !same_document(&kept.record, &row.record) => {
                    return Err(Merge::Migration {
                        snippet: id.0.clone(),
                        lane: id.1.clone(),
                        first: other.path.clone(),
                        shard: shard.path.clone(),
                    }
                    .into());
                }
                Some(_) => {}
            }
        }
    }
    Ok(migrations)
}
