//! Stage `directives`: a snippet's text in, its claim per edition out (stage, annotations, lane
//! predicates, flags), or every error with file:line and a suggestion. It never runs anything.
//!
//! Grammar: compiletest's (`//@ name: value`, `//~ LEVEL text`), with the implicit revisions
//! `e2021` and `e2024`. See docs/snippet-format.md.

use crate::model::{
    Annotation, AnnotationKind, AnnotationLine, CargoSpec, CrateType, DirectiveError, Edition, EditionSpec, FormatsTo, Level, MigrateClaim,
    Origin, Release, Snippet, SnippetKind, SnippetRule, Stage, StaleSince, Tool, Wrap, static_regex,
};
use std::path::Path;

use regex::Regex;
use std::sync::OnceLock;

/// `fn main(`: a snippet that has one is a binary crate.
static MAIN: OnceLock<Regex> = OnceLock::new();
/// Where an annotation starts: `//~`, `//[e2021]~`.
static ANNOTATION: OnceLock<Regex> = OnceLock::new();

/// The byte-order mark some editors write at the start of a file.
const BOM: char = '\u{feff}';

/// How a directive's value is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// No value.
    Flag,
    /// A value is required.
    Value,
}

/// What a directive applies to, and the handler that applies it. A handler returns the
/// problem with the value, if any (the caller adds file, line and column).
#[derive(Clone, Copy)]
enum Apply {
    /// The whole snippet (provenance, editions): cannot be scoped to a revision.
    Snippet(fn(&mut SnippetState<'_>, &str) -> Result<(), String>),
    /// One edition's claim and command: may be scoped (`//@[e2024]`).
    Edition(fn(&mut SpecState, &str) -> Result<(), String>),
}

/// How often a directive may apply to one edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Count {
    /// At most once: a second one is an error naming both lines, never "the last wins".
    Once,
    /// A stage: at most one of the stage rows, the same or another.
    Stage,
    /// As often as written: each adds to a list (flags, rules, claims, provenance).
    Many,
}

/// One known directive: its name, whether it takes a value, how often it may apply, and its
/// handler.
struct Directive {
    name: &'static str,
    shape: Shape,
    count: Count,
    apply: Apply,
}

const fn row(name: &'static str, shape: Shape, count: Count, apply: Apply) -> Directive {
    Directive { name, shape, count, apply }
}

/// The cargo commands a package cell may run (`cargo: ...`): those whose output the harness
/// reads (JSON messages, the program's or the tests' output, shown files) and that need no
/// network or account (`publish`, `install`, `login` are not among them).
pub const CARGO_COMMANDS: &[&str] =
    &["add", "build", "check", "clippy", "doc", "fix", "generate-lockfile", "metadata", "run", "rustc", "test", "tree", "update"];

/// The known directives, one table: adding a directive is adding a row (its handler included).
/// Snippet-wide rows are applied first (so `edition:` and `prose-annotations` are known before
/// annotations and specs are read), then each edition's rows in the order they are written.
#[rustfmt::skip]
const KNOWN: &[Directive] = &[
    row("check-pass",        Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::CheckPass))),
    row("check-fail",        Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::CheckFail))),
    row("build-fail",        Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::BuildFail))),
    row("build-pass",        Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::BuildPass))),
    row("run-pass",          Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::RunPass))),
    row("run-fail",          Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::RunFail))),
    row("rustdoc",           Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::Rustdoc))),
    row("rustdoc-fail",      Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::RustdocFail))),
    row("rustfmt",           Shape::Flag,  Count::Stage, Apply::Edition(|s, _| s.stage(Stage::Rustfmt))),
    row("formats-to",        Shape::Value, Count::Once, Apply::Edition(|s, v| s.formats_to(v))),
    row("edition",           Shape::Value, Count::Once, Apply::Snippet(|s, v| s.edition(v))),
    row("revisions",         Shape::Value, Count::Once, Apply::Snippet(|s, v| s.revisions(v))),
    row("compile-flags",     Shape::Value, Count::Many, Apply::Edition(|s, v| s.compile_flags(v))),
    row("crate-type",        Shape::Value, Count::Once, Apply::Edition(|s, v| s.crate_type(v))),
    row("min-rust",          Shape::Value, Count::Once, Apply::Edition(|s, v| set(&mut s.spec.min_rust, Some(release(v)?)))),
    row("max-rust",          Shape::Value, Count::Once, Apply::Edition(|s, v| set(&mut s.spec.max_rust, Some(release(v)?)))),
    row("needs-nightly",     Shape::Flag,  Count::Once, Apply::Edition(|s, _| set(&mut s.spec.needs_nightly, true))),
    row("stale-since",       Shape::Value, Count::Once, Apply::Edition(|s, v| s.stale_since(v))),
    row("holds-since",       Shape::Value, Count::Once, Apply::Edition(|s, v| s.holds_since(v))),
    row("normalize-stderr",  Shape::Value, Count::Many, Apply::Edition(|s, v| push(&mut s.spec.normalize, parse_normalize(v)?))),
    row("rfc",               Shape::Value, Count::Many, Apply::Snippet(|s, v| set(&mut s.origin.rfc, Some(v.to_string())))),
    row("source",            Shape::Value, Count::Many, Apply::Snippet(|s, v| s.source(v))),
    row("section",           Shape::Value, Count::Many, Apply::Snippet(|s, v| set(&mut s.origin.section, Some(v.to_string())))),
    row("claim",             Shape::Value, Count::Many, Apply::Edition(|s, v| push(&mut s.spec.claims, unquote(v)))),
    row("note",              Shape::Value, Count::Many, Apply::Snippet(|s, v| push(&mut s.origin.notes, unquote(v)))),
    row("variant-of",        Shape::Value, Count::Many, Apply::Snippet(|s, v| set(&mut s.origin.variant_of, Some(v.to_string())))),
    row("verbatim",          Shape::Value, Count::Once, Apply::Snippet(|s, v| s.verbatim(v))),
    row("cargo",             Shape::Value, Count::Once, Apply::Edition(|s, v| s.cargo_command(v))),
    row("cargo-args",        Shape::Value, Count::Many, Apply::Edition(|s, v| s.cargo_args(v))),
    row("show-file",         Shape::Value, Count::Many, Apply::Edition(|s, v| push(&mut s.cargo().show_files, inside_package(v)?))),
    row("file-has-line",     Shape::Value, Count::Many, Apply::Edition(|s, v| s.file_has_line(v))),
    row("prose-annotations", Shape::Flag,  Count::Once, Apply::Snippet(|s, _| set(&mut s.prose, Prose::Ignored))),
    row("observe",           Shape::Flag,  Count::Once, Apply::Edition(|s, _| set(&mut s.spec.observe, true))),
    row("wrap",              Shape::Value, Count::Once, Apply::Snippet(|s, v| s.wrap(v))),
    row("migrate",           Shape::Value, Count::Once, Apply::Snippet(|s, v| set(&mut s.migrate, Some(parse_migrate(v)?)))),
];

