//! Stage `lanes`: `toolchains.toml` in, resolved lanes out: each lane's rustc (and cargo), its
//! identity from `rustc -vV`, checked against what the lane declares, and its capabilities,
//! probed (never read from a table of versions). It never installs anything: `provision` does.

use crate::model::{Capabilities, Identity, ReadyLane, Release};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use crate::error::Error;
use crate::fsutil;
use crate::invoke::{self, ProcessSpec};
use crate::model::Edition;
// These were defined here; re-exported so that `lanes::Release` and the others still name them.

/// Where a lane comes from, as `toolchains.toml` declares it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Source {
    /// `rustup:<toolchain>`
    Rustup {
        /// `1.95.0`, `nightly`, ...
        toolchain: String,
    },
    /// `debian:<suite>:<package>=<version>`, or `debian:<package>=<version>` (the host's suite)
    Debian {
        /// The Debian suite the lane comes from (`bookworm`, `trixie-backports`, `sid`,
        /// `experimental`); `None`: the host's own suite (`VERSION_CODENAME` of /etc/os-release).
        suite: Option<String>,
        /// `rustc` or `rustc-web`.
        package: String,
        /// The Debian version, `1.85.0+dfsg3-1~deb12u3`.
        version: String,
    },
    /// A rustc binary and its library folder, given by path.
    Path {
        /// The rustc binary.
        rustc: PathBuf,
        /// Folders for `LD_LIBRARY_PATH`.
        library_path: Vec<PathBuf>,
        /// A cargo binary, if any.
        cargo: Option<PathBuf>,
        /// Where it is declared (`toolchains.toml:7`), for messages about its paths.
        #[serde(skip)]
        declared_at: String,
    },
}

impl Source {
    /// Whether a lane provisioned from `provisioned` (the `source` of its `lane.json`) is this
    /// source. A Debian lane is the same build when package and version are: Debian never gives
    /// two builds one version, so the suite only says where the packages are found (a lane
    /// provisioned as `debian:rustc=V` is the lane `debian:bookworm:rustc=V`).
    pub fn same_build(&self, provisioned: &str) -> bool {
        match (self, parse_source(provisioned)) {
            (Source::Debian { package, version, .. }, Some(Source::Debian { package: p, version: v, .. })) => {
                *package == p && *version == v
            }
            (Source::Debian { .. } | Source::Rustup { .. } | Source::Path { .. }, _) => self.to_string() == provisioned,
        }
    }

    /// The Debian suite of a Debian lane, as declared (`None` for the host's suite).
    pub fn suite(&self) -> Option<&str> {
        match self {
            Source::Debian { suite, .. } => suite.as_deref(),
            Source::Rustup { .. } | Source::Path { .. } => None,
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Rustup { toolchain } => write!(f, "rustup:{toolchain}"),
            Source::Debian { suite: Some(suite), package, version } => write!(f, "debian:{suite}:{package}={version}"),
            Source::Debian { suite: None, package, version } => write!(f, "debian:{package}={version}"),
            Source::Path { rustc, .. } => write!(f, "path:{}", rustc.display()),
        }
    }
}

/// Another place a lane may come from when its `source` no longer has it (`fallback = [...]` in
/// `toolchains.toml`), tried in order: the same upstream release, elsewhere.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Fallback {
    /// `debian:<suite>:<package>`: the newest version of `package` in `suite` whose upstream
    /// release is the one the lane declares (`1.97.1+dfsg1-1` for a lane 1.97.1).
    Debian {
        /// The suite (`sid`, `trixie-backports`).
        suite: String,
        /// `rustc` or `rustc-web`.
        package: String,
    },
    /// `rustup:<toolchain>`: a rustup release (rustup keeps every one).
    Rustup {
        /// `1.97.1`.
        toolchain: String,
    },
}

impl Fallback {
    /// Whether a lane provisioned from `provisioned` (the `source` of its `lane.json`) came
    /// from this place, for a lane that declares `declared`.
    pub fn served(&self, provisioned: &str, declared: &Declared) -> bool {
        match (self, parse_source(provisioned)) {
            (Fallback::Debian { suite, package }, Some(Source::Debian { suite: Some(s), package: p, version })) => {
                *suite == s && *package == p && upstream(&version).is_some_and(|r| declared.accepts(&r))
            }
            (Fallback::Rustup { toolchain }, Some(Source::Rustup { toolchain: t })) => *toolchain == t,
            (Fallback::Debian { .. } | Fallback::Rustup { .. }, _) => false,
        }
    }
}

impl fmt::Display for Fallback {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fallback::Debian { suite, package } => write!(f, "debian:{suite}:{package}"),
            Fallback::Rustup { toolchain } => write!(f, "rustup:{toolchain}"),
        }
    }
}

/// Parses a fallback (`debian:<suite>:<package>`, `rustup:<toolchain>`).
pub fn parse_fallback(text: &str) -> Option<Fallback> {
    if let Some(Source::Rustup { toolchain }) = parse_source(text).filter(|_| text.starts_with("rustup:")) {
        return Some(Fallback::Rustup { toolchain });
    }
    let (suite, package) = text.strip_prefix("debian:")?.split_once(':')?;
    let valid_suite = !suite.is_empty() && suite.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    (valid_suite && is_plain_name(package) && !package.contains(':'))
        .then(|| Fallback::Debian { suite: suite.to_string(), package: package.to_string() })
}

/// The upstream release of a Debian version: `1.97.1` of `1.97.1+dfsg1-1~bpo13+1`.
pub fn upstream(version: &str) -> Option<Release> {
    let upstream: String = version.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    Release::parse(upstream.trim_end_matches('.'))
}

/// What a lane declares it is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum Declared {
    /// A stable release (`1.95` matches any `1.95.x`).
    Release(Release),
    /// Any nightly.
    Nightly,
}

impl Declared {
    /// Whether an identity's release is what was declared.
    pub fn accepts(&self, release: &Release) -> bool {
        match self {
            Declared::Nightly => release.is_nightly(),
            Declared::Release(declared) => {
                declared.major == release.major
                    && declared.minor == release.minor
                    && (declared.patch == 0 || declared.patch == release.patch)
                    && !release.is_nightly()
            }
        }
    }
}

