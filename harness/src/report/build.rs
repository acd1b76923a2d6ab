//! Builds the [`Document`] from a plan and its results: cells, transitions between adjacent
//! lanes, edition changes, claim status and counts.

use std::collections::{BTreeMap, HashMap};

use super::*;
use crate::diagnostics::Diagnostic;
use crate::drift::{self, KnownLints};
use crate::lanes::{Lane, LaneStatus};
use crate::model::Identity;
use crate::model::{Edition, EditionSpec, Level, Snippet};
use crate::project::Project;
use crate::runner::Plan;
use crate::verdict::{CellRecord, CellResult, MigrationRecord, Reason, Verdict};

/// What a document is built from.
pub struct Inputs<'a> {
    /// The project (for relative paths and the reference lane).
    pub project: &'a Project,
    /// The plan that ran.
    pub plan: &'a Plan,
    /// Its records.
    pub records: &'a [CellRecord],
    /// Its run in the store.
    pub run_id: Option<i64>,
    /// Drift counts of past runs.
    pub history: Vec<HistoryPoint>,
    /// Its migration cells' records (empty without `--migrate`).
    pub migrations: &'a [MigrationRecord],
}

impl Document {
    /// Builds the document of a run.
    pub fn build(inputs: &Inputs<'_>) -> Document {
        let Inputs { project, plan, records, run_id, history, migrations } = inputs;
        let lanes: Vec<LaneEntry> = plan
            .lanes
            .iter()
            .map(|l| {
                let mut entry = lane_entry(l, &project.toolchains.reference);
                // A lane that cannot run shows what its provisioning said, when it kept an answer.
                if entry.status == LaneState::Missing
                    && let Some(answer) =
                        project.toolchains.lane(&l.name).and_then(|d| crate::provision::unavailable::read(d, &project.lanes_dir))
                {
                    entry.notice = Some(answer.message);
                }
                entry
            })
            .collect();
        let snippets: Vec<SnippetEntry> = plan.snippets.iter().map(|s| snippet_entry(s, &project.root)).collect();
        let mut cells: Vec<CellEntry> = records.iter().map(cell_entry).collect();
        cells.sort_by(|a, b| (&a.snippet, &a.edition, &a.lane).cmp(&(&b.snippet, &b.edition, &b.lane)));
        let records_by_cell: HashMap<(&str, Edition, &str), &CellRecord> =
            records.iter().map(|r| ((r.result.snippet.as_str(), r.result.edition, r.result.lane.as_str()), r)).collect();
        let by_cell: HashMap<(&str, Edition, &str), &CellResult> = records_by_cell.iter().map(|(k, r)| (*k, &r.result)).collect();
        let ran: Vec<&Lane> = plan.lanes.iter().filter(|l| records.iter().any(|r| r.result.lane == l.name)).collect();
        let contexts: HashMap<&str, KnownLints> =
            ran.iter().map(|l| (l.name.as_str(), KnownLints::of(records.iter().map(|r| &r.result).filter(|r| r.lane == l.name)))).collect();
        let mut transitions = Vec::new();
        let mut pairs = Vec::new();
        for pair in ran.windows(2) {
            let (from, to) = (pair[0].name.as_str(), pair[1].name.as_str());
            let start = transitions.len();
            for snippet in &plan.snippets {
                for spec in &snippet.editions {
                    let (Some(b), Some(a)) =
                        (by_cell.get(&(&*snippet.id, spec.edition, from)), by_cell.get(&(&*snippet.id, spec.edition, to)))
                    else {
                        continue;
                    };
                    let drift::Classified { category, detail } = drift::classify(b, a, &contexts[from]);
                    transitions.push(Transition {
                        snippet: snippet.id.clone(),
                        edition: spec.edition.revision().to_string(),
                        from: from.to_string(),
                        to: to.to_string(),
                        category,
                        detail,
                    });
                }
            }
            pairs.push(PairSummary {
                from: from.to_string(),
                to: to.to_string(),
                counts: counts(transitions[start..].iter().map(|t| t.category)),
            });
        }
        for cell in &mut cells {
            cell.drift = transitions
                .iter()
                .find(|t| t.snippet == cell.snippet && t.edition == cell.edition && t.to == cell.lane)
                .map(|t| t.category);
        }
        let mut edition_changes = Vec::new();
        let mut editions = Vec::new();
        for lane in &ran {
            let start = edition_changes.len();
            for snippet in &plan.snippets {
                let (Some(b), Some(a)) =
                    (by_cell.get(&(&*snippet.id, Edition::E2021, &*lane.name)), by_cell.get(&(&*snippet.id, Edition::E2024, &*lane.name)))
                else {
                    continue;
                };
                let drift::Classified { category, detail } = drift::classify(b, a, &contexts[lane.name.as_str()]);
                edition_changes.push(EditionChange { snippet: snippet.id.clone(), lane: lane.name.clone(), category, detail });
            }
            editions.push(EditionSummary { lane: lane.name.clone(), counts: counts(edition_changes[start..].iter().map(|c| c.category)) });
        }
        let mut claims = Vec::new();
        for snippet in &plan.snippets {
            // An `observe` cell makes no claim: it has no row on the claims page.
            // A verbatim block's claim is its variant's row, which links the block.
            let blocks: Vec<String> =
                plan.snippets.iter().filter(|b| b.verbatim_target().as_deref() == Some(&*snippet.id)).map(|b| b.id.clone()).collect();
            for spec in snippet.editions.iter().filter(|spec| !spec.observe) {
                let mut entry = claim_entry(snippet, spec, &plan.lanes, &records_by_cell);
                entry.verbatim_blocks = blocks.clone();
                claims.push(entry);
            }
        }
        let mut verdicts = BTreeMap::new();
        let mut outcomes = BTreeMap::new();
        for cell in &cells {
            *verdicts.entry(cell.verdict).or_insert(0) += 1;
            *outcomes.entry(cell.outcome).or_insert(0) += 1;
        }
        let (migration_entries, migration_transitions, migration_summary) = migration_view(plan, migrations);
        Document {
            schema_version: SCHEMA_VERSION,
            generated_at: rfc3339(crate::store::now_ms()),
            harness_version: crate::store::harness_version(),
            run_id: *run_id,
            reference_lane: project.toolchains.reference.clone(),
            editions: plan_editions(plan).iter().map(|e| e.revision().to_string()).collect(),
            lanes,
            snippets,
            summary: Summary { cells: cells.len(), verdicts, outcomes, pairs, editions, migrations: migration_summary },
            cells,
            transitions,
            edition_changes,
            claims,
            history: history.clone(),
            migrations: migration_entries,
            migration_transitions,
        }
    }
}

