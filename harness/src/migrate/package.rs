//! The migration of a package snippet: the lane's own `cargo fix --edition` on a 2021 copy of
//! the package, the edition then flipped to 2024 in its manifests, and the cell's cargo command
//! run on it again, as a person migrating a crate does. Every process through `invoke`:
//!
//! 1. the unmigrated package under 2021: the cell's command (the behaviour to keep: cargo's exit
//!    status, the program's or the tests' output, the shown files);
//! 2. `cargo fix --edition` on another 2021 copy ([`invoke::cargo_fix_args`]); the files it
//!    changed become the rewrite, a unified diff ([`package_diff`]); the lints its last check
//!    still reports (forced on by cargo) are the ones it left;
//! 3. when it changed Rust code, a check of the unmigrated copy with the migration lints forced
//!    on names the lints that fired and those whose machine-applicable fixes it applied (cargo
//!    only counts its fixes); a manifest cargo rewrote is named [`MANIFEST`];
//! 4. the rewrite under 2021, then with its edition flipped to 2024: the cell's command again,
//!    compared with step 1; when something was rewritten, the unmigrated package under 2024 too
//!    (a rewrite the package did not need is reported as `needless`).
//!
//! The outcomes are the file migrations' ([`super::conclude`] decides the last rows).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::time::Duration;

use super::{MAX_PASSES, Under2024, conclude};
use crate::error::{Error, Package};
use crate::invoke::{self, CellRun, MigrationCargo, PackageCopy};
use crate::model::ReadyLane;
use crate::model::{Edition, EditionSpec, Snippet};
use crate::model::{MigrationOutcome, MigrationResult, NotMigrated};
use crate::normalize::{self, Context};
use crate::verdict::{self, Compiler, Outcome};

/// The name under which the lints of a result list cargo's own rewrite of a manifest (table and
/// key names, `dep:` features): not a rustc lint, but a change `cargo fix --edition` makes.
pub const MANIFEST: &str = "cargo-manifest";

/// A rule that drops a line of a behaviour which differs between editions by design of the
/// tools, not by what the package does.
struct BehaviourRule {
    /// Its name.
    #[cfg_attr(not(test), expect(dead_code, reason = "named for readers and for tests"))]
    name: &'static str,
    /// Whether it drops the line (without its newline).
    drops: fn(&str) -> bool,
}

/// Rules that make the behaviours of a package under 2021 and under 2024 comparable, applied to
/// both before they are compared (never to what is blessed). Append only.
const BEHAVIOUR_RULES: &[BehaviourRule] = &[
    // "all doctests ran in $TIME; merged doctests compilation took $TIME": rustdoc's report of
    // the 2024 merged doctests, a line of the test runner, not of the package's behaviour.
    BehaviourRule {
        name: "merged-doctests-report",
        drops: |line| line.starts_with("all doctests ran in ") && line.contains("merged doctests compilation took"),
    },
];

/// One run of the cell's command on a package copy, and what it gave.
struct Step {
    outcome: Outcome,
    /// Whether cargo built what the command builds (its `build-finished` message; a command
    /// that builds nothing, such as `cargo tree`, by its exit status): when it did, a failure
    /// is the program's or the tests', a behaviour.
    built: bool,
    /// Exit status, then the normalized output (program or tests, shown files).
    behaviour: String,
    /// The normalized errors, when it did not build.
    errors: String,
}

/// Where one copy of the package lives: `<tmp>/<name>/package`, cargo's state beside it.
struct Copy {
    state: std::path::PathBuf,
    package: std::path::PathBuf,
}

impl Copy {
    fn new(tmp: &Path, name: &str) -> Copy {
        let state = tmp.join(name);
        Copy { package: state.join("package"), state }
    }

    fn invoke(&self) -> PackageCopy<'_> {
        PackageCopy { package: &self.package, state: &self.state }
    }
}

/// What the migration shares with every step.
struct Migration<'a> {
    snippet: &'a Snippet,
    spec: &'a EditionSpec,
    lane: &'a ReadyLane,
    timeout: Duration,
    tmp: &'a Path,
    /// The manifests' edition lines under 2021 and under 2024.
    editions: Vec<EditionLine>,
    /// Time spent in processes so far.
    spent: std::cell::Cell<Duration>,
}

