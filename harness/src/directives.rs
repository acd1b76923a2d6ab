//! Stage `directives`: a snippet's text in, its claim per edition out (stage, annotations, lane
//! predicates, flags), or every error with file:line and a suggestion. It never runs anything.
//!
//! Grammar: compiletest's (`//@ name: value`, `//~ LEVEL text`), with the implicit revisions
//! `e2021` and `e2024`. See docs/snippet-format.md.

use std::fmt;
use std::path::{Path, PathBuf};

use regex::Regex;

use crate::lanes::Release;

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

/// What an annotation names: a diagnostic of a level, or a span label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AnnotationKind {
    /// `//~ ERROR text` (`WARN`, `NOTE`, `HELP`): a diagnostic of that level.
    Level(Level),
    /// `//~ LABEL text`: a span label (the text rustc prints under the code), of any
    /// diagnostic, whose span starts on the annotated line.
    Label,
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
        }
    }

    /// The level, for a diagnostic annotation.
    pub fn level(self) -> Option<Level> {
        match self {
            AnnotationKind::Level(level) => Some(level),
            AnnotationKind::Label => None,
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
    /// `observe`: no claim; the verdict is the expectation comparison alone.
    pub observe: bool,
    /// `wrap: fn`: the code is compiled inside a function body.
    pub wrap: Option<Wrap>,
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

/// Whether a snippet is one file or a cargo package.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
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

/// How a directive's value is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// No value.
    Flag,
    /// A value is required.
    Value,
}

/// The known directives, one table (name, shape, edition-scoped?).
const KNOWN: &[(&str, Shape, bool)] = &[
    ("check-pass", Shape::Flag, true),
    ("check-fail", Shape::Flag, true),
    ("build-pass", Shape::Flag, true),
    ("run-pass", Shape::Flag, true),
    ("run-fail", Shape::Flag, true),
    ("rustdoc", Shape::Flag, true),
    ("rustdoc-fail", Shape::Flag, true),
    ("rustfmt", Shape::Flag, true),
    ("formats-to", Shape::Value, true),
    ("edition", Shape::Value, false),
    ("revisions", Shape::Value, false),
    ("compile-flags", Shape::Value, true),
    ("crate-type", Shape::Value, true),
    ("min-rust", Shape::Value, true),
    ("max-rust", Shape::Value, true),
    ("needs-nightly", Shape::Flag, true),
    ("stale-since", Shape::Value, true),
    ("holds-since", Shape::Value, true),
    ("normalize-stderr", Shape::Value, true),
    ("rfc", Shape::Value, false),
    ("source", Shape::Value, false),
    ("section", Shape::Value, false),
    ("claim", Shape::Value, true),
    ("note", Shape::Value, false),
    ("variant-of", Shape::Value, false),
    ("cargo", Shape::Value, true),
    ("cargo-args", Shape::Value, true),
    ("show-file", Shape::Value, true),
    ("prose-annotations", Shape::Flag, false),
    ("observe", Shape::Flag, true),
    ("wrap", Shape::Value, false),
];

/// The `source:` provenance of a snippet text (used by `extract --check`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provenance {
    /// `<file>#block-N`.
    pub source: String,
    /// Recorded hash.
    pub sha256: String,
}

/// Reads every `source:` directive of a text without validating the rest.
pub fn provenance(text: &str) -> Vec<Provenance> {
    text.lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix("//@").or_else(|| line.trim_start().strip_prefix("#@"))?;
            let value = rest.trim().strip_prefix("source:")?.trim();
            let (source, hash) = value.split_once(char::is_whitespace)?;
            let sha256 = hash.trim().strip_prefix("sha256:")?;
            Some(Provenance { source: source.to_string(), sha256: sha256.to_string() })
        })
        .collect()
}

/// A snippet's code: its text without the `//@` directive lines, as the RFC or guide block
/// was. The `rustfmt` stage formats this, and `formats-to` compares with it.
pub fn code(text: &str) -> String {
    text.split_inclusive('\n').filter(|line| !line.trim_start().starts_with("//@")).collect()
}

