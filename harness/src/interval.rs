//! Observed intervals: for one claim (a snippet under one edition), the lanes in release order
//! and whether the raw claim (without `stale-since`/`holds-since`) held on each, in; every
//! interval `(last lane with the old status, first lane with the new]` where it changes, out.
//! A recorded date (`stale-since R`, `holds-since R`) must lie in the interval of its change,
//! and its reason must cite evidence. Every function here is pure but [`gather`], which asks a
//! [`CellSource`] for the claim's cells on every lane (from the store's cache, or by running
//! them): the observations the rest judge.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;
use std::time::Duration;

use regex::Regex;

use crate::error::Error;
use crate::model::Release;
use crate::model::{Edition, EditionSpec, StaleSince};
use crate::runner::{self, CellKind, CellRef, CellSource, Plan};
use crate::verdict::{CellResult, Outcome, Record};

/// Whether a claim held on a lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Held {
    /// The raw claim holds (the compiler did what the snippet claims).
    Holds,
    /// The raw claim fails (an ICE, a timeout or a crash fail it too).
    Fails,
}

impl Held {
    /// The word used in messages.
    pub fn name(self) -> &'static str {
        match self {
            Held::Holds => "holds",
            Held::Fails => "fails",
        }
    }
}

/// What one lane observed of a claim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observation {
    /// The lane's name.
    pub lane: String,
    /// The lane's release (its identity's).
    pub release: Release,
    /// `None`: not applicable (unsupported, or the lane did not run it).
    pub held: Option<Held>,
}

/// One end of an interval: a lane and its release.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Bound {
    /// The lane's name.
    pub lane: String,
    /// Its release.
    pub release: String,
}

/// A change of a claim's status between two lanes: `(before, after]`, where `before` is the last
/// lane with the old status and `after` the first with the new. `None` bounds are open: no lane
/// before (the status was observed from the first lane on), or no lane after.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Interval {
    /// The last lane with the old status.
    pub before: Option<Bound>,
    /// The first lane with the new status.
    pub after: Option<Bound>,
    /// The old status.
    pub from: Held,
    /// The new status.
    pub to: Held,
}

impl Interval {
    /// Whether a release lies in `(before, after]` (by release numbers; a nightly counts as its
    /// version).
    pub fn contains(&self, release: &Release) -> bool {
        let numbers = |b: &Bound| Release::parse(&b.release).map(|r| r.numbers());
        let above = self.before.as_ref().and_then(numbers).is_none_or(|low| release.numbers() > low);
        let below = self.after.as_ref().and_then(numbers).is_none_or(|high| release.numbers() <= high);
        above && below
    }
}

impl fmt::Display for Interval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let low = self.before.as_ref().map_or("..".to_string(), |b| b.lane.clone());
        let high = self.after.as_ref().map_or("..".to_string(), |b| b.lane.clone());
        write!(f, "({low}, {high}]")
    }
}

fn bound(observation: &Observation) -> Bound {
    Bound { lane: observation.lane.clone(), release: observation.release.to_string() }
}

/// Every change of status between adjacent applicable lanes, in release order. Lanes where the
/// claim is not applicable are skipped: the interval spans them.
pub fn intervals(observations: &[Observation]) -> Vec<Interval> {
    let applicable: Vec<(&Observation, Held)> = sorted(observations).into_iter().filter_map(|o| Some((o, o.held?))).collect();
    applicable
        .windows(2)
        .filter(|pair| pair[0].1 != pair[1].1)
        .map(|pair| Interval { before: Some(bound(pair[0].0)), after: Some(bound(pair[1].0)), from: pair[0].1, to: pair[1].1 })
        .collect()
}

fn sorted(observations: &[Observation]) -> Vec<&Observation> {
    let mut sorted: Vec<&Observation> = observations.iter().collect();
    // A pre-release (1.97.0-nightly) comes before its stable release.
    sorted.sort_by_key(|o| (o.release.numbers(), o.release.channel.is_empty()));
    sorted
}

/// A recorded date of a claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateKind {
    /// `stale-since R`: the claim holds before R and fails from R on.
    StaleSince,
    /// `holds-since R`: the claim fails before R and holds from R on.
    HoldsSince,
}

impl DateKind {
    /// The directive's name.
    pub fn name(self) -> &'static str {
        match self {
            DateKind::StaleSince => "stale-since",
            DateKind::HoldsSince => "holds-since",
        }
    }

    /// The status from the recorded release on.
    fn new_status(self) -> Held {
        match self {
            DateKind::StaleSince => Held::Fails,
            DateKind::HoldsSince => Held::Holds,
        }
    }
}

