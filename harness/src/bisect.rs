//! `edrift bisect`: narrows where a claim's status changes with toolchains outside the matrix.
//! A list of toolchains in release order in (lanes of `toolchains.toml`, rustup toolchains and
//! ranges of them, dated nightlies, Debian lanes, rustc paths); a binary search over it, which
//! probes O(log n) of them; the first toolchain with the new status, the observed interval, and
//! the directive that records it, out. `--write` edits the snippet's directive but never writes a
//! reason: the person who reads the evidence does.

use std::fmt;
use std::path::{Path, PathBuf};

use jiff::ToSpan as _;
use jiff::civil::Date;

use crate::error::{Argument, Error};
use crate::interval::{DateKind, Held};
use crate::lanes::{self, Declared, Lane, LaneDecl, Source, Toolchains};
use crate::model::Release;
use crate::model::{Edition, Snippet, SnippetKind};
use crate::runner::{CellKind, CellRef, Migrate, Plan};
use crate::verdict::Record;

/// Where a toolchain of the list stands in release order, known before it is installed.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum OrderKey {
    /// A release: its numbers, then pre-releases (nightly, beta) before the stable release.
    Release((u32, u32, u32), bool),
    /// A dated nightly (`nightly-2025-01-15`), by its date.
    Dated(String),
}

/// One toolchain to probe.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// As the user wrote it (`rustup:1.86.0`, `1.85`, `path:/x/rustc`).
    pub name: String,
    /// How to resolve it.
    pub decl: LaneDecl,
    /// Where it stands.
    pub key: OrderKey,
    /// A rustup toolchain to install when it is missing.
    pub install: Option<String>,
}

impl fmt::Display for Candidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The date of a dated nightly, strictly `YYYY-MM-DD` (a real day of the calendar).
fn parse_date(text: &str) -> Option<Date> {
    // strptime also takes unpadded fields (`2025-1-5`), which rustup does not: keep what prints
    // back the same (Display is `YYYY-MM-DD`).
    Date::strptime("%Y-%m-%d", text).ok().filter(|date| date.to_string() == text)
}

fn rustup_candidate(toolchain: &str) -> Result<Candidate, String> {
    let key = match toolchain.strip_prefix("nightly-") {
        Some(date) if parse_date(date).is_some() => OrderKey::Dated(date.to_string()),
        Some(_) | None => match Release::parse(toolchain) {
            Some(release) => OrderKey::Release(release.numbers(), !release.channel.is_empty()),
            None => return Err(format!("`rustup:{toolchain}`: give a release (`1.86.0`) or a dated nightly (`nightly-2025-01-15`)")),
        },
    };
    let declared = match &key {
        OrderKey::Dated(_) => Declared::Nightly,
        OrderKey::Release(..) => Declared::Release(Release::parse(toolchain).ok_or_else(|| format!("`{toolchain}` is not a release"))?),
    };
    Ok(Candidate {
        name: format!("rustup:{toolchain}"),
        decl: LaneDecl {
            name: format!("rustup:{toolchain}"),
            source: Source::Rustup { toolchain: toolchain.to_string() },
            declared,
            fallbacks: Vec::new(),
        },
        key,
        install: Some(toolchain.to_string()),
    })
}

