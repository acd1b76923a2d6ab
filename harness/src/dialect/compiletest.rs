//! The compiletest dialect: one rust-lang/rust UI test in, one snippet per revision out (id
//! `<suite>/<stem>#<rev>`, or `<suite>/<stem>` without revisions), each with exactly one
//! edition (2015 unless the revision names one) and `--cfg <rev>` among its flags, so that a
//! cell stays (snippet, edition, lane) and is in effect keyed by revision. Grammar as the
//! rustc-dev-guide's "UI tests" and "Directives" chapters document it: `//@ name: value`,
//! `//@[rev] name`, `//~ KIND text`, `//[rev]~^ KIND text`, `//~?`.
//!
//! Directives are one table ([`DIRECTIVES`]): each row is handled, has no effect on what edrift
//! checks (with why), or cannot be honoured (the test's cells are `unsupported` with the
//! reason, never an error of the suite). `only-*`, `ignore-*` and `needs-*` name rows of the
//! lane-predicate tables ([`crate::model::predicate::CONDITIONS`], [`crate::model::predicate::NEEDS`]).
//! A name compiletest does not know is an error at file:line with the closest known name.

use std::path::Path;
use std::sync::{Arc, OnceLock};

use regex::Regex;

mod render;

pub use render::{render, strip_annotations};

use super::SuiteConfig;
use crate::model::predicate::{CONDITIONS, NEEDS};
use crate::model::{
    Annotation, AnnotationKind, AnnotationLine, Aux, AuxKind, Compiletest, Condition, CrateType, DirectiveError, Edition, EditionSpec,
    Level, Origin, Rustfix, Sense, Snippet, SnippetKind, SnippetRule, Stage, static_regex,
};