/// Handlers' helpers: apply a value, never failing.
fn set<T>(place: &mut T, value: T) -> Result<(), String> {
    *place = value;
    Ok(())
}

/// A `show-file` path: relative, and staying inside the package.
fn inside_package(value: &str) -> Result<String, String> {
    if stays_inside(value) {
        Ok(value.to_string())
    } else {
        Err(format!(
            "`show-file: {value}` must name a file of the package by a relative path that stays inside it (`show-file: Cargo.lock`)"
        ))
    }
}

/// Whether a relative path stays where it starts (no `..`, not absolute, not empty).
pub fn stays_inside(relative: &str) -> bool {
    let path = Path::new(relative);
    !relative.is_empty() && path.components().all(|c| matches!(c, std::path::Component::Normal(_) | std::path::Component::CurDir))
}

/// Refuses arguments (of `directive`) that name a path outside the cell's folder: absolute or
/// climbing with `..`, as a word, an argument file (`@/etc/hostname`), or a value after `=` or
/// `,` (`--out-dir=/x`, `-L native=/x`, `--manifest-path ../p/Cargo.toml`). A cell sees only
/// its own folder and its copy of the snippet, so such a path reads or writes nothing of the
/// project, and what it reads outside would end in the expectations.
fn no_outside_path(directive: &str, value: &str) -> Result<(), String> {
    let outside = |piece: &str| {
        let path = Path::new(piece);
        path.is_absolute() || path.components().any(|c| c == std::path::Component::ParentDir)
    };
    let word = value.split_whitespace().find(|word| {
        let word = word.strip_prefix('@').unwrap_or(word);
        outside(word) || word.split(['=', ',']).any(outside)
    });
    match word {
        Some(word) => Err(format!(
            "`{directive}` names `{word}`, a path outside the cell's folder: a cell sees only its own folder and its copy of \
             the snippet, so name a file relative to it, or drop the argument"
        )),
        None => Ok(()),
    }
}

