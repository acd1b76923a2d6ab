//! The model: the words of the domain that every stage shares (edition, stage, level, release,
//! snippet and its claim per edition, expectation stream, content hash). It sits below every
//! stage and imports none of them: a stage imports the model, never another stage's types
//! for these words. A ready lane (its tools, identity and capabilities) is here too: `lanes`
//! resolves it and `invoke` runs it, and neither imports the other's types.

use std::collections::BTreeMap;
use std::fmt;
use std::fmt::Write as _;
use std::path::PathBuf;

use regex::Regex;
use sha2::{Digest, Sha256};

/// A Rust edition the matrix runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Edition {
    /// `--edition 2021`
    E2021,
    /// `--edition 2024`
    E2024,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 2] = [Edition::E2021, Edition::E2024];

    /// The revision name (`e2021`).
    pub fn revision(self) -> &'static str {
        match self {
            Edition::E2021 => "e2021",
            Edition::E2024 => "e2024",
        }
    }

    /// The year (`2021`), as rustc and cargo spell it.
    pub fn year(self) -> &'static str {
        match self {
            Edition::E2021 => "2021",
            Edition::E2024 => "2024",
        }
    }

    /// Parses `2021`, `e2021`.
    pub fn parse(text: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| text == e.year() || text == e.revision())
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.revision())
    }
}

/// What the compiler is asked to do, and what must come of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// `--emit=metadata` succeeds.
    CheckPass,
    /// `--emit=metadata` fails.
    CheckFail,
    /// A full build succeeds.
    BuildPass,
    /// A full build succeeds and the program exits 0.
    RunPass,
    /// A full build succeeds and the program exits non-zero.
    RunFail,
    /// The library builds and `rustdoc --test` passes every doctest.
    Rustdoc,
    /// The library builds and `rustdoc --test` fails some doctest.
    RustdocFail,
    /// The lane's `rustfmt` accepts the snippet (and, with `formats-to`, formats it as claimed).
    Rustfmt,
}

impl Stage {
    /// The directive's name.
    pub fn name(self) -> &'static str {
        match self {
            Stage::CheckPass => "check-pass",
            Stage::CheckFail => "check-fail",
            Stage::BuildPass => "build-pass",
            Stage::RunPass => "run-pass",
            Stage::RunFail => "run-fail",
            Stage::Rustdoc => "rustdoc",
            Stage::RustdocFail => "rustdoc-fail",
            Stage::Rustfmt => "rustfmt",
        }
    }

    /// Every stage, in the order of the directive table.
    pub const ALL: [Stage; 8] = [
        Stage::CheckPass,
        Stage::CheckFail,
        Stage::BuildPass,
        Stage::RunPass,
        Stage::RunFail,
        Stage::Rustdoc,
        Stage::RustdocFail,
        Stage::Rustfmt,
    ];

    /// Whether the first step (rustc, or rustfmt) must succeed.
    pub fn compile_must_succeed(self) -> bool {
        match self {
            Stage::CheckFail => false,
            Stage::CheckPass
            | Stage::BuildPass
            | Stage::RunPass
            | Stage::RunFail
            | Stage::Rustdoc
            | Stage::RustdocFail
            | Stage::Rustfmt => true,
        }
    }

    /// Whether the stage produces a program and runs it.
    pub fn runs(self) -> bool {
        match self {
            Stage::RunPass | Stage::RunFail => true,
            Stage::CheckPass | Stage::CheckFail | Stage::BuildPass | Stage::Rustdoc | Stage::RustdocFail | Stage::Rustfmt => false,
        }
    }

    /// The tool the stage needs besides rustc, if any.
    pub fn tool(self) -> Option<Tool> {
        match self {
            Stage::Rustdoc | Stage::RustdocFail => Some(Tool::Rustdoc),
            Stage::Rustfmt => Some(Tool::Rustfmt),
            Stage::CheckPass | Stage::CheckFail | Stage::BuildPass | Stage::RunPass | Stage::RunFail => None,
        }
    }
}

/// A lane tool a stage runs besides rustc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// `rustdoc --test`.
    Rustdoc,
    /// `rustfmt`.
    Rustfmt,
}

/// The level of a diagnostic or annotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// `error`
    Error,
    /// `warning`
    Warn,
    /// `note`
    Note,
    /// `help`
    Help,
}

impl Level {
    /// Parses an annotation's level (`ERROR`, `WARN`, `WARNING`, `NOTE`, `HELP`).
    pub fn from_annotation(word: &str) -> Option<Level> {
        match word {
            "ERROR" => Some(Level::Error),
            "WARN" | "WARNING" => Some(Level::Warn),
            "NOTE" => Some(Level::Note),
            "HELP" => Some(Level::Help),
            _ => None,
        }
    }