/// What a directive row does.
#[derive(Clone, Copy)]
pub enum Kind {
    /// Applied to each revision it is scoped to.
    Handled(fn(&mut Revision, &str) -> Result<(), String>),
    /// Known, and changes nothing edrift checks (the reason says why).
    NoEffect(&'static str),
    /// Known, and edrift cannot honour it: the revision's cells are unsupported with the reason.
    Unsupported(&'static str),
}

/// One known directive.
pub struct Directive {
    /// Its name.
    pub name: &'static str,
    /// What it does.
    pub kind: Kind,
    /// Whether it reads a value. compiletest reads one only after a colon: written `//@ edition
    /// 2018`, the directive is known and sets nothing (rust-lang/rust has such tests, and their
    /// `.stderr` is that of the default edition).
    pub takes_value: bool,
}

/// A directive without a value (`check-pass`).
const fn row(name: &'static str, kind: Kind) -> Directive {
    Directive { name, kind, takes_value: false }
}

/// A directive with a value (`edition: 2021`).
const fn value(name: &'static str, kind: Kind) -> Directive {
    Directive { name, kind, takes_value: true }
}

const NOT_UI: &str = "belongs to another compiletest suite (pretty, assembly, codegen, coverage, debuginfo, rustdoc), not to UI tests";

/// The directives of the compiletest dialect. `revisions` is read before the others; `only-`,
/// `ignore-`, `needs-` and `normalize-std{err,out}-<condition>` are families handled by prefix.
#[rustfmt::skip]
pub const DIRECTIVES: &[Directive] = &[
    value("revisions",        Kind::Handled(|_, _| Ok(()))),
    value("edition",          Kind::Handled(Revision::edition)),
    value("compile-flags",    Kind::Handled(Revision::compile_flags)),
    row("check-pass",         Kind::Handled(|r, _| r.stage(Stage::CheckPass))),
    row("check-fail",         Kind::Handled(|r, _| r.stage(Stage::CheckFail))),
    row("build-pass",         Kind::Handled(|r, _| r.stage(Stage::BuildPass))),
    row("build-fail",         Kind::Handled(|r, _| r.stage(Stage::BuildFail))),
    row("run-pass",           Kind::Handled(|r, _| r.stage(Stage::RunPass))),
    row("run-fail",           Kind::Handled(|r, _| r.stage(Stage::RunFail))),
    row("run-crash",          Kind::Unsupported("`run-crash` wants the program killed by a signal; edrift's run stages judge exit codes")),
    row("run-fail-or-crash",  Kind::Unsupported("`run-fail-or-crash` accepts a signal; edrift's run stages judge exit codes")),
    row("known-bug",          Kind::Handled(|r, _| { r.ct.known_bug = true; Ok(()) })),
    value("error-pattern",    Kind::Handled(|r, v| { r.ct.error_patterns.push(v.to_string()); Ok(()) })),
    row("regex-error-pattern", Kind::Unsupported("`regex-error-pattern` is not checked by edrift yet")),
    value("failure-status",   Kind::Handled(Revision::failure_status)),
    row("dont-check-failure-status", Kind::Handled(|r, _| { r.ct.dont_check_failure_status = true; Ok(()) })),
    row("check-run-results",  Kind::Handled(|r, _| { r.ct.check_run_results = true; Ok(()) })),
    row("check-stdout",       Kind::NoEffect("error patterns are matched against the compiler's output")),
    value("run-flags",        Kind::Handled(|r, v| { let v = r.expand(v); r.ct.run_flags.extend(split_flags(&v)); Ok(()) })),
    value("exec-env",         Kind::Handled(|r, v| { r.ct.exec_env.push(key_value("exec-env", v)?); Ok(()) })),
    value("rustc-env",        Kind::Handled(|r, v| { let v = r.expand(v); r.ct.rustc_env.push(key_value("rustc-env", &v)?); Ok(()) })),
    // A cell's environment is scrubbed: what is unset is only what the test set itself.
    value("unset-exec-env",   Kind::Handled(|r, v| { r.ct.exec_env.retain(|(k, _)| k != v.trim()); Ok(()) })),
    value("unset-rustc-env",  Kind::Handled(|r, v| { r.ct.rustc_env.retain(|(k, _)| k != v.trim()); Ok(()) })),
    value("normalize-stderr", Kind::Handled(|r, v| { r.spec.normalize.push(normalize_rule(v)?); Ok(()) })),
    value("normalize-stdout", Kind::Handled(|r, v| { r.ct.normalize_stdout.push(normalize_rule(v)?); Ok(()) })),
    row("dont-check-compiler-stderr", Kind::Handled(|r, _| { r.ct.check_stderr = false; Ok(()) })),
    row("dont-check-compiler-stdout", Kind::Handled(|r, _| { r.ct.check_stdout = false; Ok(()) })),
    value("dont-require-annotations", Kind::Handled(Revision::dont_require)),
    row("run-rustfix",        Kind::Handled(|r, _| { r.ct.rustfix.get_or_insert(Rustfix::Everything); Ok(()) })),
    row("rustfix-only-machine-applicable", Kind::Handled(|r, _| { r.ct.rustfix = Some(Rustfix::MachineApplicable); Ok(()) })),
    value("aux-build",        Kind::Handled(|r, v| r.aux(AuxKind::Build, v, None))),
    value("aux-crate",        Kind::Handled(Revision::aux_crate)),
    value("proc-macro",       Kind::Handled(|r, v| { let (modifiers, file) = proc_macro_value(v); r.aux(AuxKind::ProcMacro, file, modifiers) })),
    row("aux-bin",            Kind::Unsupported("`aux-bin` (an auxiliary program) is not built by edrift yet")),
    row("aux-codegen-backend", Kind::Unsupported("a codegen backend belongs to ui-fulldeps, not to a lane")),
    row("build-aux-docs",     Kind::Unsupported("auxiliary documentation is rustdoc's suite")),
    row("force-host",         Kind::NoEffect("a lane builds for its host only")),
    row("no-prefer-dynamic",  Kind::Handled(|r, _| { r.ct.no_prefer_dynamic = true; Ok(()) })),
    row("incremental",        Kind::Handled(|r, _| { r.ct.incremental = true; Ok(()) })),
    row("ignore-pass",        Kind::NoEffect("edrift has no `--pass` override")),
    row("no-pass-override",   Kind::NoEffect("edrift has no `--pass` override")),
    value("unused-revision-names", Kind::NoEffect("names revisions scopes may use undeclared: they apply to no revision")),
    row("compare-output-by-lines", Kind::Unsupported("`compare-output-by-lines` is not implemented by edrift")),
    row("no-auto-check-cfg",  Kind::Handled(|r, _| { r.ct.auto_check_cfg = false; Ok(()) })),
    row("should-ice",         Kind::Unsupported("edrift judges an ICE a failure of the cell")),
    row("should-fail",        Kind::Unsupported("`should-fail` is a compiletest self-test")),
    row("stderr-per-bitwidth", Kind::Unsupported("`stderr-per-bitwidth` (`.64bit.stderr`) is not implemented by edrift")),
    row("forbid-output",      Kind::Unsupported("`forbid-output` is not checked by edrift yet")),
    row("add-core-stubs",     Kind::Unsupported("minicore (`add-core-stubs`) is part of rust-lang/rust's tree, not of a lane")),
    row("add-minicore",       Kind::Unsupported("minicore (`add-minicore`) is part of rust-lang/rust's tree, not of a lane")),
    row("core-stubs-compile-flags", Kind::Unsupported("minicore (`add-core-stubs`) is part of rust-lang/rust's tree, not of a lane")),
    row("min-llvm-version",   Kind::Unsupported("LLVM version conditions are not evaluated by edrift yet")),
    row("max-llvm-major-version", Kind::Unsupported("LLVM version conditions are not evaluated by edrift yet")),
    row("exact-llvm-major-version", Kind::Unsupported("LLVM version conditions are not evaluated by edrift yet")),
    row("min-system-llvm-version", Kind::Unsupported("LLVM version conditions are not evaluated by edrift yet")),
    row("min-gdb-version",    Kind::Unsupported(NOT_UI)),
    row("min-lldb-version",   Kind::Unsupported(NOT_UI)),
    row("pp-exact",           Kind::Unsupported(NOT_UI)),
    row("pretty-mode",        Kind::Unsupported(NOT_UI)),
    row("pretty-compare-only", Kind::Unsupported(NOT_UI)),
    row("pretty-expanded",    Kind::Unsupported(NOT_UI)),
    row("assembly-output",    Kind::Unsupported(NOT_UI)),
    row("filecheck-flags",    Kind::Unsupported(NOT_UI)),
    row("llvm-cov-flags",     Kind::Unsupported(NOT_UI)),
    row("doc-flags",          Kind::Unsupported(NOT_UI)),
    row("unique-doc-out-dir", Kind::Unsupported(NOT_UI)),
    row("test-mir-pass",      Kind::Unsupported(NOT_UI)),
    row("check-test-line-numbers-match", Kind::Unsupported(NOT_UI)),
    row("disable-gdb-pretty-printers", Kind::Unsupported(NOT_UI)),
    row("min-cdb-version",    Kind::Unsupported(NOT_UI)),
    row("cdb-check",          Kind::Unsupported(NOT_UI)),
    row("cdb-command",        Kind::Unsupported(NOT_UI)),
    row("gdb-check",          Kind::Unsupported(NOT_UI)),
    row("gdb-command",        Kind::Unsupported(NOT_UI)),
    row("lldb-check",         Kind::Unsupported(NOT_UI)),
    row("lldb-command",       Kind::Unsupported(NOT_UI)),
    row("reference",          Kind::NoEffect("names the rule of the Rust Reference the test covers")),
    row("minicore-compile-flags", Kind::Unsupported("minicore (`add-core-stubs`) is part of rust-lang/rust's tree, not of a lane")),
    row("remap-src-base",     Kind::Handled(|r, _| { r.ct.remap_src_base = true; Ok(()) })),
    // rustdoc's htmldocck and jsondocck commands (compiletest knows their names so that a
    // rustdoc test's `//@ has` is not an unknown directive).
    row("count",              Kind::Unsupported(NOT_UI)),
    row("!count",             Kind::Unsupported(NOT_UI)),
    row("files",              Kind::Unsupported(NOT_UI)),
    row("!files",             Kind::Unsupported(NOT_UI)),
    row("has",                Kind::Unsupported(NOT_UI)),
    row("!has",               Kind::Unsupported(NOT_UI)),
    row("has-dir",            Kind::Unsupported(NOT_UI)),
    row("!has-dir",           Kind::Unsupported(NOT_UI)),
    row("hasraw",             Kind::Unsupported(NOT_UI)),
    row("!hasraw",            Kind::Unsupported(NOT_UI)),
    row("matches",            Kind::Unsupported(NOT_UI)),
    row("!matches",           Kind::Unsupported(NOT_UI)),
    row("matchesraw",         Kind::Unsupported(NOT_UI)),
    row("!matchesraw",        Kind::Unsupported(NOT_UI)),
    row("snapshot",           Kind::Unsupported(NOT_UI)),
    row("!snapshot",          Kind::Unsupported(NOT_UI)),
    row("is",                 Kind::Unsupported(NOT_UI)),
    row("!is",                Kind::Unsupported(NOT_UI)),
    row("ismany",             Kind::Unsupported(NOT_UI)),
    row("!ismany",            Kind::Unsupported(NOT_UI)),
    row("set",                Kind::Unsupported(NOT_UI)),
    row("!set",               Kind::Unsupported(NOT_UI)),
];

/// What one revision's directives build.
pub struct Revision {
    spec: EditionSpec,
    ct: Compiletest,
    stage: Option<Stage>,
    /// The line of the directive being applied.
    line: usize,
}

impl Revision {
    fn stage(&mut self, stage: Stage) -> Result<(), String> {
        match self.stage.replace(stage) {
            Some(earlier) if earlier != stage => {
                Err(format!("`{}` contradicts `{}`: a revision has one stage", stage.name(), earlier.name()))
            }
            Some(_) | None => Ok(()),
        }
    }

    fn edition(&mut self, value: &str) -> Result<(), String> {
        // A range (`2021..`) runs its lowest edition, as compiletest does without `--edition`.
        let first = value.split("..").next().unwrap_or(value).trim();
        if first == "future" {
            // compiletest's `Edition::Future`: rustc's unstable next edition, no edition of the matrix.
            self.ct.unhonoured.get_or_insert_with(|| "edition: future: the unstable future edition is no edition of edrift's".into());
            return Ok(());
        }
        self.spec.edition = Edition::parse(first).ok_or_else(|| format!("unknown edition `{value}`: expected 2015, 2018, 2021 or 2024"))?;
        Ok(())
    }

    /// `value` with compiletest's `{{src-base}}` (the suite's folder, which the cell sees where
    /// it is) replaced.
    fn expand(&self, value: &str) -> String {
        value.replace("{{src-base}}", &self.ct.folder.display().to_string())
    }

    fn compile_flags(&mut self, value: &str) -> Result<(), String> {
        let value = self.expand(value);
        let words = split_flags(&value);
        let mut words = words.iter().map(String::as_str);
        while let Some(word) = words.next() {
            if let Some(year) = word.strip_prefix("--edition=") {
                self.edition(year)?;
            } else if word == "--edition" {
                self.edition(words.next().unwrap_or(""))?;
            } else if word == "-Z" || word.starts_with("-Z") {
                let flag = match word {
                    "-Z" => format!("-Z{}", words.next().unwrap_or("")),
                    _ => word.to_string(),
                };
                self.ct.nightly_flags.push(flag.clone());
                self.spec.compile_flags.push(flag);
            } else {
                if word.starts_with("--crate-type") {
                    // rustc takes the flag's crate type; the harness passes none of its own.
                    self.spec.crate_type = CrateType::Lib;
                }
                self.spec.compile_flags.push(word.to_string());
            }
        }
        Ok(())
    }

    /// `aux-build: dep.rs`, `proc-macro: pm.rs`: a file of the `auxiliary/` folder beside the
    /// test (its edition and flags are read by `discover`).
    fn aux(&mut self, kind: AuxKind, value: &str, modifiers: Option<String>) -> Result<(), String> {
        let aux = aux_of(&self.ct.test, kind, value, self.line)?;
        if !lexically_inside(&aux.path, &self.ct.folder) {
            return Err(format!("`{value}` must name a `.rs` file of the suite's folder (as `auxiliary/{value}` beside the test)"));
        }
        self.ct.aux.push(Aux { extern_modifiers: modifiers, ..aux });
        Ok(())
    }

    /// `aux-crate: [modifiers:]name=dep.rs`.
    fn aux_crate(&mut self, value: &str) -> Result<(), String> {
        let (kind, file, modifiers) = aux_crate_value(value)?;
        self.aux(kind, file, modifiers)
    }

    fn failure_status(&mut self, value: &str) -> Result<(), String> {
        let status: i32 = value.trim().parse().map_err(|_| format!("`failure-status: {value}` must be an exit code"))?;
        if status != 1 {
            self.ct.unhonoured = Some(format!("failure-status: {status}: edrift judges a compile that exits {status} (an ICE) a failure"));
        }
        self.ct.failure_status = Some(status);
        Ok(())
    }

    fn dont_require(&mut self, value: &str) -> Result<(), String> {
        for word in value.split([',', ' ']).filter(|w| !w.is_empty()) {
            match annotation_level(word) {
                Some(level) => self.ct.required.retain(|l| *l != level),
                None if word == "SUGGESTION" => {}
                None => return Err(format!("unknown kind `{word}` in `dont-require-annotations`: expected ERROR, WARN, NOTE, HELP")),
            }
        }
        Ok(())
    }
}

/// The auxiliary crate `value` names (`dep.rs`), a file of the `auxiliary/` folder beside
/// `test` (compiletest looks there for an auxiliary crate's own auxiliary crates too).
fn aux_of(test: &Path, kind: AuxKind, value: &str, line: usize) -> Result<Aux, String> {
    let file = value.split_whitespace().next().unwrap_or(value);
    // `../x.rs` is compiletest's too (`auxiliary/../x.rs`, a file beside the test); whether it
    // stays in the suite's folder is checked where the folder is known.
    if file.is_empty() || Path::new(file).is_absolute() || !file.ends_with(".rs") {
        return Err(format!("`{file}` must name a `.rs` file of the `auxiliary/` folder beside the test"));
    }
    let path = test.parent().unwrap_or(Path::new(".")).join("auxiliary").join(file);
    let stem = Path::new(file).file_stem().map(|s| s.to_string_lossy().replace('-', "_")).unwrap_or_default();
    let crate_type = match kind {
        AuxKind::ProcMacro => "proc-macro".to_string(),
        AuxKind::Build | AuxKind::Crate { .. } => "lib".to_string(),
    };
    Ok(Aux {
        kind,
        path,
        line,
        crate_name: stem,
        crate_type,
        edition: Edition::E2015,
        flags: Vec::new(),
        features: Vec::new(),
        no_prefer_dynamic: false,
        nested: false,
        externs: Vec::new(),
        extern_modifiers: None,
        rustc_env: Vec::new(),
    })
}

/// The flags of a `compile-flags` or `run-flags` value as compiletest splits them: words
/// separated by whitespace, except that a part between single quotes is one flag, spaces kept
/// (and the quotes dropped).
fn split_flags(value: &str) -> Vec<String> {
    let mut flags = Vec::new();
    for (index, part) in value.split('\'').enumerate() {
        match index % 2 {
            1 => flags.push(part.to_string()),
            _ => flags.extend(part.split_whitespace().map(str::to_string)),
        }
    }
    flags
}

/// Whether `path`, its `..` resolved by its words alone, lies in `folder`.
fn lexically_inside(path: &Path, folder: &Path) -> bool {
    let mut resolved = std::path::PathBuf::new();
    for component in path.components() {
        match component {
            std::path::Component::ParentDir => {
                if !resolved.pop() {
                    return false;
                }
            }
            std::path::Component::CurDir => {}
            other => resolved.push(other),
        }
    }
    resolved.starts_with(folder)
}

/// `aux-crate: [modifiers:]name=dep.rs`: its kind, file and `--extern` modifiers (`priv`,
/// `noprelude`).
fn aux_crate_value(value: &str) -> Result<(AuxKind, &str, Option<String>), String> {
    let (name, file) = value.split_once('=').ok_or_else(|| format!("`aux-crate: {value}` must be `name=file.rs`"))?;
    let (modifiers, name) = match name.trim().rsplit_once(':') {
        Some((modifiers, name)) => (Some(modifiers.to_string()), name),
        None => (None, name.trim()),
    };
    Ok((AuxKind::Crate { name: name.to_string() }, file.trim(), modifiers))
}

/// `proc-macro: [modifiers:]pm.rs`: its `--extern` modifiers and file.
fn proc_macro_value(value: &str) -> (Option<String>, &str) {
    match value.trim().rsplit_once(':') {
        Some((modifiers, file)) => (Some(modifiers.to_string()), file),
        None => (None, value.trim()),
    }
}

fn key_value(directive: &str, value: &str) -> Result<(String, String), String> {
    let (key, value) = value.split_once('=').ok_or_else(|| format!("`{directive}: {value}` must be `KEY=VALUE`"))?;
    // As compiletest reads it: the name is trimmed, the value is not (`FOO =  bar` is `  bar`).
    Ok((key.trim().to_string(), value.to_string()))
}

/// `"regex" -> "replacement"`, as compiletest reads it: each a quoted text with no `"` in it,
/// kept whole (the spaces inside the quotes are the rule's: `" HEX_DUMP"` begins with one), the
/// arrow with blanks around it; `\n` in the replacement is a newline.
fn normalize_rule(value: &str) -> Result<SnippetRule, String> {
    let malformed = || format!("malformed normalization `{value}`: expected `\"regex\" -> \"replacement\"`");
    /// A quoted text at the start of `text` (no `"` inside) and what follows it.
    fn quoted(text: &str) -> Option<(&str, &str)> {
        text.strip_prefix('"')?.split_once('"')
    }
    let (pattern, rest) = quoted(value.trim_start()).ok_or_else(malformed)?;
    let arrow = rest
        .trim_start()
        .strip_prefix("->")
        .filter(|after| rest.starts_with(char::is_whitespace) && after.starts_with(char::is_whitespace));
    let (replacement, rest) = arrow.and_then(|after| quoted(after.trim_start())).ok_or_else(malformed)?;
    if !rest.trim_end().is_empty() {
        return Err(malformed());
    }
    let regex = Regex::new(pattern).map_err(|e| format!("invalid regex in normalization: {e}"))?;
    Ok(SnippetRule::as_compiletest(regex, replacement.replace("\\n", "\n")))
}

/// One `//@` line before it is applied.
struct Raw<'t> {
    line: usize,
    column: usize,
    scope: Option<Vec<String>>,
    name: &'t str,
    value: &'t str,
    /// Whether the value followed a colon (`//@ edition: 2021`, not `//@ edition 2021`).
    colon: bool,
}

/// Reads the directive lines of a test.
fn read_directives<'t>(path: &Path, text: &'t str, errors: &mut Vec<DirectiveError>) -> Vec<Raw<'t>> {
    let mut out = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let Some(rest) = trimmed.strip_prefix("//@") else { continue };
        let column = line.len() - trimmed.len() + 1;
        // `//@[rev] name` and `//@ [rev] name` are the same directive.
        let (scope, rest) = match rest.trim_start().strip_prefix('[') {
            Some(inner) => match inner.split_once(']') {
                Some((list, after)) => (Some(list.split(',').map(|r| r.trim().to_string()).collect()), after),
                None => {
                    errors.push(DirectiveError {
                        path: path.to_path_buf(),
                        line: index + 1,
                        column,
                        message: "unclosed revision scope `[`".into(),
                    });
                    continue;
                }
            },
            None => (None, rest),
        };
        let rest = rest.trim();
        let end = rest.find([':', ' ', '\t']).unwrap_or(rest.len());
        let colon = rest[end..].starts_with(':');
        let (name, value) = (&rest[..end], rest[end..].trim_start_matches(':').trim());
        out.push(Raw { line: index + 1, column, scope, name, value, colon });
    }
    out
}