impl Migration<'_> {
    /// Runs the cell's command on `copy` and reads what it did.
    fn step(&self, copy: &Copy) -> Result<Step, Error> {
        let run = invoke::run_package(copy.invoke(), self.snippet, self.spec, self.lane, self.timeout, self.tmp)?;
        self.spend(&run);
        let context = Context { snippet_dir: &copy.package, temp_dir: self.tmp };
        let outcome = Outcome::classify(run.compile.status, &run.compile.stderr, Compiler::Cargo);
        let json = !run.cargo_messages.is_empty();
        let built = match outcome {
            Outcome::Accepted => true,
            Outcome::Rejected if json => build_finished(&run.cargo_messages),
            Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported => false,
        };
        let mut output = run.compile.stdout.clone();
        for (file, content) in &run.shown_files {
            output.push_str(&format!("== {file} ==\n{}\n", content.as_deref().unwrap_or("(absent)")));
        }
        let output = self.as_2021(&normalize::normalize(&output, &context, &self.spec.normalize));
        let behaviour = format!("{}\n{output}", run.compile.status);
        let errors = if built { String::new() } else { errors(&run, outcome, &context, self.spec) };
        Ok(Step { outcome, built, behaviour, errors })
    }

    fn spend(&self, run: &CellRun) {
        self.spent.set(self.spent.get() + run.compile.duration);
    }

    /// Copies the snippet's package as `edition` into a new copy named `name`.
    fn copy(&self, name: &str, edition: Edition) -> Result<Copy, Error> {
        let copy = Copy::new(self.tmp, name);
        invoke::copy_package(&self.snippet.path, &copy.package, edition)?;
        Ok(copy)
    }

    /// A behaviour as it reads under 2021: the manifests' edition lines (in a shown
    /// `Cargo.toml`) back to 2021, so that flipping the edition is not a change of behaviour.
    fn as_2021(&self, text: &str) -> String {
        let lines: Vec<&str> = text
            .split_inclusive('\n')
            .map(|line| {
                let bare = line.trim_end_matches('\n');
                self.editions
                    .iter()
                    .find(|e| e.under_2024 == bare)
                    .map_or(line, |e| if line.ends_with('\n') { e.with_newline_2021.as_str() } else { e.under_2021.as_str() })
            })
            .collect();
        lines.concat()
    }
}

/// Whether cargo's JSON messages say the build succeeded.
fn build_finished(messages: &str) -> bool {
    messages
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .any(|m| m["reason"] == "build-finished" && m["success"] == true)
}

/// The normalized errors of a cargo run that did not build: its diagnostics, its stderr, and
/// how it ended when that was not a plain failure.
fn errors(run: &CellRun, outcome: Outcome, context: &Context<'_>, spec: &EditionSpec) -> String {
    let mut text = crate::diagnostics::parse_cargo(&run.cargo_messages).rendered;
    text.push_str(&run.compile.stderr);
    match outcome {
        Outcome::Rejected | Outcome::Accepted => {}
        Outcome::Ice | Outcome::Timeout | Outcome::Crash | Outcome::Unsupported => {
            text.push_str(&format!("(cargo: {}, {})\n", outcome.name(), run.compile.status));
        }
    }
    normalize::normalize(&text, context, &spec.normalize)
}

/// A behaviour with the [`BEHAVIOUR_RULES`] applied.
fn comparable(behaviour: &str) -> String {
    behaviour.split_inclusive('\n').filter(|line| !BEHAVIOUR_RULES.iter().any(|rule| (rule.drops)(line.trim_end_matches('\n')))).collect()
}

fn behaviour_diff(before: &str, after: &str) -> String {
    verdict::diff(before, after)
}

/// A manifest line that holds `@EDITION@`, under each edition.
struct EditionLine {
    /// The manifest, relative to the package.
    manifest: String,
    /// Its 1-based line in the snippet (for messages).
    line: usize,
    under_2021: String,
    under_2024: String,
    with_newline_2021: String,
}