impl fmt::Display for Declared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Declared::Release(r) => write!(f, "{r}"),
            Declared::Nightly => f.write_str("a nightly"),
        }
    }
}

/// A lane of `toolchains.toml`.
#[derive(Debug, Clone, serde::Serialize)]
pub struct LaneDecl {
    /// Its name (`1.85`, `nightly`).
    pub name: String,
    /// Where it comes from.
    pub source: Source,
    /// What it must be.
    pub declared: Declared,
    /// Where else it may come from, in order, when `source` no longer has it.
    pub fallbacks: Vec<Fallback>,
}

impl LaneDecl {
    /// Whether a lane provisioned from `provisioned` (the `source` of its `lane.json`) is this
    /// lane: from its source, or from one of its fallbacks.
    pub fn serves(&self, provisioned: &str) -> bool {
        self.source.same_build(provisioned) || self.fallbacks.iter().any(|f| f.served(provisioned, &self.declared))
    }

    /// The places it may come from, in order, as `toolchains.toml` writes them.
    pub fn places(&self) -> Vec<String> {
        std::iter::once(self.source.to_string()).chain(self.fallbacks.iter().map(Fallback::to_string)).collect()
    }
}

/// The matrix: `toolchains.toml`.
#[derive(Debug, Clone)]
pub struct Toolchains {
    /// The lane whose expectations are the baseline.
    pub reference: String,
    /// Lanes, ordered by release (nightly last).
    pub lanes: Vec<LaneDecl>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ToolchainsFile {
    reference: String,
    lanes: BTreeMap<String, LaneToml>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LaneToml {
    source: Option<String>,
    rustc: Option<PathBuf>,
    #[serde(default)]
    library_path: Vec<PathBuf>,
    cargo: Option<PathBuf>,
    release: Option<String>,
    #[serde(default)]
    fallback: Vec<String>,
}

impl Toolchains {
    /// Reads `toolchains.toml`.
    pub fn read(path: &Path) -> Result<Toolchains, Error> {
        let text = fsutil::read_to_string(path)?;
        Self::parse(path, &text)
    }

    /// Reads a `toolchains.toml` someone else wrote (a crate's own): releases only, rustup and
    /// Debian lanes, which the harness provisions itself. A path lane names a program the
    /// harness would run, outside any sandbox, to probe it: an error naming its line.
    pub fn read_releases_only(path: &Path) -> Result<Toolchains, Error> {
        let text = fsutil::read_to_string(path)?;
        let toolchains = Self::parse(path, &text)?;
        match toolchains.lanes.iter().find(|lane| matches!(lane.source, Source::Path { .. })) {
            Some(lane) => Err(Error::Config {
                path: path.to_path_buf(),
                message: format!(
                    "line {}: lane `{}` names a rustc by path: a crate's toolchains.toml may declare rustup and Debian lanes only \
                     (the harness would run a program the crate ships); declare path lanes in your own project's \
                     toolchains.toml, or remove this one",
                    key_line(&text, &lane.name),
                    lane.name
                ),
            }),
            None => Ok(toolchains),
        }
    }

    /// Parses the text of `toolchains.toml` (named `path` in errors).
    pub fn parse(path: &Path, text: &str) -> Result<Toolchains, Error> {
        let text_of_toml = text;
        let config = |message: String| Error::Config { path: path.to_path_buf(), message };
        let file: ToolchainsFile = toml::from_str(text).map_err(|e| config(e.to_string()))?;
        let base = path.parent().unwrap_or(Path::new("."));
        let mut lanes = Vec::new();
        for (name, entry) in file.lanes {
            if !is_lane_name(&name) {
                let line = text.lines().position(|l| l.contains(&name)).map_or(1, |i| i + 1);
                return Err(config(format!(
                    "line {line}: lane `{}`: a lane name may hold letters, digits, `.`, `-`, `_` and `+` (no `..`, no `/`): it names \
                     expectation files under expected/; rename the lane (`1.85`, `nightly`)",
                    name.escape_debug()
                )));
            }
            let LaneToml { source, rustc, library_path, cargo, release, fallback } = entry;
            let source = match (source, rustc) {
                (Some(text), None) => parse_source(&text).ok_or_else(|| {
                    let line = text_line(text_of_toml, &text);
                    config(format!(
                        "line {line}: lane `{name}`: unknown source `{text}`: expected `rustup:<toolchain>`, `debian:<suite>:<package>=<version>` or `debian:<package>=<version>` (names of letters, digits, `.`, `-`, `_`, `+`, `~`; no `..`, no `/`), or `rustc = \"path\"`"
                    ))
                })?,
                (None, Some(rustc)) => Source::Path {
                    rustc: base.join(rustc),
                    library_path: library_path.iter().map(|p| base.join(p)).collect(),
                    cargo: cargo.map(|c| base.join(c)),
                    declared_at: format!("{}:{}", path.display(), lane_line(text_of_toml, &name)),
                },
                (Some(_), Some(_)) => return Err(config(format!("lane `{name}`: give `source` or `rustc`, not both"))),
                (None, None) => return Err(config(format!("lane `{name}`: missing `source = \"...\"` (or `rustc = \"path\"`)"))),
            };
            let declared = match release.as_deref() {
                Some(release) => parse_declared(release).ok_or_else(|| {
                    let line = value_line(text_of_toml, lane_line(text_of_toml, &name), "release");
                    config(format!(
                        "line {line}: lane `{name}`: `release = \"{}\"` is not a release: write `release = \"1.85\"`, `\"1.85.1\"` or \
                         `\"nightly\"` (what `rustc -vV` of the lane must say)",
                        release.escape_debug()
                    ))
                })?,
                None => declared_from(&name, &source).ok_or_else(|| {
                    let line = lane_line(text_of_toml, &name);
                    config(format!("line {line}: lane `{name}`: cannot tell which release it must be: add `release = \"1.85\"`"))
                })?,
            };
            let fallbacks = fallback
                .iter()
                .map(|text| {
                    parse_fallback(text).ok_or_else(|| {
                        config(format!(
                            "line {}: lane `{name}`: unknown fallback `{text}`: expected `debian:<suite>:<package>` (the suite's version of \
                             the lane's release) or `rustup:<toolchain>`",
                            key_line(text_of_toml, &name)
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            if matches!(source, Source::Path { .. }) && !fallbacks.is_empty() {
                return Err(config(format!("lane `{name}`: a lane given by path has no fallback: remove `fallback`")));
            }
            lanes.push(LaneDecl { name, source, declared, fallbacks });
        }
        lanes.sort_by(|a, b| order_key(&a.declared).cmp(&order_key(&b.declared)).then(a.name.cmp(&b.name)));
        if !lanes.iter().any(|l| l.name == file.reference) {
            return Err(config(format!("the reference lane `{}` is not declared under [lanes]", file.reference)));
        }
        Ok(Toolchains { reference: file.reference, lanes })
    }

    /// A lane's declaration by name.
    pub fn lane(&self, name: &str) -> Option<&LaneDecl> {
        self.lanes.iter().find(|l| l.name == name)
    }
}

/// Whether `name` can name a lane: it becomes part of expectation file names, so it must not
/// be able to climb out of `expected/`.
pub fn is_lane_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '+'))
        && !name.contains("..")
}

fn order_key(declared: &Declared) -> (u32, u32, u32, u8) {
    match declared {
        Declared::Release(r) => (r.major, r.minor, r.patch, 0),
        Declared::Nightly => (u32::MAX, 0, 0, 1),
    }
}

/// The 1-based line of `text` that holds `needle` (1 when none does).
fn text_line(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).map_or(1, |i| i + 1)
}

/// The 1-based line of `text` whose key is `name` (bare or quoted) (1 when none is).
fn key_line(text: &str, name: &str) -> usize {
    let quoted = format!("\"{name}\"");
    let is_key = |line: &str| {
        let line = line.trim_start();
        [name, quoted.as_str()].iter().any(|key| line.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with('=')))
    };
    text.lines().position(is_key).map_or(1, |i| i + 1)
}

/// The 1-based line that declares lane `name`: its key under `[lanes]`, or its own table
/// header (`[lanes.x]`, `[lanes."1.85"]`) (1 when none does).
fn lane_line(text: &str, name: &str) -> usize {
    let headers = [format!("[lanes.{name}]"), format!("[lanes.\"{name}\"]")];
    match text.lines().position(|line| headers.iter().any(|header| line.trim() == header)) {
        Some(index) => index + 1,
        None => key_line(text, name),
    }
}

/// The 1-based line, at or after line `from`, that holds `key` (`from` when none does).
fn value_line(text: &str, from: usize, key: &str) -> usize {
    text.lines().enumerate().skip(from.saturating_sub(1)).find(|(_, line)| line.contains(key)).map_or(from, |(index, _)| index + 1)
}

/// What is wrong with the files a path lane names, each message naming where the lane is
/// declared and the lane: a `rustc` that is missing or a folder, a `library_path` entry that is
/// not a folder. (Whether the program is a rustc, its probe says.)
pub fn check_path_files(name: &str, rustc: &Path, library_path: &[PathBuf], declared_at: &str) -> Result<(), String> {
    if rustc.is_dir() {
        let inside = [rustc.join("bin/rustc"), rustc.join("rustc")].into_iter().find(|p| p.is_file());
        let hint = inside.map_or_else(|| "the rustc program (`.../bin/rustc`)".to_string(), |p| format!("the program, `{}`", p.display()));
        return Err(format!("{declared_at}: lane `{name}`: `rustc` names {}, a folder: name {hint}", rustc.display()));
    }
    if !rustc.is_file() {
        return Err(format!(
            "{declared_at}: lane `{name}`: {} does not exist: fix its `rustc` path (edrift does not install a path lane)",
            rustc.display()
        ));
    }
    if let Some(folder) = library_path.iter().find(|folder| !folder.is_dir()) {
        let what = if folder.exists() { "is not a folder" } else { "does not exist" };
        return Err(format!(
            "{declared_at}: lane `{name}`: the `library_path` entry {} {what}: name the folder of the lane's libraries, or remove the entry",
            folder.display()
        ));
    }
    Ok(())
}

/// Whether `name` can be a rustup toolchain, a Debian suite, package or version: it becomes a
/// folder name and an argument of rustup or apt, so it may not climb (`../../usr`), hold a
/// `/`, or start like an option.
fn is_plain_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '+' | '~' | ':'))
        && !name.contains("..")
}

