//! The history chart's data: drift counts between the adjacent lanes of each past run, read
//! from the store.

use std::collections::{BTreeMap, HashMap};

use super::{HistoryPoint, rfc3339};
use crate::drift::{self, KnownLints};
use crate::error::Error;
use crate::model::Edition;
use crate::store::Store;
use crate::verdict::CellResult;

/// How many past runs the chart shows.
pub const RUNS: usize = 30;

/// The drift counts of the newest `limit` runs that ran two lanes or more, oldest first.
pub fn points(store: &Store, limit: usize) -> Result<Vec<HistoryPoint>, Error> {
    let mut points = Vec::new();
    for run in store.runs(limit)?.iter().rev() {
        if run.cells == 0 {
            continue;
        }
        let cells = store.run_cells(run.id)?;
        let lanes: Vec<_> = run.lanes.iter().filter(|l| cells.iter().any(|c| c.result.lane == l.lane)).collect();
        if lanes.len() < 2 {
            continue;
        }
        let by_cell: HashMap<(&str, Edition, &str), &CellResult> =
            cells.iter().map(|c| ((c.result.snippet.as_str(), c.result.edition, c.result.lane.as_str()), &c.result)).collect();
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for pair in lanes.windows(2) {
            let (from, to) = (pair[0].lane.as_str(), pair[1].lane.as_str());
            let context = KnownLints::of(cells.iter().map(|c| &c.result).filter(|r| r.lane == from));
            for before in cells.iter().map(|c| &c.result).filter(|r| r.lane == from) {
                if let Some(after) = by_cell.get(&(before.snippet.as_str(), before.edition, to)) {
                    let category = drift::classify(before, after, &context).category;
                    *counts.entry(category.slug().to_string()).or_insert(0) += 1;
                }
            }
        }
        points.push(HistoryPoint {
            run_id: run.id,
            started_at: rfc3339(run.started_at),
            lanes: lanes
                .iter()
                .map(|l| match &l.identity {
                    Some(identity) => format!("{} {}", l.lane, identity.key()),
                    None => l.lane.clone(),
                })
                .collect(),
            counts,
        });
    }
    Ok(points)
}