fn push<T>(list: &mut Vec<T>, value: T) -> Result<(), String> {
    list.push(value);
    Ok(())
}

fn extend<T>(list: &mut Vec<T>, values: impl Iterator<Item = T>) -> Result<(), String> {
    list.extend(values);
    Ok(())
}

/// What the snippet-wide directives build.
struct SnippetState<'a> {
    origin: Origin,
    editions: Vec<Edition>,
    prose: Prose,
    /// `wrap: fn`, for every edition.
    wrap: Option<Wrap>,
    /// `migrate:`.
    migrate: Option<MigrateClaim>,
    /// Problems beyond the first that a handler found in one value (each is reported).
    more: Vec<String>,
    /// The line of the directive being applied.
    line: usize,
    /// The snippet's text (for `wrap:`, which must come before the code).
    text: &'a str,
}

impl SnippetState<'_> {
    /// Reads `wrap: fn`: the directive must come before the code, whose first line it becomes.
    fn wrap(&mut self, value: &str) -> Result<(), String> {
        if value != "fn" {
            return Err(format!("unknown `wrap: {value}`: the only wrapping is `wrap: fn` (the code inside a function body)"));
        }
        let code_before = self.text.lines().take(self.line - 1).any(|line| {
            let line = line.trim();
            !(line.is_empty() || line.starts_with("//"))
        });
        if code_before {
            return Err("`wrap: fn` must come before the code: it opens the function the code is compiled in".to_string());
        }
        self.wrap = Some(Wrap { line: self.line });
        Ok(())
    }

    /// `verbatim: block-14-doctest.rs`: the snippet (a file or package folder of the same folder)
    /// that tests this verbatim block's claim.
    fn verbatim(&mut self, value: &str) -> Result<(), String> {
        if value.contains('/') || !stays_inside(value) {
            return Err(format!(
                "`verbatim: {value}` must name the variant snippet that tests the block's claim, in the same folder (`verbatim: block-14-doctest.rs`)"
            ));
        }
        self.origin.verbatim = Some(value.to_string());
        Ok(())
    }

    fn source(&mut self, value: &str) -> Result<(), String> {
        match value.split_once(char::is_whitespace) {
            Some((source, hash)) if hash.trim().starts_with("sha256:") => {
                self.origin.source = Some(source.to_string());
                self.origin.sha256 = Some(hash.trim()["sha256:".len()..].to_string());
                Ok(())
            }
            _ => Err("malformed `source:`: expected `<file>#block-N sha256:<hex>`".to_string()),
        }
    }

    fn edition(&mut self, value: &str) -> Result<(), String> {
        self.editions =
            parse_edition_range(value).ok_or_else(|| format!("malformed `edition: {value}`: expected 2021, 2024, `2021..` or `..2021`"))?;
        Ok(())
    }

    fn revisions(&mut self, value: &str) -> Result<(), String> {
        let mut problems = value.split_whitespace().filter(|word| Edition::parse(word).is_none()).map(|word| {
            format!(
                "unknown revision `{word}`: only the edition revisions e2021 and e2024 exist; split other revisions into separate snippets"
            )
        });
        let first = problems.next();
        self.more.extend(problems);
        first.map_or(Ok(()), Err)
    }
}

/// What one edition's directives build.
struct SpecState<'a> {
    spec: EditionSpec,
    /// The stage written, if any, and the line of its directive.
    stage: Option<(Stage, usize)>,
    crate_type_set: bool,
    /// The snippet file (for `formats-to`'s folder).
    path: &'a Path,
    /// The line of the directive being applied.
    line: usize,
}