    /// Parses rustc's JSON `level` (`error`, `warning`, `note`, `help`, `failure-note`, ICE levels).
    pub fn from_rustc(word: &str) -> Option<Level> {
        match word {
            "error" | "error: internal compiler error" => Some(Level::Error),
            "warning" => Some(Level::Warn),
            "note" | "failure-note" => Some(Level::Note),
            "help" => Some(Level::Help),
            _ => None,
        }
    }

    /// The annotation spelling.
    pub fn name(self) -> &'static str {
        match self {
            Level::Error => "ERROR",
            Level::Warn => "WARN",
            Level::Note => "NOTE",
            Level::Help => "HELP",
        }
    }
}

/// Where an annotation expects its diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum AnnotationLine {
    /// On this 1-based line of the snippet.
    Line(usize),
    /// Anywhere, or without a span (`//~?`).
    Anywhere,
}

/// One `//~` annotation.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Annotation {
    /// The level expected.
    pub level: Level,
    /// A code, a lint name, or a substring of the message.
    pub text: String,
    /// Where the diagnostic must be.
    pub line: AnnotationLine,
    /// The line the annotation is written on (for messages).
    pub written_at: usize,
}

/// `stale-since: R "why"`: the claim is known not to hold from release R on.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct StaleSince {
    /// First release where the claim fails.
    pub release: Release,
    /// Why, with a reference.
    pub reason: String,
}

/// The crate type the snippet is compiled as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum CrateType {
    /// `--crate-type=lib`
    Lib,
    /// `--crate-type=bin`
    Bin,
}

/// A normalization rule of one snippet.
#[derive(Debug, Clone)]
pub struct SnippetRule {
    /// The pattern.
    pub regex: Regex,
    /// Its replacement.
    pub replacement: String,
}

impl PartialEq for SnippetRule {
    fn eq(&self, other: &Self) -> bool {
        self.regex.as_str() == other.regex.as_str() && self.replacement == other.replacement
    }
}

/// The cargo command of a cargo-level snippet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CargoSpec {
    /// `check`, `build`, `run`, ...
    pub command: String,
    /// Extra arguments.
    pub args: Vec<String>,
    /// Files whose content after the command is blessed as stdout.
    pub show_files: Vec<String>,
}

/// What one snippet claims, and how it is compiled, under one edition.
#[derive(Debug, Clone, PartialEq)]
pub struct EditionSpec {
    /// The edition.
    pub edition: Edition,
    /// What must happen.
    pub stage: Stage,
    /// Expected diagnostics.
    pub annotations: Vec<Annotation>,
    /// Extra rustc flags.
    pub compile_flags: Vec<String>,
    /// Crate type.
    pub crate_type: CrateType,
    /// Lanes older than this are unsupported.
    pub min_rust: Option<Release>,
    /// Lanes newer than this are unsupported.
    pub max_rust: Option<Release>,
    /// Only nightly lanes run it.
    pub needs_nightly: bool,
    /// The claim is known to fail from this release on.
    pub stale_since: Option<StaleSince>,
    /// The claim is known to fail on lanes older than this release.
    pub holds_since: Option<StaleSince>,
    /// Extra normalization.
    pub normalize: Vec<SnippetRule>,
    /// Claims in words.
    pub claims: Vec<String>,
    /// For cargo-level snippets.
    pub cargo: Option<CargoSpec>,
    /// For the `rustfmt` stage: the snippet file whose code the output must equal.
    pub formats_to: Option<FormatsTo>,
}

/// `formats-to: <file>`: rustfmt's output must be the code of that file (same folder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatsTo {
    /// The file.
    pub path: PathBuf,
    /// The directive's line (for errors).
    pub line: usize,
    /// Its code ([`code`] of its text), read by `discover`; `None` until then.
    pub code: Option<String>,
}

/// Where a snippet came from.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Origin {
    /// `rfc:` number.
    pub rfc: Option<String>,
    /// `source:` `<file>#block-N`.
    pub source: Option<String>,
    /// The recorded hash of that block.
    pub sha256: Option<String>,
    /// `section:` heading.
    pub section: Option<String>,
    /// `variant-of:` block.
    pub variant_of: Option<String>,
    /// `note:` lines.
    pub notes: Vec<String>,
}

/// Whether a snippet is one file or a cargo package (`file`, `package` in reports).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SnippetKind {
    /// A `.rs` file compiled by rustc.
    File,
    /// A folder with `Cargo.toml`, built by the lane's cargo.
    Package,
}

