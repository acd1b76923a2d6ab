//! `edrift lanes check`: asks each place of a lane (its `source`, then its fallbacks) what it
//! has now: whether a Debian suite still has the pinned version (its private lists refreshed),
//! which versions of the lane's release line it has, whether rustup's server has the release,
//! the newest release of its line and the newest stable. It gives a report per lane and the
//! `toolchains.toml` line to use (the first place that has the release becomes the `source`);
//! it installs nothing.

use std::ffi::OsStr;
use std::path::Path;
use std::time::Duration;

use super::Host;
use super::apt::Apt;
use super::suite::AptState;
use crate::error::Error;
use crate::lanes::{self, Declared, Fallback, LaneDecl, Source};
use crate::model::Release;

/// How long one request to rustup's server may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(120);

/// What one place has of a lane's release.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Has {
    /// The release is there: the `source` that names it (`debian:sid:rustc=1.97.1+dfsg1-1`).
    Yes(String),
    /// It is not: what the place has instead.
    No(String),
    /// The place could not be asked (the network, a missing tool): why.
    Unknown(String),
    /// A channel (`rustup:nightly`): always there, nothing to ask.
    Channel,
}

/// One place of a lane, and what it has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// `debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1`, `debian:sid:rustc`, `rustup:1.97.1`.
    pub place: String,
    /// What it has of the release.
    pub has: Has,
    /// Newer releases this place has in the lane's line, or a newer stable (for a person to
    /// decide on a new lane): `1.97.2+dfsg1-1`, `newest stable 1.99.1`.
    pub newer: Vec<String>,
}

/// The answer of `edrift lanes check` for one lane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaneCheck {
    /// The lane.
    pub lane: String,
    /// Its places, in order.
    pub places: Vec<Place>,
    /// The `toolchains.toml` line to use: the first place that has the release as its source,
    /// the others as fallbacks; `None` when no place has it (or none could be asked).
    pub line: Option<String>,
    /// Whether the declared source still has the release (a lane of a channel or a path has).
    pub source_holds: bool,
}

/// Asks every place of `decl`, finding the programs on `$PATH` as it is now.
pub fn check(decl: &LaneDecl, lanes_dir: &Path) -> LaneCheck {
    check_with_path(decl, lanes_dir, &crate::fsutil::places().host_path)
}

/// [`check`], finding `apt-get`, `apt-cache` and `curl` on `search_path`.
pub fn check_with_path(decl: &LaneDecl, lanes_dir: &Path, search_path: &OsStr) -> LaneCheck {
    let host = Host { search_path: search_path.to_os_string() };
    let mut places = Vec::new();
    let source_place = match &decl.source {
        Source::Debian { suite, package, version } => {
            let suite = suite.clone().or_else(super::suite::host_suite).unwrap_or_else(|| "(host)".to_string());
            debian_place(decl, &decl.source.to_string(), &suite, package, Some(version), lanes_dir, &host)
        }
        Source::Rustup { toolchain } => rustup_place(decl, toolchain, &host),
        Source::Path { .. } => Place { place: decl.source.to_string(), has: Has::Channel, newer: Vec::new() },
    };
    places.push(source_place);
    for fallback in &decl.fallbacks {
        places.push(match fallback {
            Fallback::Debian { suite, package } => debian_place(decl, &fallback.to_string(), suite, package, None, lanes_dir, &host),
            Fallback::Rustup { toolchain } => rustup_place(decl, toolchain, &host),
        });
    }
    let source_holds = match &places[0].has {
        Has::Yes(source) => *source == decl.source.to_string(),
        Has::Channel => true,
        Has::No(_) | Has::Unknown(_) => false,
    };
    let first = places.iter().position(|p| matches!(p.has, Has::Yes(_) | Has::Channel));
    let line = first.map(|at| {
        let source = match &places[at].has {
            Has::Yes(source) => source.clone(),
            Has::No(_) | Has::Unknown(_) | Has::Channel => decl.source.to_string(),
        };
        let fallbacks: Vec<String> =
            decl.fallbacks.iter().enumerate().filter(|(i, _)| i + 1 != at).map(|(_, f)| format!("\"{f}\"")).collect();
        toml_line(&decl.name, &source, &fallbacks)
    });
    LaneCheck { lane: decl.name.clone(), places, line, source_holds }
}

/// `"1.97.1" = { source = "...", fallback = ["..."] }`.
fn toml_line(name: &str, source: &str, fallbacks: &[String]) -> String {
    let key =
        if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') { name.to_string() } else { format!("\"{name}\"") };
    match fallbacks.is_empty() {
        true => format!("{key} = {{ source = \"{source}\" }}"),
        false => format!("{key} = {{ source = \"{source}\", fallback = [{}] }}", fallbacks.join(", ")),
    }
}

/// The release line of a declaration (`1.97` of 1.97.1), for newer releases.
fn line_of(declared: &Declared) -> Option<(u32, u32)> {
    match declared {
        Declared::Release(r) => Some((r.major, r.minor)),
        Declared::Nightly => None,
    }
}

