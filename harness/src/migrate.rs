//! Stage `migrate`: a snippet whose 2021 claim compiles, and a lane, in; a [`MigrationResult`]
//! out: the lane's `rust_2024_compatibility` suggestions applied as `cargo fix --edition` applies
//! them, the rewrite, and whether the rewrite still compiles under 2021, compiles under 2024 and
//! behaves as the unmigrated 2021 program did ([`MigrationOutcome`]).
//!
//! The steps, every process through `invoke`:
//! 1. compile the unmigrated snippet under 2021 with the migration lints forced on
//!    ([`invoke::Lints::EditionMigration`]) and JSON diagnostics; for run stages run it (the
//!    behaviour to keep);
//! 2. apply the machine-applicable suggestions with `rustfix` (a suggestion that overlaps one
//!    already applied is left for the next pass, as cargo does), compile the rewrite under 2021
//!    again with the lints, and repeat until a pass changes nothing (at most [`MAX_PASSES`]
//!    rewriting passes, cargo's own bound);
//! 3. compile (and run) the rewrite under 2024, and, when something was rewritten, the
//!    unmigrated snippet under 2024 too: a rewrite the code did not need is reported.
//!
//! A package snippet is migrated by the lane's own `cargo fix --edition` instead ([`package`]):
//! the same outcomes, from the cell's cargo command on the package before and after.
//!
//! It never judges a claim (that is [`crate::verdict::migration`]) and never writes a file
//! outside its temporary folder.

use crate::model::{MigrationOutcome, MigrationResult, NotMigrated};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::error::Error;
use crate::invoke::{self, CellRun, Lints};
use crate::model::ReadyLane;
use crate::model::{Edition, EditionSpec, Snippet, SnippetKind, Stage};
use crate::normalize::{self, Context};
use crate::verdict::{self, Outcome};

mod package;

/// Rewriting passes before the migration is declared not to reach a fixed point (`cargo fix`
/// stops after four as well).
pub const MAX_PASSES: usize = 4;

/// The spec a migration compiles under `edition`: the 2021 spec's flags, crate type and
/// normalization, with the tool stages reduced to their compile (the migration checks the
/// code, not its doctests).
fn compile_spec(spec: &EditionSpec, edition: Edition) -> EditionSpec {
    let stage = match spec.stage {
        Stage::Rustdoc | Stage::RustdocFail => Stage::BuildPass,
        stage @ (Stage::CheckPass
        | Stage::CheckFail
        | Stage::BuildFail
        | Stage::BuildPass
        | Stage::RunPass
        | Stage::RunFail
        | Stage::Rustfmt) => stage,
    };
    EditionSpec { edition, stage, ..spec.clone() }
}

/// Whether a snippet has a migration cell: its 2021 claim is that the code compiles (a rustc
/// stage; rustfmt's code is not compiled), and, for a package, its command is not itself a
/// `cargo fix` (such a snippet's claim is about the migration: a cell would migrate it twice).
pub fn migrates(snippet: &Snippet) -> bool {
    snippet.edition(Edition::E2021).is_some_and(|spec| {
        let compiles = match spec.stage {
            Stage::CheckPass | Stage::BuildPass | Stage::RunPass | Stage::RunFail | Stage::Rustdoc | Stage::RustdocFail => true,
            Stage::CheckFail | Stage::BuildFail | Stage::Rustfmt => false,
        };
        // A compiletest test claims what its own revisions do; a migration is not among them.
        let foreign = spec.compiletest.is_some();
        let fixes = match snippet.kind {
            SnippetKind::File => false,
            SnippetKind::Package => spec.cargo.as_ref().is_some_and(|cargo| cargo.command == "fix"),
        };
        compiles && !fixes && !foreign
    })
}

/// The rewrite as blessed and compared: without the snippet's `//@` lines, which no lint
/// rewrites, so that re-dating a claim is not a change of what the migration does.
fn blessed_text(code: &str) -> String {
    crate::directives::code(code)
}

/// One compile of a migration, and what it gave.
struct Step {
    run: CellRun,
    outcome: Outcome,
    /// The program's exit and normalized stdout, for run stages that compiled.
    behaviour: Option<String>,
    errors: String,
}