/// The migration cells: one entry each (with its drift from the previous lane that migrated
/// the snippet), the transitions between adjacent lanes, and the per-lane outcome table.
fn migration_view(plan: &Plan, records: &[MigrationRecord]) -> (Vec<MigrationEntry>, Vec<Transition>, Vec<MigrationSummary>) {
    let by_cell: HashMap<(&str, &str), &MigrationRecord> =
        records.iter().map(|r| ((r.result.snippet.as_str(), r.result.lane.as_str()), r)).collect();
    let ran: Vec<&Lane> = plan.lanes.iter().filter(|l| records.iter().any(|r| r.result.lane == l.name)).collect();
    let mut transitions = Vec::new();
    for pair in ran.windows(2) {
        let (from, to) = (pair[0].name.as_str(), pair[1].name.as_str());
        for snippet in &plan.snippets {
            let (Some(b), Some(a)) = (by_cell.get(&(&*snippet.id, from)), by_cell.get(&(&*snippet.id, to))) else { continue };
            let drift::Classified { category, detail } = drift::classify_migration(&b.result, &a.result);
            transitions.push(Transition {
                snippet: snippet.id.clone(),
                edition: "migrate".to_string(),
                from: from.to_string(),
                to: to.to_string(),
                category,
                detail,
            });
        }
    }
    let mut entries: Vec<MigrationEntry> = records
        .iter()
        .map(|r| {
            let result = &r.result;
            MigrationEntry {
                snippet: result.snippet.clone(),
                lane: result.lane.clone(),
                outcome: result.outcome.name().to_string(),
                detail: result.outcome.to_string(),
                verdict: match r.verdict {
                    Verdict::Pass => "pass",
                    Verdict::Fail(_) => "fail",
                    Verdict::NotApplicable(_) => "n/a",
                }
                .to_string(),
                fired: result.fired.clone(),
                applied: result.applied.clone(),
                rewritten: !result.migrated.is_empty(),
                needless: result.needless,
                drift: transitions.iter().find(|t| t.snippet == result.snippet && t.to == result.lane).map(|t| t.category),
            }
        })
        .collect();
    let order: HashMap<&str, usize> = plan.lanes.iter().enumerate().map(|(i, l)| (l.name.as_str(), i)).collect();
    entries.sort_by_key(|e| (e.snippet.clone(), order.get(e.lane.as_str()).copied().unwrap_or(usize::MAX)));
    let summary = ran
        .iter()
        .map(|lane| {
            let on_lane = || records.iter().filter(|r| r.result.lane == lane.name);
            let outcomes = crate::model::MigrationOutcome::NAMES
                .iter()
                .map(|name| (name.to_string(), on_lane().filter(|r| r.result.outcome.name() == *name).count()))
                .collect();
            MigrationSummary { lane: lane.name.clone(), outcomes, needless: on_lane().filter(|r| r.result.needless).count() }
        })
        .collect();
    (entries, transitions, summary)
}