/// One directive line before it is applied to editions.
struct RawDirective {
    line: usize,
    column: usize,
    scope: Option<Vec<Edition>>,
    name: &'static str,
    value: String,
}

/// Parses a snippet. `annotated_files` holds (file, text) of the files whose `//~` annotations
/// count (the snippet file itself, or a package's sources); `directive_text` is where the
/// directives are (`//@` in a `.rs`, `#@` in a `Cargo.toml`).
pub fn parse(
    id: &str,
    path: &Path,
    kind: SnippetKind,
    directive_text: &str,
    annotated_text: &str,
    hash: String,
) -> Result<Snippet, Vec<DirectiveError>> {
    let mut errors = Vec::new();
    let prefix = match kind {
        SnippetKind::File => "//@",
        SnippetKind::Package => "#@",
    };
    let directive_path = match kind {
        SnippetKind::File => path.to_path_buf(),
        SnippetKind::Package => path.join("Cargo.toml"),
    };
    let raw = read_directives(&directive_path, prefix, directive_text, &mut errors);
    let prose = if raw.iter().any(|d| d.name == "prose-annotations") { Prose::Ignored } else { Prose::Error };
    let annotations = read_annotations(path, annotated_text, prose, &mut errors);
    let mut origin = Origin::default();
    let mut editions: Vec<Edition> = Edition::ALL.to_vec();
    for d in &raw {
        match d.name {
            "rfc" => origin.rfc = Some(d.value.clone()),
            "source" => match d.value.split_once(char::is_whitespace) {
                Some((source, hash)) if hash.trim().starts_with("sha256:") => {
                    origin.source = Some(source.to_string());
                    origin.sha256 = Some(hash.trim()["sha256:".len()..].to_string());
                }
                _ => errors.push(err(&directive_path, d, "malformed `source:`: expected `<file>#block-N sha256:<hex>`")),
            },
            "section" => origin.section = Some(d.value.clone()),
            "variant-of" => origin.variant_of = Some(d.value.clone()),
            "note" => origin.notes.push(unquote(&d.value)),
            "edition" => match parse_edition_range(&d.value) {
                Some(range) => editions = range,
                None => errors.push(err(
                    &directive_path,
                    d,
                    &format!("malformed `edition: {}`: expected 2021, 2024, `2021..` or `..2021`", d.value),
                )),
            },
            "revisions" => {
                for word in d.value.split_whitespace() {
                    if Edition::parse(word).is_none() {
                        errors.push(err(
                            &directive_path,
                            d,
                            &format!("unknown revision `{word}`: only the edition revisions e2021 and e2024 exist; split other revisions into separate snippets"),
                        ));
                    }
                }
            }
            _ => {}
        }
    }
    let default_crate_type =
        if Regex::new(r"\bfn\s+main\s*\(").expect("static regex").is_match(annotated_text) { CrateType::Bin } else { CrateType::Lib };
    let mut specs = Vec::new();
    for edition in editions {
        let applies = |scope: &Option<Vec<Edition>>| scope.as_ref().is_none_or(|s| s.contains(&edition));
        let mut stage = None;
        let mut stage_line = 1;
        let mut spec = EditionSpec {
            edition,
            stage: Stage::CheckPass,
            annotations: annotations.iter().filter(|(scope, _)| applies(scope)).map(|(_, a)| a.clone()).collect(),
            compile_flags: Vec::new(),
            crate_type: default_crate_type,
            min_rust: None,
            max_rust: None,
            needs_nightly: false,
            stale_since: None,
            holds_since: None,
            normalize: Vec::new(),
            claims: Vec::new(),
            cargo: None,
            formats_to: None,
            observe: false,
            wrap: None,
        };
        let mut crate_type_set = false;
        for d in raw.iter().filter(|d| applies(&d.scope)) {
            match d.name {
                name if Stage::ALL.iter().any(|s| s.name() == name) => {
                    let new = Stage::ALL.into_iter().find(|s| s.name() == name).unwrap_or(Stage::CheckPass);
                    if let Some(old) = stage.filter(|old| *old != new) {
                        errors.push(err(
                            &directive_path,
                            d,
                            &format!(
                                "`{}` contradicts `{}` for {edition}: scope one of them with `//@[e2021]` or `//@[e2024]`",
                                new.name(),
                                Stage::name(old)
                            ),
                        ));
                    }
                    stage = Some(new);
                    stage_line = d.line;
                }
                "compile-flags" => {
                    let flags: Vec<String> = d.value.split_whitespace().map(str::to_string).collect();
                    if flags.iter().any(|f| f.starts_with("--edition")) {
                        errors.push(err(
                            &directive_path,
                            d,
                            "`compile-flags` must not set `--edition`: the harness runs every edition; use `//@ edition:` to narrow",
                        ));
                    }
                    spec.compile_flags.extend(flags);
                }
                "crate-type" => match d.value.as_str() {
                    "lib" => {
                        spec.crate_type = CrateType::Lib;
                        crate_type_set = true;
                    }
                    "bin" => {
                        spec.crate_type = CrateType::Bin;
                        crate_type_set = true;
                    }
                    other => errors.push(err(&directive_path, d, &format!("unknown crate type `{other}`: expected `lib` or `bin`"))),
                },
                "min-rust" | "max-rust" => match Release::parse(&d.value) {
                    Some(release) if d.name == "min-rust" => spec.min_rust = Some(release),
                    Some(release) => spec.max_rust = Some(release),
                    None => errors.push(err(&directive_path, d, &format!("malformed release `{}`: expected `1.85` or `1.85.1`", d.value))),
                },
                "needs-nightly" => spec.needs_nightly = true,
                "observe" => spec.observe = true,
                "wrap" => match wrap_at(d, annotated_text) {
                    Ok(wrap) => spec.wrap = Some(wrap),
                    Err(message) => errors.push(err(&directive_path, d, &message)),
                },
                "stale-since" => match parse_stale_since(&d.value) {
                    Some(stale) => spec.stale_since = Some(stale),
                    None => {
                        errors.push(err(&directive_path, d, "malformed `stale-since`: expected `stale-since: 1.92 \"why (reference)\"`"))
                    }
                },
                "holds-since" => match parse_stale_since(&d.value) {
                    Some(since) => spec.holds_since = Some(since),
                    None => errors.push(err(
                        &directive_path,
                        d,
                        "malformed `holds-since`: expected `holds-since: 1.85 \"why the claim fails before (reference)\"`",
                    )),
                },
                "normalize-stderr" => match parse_normalize(&d.value) {
                    Ok(rule) => spec.normalize.push(rule),
                    Err(message) => errors.push(err(&directive_path, d, &message)),
                },
                "claim" => spec.claims.push(unquote(&d.value)),
                "formats-to" => {
                    if d.value.contains('/') || !d.value.ends_with(".rs") {
                        errors.push(err(
                            &directive_path,
                            d,
                            &format!(
                                "`formats-to: {}` must name a `.rs` snippet file in the same folder (`formats-to: block-12.rs`)",
                                d.value
                            ),
                        ));
                    }
                    let path = path.parent().unwrap_or(Path::new(".")).join(&d.value);
                    spec.formats_to = Some(FormatsTo { path, line: d.line, code: None });
                }
                "cargo" => {
                    spec.cargo.get_or_insert_with(default_cargo).command = d.value.clone();
                }
                "cargo-args" => {
                    spec.cargo.get_or_insert_with(default_cargo).args.extend(d.value.split_whitespace().map(str::to_string));
                }
                "show-file" => {
                    spec.cargo.get_or_insert_with(default_cargo).show_files.push(d.value.clone());
                }
                _ => {}
            }
        }
        if kind == SnippetKind::Package && spec.cargo.is_none() {
            spec.cargo = Some(default_cargo());
        }
        let has_error = spec.annotations.iter().any(|a| a.kind == AnnotationKind::Level(Level::Error));
        spec.stage = match stage {
            Some(stage) => stage,
            None if has_error => Stage::CheckFail,
            None => Stage::CheckPass,
        };
        if spec.stage.runs() && !crate_type_set {
            spec.crate_type = CrateType::Bin;
        }
        if spec.stage.tool() == Some(Tool::Rustdoc) {
            // Doctests link against the crate they document.
            spec.crate_type = CrateType::Lib;
        }
        if let Some((line, problem)) = stage_conflict(&spec, kind, stage_line) {
            errors.push(DirectiveError { path: directive_path.clone(), line, column: 1, message: format!("{edition}: {problem}") });
        }
        if let Some((line, problem)) = observe_conflict(&spec, &raw, edition) {
            errors.push(DirectiveError { path: directive_path.clone(), line, column: 1, message: format!("{edition}: {problem}") });
        }
        if spec.stage.compile_must_succeed() && has_error && !spec.observe {
            let line = spec.annotations.iter().find(|a| a.kind == AnnotationKind::Level(Level::Error)).map_or(1, |a| a.written_at);
            errors.push(DirectiveError {
                path: path.to_path_buf(),
                line,
                column: 1,
                message: format!(
                    "an ERROR is annotated for {edition} but the stage is `{}`: scope the annotation (`//[{}]~`) or the stage",
                    spec.stage.name(),
                    edition.revision()
                ),
            });
        }
        specs.push(spec);
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| (e.path.clone(), e.line));
        errors.dedup();
        return Err(errors);
    }
    Ok(Snippet { id: id.to_string(), path: path.to_path_buf(), kind, hash, origin, editions: specs, text: annotated_text.to_string() })
}