/// What a directive's name is: a row, a family member, or unknown.
enum Known {
    Row(&'static Directive),
    Condition(Condition),
    /// `normalize-stderr-<condition>`: applies when the condition holds where edrift runs.
    Normalize {
        stderr: bool,
        applies: bool,
    },
}

fn known(name: &str) -> Result<Known, String> {
    if let Some(row) = DIRECTIVES.iter().find(|d| d.name == name) {
        return Ok(Known::Row(row));
    }
    for (stream, stderr) in [("normalize-stderr-", true), ("normalize-stdout-", false)] {
        if let Some(condition) = name.strip_prefix(stream) {
            let applies = match condition {
                "test" => true,
                "64bit" => cfg!(target_pointer_width = "64"),
                "32bit" => cfg!(target_pointer_width = "32"),
                other => return Err(format!("`{stream}{other}`: edrift applies `-test`, `-64bit` and `-32bit` normalizations only")),
            };
            return Ok(Known::Normalize { stderr, applies });
        }
    }
    for sense in [Sense::Only, Sense::Ignore, Sense::Needs] {
        let Some(detail) = name.strip_prefix(sense.prefix()) else { continue };
        let exists = match sense {
            Sense::Needs => NEEDS.iter().any(|n| n.name == detail),
            Sense::Only | Sense::Ignore => CONDITIONS.iter().any(|c| c.name == detail) || is_triple(detail),
        };
        if exists {
            return Ok(Known::Condition(Condition { sense, name: detail.to_string() }));
        }
        return Err(format!("unknown condition `{name}`{}", closest(name)));
    }
    Err(format!("unknown directive `{name}`{}", closest(name)))
}

/// A target triple (`x86_64-unknown-linux-gnu`): `only-`/`ignore-` compare it with the host.
fn is_triple(name: &str) -> bool {
    // `wasm32-wasip1` is a triple without a vendor.
    (name.matches('-').count() >= 2 || name.starts_with("wasm32-wasi")) && name.split('-').all(|part| !part.is_empty())
}

fn closest(name: &str) -> String {
    let families = CONDITIONS
        .iter()
        .flat_map(|c| [format!("only-{}", c.name), format!("ignore-{}", c.name)])
        .chain(NEEDS.iter().map(|n| format!("needs-{}", n.name)));
    let names: Vec<String> = DIRECTIVES.iter().map(|d| d.name.to_string()).chain(families).collect();
    names
        .iter()
        .map(|k| (strsim::damerau_levenshtein(name, k), k))
        .filter(|(distance, k)| *distance <= 3.max(k.len() / 3))
        .min()
        .map(|(_, k)| format!(" (did you mean `{k}`?)"))
        .unwrap_or_else(|| " (the compiletest directives edrift knows are listed in docs/snippet-format.md)".to_string())
}

/// Parses one compiletest test into a snippet per revision, or every error with file:line.
pub fn parse(id: &str, path: &Path, text: &str, hash: &str, config: &SuiteConfig) -> Result<Vec<Snippet>, Vec<DirectiveError>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut errors = Vec::new();
    let at = |line: usize, column: usize, message: String| DirectiveError { path: path.to_path_buf(), line, column, message };
    let raw = read_directives(path, text, &mut errors);
    let declared = declared_revisions(&raw, &mut errors, &at);
    for d in raw.iter().filter(|d| d.name == "revisions" && d.scope.is_some()) {
        errors.push(at(d.line, d.column, "`revisions` applies to the whole test and cannot be scoped".into()));
    }
    // `unused-revision-names` lists names that scopes may use without declaring them (tidy's
    // rule; compiletest applies such a directive to no revision).
    let unused: Vec<&str> = raw
        .iter()
        .filter(|d| d.name == "unused-revision-names" && d.colon)
        .flat_map(|d| d.value.split([',', ' ']))
        .filter(|n| !n.is_empty())
        .collect();
    let names: std::collections::HashSet<&str> = declared.iter().map(String::as_str).chain(unused.iter().copied()).collect();
    let check_scope = |scope: &Option<Vec<String>>, line: usize, column: usize, errors: &mut Vec<DirectiveError>| {
        for name in scope.iter().flatten().filter(|n| !names.contains(n.as_str()) && !unused.contains(&"*")) {
            errors.push(at(line, column, format!("unknown revision `{name}`: the test declares {}", declared_list(&declared))));
        }
    };
    let mut known_raw = Vec::new();
    for d in &raw {
        check_scope(&d.scope, d.line, d.column, &mut errors);
        match known(d.name) {
            Ok(kind) => known_raw.push((d, kind)),
            Err(message) => errors.push(at(d.line, d.column, message)),
        }
    }
    let annotations = read_annotations(path, text, &declared, &mut errors);
    for (scope, annotation) in &annotations {
        check_scope(scope, annotation.written_at, 1, &mut errors);
    }
    if let Some(message) = too_large(declared.len(), known_raw.len() + annotations.len()) {
        errors.push(at(1, 1, message));
        return Err(errors);
    }
    let revisions: Vec<Option<&String>> = if declared.is_empty() { vec![None] } else { declared.iter().map(Some).collect() };
    let declared: Arc<[String]> = declared.iter().cloned().collect();
    let folder = path.ancestors().nth(id.matches('/').count()).unwrap_or(path).to_path_buf();
    let gates = FeatureGates::read(text);
    static CRATE_TYPE: OnceLock<Regex> = OnceLock::new();
    // Any `#![crate_type = ...]` is rustc's to read (compiletest passes no `--crate-type`): a
    // crate type the lane may not know (`sdylib`), or a value rustc rejects (`= foo!()`).
    let own_crate_type = static_regex(&CRATE_TYPE, r"(?m)^[ \t]*#!\[crate_type\s*=").is_match(text);
    let crate_type = if own_crate_type { CrateType::Lib } else { CrateType::Bin };
    let shared_text: Arc<str> = text.into();
    let mut snippets = Vec::new();
    for revision in revisions {
        let applies = |scope: &Option<Vec<String>>| scope.as_ref().is_none_or(|s| revision.is_some_and(|r| s.contains(r)));
        let mine: Vec<Annotation> = annotations.iter().filter(|(s, _)| applies(s)).map(|(_, a)| a.clone()).collect();
        let mut required = vec![Level::Error, Level::Warn];
        required.extend([Level::Note, Level::Help].into_iter().filter(|l| mine.iter().any(|a| a.kind == AnnotationKind::Level(*l))));
        let mut state = Revision {
            spec: EditionSpec {
                edition: Edition::E2015,
                stage: Stage::CheckFail,
                annotations: mine,
                compile_flags: revision.map(|r| vec!["--cfg".to_string(), cfg_name(r)]).unwrap_or_default(),
                crate_type,
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
                compiletest: None,
                crate_ui: None,
            },
            ct: Compiletest {
                revision: revision.cloned(),
                revisions: Arc::clone(&declared),
                auto_check_cfg: true,
                reference: config.reference.clone(),
                release: config.compiletest.clone(),
                test: path.to_path_buf(),
                folder: folder.clone(),
                required,
                conditions: Vec::new(),
                unhonoured: None,
                nightly_flags: Vec::new(),
                features: gates.of(revision.map(String::as_str)),
                own_crate_type,
                check_stderr: true,
                check_stdout: true,
                check_run_results: false,
                error_patterns: Vec::new(),
                failure_status: None,
                dont_check_failure_status: false,
                run_flags: Vec::new(),
                exec_env: Vec::new(),
                rustc_env: Vec::new(),
                known_bug: false,
                remap_src_base: false,
                no_prefer_dynamic: false,
                incremental: false,
                test_helpers: None,
                normalize_stdout: Vec::new(),
                aux: Vec::new(),
                rustfix: None,
            },
            stage: None,
            line: 1,
        };
        for (d, kind) in known_raw.iter().filter(|(d, _)| applies(&d.scope)) {
            state.line = d.line;
            let takes_value = match kind {
                Known::Row(row) => row.takes_value,
                Known::Normalize { .. } => true,
                Known::Condition(_) => false,
            };
            if !d.colon && takes_value {
                continue;
            }
            let result = match kind {
                Known::Row(Directive { kind: Kind::Handled(handler), .. }) => handler(&mut state, d.value),
                Known::Row(Directive { kind: Kind::NoEffect(_), .. }) => Ok(()),
                Known::Row(Directive { kind: Kind::Unsupported(reason), .. }) => {
                    state.ct.unhonoured.get_or_insert_with(|| format!("{}: {reason}", d.name));
                    Ok(())
                }
                Known::Condition(condition) => {
                    state.ct.conditions.push(condition.clone());
                    Ok(())
                }
                Known::Normalize { stderr, applies: true } => normalize_rule(d.value).map(|rule| match stderr {
                    true => state.spec.normalize.push(rule),
                    false => state.ct.normalize_stdout.push(rule),
                }),
                Known::Normalize { applies: false, .. } => Ok(()),
            };
            if let Err(message) = result {
                errors.push(at(d.line, d.column, message));
            }
        }
        let Revision { mut spec, mut ct, stage, line: _ } = state;
        if ct.known_bug {
            ct.required.clear();
        }
        spec.stage = stage.unwrap_or(Stage::CheckFail);
        if spec.stage.runs() {
            spec.crate_type = CrateType::Bin;
        }
        spec.compiletest = Some(Box::new(ct));
        let id = match revision {
            Some(revision) => format!("{id}#{revision}"),
            None => id.to_string(),
        };
        snippets.push(Snippet {
            id,
            path: path.to_path_buf(),
            kind: SnippetKind::File,
            hash: hash.to_string(),
            origin: Origin::default(),
            editions: vec![spec],
            text: Arc::clone(&shared_text),
            migrate: None,
        });
    }
    if errors.is_empty() {
        Ok(snippets)
    } else {
        errors.sort_by_key(|e| (e.line, e.column));
        errors.dedup();
        Err(errors)
    }
}