/// The intervals the lanes observed for a date's change (old status -> the date's new status):
/// every such change between applicable lanes. With none, one interval with an open end: the
/// new status from the first lane on, `(.., first]`, or never reached, `(last, ..]`. Empty when
/// no lane is applicable. (A claim with both dates, holding only between them, has one change
/// of each direction: each date is checked against its own.)
pub fn observed_for(kind: DateKind, observations: &[Observation]) -> Vec<Interval> {
    let applicable: Vec<(&Observation, Held)> = sorted(observations).into_iter().filter_map(|o| Some((o, o.held?))).collect();
    let new = kind.new_status();
    let old = match new {
        Held::Holds => Held::Fails,
        Held::Fails => Held::Holds,
    };
    let changes: Vec<Interval> = intervals(observations).into_iter().filter(|i| i.to == new).collect();
    if !changes.is_empty() {
        return changes;
    }
    let (Some((first, held)), Some((last, _))) = (applicable.first(), applicable.last()) else { return Vec::new() };
    if *held == new {
        vec![Interval { before: None, after: Some(bound(first)), from: old, to: new }]
    } else {
        vec![Interval { before: Some(bound(last)), after: None, from: old, to: new }]
    }
}

/// Checks a recorded date against the lanes: `Err` with a message giving the observed
/// interval(s) when the release lies in none of them.
pub fn check_date(kind: DateKind, release: &Release, observations: &[Observation]) -> Result<(), String> {
    let observed = observed_for(kind, observations);
    if observed.is_empty() || observed.iter().any(|i| i.contains(release)) {
        return Ok(());
    }
    let seen: Vec<String> = sorted(observations).into_iter().map(|o| format!("{} {}", o.lane, o.held.map_or("n/a", Held::name))).collect();
    let shown: Vec<String> = observed
        .iter()
        .map(|i| {
            format!(
                "{i} (releases {} .. {})",
                i.before.as_ref().map_or("..", |b| b.release.as_str()),
                i.after.as_ref().map_or("..", |b| b.release.as_str())
            )
        })
        .collect();
    Err(format!(
        "`{}: {release}` lies outside the interval the lanes observed for that change, {}; \
         the raw claim per lane: {}; record a release inside the interval, with its evidence (`edrift bisect` narrows it)",
        kind.name(),
        shown.join(" or "),
        seen.join(", ")
    ))
}

/// What is wrong with a date's reason, if anything. A `stale-since: 1.0` whose reason begins
/// "never held as written" is no fact about a release but about the text (the RFC's or the
/// guide's block cannot do what it says on any compiler); its reason shows the defect, which every
/// lane checks, and needs no release evidence. Any other date needs [`reason_problem`]'s evidence.
pub fn date_problem(release: &Release, reason: &str) -> Option<String> {
    let about_the_text = release.numbers() == (1, 0, 0) && reason.trim_start().starts_with("never held as written");
    if about_the_text { None } else { reason_problem(reason) }
}

/// Why a date's reason is not evidence, if it is not: a machine-written reason, or one that
/// cites neither the release notes, a rust-lang/rust PR or issue, nor a bisection.
pub fn reason_problem(reason: &str) -> Option<String> {
    // `FILL IN` is the placeholder `edrift bisect --write` leaves for a person.
    const GENERATED: &[&str] =
        &["observed failing on lane", "observed holding on lane", "(the matrix)", "the next lane of the matrix", "FILL IN"];
    if let Some(phrase) = GENERATED.iter().find(|p| reason.to_lowercase().contains(&p.to_lowercase())) {
        return Some(format!("the reason is machine-written (`{phrase}`): write why, with its evidence"));
    }
    static EVIDENCE: OnceLock<Regex> = OnceLock::new();
    static UNBISECTED: OnceLock<Regex> = OnceLock::new();
    let evidence = EVIDENCE.get_or_init(|| {
        Regex::new(r"(?i)RELEASES\.md|release notes|#\d{2,}|rust-lang/rust/(pull|issues)/\d+|bisect|feature table|\bfeatures?/(accepted|active|removed)\.rs")
            .expect("static regex")
    });
    // "not yet bisected" says the opposite of a bisection.
    let unbisected = UNBISECTED.get_or_init(|| Regex::new(r"(?i)\bnot\s+(yet\s+)?bisected").expect("static regex"));
    if evidence.is_match(&unbisected.replace_all(reason, "")) {
        return None;
    }
    Some(
        "the reason cites no evidence: name the release-notes entry (`RELEASES.md`), a rust-lang/rust PR or issue (`#123456`), \
         the compiler's feature table, or a bisection (`edrift bisect`)"
            .to_string(),
    )
}

/// The status of a cell's raw claim: `None` when the lane cannot run it. An ICE, a timeout or
/// a crash is the claim failing.
pub fn held(result: &CellResult) -> Option<Held> {
    match result.outcome {
        Outcome::Unsupported => None,
        Outcome::Accepted | Outcome::Rejected if result.claim.holds() => Some(Held::Holds),
        Outcome::Accepted | Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash => Some(Held::Fails),
    }
}

