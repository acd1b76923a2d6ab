//! Snippets and what they claim: edition, stage, level, annotations, the spec of one edition,
//! the snippet itself, a bad directive, an expectation's stream, the content hash.

use std::fmt;
use std::fmt::Write as _;
use std::path::PathBuf;

use regex::Regex;
use sha2::{Digest, Sha256};

use super::Release;

/// A Rust edition. A lane runs the editions its rustc accepts (probed); a snippet of ours runs
/// under [`Edition::DEFAULT`] unless its `edition:` directive names others (`2015..`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Edition {
    /// `--edition 2015`
    E2015,
    /// `--edition 2018`
    E2018,
    /// `--edition 2021`
    E2021,
    /// `--edition 2024`
    E2024,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 4] = [Edition::E2015, Edition::E2018, Edition::E2021, Edition::E2024];

    /// The editions a snippet of ours runs under when it names none: the two the 2024
    /// edition's claims compare (the implicit revisions `e2021` and `e2024`).
    pub const DEFAULT: [Edition; 2] = [Edition::E2021, Edition::E2024];

    /// The revision name (`e2021`).
    pub fn revision(self) -> &'static str {
        match self {
            Edition::E2015 => "e2015",
            Edition::E2018 => "e2018",
            Edition::E2021 => "e2021",
            Edition::E2024 => "e2024",
        }
    }

    /// The year (`2021`), as rustc and cargo spell it.
    pub fn year(self) -> &'static str {
        match self {
            Edition::E2015 => "2015",
            Edition::E2018 => "2018",
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
    /// A full build fails (compiletest's `build-fail`: errors past type checking).
    BuildFail,
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
            Stage::BuildFail => "build-fail",
            Stage::BuildPass => "build-pass",
            Stage::RunPass => "run-pass",
            Stage::RunFail => "run-fail",
            Stage::Rustdoc => "rustdoc",
            Stage::RustdocFail => "rustdoc-fail",
            Stage::Rustfmt => "rustfmt",
        }
    }

    /// Every stage, in the order of the directive table.
    pub const ALL: [Stage; 9] = [
        Stage::CheckPass,
        Stage::CheckFail,
        Stage::BuildFail,
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
            Stage::CheckFail | Stage::BuildFail => false,
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
            Stage::CheckPass
            | Stage::CheckFail
            | Stage::BuildFail
            | Stage::BuildPass
            | Stage::Rustdoc
            | Stage::RustdocFail
            | Stage::Rustfmt => false,
        }
    }

    /// The tool the stage needs besides rustc, if any.
    pub fn tool(self) -> Option<Tool> {
        match self {
            Stage::Rustdoc | Stage::RustdocFail => Some(Tool::Rustdoc),
            Stage::Rustfmt => Some(Tool::Rustfmt),
            Stage::CheckPass | Stage::CheckFail | Stage::BuildFail | Stage::BuildPass | Stage::RunPass | Stage::RunFail => None,
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

/// What an annotation names: a diagnostic of a level, or a span label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AnnotationKind {
    /// `//~ ERROR text` (`WARN`, `NOTE`, `HELP`): a diagnostic of that level.
    Level(Level),
    /// `//~ LABEL text`: a span label (the text rustc prints under the code), of any
    /// diagnostic, whose span starts on the annotated line.
    Label,
    /// A compiletest annotation without a kind it knows (`//~ cannot find value`): its whole
    /// text is the message, and it matches no diagnostic, as in compiletest.
    Unknown,
}

impl AnnotationKind {
    /// Parses an annotation's kind word (`ERROR`, `WARN`, `WARNING`, `NOTE`, `HELP`, `LABEL`).
    pub fn parse(word: &str) -> Option<AnnotationKind> {
        match word {
            "LABEL" => Some(AnnotationKind::Label),
            other => Level::from_annotation(other).map(AnnotationKind::Level),
        }
    }

    /// The annotation spelling.
    pub fn name(self) -> &'static str {
        match self {
            AnnotationKind::Level(level) => level.name(),
            AnnotationKind::Label => "LABEL",
            AnnotationKind::Unknown => "annotation without a kind",
        }
    }

    /// The level, for a diagnostic annotation.
    pub fn level(self) -> Option<Level> {
        match self {
            AnnotationKind::Level(level) => Some(level),
            AnnotationKind::Label | AnnotationKind::Unknown => None,
        }
    }
}

