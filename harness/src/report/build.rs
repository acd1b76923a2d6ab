//! Builds the [`Document`] from a plan and its results: cells, transitions between adjacent
//! lanes, edition changes, claim status and counts.

use std::collections::{BTreeMap, HashMap};

use super::*;
use crate::diagnostics::Diagnostic;
use crate::directives::{Edition, EditionSpec, SnippetKind};
use crate::drift::{self, Context};
use crate::lanes::{Identity, Lane, LaneStatus};
use crate::project::Project;
use crate::runner::Plan;
use crate::verdict::{self, CellResult, Outcome, Reason, Verdict};

/// What a document is built from.
pub struct Inputs<'a> {
    /// The project (for relative paths and the reference lane).
    pub project: &'a Project,
    /// The plan that ran.
    pub plan: &'a Plan,
    /// Its results.
    pub results: &'a [(CellResult, Verdict)],
    /// Its run in the store.
    pub run_id: Option<i64>,
    /// Drift counts of past runs.
    pub history: Vec<HistoryPoint>,
}

impl Document {
    /// Builds the document of a run.
    pub fn build(inputs: &Inputs<'_>) -> Document {
        let Inputs { project, plan, results, run_id, history } = inputs;
        let lanes: Vec<LaneEntry> = plan.lanes.iter().map(|l| lane_entry(l, &project.toolchains.reference)).collect();
        let snippets: Vec<SnippetEntry> = plan.snippets.iter().map(|s| snippet_entry(s, &project.root)).collect();
        let mut cells: Vec<CellEntry> = results.iter().map(|(r, v)| cell_entry(r, v)).collect();
        cells.sort_by(|a, b| (&a.snippet, &a.edition, &a.lane).cmp(&(&b.snippet, &b.edition, &b.lane)));
        let by_cell: HashMap<(&str, Edition, &str), &CellResult> =
            results.iter().map(|(r, _)| ((r.snippet.as_str(), r.edition, r.lane.as_str()), r)).collect();
        let ran: Vec<&Lane> = plan.lanes.iter().filter(|l| results.iter().any(|(r, _)| r.lane == l.name)).collect();
        let contexts: HashMap<&str, Context> =
            ran.iter().map(|l| (l.name.as_str(), Context::of(results.iter().map(|(r, _)| r).filter(|r| r.lane == l.name)))).collect();
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
            for spec in snippet.editions.iter().filter(|spec| !spec.observe) {
                claims.push(claim_entry(snippet, spec, &plan.lanes, &by_cell));
            }
        }
        let mut verdicts = BTreeMap::new();
        let mut outcomes = BTreeMap::new();
        for cell in &cells {
            *verdicts.entry(cell.verdict.clone()).or_insert(0) += 1;
            *outcomes.entry(cell.outcome.clone()).or_insert(0) += 1;
        }
        Document {
            schema_version: SCHEMA_VERSION,
            generated_at: rfc3339(crate::store::now_ms()),
            harness_version: crate::store::harness_version(),
            run_id: *run_id,
            reference_lane: project.toolchains.reference.clone(),
            editions: Edition::ALL.iter().map(|e| e.revision().to_string()).collect(),
            lanes,
            snippets,
            summary: Summary { cells: cells.len(), verdicts, outcomes, pairs, editions },
            cells,
            transitions,
            edition_changes,
            claims,
            history: history.clone(),
        }
    }
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
            "ready",
            None,
            Some(identity_entry(&ready.identity)),
            ready.capabilities.editions.iter().map(|e| e.revision().to_string()).collect(),
        ),
        LaneStatus::Missing { hint } => ("missing", Some(hint.clone()), None, Vec::new()),
        LaneStatus::IdentityMismatch { identity, declared } => (
            "identity-mismatch",
            Some(format!("declared {declared}, but it is {}", identity.version_line)),
            Some(identity_entry(identity)),
            Vec::new(),
        ),
        LaneStatus::Broken { message } => ("broken", Some(message.clone()), None, Vec::new()),
    };
    LaneEntry {
        name: lane.name.clone(),
        source: lane.source.to_string(),
        status: status.to_string(),
        notice,
        reference: lane.name == reference,
        identity,
        editions,
    }
}