/// The `@EDITION@` lines of every manifest of the package.
fn edition_lines(snippet: &Snippet) -> Result<Vec<EditionLine>, Error> {
    let mut files = Vec::new();
    crate::discover::package_files(&snippet.path, &snippet.path, &mut files)?;
    let mut lines = Vec::new();
    for (manifest, text) in files.iter().filter(|(relative, _)| relative.ends_with("Cargo.toml")) {
        for (index, line) in text.lines().enumerate().filter(|(_, line)| line.contains("@EDITION@")) {
            let under_2021 = line.replace("@EDITION@", Edition::E2021.year());
            lines.push(EditionLine {
                manifest: manifest.clone(),
                line: index + 1,
                with_newline_2021: format!("{under_2021}\n"),
                under_2021,
                under_2024: line.replace("@EDITION@", Edition::E2024.year()),
            });
        }
    }
    Ok(lines)
}

/// Flips the edition of a migrated copy to 2024: each `@EDITION@` line of the snippet's
/// manifests, as 2021, becomes its 2024 form. A line `cargo fix` rewrote cannot be found: that
/// is an error naming it.
fn flip(copy: &Path, lines: &[EditionLine], snippet: &Snippet, lane: &ReadyLane) -> Result<(), Error> {
    let mut by_manifest: BTreeMap<&str, Vec<&EditionLine>> = BTreeMap::new();
    for line in lines {
        by_manifest.entry(line.manifest.as_str()).or_default().push(line);
    }
    for (manifest, lines) in by_manifest {
        let file = copy.join(manifest);
        let text = crate::fsutil::read_to_string(&file)?;
        let mut flipped: Vec<String> = text.split('\n').map(str::to_string).collect();
        for line in lines {
            let Some(found) = flipped.iter_mut().find(|l| **l == line.under_2021) else {
                return Err(Package::EditionLine {
                    manifest: snippet.path.join(manifest),
                    line: line.line,
                    release: lane.identity.release.to_string(),
                    text: line.under_2021.clone(),
                }
                .into());
            };
            *found = line.under_2024.clone();
        }
        crate::fsutil::write_atomic(&file, flipped.join("\n").as_bytes())?;
    }
    Ok(())
}

/// The files of a package copy, by path relative to it.
fn snapshot(package: &Path) -> Result<BTreeMap<String, String>, Error> {
    let mut files = Vec::new();
    crate::discover::package_files(package, package, &mut files)?;
    Ok(files.into_iter().collect())
}

/// A manifest's text without the snippet's `#@` lines, which no migration rewrites: re-dating a
/// claim does not change the blessed diff.
fn without_directives(relative: &str, text: &str) -> String {
    if relative.ends_with("Cargo.toml") {
        text.split_inclusive('\n').filter(|line| !line.trim_start().starts_with("#@")).collect()
    } else {
        text.to_string()
    }
}

/// The rewrite of a package: a unified diff (3 lines of context) of each file of the package
/// that changed, in path order, headed `--- a/<path>` / `+++ b/<path>`; empty when nothing did.
/// Files cargo created (a `Cargo.lock`) are not the package's and are left out.
fn package_diff(before: &BTreeMap<String, String>, after: &BTreeMap<String, String>) -> (String, Vec<String>) {
    let mut text = String::new();
    let mut changed = Vec::new();
    for (relative, old) in before {
        let new = after.get(relative).map_or("", String::as_str);
        if old == new {
            continue;
        }
        changed.push(relative.clone());
        let (old, new) = (without_directives(relative, old), without_directives(relative, new));
        let diff = similar::TextDiff::from_lines(&old, &new);
        text.push_str(&diff.unified_diff().context_radius(3).header(&format!("a/{relative}"), &format!("b/{relative}")).to_string());
    }
    (text, changed)
}

/// What `cargo fix --edition` reported.
#[derive(Debug, Default, PartialEq, Eq)]
struct FixReport {
    /// The files it migrated ("Migrating src/lib.rs from 2021 edition to 2024"), relative to
    /// the package: the roots of the targets it fixed, and the manifests.
    migrating: BTreeSet<String>,
    /// The migration lints its last check still reports: not fixed.
    left: BTreeSet<String>,
    /// Whether a lint left still suggests a machine-applicable fix on a file of the package:
    /// cargo's passes ended before applying it.
    unapplied: bool,
}