/// Expands a rustup range: `1.86.0..1.94.0` (every minor release, both ends included) or
/// `nightly-2025-01-01..nightly-2025-03-01` (every day).
pub fn expand_rustup(spec: &str) -> Result<Vec<String>, String> {
    let Some((low, high)) = spec.split_once("..") else { return Ok(vec![spec.to_string()]) };
    if let (Some(a), Some(b)) = (low.strip_prefix("nightly-"), high.strip_prefix("nightly-")) {
        let (Some(a), Some(b)) = (parse_date(a), parse_date(b)) else {
            return Err(format!("`rustup:{spec}`: dated nightlies are `nightly-YYYY-MM-DD`"));
        };
        if b < a {
            return Err(format!("`rustup:{spec}`: the range runs backwards"));
        }
        return Ok(a.series(1.day()).take_while(|day| *day <= b).map(|day| format!("nightly-{day}")).collect());
    }
    let (Some(a), Some(b)) = (Release::parse(low), Release::parse(high)) else {
        return Err(format!("`rustup:{spec}`: a range is `1.86.0..1.94.0` or `nightly-2025-01-01..nightly-2025-03-01`"));
    };
    if a.major != b.major || b.minor < a.minor || !a.channel.is_empty() || !b.channel.is_empty() {
        return Err(format!("`rustup:{spec}`: a release range runs forwards over stable releases of one major version"));
    }
    let mut out = vec![a.to_string()];
    out.extend((a.minor + 1..b.minor).map(|minor| format!("{}.{minor}.0", a.major)));
    if b.minor > a.minor {
        out.push(b.to_string());
    }
    Ok(out)
}

/// Reads a path rustc's release (`-vV`), to order it and declare what it must be.
fn path_candidate(rustc: &Path) -> Result<Candidate, String> {
    let release = lanes::identify(rustc, &[])?.release;
    let declared = if release.is_nightly() { Declared::Nightly } else { Declared::Release(release.clone()) };
    let name = format!("path:{}", rustc.display());
    Ok(Candidate {
        name: name.clone(),
        decl: LaneDecl {
            name,
            source: Source::Path {
                rustc: rustc.to_path_buf(),
                library_path: Vec::new(),
                cargo: None,
                declared_at: "--toolchains".to_string(),
            },
            declared,
            fallbacks: Vec::new(),
        },
        key: OrderKey::Release(release.numbers(), !release.channel.is_empty()),
        install: None,
    })
}

/// Parses `--toolchains` items into candidates in release order: lane names of
/// `toolchains.toml`, `rustup:<toolchain>` or a rustup range, `debian:<package>=<version>` (a
/// Debian lane provisioned under the lanes folder), `path:<rustc>` or a path to a rustc.
pub fn candidates(items: &[String], toolchains: &Toolchains, lanes_dir: &Path) -> Result<Vec<Candidate>, Error> {
    let mut out = Vec::new();
    let bad_item = |item: &str, message: String| Error::from(Argument::Toolchain { item: item.to_string(), message });
    for item in items.iter().flat_map(|i| i.split(',')).map(str::trim).filter(|i| !i.is_empty()) {
        if let Some(spec) = item.strip_prefix("rustup:") {
            for toolchain in expand_rustup(spec).map_err(|m| bad_item(item, m))? {
                out.push(rustup_candidate(&toolchain).map_err(|m| bad_item(item, m))?);
            }
        } else if let Some(decl) = toolchains.lane(item) {
            let lane = lanes::resolve(decl, lanes_dir);
            let release = match (lane.ready(), &decl.declared) {
                (Some(ready), _) => ready.identity.release.clone(),
                (None, Declared::Release(release)) => release.clone(),
                (None, Declared::Nightly) => return Err(bad_item(item, lane_problem(&lane))),
            };
            out.push(Candidate {
                name: item.to_string(),
                decl: decl.clone(),
                key: OrderKey::Release(release.numbers(), !release.channel.is_empty()),
                install: None,
            });
        } else if item.starts_with("debian:") {
            let source =
                crate::lanes::parse_source(item).ok_or_else(|| bad_item(item, "expected `debian:[<suite>:]<package>=<version>`".into()))?;
            let version = item.split_once('=').map_or("", |(_, v)| v);
            let upstream: String = version.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            let release =
                Release::parse(upstream.trim_end_matches('.')).ok_or_else(|| bad_item(item, "no release in the version".into()))?;
            // A Debian lane lives in the lanes folder under its name; find the folder provisioned from it.
            let name = provisioned_name(lanes_dir, &source.to_string()).unwrap_or_else(|| release.to_string());
            out.push(Candidate {
                name: item.to_string(),
                decl: LaneDecl { name, source, declared: Declared::Release(release.clone()), fallbacks: Vec::new() },
                key: OrderKey::Release(release.numbers(), false),
                install: None,
            });
        } else if item.starts_with("path:") || item.contains('/') {
            let path = PathBuf::from(item.strip_prefix("path:").unwrap_or(item));
            out.push(path_candidate(&path).map_err(|m| bad_item(item, m))?);
        } else {
            return Err(bad_item(
                item,
                "not a lane of toolchains.toml, `rustup:<toolchain>` (or a range `rustup:1.86.0..1.94.0`), `debian:<package>=<version>` or a rustc path".into(),
            ));
        }
    }
    let dated = out.iter().any(|c| matches!(c.key, OrderKey::Dated(_)));
    let released = out.iter().any(|c| matches!(c.key, OrderKey::Release(..)));
    if dated && released {
        return Err(Argument::MixedToolchains.into());
    }
    out.sort_by(|a, b| a.key.cmp(&b.key));
    out.dedup_by(|a, b| a.key == b.key && a.decl.source == b.decl.source);
    Ok(out)
}