/// Reads what an auxiliary crate's own text says of its build for the test's `revision`: `//@
/// edition`, `//@ compile-flags`, `#![crate_type]`, as compiletest reads them (a directive scoped
/// to another revision is skipped; the crate is built with `--cfg <revision>` as the test is).
/// Directives an auxiliary file may carry that change nothing here are skipped. Its own
/// auxiliary crates (`aux-build`, `aux-crate`, `proc-macro`, files of the test's `auxiliary/`
/// folder, as compiletest finds them) are returned, to be built before it; an `aux-bin` is the
/// error returned.
pub fn read_aux(aux: &mut Aux, test: &Path, text: &str, revision: Option<&str>) -> Result<Vec<Aux>, String> {
    let mut nested = Vec::new();
    let mut errors = Vec::new();
    if let Some(revision) = revision {
        aux.flags.extend(["--cfg".to_string(), cfg_name(revision)]);
    }
    let mine = |d: &Raw<'_>| d.scope.as_ref().is_none_or(|scope| revision.is_some_and(|r| scope.iter().any(|s| s == r)));
    for d in read_directives(&aux.path, text, &mut errors).into_iter().filter(mine) {
        match d.name {
            "edition" => {
                let first = d.value.split("..").next().unwrap_or(d.value).trim();
                aux.edition =
                    Edition::parse(first).ok_or_else(|| format!("{}:{}: unknown edition `{}`", aux.path.display(), d.line, d.value))?;
            }
            "compile-flags" => aux.flags.extend(split_flags(d.value)),
            "rustc-env" => {
                aux.rustc_env.push(key_value("rustc-env", d.value).map_err(|e| format!("{}:{}: {e}", aux.path.display(), d.line))?)
            }
            "no-prefer-dynamic" => aux.no_prefer_dynamic = true,
            "aux-build" | "aux-crate" | "proc-macro" if d.colon => {
                let at = |e: String| format!("{}:{}: {e}", aux.path.display(), d.line);
                let (kind, file, modifiers) = match d.name {
                    "aux-build" => (AuxKind::Build, d.value, None),
                    "proc-macro" => {
                        let (modifiers, file) = proc_macro_value(d.value);
                        (AuxKind::ProcMacro, file, modifiers)
                    }
                    _ => aux_crate_value(d.value).map_err(at)?,
                };
                nested.push(Aux { nested: true, extern_modifiers: modifiers, ..aux_of(test, kind, file, aux.line).map_err(at)? });
            }
            "aux-bin" => {
                return Err(format!("{}:{}: an auxiliary program (`aux-bin`) is not built by edrift yet", aux.path.display(), d.line));
            }
            _ => {}
        }
    }
    aux.features = FeatureGates::read(text).of(revision);
    static CRATE_TYPE: OnceLock<Regex> = OnceLock::new();
    let attribute = static_regex(&CRATE_TYPE, r#"#!\[crate_type\s*=\s*"([a-z\-]+)"\]"#);
    // compiletest's choice: a proc-macro is one; an auxiliary crate is a dylib where the target
    // links dynamically (edrift's hosts all do), whatever its attributes say (rustc takes the
    // command line's `--crate-type`), unless it says `no-prefer-dynamic`.
    match (aux.kind == AuxKind::ProcMacro, aux.no_prefer_dynamic, attribute.captures(text)) {
        (true, _, _) => {}
        (false, false, _) => aux.crate_type = "dylib".to_string(),
        (false, true, Some(found)) => aux.crate_type = found[1].to_string(),
        (false, true, None) => {}
    }
    Ok(nested)
}

/// `run-rustfix`: the test's text with the compiler's suggestions (from its JSON `stderr`) for
/// the test's own file applied, every one or the machine-applicable ones as `rustfix` says; an
/// error when they conflict.
pub fn apply_rustfix(rustfix: Rustfix, test: &Path, text: &str, stderr: &str) -> Result<String, String> {
    // compiletest's own rustfix (0.8): rustfix 0.9 refuses overlapping suggestions it applies.
    use rustfix08 as rustfix;
    let filter = match rustfix {
        Rustfix::Everything => rustfix::Filter::Everything,
        Rustfix::MachineApplicable => rustfix::Filter::MachineApplicableOnly,
    };
    let in_test = |file: &str| Path::new(file) == test || test.ends_with(file);
    let mut suggestions = Vec::new();
    for line in stderr.lines().filter(|l| l.trim_start().starts_with('{')) {
        let Ok(diagnostic) = serde_json::from_str::<rustfix::diagnostics::Diagnostic>(line.trim_start()) else { continue };
        let found = rustfix::collect_suggestions(&diagnostic, &std::collections::HashSet::new(), filter);
        // What is applied is the replacements: those must be in the test (the diagnostic itself
        // may point into a macro of another file).
        suggestions.extend(
            found.filter(|s| s.solutions.iter().flat_map(|solution| &solution.replacements).all(|r| in_test(&r.snippet.file_name))),
        );
    }
    rustfix::apply_suggestions(text, &suggestions).map_err(|e| format!("the suggestions cannot be applied: {e}"))
}

/// A revision's `--cfg` name as compiletest makes it: lower case, `-` as `_` (`allow-first`
/// is `--cfg allow_first`: a cfg name is an identifier).
pub fn cfg_name(revision: &str) -> String {
    revision.to_lowercase().replace('-', "_")
}

fn declared_list(declared: &[String]) -> String {
    match declared {
        [] => "no revisions (`//@ revisions: a b` declares them)".to_string(),
        names => format!("`{}`", names.join(" ")),
    }
}

/// The features a test's crate attributes enable, read once for all its revisions:
/// `#![feature(...)]`, and `#![cfg_attr(<cfg>, feature(...))]` with the words of its cfg.
struct FeatureGates {
    plain: Vec<String>,
    /// Each gated attribute: whether its cfg has a `not(...)`, its words, its features.
    gated: Vec<(bool, Vec<String>, Vec<String>)>,
}

impl FeatureGates {
    fn read(text: &str) -> FeatureGates {
        static PLAIN: OnceLock<Regex> = OnceLock::new();
        static GATED: OnceLock<Regex> = OnceLock::new();
        static WORD: OnceLock<Regex> = OnceLock::new();
        let plain = static_regex(&PLAIN, r"(?m)^[ \t]*#!\[feature\(([^)]*)\)\]");
        let gated = static_regex(&GATED, r"(?m)^[ \t]*#!\[cfg_attr\((.*),\s*feature\(([^)]*)\)\s*\)\]");
        let word = static_regex(&WORD, r"[A-Za-z_][A-Za-z0-9_\-]*");
        let names = |list: &str| list.split(',').map(|f| f.trim().to_string()).filter(|f| !f.is_empty()).collect::<Vec<_>>();
        FeatureGates {
            plain: plain.captures_iter(text).flat_map(|c| names(&c[1])).collect(),
            gated: gated
                .captures_iter(text)
                .map(|c| (c[1].contains("not("), word.find_iter(&c[1]).map(|w| w.as_str().to_string()).collect(), names(&c[2])))
                .collect(),
        }
    }

    /// The features enabled for `revision`, in order: the plain ones, then those whose cfg names
    /// the revision (or is one edrift does not evaluate, `not(...)`: counted, so a stable lane
    /// does not run what it would reject).
    fn of(&self, revision: Option<&str>) -> Vec<String> {
        let applies = |negated: bool, words: &[String]| negated || revision.is_some_and(|r| words.iter().any(|w| w == r));
        let gated = self.gated.iter().filter(|(negated, words, _)| applies(*negated, words)).flat_map(|(_, _, names)| names.iter());
        self.plain.iter().chain(gated).cloned().collect()
    }
}

/// What one test may expand to: its revisions times what each carries (directives and
/// annotations). Far above rust-lang/rust's own tests (at most 20 revisions), far below what
/// would exhaust the harness's memory.
pub const EXPANSION_LIMIT: usize = 1_000_000;

/// The error when `revisions` revisions, each carrying `items` directives and annotations,
/// exceed [`EXPANSION_LIMIT`].
fn too_large(revisions: usize, items: usize) -> Option<String> {
    let expanded = revisions.max(1).saturating_mul(items.max(1));
    (expanded > EXPANSION_LIMIT).then(|| {
        format!(
            "the test declares {revisions} revisions with {items} directives and annotations each, {expanded} in all: \
             edrift expands at most {EXPANSION_LIMIT} per test; split it into several tests"
        )
    })
}

/// The revision names of `//@ revisions:` lines, checked by compiletest's rules and edrift's:
/// no name twice, not `true` or `false`, and each a word of ASCII letters, digits, `_` and `-`
/// (compiletest takes any word, `-Zmacro-backtrace` too, whose `--cfg` is `_zmacro_backtrace`):
/// a revision is part of its expectation files' names, so nothing else may reach a path.
fn declared_revisions(
    raw: &[Raw<'_>],
    errors: &mut Vec<DirectiveError>,
    at: &dyn Fn(usize, usize, String) -> DirectiveError,
) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut declared = Vec::new();
    for d in raw.iter().filter(|d| d.name == "revisions" && d.colon) {
        for name in d.value.split_whitespace() {
            let word = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            let problem = if !word {
                Some(format!(
                    "revision name `{name}` is not a word: a revision is named with ASCII letters, digits, `_` and `-` \
                     (it is part of its expectation files' names)"
                ))
            } else if matches!(name, "true" | "false") {
                Some(format!("revision name `{name}` is not permitted (compiletest refuses it: `--cfg {name}` reads as a boolean)"))
            } else if !seen.insert(name) {
                Some(format!("duplicate revision `{name}`: each revision is declared once"))
            } else {
                None
            };
            match problem {
                Some(message) => errors.push(at(d.line, d.column, message)),
                None => declared.push(name.to_string()),
            }
        }
    }
    declared
}

/// An annotation's kind as compiletest reads it: `ERROR`, `WARN`/`WARNING`, `NOTE`, `HELP`, or the
/// same words in lower case (rust-lang/rust's tests write both: `//~^ error: ...`).
fn annotation_level(word: &str) -> Option<Level> {
    let upper = matches!(word, "error" | "warn" | "warning" | "note" | "help").then(|| word.to_ascii_uppercase());
    Level::from_annotation(upper.as_deref().unwrap_or(word))
}

/// Reads `//~` and `//[rev]~` annotations with their revision scopes.
/// The revisions an annotation is scoped to (`None`: every revision).
type Scope = Option<Vec<String>>;

fn read_annotations(
    path: &Path,
    text: &str,
    declared: &[String],
    errors: &mut Vec<DirectiveError>,
) -> Vec<(Option<Vec<String>>, Annotation)> {
    static START: OnceLock<Regex> = OnceLock::new();
    let start = static_regex(&START, r"//(\[[^\]]*\])?~");
    let mut out: Vec<(Option<Vec<String>>, Annotation)> = Vec::new();
    // What `//~|` follows, as compiletest reads it: for each revision, the last annotation of that
    // revision (or of every revision) that is not itself a `//~|`, however many other lines lie
    // between. An unscoped `//~|` after annotations scoped to different lines is one annotation
    // per revision.
    let mut previous_any: Option<AnnotationLine> = None;
    let mut previous_of: std::collections::HashMap<String, AnnotationLine> = std::collections::HashMap::new();
    let last = text.lines().count();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let Some(found) = start.find(line) else { continue };
        let column = found.start() + 1;
        let at = |message: String| DirectiveError { path: path.to_path_buf(), line: number, column, message };
        let head = &line[found.start() + 2..found.end() - 1];
        let scope: Option<Vec<String>> =
            head.strip_prefix('[').and_then(|h| h.strip_suffix(']')).map(|list| list.split(',').map(|r| r.trim().to_string()).collect());
        let after = &line[found.end()..];
        // (scope, target) of each annotation this line makes, and the rest of the line.
        let (targets, rest): (Vec<(Scope, AnnotationLine)>, &str) = match after.strip_prefix('|') {
            Some(rest) => {
                let revisions: Vec<&String> = match &scope {
                    Some(list) => list.iter().collect(),
                    None => declared.iter().collect(),
                };
                let mut groups: Vec<(AnnotationLine, Vec<String>)> = Vec::new();
                let mut missing = revisions.is_empty() && previous_any.is_none();
                for revision in &revisions {
                    match previous_of.get(*revision).copied().or(previous_any) {
                        Some(target) => match groups.iter_mut().find(|(t, _)| *t == target) {
                            Some((_, names)) => names.push((*revision).clone()),
                            None => groups.push((target, vec![(*revision).clone()])),
                        },
                        None => missing = true,
                    }
                }
                if missing {
                    errors.push(at("`//~|` must follow a line with an annotation".to_string()));
                    continue;
                }
                let targets = match groups.len() {
                    0 => vec![(scope.clone(), previous_any.expect("checked above"))],
                    1 => vec![(scope.clone(), groups[0].0)],
                    _ => groups.into_iter().map(|(target, names)| (Some(names), target)).collect(),
                };
                (targets, rest)
            }
            None => match crate::directives::annotation_target(after, number, last, None) {
                Ok((target, rest)) => {
                    match &scope {
                        None => {
                            previous_any = Some(target);
                            previous_of.clear();
                        }
                        Some(revisions) => previous_of.extend(revisions.iter().map(|r| (r.clone(), target))),
                    }
                    (vec![(scope.clone(), target)], rest)
                }
                Err(message) => {
                    errors.push(at(message));
                    continue;
                }
            },
        };
        // The kind is the letters and `_` that open the rest, as compiletest reads it
        // (`ERROR[E0271]` is ERROR with the text `[E0271]`); a `:` after it is dropped.
        let rest = rest.trim();
        let end = rest.find(|c: char| c != '_' && !c.is_ascii_alphabetic()).unwrap_or(rest.len());
        let (word, message) = (&rest[..end], rest[end..].strip_prefix(':').unwrap_or(&rest[end..]).trim());
        if word == "SUGGESTION" || word == "RAW" {
            // The replacement text of a suggestion, or a line of stderr that is not JSON (an
            // ICE's, a panic's): never required by compiletest, and the `.stderr` comparison
            // shows both.
            continue;
        }
        // A word compiletest does not know as a kind (`//~ cannot find value`) is part of the
        // message of an annotation of no kind, which matches no diagnostic (compiletest's
        // `ErrorKind::Unknown`).
        let (kind, message) = match annotation_level(word) {
            Some(level) => (AnnotationKind::Level(level), message),
            None => (AnnotationKind::Unknown, rest),
        };
        for (scope, target) in targets {
            out.push((scope, Annotation { kind, text: message.to_string(), line: target, written_at: number }));
        }
    }
    out
}

#[cfg(test)]
mod tests;