impl SpecState<'_> {
    /// Sets the stage; a second stage for the same edition is reported by [`repeated`].
    fn stage(&mut self, new: Stage) -> Result<(), String> {
        self.stage = Some((new, self.line));
        Ok(())
    }

    fn cargo_command(&mut self, value: &str) -> Result<(), String> {
        self.cargo().command = value.to_string();
        match CARGO_COMMANDS.contains(&value) {
            true => Ok(()),
            false => Err(format!("unknown or unsupported `cargo: {value}`: a package cell runs one of {}", CARGO_COMMANDS.join(", "))),
        }
    }

    fn compile_flags(&mut self, value: &str) -> Result<(), String> {
        no_outside_path("compile-flags", value)?;
        let flags: Vec<String> = value.split_whitespace().map(str::to_string).collect();
        let sets_edition = flags.iter().any(|f| f.starts_with("--edition"));
        self.spec.compile_flags.extend(flags);
        match sets_edition {
            true => {
                Err("`compile-flags` must not set `--edition`: the harness runs every edition; use `//@ edition:` to narrow".to_string())
            }
            false => Ok(()),
        }
    }

    fn crate_type(&mut self, value: &str) -> Result<(), String> {
        self.spec.crate_type = match value {
            "lib" => CrateType::Lib,
            "bin" => CrateType::Bin,
            other => return Err(format!("unknown crate type `{other}`: expected `lib` or `bin`")),
        };
        self.crate_type_set = true;
        Ok(())
    }

    fn stale_since(&mut self, value: &str) -> Result<(), String> {
        let date = parse_stale_since(value).ok_or("malformed `stale-since`: expected `stale-since: 1.92 \"why (reference)\"`")?;
        self.spec.stale_since = Some(date);
        Ok(())
    }

    fn holds_since(&mut self, value: &str) -> Result<(), String> {
        let date = parse_stale_since(value)
            .ok_or("malformed `holds-since`: expected `holds-since: 1.85 \"why the claim fails before (reference)\"`")?;
        self.spec.holds_since = Some(date);
        Ok(())
    }

    fn formats_to(&mut self, value: &str) -> Result<(), String> {
        let path = self.path.parent().unwrap_or(Path::new(".")).join(value);
        self.spec.formats_to = Some(FormatsTo { path, line: self.line, code: None });
        if value.contains('/') || !value.ends_with(".rs") {
            return Err(format!("`formats-to: {value}` must name a `.rs` snippet file in the same folder (`formats-to: block-12.rs`)"));
        }
        Ok(())
    }

    fn cargo_args(&mut self, value: &str) -> Result<(), String> {
        no_outside_path("cargo-args", value)?;
        extend(&mut self.cargo().args, value.split_whitespace().map(str::to_string))
    }

    /// `file-has-line: Cargo.toml giffy = ["dep:giffy"]`: a file of the package (shown, as with
    /// `show-file`) and the line it must have after the cargo command.
    fn file_has_line(&mut self, value: &str) -> Result<(), String> {
        let malformed = || {
            format!(
                "malformed `file-has-line: {value}`: expected a file of the package and a line (`file-has-line: Cargo.toml foo = [\"dep:foo\"]`)"
            )
        };
        let (file, line) = value.trim().split_once(char::is_whitespace).ok_or_else(malformed)?;
        let file = inside_package(file)?;
        if line.trim().is_empty() {
            return Err(malformed());
        }
        let cargo = self.cargo();
        if !cargo.show_files.contains(&file) {
            cargo.show_files.push(file.clone());
        }
        cargo.file_lines.push((file, line.trim().to_string()));
        Ok(())
    }

    fn cargo(&mut self) -> &mut CargoSpec {
        self.spec.cargo.get_or_insert_with(default_cargo)
    }
}

fn release(value: &str) -> Result<Release, String> {
    Release::parse(value).ok_or_else(|| format!("malformed release `{value}`: expected `1.85` or `1.85.1`"))
}

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
    /// The directive's name, as the table spells it.
    name: &'static str,
    line: usize,
    column: usize,
    scope: Option<Vec<Edition>>,
    count: Count,
    apply: Apply,
    value: String,
}