fn step(
    source: &Path,
    snippet: &Snippet,
    spec: &EditionSpec,
    lane: &ReadyLane,
    lints: Lints,
    timeout: Duration,
    dir: &Path,
) -> Result<Step, Error> {
    let run = invoke::compile_file(source, snippet, spec, lane, lints, timeout, dir)?;
    let outcome = Outcome::of_compile(run.compile.status, &run.compile.stderr);
    let snippet_dir = snippet.path.parent().unwrap_or(&snippet.path).to_path_buf();
    let context = Context { snippet_dir: &snippet_dir, temp_dir: dir };
    let behaviour =
        run.run.as_ref().map(|program| format!("{}\n{}", program.status, normalize::normalize(&program.stdout, &context, &spec.normalize)));
    let parsed = crate::diagnostics::parse(&run.compile.stderr, Some(source));
    let errors = match outcome {
        Outcome::Accepted => String::new(),
        Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported => {
            let text = normalize::normalize(&parsed.rendered, &context, &spec.normalize);
            // The rewrite's file name is the temporary one: name it as the snippet.
            text.replace(&source.display().to_string(), &snippet.path.display().to_string())
        }
    };
    Ok(Step { run, outcome, behaviour, errors })
}

/// The lints of one pass: which fired, the machine-applicable suggestions on `file`, each with
/// its lint.
struct Pass {
    fired: BTreeSet<String>,
    suggestions: Vec<(String, rustfix::Suggestion)>,
}

fn read_pass(stderr: &str, file: &str) -> Pass {
    let mut fired = BTreeSet::new();
    let mut suggestions = Vec::new();
    let everything = std::collections::HashSet::<String>::new();
    for line in stderr.lines().filter(|l| l.starts_with('{')) {
        // Every other warning is off (`-Awarnings`): a warning is a migration lint. Some carry
        // an error code (`unsafe_op_in_unsafe_fn` is E0133): its name is in the note
        // "`--force-warn <lint>` implied by `--force-warn rust-2024-compatibility`".
        let Ok(value) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        if value["level"] != "warning" {
            continue;
        }
        let Some(lint) = lint_name(&value) else { continue };
        fired.insert(lint.clone());
        let Ok(diagnostic) = serde_json::from_value::<rustfix::diagnostics::Diagnostic>(value) else { continue };
        if let Some(suggestion) = rustfix::collect_suggestions(&diagnostic, &everything, rustfix::Filter::MachineApplicableOnly) {
            let ours = suggestion.solutions.iter().flat_map(|s| &s.replacements).all(|r| r.snippet.file_name == file);
            if ours {
                suggestions.push((lint, suggestion));
            }
        }
    }
    Pass { fired, suggestions }
}

/// The lint of a warning: the `--force-warn` note's name, else its code (a lint name), else
/// `None` (a warning of no lint, such as a summary).
fn lint_name(diagnostic: &serde_json::Value) -> Option<String> {
    forced_lint(diagnostic).or_else(|| diagnostic["code"]["code"].as_str().filter(|code| is_lint(code)).map(str::to_string))
}

/// The lint a warning was forced on as, from its note "`--force-warn <lint>` implied by
/// `--force-warn rust-2024-compatibility`": a migration lint, whatever other warnings the
/// compile shows.
fn forced_lint(diagnostic: &serde_json::Value) -> Option<String> {
    diagnostic["children"].as_array().into_iter().flatten().find_map(|child| {
        let message = child["message"].as_str()?;
        let rest = message.strip_prefix("`--force-warn ")?;
        Some(rest.split('`').next()?.replace('-', "_"))
    })
}