fn provisioned_name(lanes_dir: &Path, source: &str) -> Option<String> {
    std::fs::read_dir(lanes_dir).ok()?.filter_map(Result::ok).find_map(|entry| {
        let text = std::fs::read_to_string(entry.path().join("lane.json")).ok()?;
        let manifest: lanes::LaneManifest = serde_json::from_str(&text).ok()?;
        (manifest.source == source).then(|| entry.file_name().to_string_lossy().into_owned())
    })
}

fn lane_problem(lane: &Lane) -> String {
    match &lane.status {
        lanes::LaneStatus::Ready(_) => "ready".to_string(),
        lanes::LaneStatus::Missing { hint } => hint.clone(),
        lanes::LaneStatus::IdentityMismatch { identity, declared } => format!("it is {} but must be {declared}", identity.version_line),
        lanes::LaneStatus::Broken { message } => message.clone(),
    }
}

/// Resolves a candidate into a lane, installing a missing rustup toolchain when `install`
/// allows. Rustup needs its server for that; without it, the error says so.
pub fn resolve(candidate: &Candidate, lanes_dir: &Path, install: bool) -> Result<Lane, Error> {
    let lane = lanes::resolve(&candidate.decl, lanes_dir);
    match (&lane.status, &candidate.install) {
        (lanes::LaneStatus::Missing { .. }, Some(_)) if install => {
            // The lane's own installer: `rustup toolchain install`, with its errors (no server,
            // no rustup) worded for the user.
            crate::provision::install(&candidate.decl, lanes_dir, crate::provision::Force::No)?;
            let lane = lanes::resolve(&candidate.decl, lanes_dir);
            match lane.ready() {
                Some(_) => Ok(lane),
                None => Err(Error::Lane { action: "resolve", lane: candidate.name.clone(), message: lane_problem(&lane) }),
            }
        }
        (lanes::LaneStatus::Ready(_), _) => Ok(lane),
        (lanes::LaneStatus::Missing { .. }, Some(toolchain)) => Err(Error::Lane {
            action: "resolve",
            lane: candidate.name.clone(),
            message: format!(
                "rustup toolchain `{toolchain}` is not installed, and --no-install: run `rustup toolchain install {toolchain}`, or drop --no-install"
            ),
        }),
        (lanes::LaneStatus::Missing { .. } | lanes::LaneStatus::IdentityMismatch { .. } | lanes::LaneStatus::Broken { .. }, _) => {
            Err(Error::Lane { action: "resolve", lane: candidate.name.clone(), message: lane_problem(&lane) })
        }
    }
}

/// The outcome of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The status changes between `before` (the last index with the old status) and `after`
    /// (the first with the new), both indices into the candidates.
    Change {
        /// The last candidate with the old status.
        before: usize,
        /// The first candidate with the new status.
        after: usize,
        /// The old status.
        from: Held,
        /// The new status.
        to: Held,
    },
    /// The first and last applicable candidates agree: no change to narrow.
    Same(Held),
    /// No candidate could run the cell.
    NothingApplicable,
}