/// Parses a lane's `source` (`rustup:<toolchain>`, `debian:[<suite>:]<package>=<version>`).
pub fn parse_source(text: &str) -> Option<Source> {
    if let Some(toolchain) = text.strip_prefix("rustup:") {
        return (is_plain_name(toolchain) && !toolchain.contains(':')).then(|| Source::Rustup { toolchain: toolchain.to_string() });
    }
    let spec = text.strip_prefix("debian:")?;
    let (head, version) = spec.split_once('=')?;
    let (suite, package) = match head.split_once(':') {
        Some((suite, package)) => (Some(suite), package),
        None => (None, head),
    };
    let valid_suite = suite.is_none_or(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    let valid_package = is_plain_name(package) && !package.contains(':');
    (valid_suite && valid_package && is_plain_name(version)).then(|| Source::Debian {
        suite: suite.map(str::to_string),
        package: package.to_string(),
        version: version.to_string(),
    })
}

fn parse_declared(text: &str) -> Option<Declared> {
    if text == "nightly" {
        return Some(Declared::Nightly);
    }
    Release::parse(text).map(Declared::Release)
}

fn declared_from(name: &str, source: &Source) -> Option<Declared> {
    match source {
        // `nightly-2026-02-28` (or with a host) is a nightly, as `nightly` is.
        Source::Rustup { toolchain } if toolchain.starts_with("nightly-") => Some(Declared::Nightly),
        Source::Rustup { toolchain } => parse_declared(toolchain).or_else(|| parse_declared(name)),
        Source::Debian { version, .. } => upstream(version).map(Declared::Release),
        Source::Path { .. } => parse_declared(name),
    }
}

/// Whether a lane can run.
#[derive(Debug, Clone, serde::Serialize)]
pub enum LaneStatus {
    /// Resolved and checked.
    Ready(ReadyLane),
    /// Not installed: its cells are ignored.
    Missing {
        /// Why, and the command that installs it.
        hint: String,
    },
    /// Installed, but not the release it declares: an error, not a substitution.
    IdentityMismatch {
        /// What it is.
        identity: Identity,
        /// What `toolchains.toml` says.
        declared: String,
    },
    /// Installed, but `rustc -vV` or a probe failed.
    Broken {
        /// What happened.
        message: String,
    },
}

/// A lane with its status.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Lane {
    /// The name.
    pub name: String,
    /// Where it comes from.
    pub source: Source,
    /// What it must be.
    pub declared: Declared,
    /// Whether it can run.
    pub status: LaneStatus,
    /// Where its files are.
    pub location: Option<PathBuf>,
    /// The place it was provisioned from, as its `lane.json` records it (`debian:sid:rustc=...`,
    /// or a fallback's `rustup:1.97.1`): `None` for a rustup or path lane found where it is declared.
    pub served: Option<String>,
}

