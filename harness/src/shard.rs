//! Shards: one run split over machines (DESIGN, "Scale"). `--partition hash:K/N`
//! ([`crate::model::Partition`], kept by the driver's plan) gives each machine its cells;
//! `edrift merge` ([`crate::store::merge`]) joins the stores they wrote into one run; and
//! [`recorded`] reads a run back from a store as a plan and its records, so that `edrift report
//! --from-run` writes the dashboard of a merged run on a machine that has none of its lanes.
//!
//! Takes a store and the project's checkout; gives what a run would have handed the report: the
//! plan (its lanes as the run recorded them) and one record per cell the run recorded, judged
//! against this checkout's claims and expectations exactly as a run judges a result it finds in
//! the cache. It never runs a cell and never provisions anything.

use std::collections::HashMap;

use crate::discover;
use crate::driver::{self, Filters};
use crate::error::{Error, History};
use crate::lanes::{Lane, LaneStatus};
use crate::model::{Edition, ReadyLane};
use crate::project::Project;
use crate::runner::{self, Bless, Counts, Migrate, Plan, Runnable, Skip, Work};
use crate::store::{RecordedLane, RunId, Store, StoredCell};
use crate::verdict::{CellRecord, MigrationRecord};

/// A recorded run, ready for the report.
#[derive(Debug)]
pub struct Recorded {
    /// The run.
    pub run: RunId,
    /// The plan of the filters' cells, its lanes as the run recorded them.
    pub plan: Plan,
    /// A record per planned cell the run recorded.
    pub records: Vec<CellRecord>,
    /// A record per planned migration cell the run recorded.
    pub migrations: Vec<MigrationRecord>,
    /// Planned cells on lanes the run selected and found ready, which it did not record (a shard
    /// left out of the merge, or a cell that could not run): their names.
    pub unrecorded: Vec<String>,
    /// Lanes the run recorded that `toolchains.toml` no longer declares (left out).
    pub undeclared: Vec<String>,
    /// The harness version that ran it, when it is not this one's (its results are judged by
    /// this one all the same).
    pub other_harness: Option<String>,
}

impl Recorded {
    /// The counts of the recorded run, as a run counts its events: each record by its verdict,
    /// each planned cell of a lane that is not ready as ignored.
    pub fn counts(&self) -> Counts {
        let mut counts = Counts::default();
        for record in &self.records {
            counts.count(record.kind());
        }
        for record in &self.migrations {
            counts.count(record.kind());
        }
        counts.ignored = self.plan.cells.iter().filter(|&&cell| matches!(self.plan.runnable(cell), Err(Skip::LaneNotReady { .. }))).count();
        counts
    }
}

/// A lane as run `run` recorded it; `None`: it did not record `name`.
fn lane_of(decl: &crate::lanes::LaneDecl, recorded: Option<&RecordedLane>, run: RunId) -> Result<Lane, Error> {
    let status = match recorded {
        None => LaneStatus::Missing { hint: format!("run {run} did not record lane `{}`", decl.name) },
        Some(lane) => match (lane.status.as_str(), &lane.identity, &lane.capabilities) {
            ("ready", Some(identity), Some(capabilities)) => LaneStatus::Ready(ReadyLane {
                // Nothing runs: the report reads a ready lane's identity and capabilities only.
                rustc: std::path::PathBuf::new(),
                cargo: None,
                rustdoc: None,
                rustfmt: None,
                library_path: Vec::new(),
                identity: identity.clone(),
                capabilities: capabilities.clone(),
            }),
            ("ready", _, _) => {
                return Err(History::OldLane { run, lane: decl.name.clone() }.into());
            }
            ("identity-mismatch", Some(identity), _) => LaneStatus::IdentityMismatch {
                identity: identity.clone(),
                declared: lane.notice.clone().unwrap_or_else(|| decl.declared.to_string()),
            },
            ("missing", _, _) => LaneStatus::Missing {
                hint: lane.notice.clone().unwrap_or_else(|| format!("lane `{}` was not installed when run {run} ran", decl.name)),
            },
            (status, _, _) => LaneStatus::Broken {
                message: lane.notice.clone().unwrap_or_else(|| format!("run {run} recorded lane `{}` as {status}", decl.name)),
            },
        },
    };
    Ok(Lane { name: decl.name.clone(), source: decl.source.clone(), declared: decl.declared.clone(), status, location: None, served: None })
}