/// Binary search for the change of status over candidates in release order: `probe(i)` gives
/// the status on candidate `i` (`None`: not applicable, skipped). Assumes one change (a claim
/// that flips back and forth is found at one of its changes). Probes `2 + ceil(log2 n)`
/// candidates, plus the inapplicable ones skipped.
pub fn search<E>(count: usize, mut probe: impl FnMut(usize) -> Result<Option<Held>, E>) -> Result<Found, E> {
    let mut alive: Vec<usize> = (0..count).collect();
    // The first and last applicable candidates.
    let first = loop {
        let Some(&i) = alive.first() else { return Ok(Found::NothingApplicable) };
        match probe(i)? {
            Some(held) => break held,
            None => {
                alive.remove(0);
            }
        }
    };
    let last = loop {
        let &i = alive.last().expect("the first applicable candidate is alive");
        if alive.len() == 1 {
            return Ok(Found::Same(first));
        }
        match probe(i)? {
            Some(held) => break held,
            None => {
                alive.pop();
            }
        }
    };
    if first == last {
        return Ok(Found::Same(first));
    }
    // Invariant: alive[lo] has `first`, alive[hi] has `last`.
    let (mut lo, mut hi) = (0, alive.len() - 1);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match probe(alive[mid])? {
            Some(held) if held == first => lo = mid,
            Some(_) => hi = mid,
            None => {
                alive.remove(mid);
                hi -= 1;
            }
        }
    }
    Ok(Found::Change { before: alive[lo], after: alive[hi], from: first, to: last })
}

/// The directive that records a change found on `release`: `stale-since` when the claim stops
/// holding, `holds-since` when it starts.
pub fn directive_kind(from: Held, to: Held) -> Option<DateKind> {
    match (from, to) {
        (Held::Holds, Held::Fails) => Some(DateKind::StaleSince),
        (Held::Fails, Held::Holds) => Some(DateKind::HoldsSince),
        (Held::Holds, Held::Holds) | (Held::Fails, Held::Fails) => None,
    }
}

/// The release a date records for the first toolchain with the new status: `major.minor` (a
/// nightly's version is the release it becomes).
pub fn date_release(release: &Release) -> String {
    format!("{}.{}", release.major, release.minor)
}

/// The placeholder reason `--write` leaves: it fails `edrift::claim-date-evidence` until a
/// person writes why, with evidence.
pub const PLACEHOLDER: &str = "FILL IN: why, with evidence";

/// Writes (or moves) the date directive of `edition` in the snippet's directive file, keeping an
/// existing reason. Returns the file and the line written.
pub fn write_directive(
    snippet: &Snippet,
    edition: Edition,
    kind: DateKind,
    release: &str,
    interval: &str,
) -> Result<(PathBuf, String), Error> {
    let (file, prefix) = match snippet.kind {
        SnippetKind::File => (snippet.path.clone(), "//@"),
        SnippetKind::Package => (snippet.path.join("Cargo.toml"), "#@"),
    };
    let text = crate::fsutil::read_to_string(&file)?;
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let scope_applies = |scope: &str| scope.is_empty() || scope.split(',').any(|s| s.trim() == edition.revision());
    let found = lines.iter().position(|line| {
        let Some(rest) = line.trim_start().strip_prefix(prefix) else { return false };
        let (scope, rest) = match rest.strip_prefix('[') {
            Some(r) => r.split_once(']').unwrap_or(("", r)),
            None => ("", rest),
        };
        scope_applies(scope) && rest.trim_start().starts_with(&format!("{}:", kind.name()))
    });
    let written = match found {
        Some(index) => {
            let line = &lines[index];
            let (head, value) = line.split_once(&format!("{}:", kind.name())).expect("found by its name");
            let reason = value.trim().split_once(char::is_whitespace).map_or("", |(_, reason)| reason.trim());
            let reason = if reason.is_empty() { format!("\"{PLACEHOLDER} (bisected: {interval})\"") } else { reason.to_string() };
            lines[index] = format!("{head}{}: {release} {reason}", kind.name());
            lines[index].clone()
        }
        None => {
            let line = format!("{prefix}[{}] {}: {release} \"{PLACEHOLDER} (bisected: {interval})\"", edition.revision(), kind.name());
            let at = lines.iter().rposition(|l| l.trim_start().starts_with(prefix)).map_or(0, |i| i + 1);
            lines.insert(at, line.clone());
            line
        }
    };
    let mut out = lines.join("\n");
    if text.ends_with('\n') {
        out.push('\n');
    }
    crate::fsutil::write_atomic(&file, out.as_bytes())?;
    Ok((file, written))
}