/// One `//~` annotation.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Annotation {
    /// A diagnostic of a level, or a span label.
    pub kind: AnnotationKind,
    /// A code, a lint name, or a substring of the message (of the label, for `LABEL`).
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

impl SnippetRule {
    /// A rule whose replacement names only groups its pattern has: the regex crate expands a
    /// group it does not find (`$9`, or `$1a`, read as the group named `1a`) to nothing, which
    /// would silently erase text. On error, the message names the group and those there are.
    pub fn new(regex: Regex, replacement: String) -> Result<SnippetRule, String> {
        let has = |name: &str| match name.parse::<usize>() {
            Ok(index) => index < regex.captures_len(),
            Err(_) => regex.capture_names().flatten().any(|n| n == name),
        };
        match group_references(&replacement).into_iter().find(|name| !has(name)) {
            None => Ok(SnippetRule { regex, replacement }),
            Some(name) => {
                let mut groups: Vec<String> = (0..regex.captures_len()).map(|i| format!("${i}")).collect();
                groups[0].push_str(" (the whole match)");
                for (i, named) in regex.capture_names().enumerate() {
                    if let Some(named) = named {
                        groups[i] = format!("${i} or ${{{named}}}");
                    }
                }
                Err(format!(
                    "the replacement names group `{name}`, which the pattern `{}` does not have: it has {}; \
                     write `${{1}}` where a letter or digit follows, and `$$` for a literal `$`",
                    regex.as_str(),
                    groups.join(", ")
                ))
            }
        }
    }
}

impl SnippetRule {
    /// A rule read as compiletest reads one: a group the pattern does not have expands to
    /// nothing, as the regex crate expands it (rust-lang/rust's files are blessed so:
    /// `"`...`" -> "`$DIR/f.bin`"` writes `` `/f.bin` ``).
    pub fn as_compiletest(regex: Regex, replacement: String) -> SnippetRule {
        SnippetRule { regex, replacement }
    }
}

/// The groups a replacement names, as the regex crate reads it: `$$` is a literal `$`, `${name}`
/// and `$name` (the longest run of letters, digits and `_`) name a group; a `$` followed by
/// nothing of that (or an unclosed `${`) is literal.
fn group_references(replacement: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = replacement;
    while let Some(at) = rest.find('$') {
        let after = &rest[at + 1..];
        if let Some(next) = after.strip_prefix('$') {
            rest = next;
        } else if let Some((name, next)) = after.strip_prefix('{').and_then(|braced| braced.split_once('}')) {
            out.push(name);
            rest = next;
        } else {
            let len = after.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(after.len());
            if len > 0 {
                out.push(&after[..len]);
            }
            rest = &after[len..];
        }
    }
    out
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
    /// `file-has-line: <file> <line>`: the claim fails unless the file, after the command, has
    /// that line (whitespace aside). The file is shown, as with `show-file`.
    pub file_lines: Vec<(String, String)>,
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
    /// `observe`: no claim; the verdict is the expectation comparison alone.
    pub observe: bool,
    /// `wrap: fn`: the code is compiled inside a function body.
    pub wrap: Option<Wrap>,
    /// What a test of the compiletest dialect adds (its revision, expectation files, matching
    /// rules, lane conditions); `None` for our dialect.
    pub compiletest: Option<Box<super::Compiletest>>,
    /// The crate's trybuild-style UI test this cell compiles (`edrift ui`): its kind and path in
    /// the crate; `None` for a snippet of a suite.
    pub crate_ui: Option<Box<super::UiTest>>,
}

/// `wrap: fn`: rustc compiles a copy of the snippet whose directive line opens a function
/// (`fn __edrift_wrapped() {`) and whose end closes it, so a block of bare statements (`let ...`)
/// is checked as the body it is. Every other line is unchanged, so lines and columns of the
/// diagnostics are the snippet's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wrap {
    /// The 1-based line of the directive, which the copy replaces with the function's head.
    pub line: usize,
}

impl Wrap {
    /// The function head that replaces the directive line.
    pub const HEAD: &'static str = "fn __edrift_wrapped() {";