/// A parsed snippet.
#[derive(Debug, Clone)]
pub struct Snippet {
    /// `<suite>/<name>` (the name without `.rs`).
    pub id: String,
    /// The `.rs` file, or the package folder.
    pub path: PathBuf,
    /// File or package.
    pub kind: SnippetKind,
    /// SHA-256 of the snippet's content (all files of a package).
    pub hash: String,
    /// Provenance.
    pub origin: Origin,
    /// One spec per edition that runs.
    pub editions: Vec<EditionSpec>,
    /// The text of the main file (for reports).
    pub text: String,
    /// `migrate:`: what the snippet claims its edition migration does (`None`: it must not break).
    pub migrate: Option<MigrateClaim>,
}

/// `//@ migrate: ...`: what a snippet's migration from 2021 to 2024 does, where its RFC or
/// chapter says so.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "claim", rename_all = "kebab-case")]
pub enum MigrateClaim {
    /// `migrate: equivalent`: the migration (or no migration) keeps what the code does.
    Equivalent,
    /// `migrate: breaks "why"`: the migration is known to break the code (why, with a reference).
    Breaks {
        /// Why, with a reference.
        reason: String,
    },
}

impl Snippet {
    /// The spec of an edition, if the snippet runs under it.
    pub fn edition(&self, edition: Edition) -> Option<&EditionSpec> {
        self.editions.iter().find(|e| e.edition == edition)
    }

    /// The suite folder name.
    pub fn suite(&self) -> &str {
        self.id.split('/').next().unwrap_or("")
    }
}

/// A bad directive or annotation, with its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectiveError {
    /// The snippet file.
    pub path: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl fmt::Display for DirectiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.path.display(), self.line, self.column, self.message)
    }
}

impl std::error::Error for DirectiveError {}

/// A rustc release, `1.85.0`; nightlies carry their channel.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Release {
    /// `1`
    pub major: u32,
    /// `85`
    pub minor: u32,
    /// `0`
    pub patch: u32,
    /// `nightly`, `beta`, or empty for a stable release.
    pub channel: String,
}

impl Release {
    /// Parses `1.85`, `1.85.0`, `1.97.0-nightly`.
    pub fn parse(text: &str) -> Option<Release> {
        let text = text.trim();
        let (numbers, channel) = match text.split_once('-') {
            Some((numbers, channel)) => (numbers, channel.to_string()),
            None => (text, String::new()),
        };
        let mut parts = numbers.split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        let patch = match parts.next() {
            Some(p) => p.parse().ok()?,
            None => 0,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Release { major, minor, patch, channel })
    }

    /// The numbers alone, for comparisons with `min-rust` and `stale-since`.
    pub fn numbers(&self) -> (u32, u32, u32) {
        (self.major, self.minor, self.patch)
    }

    /// Whether this is a nightly build.
    pub fn is_nightly(&self) -> bool {
        self.channel == "nightly"
    }
}

impl fmt::Display for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if !self.channel.is_empty() {
            write!(f, "-{}", self.channel)?;
        }
        Ok(())
    }
}

/// Which output an expectation holds (serialized as its file suffix).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Stream {
    /// The compiler's normalized stderr.
    #[serde(rename = "stderr")]
    Stderr,
    /// The program's stdout (run stages) or shown files (cargo).
    #[serde(rename = "run.stdout")]
    RunStdout,
    /// The snippet's source after its edition migration (empty: the migration changed nothing).
    /// A migration's file has no edition in its name: a migration always starts from 2021.
    #[serde(rename = "migrated.rs")]
    Migrated,
}

impl Stream {
    /// The file-name suffix (`stderr`, `run.stdout`).
    pub fn suffix(self) -> &'static str {
        match self {
            Stream::Stderr => "stderr",
            Stream::RunStdout => "run.stdout",
            Stream::Migrated => "migrated.rs",
        }
    }

    /// The streams of a compile cell.
    pub const CELL: [Stream; 2] = [Stream::Stderr, Stream::RunStdout];
}

/// Hex SHA-256 of bytes.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut out = String::with_capacity(64);
    for byte in digest {
        let _ = write!(out, "{byte:02x}");
    }
    out
}