/// What every ready lane of the plan observes of the claim of the plan's snippet `snippet` under
/// `edition`, its cells run by the runner ([`runner::observe`]) from `source` (the results
/// store's cache, or rustc). Lanes that are not ready observe nothing.
pub fn gather(
    plan: &Plan,
    snippet: usize,
    edition: Edition,
    source: &dyn CellSource,
    timeout: Duration,
) -> Result<Vec<Observation>, Error> {
    let cells: Vec<CellRef> = (0..plan.lanes.len()).map(|lane| CellRef { snippet, kind: CellKind::Compile(edition), lane }).collect();
    let records = runner::observe(plan, &cells, source, timeout)?;
    let mut out = Vec::new();
    for (cell, record) in cells.iter().zip(records) {
        // A compile cell's record (a skipped cell has none).
        let (Some(ready), Some(Record::Compile(record))) = (plan.lanes[cell.lane].ready(), record) else { continue };
        // A lane that cannot run the cell (min-rust, needs-nightly, a missing tool) holds
        // nothing: the cell is not applicable there, as it is for its trial.
        let held = held(&record.result);
        out.push(Observation { lane: plan.lanes[cell.lane].name.clone(), release: ready.identity.release.clone(), held });
    }
    Ok(out)
}

/// Whether a claim's recorded dates are checked against the interval the lanes observe (by
/// its `<suite>/<snippet>::<edition>::dates` trial): it records one, and is a claim (not
/// `observe`).
pub fn checks_dates(spec: &EditionSpec) -> bool {
    !spec.observe && (spec.stale_since.is_some() || spec.holds_since.is_some())
}

/// The name of a claim's date trial: `<suite>/<snippet>::<edition>::dates`.
pub fn dates_trial_name(snippet: &str, edition: Edition) -> String {
    format!("{snippet}::{edition}::dates")
}

/// The dates a claim records, with their kind.
pub fn dates(spec: &EditionSpec) -> Vec<(DateKind, &StaleSince)> {
    let stale = spec.stale_since.iter().map(|s| (DateKind::StaleSince, s));
    stale.chain(spec.holds_since.iter().map(|s| (DateKind::HoldsSince, s))).collect()
}

/// One claim's observed change, for `edrift drift` and the reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Change {
    /// `<suite>/<snippet>`.
    pub snippet: String,
    /// The edition.
    pub edition: Edition,
    /// Where it changed.
    pub interval: Interval,
    /// The date the snippet records for it (`stale-since 1.93`), if any.
    pub recorded: Option<String>,
}

/// The observations of every claim in the results of several lanes (each `(lane, release,
/// results)`), keyed by (snippet, edition).
pub fn observations_by_claim(lanes: &[(String, Release, Vec<CellResult>)]) -> BTreeMap<(String, Edition), Vec<Observation>> {
    let mut out: BTreeMap<(String, Edition), Vec<Observation>> = BTreeMap::new();
    for (lane, release, results) in lanes {
        for result in results {
            out.entry((result.snippet.clone(), result.edition)).or_default().push(Observation {
                lane: lane.clone(),
                release: release.clone(),
                held: held(result),
            });
        }
    }
    out
}

/// The changes whose first lane with the new status lies in `(low, high]`, with the date each
/// claim records (from `recorded`, by (snippet, edition)).
pub fn changes_between(
    observations: &BTreeMap<(String, Edition), Vec<Observation>>,
    low: &Release,
    high: &Release,
    recorded: impl Fn(&str, Edition, Held) -> Option<String>,
) -> Vec<Change> {
    let window = Interval { before: Some(bound_of(low)), after: Some(bound_of(high)), from: Held::Holds, to: Held::Fails };
    let mut out = Vec::new();
    for ((snippet, edition), seen) in observations {
        for interval in intervals(seen) {
            let Some(after) = interval.after.as_ref().and_then(|b| Release::parse(&b.release)) else { continue };
            if window.contains(&after) {
                let recorded = recorded(snippet, *edition, interval.to);
                out.push(Change { snippet: snippet.clone(), edition: *edition, interval, recorded });
            }
        }
    }
    out
}

fn bound_of(release: &Release) -> Bound {
    Bound { lane: release.to_string(), release: release.to_string() }
}

/// The changes as text, one line each.
pub fn render(changes: &[Change]) -> String {
    let mut out = String::new();
    for change in changes {
        let recorded = change.recorded.as_deref().map_or("no date recorded".to_string(), |r| format!("recorded: {r}"));
        out.push_str(&format!(
            "  {} {}: {} -> {} in {} ({})\n",
            change.snippet,
            change.edition,
            change.interval.from.name(),
            change.interval.to.name(),
            change.interval,
            recorded
        ));
    }
    out
}

#[cfg(test)]
mod tests;