/// A Debian place: the suite's lists refreshed (`apt-get update` of its private state), then
/// its versions of the package. `pinned`: the source's version; `None`: a fallback, which has the
/// release at the newest version whose upstream release is the lane's.
fn debian_place(decl: &LaneDecl, place: &str, suite: &str, package: &str, pinned: Option<&str>, lanes_dir: &Path, host: &Host) -> Place {
    let unknown = |e: Error| Place { place: place.to_string(), has: Has::Unknown(message(e)), newer: Vec::new() };
    let versions = (|| -> Result<Vec<String>, Error> {
        std::fs::create_dir_all(lanes_dir).map_err(|e| Error::io("create", lanes_dir, e))?;
        let _lock = super::debian::lock(decl, lanes_dir)?;
        let state = AptState::open(decl, lanes_dir, suite)?;
        let apt = Apt::find(decl, host, &state)?;
        apt.refresh_once()?;
        apt.versions(package)
    })();
    let versions = match versions {
        Ok(versions) => versions,
        Err(e) => return unknown(e),
    };
    let source = |version: &str| format!("debian:{suite}:{package}={version}");
    let release_at = versions.iter().find(|v| lanes::upstream(v).is_some_and(|r| decl.declared.accepts(&r)));
    let has = match (pinned, release_at) {
        (Some(version), _) if versions.iter().any(|v| v == version) => Has::Yes(source(version)),
        // The pinned version is gone, but the suite has the release at another: that one.
        (_, Some(version)) => Has::Yes(source(version)),
        (_, None) if versions.is_empty() => Has::No(format!("suite `{suite}` has no package `{package}`")),
        (_, None) => Has::No(format!("suite `{suite}` has {package} {}", versions.join(", "))),
    };
    let taken = match &has {
        Has::Yes(s) => s.rsplit('=').next().map(str::to_string),
        Has::No(_) | Has::Unknown(_) | Has::Channel => None,
    };
    let taken_release = taken.as_deref().and_then(lanes::upstream);
    let newer = versions
        .iter()
        .filter(|v| Some(v.as_str()) != taken.as_deref())
        .filter(|v| {
            let release = lanes::upstream(v);
            let in_line = release.as_ref().zip(line_of(&decl.declared)).is_some_and(|(r, line)| (r.major, r.minor) == line);
            in_line && release.as_ref().zip(taken_release.as_ref()).is_none_or(|(r, t)| r > t)
        })
        .cloned()
        .collect();
    Place { place: place.to_string(), has, newer }
}

/// A rustup place: whether rustup's server has the release (`channel-rust-<release>.toml`), the
/// newest release of its line (`channel-rust-<major>.<minor>.toml`) and the newest stable.
fn rustup_place(decl: &LaneDecl, toolchain: &str, host: &Host) -> Place {
    let place = format!("rustup:{toolchain}");
    let Some(release) = Release::parse(toolchain).filter(|r| r.channel.is_empty() && toolchain.matches('.').count() == 2) else {
        return Place { place, has: Has::Channel, newer: Vec::new() };
    };
    let Some(curl) = host.find("curl") else {
        return Place { place, has: Has::Unknown("`curl` is not on PATH: rustup's server cannot be asked".to_string()), newer: Vec::new() };
    };
    let server = crate::fsutil::places()
        .passed("RUSTUP_DIST_SERVER")
        .map_or_else(|| "https://static.rust-lang.org".to_string(), |v| v.to_string_lossy().into_owned());
    let fetch = |name: &str| -> Result<Option<String>, String> {
        let url = format!("{server}/dist/{name}");
        let args = ["-sSL", "-w", "\n%{http_code}", &url].map(str::to_string);
        let output = host.run(&curl, &args, None, FETCH_TIMEOUT).map_err(|e| e.to_string())?;
        let (body, code) = output.stdout.rsplit_once('\n').unwrap_or(("", output.stdout.as_str()));
        match code.trim() {
            "200" => Ok(Some(body.to_string())),
            "404" => Ok(None),
            other => Err(format!("{url}: {} {}", other, output.stderr.trim())),
        }
    };
    let has = match fetch(&format!("channel-rust-{toolchain}.toml.sha256")) {
        Ok(Some(_)) if decl.declared.accepts(&release) => Has::Yes(place.clone()),
        Ok(Some(_)) => Has::No(format!("rustup has {toolchain}, but the lane declares {}", decl.declared)),
        Ok(None) => Has::No(format!("rustup's server has no release {toolchain}")),
        Err(why) => Has::Unknown(why),
    };
    let version_in = |text: &str| {
        let after = text.split("[pkg.rustc]").nth(1)?;
        let line = after.lines().find(|l| l.trim_start().starts_with("version"))?;
        Release::parse(line.split('"').nth(1)?.split(' ').next()?)
    };
    let mut newer = Vec::new();
    if let Ok(Some(text)) = fetch(&format!("channel-rust-{}.{}.toml", release.major, release.minor))
        && let Some(newest) = version_in(&text).filter(|n| *n > release)
    {
        newer.push(format!("rustup:{newest} (newest of {}.{})", release.major, release.minor));
    }
    if let Ok(Some(text)) = fetch("channel-rust-stable.toml")
        && let Some(stable) = version_in(&text).filter(|s| *s > release)
    {
        newer.push(format!("newest stable {stable}"));
    }
    Place { place, has, newer }
}

/// The message of a provisioning error, without its "failed to ... lane" head.
fn message(e: Error) -> String {
    match e {
        Error::Lane { message, .. } => message,
        other => other.to_string(),
    }
}