impl Lane {
    /// The ready lane, if it is ready.
    pub fn ready(&self) -> Option<&ReadyLane> {
        match &self.status {
            LaneStatus::Ready(ready) => Some(ready),
            LaneStatus::Missing { .. } | LaneStatus::IdentityMismatch { .. } | LaneStatus::Broken { .. } => None,
        }
    }
}

/// The manifest a provisioned lane leaves in its folder (`lane.json`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LaneManifest {
    /// The lane's name.
    pub lane: String,
    /// The source it was provisioned from (`debian:...`).
    pub source: String,
    /// The rustc binary, relative to the lane folder (absolute for a lane that a rustup fallback
    /// served: the toolchain's own; cargo, rustdoc and rustfmt likewise).
    pub rustc: PathBuf,
    /// The cargo binary, relative to the lane folder.
    pub cargo: Option<PathBuf>,
    /// The rustdoc binary, relative to the lane folder.
    pub rustdoc: Option<PathBuf>,
    /// The rustfmt binary, relative to the lane folder.
    pub rustfmt: Option<PathBuf>,
    /// Library folders, relative to the lane folder.
    pub library_path: Vec<PathBuf>,
    /// `rustc -vV` when it was provisioned.
    pub identity: String,
    /// The Debian packages unpacked, `name=version`.
    pub packages: Vec<String>,
    /// The Debian suite the packages came from (absent in lanes provisioned before suites).
    #[serde(default)]
    pub suite: Option<String>,
    /// The loader (`ld-linux-x86-64.so.2`, absolute) the lane's programs were patched to start
    /// with, so that they run on the C runtime of their suite; absent in lanes that run on the
    /// host's loader with `library_path`.
    #[serde(default)]
    pub interpreter: Option<PathBuf>,
    /// How long provisioning took, in milliseconds.
    #[serde(default)]
    pub provision_ms: Option<u64>,
    /// The lane folder's size on disk when provisioned.
    #[serde(default)]
    pub bytes: Option<u64>,
}

/// The folder under which Debian lanes are provisioned (defined in `fsutil`, below `invoke`,
/// whose sandbox reads it).
pub use crate::fsutil::lanes_dir;

/// The folder of a Debian lane.
pub fn lane_dir(lanes_dir: &Path, lane: &str) -> PathBuf {
    lanes_dir.join(lane)
}

fn rustup_home() -> PathBuf {
    crate::fsutil::places().rustup_home.clone()
}

/// The folder of an installed rustup toolchain (`<toolchain>-<host>`), if any.
pub fn rustup_toolchain_dir(toolchain: &str) -> Option<PathBuf> {
    let dir = rustup_home().join("toolchains");
    let names: Vec<String> = std::fs::read_dir(&dir).ok()?.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect();
    let installed = names.iter().filter(|n| dir.join(n).join("bin").join("rustc").is_file()).map(String::as_str);
    let found = toolchain_folder(toolchain, installed)?;
    // `1.95.0-<host>` may be a link to `stable-<host>`: report where the files are.
    let path = dir.join(found);
    Some(path.canonicalize().unwrap_or(path))
}

/// Which of rustup's toolchain folders is `toolchain`: the folder of that name, else
/// `<toolchain>-<target triple>`. A dated toolchain is another toolchain: `nightly` is never
/// `nightly-2026-02-27-<host>` (a triple starts with its architecture, never a digit).
fn toolchain_folder<'a>(toolchain: &str, folders: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let is_triple = |rest: &str| {
        rest.strip_prefix('-').is_some_and(|t| t.starts_with(|c: char| c.is_ascii_alphabetic()) && t.matches('-').count() >= 1)
    };
    let mut candidates: Vec<&str> = folders.filter(|n| *n == toolchain || n.strip_prefix(toolchain).is_some_and(is_triple)).collect();
    candidates.sort();
    candidates.into_iter().next()
}

/// Resolves every lane (in parallel: probing spawns a few rustc processes per lane).
pub fn resolve_all(toolchains: &Toolchains, lanes_dir: &Path) -> Vec<Lane> {
    resolve_all_with(toolchains, lanes_dir, None)
}

/// A memo of probes (identity and capabilities), keyed by [`crate::model::probe_key`], so that a run whose
/// lanes have not changed spawns no rustc to resolve them. `store` keeps one.
pub trait ProbeMemo: Sync {
    /// The probes recorded under `key`, if any.
    fn get(&self, key: &str) -> Option<(Identity, Capabilities)>;
    /// Records the probes of `key`.
    fn put(&self, key: &str, identity: &Identity, capabilities: &Capabilities);
}

/// The most a [`FileMemo`] reads: a probe is a few hundred bytes.
pub const MEMO_LIMIT: usize = 4 << 20;

/// Probes kept in a JSON file (a crate's UI state folder's `probes.json`, beside the store's
/// memo for the suites), so that a warm run spawns no rustc to resolve its lanes.
pub struct FileMemo {
    path: PathBuf,
    entries: Mutex<BTreeMap<String, (Identity, Capabilities)>>,
    changed: std::sync::atomic::AtomicBool,
}

impl FileMemo {
    /// The memo kept in `path`; a file that is missing, not whole or not a memo is an empty one.
    pub fn open(path: PathBuf) -> FileMemo {
        // The state folder is one that sandboxed builds run in: what lies there is read bounded.
        let entries = fsutil::read_regular(&path, MEMO_LIMIT)
            .ok()
            .filter(|capped| !capped.cut)
            .and_then(|capped| serde_json::from_slice(&capped.bytes).ok())
            .unwrap_or_default();
        FileMemo { path, entries: Mutex::new(entries), changed: std::sync::atomic::AtomicBool::new(false) }
    }