/// What a stage cannot be combined with, at the line to fix.
fn stage_conflict(spec: &EditionSpec, kind: SnippetKind, stage_line: usize) -> Option<(usize, String)> {
    if let (Some(wrap), true) = (&spec.wrap, kind == SnippetKind::Package || spec.stage.tool().is_some()) {
        return Some((wrap.line, format!("`wrap: fn` wraps a `.rs` snippet for rustc, and the stage is `{}`", spec.stage.name())));
    }
    if let (Some(target), false) = (&spec.formats_to, spec.stage == Stage::Rustfmt) {
        return Some((target.line, format!("`formats-to` is a claim of the `rustfmt` stage, and the stage is `{}`", spec.stage.name())));
    }
    let tool = spec.stage.tool()?;
    if kind == SnippetKind::Package {
        return Some((
            stage_line,
            format!("the `{}` stage runs on `.rs` snippets; a package runs cargo (`#@ cargo: test` for doctests)", spec.stage.name()),
        ));
    }
    if let (Tool::Rustfmt, Some(annotation)) = (tool, spec.annotations.first()) {
        return Some((
            annotation.written_at,
            "the `rustfmt` stage has no diagnostics to annotate: remove the `//~` annotations or use a compile stage".to_string(),
        ));
    }
    None
}