    /// The wrapped copy of a snippet's text.
    pub fn apply(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 32);
        for (index, line) in text.lines().enumerate() {
            out.push_str(if index + 1 == self.line { Self::HEAD } else { line });
            out.push('\n');
        }
        out.push_str("}\n");
        out
    }

    /// The snippet's text back from a wrapped copy (as a migration rewrote it): the function's
    /// head becomes the directive line of `original` again and the closing line goes. Lines a
    /// rewrite changed stay as they are.
    pub fn unapply(&self, original: &str, wrapped: &str) -> String {
        let directive = original.lines().nth(self.line.saturating_sub(1)).unwrap_or(Self::HEAD);
        let mut lines: Vec<&str> = wrapped.lines().collect();
        if lines.last() == Some(&"}") {
            lines.pop();
        }
        let mut out = String::with_capacity(wrapped.len());
        for (index, line) in lines.into_iter().enumerate() {
            out.push_str(if index + 1 == self.line && line == Self::HEAD { directive } else { line });
            out.push('\n');
        }
        out
    }
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
    /// `verbatim: <variant>`: the block is kept as written, cannot test its source's claim, and
    /// names the snippet (of the same folder) that does; its cells observe.
    pub verbatim: Option<String>,
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

impl SnippetKind {
    /// The stream a migration of this kind of snippet is blessed as: the rewritten file, or the
    /// diff of the package's rewritten files.
    pub fn migrated_stream(self) -> Stream {
        match self {
            SnippetKind::File => Stream::Migrated,
            SnippetKind::Package => Stream::MigratedDiff,
        }
    }
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
    /// The text of the main file (for reports), shared by the snippets of one file (a
    /// compiletest test's revisions).
    pub text: std::sync::Arc<str>,
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
    /// `migrate: breaks "why"`: the migration is known to break the code (why, with a reference);
    /// `migrate: breaks since R "why"`: from release R on (on older lanes the snippet makes no
    /// migration claim).
    Breaks {
        /// The first release where it breaks (`None`: every lane).
        since: Option<Release>,
        /// Why, with a reference.
        reason: String,
    },
}

impl MigrateClaim {
    /// Whether the claim speaks of a lane of `release`.
    pub fn applies_on(&self, release: &Release) -> bool {
        match self {
            MigrateClaim::Equivalent | MigrateClaim::Breaks { since: None, .. } => true,
            MigrateClaim::Breaks { since: Some(since), .. } => release.numbers() >= since.numbers(),
        }
    }
}

impl Snippet {
    /// The spec of an edition, if the snippet runs under it.
    pub fn edition(&self, edition: Edition) -> Option<&EditionSpec> {
        self.editions.iter().find(|e| e.edition == edition)
    }

    /// The id of the snippet a verbatim block names: `verbatim: block-14-doctest.rs` in
    /// `suite/block-14` is `suite/block-14-doctest`.
    pub fn verbatim_target(&self) -> Option<String> {
        let variant = self.origin.verbatim.as_deref()?;
        let folder = self.id.rsplit_once('/').map_or("", |(folder, _)| folder);
        Some(format!("{folder}/{}", variant.strip_suffix(".rs").unwrap_or(variant)))
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
        // Line 0: the problem is the file itself (its name, its encoding, where it leads).
        match self.line {
            0 => write!(f, "{}: {}", self.path.display(), self.message),
            line => write!(f, "{}:{}:{}: {}", self.path.display(), line, self.column, self.message),
        }
    }
}

impl std::error::Error for DirectiveError {}

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
    /// A package's edition migration: a unified diff of the files `cargo fix --edition` changed
    /// (empty: it changed nothing). Like [`Stream::Migrated`], no edition in the file's name.
    #[serde(rename = "migrated.diff")]
    MigratedDiff,
    /// The compiler's own stdout (compiletest's `.stdout` beside a test; not `--print` output).
    #[serde(rename = "stdout")]
    CompilerStdout,
    /// The program's stderr (compiletest's `.run.stderr`, with `check-run-results`).
    #[serde(rename = "run.stderr")]
    RunStderr,
}

impl Stream {
    /// The file-name suffix (`stderr`, `run.stdout`).
    pub fn suffix(self) -> &'static str {
        match self {
            Stream::Stderr => "stderr",
            Stream::RunStdout => "run.stdout",
            Stream::Migrated => "migrated.rs",
            Stream::MigratedDiff => "migrated.diff",
            Stream::CompilerStdout => "stdout",
            Stream::RunStderr => "run.stderr",
        }
    }

    /// The streams of a compile cell.
    pub const CELL: [Stream; 2] = [Stream::Stderr, Stream::RunStdout];
}

/// Hex SHA-256 of bytes.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// Lower-case hex of a digest.
pub fn hex(digest: &[u8]) -> String {
    let mut out = String::with_capacity(2 * digest.len());
    for byte in digest {
        let _ = write!(out, "{byte:02x}");
    }
    out
}