    /// Writes the memo back if a probe was added; a memo that cannot be written only costs the
    /// next run its probes.
    pub fn save(&self) {
        if !self.changed.load(std::sync::atomic::Ordering::SeqCst) {
            return;
        }
        let Ok(entries) = self.entries.lock() else { return };
        if let (Ok(text), Some(folder)) = (serde_json::to_string(&*entries), self.path.parent()) {
            let _ = std::fs::create_dir_all(folder);
            let _ = crate::fsutil::write_atomic(&self.path, text.as_bytes());
        }
    }
}

impl ProbeMemo for FileMemo {
    fn get(&self, key: &str) -> Option<(Identity, Capabilities)> {
        self.entries.lock().ok()?.get(key).cloned()
    }

    fn put(&self, key: &str, identity: &Identity, capabilities: &Capabilities) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.insert(key.to_string(), (identity.clone(), capabilities.clone()));
            self.changed.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    }
}

/// [`resolve_all`], reading and recording probes in `memo`.
pub fn resolve_all_with(toolchains: &Toolchains, lanes_dir: &Path, memo: Option<&dyn ProbeMemo>) -> Vec<Lane> {
    resolve_some_with(toolchains, lanes_dir, memo, &|_| true)
}

/// The lanes whose name `wanted` accepts, resolved (in the matrix's order, in parallel), reading
/// and recording probes in `memo`: a process resolves only the lanes its cells need.
pub fn resolve_some_with(
    toolchains: &Toolchains,
    lanes_dir: &Path,
    memo: Option<&dyn ProbeMemo>,
    wanted: &dyn Fn(&str) -> bool,
) -> Vec<Lane> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = toolchains
            .lanes
            .iter()
            .filter(|decl| wanted(&decl.name))
            .map(|decl| scope.spawn(move || resolve_with(decl, lanes_dir, memo)))
            .collect();
        handles.into_iter().map(|h| h.join().expect("lane resolution thread panicked")).collect()
    })
}

/// Whether a lane's files are in place (its manifest, binaries and loader; no rustc is run).
pub fn is_present(decl: &LaneDecl, lanes_dir: &Path) -> bool {
    locate(decl, lanes_dir).is_ok()
}

/// Where a present lane's files are (no rustc is run), or why it is missing.
pub fn location(decl: &LaneDecl, lanes_dir: &Path) -> Result<PathBuf, String> {
    locate(decl, lanes_dir).map(|(_, location, _)| location)
}

/// The manifest of a provisioned lane (a Debian lane, or one a fallback served), if it has a
/// readable one that is of this lane.
pub fn manifest(decl: &LaneDecl, lanes_dir: &Path) -> Option<LaneManifest> {
    match &decl.source {
        Source::Debian { .. } | Source::Rustup { .. } => {
            let text = std::fs::read_to_string(lane_dir(lanes_dir, &decl.name).join("lane.json")).ok()?;
            serde_json::from_str::<LaneManifest>(&text).ok().filter(|m| decl.serves(&m.source))
        }
        Source::Path { .. } => None,
    }
}

/// Resolves one lane: finds its binaries, reads its identity, probes its capabilities.
pub fn resolve(decl: &LaneDecl, lanes_dir: &Path) -> Lane {
    resolve_with(decl, lanes_dir, None)
}

/// [`resolve`], reading and recording probes in `memo`.
pub fn resolve_with(decl: &LaneDecl, lanes_dir: &Path, memo: Option<&dyn ProbeMemo>) -> Lane {
    let (status, location, served) = match locate(decl, lanes_dir) {
        Ok((binaries, location, served)) => (check(decl, binaries, memo), Some(location), served),
        Err(hint) => (LaneStatus::Missing { hint }, None, None),
    };
    Lane { name: decl.name.clone(), source: decl.source.clone(), declared: decl.declared.clone(), status, location, served }
}

struct Binaries {
    rustc: PathBuf,
    cargo: Option<PathBuf>,
    rustdoc: Option<PathBuf>,
    rustfmt: Option<PathBuf>,
    library_path: Vec<PathBuf>,
}

fn existing(path: PathBuf) -> Option<PathBuf> {
    path.is_file().then_some(path)
}

/// Where a lane's binaries are: its folder, and the place it was provisioned from (see
/// [`Lane::served`]), or why it is missing.
fn locate(decl: &LaneDecl, lanes_dir: &Path) -> Result<(Binaries, PathBuf, Option<String>), String> {
    match &decl.source {
        Source::Rustup { toolchain } => match rustup_toolchain_dir(toolchain) {
            Some(dir) => Ok((rustup_binaries(&dir), dir, None)),
            // A lane that a fallback served has a `lane.json` that says so.
            None if !decl.fallbacks.is_empty() && lane_dir(lanes_dir, &decl.name).join("lane.json").is_file() => {
                provisioned(decl, lanes_dir)
            }
            None => Err(format!(
                "rustup toolchain `{toolchain}` is not installed: run `edrift lanes install {}` (or `rustup toolchain install {toolchain}`)",
                decl.name
            )),
        },
        Source::Debian { .. } => provisioned(decl, lanes_dir),
        Source::Path { rustc, library_path, cargo, declared_at } => {
            check_path_files(&decl.name, rustc, library_path, declared_at)?;
            let bin = rustc.parent().unwrap_or(Path::new("."));
            Ok((
                Binaries {
                    rustc: rustc.clone(),
                    cargo: cargo.clone().or_else(|| existing(bin.join("cargo"))),
                    rustdoc: existing(bin.join("rustdoc")),
                    rustfmt: existing(bin.join("rustfmt")),
                    library_path: library_path.clone(),
                },
                bin.to_path_buf(),
                None,
            ))
        }
    }
}

/// The binaries of a rustup toolchain folder.
fn rustup_binaries(dir: &Path) -> Binaries {
    let bin = dir.join("bin");
    Binaries {
        rustc: bin.join("rustc"),
        cargo: existing(bin.join("cargo")),
        rustdoc: existing(bin.join("rustdoc")),
        rustfmt: existing(bin.join("rustfmt")),
        library_path: Vec::new(),
    }
}