/// A claim's status on one cell: what the compiler did measured against what the snippet
/// claims and the dates it records. Computed once per cell, by `verdict::claim_status`, and
/// shown the same by `cargo test`, `edrift run`, `drift.json` and the claims page.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// The claim holds, and no date says otherwise.
    Holds,
    /// The claim fails (or the compiler crashed, hung or ICEd), and no date covers it.
    Fails,
    /// `stale-since R` applies on this lane and the claim fails, as recorded.
    Stale {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `holds-since R`, the lane is older than R, and the claim fails, as recorded.
    NotYet {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `stale-since R` applies on this lane, yet the claim holds: the record is wrong here.
    HoldsAgain {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `holds-since R`, the lane is older than R, yet the claim holds: the record is wrong here.
    HoldsEarly {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// An internal compiler error on a lane where a recorded date says the claim does not hold.
    /// Its verdict still compares the expectation.
    KnownIce {
        /// The release of the date that covers it.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// The lane cannot run the cell (unsupported).
    #[serde(rename = "n/a")]
    NotApplicable,
}

impl ClaimStatus {
    /// The word used in reports (`holds`, `stale`, `n/a`, ...): the serialized `status`.
    pub fn name(&self) -> &'static str {
        match self {
            ClaimStatus::Holds => "holds",
            ClaimStatus::Fails => "fails",
            ClaimStatus::Stale { .. } => "stale",
            ClaimStatus::NotYet { .. } => "not-yet",
            ClaimStatus::HoldsAgain { .. } => "holds-again",
            ClaimStatus::HoldsEarly { .. } => "holds-early",
            ClaimStatus::KnownIce { .. } => "known-ice",
            ClaimStatus::NotApplicable => "n/a",
        }
    }

    /// The release of the date involved, if any.
    pub fn since(&self) -> Option<&Release> {
        match self {
            ClaimStatus::Stale { since }
            | ClaimStatus::NotYet { since }
            | ClaimStatus::HoldsAgain { since }
            | ClaimStatus::HoldsEarly { since }
            | ClaimStatus::KnownIce { since } => Some(since),
            ClaimStatus::Holds | ClaimStatus::Fails | ClaimStatus::NotApplicable => None,
        }
    }

    /// Whether the claim holds on the lane (whatever the dates say).
    pub fn holds(&self) -> bool {
        match self {
            ClaimStatus::Holds | ClaimStatus::HoldsAgain { .. } | ClaimStatus::HoldsEarly { .. } => true,
            ClaimStatus::Fails
            | ClaimStatus::Stale { .. }
            | ClaimStatus::NotYet { .. }
            | ClaimStatus::KnownIce { .. }
            | ClaimStatus::NotApplicable => false,
        }
    }

    /// Whether the claim fails exactly as a recorded date says (a passing verdict counted as
    /// `stale`).
    pub fn fails_as_recorded(&self) -> bool {
        match self {
            ClaimStatus::Stale { .. } | ClaimStatus::NotYet { .. } | ClaimStatus::KnownIce { .. } => true,
            ClaimStatus::Holds
            | ClaimStatus::Fails
            | ClaimStatus::HoldsAgain { .. }
            | ClaimStatus::HoldsEarly { .. }
            | ClaimStatus::NotApplicable => false,
        }
    }
}

impl fmt::Display for ClaimStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.since() {
            Some(since) => write!(f, "{} (since {since})", self.name()),
            None => f.write_str(self.name()),
        }
    }
}

/// A [`Release`] written as its text (`1.92.0`) in serialized documents.
pub mod release_text {
    use super::Release;

    /// Writes `1.92.0`.
    pub fn serialize<S: serde::Serializer>(release: &Release, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(release)
    }

    /// Reads `1.92.0`.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Release, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        Release::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("malformed release `{text}`")))
    }
}

/// What `rustc -vV` says of a lane.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Identity {
    /// `release:`
    pub release: Release,
    /// `commit-hash:`
    pub commit_hash: String,
    /// `commit-date:`
    pub commit_date: String,
    /// `host:`
    pub host: String,
    /// `LLVM version:`
    pub llvm: String,
    /// The first line, `rustc 1.95.0 (59807616e 2026-04-14)`.
    pub version_line: String,
}

impl Identity {
    /// Parses `rustc -vV` output; names what is missing.
    pub fn parse(text: &str) -> Result<Identity, String> {
        let mut fields: BTreeMap<&str, &str> = BTreeMap::new();
        let mut lines = text.lines();
        let version_line = lines.next().unwrap_or("").trim().to_string();
        if !version_line.starts_with("rustc ") {
            return Err(format!("`rustc -vV` printed `{version_line}`, not a rustc version"));
        }
        for line in lines {
            if let Some((key, value)) = line.split_once(':') {
                fields.insert(key.trim(), value.trim());
            }
        }
        let release_text = fields.get("release").ok_or("`rustc -vV` has no `release:` line")?;
        let release = Release::parse(release_text).ok_or_else(|| format!("`rustc -vV` has a malformed release `{release_text}`"))?;
        let host = fields.get("host").ok_or("`rustc -vV` has no `host:` line")?.to_string();
        Ok(Identity {
            release,
            commit_hash: fields.get("commit-hash").unwrap_or(&"unknown").to_string(),
            commit_date: fields.get("commit-date").unwrap_or(&"unknown").to_string(),
            host,
            llvm: fields.get("LLVM version").unwrap_or(&"unknown").to_string(),
            version_line,
        })
    }