/// Reads `cargo fix --edition`'s stderr (its "Migrating" lines) and JSON messages (the lints
/// its last check reports, on the targets it migrated).
fn read_fix(stderr: &str, messages: &str, package: &Path) -> FixReport {
    let mut report = FixReport::default();
    for line in stderr.lines() {
        let Some(rest) = line.trim_start().strip_prefix("Migrating ") else { continue };
        if let Some((file, _)) = rest.split_once(" from ") {
            report.migrating.insert(file.to_string());
        }
    }
    for (lint, suggestions) in lints(messages, package, &report.migrating) {
        report.unapplied |= !suggestions.is_empty();
        report.left.insert(lint);
    }
    report
}

/// The migration lints of cargo's JSON messages on the targets whose roots are `roots`, each
/// with the package files its machine-applicable suggestions would change.
fn lints(messages: &str, package: &Path, roots: &BTreeSet<String>) -> Vec<(String, BTreeSet<String>)> {
    let mut found = Vec::new();
    for line in messages.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        if message["reason"] != "compiler-message" || message["message"]["level"] != "warning" {
            continue;
        }
        let root = message["target"]["src_path"].as_str().map(|p| relative(p, package));
        if !root.is_some_and(|root| roots.contains(&root)) {
            continue;
        }
        let Some(lint) = super::forced_lint(&message["message"]) else { continue };
        let mut files = BTreeSet::new();
        if let Ok(diagnostic) = serde_json::from_value::<rustfix::diagnostics::Diagnostic>(message["message"].clone()) {
            let everything = std::collections::HashSet::<String>::new();
            if let Some(suggestion) = rustfix::collect_suggestions(&diagnostic, &everything, rustfix::Filter::MachineApplicableOnly) {
                for replacement in suggestion.solutions.iter().flat_map(|s| &s.replacements) {
                    let file = relative(&replacement.snippet.file_name, package);
                    if !file.starts_with("..") && !file.starts_with('/') {
                        files.insert(file);
                    }
                }
            }
        }
        found.push((lint, files));
    }
    found
}

/// A path as cargo or rustc names it (relative to the package, where cargo runs rustc, or
/// absolute), relative to the package.
fn relative(path: &str, package: &Path) -> String {
    let path = Path::new(path);
    path.strip_prefix(package).unwrap_or(path).to_string_lossy().into_owned()
}

/// Migrates one package snippet on one lane that supports it.
pub(super) fn execute(
    snippet: &Snippet,
    spec: &EditionSpec,
    mut result: MigrationResult,
    lane: &ReadyLane,
    timeout: Duration,
) -> Result<MigrationResult, Error> {
    let (_cleanup, tmp) = super::temp_dir()?;
    let migration =
        Migration { snippet, spec, lane, timeout, tmp: tmp.path(), editions: edition_lines(snippet)?, spent: Default::default() };
    result.outcome = decide(&migration, &mut result)?;
    result.duration = migration.spent.get();
    Ok(result)
}

