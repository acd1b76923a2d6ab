//! `claims.html`: what the RFCs and the Edition Guide claim, and whether it holds. A summary per
//! source (RFC or chapter), a figure of where claims changed status across the lanes (each mark a
//! link to its snippet), and the full table (claim x lane), filterable as the matrix is.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::interval::Held;
use crate::model::ClaimStatus;
use crate::report::{ClaimEntry, ClaimLane, LaneClaim, NotRun};

/// The source a claim belongs to: its RFC (`RFC 3498`, from `rfc:` or the RFC file of its block
/// or of the block it is a variant of), else its Edition Guide chapter (`Edition Guide: prelude`),
/// else its suite (snippets of the suite's own).
fn source_of(document: &Document, claim: &ClaimEntry) -> String {
    let snippet = document.snippets.iter().find(|s| s.id == claim.snippet);
    let file = snippet.and_then(|s| s.source.as_deref().or(s.variant_of.as_deref())).map(|s| s.split('#').next().unwrap_or(s));
    let rfc_of_file = file.and_then(|f| f.split('-').next()).filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    match (claim.rfc.as_deref().or(rfc_of_file), file) {
        (Some(rfc), _) => format!("RFC {rfc}"),
        (None, Some(file)) => format!("Edition Guide: {}", file.trim_end_matches(".md")),
        (None, None) => format!("{} (own snippets)", snippet.map_or("", |s| s.suite.as_str())),
    }
}

/// The newest stable lane that ran: the last lane whose compiler is neither a nightly nor a beta.
fn newest_stable(document: &Document) -> Option<&str> {
    document
        .lanes
        .iter()
        .rev()
        .find(|lane| lane.identity.as_ref().is_some_and(|i| !i.version_line.contains("nightly") && !i.version_line.contains("beta")))
        .map(|lane| lane.name.as_str())
}

fn status_on<'a>(claim: &'a ClaimEntry, lane: &str) -> Option<&'a ClaimStatus> {
    claim.lanes.iter().find(|l| l.lane == lane).and_then(|l| match &l.claim {
        LaneClaim::Ran(status) => Some(status),
        LaneClaim::NotRun(NotRun::NotRun) => None,
    })
}

/// Where a claim stands on the newest stable lane: one of these each, so a source's columns add
/// up to its claims.
#[derive(Debug, Clone, PartialEq, Eq)]
enum OnNewest {
    Holds,
    /// Fails there, recorded `stale-since` the release.
    Stale(String),
    /// Fails there and held on no lane, or is recorded so (`stale-since: 1.0`).
    NeverHeld,
    /// Fails there with no date that says so (a failing cell of the run).
    Fails,
    /// Not applicable there, or not run (a nightly-only claim, `max-rust`, a lane without the tool).
    NotRun,
}

/// What the summary counts of one claim.
struct Tally {
    on_newest: OnNewest,
    held_again: bool,
}

fn tally(claim: &ClaimEntry, newest: Option<&str>) -> Tally {
    let ran: Vec<&ClaimStatus> = claim
        .lanes
        .iter()
        .filter_map(|l| match &l.claim {
            LaneClaim::Ran(ClaimStatus::NotApplicable | ClaimStatus::Observed) | LaneClaim::NotRun(_) => None,
            LaneClaim::Ran(status) => Some(status),
        })
        .collect();
    // `stale-since: 1.0` says the block never held as written (its reason shows the defect).
    let never = |s: &crate::report::StaleEntry| crate::model::Release::parse(&s.release).is_some_and(|r| r.numbers() == (1, 0, 0));
    let on_newest = match newest.and_then(|lane| status_on(claim, lane)) {
        None | Some(ClaimStatus::NotApplicable | ClaimStatus::Observed) => OnNewest::NotRun,
        Some(status) if status.holds() => OnNewest::Holds,
        Some(_) => match &claim.stale_since {
            Some(stale) if !never(stale) => OnNewest::Stale(stale.release.clone()),
            Some(_) => OnNewest::NeverHeld,
            None if !ran.iter().any(|s| s.holds()) => OnNewest::NeverHeld,
            None => OnNewest::Fails,
        },
    };
    Tally { on_newest, held_again: ran.iter().any(|s| matches!(s, ClaimStatus::HoldsAgain { .. } | ClaimStatus::HoldsEarly { .. })) }
}

/// One row of the summary: a source and its counts.
struct SummaryRow {
    source: String,
    claims: usize,
    holding: usize,
    stale: String,
    never: usize,
    failing: usize,
    not_run: usize,
    again: usize,
}

