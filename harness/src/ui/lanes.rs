//! The lanes of a crate: the names of `[package.metadata.edrift] lanes` (or `--lane`) resolved to
//! lanes of the `lanes` stage. `msrv` is the crate's `rust-version`; `stable`, `beta`, `nightly`
//! and releases (`1.85`) are lanes of a `toolchains.toml` (the crate's own beside its
//! `Cargo.toml`, which may not name a rustc by path, else the harness's) or, failing that,
//! rustup toolchains of that name. A lane older than the crate's `rust-version` is unsupported,
//! a lane not installed ignored with the command that installs it.

use std::path::Path;

use super::CrateManifest;
use crate::error::Error;
use crate::lanes::{self, Declared, LaneDecl, LaneStatus, ProbeMemo, Source, Toolchains};
use crate::model::{ReadyLane, Release};

/// The harness's own matrix, for lanes a crate names without a `toolchains.toml` of its own.
const BUILTIN_TOOLCHAINS: &str = include_str!("../../../toolchains.toml");

/// A lane of the crate.
#[derive(Debug, Clone)]
pub struct CrateLane {
    /// The name as the crate lists it (`msrv`, `stable`, `1.85`): it names the lane's trials and
    /// delta files.
    pub name: String,
    /// Its declaration (where it comes from, what it must be), as the results store records
    /// a lane.
    pub decl: LaneDecl,
    /// Whether it can run the crate's tests.
    pub status: CrateLaneStatus,
}

/// Whether a crate's lane can run its tests.
#[derive(Debug, Clone)]
pub enum CrateLaneStatus {
    /// Resolved and checked.
    Ready(Box<ReadyLane>),
    /// Not installed: the command that installs it.
    Missing(String),
    /// Ready, but older than the crate's `rust-version`: its cells are unsupported, with why.
    TooOld(Box<ReadyLane>, String),
    /// It cannot run the crate (broken, not the release it says): not ready, its cells are
    /// skipped.
    Unsupported(String),
}

impl CrateLane {
    /// The lane as a plan, the results store and the report take lanes: a lane too old for the
    /// crate is ready (its cells are unsupported by the plan), one that cannot run broken, with
    /// the reason.
    pub fn as_lane(&self) -> lanes::Lane {
        let status = match &self.status {
            CrateLaneStatus::Ready(ready) | CrateLaneStatus::TooOld(ready, _) => LaneStatus::Ready(ready.as_ref().clone()),
            CrateLaneStatus::Missing(hint) => LaneStatus::Missing { hint: hint.clone() },
            CrateLaneStatus::Unsupported(why) => LaneStatus::Broken { message: why.clone() },
        };
        lanes::Lane {
            name: self.name.clone(),
            source: self.decl.source.clone(),
            declared: self.decl.declared.clone(),
            status,
            location: None,
            served: None,
        }
    }
}