/// Reads `wrap: fn`: the directive must come before the code, whose first line it becomes.
fn wrap_at(d: &RawDirective, text: &str) -> Result<Wrap, String> {
    if d.value != "fn" {
        return Err(format!("unknown `wrap: {}`: the only wrapping is `wrap: fn` (the code inside a function body)", d.value));
    }
    let code_before = text.lines().take(d.line - 1).any(|line| {
        let line = line.trim();
        !(line.is_empty() || line.starts_with("//"))
    });
    if code_before {
        return Err("`wrap: fn` must come before the code: it opens the function the code is compiled in".to_string());
    }
    Ok(Wrap { line: d.line })
}

/// What `observe` cannot be combined with: anything that makes a claim, at the line to fix.
fn observe_conflict(spec: &EditionSpec, raw: &[RawDirective], edition: Edition) -> Option<(usize, String)> {
    if !spec.observe {
        return None;
    }
    let applies = |d: &&RawDirective| d.scope.as_ref().is_none_or(|s| s.contains(&edition));
    let claiming = ["stale-since", "holds-since", "claim", "formats-to"];
    if let Some(d) = raw.iter().filter(applies).find(|d| claiming.contains(&d.name)) {
        return Some((d.line, format!("`observe` makes no claim, so `{}` has nothing to qualify: remove one of them", d.name)));
    }
    spec.annotations.first().map(|a| {
        (
            a.written_at,
            "`observe` makes no claim, and annotations are claims: remove the `//~` annotations or the `observe` directive".to_string(),
        )
    })
}