fn summary_row(source: String, tallies: &[Tally]) -> SummaryRow {
    let mut stale: BTreeMap<&str, usize> = BTreeMap::new();
    for tally in tallies {
        if let OnNewest::Stale(release) = &tally.on_newest {
            *stale.entry(release).or_insert(0) += 1;
        }
    }
    let releases: Vec<String> = stale.iter().map(|(r, n)| if *n == 1 { r.to_string() } else { format!("{r} ×{n}") }).collect();
    let stale = match releases.is_empty() {
        true => "0".to_string(),
        false => format!("{} ({})", stale.values().sum::<usize>(), releases.join(", ")),
    };
    let count = |f: &dyn Fn(&Tally) -> bool| tallies.iter().filter(|t| f(t)).count();
    SummaryRow {
        source,
        claims: tallies.len(),
        holding: count(&|t| t.on_newest == OnNewest::Holds),
        stale,
        never: count(&|t| t.on_newest == OnNewest::NeverHeld),
        failing: count(&|t| t.on_newest == OnNewest::Fails),
        not_run: count(&|t| t.on_newest == OnNewest::NotRun),
        again: count(&|t| t.held_again),
    }
}

fn summary(document: &Document, claims: &[&ClaimEntry], newest: Option<&str>) -> Markup {
    let mut by_source: BTreeMap<String, Vec<Tally>> = BTreeMap::new();
    for claim in claims {
        by_source.entry(source_of(document, claim)).or_default().push(tally(claim, newest));
    }
    let rows: Vec<SummaryRow> = by_source.into_iter().map(|(source, tallies)| summary_row(source, &tallies)).collect();
    let newest_name = newest.unwrap_or("-");
    html! {
        h2 id="summary" { "Summary per source" }
        p.muted {
            "Per RFC or Edition Guide chapter: its claims (one per snippet and edition) and where each stands on the newest "
            "stable lane (" (newest_name) "): holds; fails, recorded stale (with the releases); fails and never held as "
            "written on any lane (or is recorded so, " code { "stale-since: 1.0" } "); fails with no date; not run there "
            "(nightly-only, " code { "max-rust" } ", not applicable). These five add up to the claims. Last, how many hold "
            "again on some lane where a date says they fail."
        }
        table.claims-summary {
            thead { tr {
                th { "source" } th { "claims" } th { "hold on " (newest_name) } th { "stale (since)" } th { "never held as written" }
                th { "fail, no date" } th { "not run on " (newest_name) } th { "held again" }
            } }
            tbody {
                @for row in &rows {
                    tr data-source=(row.source) {
                        td { a.source href={ "#q=" (row.source) } { (row.source) } }
                        td { (row.claims) } td { (row.holding) } td { (row.stale) } td { (row.never) }
                        td { (row.failing) } td { (row.not_run) } td { (row.again) }
                    }
                    "\n"
                }
            }
        }
    }
}

/// A change of a claim's status drawn in the figure: the lane's column, the new status, the
/// mark's title.
type Mark = (usize, Held, String);