/// A lane that provisioning recorded in `<lanes dir>/<lane>/lane.json`: a Debian lane (from its
/// source or a Debian fallback), or a lane a rustup fallback served (its manifest names the
/// toolchain's programs by absolute path).
fn provisioned(decl: &LaneDecl, lanes_dir: &Path) -> Result<(Binaries, PathBuf, Option<String>), String> {
    let dir = lane_dir(lanes_dir, &decl.name);
    let manifest_path = dir.join("lane.json");
    let hint = || format!("lane `{}` is not provisioned in {}: run `edrift lanes install {}`", decl.name, dir.display(), decl.name);
    let text = std::fs::read_to_string(&manifest_path).map_err(|_| hint())?;
    let manifest: LaneManifest = serde_json::from_str(&text)
        .map_err(|e| format!("{} is unreadable ({e}): run `edrift lanes install --force {}`", manifest_path.display(), decl.name))?;
    if !decl.serves(&manifest.source) {
        return Err(format!(
            "lane `{}` was provisioned from `{}` but toolchains.toml now says `{}`: run `edrift lanes install --force {}`",
            decl.name,
            manifest.source,
            decl.places().join("`, then `"),
            decl.name
        ));
    }
    let rustc = dir.join(&manifest.rustc);
    if !rustc.is_file() {
        return Err(hint());
    }
    if let Some(loader) = manifest.interpreter.as_ref().filter(|loader| !loader.is_file()) {
        return Err(format!(
            "lane `{}` starts with the loader {}, which is gone (the lanes folder was moved?): run `edrift lanes install --force {}`",
            decl.name,
            loader.display(),
            decl.name
        ));
    }
    // A lane served by rustup lives in rustup's toolchain folder (its rustc is `<folder>/bin/rustc`).
    let location = match parse_source(&manifest.source) {
        Some(Source::Rustup { .. }) => rustc.parent().and_then(Path::parent).map_or_else(|| dir.clone(), Path::to_path_buf),
        _ => dir.clone(),
    };
    Ok((
        Binaries {
            rustc,
            cargo: manifest.cargo.map(|c| dir.join(c)).and_then(existing),
            rustdoc: manifest.rustdoc.map(|c| dir.join(c)).and_then(existing),
            rustfmt: manifest.rustfmt.map(|c| dir.join(c)).and_then(existing),
            library_path: manifest.library_path.iter().map(|p| dir.join(p)).collect(),
        },
        location,
        Some(manifest.source),
    ))
}

const PROBE_TIMEOUT: Duration = Duration::from_secs(60);

fn probe(rustc: &Path, library_path: &[PathBuf], args: &[&str]) -> Result<invoke::ProcessOutput, Error> {
    let spec = ProcessSpec {
        program: rustc.to_path_buf(),
        args: args.iter().map(|a| a.to_string()).collect(),
        cwd: None,
        env: invoke::lane_env(library_path, &[]),
        timeout: PROBE_TIMEOUT,
        stdin: None,
    };
    invoke::run_process(&spec)
}

fn check(decl: &LaneDecl, binaries: Binaries, memo: Option<&dyn ProbeMemo>) -> LaneStatus {
    // A memo answers only for the probes it made: the editions probed are part of its key.
    let probed: Vec<&str> = Edition::ALL.iter().map(|e| e.year()).collect();
    let key = memo
        .and_then(|_| crate::model::probe_key(&binaries.rustc, &binaries.library_path))
        .map(|key| format!("{key}|editions={}", probed.join(",")));
    if let (Some(memo), Some(key)) = (memo, &key)
        && let Some((identity, capabilities)) = memo.get(key)
    {
        let Binaries { rustc, cargo, rustdoc, rustfmt, library_path } = binaries;
        if !decl.declared.accepts(&identity.release) {
            return LaneStatus::IdentityMismatch { identity, declared: decl.declared.to_string() };
        }
        return LaneStatus::Ready(ReadyLane { rustc, cargo, rustdoc, rustfmt, library_path, identity, capabilities });
    }
    let status = check_by_probing(decl, binaries);
    if let (Some(memo), Some(key), LaneStatus::Ready(ready)) = (memo, &key, &status) {
        memo.put(key, &ready.identity, &ready.capabilities);
    }
    status
}

/// A rustc's identity (`rustc -vV`); the error says why it could not be read.
pub fn identify(rustc: &Path, library_path: &[PathBuf]) -> Result<Identity, String> {
    match probe(rustc, library_path, &["-vV"]) {
        Ok(output) if output.status.success() => {
            Identity::parse(&output.stdout).map_err(|message| format!("{}: {message}", rustc.display()))
        }
        Ok(output) => Err(format!("`{} -vV` failed ({}): {}", rustc.display(), output.status, output.stderr.trim())),
        Err(e) => Err(e.to_string()),
    }
}