fn default_cargo() -> CargoSpec {
    CargoSpec { command: "check".to_string(), args: Vec::new(), show_files: Vec::new() }
}

fn err(path: &Path, d: &RawDirective, message: &str) -> DirectiveError {
    DirectiveError { path: path.to_path_buf(), line: d.line, column: d.column, message: message.to_string() }
}

fn read_directives(path: &Path, prefix: &str, text: &str, errors: &mut Vec<DirectiveError>) -> Vec<RawDirective> {
    let mut out = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let Some(rest) = trimmed.strip_prefix(prefix) else { continue };
        let column = line.len() - trimmed.len() + 1;
        let at = |message: String| DirectiveError { path: path.to_path_buf(), line: index + 1, column, message };
        let (scope, rest) = match parse_scope(rest) {
            Ok(pair) => pair,
            Err(message) => {
                errors.push(at(message));
                continue;
            }
        };
        let rest = rest.trim();
        let (name, value) = match rest.split_once(':') {
            Some((name, value)) if !name.contains(char::is_whitespace) => (name.trim(), Some(value.trim())),
            _ => match rest.split_once(char::is_whitespace) {
                Some((name, value)) => (name, Some(value.trim())),
                None => (rest, None),
            },
        };
        let Some(&(known, shape, scoped)) = KNOWN.iter().find(|(k, _, _)| *k == name) else {
            let suggestion = closest(name);
            errors.push(at(format!("unknown directive `{name}`{suggestion}")));
            continue;
        };
        if scope.is_some() && !scoped {
            errors.push(at(format!("`{known}` applies to the whole snippet and cannot be scoped to a revision")));
            continue;
        }
        let value = value.unwrap_or("").to_string();
        match shape {
            Shape::Flag if !value.is_empty() => {
                errors.push(at(format!("`{known}` takes no value (found `{value}`)")));
                continue;
            }
            Shape::Value if value.is_empty() => {
                errors.push(at(format!("`{known}` needs a value: `//@ {known}: ...`")));
                continue;
            }
            Shape::Flag | Shape::Value => {}
        }
        out.push(RawDirective { line: index + 1, column, scope, name: known, value });
    }
    out
}

fn closest(name: &str) -> String {
    KNOWN
        .iter()
        .map(|(k, _, _)| (strsim::damerau_levenshtein(name, k), *k))
        .filter(|(distance, k)| *distance <= 3.max(k.len() / 3))
        .min()
        .map(|(_, k)| format!(" (did you mean `{k}`?)"))
        .unwrap_or_else(|| " (known directives are listed in docs/snippet-format.md)".to_string())
}

/// Parses an optional `[e2021,e2024]` scope at the start of `rest`.
fn parse_scope(rest: &str) -> Result<(Option<Vec<Edition>>, &str), String> {
    let Some(inner) = rest.strip_prefix('[') else {
        return Ok((None, rest));
    };
    let Some((list, after)) = inner.split_once(']') else {
        return Err("unclosed revision scope `[`".to_string());
    };
    let mut scope = Vec::new();
    for word in list.split(',').map(str::trim) {
        match Edition::parse(word) {
            Some(edition) if word.starts_with('e') => scope.push(edition),
            _ => return Err(format!("unknown revision `{word}` (the revisions are `e2021` and `e2024`)")),
        }
    }
    Ok((Some(scope), after))
}

/// What to do with a `//~` comment whose level is not a known level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Prose {
    /// It is an error (the default).
    Error,
    /// It is prose of a verbatim RFC block (`//~ OK.`, wrapped text): ignored.
    Ignored,
}