/// Where claims changed status across the lanes: lanes on the x axis, the changed claims on the
/// y axis, a mark at the first lane with the new status (green: now holds, red: now fails), each
/// a link to its snippet.
fn figure(document: &Document, claims: &[&ClaimEntry]) -> Markup {
    use crate::model::Release;
    let numbers = |text: &str| Release::parse(text).map(|r| r.numbers());
    // The date of a change: the `stale-since` of a change to failing, the `holds-since` of one
    // to holding, when it lies in the change's interval.
    let dated = |claim: &ClaimEntry, interval: &crate::interval::Interval| -> Option<String> {
        let date = match interval.to {
            Held::Fails => claim.stale_since.as_ref(),
            Held::Holds => claim.holds_since.as_ref(),
        }?;
        let release = Release::parse(&date.release)?;
        let (major, minor, patch) = release.numbers();
        let shown = if patch == 0 { format!("{major}.{minor}") } else { format!("{major}.{minor}.{patch}") };
        interval.contains(&release).then_some(shown)
    };
    // The columns: the lanes in their order, and each release a date records inside an observed
    // interval (a release between two lanes), placed before the first later lane.
    let mut columns: Vec<(String, bool)> = document.lanes.iter().map(|l| (l.name.clone(), true)).collect();
    let lane_numbers: Vec<Option<(u32, u32, u32)>> = document
        .lanes
        .iter()
        .map(|l| if l.name == "nightly" { None } else { l.identity.as_ref().and_then(|i| numbers(&i.release)) })
        .collect();
    let mut dates: Vec<String> = claims.iter().flat_map(|c| c.intervals.iter().filter_map(|i| dated(c, i))).collect();
    dates.sort_by_key(|d| numbers(d));
    dates.dedup();
    for date in dates {
        let Some(n) = numbers(&date) else { continue };
        if lane_numbers.contains(&Some(n)) {
            continue;
        }
        let later = lane_numbers.iter().position(|l| l.is_some_and(|l| l > n));
        let at =
            later.and_then(|i| columns.iter().position(|(c, is_lane)| *is_lane && *c == document.lanes[i].name)).unwrap_or(columns.len());
        columns.insert(at, (date, false));
    }
    let lane_of = |lane: &str| lane_numbers.iter().zip(&document.lanes).find(|(_, l)| l.name == lane).and_then(|(n, _)| *n);
    let x_of = |label: &str| columns.iter().position(|(c, _)| c == label);
    let mut changed: Vec<(&ClaimEntry, Vec<Mark>)> = claims
        .iter()
        .filter_map(|claim| {
            let marks: Vec<Mark> = claim
                .intervals
                .iter()
                .filter_map(|i| {
                    let after = &i.after.as_ref()?.lane;
                    let date = dated(claim, i);
                    // A date equal to a lane's release is that lane's column.
                    let column = match &date {
                        Some(d) if lane_of(after) == numbers(d) => x_of(after),
                        Some(d) => x_of(d).or_else(|| x_of(after)),
                        None => x_of(after),
                    }?;
                    let recorded = date.map_or(String::new(), |d| format!(", recorded from {d}"));
                    Some((column, i.to, format!("{} → {} in {i}{recorded}", i.from.name(), i.to.name())))
                })
                .collect();
            (!marks.is_empty()).then_some((*claim, marks))
        })
        .collect();
    changed.sort_by_key(|(claim, marks)| (marks.first().map(|m| m.0), claim.snippet.clone(), claim.edition.clone()));
    let (left, top, column, row) = (330, 30, 46, 14);
    let width = left + column * columns.len() + 20;
    let height = top + row * changed.len() + 10;
    html! {
        h2 id="changes" { "When claims changed status (" (changed.len()) " claims)" }
        p.muted {
            "One row per claim whose status changed between two lanes (releases in order; lanes in bold, the others are releases "
            "a date records): a mark at the release the claim's " code { "stale-since" } " / " code { "holds-since" }
            " records (bisected, or from the release notes) when it lies in the observed interval, else at the first lane with the "
            "new status; " span style="color:#1a7f37" { "● now holds" } ", " span style="color:#cf222e" { "● now fails" }
            ". A mark links to the snippet; hover for the interval."
        }
        @if changed.is_empty() {
            p { "No claim changed status across these lanes." }
        } @else {
            div.figure {
                svg.claim-changes xmlns="http://www.w3.org/2000/svg" width=(width) height=(height) viewBox={ "0 0 " (width) " " (height) } {
                    @for (i, (label, is_lane)) in columns.iter().enumerate() {
                        @let x = left + column * i + column / 2;
                        line x1=(x) y1=(top - 8) x2=(x) y2=(height - 5) stroke=(if *is_lane { "#ddd" } else { "#f3f3f3" }) {}
                        text.lane[*is_lane] x=(x) y=(top - 14) text-anchor="middle" { (label) }
                    }
                    @for (r, (claim, marks)) in changed.iter().enumerate() {
                        @let y = top + row * r + row / 2;
                        a href=(snippet_href(&claim.snippet)) {
                            text x=(left - 6) y=(y + 3) text-anchor="end" { (claim.snippet) " (" (claim.edition) ")" }
                        }
                        @for (x, to, title) in marks {
                            @let colour = match to { Held::Holds => "#1a7f37", Held::Fails => "#cf222e" };
                            a.mark href=(snippet_href(&claim.snippet)) {
                                circle cx=(left + column * x + column / 2) cy=(y) r="4.5" fill=(colour) { title { (claim.snippet) " " (claim.edition) ": " (title) } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `claims.html`: the summary, the figure and every claim (snippet x edition) on every lane.
pub fn page(document: &Document) -> String {
    let mut claims: Vec<&ClaimEntry> = document.claims.iter().collect();
    claims.sort_by(|a, b| (a.rfc.is_none(), &a.rfc, &a.snippet, &a.edition).cmp(&(b.rfc.is_none(), &b.rfc, &b.snippet, &b.edition)));
    let newest = newest_stable(document);
    let suites: BTreeSet<&str> = document.snippets.iter().map(|s| s.suite.as_str()).collect();
    let body = html! {
        (summary(document, &claims, newest))
        (figure(document, &claims))
        h2 id="table" { "Every claim" }
        p {
            "A claim is what a snippet asserts for one edition (usually what its RFC says). " b { "holds" } ", " b { "fails" } ", "
            b { "stale since R" } " (fails, as its " code { "stale-since" } " records), " b { "holds again" } " (holds although "
            code { "stale-since" } " says it fails: revisit the snippet), " b { "n/a" } " (the lane cannot run it). A verbatim block "
            "that cannot test its claim as written has no row: its variant's row tests the claim and links it."
        }
        div.filters {
            label {
                "suite "
                select id="c-suite" { option value="" { "all" } @for suite in &suites { option value=(suite) { (suite) } } }
            }
            label {
                "on " (newest.unwrap_or("newest stable")) " "
                select id="c-status" {
                    option value="" { "any" }
                    @for status in ["holds", "fails", "stale", "not-yet", "holds-again", "holds-early", "known-ice", "n/a", "not-run"] {
                        option value=(status) { (status) }
                    }
                }
            }
            label { "text " input id="c-q" type="search" placeholder="snippet, source or claim"; }
            span id="c-shown" class="muted" {}
        }
        table.claims {
            thead {
                tr {
                    th { "source" } th { "snippet" } th { "edition" } th { "claim" }
                    @for lane in &document.lanes { th { (lane.name) } }
                    th { "fails since" } th { "changes (observed)" }
                }
            }
            tbody {
                @for claim in &claims {
                    @let source = source_of(document, claim);
                    @let suite = claim.snippet.split('/').next().unwrap_or("");
                    @let newest_status = newest.map_or("not-run", |lane| status_on(claim, lane).map_or("not-run", ClaimStatus::name));
                    tr.claim-row data-suite=(suite) data-status=(newest_status) data-text=(format!("{} {} {}", claim.snippet, source, claim.text).to_lowercase()) {
                        td { (source) }
                        td {
                            a href=(snippet_href(&claim.snippet)) { (claim.snippet) }
                            @for block in &claim.verbatim_blocks {
                                br; span.verbatim { "tests verbatim " a href=(snippet_href(block)) { (block) } }
                            }
                        }
                        td { (claim.edition) }
                        td { (claim.text) }
                        @for status in &claim.lanes { (claim_cell(claim, status)) }
                        td { (claim.fails_since.as_deref().unwrap_or("-")) }
                        @let changes: Vec<String> = claim.intervals.iter().map(|i| format!("{} → {} in {i}", i.from.name(), i.to.name())).collect();
                        td.claim-changes { @if changes.is_empty() { "-" } @else { (changes.join("; ")) } }
                    }
                    "\n"
                }
            }
        }
    };
    layout(document, "RFC claims", 0, body, Some(assets::CLAIMS_JS))
}

/// A claim's status on one lane: the cell's own claim status, as `verdict` decided it (and
/// `cargo test` shows it), with the recorded date that explains it on hover.
fn claim_cell(claim: &ClaimEntry, status: &ClaimLane) -> Markup {
    let stale = claim.stale_since.as_ref().map(|s| ("stale since", s));
    let holds = claim.holds_since.as_ref().map(|s| ("holds since", s));
    let (class, text, date) = match &status.claim {
        LaneClaim::Ran(ClaimStatus::Holds) => ("claim-holds", "holds".to_string(), stale),
        LaneClaim::Ran(ClaimStatus::Fails) => ("claim-fails", "fails".to_string(), stale),
        LaneClaim::Ran(ClaimStatus::Stale { since }) => ("claim-stale", format!("stale since {since}"), stale),
        LaneClaim::Ran(ClaimStatus::NotYet { since }) => ("claim-stale", format!("holds since {since}"), holds),
        LaneClaim::Ran(ClaimStatus::KnownIce { since }) => ("claim-stale", format!("known ICE ({since})"), stale.or(holds)),
        LaneClaim::Ran(ClaimStatus::HoldsAgain { .. }) => ("claim-holds-again", "holds again".to_string(), stale),
        LaneClaim::Ran(ClaimStatus::HoldsEarly { .. }) => ("claim-holds-again", "holds early".to_string(), holds),
        LaneClaim::Ran(ClaimStatus::NotApplicable) => ("claim-na", "n/a".to_string(), stale),
        LaneClaim::Ran(ClaimStatus::Observed) => ("claim-na", "observed".to_string(), stale),
        LaneClaim::NotRun(NotRun::NotRun) => ("claim-not-run", "–".to_string(), stale),
    };
    let title = date.map(|(what, s)| format!("{what} {}: {}", s.release, s.reason));
    html! { td class=(class) title=[title] { (text) } }
}