/// Directives that may apply once per edition and are written twice for one (the same name,
/// or two stages), each reported at the later line, naming both: nothing is silently
/// overridden by what comes last.
fn repeated(path: &Path, raw: &[RawDirective], editions: &[Edition]) -> Vec<DirectiveError> {
    let mut errors = Vec::new();
    for (index, later) in raw.iter().enumerate() {
        let earlier = raw[..index].iter().find(|earlier| {
            let same = match later.count {
                Count::Once => earlier.name == later.name,
                Count::Stage => earlier.count == Count::Stage,
                Count::Many => false,
            };
            same && !overlap(earlier, later, editions).is_empty()
        });
        let Some(earlier) = earlier else { continue };
        let both: Vec<&str> = overlap(earlier, later, editions).iter().map(|e| e.revision()).collect();
        let both = match later.apply {
            Apply::Snippet(_) => String::new(),
            Apply::Edition(_) => format!(" for {}", both.join(" and ")),
        };
        let message = if earlier.name == later.name {
            format!("`{}` is written twice{both} (lines {} and {}): keep one", later.name, earlier.line, later.line)
        } else {
            format!(
                "`{}` contradicts `{}` (line {}){both}: an edition has one stage; keep one, or scope each with `//@[e2021]` and `//@[e2024]`",
                later.name, earlier.name, earlier.line
            )
        };
        errors.push(err(path, later, &message));
    }
    errors
}