    /// A short stable key: release and commit.
    pub fn key(&self) -> String {
        format!("{} ({})", self.release, &self.commit_hash[..self.commit_hash.len().min(9)])
    }
}

/// What a lane can do, as probed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Capabilities {
    /// Editions `rustc --edition E` accepts.
    pub editions: Vec<Edition>,
    /// Whether `--diagnostic-width` is accepted.
    pub diagnostic_width: bool,
}

/// A lane that can run cells.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ReadyLane {
    /// The rustc binary.
    pub rustc: PathBuf,
    /// The lane's cargo, if it has one.
    pub cargo: Option<PathBuf>,
    /// The lane's rustdoc, if it has one.
    pub rustdoc: Option<PathBuf>,
    /// The lane's rustfmt, if it has one.
    pub rustfmt: Option<PathBuf>,
    /// Folders for `LD_LIBRARY_PATH`.
    pub library_path: Vec<PathBuf>,
    /// `rustc -vV`.
    pub identity: Identity,
    /// Probed.
    pub capabilities: Capabilities,
}

/// Why a lane cannot run a cell: decided before running, from the lane's probed capabilities
/// and tools and the snippet's predicates. Written as its message (`min-rust: 1.85`) wherever
/// it is stored or shown.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Unsupported {
    /// The lane's rustc does not accept the edition (1.63 and 2024), as probed.
    Edition {
        /// The lane's release.
        release: Release,
        /// The edition.
        edition: Edition,
    },
    /// `needs-nightly` on a stable lane.
    NeedsNightly,
    /// `min-rust: R` on an older lane.
    MinRust(Release),
    /// `max-rust: R` on a newer lane.
    MaxRust(Release),
    /// A cargo-level snippet on a lane without cargo.
    NoCargo,
    /// A tool stage on a lane without the tool.
    NoTool(Tool),
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unsupported::Edition { release, edition } => write!(f, "rustc {release} does not accept --edition={}", edition.year()),
            Unsupported::NeedsNightly => f.write_str("needs-nightly"),
            Unsupported::MinRust(min) => write!(f, "min-rust: {min}"),
            Unsupported::MaxRust(max) => write!(f, "max-rust: {max}"),
            Unsupported::NoCargo => f.write_str("the lane has no cargo"),
            Unsupported::NoTool(Tool::Rustdoc) => f.write_str("the lane has no rustdoc"),
            Unsupported::NoTool(Tool::Rustfmt) => f.write_str("the lane has no rustfmt"),
        }
    }
}

impl From<Unsupported> for String {
    fn from(why: Unsupported) -> String {
        why.to_string()
    }
}

impl TryFrom<String> for Unsupported {
    type Error = String;

    /// Reads the message back (results stored by this or an older harness).
    fn try_from(text: String) -> Result<Unsupported, String> {
        let release = |r: &str| Release::parse(r).ok_or_else(|| format!("malformed release in `{text}`"));
        match text.as_str() {
            "needs-nightly" => return Ok(Unsupported::NeedsNightly),
            "the lane has no cargo" => return Ok(Unsupported::NoCargo),
            "the lane has no rustdoc" => return Ok(Unsupported::NoTool(Tool::Rustdoc)),
            "the lane has no rustfmt" => return Ok(Unsupported::NoTool(Tool::Rustfmt)),
            // Parsing stored input: the other messages carry a value.
            _ => {}
        }
        if let Some(min) = text.strip_prefix("min-rust: ") {
            return Ok(Unsupported::MinRust(release(min)?));
        }
        if let Some(max) = text.strip_prefix("max-rust: ") {
            return Ok(Unsupported::MaxRust(release(max)?));
        }
        let edition = text.strip_prefix("rustc ").and_then(|rest| rest.split_once(" does not accept --edition="));
        match edition.and_then(|(r, e)| Some((Release::parse(r)?, Edition::parse(e)?))) {
            Some((release, edition)) => Ok(Unsupported::Edition { release, edition }),
            None => Err(format!("unknown reason for an unsupported cell: `{text}`")),
        }
    }
}