/// Reads run `run` of `store` back as the plan of `filters` and its records. A cell whose
/// snippet has changed since the run is an error (its result says nothing of the snippet as it
/// is now); cells the run did not record are listed in [`Recorded::unrecorded`].
pub fn recorded(project: &Project, store: &Store, filters: &Filters, run: RunId) -> Result<Recorded, Error> {
    let stored = store.recorded_run(run)?;
    if !stored.finished {
        return Err(History::Unfinished { run, command: stored.command }.into());
    }
    let snippets = discover::load(&project.suites(), &filters.filters, filters.how)?;
    let lanes = project
        .toolchains
        .lanes
        .iter()
        .map(|decl| lane_of(decl, stored.lanes.iter().find(|l| l.lane == decl.name), run))
        .collect::<Result<Vec<_>, _>>()?;
    let undeclared = stored.lanes.iter().filter(|l| project.toolchains.lane(&l.lane).is_none()).map(|l| l.lane.clone()).collect();
    // What the run recorded: its migration cells too, when it has them.
    let migrate = match (filters.migrate, stored.migrations.is_empty()) {
        (Migrate::Only, _) => Migrate::Only,
        (Migrate::Yes | Migrate::No, false) => Migrate::Yes,
        (Migrate::Yes | Migrate::No, true) => Migrate::No,
    };
    let mut plan = Plan::new(snippets, lanes, &filters.editions, &filters.lanes, migrate);
    if let Some(partition) = filters.partition {
        driver::keep_shard(&mut plan, partition);
    }
    let expectations = project.expectations();
    let cells: HashMap<(&str, Edition, &str), &(StoredCell, String)> =
        stored.cells.iter().map(|c| ((c.0.result.snippet.as_str(), c.0.result.edition, c.0.result.lane.as_str()), c)).collect();
    // A lane the run did not select (`--lane`) has no cells there to miss.
    let selected = |lane: &str| stored.lanes.iter().any(|l| l.lane == lane && l.selected);
    let by_migration: HashMap<(&str, &str), &MigrationRecord> =
        stored.migrations.iter().map(|r| ((r.result.snippet.as_str(), r.result.lane.as_str()), r)).collect();
    let (mut records, mut migrations) = (Vec::new(), Vec::new());
    let mut unrecorded = Vec::new();
    let mut changed = Vec::new();
    for &cell in &plan.cells {
        let Ok(runnable) = plan.runnable(cell) else { continue };
        let Runnable { snippet, lane_name, lane, work, .. } = runnable;
        match work {
            Work::Compile(spec) => match cells.get(&(snippet.id.as_str(), spec.edition, lane_name)) {
                None if selected(lane_name) => unrecorded.push(plan.name(cell)),
                None => {}
                Some((_, hash)) if *hash != snippet.hash => changed.push(plan.name(cell)),
                Some((stored, _)) => records.push(runner::judge_compile(stored.result.clone(), spec, lane, &expectations, Bless::No)?),
            },
            Work::Migration => match by_migration.get(&(snippet.id.as_str(), lane_name)) {
                None if selected(lane_name) => unrecorded.push(plan.name(cell)),
                None => {}
                Some(record) => {
                    migrations.push(runner::judge_migration(snippet, Some(lane), record.result.clone(), &expectations, Bless::No)?)
                }
            },
        }
    }
    if !changed.is_empty() {
        return Err(History::Changed { run, cells: changed }.into());
    }
    let other_harness = (stored.harness_version != crate::store::harness_version()).then(|| stored.harness_version.clone());
    Ok(Recorded { run, plan, records, migrations, unrecorded, undeclared, other_harness })
}