/// The lanes to run: `selected` (from `--lane`), else the crate's, else `stable`; each resolved
/// (in parallel), with probes memoized under `state`.
pub fn crate_lanes(krate: &CrateManifest, selected: &[String], state: &Path) -> Result<Vec<CrateLane>, Error> {
    let memo = lanes::FileMemo::open(state.join("probes.json"));
    let named = declarations_with(krate, selected, &memo)?;
    let lanes_dir = lanes::lanes_dir();
    let lanes: Vec<CrateLane> = std::thread::scope(|scope| {
        let handles: Vec<_> = named
            .iter()
            .map(|(name, decl)| {
                let (lanes_dir, memo) = (&lanes_dir, &memo);
                scope.spawn(move || CrateLane {
                    name: name.clone(),
                    decl: decl.clone(),
                    status: status(krate, name, decl, lanes_dir, memo),
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("lane resolution panicked")).collect()
    });
    memo.save();
    Ok(lanes)
}

/// The crate's lanes as `selected` (else the crate, else `stable`) names them, each with its
/// declaration (what `edrift lanes install` provisions).
pub fn declarations(krate: &CrateManifest, selected: &[String], state: &Path) -> Result<Vec<(String, LaneDecl)>, Error> {
    let memo = lanes::FileMemo::open(state.join("probes.json"));
    let named = declarations_with(krate, selected, &memo)?;
    memo.save();
    Ok(named)
}

fn declarations_with(krate: &CrateManifest, selected: &[String], memo: &lanes::FileMemo) -> Result<Vec<(String, LaneDecl)>, Error> {
    let mut names: Vec<String> = if !selected.is_empty() {
        selected.to_vec()
    } else if !krate.lanes.is_empty() {
        krate.lanes.clone()
    } else {
        vec!["stable".to_string()]
    };
    let mut seen = std::collections::BTreeSet::new();
    names.retain(|n| seen.insert(n.clone()));
    let own = krate.dir.join("toolchains.toml");
    let toolchains = if own.is_file() {
        Toolchains::read_releases_only(&own)?
    } else {
        Toolchains::parse(Path::new("<edrift's toolchains.toml>"), BUILTIN_TOOLCHAINS)?
    };
    names.into_iter().map(|name| declaration(&name, krate, &toolchains, memo).map(|decl| (name, decl))).collect()
}

/// The lane whose output is the baseline: `[package.metadata.edrift] reference`, else the first
/// lane the crate lists, else the first lane run.
pub fn reference(krate: &CrateManifest, lanes: &[CrateLane]) -> String {
    krate.reference.clone().or_else(|| krate.lanes.first().cloned()).or_else(|| lanes.first().map(|l| l.name.clone())).unwrap_or_default()
}

fn status(krate: &CrateManifest, name: &str, decl: &LaneDecl, lanes_dir: &Path, memo: &lanes::FileMemo) -> CrateLaneStatus {
    let lane = lanes::resolve_with(decl, lanes_dir, Some(memo));
    match lane.status {
        LaneStatus::Ready(ready) => match &krate.rust_version {
            Some(minimum) if ready.identity.release.numbers() < minimum.numbers() => {
                let why = format!(
                    "lane `{name}` is rustc {}, older than the crate's rust-version {minimum}; drop it from [package.metadata.edrift] lanes or lower rust-version",
                    ready.identity.release
                );
                CrateLaneStatus::TooOld(Box::new(ready), why)
            }
            Some(_) | None => CrateLaneStatus::Ready(Box::new(ready)),
        },
        LaneStatus::Missing { hint } => CrateLaneStatus::Missing(hint),
        LaneStatus::IdentityMismatch { identity, declared } => {
            CrateLaneStatus::Unsupported(format!("lane `{name}` is {}, not {declared}", identity.version_line))
        }
        LaneStatus::Broken { message } => CrateLaneStatus::Unsupported(format!("lane `{name}` is broken: {message}")),
    }
}

/// The declaration of the lane `name` of the crate.
fn declaration(name: &str, krate: &CrateManifest, toolchains: &Toolchains, memo: &lanes::FileMemo) -> Result<LaneDecl, Error> {
    let bad = |message: String| Error::Config { path: krate.manifest.clone(), message };
    if !lanes::is_lane_name(name) {
        return Err(bad(format!("lane `{}`: a lane name holds letters, digits, `.`, `-`, `_`, `+`", name.escape_debug())));
    }
    let (wanted, release) = if name == "msrv" {
        let Some(minimum) = &krate.rust_version else {
            return Err(bad("lane `msrv` is the crate's rust-version, but [package] has no `rust-version`".to_string()));
        };
        let text = if minimum.patch == 0 { format!("{}.{}", minimum.major, minimum.minor) } else { minimum.to_string() };
        (text, Some(minimum.clone()))
    } else {
        (name.to_string(), Release::parse(name))
    };
    // A lane of toolchains.toml keeps its name there: a Debian lane's folder is named by it.
    let renamed = |decl: &LaneDecl| decl.clone();
    if let Some(decl) = toolchains.lane(&wanted) {
        return Ok(renamed(decl));
    }
    if let Some(release) = &release
        && let Some(decl) =
            toolchains.lanes.iter().find(|l| matches!(&l.declared, Declared::Release(r) if r.numbers() == release.numbers()))
    {
        return Ok(renamed(decl));
    }
    let declared = match (wanted.as_str(), &release) {
        ("nightly", _) => Declared::Nightly,
        (_, Some(release)) => Declared::Release(release.clone()),
        ("stable" | "beta", None) => {
            Declared::Release(installed_release(&wanted, memo).unwrap_or(Release { major: 0, minor: 0, patch: 0, channel: String::new() }))
        }
        _ => {
            let known: Vec<&str> = toolchains.lanes.iter().map(|l| l.name.as_str()).collect();
            return Err(bad(format!(
                "unknown lane `{name}`: expected `msrv`, `stable`, `beta`, `nightly`, a release (`1.85`), or a lane of toolchains.toml ({})",
                known.join(", ")
            )));
        }
    };
    let toolchain = match &release {
        Some(r) if r.patch == 0 && wanted.matches('.').count() == 1 => format!("{}.{}.0", r.major, r.minor),
        Some(_) | None => wanted.clone(),
    };
    Ok(LaneDecl { name: name.to_string(), source: Source::Rustup { toolchain }, declared, fallbacks: Vec::new() })
}

/// The release of an installed rustup toolchain (`stable`, `beta`), for its declaration.
fn installed_release(toolchain: &str, memo: &lanes::FileMemo) -> Option<Release> {
    let dir = lanes::rustup_toolchain_dir(toolchain)?;
    let rustc = dir.join("bin").join("rustc");
    let key = crate::model::probe_key(&rustc, &[]);
    if let Some((identity, _)) = key.as_deref().and_then(|k| memo.get(k)) {
        let mut release = identity.release;
        release.channel.clear();
        return Some(release);
    }
    let mut release = lanes::identify(&rustc, &[]).ok()?.release;
    release.channel.clear();
    Some(release)
}
