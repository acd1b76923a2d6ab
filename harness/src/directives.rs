//! Stage `directives`: a snippet's text in, its claim per edition out (stage, annotations, lane
//! predicates, flags), or every error with file:line and a suggestion. It never runs anything.
//!
//! Grammar: compiletest's (`//@ name: value`, `//~ LEVEL text`), with the implicit revisions
//! `e2021` and `e2024`. See docs/snippet-format.md.

use std::path::Path;

use regex::Regex;

// The model's types were defined here; re-exported so that `directives::Edition` still names them.
pub use crate::model::{
    Annotation, AnnotationLine, CargoSpec, CrateType, DirectiveError, Edition, EditionSpec, FormatsTo, Level, MigrateClaim, Origin,
    Release, Snippet, SnippetKind, SnippetRule, Stage, StaleSince, Tool,
};

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
    ("migrate", Shape::Value, false),
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
    let mut migrate = None;
    for d in &raw {
        match d.name {
            "migrate" => match parse_migrate(&d.value) {
                Some(claim) => migrate = Some(claim),
                None => errors.push(err(
                    &directive_path,
                    d,
                    &format!("malformed `migrate: {}`: expected `migrate: equivalent` or `migrate: breaks \"why (reference)\"`", d.value),
                )),
            },
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
        let has_error = spec.annotations.iter().any(|a| a.level == Level::Error);
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
        if spec.stage.compile_must_succeed() && has_error {
            let line = spec.annotations.iter().find(|a| a.level == Level::Error).map_or(1, |a| a.written_at);
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
    Ok(Snippet {
        id: id.to_string(),
        path: path.to_path_buf(),
        kind,
        hash,
        origin,
        editions: specs,
        text: annotated_text.to_string(),
        migrate,
    })
}

/// `equivalent`, or `breaks "why"` (the reason is required).
fn parse_migrate(value: &str) -> Option<MigrateClaim> {
    match value.trim() {
        "equivalent" => Some(MigrateClaim::Equivalent),
        rest => {
            let reason = unquote(rest.strip_prefix("breaks")?.trim());
            (!reason.is_empty()).then_some(MigrateClaim::Breaks { reason })
        }
    }
}

/// What a stage cannot be combined with, at the line to fix.
fn stage_conflict(spec: &EditionSpec, kind: SnippetKind, stage_line: usize) -> Option<(usize, String)> {
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
        let Some(level) = Level::from_annotation(word.trim_end_matches(':')) else {
            match prose {
                Prose::Error => errors.push(at(format!(
                    "unknown annotation level `{word}`: expected ERROR, WARN, NOTE or HELP (a verbatim RFC block whose `//~` comments are prose takes `//@ prose-annotations`)"
                ))),
                Prose::Ignored => {}
            }
            continue;
        };
        if text.is_empty() {
            errors.push(at(format!("`{}` annotation without text: give a code (E0700), a lint name or part of the message", level.name())));
            continue;
        }
        previous_line = Some(target);
        out.push((scope, Annotation { level, text: text.to_string(), line: target, written_at: number }));
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