/// Every category with its count, most severe first.
pub fn counts(categories: impl Iterator<Item = Category>) -> Vec<Count> {
    let mut map: BTreeMap<Category, usize> = BTreeMap::new();
    for c in categories {
        *map.entry(c).or_insert(0) += 1;
    }
    Category::ALL.iter().map(|&category| Count { category, count: map.get(&category).copied().unwrap_or(0) }).collect()
}

fn identity_entry(identity: &Identity) -> IdentityEntry {
    let Identity { release, commit_hash, commit_date, host, llvm, version_line } = identity;
    IdentityEntry {
        release: release.to_string(),
        commit_hash: commit_hash.clone(),
        commit_date: commit_date.clone(),
        host: host.clone(),
        llvm: llvm.clone(),
        version_line: version_line.clone(),
    }
}

fn lane_entry(lane: &Lane, reference: &str) -> LaneEntry {
    let (status, notice, identity, editions) = match &lane.status {
        LaneStatus::Ready(ready) => (
            LaneState::Ready,
            None,
            Some(identity_entry(&ready.identity)),
            ready.capabilities.editions.iter().map(|e| e.revision().to_string()).collect(),
        ),
        LaneStatus::Missing { hint } => (LaneState::Missing, Some(hint.clone()), None, Vec::new()),
        LaneStatus::IdentityMismatch { identity, declared } => (
            LaneState::IdentityMismatch,
            Some(format!("declared {declared}, but it is {}", identity.version_line)),
            Some(identity_entry(identity)),
            Vec::new(),
        ),
        LaneStatus::Broken { message } => (LaneState::Broken, Some(message.clone()), None, Vec::new()),
    };
    LaneEntry {
        name: lane.name.clone(),
        source: lane.source.to_string(),
        served: lane.served.clone().filter(|served| *served != lane.source.to_string()),
        status,
        notice,
        reference: lane.name == reference,
        identity,
        editions,
    }
}

fn dated(date: &Option<crate::model::StaleSince>) -> Option<StaleEntry> {
    date.as_ref().map(|d| StaleEntry { release: d.release.to_string(), reason: d.reason.clone() })
}

fn snippet_entry(snippet: &Snippet, root: &std::path::Path) -> SnippetEntry {
    let origin = &snippet.origin;
    SnippetEntry {
        id: snippet.id.clone(),
        suite: snippet.suite().to_string(),
        path: snippet.path.strip_prefix(root).unwrap_or(&snippet.path).display().to_string(),
        kind: snippet.kind,
        hash: snippet.hash.clone(),
        text: snippet.text.to_string(),
        rfc: origin.rfc.clone(),
        source: origin.source.clone(),
        section: origin.section.clone(),
        variant_of: origin.variant_of.clone(),
        verbatim: snippet.verbatim_target(),
        notes: origin.notes.clone(),
        editions: snippet
            .editions
            .iter()
            .map(|spec| SnippetEdition {
                edition: spec.edition.revision().to_string(),
                stage: spec.stage,
                claims: spec.claims.clone(),
                annotations: spec.annotations.len(),
                stale_since: dated(&spec.stale_since),
                holds_since: dated(&spec.holds_since),
            })
            .collect(),
    }
}

fn top_level(diagnostics: &[Diagnostic]) -> impl Iterator<Item = &Diagnostic> {
    diagnostics.iter().filter(|d| !d.is_summary())
}

fn reason_line(reason: &Reason) -> Option<usize> {
    match reason {
        Reason::Missing { line, written_at, .. } => Some(line.unwrap_or(*written_at)),
        Reason::Unexpected { line, .. } | Reason::Unannotated { line, .. } => *line,
        Reason::BadOutcome { .. }
        | Reason::ErrorPattern { .. }
        | Reason::FileLacksLine { .. }
        | Reason::Rustfix { .. }
        | Reason::FixedFails { .. }
        | Reason::Stage { .. }
        | Reason::HoldsAgain { .. }
        | Reason::HoldsEarly { .. }
        | Reason::Format { .. }
        | Reason::Migration { .. }
        | Reason::Expectation { .. } => None,
    }
}