/// The editions of the snippet that both directives apply to (every edition, for snippet-wide
/// directives).
fn overlap(a: &RawDirective, b: &RawDirective, editions: &[Edition]) -> Vec<Edition> {
    let editions = match b.apply {
        Apply::Snippet(_) => &Edition::ALL[..],
        Apply::Edition(_) => editions,
    };
    let applies = |d: &RawDirective, e: &Edition| d.scope.as_ref().is_none_or(|s| s.contains(e));
    editions.iter().copied().filter(|e| applies(a, e) && applies(b, e)).collect()
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
    // A byte-order mark is read as no mark: before `//@ run-fail` it must not hide the directive.
    let directive_text = directive_text.strip_prefix(BOM).unwrap_or(directive_text);
    let annotated_text = annotated_text.strip_prefix(BOM).unwrap_or(annotated_text);
    let mut errors = Vec::new();
    let prefix = match kind {
        SnippetKind::File => "//@",
        SnippetKind::Package => "#@",
    };
    let directive_path = match kind {
        SnippetKind::File => path.to_path_buf(),
        SnippetKind::Package => path.join("Cargo.toml"),
    };
    if kind == SnippetKind::File && code(directive_text).trim().is_empty() {
        return Err(vec![DirectiveError {
            path: path.to_path_buf(),
            line: 1,
            column: 1,
            message: "the snippet has no code: write the example (and its stage, `//@ check-pass` by default), or delete the file"
                .to_string(),
        }]);
    }
    let raw = read_directives(&directive_path, prefix, directive_text, &mut errors);
    let mut snippet = SnippetState {
        origin: Origin::default(),
        editions: Edition::DEFAULT.to_vec(),
        prose: Prose::Error,
        wrap: None,
        migrate: None,
        more: Vec::new(),
        line: 1,
        text: annotated_text,
    };
    for d in &raw {
        match d.apply {
            Apply::Snippet(handler) => {
                snippet.line = d.line;
                if let Err(message) = handler(&mut snippet, &d.value) {
                    errors.push(err(&directive_path, d, &message));
                }
                for message in std::mem::take(&mut snippet.more) {
                    errors.push(err(&directive_path, d, &message));
                }
            }
            Apply::Edition(_) => {}
        }
    }
    let SnippetState { origin, editions, prose, wrap, migrate, more: _, line: _, text: _ } = snippet;
    errors.extend(repeated(&directive_path, &raw, &editions));
    for d in &raw {
        if let Some(message) = scope_outside(d.scope.as_deref(), &editions) {
            errors.push(err(&directive_path, d, &message));
        }
    }
    let annotations = read_annotations(path, annotated_text, prose, &editions, &mut errors);
    let default_crate_type =
        if static_regex(&MAIN, r"\bfn\s+main\s*\(").is_match(annotated_text) { CrateType::Bin } else { CrateType::Lib };
    let mut specs = Vec::new();
    for edition in editions {
        let applies = |scope: &Option<Vec<Edition>>| scope.as_ref().is_none_or(|s| s.contains(&edition));
        let mut state = SpecState {
            spec: EditionSpec {
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
                // A verbatim block records what the lanes do, as `observe` does.
                observe: origin.verbatim.is_some(),
                wrap: wrap.clone(),
                compiletest: None,
                crate_ui: None,
            },
            stage: None,
            crate_type_set: false,
            path,
            line: 1,
        };
        for d in raw.iter().filter(|d| applies(&d.scope)) {
            match d.apply {
                Apply::Edition(handler) => {
                    state.line = d.line;
                    if let Err(message) = handler(&mut state, &d.value) {
                        errors.push(err(&directive_path, d, &message));
                    }
                }
                Apply::Snippet(_) => {}
            }
        }
        let SpecState { mut spec, stage, crate_type_set, .. } = state;
        let (stage, stage_line) = match stage {
            Some((stage, line)) => (Some(stage), line),
            None => (None, 1),
        };
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
        if let Some((line, problem)) = empty_range(&spec, &raw, edition) {
            errors.push(DirectiveError { path: directive_path.clone(), line, column: 1, message: format!("{edition}: {problem}") });
        }
        if let Some((line, problem)) = dates_out_of_order(&spec, &raw, edition) {
            errors.push(DirectiveError { path: directive_path.clone(), line, column: 1, message: format!("{edition}: {problem}") });
        }
        let observing = if origin.verbatim.is_some() { "verbatim" } else { "observe" };
        if let Some((line, problem)) = observe_conflict(&spec, &raw, edition, observing) {
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
    Ok(Snippet { id: id.to_string(), path: path.to_path_buf(), kind, hash, origin, editions: specs, text: annotated_text.into(), migrate })
}

/// What a stage cannot be combined with, at the line to fix.
fn stage_conflict(spec: &EditionSpec, kind: SnippetKind, stage_line: usize) -> Option<(usize, String)> {
    if let (Some(wrap), true) = (&spec.wrap, kind == SnippetKind::Package || spec.stage.tool().is_some()) {
        return Some((wrap.line, format!("`wrap: fn` wraps a `.rs` snippet for rustc, and the stage is `{}`", spec.stage.name())));
    }
    if let (Some(target), false) = (&spec.formats_to, spec.stage == Stage::Rustfmt) {
        return Some((target.line, format!("`formats-to` is a claim of the `rustfmt` stage, and the stage is `{}`", spec.stage.name())));
    }
    if spec.stage.runs() && spec.crate_type == CrateType::Lib && kind == SnippetKind::File {
        return Some((
            stage_line,
            format!(
                "`{}` runs the program, and `crate-type: lib` builds no program: use `build-pass`, or drop `crate-type: lib`",
                spec.stage.name()
            ),
        ));
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

/// `min-rust` above `max-rust`: no lane runs the snippet. At the later of the two lines.
fn empty_range(spec: &EditionSpec, raw: &[RawDirective], edition: Edition) -> Option<(usize, String)> {
    let (min, max) = (spec.min_rust.as_ref()?, spec.max_rust.as_ref()?);
    if min <= max {
        return None;
    }
    let line =
        |name: &str| raw.iter().rfind(|d| d.name == name && d.scope.as_ref().is_none_or(|s| s.contains(&edition))).map_or(1, |d| d.line);
    let (min_line, max_line) = (line("min-rust"), line("max-rust"));
    Some((
        min_line.max(max_line),
        format!(
            "`min-rust: {min}` (line {min_line}) is above `max-rust: {max}` (line {max_line}): no lane would run the snippet; swap or correct them"
        ),
    ))
}

/// `holds-since` and `stale-since` on one claim say it fails before the first, holds from it,
/// and fails again from the second: so `holds-since` must be the earlier release. Otherwise no
/// lane would see the claim hold (equal releases), or the two would say opposite things of the
/// lanes between them. At the later of the two lines.
fn dates_out_of_order(spec: &EditionSpec, raw: &[RawDirective], edition: Edition) -> Option<(usize, String)> {
    let (holds, stale) = (spec.holds_since.as_ref()?, spec.stale_since.as_ref()?);
    if holds.release.numbers() < stale.release.numbers() {
        return None;
    }
    let line =
        |name: &str| raw.iter().rfind(|d| d.name == name && d.scope.as_ref().is_none_or(|s| s.contains(&edition))).map_or(1, |d| d.line);
    let (holds_line, stale_line) = (line("holds-since"), line("stale-since"));
    Some((
        holds_line.max(stale_line),
        format!(
            "`holds-since: {}` (line {holds_line}) is not earlier than `stale-since: {}` (line {stale_line}): with both, the claim fails \
             before `holds-since`, holds from it and fails again from `stale-since`, so `holds-since` must name the earlier release; \
             correct the releases, or keep one of the dates",
            holds.release, stale.release
        ),
    ))
}

/// What `observe` (or `verbatim`, which observes) cannot be combined with: anything that makes a
/// claim, at the line to fix.
fn observe_conflict(spec: &EditionSpec, raw: &[RawDirective], edition: Edition, observing: &str) -> Option<(usize, String)> {
    if !spec.observe {
        return None;
    }
    let applies = |d: &&RawDirective| d.scope.as_ref().is_none_or(|s| s.contains(&edition));
    let claiming = ["stale-since", "holds-since", "claim", "formats-to"];
    if let Some(d) = raw.iter().filter(applies).find(|d| claiming.contains(&d.name)) {
        return Some((d.line, format!("`{observing}` makes no claim, so `{}` has nothing to qualify: remove one of them", d.name)));
    }
    spec.annotations.first().map(|a| {
        (
            a.written_at,
            format!(
                "`{observing}` makes no claim, and annotations are claims: remove the `//~` annotations or the `{observing}` directive"
            ),
        )
    })
}

fn default_cargo() -> CargoSpec {
    CargoSpec { command: "check".to_string(), args: Vec::new(), show_files: Vec::new(), file_lines: Vec::new() }
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
        let Some(&Directive { name: known, shape, count, apply }) = KNOWN.iter().find(|d| d.name == name) else {
            let suggestion = closest(name);
            errors.push(at(format!("unknown directive `{name}`{suggestion}")));
            continue;
        };
        if let (Some(_), Apply::Snippet(_)) = (&scope, apply) {
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
        out.push(RawDirective { name: known, line: index + 1, column, scope, count, apply, value });
    }
    out
}

/// The `#@` lines of a package's other manifests (`dep/Cargo.toml`): the package's directives
/// are read from its top `Cargo.toml` only, so each is an error at its line, never silently
/// ignored: an unknown name as in any snippet (with the closest known name), a known one with
/// where it belongs.
pub fn member_manifest(path: &Path, text: &str) -> Vec<DirectiveError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let mut errors = Vec::new();
    for d in read_directives(path, "#@", text, &mut errors) {
        errors.push(err(
            path,
            &d,
            &format!(
                "`#@ {}` is in a member manifest, where no directive is read: a package's directives are read from its top \
                 `Cargo.toml` only; move the line there",
                d.name
            ),
        ));
    }
    errors.sort_by_key(|e| e.line);
    errors
}

fn closest(name: &str) -> String {
    KNOWN
        .iter()
        .map(|d| (strsim::damerau_levenshtein(name, d.name), d.name))
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

/// A scope that names an edition the snippet does not run: what it scopes would apply to no
/// cell, so it is an error (naming the editions the snippet runs), never silently dropped.
fn scope_outside(scope: Option<&[Edition]>, editions: &[Edition]) -> Option<String> {
    let outside = *scope?.iter().find(|e| !editions.contains(e))?;
    let runs: Vec<&str> = editions.iter().map(|e| e.year()).collect();
    let low = editions.iter().copied().chain([outside]).min().unwrap_or(outside);
    let high = editions.iter().copied().chain([outside]).max().unwrap_or(outside);
    let range = match high {
        Edition::E2024 => format!("{}..", low.year()),
        Edition::E2015 | Edition::E2018 | Edition::E2021 => format!("{}..={}", low.year(), high.year()),
    };
    Some(format!(
        "scope `{}` names edition {}, which this snippet does not run (it runs {}): widen its editions (`edition: {range}`), \
         or scope to an edition it runs",
        outside.revision(),
        outside.year(),
        runs.join(", ")
    ))
}

fn read_annotations(
    path: &Path,
    text: &str,
    prose: Prose,
    editions: &[Edition],
    errors: &mut Vec<DirectiveError>,
) -> Vec<(Option<Vec<Edition>>, Annotation)> {
    let start = static_regex(&ANNOTATION, r"//(\[[^\]]*\])?~");
    let mut out: Vec<(Option<Vec<Edition>>, Annotation)> = Vec::new();
    let mut previous_line: Option<AnnotationLine> = None;
    let last_line = text.lines().count();
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
        if let Some(message) = scope_outside(scope.as_deref(), editions) {
            errors.push(at(message));
            continue;
        }
        let (target, rest) = match annotation_target(&line[found.end()..], number, last_line, previous_line) {
            Ok(found) => found,
            Err(message) => {
                errors.push(at(message));
                continue;
            }
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

/// `2024`, `2021..`, `..=2021`, `2015..2021`: an open end is the end of [`Edition::DEFAULT`],
/// so a snippet runs under 2015 or 2018 only when it names them.
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
    let replacement = replacement[1..replacement.len() - 1].to_string();
    if regex.is_match("") && !replacement.is_empty() {
        return Err(format!(
            "`normalize-stderr: {value}`: the pattern matches the empty text, so the replacement would be inserted between every two characters; make the pattern match at least one character"
        ));
    }
    SnippetRule::new(regex, replacement).map_err(|problem| format!("`normalize-stderr: {value}`: {problem}"))
}

/// `equivalent`, or `breaks "why"` (the reason is required).
fn parse_migrate(value: &str) -> Result<MigrateClaim, String> {
    let malformed = || {
        format!(
            "malformed `migrate: {value}`: expected `migrate: equivalent`, `migrate: breaks \"why (reference)\"` or `migrate: breaks since 1.86 \"why (reference)\"`"
        )
    };
    match value.trim() {
        "equivalent" => Ok(MigrateClaim::Equivalent),
        rest => {
            let rest = rest.strip_prefix("breaks").ok_or_else(malformed)?.trim();
            let (since, rest) = match rest.strip_prefix("since") {
                Some(dated) => {
                    let (release, why) = dated.trim().split_once(char::is_whitespace).ok_or_else(malformed)?;
                    (Some(Release::parse(release).ok_or_else(malformed)?), why)
                }
                None => (None, rest),
            };
            let reason = unquote(rest.trim());
            if reason.is_empty() {
                return Err(malformed());
            }
            Ok(MigrateClaim::Breaks { since, reason })
        }
    }
}

fn unquote(value: &str) -> String {
    let v = value.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') { v[1..v.len() - 1].to_string() } else { v.to_string() }
}

/// The line an annotation points at, from what follows `//~` (and its `[revisions]`) on line
/// `number` of a file of `last` lines: `|` the line of the previous annotation, `?` anywhere,
/// `^`s lines above, `v`s lines below, else this line; and the rest of the text. The same in
/// every dialect (the rustc-dev-guide's "UI tests").
pub fn annotation_target(
    rest: &str,
    number: usize,
    last: usize,
    previous: Option<AnnotationLine>,
) -> Result<(AnnotationLine, &str), String> {
    if let Some(r) = rest.strip_prefix('|') {
        return previous.map(|target| (target, r)).ok_or_else(|| "`//~|` must follow a line with an annotation".to_string());
    }
    if let Some(r) = rest.strip_prefix('?') {
        return Ok((AnnotationLine::Anywhere, r));
    }
    if rest.starts_with('^') {
        let carets = rest.chars().take_while(|&c| c == '^').count();
        if carets >= number {
            return Err(format!("`//~{}` points above the first line", "^".repeat(carets)));
        }
        return Ok((AnnotationLine::Line(number - carets), &rest[carets..]));
    }
    if rest.starts_with('v') && rest[1..].starts_with(['v', ' ', '\t']) {
        let downs = rest.chars().take_while(|&c| c == 'v').count();
        if number + downs > last {
            return Err(format!("`//~{}` points below the last line ({last})", "v".repeat(downs)));
        }
        return Ok((AnnotationLine::Line(number + downs), &rest[downs..]));
    }
    Ok((AnnotationLine::Line(number), rest))
}

#[cfg(test)]
mod tests;