fn read_annotations(path: &Path, text: &str, prose: Prose, errors: &mut Vec<DirectiveError>) -> Vec<(Option<Vec<Edition>>, Annotation)> {
    let start = Regex::new(r"//(\[[^\]]*\])?~").expect("static regex");
    let mut out: Vec<(Option<Vec<Edition>>, Annotation)> = Vec::new();
    let mut previous_line: Option<AnnotationLine> = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let Some(found) = start.find(line) else {
            previous_line = None;
            continue;
        };
        let column = found.start() + 1;
        let at = |message: String| DirectiveError { path: path.to_path_buf(), line: number, column, message };
        let head = &line[found.start() + 2..found.end() - 1];
        let scope = match parse_scope(head) {
            Ok((scope, _)) => scope,
            Err(message) => {
                errors.push(at(message));
                continue;
            }
        };
        let rest = &line[found.end()..];
        let (target, rest) = if let Some(r) = rest.strip_prefix('|') {
            match previous_line {
                Some(target) => (target, r),
                None => {
                    errors.push(at("`//~|` must follow a line with an annotation".to_string()));
                    continue;
                }
            }
        } else if let Some(r) = rest.strip_prefix('?') {
            (AnnotationLine::Anywhere, r)
        } else if rest.starts_with('^') {
            let carets = rest.chars().take_while(|&c| c == '^').count();
            if carets >= number {
                errors.push(at(format!("`//~{}` points above the first line", "^".repeat(carets))));
                continue;
            }
            (AnnotationLine::Line(number - carets), &rest[carets..])
        } else if rest.starts_with('v') && rest[1..].starts_with(['v', ' ', '\t']) {
            let downs = rest.chars().take_while(|&c| c == 'v').count();
            (AnnotationLine::Line(number + downs), &rest[downs..])
        } else {
            (AnnotationLine::Line(number), rest)
        };
        let rest = rest.trim();
        let (word, text) = match rest.split_once(char::is_whitespace) {
            Some((word, text)) => (word, text.trim()),
            None => (rest, ""),
        };
        let Some(kind) = AnnotationKind::parse(word.trim_end_matches(':')) else {
            match prose {
                Prose::Error => errors.push(at(format!(
                    "unknown annotation level `{word}`: expected ERROR, WARN, NOTE, HELP or LABEL (a verbatim RFC block whose `//~` comments are prose takes `//@ prose-annotations`)"
                ))),
                Prose::Ignored => {}
            }
            continue;
        };
        if text.is_empty() {
            errors.push(at(format!("`{}` annotation without text: give a code (E0700), a lint name or part of the message", kind.name())));
            continue;
        }
        previous_line = Some(target);
        out.push((scope, Annotation { kind, text: text.to_string(), line: target, written_at: number }));
    }
    out
}

fn parse_edition_range(value: &str) -> Option<Vec<Edition>> {
    if let Some((low, high)) = value.split_once("..") {
        let low = if low.trim().is_empty() { Edition::E2021 } else { Edition::parse(low.trim())? };
        let high = if high.trim().is_empty() { Edition::E2024 } else { Edition::parse(high.trim().trim_start_matches('='))? };
        let range: Vec<Edition> = Edition::ALL.into_iter().filter(|e| *e >= low && *e <= high).collect();
        return (!range.is_empty()).then_some(range);
    }
    Edition::parse(value.trim()).map(|e| vec![e])
}

fn parse_stale_since(value: &str) -> Option<StaleSince> {
    let (release, reason) = value.split_once(char::is_whitespace)?;
    let reason = unquote(reason.trim());
    if reason.is_empty() {
        return None;
    }
    Some(StaleSince { release: Release::parse(release)?, reason })
}

fn parse_normalize(value: &str) -> Result<SnippetRule, String> {
    let malformed = || format!("malformed `normalize-stderr: {value}`: expected `\"regex\" -> \"replacement\"`");
    let (pattern, replacement) = value.split_once("->").ok_or_else(malformed)?;
    let pattern = pattern.trim();
    let replacement = replacement.trim();
    if !(pattern.len() >= 2 && pattern.starts_with('"') && pattern.ends_with('"')) {
        return Err(malformed());
    }
    if !(replacement.len() >= 2 && replacement.starts_with('"') && replacement.ends_with('"')) {
        return Err(malformed());
    }
    let regex = Regex::new(&pattern[1..pattern.len() - 1]).map_err(|e| format!("invalid regex in `normalize-stderr`: {e}"))?;
    Ok(SnippetRule { regex, replacement: replacement[1..replacement.len() - 1].to_string() })
}

fn unquote(value: &str) -> String {
    let v = value.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        v[1..v.len() - 1].to_string()
    } else {
        v.to_string()
    }
}

#[cfg(test)]
mod tests;