fn is_lint(code: &str) -> bool {
    !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Applies the suggestions one by one, as `cargo fix` does: one that overlaps a suggestion
/// already applied waits for the next pass. Returns the code and the lints applied.
fn apply(code: &str, suggestions: &[(String, rustfix::Suggestion)]) -> (String, BTreeSet<String>) {
    let mut fix = rustfix::CodeFix::new(code);
    let mut applied = BTreeSet::new();
    for (lint, suggestion) in suggestions {
        if fix.apply(suggestion).is_ok() {
            applied.insert(lint.clone());
        }
    }
    match fix.finish() {
        Ok(fixed) => (fixed, applied),
        Err(_) => (code.to_string(), BTreeSet::new()),
    }
}

/// The result a migration starts from: nothing to migrate, nothing spent.
fn start(snippet: &Snippet, lane_name: &str) -> MigrationResult {
    MigrationResult::nothing_to_migrate(&snippet.id, lane_name)
}

/// The migration's temporary folder, registered for an interrupt's clean-up while the guard
/// lives (bind it as `let (_guard, tmp)`).
fn temp_dir() -> Result<(crate::invoke::sandbox::FolderGuard, crate::invoke::sandbox::TempFolder), Error> {
    crate::invoke::sandbox::temp_folder("edrift-migrate-")
}

/// Migrates one snippet on one lane that supports it ([`unsupported`] is `None`).
pub fn execute(snippet: &Snippet, lane_name: &str, lane: &ReadyLane, timeout: Duration) -> Result<MigrationResult, Error> {
    let mut result = start(snippet, lane_name);
    let Some(spec) = snippet.edition(Edition::E2021) else {
        result.outcome = MigrationOutcome::NotApplicable { why: NotMigrated::NotUnder2021 };
        return Ok(result);
    };
    match snippet.kind {
        SnippetKind::File => {}
        SnippetKind::Package => return package::execute(snippet, spec, result, lane, timeout),
    }
    let (_cleanup, tmp) = temp_dir()?;
    let spec21 = compile_spec(spec, Edition::E2021);
    let spec24 = compile_spec(spec, Edition::E2024);
    let mut spent = Duration::ZERO;
    let mut timed = |s: Step| {
        spent += s.run.compile.duration + s.run.run.as_ref().map_or(Duration::ZERO, |r| r.duration);
        s
    };
    // A `wrap: fn` snippet is migrated as the function body it is compiled as: rustfix edits
    // the wrapped copy (its spans are the copy's), and the rewrite is unwrapped to be blessed.
    let source = match &spec.wrap {
        None => Source { path: snippet.path.clone(), text: snippet.text.to_string(), wrap: None },
        Some(wrap) => {
            let dir = tmp.path().join("wrapped");
            std::fs::create_dir_all(&dir).map_err(|e| Error::io("create", &dir, e))?;
            let path = dir.join(snippet.path.file_name().unwrap_or(std::ffi::OsStr::new("snippet.rs")));
            let text = wrap.apply(&snippet.text);
            std::fs::write(&path, &text).map_err(|e| Error::io("write", &path, e))?;
            Source { path, text, wrap: Some(wrap.clone()) }
        }
    };
    let original = timed(step(&source.path, snippet, &spec21, lane, Lints::EditionMigration, timeout, &tmp.path().join("pass-0"))?);
    result.outcome = decide(snippet, &source, lane, timeout, tmp.path(), &spec21, &spec24, original, &mut result, &mut timed)?;
    result.duration = spent;
    Ok(result)
}

/// What a migration starts from: the snippet's file, or its wrapped copy.
struct Source {
    path: PathBuf,
    text: String,
    wrap: Option<crate::model::Wrap>,
}

impl Source {
    /// The file name rustc's spans give the code: a wrapped copy's are remapped to the snippet.
    fn span_name(&self, snippet: &Snippet, compiled: &Path) -> String {
        match self.wrap {
            Some(_) => snippet.path.display().to_string(),
            None => compiled.display().to_string(),
        }
    }

    /// A rewrite as blessed: unwrapped, without `//@` lines.
    fn blessed(&self, snippet: &Snippet, code: &str) -> String {
        match &self.wrap {
            Some(wrap) => blessed_text(&wrap.unapply(&snippet.text, code)),
            None => blessed_text(code),
        }
    }
}

/// The migration's steps after the unmigrated compile, and the outcome they reach. The order
/// of the checks is the decision table:
///
/// | unmigrated 2021 | passes  | rewrite 2021 | lint fired | rewrite 2024           | outcome                    |
/// |-----------------|---------|--------------|------------|------------------------|----------------------------|
/// | not accepted    | -       | -            | -          | -                      | n/a                        |
/// | accepted        | > max   | -            | -          | -                      | fixed-point-not-reached    |
/// | accepted        | ok      | not accepted | -          | -                      | migration-does-not-compile |
/// | accepted        | ok      | runs apart   | -          | -                      | behaviour-changed (2021)   |
/// | accepted        | ok      | same         | none       | not accepted/runs apart| missing-lint               |
/// | accepted        | ok      | same         | unfixed    | not accepted/runs apart| not-machine-applicable     |
/// | accepted        | ok      | same         | fixed      | not accepted           | migration-does-not-compile |
/// | accepted        | ok      | same         | fixed      | runs apart             | behaviour-changed (2024)   |
/// | accepted        | ok      | same         | unfixed    | same                   | not-machine-applicable     |
/// | accepted        | ok      | same         | fixed      | same                   | migrated-and-equivalent    |
/// | accepted        | ok      | same         | none       | same                   | nothing-to-migrate         |
#[expect(clippy::too_many_arguments, reason = "the steps share the migration's whole context")]
fn decide(
    snippet: &Snippet,
    source: &Source,
    lane: &ReadyLane,
    timeout: Duration,
    tmp: &Path,
    spec21: &EditionSpec,
    spec24: &EditionSpec,
    original: Step,
    result: &mut MigrationResult,
    timed: &mut dyn FnMut(Step) -> Step,
) -> Result<MigrationOutcome, Error> {
    if original.outcome != Outcome::Accepted {
        return Ok(MigrationOutcome::NotApplicable {
            why: NotMigrated::Unmigrated { package: false, outcome: original.outcome.name().to_string() },
        });
    }
    let baseline = original.behaviour.clone();
    let mut code = source.text.clone();
    let mut fired = BTreeSet::new();
    let mut applied = BTreeSet::new();
    let mut last = original;
    let mut last_source: PathBuf = source.path.clone();
    let unresolved = loop {
        let pass = read_pass(&last.run.compile.stderr, &source.span_name(snippet, &last_source));
        fired.extend(pass.fired.iter().cloned());
        let (rewritten, lints) = apply(&code, &pass.suggestions);
        if rewritten == code {
            break pass.fired;
        }
        if result.passes == MAX_PASSES {
            result.fired = fired.into_iter().collect();
            result.applied = applied.into_iter().collect();
            return Ok(MigrationOutcome::FixedPointNotReached { passes: result.passes });
        }
        result.passes += 1;
        applied.extend(lints);
        code = rewritten;
        let dir = tmp.join(format!("pass-{}", result.passes));
        std::fs::create_dir_all(&dir).map_err(|e| Error::io("create", &dir, e))?;
        let file = dir.join(snippet.path.file_name().unwrap_or(std::ffi::OsStr::new("snippet.rs")));
        std::fs::write(&file, &code).map_err(|e| Error::io("write", &file, e))?;
        last = timed(step(&file, snippet, spec21, lane, Lints::EditionMigration, timeout, &dir)?);
        last_source = file;
        if last.outcome != Outcome::Accepted {
            result.fired = fired.into_iter().collect();
            result.applied = applied.into_iter().collect();
            result.migrated = source.blessed(snippet, &code);
            return Ok(MigrationOutcome::MigrationDoesNotCompile { edition: Edition::E2021, errors: last.errors });
        }
    };
    let changed = code != source.text;
    result.fired = fired.iter().cloned().collect();
    result.applied = applied.iter().cloned().collect();
    if changed {
        result.migrated = source.blessed(snippet, &code);
    }
    if last.behaviour != baseline {
        return Ok(MigrationOutcome::BehaviourChanged { edition: Edition::E2021, diff: behaviour_diff(&baseline, &last.behaviour) });
    }
    let migrated24 = timed(step(&last_source, snippet, spec24, lane, Lints::Snippet, timeout, &tmp.join("migrated-2024"))?);
    if changed {
        let unmigrated24 = timed(step(&source.path, snippet, spec24, lane, Lints::Snippet, timeout, &tmp.join("unmigrated-2024"))?);
        result.needless = unmigrated24.outcome == Outcome::Accepted && unmigrated24.behaviour == baseline;
    }
    let left: Vec<String> = unresolved.into_iter().collect();
    let under = match (migrated24.outcome, migrated24.behaviour != baseline) {
        (Outcome::Accepted, false) => Under2024::Same,
        (Outcome::Accepted, true) => Under2024::BehavesApart(behaviour_diff(&baseline, &migrated24.behaviour)),
        (Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported, _) => {
            Under2024::DoesNotCompile(migrated24.errors)
        }
    };
    Ok(conclude(under, !fired.is_empty(), left, changed, &result.applied))
}

/// What the rewrite does under 2024, next to the unmigrated 2021 code.
enum Under2024 {
    /// It compiles and behaves as the unmigrated 2021 code.
    Same,
    /// It does not compile: the errors.
    DoesNotCompile(String),
    /// It compiles and behaves differently: the diff of the behaviours.
    BehavesApart(String),
}

/// The last rows of [`decide`]'s table, shared with [`package`]: the outcome of a migration
/// whose rewrite compiles under 2021 and behaves there as the unmigrated code, from what it
/// does under 2024, whether any lint fired, the lints left unfixed, and whether it changed.
fn conclude(under: Under2024, fired: bool, left: Vec<String>, changed: bool, applied: &[String]) -> MigrationOutcome {
    match (under, fired, left.is_empty()) {
        (Under2024::DoesNotCompile(errors), false, _) => {
            MigrationOutcome::MissingLint { what: format!("the code does not compile:\n{errors}") }
        }
        (Under2024::BehavesApart(diff), false, _) => {
            MigrationOutcome::MissingLint { what: format!("the program behaves differently:\n{diff}") }
        }
        (Under2024::DoesNotCompile(_) | Under2024::BehavesApart(_) | Under2024::Same, true, false) => {
            MigrationOutcome::NotMachineApplicable { lints: left }
        }
        (Under2024::DoesNotCompile(errors), true, true) => MigrationOutcome::MigrationDoesNotCompile { edition: Edition::E2024, errors },
        (Under2024::BehavesApart(diff), true, true) => MigrationOutcome::BehaviourChanged { edition: Edition::E2024, diff },
        (Under2024::Same, _, true) if changed => MigrationOutcome::MigratedAndEquivalent { lints: applied.to_vec() },
        (Under2024::Same, false, false) | (Under2024::Same, _, true) => MigrationOutcome::NothingToMigrate,
    }
}

fn behaviour_diff(before: &Option<String>, after: &Option<String>) -> String {
    let show = |b: &Option<String>| b.clone().unwrap_or_else(|| "(did not run)\n".to_string());
    verdict::diff(&show(before), &show(after))
}

/// The result of a migration its lane cannot run: no process starts.
pub fn unsupported_result(snippet: &Snippet, lane_name: &str, why: crate::model::Unsupported) -> MigrationResult {
    MigrationResult {
        outcome: MigrationOutcome::NotApplicable { why: NotMigrated::Unsupported(why.clone()) },
        unsupported: Some(why),
        ..MigrationResult::nothing_to_migrate(&snippet.id, lane_name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GEN: &str = r#"{"$message_type":"diagnostic","message":"`gen` is a keyword in the 2024 edition","code":{"code":"keyword_idents_2024","explanation":null},"level":"warning","spans":[{"file_name":"b.rs","byte_start":16,"byte_end":19,"line_start":1,"line_end":1,"column_start":17,"column_end":20,"is_primary":true,"text":[{"text":"fn main() { let gen = 1; }","highlight_start":17,"highlight_end":20}],"label":null,"suggested_replacement":null,"suggestion_applicability":null,"expansion":null}],"children":[{"message":"you can use a raw identifier to stay compatible","code":null,"level":"help","spans":[{"file_name":"b.rs","byte_start":16,"byte_end":19,"line_start":1,"line_end":1,"column_start":17,"column_end":20,"is_primary":true,"text":[{"text":"fn main() { let gen = 1; }","highlight_start":17,"highlight_end":20}],"label":null,"suggested_replacement":"r#gen","suggestion_applicability":"MachineApplicable","expansion":null}],"children":[],"rendered":null}],"rendered":"warning: gen\n"}"#;

    #[test]
    fn a_machine_applicable_suggestion_is_applied_and_named() {
        let pass = read_pass(GEN, "b.rs");
        assert_eq!(pass.fired.iter().collect::<Vec<_>>(), ["keyword_idents_2024"]);
        let (code, lints) = apply("fn main() { let gen = 1; }", &pass.suggestions);
        assert_eq!(code, "fn main() { let r#gen = 1; }");
        assert_eq!(lints.into_iter().collect::<Vec<_>>(), ["keyword_idents_2024"]);
    }

    #[test]
    fn a_suggestion_on_another_file_is_not_applied() {
        let pass = read_pass(GEN, "other.rs");
        assert_eq!(pass.fired.len(), 1, "the lint still fired");
        assert!(pass.suggestions.is_empty());
    }

    #[test]
    fn a_suggestion_that_is_not_machine_applicable_is_only_fired() {
        let maybe = GEN.replace("\"MachineApplicable\"", "\"MaybeIncorrect\"");
        let pass = read_pass(&maybe, "b.rs");
        assert_eq!(pass.fired.len(), 1);
        assert!(pass.suggestions.is_empty());
    }

    #[test]
    fn a_lint_with_an_error_code_is_named_by_its_force_warn_note() {
        let e0133 = r#"{"message":"call to unsafe function is unsafe and requires unsafe block","code":{"code":"E0133","explanation":null},"level":"warning","spans":[],"children":[{"message":"`--force-warn unsafe-op-in-unsafe-fn` implied by `--force-warn rust-2024-compatibility`","code":null,"level":"note","spans":[],"children":[],"rendered":null}],"rendered":"warning"}"#;
        let pass = read_pass(e0133, "u.rs");
        assert_eq!(pass.fired.into_iter().collect::<Vec<_>>(), ["unsafe_op_in_unsafe_fn"]);
        let error = e0133.replace("\"level\":\"warning\"", "\"level\":\"error\"");
        assert!(read_pass(&error, "u.rs").fired.is_empty(), "an error is not a lint that fired");
    }

    #[test]
    fn errors_are_not_lints() {
        assert!(is_lint("if_let_rescope"));
        assert!(!is_lint("E0308"));
        assert!(!is_lint(""));
    }

    /// Every row of [`conclude`] (the last rows of [`decide`]'s table, shared by packages).
    #[test]
    fn the_last_rows_of_the_table_conclude_every_migration() {
        let left = || vec!["tail_expr_drop_order".to_string()];
        let applied = ["keyword_idents_2024".to_string()];
        let rows = [
            (Under2024::DoesNotCompile("e".into()), false, vec![], false, "missing-lint"),
            (Under2024::BehavesApart("d".into()), false, vec![], false, "missing-lint"),
            (Under2024::DoesNotCompile("e".into()), true, left(), true, "not-machine-applicable"),
            (Under2024::BehavesApart("d".into()), true, left(), false, "not-machine-applicable"),
            (Under2024::Same, true, left(), false, "not-machine-applicable"),
            (Under2024::DoesNotCompile("e".into()), true, vec![], true, "migration-does-not-compile"),
            (Under2024::BehavesApart("d".into()), true, vec![], true, "behaviour-changed"),
            (Under2024::Same, true, vec![], true, "migrated-and-equivalent"),
            (Under2024::Same, false, vec![], false, "nothing-to-migrate"),
            (Under2024::Same, true, vec![], false, "nothing-to-migrate"),
        ];
        for (under, fired, left, changed, expected) in rows {
            let outcome = conclude(under, fired, left, changed, &applied);
            assert_eq!(outcome.name(), expected, "{outcome:?}");
            if let MigrationOutcome::MigratedAndEquivalent { lints } = outcome {
                assert_eq!(lints, applied, "the lints applied are named");
            }
        }
    }

    #[test]
    fn broken_outcomes_are_the_ones_a_claim_must_name() {
        let broken: Vec<&str> = [
            MigrationOutcome::MigratedAndEquivalent { lints: vec![] },
            MigrationOutcome::NothingToMigrate,
            MigrationOutcome::MigrationDoesNotCompile { edition: Edition::E2024, errors: String::new() },
            MigrationOutcome::BehaviourChanged { edition: Edition::E2021, diff: String::new() },
            MigrationOutcome::MissingLint { what: String::new() },
            MigrationOutcome::NotMachineApplicable { lints: vec![] },
            MigrationOutcome::FixedPointNotReached { passes: 4 },
            MigrationOutcome::NotApplicable { why: NotMigrated::NotUnder2021 },
        ]
        .iter()
        .filter(|o| o.breaks())
        .map(MigrationOutcome::name)
        .collect();
        assert_eq!(broken, ["migration-does-not-compile", "behaviour-changed", "missing-lint", "fixed-point-not-reached"]);
    }
}