fn cell_entry(record: &CellRecord) -> CellEntry {
    let CellRecord { result, claim, verdict } = record;
    let (reasons, line) = match verdict {
        Verdict::Pass => (Vec::new(), None),
        Verdict::NotApplicable(why) => (vec![why.clone()], None),
        Verdict::Fail(reasons) => (reasons.iter().map(ToString::to_string).collect(), reasons.iter().find_map(reason_line)),
    };
    let line = line.or_else(|| match verdict {
        Verdict::Fail(_) => top_level(&result.diagnostics).find_map(|d| d.primary.as_ref().map(|s| s.line)),
        Verdict::Pass | Verdict::NotApplicable(_) => None,
    });
    let mut summary = DiagnosticsSummary::default();
    for d in top_level(&result.diagnostics) {
        match d.level {
            Some(Level::Error) => summary.errors += 1,
            Some(Level::Warn) => summary.warnings += 1,
            Some(Level::Note | Level::Help) | None => summary.others += 1,
        }
        if let Some(code) = &d.code
            && !summary.codes.contains(code)
        {
            summary.codes.push(code.clone());
        }
    }
    CellEntry {
        snippet: result.snippet.clone(),
        edition: result.edition.revision().to_string(),
        lane: result.lane.clone(),
        outcome: result.outcome,
        verdict: record.kind(),
        claim_status: claim.clone(),
        reasons,
        line,
        claim_holds: claim.holds(),
        primary_code: result.primary_code().map(str::to_string),
        first_message: top_level(&result.diagnostics).next().map(|d| d.message.clone()),
        diagnostics: summary,
        stderr: result.stderr.clone(),
        stdout: result.stdout.clone(),
        run: result.run,
        duration_ms: result.duration.as_millis() as u64,
        drift: None,
    }
}

fn claim_entry(snippet: &Snippet, spec: &EditionSpec, lanes: &[Lane], cells: &HashMap<(&str, Edition, &str), &CellRecord>) -> ClaimEntry {
    let text = if spec.claims.is_empty() {
        format!("{} with {} annotation(s)", spec.stage.name(), spec.annotations.len())
    } else {
        spec.claims.join(" / ")
    };
    // The status is the cell's own, as `verdict` decided it: the page never re-derives it.
    let statuses: Vec<ClaimLane> = lanes
        .iter()
        .map(|lane| {
            let claim = match cells.get(&(&*snippet.id, spec.edition, &*lane.name)) {
                Some(record) => LaneClaim::Ran(record.claim.clone()),
                None => LaneClaim::NotRun(NotRun::NotRun),
            };
            ClaimLane { lane: lane.name.clone(), claim }
        })
        .collect();
    let judged: Vec<(&ClaimLane, bool)> = statuses
        .iter()
        .filter_map(|s| match &s.claim {
            LaneClaim::Ran(ClaimStatus::NotApplicable) | LaneClaim::NotRun(_) => None,
            LaneClaim::Ran(status) => Some((s, status.holds())),
        })
        .collect();
    let fails_since = judged.iter().rposition(|(_, holds)| *holds).and_then(|h| judged.get(h + 1)).map(|(s, _)| s.lane.clone());
    // The raw claim per lane (whatever the dates say), for the observed intervals.
    let observations: Vec<crate::interval::Observation> = lanes
        .iter()
        .filter_map(|lane| {
            let record = cells.get(&(&*snippet.id, spec.edition, &*lane.name))?;
            let release = lane.ready()?.identity.release.clone();
            Some(crate::interval::Observation { lane: lane.name.clone(), release, held: crate::interval::held(&record.result) })
        })
        .collect();
    ClaimEntry {
        snippet: snippet.id.clone(),
        edition: spec.edition.revision().to_string(),
        rfc: snippet.origin.rfc.clone(),
        text,
        stale_since: dated(&spec.stale_since),
        holds_since: dated(&spec.holds_since),
        lanes: statuses,
        fails_since,
        intervals: crate::interval::intervals(&observations),
        verbatim_blocks: Vec::new(),
    }
}

/// The editions the plan's snippets run under, oldest first.
fn plan_editions(plan: &crate::runner::Plan) -> Vec<Edition> {
    let used: std::collections::BTreeSet<Edition> = plan.snippets.iter().flat_map(|s| s.editions.iter().map(|spec| spec.edition)).collect();
    used.into_iter().collect()
}