/// What a bisection probed and found.
#[derive(Debug, Clone)]
pub struct Bisection {
    /// The candidates, in release order.
    pub candidates: Vec<Candidate>,
    /// Each probe, in the order made: the candidate's index, its release and the status.
    pub probes: Vec<(usize, Option<Release>, Option<Held>)>,
    /// The result.
    pub found: Found,
}

/// Narrows the change of one claim over `candidates`, compiling each probed cell with `source`
/// (the results store's cache, or rustc).
pub fn run(
    snippet: &Snippet,
    spec: &crate::model::EditionSpec,
    candidates: Vec<Candidate>,
    lanes_dir: &Path,
    install: bool,
    source: &dyn crate::runner::CellSource,
    timeout: std::time::Duration,
) -> Result<Bisection, Error> {
    let mut probes = Vec::new();
    let found = search(candidates.len(), |i| {
        let candidate = &candidates[i];
        let lane = resolve(candidate, lanes_dir, install)?;
        let release = lane.ready().map(|ready| ready.identity.release.clone());
        // The probe is a plan of one cell, run by the runner: a toolchain that cannot run the
        // cell (below min-rust, not a nightly) is not applicable.
        let lane = Lane { name: candidate.name.clone(), ..lane };
        let plan = Plan::new(vec![snippet.clone()], vec![lane], &[spec.edition], &[], Migrate::No);
        let cell = CellRef { snippet: 0, kind: CellKind::Compile(spec.edition), lane: 0 };
        let held = match crate::runner::observe(&plan, &[cell], source, timeout)?.pop().flatten() {
            Some(Record::Compile(record)) => crate::interval::held(&record.result),
            Some(Record::Migration(_)) | None => None,
        };
        probes.push((i, release, held));
        Ok::<_, Error>(held)
    })?;
    Ok(Bisection { candidates, probes, found })
}

/// Keeps the candidates between two bounds (inclusive), each a lane name of the list or a
/// release.
pub fn between(candidates: Vec<Candidate>, low: &str, high: &str) -> Result<Vec<Candidate>, Error> {
    let key = |bound: &str| -> Result<OrderKey, Error> {
        if let Some(c) = candidates.iter().find(|c| c.name == bound || c.decl.name == bound) {
            return Ok(c.key.clone());
        }
        if let Some(date) = bound.strip_prefix("nightly-").filter(|d| parse_date(d).is_some()) {
            return Ok(OrderKey::Dated(date.to_string()));
        }
        Release::parse(bound)
            .map(|r| OrderKey::Release(r.numbers(), !r.channel.is_empty()))
            .ok_or_else(|| Error::from(Argument::Bound(bound.to_string())))
    };
    let (low, high) = (key(low)?, key(high)?);
    let kept: Vec<Candidate> = candidates.into_iter().filter(|c| c.key >= low && c.key <= high).collect();
    if kept.len() < 2 {
        return Err(Argument::TooFewToolchains(kept.len()).into());
    }
    Ok(kept)
}

#[cfg(test)]
mod tests;