fn snippet_entry(snippet: &crate::directives::Snippet, root: &std::path::Path) -> SnippetEntry {
    let origin = &snippet.origin;
    SnippetEntry {
        id: snippet.id.clone(),
        suite: snippet.suite().to_string(),
        path: snippet.path.strip_prefix(root).unwrap_or(&snippet.path).display().to_string(),
        kind: match snippet.kind {
            SnippetKind::File => "file",
            SnippetKind::Package => "package",
        }
        .to_string(),
        hash: snippet.hash.clone(),
        text: snippet.text.clone(),
        rfc: origin.rfc.clone(),
        source: origin.source.clone(),
        section: origin.section.clone(),
        variant_of: origin.variant_of.clone(),
        notes: origin.notes.clone(),
        editions: snippet
            .editions
            .iter()
            .map(|spec| SnippetEdition {
                edition: spec.edition.revision().to_string(),
                stage: spec.stage.name().to_string(),
                claims: spec.claims.clone(),
                annotations: spec.annotations.len(),
                stale_since: spec.stale_since.as_ref().map(|s| StaleEntry { release: s.release.to_string(), reason: s.reason.clone() }),
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
        Reason::Unexpected { line, .. } => *line,
        Reason::BadOutcome { .. }
        | Reason::Stage { .. }
        | Reason::HoldsAgain { .. }
        | Reason::Format { .. }
        | Reason::Expectation { .. } => None,
    }
}

fn cell_entry(result: &CellResult, verdict: &Verdict) -> CellEntry {
    let (reasons, line) = match verdict {
        Verdict::Pass { .. } => (Vec::new(), None),
        Verdict::NotApplicable(why) => (vec![why.clone()], None),
        Verdict::Fail(reasons) => (reasons.iter().map(ToString::to_string).collect(), reasons.iter().find_map(reason_line)),
    };
    let line = line.or_else(|| match verdict {
        Verdict::Fail(_) => top_level(&result.diagnostics).find_map(|d| d.primary.as_ref().map(|s| s.line)),
        Verdict::Pass { .. } | Verdict::NotApplicable(_) => None,
    });
    let mut summary = DiagnosticsSummary::default();
    for d in top_level(&result.diagnostics) {
        match d.level {
            Some(crate::directives::Level::Error) => summary.errors += 1,
            Some(crate::directives::Level::Warn) => summary.warnings += 1,
            Some(crate::directives::Level::Note | crate::directives::Level::Help) | None => summary.others += 1,
        }
        if let Some(code) = &d.code {
            if !summary.codes.contains(code) {
                summary.codes.push(code.clone());
            }
        }
    }
    CellEntry {
        snippet: result.snippet.clone(),
        edition: result.edition.revision().to_string(),
        lane: result.lane.clone(),
        outcome: result.outcome.name().to_string(),
        verdict: verdict.name().to_string(),
        reasons,
        line,
        claim_holds: result.claim.holds(),
        primary_code: top_level(&result.diagnostics).find_map(|d| d.code.clone()),
        first_message: top_level(&result.diagnostics).next().map(|d| d.message.clone()),
        diagnostics: summary,
        stderr: result.stderr.clone(),
        stdout: result.stdout.clone(),
        run: result.run.map(|r| format!("{r:?}")),
        duration_ms: result.duration.as_millis() as u64,
        drift: None,
    }
}

fn claim_entry(
    snippet: &crate::directives::Snippet,
    spec: &EditionSpec,
    lanes: &[Lane],
    cells: &HashMap<(&str, Edition, &str), &CellResult>,
) -> ClaimEntry {
    let text = if spec.claims.is_empty() {
        format!("{} with {} annotation(s)", spec.stage.name(), spec.annotations.len())
    } else {
        spec.claims.join(" / ")
    };
    let statuses: Vec<ClaimLane> = lanes
        .iter()
        .map(|lane| {
            let status = match (cells.get(&(&*snippet.id, spec.edition, &*lane.name)), lane.ready()) {
                (Some(cell), Some(ready)) => claim_status(cell, spec, &ready.identity),
                (Some(_), None) | (None, Some(_)) | (None, None) => "not-run",
            };
            ClaimLane { lane: lane.name.clone(), status: status.to_string() }
        })
        .collect();
    let judged: Vec<&ClaimLane> =
        statuses.iter().filter(|s| matches!(s.status.as_str(), "holds" | "holds-again" | "fails" | "stale")).collect();
    let holds = |s: &ClaimLane| matches!(s.status.as_str(), "holds" | "holds-again");
    let fails_since = judged.iter().rposition(|s| holds(s)).and_then(|h| judged.get(h + 1)).map(|s| s.lane.clone());
    // The raw claim per lane (whatever the dates say), for the observed intervals.
    let observations: Vec<crate::interval::Observation> = lanes
        .iter()
        .zip(&statuses)
        .filter_map(|(lane, status)| {
            let held = match status.status.as_str() {
                "holds" | "holds-again" => Some(crate::interval::Held::Holds),
                "fails" | "stale" => Some(crate::interval::Held::Fails),
                _ => None,
            };
            Some(crate::interval::Observation { lane: lane.name.clone(), release: lane.ready()?.identity.release.clone(), held })
        })
        .collect();
    ClaimEntry {
        snippet: snippet.id.clone(),
        edition: spec.edition.revision().to_string(),
        rfc: snippet.origin.rfc.clone(),
        text,
        stale_since: spec.stale_since.as_ref().map(|s| StaleEntry { release: s.release.to_string(), reason: s.reason.clone() }),
        lanes: statuses,
        fails_since,
        intervals: crate::interval::intervals(&observations),
    }
}

fn claim_status(cell: &CellResult, spec: &EditionSpec, identity: &Identity) -> &'static str {
    match cell.outcome {
        Outcome::Unsupported => "n/a",
        Outcome::Ice | Outcome::Timeout | Outcome::Crash => "fails",
        Outcome::Accepted | Outcome::Rejected => {
            match (verdict::stale_applies(spec.stale_since.as_ref(), &identity.release), cell.claim.holds()) {
                (false, true) => "holds",
                (false, false) => "fails",
                (true, false) => "stale",
                (true, true) => "holds-again",
            }
        }
    }
}