fn check_by_probing(decl: &LaneDecl, binaries: Binaries) -> LaneStatus {
    let Binaries { rustc, cargo, rustdoc, rustfmt, library_path } = binaries;
    let identity = match identify(&rustc, &library_path) {
        Ok(identity) => identity,
        Err(message) => return LaneStatus::Broken { message },
    };
    if !decl.declared.accepts(&identity.release) {
        return LaneStatus::IdentityMismatch { identity, declared: decl.declared.to_string() };
    }
    let mut editions = Vec::new();
    for edition in Edition::ALL {
        let flag = format!("--edition={}", edition.year());
        if probe(&rustc, &library_path, &[&flag, "--print=sysroot"]).is_ok_and(|o| o.status.success()) {
            editions.push(edition);
        }
    }
    let diagnostic_width = probe(&rustc, &library_path, &["--diagnostic-width=140", "--print=sysroot"]).is_ok_and(|o| o.status.success());
    LaneStatus::Ready(ReadyLane {
        rustc,
        cargo,
        rustdoc,
        rustfmt,
        library_path,
        identity,
        capabilities: Capabilities { editions, diagnostic_width },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_memo_is_kept_and_read_back_only_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state/probes.json");
        let lane = ReadyLane::for_tests("1.95.0");
        let memo = FileMemo::open(path.clone());
        memo.put("k", &lane.identity, &lane.capabilities);
        memo.save();
        assert_eq!(FileMemo::open(path.clone()).get("k").map(|(identity, _)| identity), Some(lane.identity.clone()));
        // The same memo padded past the limit (a state folder sandboxed builds write in may hold
        // anything): not read, so every lane is probed again.
        let mut text = std::fs::read(&path).unwrap();
        text.resize(MEMO_LIMIT + 1, b' ');
        std::fs::write(&path, &text).unwrap();
        assert_eq!(FileMemo::open(path).get("k"), None);
    }

    #[test]
    fn releases_parse_and_order() {
        let nightly = Release::parse("1.97.0-nightly").unwrap();
        assert!(nightly.is_nightly());
        assert_eq!(Release::parse("1.85").unwrap().numbers(), (1, 85, 0));
        assert!(Release::parse("1.x").is_none());
        assert!(Release::parse("1.85").unwrap() < Release::parse("1.95.0").unwrap());
    }

    #[test]
    fn declared_release_accepts_patch_releases_only_of_its_minor() {
        let d = Declared::Release(Release::parse("1.95").unwrap());
        assert!(d.accepts(&Release::parse("1.95.1").unwrap()));
        assert!(!d.accepts(&Release::parse("1.96.0").unwrap()));
        assert!(!d.accepts(&Release::parse("1.95.0-nightly").unwrap()));
        assert!(Declared::Nightly.accepts(&Release::parse("1.97.0-nightly").unwrap()));
    }

    #[test]
    fn toolchains_file_parses_and_orders_lanes() {
        let text = r#"
reference = "1.95"
[lanes]
nightly = { source = "rustup:nightly" }
"1.95" = { source = "rustup:1.95.0" }
"1.63" = { source = "debian:rustc=1.63.0+dfsg1-2" }
"#;
        let t = Toolchains::parse(Path::new("toolchains.toml"), text).unwrap();
        let names: Vec<_> = t.lanes.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["1.63", "1.95", "nightly"]);
        assert_eq!(t.lanes[0].declared, Declared::Release(Release::parse("1.63.0").unwrap()));
    }

    #[test]
    fn a_rustup_toolchain_is_its_own_folder_never_a_dated_one() {
        let folders = [
            "1.95.0-x86_64-unknown-linux-gnu",
            "nightly-2026-02-27-x86_64-unknown-linux-gnu",
            "nightly-2026-02-28-x86_64-unknown-linux-gnu",
            "nightly-x86_64-unknown-linux-gnu",
            "stable-x86_64-unknown-linux-gnu",
        ];
        let find = |toolchain: &str| toolchain_folder(toolchain, folders.iter().copied());
        assert_eq!(find("nightly"), Some("nightly-x86_64-unknown-linux-gnu"));
        assert_eq!(find("nightly-2026-02-28"), Some("nightly-2026-02-28-x86_64-unknown-linux-gnu"));
        assert_eq!(find("1.95.0"), Some("1.95.0-x86_64-unknown-linux-gnu"));
        assert_eq!(find("stable-x86_64-unknown-linux-gnu"), Some("stable-x86_64-unknown-linux-gnu"));
        assert_eq!(find("1.95"), None, "1.95 is not 1.95.0");
        assert_eq!(find("beta"), None);
    }

    #[test]
    fn a_dated_rustup_nightly_is_declared_a_nightly() {
        let text = "reference = \"n\"\n[lanes]\nn = { source = \"rustup:nightly-2026-02-28\" }\n";
        let t = Toolchains::parse(Path::new("toolchains.toml"), text).unwrap();
        assert_eq!(t.lanes[0].declared, Declared::Nightly);
    }

    #[test]
    fn debian_sources_name_their_suite_and_match_by_package_and_version() {
        let source = parse_source("debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1").unwrap();
        assert_eq!(
            source,
            Source::Debian {
                suite: Some("trixie-backports".to_string()),
                package: "rustc".to_string(),
                version: "1.97.1+dfsg1-1~bpo13+1".to_string()
            }
        );
        assert_eq!(source.to_string(), "debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1");
        assert_eq!(source.suite(), Some("trixie-backports"));
        assert_eq!(declared_from("x", &source), Some(Declared::Release(Release::parse("1.97.1").unwrap())));
        let host = parse_source("debian:rustc-web=1.96.0+dfsg1-1~deb12u2").unwrap();
        assert_eq!(host.suite(), None);
        // A lane provisioned before suites were declared is the same build.
        let bookworm = parse_source("debian:bookworm:rustc-web=1.96.0+dfsg1-1~deb12u2").unwrap();
        assert!(bookworm.same_build("debian:rustc-web=1.96.0+dfsg1-1~deb12u2"));
        assert!(!bookworm.same_build("debian:bookworm:rustc-web=1.96.0+dfsg1-1~deb12u1"));
        assert!(parse_source("debian::rustc=1").is_none());
        assert!(parse_source("debian:bookworm:../rustc=1").is_none());
        assert!(parse_source("debian:-oDir=x=1").is_none(), "a package that reads as an option of apt");
        assert!(parse_source("debian:rustc=1.2/../x").is_none());
        assert!(parse_source("debian:a b:rustc=1").is_none());
    }

    #[test]
    fn a_rustup_toolchain_that_climbs_out_is_an_error_naming_the_file_and_line() {
        for evil in ["../../usr", "/usr", "a/b", "-v", ""] {
            let text = format!("reference = \"x\"\n[lanes]\nx = {{ source = \"rustup:{evil}\" }}\n");
            let err = Toolchains::parse(Path::new("t.toml"), &text).unwrap_err().to_string();
            assert!(err.contains("t.toml") && err.contains("line 3") && err.contains(&format!("`rustup:{evil}`")), "{err}");
        }
        for good in ["nightly", "1.95.0", "nightly-2026-05-01", "stable-x86_64-unknown-linux-gnu"] {
            assert_eq!(parse_source(&format!("rustup:{good}")), Some(Source::Rustup { toolchain: good.to_string() }));
        }
    }

    #[test]
    fn toolchains_file_errors_name_the_lane() {
        let err =
            Toolchains::parse(Path::new("t.toml"), "reference = \"x\"\n[lanes]\nx = { source = \"apt:foo\" }\n").unwrap_err().to_string();
        assert!(err.contains("lane `x`") && err.contains("t.toml"), "{err}");
        let err = Toolchains::parse(Path::new("t.toml"), "reference = \"y\"\n[lanes]\nx = { source = \"rustup:1.95.0\" }\n")
            .unwrap_err()
            .to_string();
        assert!(err.contains("reference lane `y`"), "{err}");
    }

    #[test]
    fn a_release_that_is_no_release_is_an_error_naming_the_line_and_the_lane() {
        let text = "reference = \"x\"\n[lanes]\nx = { source = \"rustup:1.95.0\" }\ny = { rustc = \"r\", release = \"banana\" }\n";
        let err = Toolchains::parse(Path::new("t.toml"), text).unwrap_err().to_string();
        assert!(err.contains("t.toml: line 4: lane `y`: `release = \"banana\"` is not a release"), "{err}");
        assert!(err.contains("`release = \"1.85\"`"), "{err}");
        // In a table of its own, at the `release` line.
        let text = "reference = \"x\"\n[lanes.x]\nsource = \"rustup:1.95.0\"\n[lanes.y]\nrustc = \"r\"\nrelease = \"1.x\"\n";
        let err = Toolchains::parse(Path::new("t.toml"), text).unwrap_err().to_string();
        assert!(err.contains("line 6: lane `y`: `release = \"1.x\"` is not a release"), "{err}");
        // A path lane without a release its name gives: the line of the lane.
        let text = "reference = \"x\"\n[lanes]\nx = { source = \"rustup:1.95.0\" }\ncustom = { rustc = \"r\" }\n";
        let err = Toolchains::parse(Path::new("t.toml"), text).unwrap_err().to_string();
        assert!(err.contains("line 4: lane `custom`: cannot tell which release"), "{err}");
    }

    #[test]
    fn a_path_lane_whose_files_are_wrong_names_its_line_and_the_lane() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tc/bin")).unwrap();
        std::fs::write(dir.path().join("tc/bin/rustc"), "").unwrap();
        std::fs::create_dir_all(dir.path().join("tc/lib")).unwrap();
        let toolchains = dir.path().join("toolchains.toml");
        let status = |lane: &str| {
            let text = format!("reference = \"x\"\n[lanes]\n\"x\" = {{ source = \"rustup:1.95.0\" }}\n{lane}\n");
            let decl = Toolchains::parse(&toolchains, &text).unwrap().lanes.into_iter().find(|l| l.name == "p").unwrap();
            match resolve(&decl, dir.path()).status {
                LaneStatus::Missing { hint } => hint,
                other => panic!("{other:?}"),
            }
        };
        let at = format!("{}:4: lane `p`:", toolchains.display());
        let folder = status("p = { rustc = \"tc\", release = \"1.85\" }");
        assert!(folder.starts_with(&at) && folder.contains("a folder") && folder.contains("tc/bin/rustc`"), "{folder}");
        assert!(!folder.contains("does not exist"), "{folder}");
        let missing = status("p = { rustc = \"tc/bin/rustc\", library_path = [\"tc/lib\", \"tc/gone\"], release = \"1.85\" }");
        assert!(
            missing.starts_with(&at) && missing.contains("`library_path` entry") && missing.contains("tc/gone does not exist"),
            "{missing}"
        );
        let file = status("p = { rustc = \"tc/bin/rustc\", library_path = [\"tc/bin/rustc\"], release = \"1.85\" }");
        assert!(file.starts_with(&at) && file.contains("is not a folder"), "{file}");
        let absent = status("p = { rustc = \"nowhere/rustc\", release = \"1.85\" }");
        assert!(absent.starts_with(&at) && absent.contains("nowhere/rustc does not exist"), "{absent}");
    }

    #[test]
    fn fallbacks_parse_in_order_and_serve_only_the_lanes_release() {
        let text = "reference = \"1.97.1\"\n[lanes]\n\"1.97.1\" = { source = \"debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1\", fallback = [\"debian:sid:rustc\", \"rustup:1.97.1\"] }\n";
        let t = Toolchains::parse(Path::new("toolchains.toml"), text).unwrap();
        let decl = &t.lanes[0];
        assert_eq!(
            decl.fallbacks,
            [
                Fallback::Debian { suite: "sid".to_string(), package: "rustc".to_string() },
                Fallback::Rustup { toolchain: "1.97.1".to_string() }
            ]
        );
        assert_eq!(decl.places(), ["debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1", "debian:sid:rustc", "rustup:1.97.1"]);
        assert!(decl.serves("debian:sid:rustc=1.97.1+dfsg1-1"));
        assert!(!decl.serves("debian:sid:rustc=1.98.1+dfsg1-1"), "another release is another lane");
        assert!(!decl.serves("debian:experimental:rustc=1.97.1+dfsg1-1"), "a suite the lane does not name");
        assert!(decl.serves("rustup:1.97.1") && !decl.serves("rustup:1.97.0"));
        assert!(decl.serves("debian:trixie-backports:rustc=1.97.1+dfsg1-1~bpo13+1"));
        assert_eq!(upstream("1.96.0+dfsg1-1~deb13u1+b1"), Release::parse("1.96.0"));
        let bad = text.replace("debian:sid:rustc\"", "apt:sid\"");
        let err = Toolchains::parse(Path::new("t.toml"), &bad).unwrap_err().to_string();
        assert!(err.contains("line 3") && err.contains("unknown fallback `apt:sid`"), "{err}");
        assert!(parse_fallback("debian:sid:../rustc").is_none() && parse_fallback("rustup:../x").is_none());
    }

    #[test]
    fn identity_parses_rustc_vv() {
        let text = "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\ncommit-hash: 59807616e1fa\ncommit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\nrelease: 1.95.0\nLLVM version: 22.1.2\n";
        let id = Identity::parse(text).unwrap();
        assert_eq!(id.release, Release::parse("1.95.0").unwrap());
        assert_eq!(id.llvm, "22.1.2");
        assert!(Identity::parse("garbage").unwrap_err().contains("not a rustc version"));
        assert!(Identity::parse("rustc 1.0\nhost: x\n").unwrap_err().contains("release"));
    }
}