/// The steps after the copies are made, and the outcome they reach; the order of the checks is
/// the file migrations' table ([`super::decide`]), with cargo's fix in place of the passes:
///
/// | unmigrated 2021 | cargo fix                 | rewrite 2021            | rewrite 2024 | outcome                          |
/// |-----------------|---------------------------|-------------------------|--------------|----------------------------------|
/// | not accepted    | -                         | -                       | -            | n/a                              |
/// | accepted        | fails, changed nothing    | -                       | -            | n/a (cargo fix cannot check it)  |
/// | accepted        | fails, changed files      | -                       | -            | migration-does-not-compile (2021)|
/// | accepted        | a fix left unapplied      | -                       | -            | fixed-point-not-reached          |
/// | accepted        | ok                        | does not build          | -            | migration-does-not-compile (2021)|
/// | accepted        | ok                        | behaves apart           | -            | behaviour-changed (2021)         |
/// | accepted        | ok                        | same                    | ...          | as [`super::conclude`]           |
fn decide(m: &Migration<'_>, result: &mut MigrationResult) -> Result<MigrationOutcome, Error> {
    let unmigrated = m.copy("unmigrated-2021", Edition::E2021)?;
    let base = m.step(&unmigrated)?;
    if base.outcome != Outcome::Accepted {
        return Ok(MigrationOutcome::NotApplicable {
            why: NotMigrated::Unmigrated { package: true, outcome: base.outcome.name().to_string() },
        });
    }
    let baseline = comparable(&base.behaviour);
    let migrated = m.copy("migrated", Edition::E2021)?;
    let before = snapshot(&migrated.package)?;
    let fix = invoke::run_migration_cargo(MigrationCargo::Fix, migrated.invoke(), m.snippet, m.spec, m.lane, m.timeout, m.tmp)?;
    m.spend(&fix);
    let after = snapshot(&migrated.package)?;
    let report = read_fix(&fix.compile.stderr, &fix.cargo_messages, &migrated.package);
    let (diff, changed_files) = package_diff(&before, &after);
    let changed = !changed_files.is_empty();
    result.migrated = diff;
    result.passes = usize::from(changed);
    // Which lints fired and which rewrote the code: cargo names neither, so a check of the
    // unmigrated copy with the lints forced on does, when cargo rewrote Rust code.
    let mut fired: BTreeSet<String> = report.left.clone();
    let mut applied = BTreeSet::new();
    if changed_files.iter().any(|f| f.ends_with("Cargo.toml")) {
        fired.insert(MANIFEST.to_string());
        applied.insert(MANIFEST.to_string());
    }
    if changed_files.iter().any(|f| !f.ends_with("Cargo.toml")) {
        let check =
            invoke::run_migration_cargo(MigrationCargo::LintCheck, unmigrated.invoke(), m.snippet, m.spec, m.lane, m.timeout, m.tmp)?;
        m.spend(&check);
        for (lint, files) in lints(&check.cargo_messages, &unmigrated.package, &report.migrating) {
            if files.iter().any(|f| changed_files.contains(f)) {
                applied.insert(lint.clone());
            }
            fired.insert(lint);
        }
    }
    result.fired = fired.iter().cloned().collect();
    result.applied = applied.iter().cloned().collect();
    if !fix.compile.status.success() {
        let context = Context { snippet_dir: &migrated.package, temp_dir: m.tmp };
        let outcome = Outcome::classify(fix.compile.status, &fix.compile.stderr, Compiler::Cargo);
        let errors = errors(&fix, outcome, &context, m.spec);
        if !changed {
            return Ok(MigrationOutcome::NotApplicable { why: NotMigrated::UncheckedPackage { errors } });
        }
        return Ok(MigrationOutcome::MigrationDoesNotCompile { edition: Edition::E2021, errors });
    }
    if report.unapplied {
        return Ok(MigrationOutcome::FixedPointNotReached { passes: MAX_PASSES });
    }
    if changed {
        let rewrite21 = m.step(&migrated)?;
        if !rewrite21.built {
            return Ok(MigrationOutcome::MigrationDoesNotCompile { edition: Edition::E2021, errors: rewrite21.errors });
        }
        if comparable(&rewrite21.behaviour) != baseline {
            let diff = behaviour_diff(&baseline, &comparable(&rewrite21.behaviour));
            return Ok(MigrationOutcome::BehaviourChanged { edition: Edition::E2021, diff });
        }
    }
    flip(&migrated.package, &m.editions, m.snippet, m.lane)?;
    let rewrite24 = m.step(&migrated)?;
    if changed {
        let unmigrated24 = m.copy("unmigrated-2024", Edition::E2024)?;
        let plain = m.step(&unmigrated24)?;
        result.needless = plain.outcome == Outcome::Accepted && comparable(&plain.behaviour) == baseline;
    }
    let under = match (rewrite24.built, comparable(&rewrite24.behaviour)) {
        (false, _) => Under2024::DoesNotCompile(rewrite24.errors),
        (true, behaviour) if behaviour == baseline => Under2024::Same,
        (true, behaviour) => Under2024::BehavesApart(behaviour_diff(&baseline, &behaviour)),
    };
    Ok(conclude(under, !fired.is_empty(), report.left.into_iter().collect(), changed, &result.applied))
}

#[cfg(test)]
mod tests;
