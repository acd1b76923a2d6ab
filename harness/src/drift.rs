//! Stage `drift`: two cells of one snippet in (the same edition on two lanes, or two editions
//! on one lane), the category of their difference out, with a one-line detail. Structured
//! fields decide (outcome, program end and output, codes, levels, lints, count, primary spans,
//! messages, children, labels, suggestions); the rendered text only separates "rendering only"
//! from "unchanged". It reads results, never runs anything.
//!
//! Decision table: the first row that matches decides (`drift::tests::decision_table` walks
//! every row). "bad" is an ICE, a crash or a timeout. Diagnostics are the top-level ones, less
//! summaries ("aborting due to ..."); "paired" compares them in order when their counts match.
//!
//! | # | before -> after                                              | category               |
//! |---|--------------------------------------------------------------|------------------------|
//! | 1 | either is unsupported                                        | unsupported            |
//! | 2 | not bad -> bad, or bad -> another kind of bad                | ICE introduced         |
//! | 3 | bad -> not bad                                               | ICE fixed              |
//! | 4 | accepted -> rejected                                         | accepted -> rejected   |
//! | 5 | rejected -> accepted                                         | rejected -> accepted   |
//! | 6 | the program's end or its (or cargo's shown files') output    | behaviour changed      |
//! | 7 | the set of error codes (`E0700`)                             | error code changed     |
//! | 8 | one code at another level, or a paired level                 | level changed          |
//! | 9 | a lint the before side knows fires after, not before         | lint now fires         |
//! |10 | a lint fires before, not after                               | lint no longer fires   |
//! |11 | a lint the before side never emitted (or called unknown)     | new lint               |
//! |12 | the number of diagnostics                                    | diagnostic count changed |
//! |13 | a paired primary span (line and column)                      | span moved             |
//! |14 | a paired message                                             | message text changed   |
//! |15 | paired children, labels or suggestions                       | notes and suggestions changed |
//! |16 | the normalized stderr only                                   | rendering only         |
//! |17 | nothing                                                      | unchanged              |
//!
//! "Behaviour changed" is not among DESIGN.md's categories; it exists because a run-pass
//! snippet whose drop order changes between editions compiles the same and prints otherwise.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt::Write as _;

use crate::diagnostics::{Diagnostic, Span};
use crate::model::Edition;
use crate::model::Identity;
use crate::model::MigrationResult;
use crate::store::LaneResults;
use crate::verdict::{CellResult, Outcome, RunEnd};

/// The kind of a difference between two cells, most severe first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    /// The after cell crashes (ICE, crash, timeout) and the before cell did not, or differently.
    IceIntroduced,
    /// The before cell crashed and the after cell does not.
    IceFixed,
    /// The compiler now rejects what it accepted.
    AcceptedToRejected,
    /// The compiler now accepts what it rejected.
    RejectedToAccepted,
    /// The program ends or prints otherwise (run stages), or cargo's shown files differ.
    BehaviourChanged,
    /// A migration cell's outcome or rewrite differs (the `migrate` stage).
    MigrationChanged,
    /// The set of error codes differs.
    CodeChanged,
    /// A diagnostic has another level (a lint denied by default, a warning become an error).
    LevelChanged,
    /// A lint that the before side knows fires now.
    LintNowFires,
    /// A lint no longer fires.
    LintNoLongerFires,
    /// A lint that the before side never emitted fires.
    NewLint,
    /// The number of diagnostics differs.
    CountChanged,
    /// A primary span moved.
    SpanMoved,
    /// A message's text changed.
    MessageChanged,
    /// Notes, helps, labels or suggestions changed.
    NotesChanged,
    /// The structured diagnostics are equal; the rendered text differs.
    RenderingOnly,
    /// One side cannot run the cell.
    Unsupported,
    /// No difference.
    Unchanged,
}

/// How much a category matters, for filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// What the compiler does changed.
    Behaviour,
    /// What it says changed.
    Diagnostics,
    /// How it says it changed.
    Cosmetic,
    /// Nothing to compare, or nothing changed.
    None,
}

impl Category {
    /// Every category, most severe first.
    pub const ALL: [Category; 18] = [
        Category::IceIntroduced,
        Category::IceFixed,
        Category::AcceptedToRejected,
        Category::RejectedToAccepted,
        Category::BehaviourChanged,
        Category::MigrationChanged,
        Category::CodeChanged,
        Category::LevelChanged,
        Category::LintNowFires,
        Category::LintNoLongerFires,
        Category::NewLint,
        Category::CountChanged,
        Category::SpanMoved,
        Category::MessageChanged,
        Category::NotesChanged,
        Category::RenderingOnly,
        Category::Unsupported,
        Category::Unchanged,
    ];

    /// The words of reports.
    pub fn name(self) -> &'static str {
        match self {
            Category::IceIntroduced => "ICE introduced",
            Category::IceFixed => "ICE fixed",
            Category::AcceptedToRejected => "accepted -> rejected",
            Category::RejectedToAccepted => "rejected -> accepted",
            Category::BehaviourChanged => "behaviour changed",
            Category::MigrationChanged => "migration changed",
            Category::CodeChanged => "error code changed",
            Category::LevelChanged => "level changed",
            Category::LintNowFires => "lint now fires",
            Category::LintNoLongerFires => "lint no longer fires",
            Category::NewLint => "new lint",
            Category::CountChanged => "diagnostic count changed",
            Category::SpanMoved => "span moved",
            Category::MessageChanged => "message text changed",
            Category::NotesChanged => "notes and suggestions changed",
            Category::RenderingOnly => "rendering only",
            Category::Unsupported => "unsupported",
            Category::Unchanged => "unchanged",
        }
    }

    /// The identifier of JSON, CSS classes and URLs (`accepted-to-rejected`).
    pub fn slug(self) -> &'static str {
        match self {
            Category::IceIntroduced => "ice-introduced",
            Category::IceFixed => "ice-fixed",
            Category::AcceptedToRejected => "accepted-to-rejected",
            Category::RejectedToAccepted => "rejected-to-accepted",
            Category::BehaviourChanged => "behaviour-changed",
            Category::MigrationChanged => "migration-changed",
            Category::CodeChanged => "code-changed",
            Category::LevelChanged => "level-changed",
            Category::LintNowFires => "lint-now-fires",
            Category::LintNoLongerFires => "lint-no-longer-fires",
            Category::NewLint => "new-lint",
            Category::CountChanged => "count-changed",
            Category::SpanMoved => "span-moved",
            Category::MessageChanged => "message-changed",
            Category::NotesChanged => "notes-changed",
            Category::RenderingOnly => "rendering-only",
            Category::Unsupported => "unsupported",
            Category::Unchanged => "unchanged",
        }
    }

    /// How much it matters.
    pub fn severity(self) -> Severity {
        match self {
            Category::IceIntroduced
            | Category::IceFixed
            | Category::AcceptedToRejected
            | Category::RejectedToAccepted
            | Category::BehaviourChanged
            | Category::MigrationChanged => Severity::Behaviour,
            Category::CodeChanged
            | Category::LevelChanged
            | Category::LintNowFires
            | Category::LintNoLongerFires
            | Category::NewLint
            | Category::CountChanged => Severity::Diagnostics,
            Category::SpanMoved | Category::MessageChanged | Category::NotesChanged | Category::RenderingOnly => Severity::Cosmetic,
            Category::Unsupported | Category::Unchanged => Severity::None,
        }
    }

    /// Whether the two cells differ.
    pub fn is_drift(self) -> bool {
        match self.severity() {
            Severity::Behaviour | Severity::Diagnostics | Severity::Cosmetic => true,
            Severity::None => false,
        }
    }
}

/// Classifies two migrations of a snippet (on two lanes): `migration-changed` when the outcome
/// or the rewrite differs, `unsupported` when a side could not migrate, else `unchanged`.
pub fn classify_migration(before: &MigrationResult, after: &MigrationResult) -> Classified {
    let (category, detail) = if before.unsupported.is_some() || after.unsupported.is_some() {
        (Category::Unsupported, String::new())
    } else if before.outcome.name() != after.outcome.name() {
        (Category::MigrationChanged, format!("{} -> {}", before.outcome.name(), after.outcome.name()))
    } else if before.migrated != after.migrated {
        (Category::MigrationChanged, format!("the rewrite differs ({})", after.outcome.name()))
    } else {
        (Category::Unchanged, String::new())
    };
    Classified { category, detail }
}

/// A category with what, in a few words, differs.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Classified {
    /// The category.
    pub category: Category,
    /// What differs (`E0700 -> E0597`), empty for `unchanged`.
    pub detail: String,
}

/// What the before side knows of lints: the lints it emitted anywhere, less those it called
/// unknown (`unknown_lints`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KnownLints {
    known_lints: HashSet<String>,
}

impl KnownLints {
    /// The context of a side from all its cells.
    pub fn of<'a>(cells: impl IntoIterator<Item = &'a CellResult>) -> KnownLints {
        let mut known = HashSet::new();
        let mut unknown = HashSet::new();
        for cell in cells {
            for d in &cell.diagnostics {
                if is_unknown_lint(d) {
                    unknown.extend(backticked(&d.message));
                } else if let Some(code) = d.code.as_deref().filter(|c| is_lint(c) && !d.is_summary()) {
                    known.insert(code.to_string());
                }
            }
        }
        known.retain(|l| !unknown.contains(l));
        KnownLints { known_lints: known }
    }

    /// A context that knows these lints.
    pub fn knowing(lints: &[&str]) -> KnownLints {
        KnownLints { known_lints: lints.iter().map(|l| l.to_string()).collect() }
    }

    fn knows(&self, lint: &str) -> bool {
        self.known_lints.contains(lint)
    }
}

fn backticked(message: &str) -> Vec<String> {
    message.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// Whether a code names a lint rather than an error (`E0700`).
pub fn is_lint(code: &str) -> bool {
    !(code.len() == 5 && code.starts_with('E') && code[1..].bytes().all(|b| b.is_ascii_digit()))
}

/// A diagnostic that a lint is unknown: `unknown_lints` in the source, E0602 on the command
/// line. A lint that an older lane calls unknown is a new lint, not an error code.
fn is_unknown_lint(d: &Diagnostic) -> bool {
    matches!(d.code.as_deref(), Some("unknown_lints" | "E0602"))
}

fn relevant(diagnostics: &[Diagnostic]) -> impl Iterator<Item = &Diagnostic> {
    diagnostics.iter().filter(|d| !d.is_summary())
}

/// The lints that diagnostics call unknown.
fn unknown_lints(diagnostics: &[&Diagnostic]) -> BTreeSet<String> {
    diagnostics.iter().filter(|d| is_unknown_lint(d)).flat_map(|d| backticked(&d.message)).collect()
}

fn is_bad(outcome: Outcome) -> bool {
    match outcome {
        Outcome::Ice | Outcome::Timeout | Outcome::Crash => true,
        Outcome::Accepted | Outcome::Rejected | Outcome::Unsupported => false,
    }
}

fn place(span: Option<&Span>) -> Option<Place> {
    span.map(|s| (s.line, s.column, s.line_end, s.column_end))
}

fn show_place(span: Option<&Span>) -> String {
    span.map_or_else(|| "no span".to_string(), |s| format!("{}:{}", s.line, s.column))
}

/// A place: first line and column, last line and column.
type Place = (usize, usize, usize, usize);

/// A child as notes compare it: code, message, place.
type Note<'a> = (Option<&'a str>, &'a str, Option<Place>);

/// Children (recursively), labels and suggestions, without the rendered text.
fn notes(d: &Diagnostic) -> (Vec<String>, Vec<String>, Vec<Note<'_>>) {
    fn walk<'a>(d: &'a Diagnostic, out: &mut Vec<Note<'a>>) {
        for c in &d.children {
            out.push((c.code.as_deref(), c.message.as_str(), place(c.primary.as_ref())));
            walk(c, out);
        }
    }
    let mut children = Vec::new();
    walk(d, &mut children);
    let mut labels = d.labels.clone();
    let mut suggestions = d.suggestions.clone();
    for c in &d.children {
        labels.extend(c.labels.iter().cloned());
        suggestions.extend(c.suggestions.iter().cloned());
    }
    (labels, suggestions, children)
}

fn codes(diagnostics: &[&Diagnostic], lint: bool) -> BTreeSet<String> {
    diagnostics.iter().filter_map(|d| d.code.clone()).filter(|c| is_lint(c) == lint).collect()
}

fn levels_by_code<'a>(diagnostics: &[&'a Diagnostic]) -> BTreeMap<&'a str, Vec<String>> {
    let mut map: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for d in diagnostics {
        if let Some(code) = &d.code {
            map.entry(code.as_str()).or_default().push(d.level_text.clone());
        }
    }
    for levels in map.values_mut() {
        levels.sort();
        levels.dedup();
    }
    map
}

fn list(set: &BTreeSet<String>) -> String {
    if set.is_empty() { "none".to_string() } else { set.iter().cloned().collect::<Vec<_>>().join(", ") }
}

fn classified(category: Category, detail: impl Into<String>) -> Classified {
    Classified { category, detail: detail.into() }
}

/// Classifies the difference `before -> after` by the table in this module's header.
pub fn classify(before: &CellResult, after: &CellResult, context: &KnownLints) -> Classified {
    let (b, a) = (before.outcome, after.outcome);
    // Rows 1-5: outcomes.
    if b == Outcome::Unsupported || a == Outcome::Unsupported {
        let why = after.unsupported.as_ref().or(before.unsupported.as_ref()).map_or_else(|| "unsupported".to_string(), ToString::to_string);
        return classified(Category::Unsupported, why);
    }
    match (is_bad(b), is_bad(a)) {
        (false, true) => return classified(Category::IceIntroduced, format!("{} -> {}", b.name(), a.name())),
        (true, false) => return classified(Category::IceFixed, format!("{} -> {}", b.name(), a.name())),
        (true, true) if a != b => return classified(Category::IceIntroduced, format!("{} -> {}", b.name(), a.name())),
        (true, true) | (false, false) => {}
    }
    if (b, a) == (Outcome::Accepted, Outcome::Rejected) {
        return classified(Category::AcceptedToRejected, first_error(after));
    }
    if (b, a) == (Outcome::Rejected, Outcome::Accepted) {
        return classified(Category::RejectedToAccepted, first_error(before));
    }
    // Row 6: the program.
    if before.run != after.run {
        let end = |run: &Option<RunEnd>| run.map_or_else(|| "no run".to_string(), |end| end.to_string());
        return classified(Category::BehaviourChanged, format!("the program ended with {}, now {}", end(&before.run), end(&after.run)));
    }
    if before.stdout != after.stdout {
        return classified(Category::BehaviourChanged, "the program's output (or cargo's shown files) changed");
    }
    let (b_all, a_all): (Vec<&Diagnostic>, Vec<&Diagnostic>) =
        (relevant(&before.diagnostics).collect(), relevant(&after.diagnostics).collect());
    let (b_unknown, a_unknown) = (unknown_lints(&b_all), unknown_lints(&a_all));
    let bd: Vec<&Diagnostic> = b_all.into_iter().filter(|d| !is_unknown_lint(d)).collect();
    let ad: Vec<&Diagnostic> = a_all.into_iter().filter(|d| !is_unknown_lint(d)).collect();
    // Row 7: error codes.
    let (b_codes, a_codes) = (codes(&bd, false), codes(&ad, false));
    if b_codes != a_codes {
        return classified(Category::CodeChanged, format!("{} -> {}", list(&b_codes), list(&a_codes)));
    }
    // Row 8: levels.
    let (b_levels, a_levels) = (levels_by_code(&bd), levels_by_code(&ad));
    for (code, levels) in &b_levels {
        if let Some(now) = a_levels.get(code).filter(|now| *now != levels) {
            return classified(Category::LevelChanged, format!("{code}: {} -> {}", levels.join("+"), now.join("+")));
        }
    }
    if bd.len() == ad.len()
        && let Some((x, y)) = bd.iter().zip(&ad).find(|(x, y)| x.level_text != y.level_text)
    {
        return classified(Category::LevelChanged, format!("{} -> {}: {}", x.level_text, y.level_text, y.message));
    }
    // Rows 9-11: lints.
    let (b_lints, a_lints) = (codes(&bd, true), codes(&ad, true));
    let appeared: BTreeSet<String> = a_lints.difference(&b_lints).cloned().collect();
    let gone: BTreeSet<String> = b_lints.difference(&a_lints).cloned().collect();
    let (known, mut new): (BTreeSet<String>, BTreeSet<String>) =
        appeared.into_iter().partition(|l| context.knows(l) && !b_unknown.contains(l));
    new.extend(b_unknown.difference(&a_unknown).cloned());
    if !known.is_empty() {
        return classified(Category::LintNowFires, list(&known));
    }
    if !gone.is_empty() {
        return classified(Category::LintNoLongerFires, list(&gone));
    }
    if !new.is_empty() {
        return classified(Category::NewLint, list(&new));
    }
    // Rows 12-15: the diagnostics, paired.
    if bd.len() != ad.len() {
        return classified(Category::CountChanged, format!("{} -> {} diagnostics", bd.len(), ad.len()));
    }
    if let Some((x, y)) = bd.iter().zip(&ad).find(|(x, y)| place(x.primary.as_ref()) != place(y.primary.as_ref())) {
        return classified(
            Category::SpanMoved,
            format!(
                "{}: {} -> {}",
                y.code.as_deref().unwrap_or(&y.level_text),
                show_place(x.primary.as_ref()),
                show_place(y.primary.as_ref())
            ),
        );
    }
    if let Some((x, y)) = bd.iter().zip(&ad).find(|(x, y)| x.message != y.message) {
        return classified(Category::MessageChanged, format!("`{}` -> `{}`", x.message, y.message));
    }
    if let Some((_, y)) = bd.iter().zip(&ad).find(|(x, y)| notes(x) != notes(y)) {
        return classified(Category::NotesChanged, format!("under `{}`", y.message));
    }
    // Rows 16-17: the text.
    if before.stderr != after.stderr {
        return classified(Category::RenderingOnly, "the rendered stderr differs");
    }
    classified(Category::Unchanged, "")
}

fn first_error(cell: &CellResult) -> String {
    relevant(&cell.diagnostics)
        .find(|d| d.level_text.starts_with("error"))
        .map(|d| match &d.code {
            Some(code) => format!("[{code}] {}", d.message),
            None => d.message.clone(),
        })
        .unwrap_or_default()
}

/// One classified pair of cells.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// The snippet.
    pub snippet: String,
    /// The edition (between lanes), or the lane (between editions).
    pub cell: String,
    /// The category.
    pub category: Category,
    /// What differs.
    pub detail: String,
}

/// A category's count.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Count {
    /// The category.
    pub category: Category,
    /// How many pairs.
    pub count: usize,
}

/// One side of a comparison.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Side {
    /// `1.95`, `nightly@12`, `1.95 e2021`.
    pub name: String,
    /// The lane's identity.
    pub identity: Option<Identity>,
}

/// The drift between two sides, per snippet.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Comparison {
    /// Before.
    pub before: Side,
    /// After.
    pub after: Side,
    /// Every category with its count, most severe first.
    pub counts: Vec<Count>,
    /// Every pair, most severe first.
    pub entries: Vec<Entry>,
    /// Cells that only one side has.
    pub unpaired: Vec<String>,
}

fn counts(entries: &[Entry]) -> Vec<Count> {
    Category::ALL.iter().map(|&category| Count { category, count: entries.iter().filter(|e| e.category == category).count() }).collect()
}

fn finish(before: Side, after: Side, mut entries: Vec<Entry>, unpaired: Vec<String>) -> Comparison {
    entries.sort_by(|x, y| (x.category, &x.snippet, &x.cell).cmp(&(y.category, &y.snippet, &y.cell)));
    Comparison { before, after, counts: counts(&entries), entries, unpaired }
}

/// Between two lanes, per snippet and edition (`edition`: only that one).
pub fn between_lanes(before: &LaneResults, after: &LaneResults, edition: Option<Edition>) -> Comparison {
    let keep = |c: &&crate::store::StoredCell| edition.is_none_or(|e| c.result.edition == e);
    let context = KnownLints::of(before.cells.iter().map(|c| &c.result));
    let old: BTreeMap<(&str, Edition), &crate::store::StoredCell> =
        before.cells.iter().filter(keep).map(|c| ((c.result.snippet.as_str(), c.result.edition), c)).collect();
    let new: BTreeMap<(&str, Edition), &crate::store::StoredCell> =
        after.cells.iter().filter(keep).map(|c| ((c.result.snippet.as_str(), c.result.edition), c)).collect();
    let mut entries = Vec::new();
    let mut unpaired = Vec::new();
    for (key, b) in &old {
        match new.get(key) {
            // An edited snippet is not drift of the compiler: the two cells ran different code.
            Some(a) if a.snippet_hash != b.snippet_hash => unpaired.push(format!(
                "{}::{} (not compared: the snippet's text differs between {} (run {}) and {} (run {}))",
                key.0, key.1, before.lane, b.run_id, after.lane, a.run_id
            )),
            Some(a) => {
                let (b, a) = (&b.result, &a.result);
                let Classified { category, detail } = classify(b, a, &context);
                entries.push(Entry { snippet: key.0.to_string(), cell: key.1.revision().to_string(), category, detail });
            }
            None => unpaired.push(format!("{}::{} (only {})", key.0, key.1, before.lane)),
        }
    }
    unpaired.extend(new.keys().filter(|k| !old.contains_key(*k)).map(|k| format!("{}::{} (only {})", k.0, k.1, after.lane)));
    let side = |r: &LaneResults| Side { name: r.lane.to_string(), identity: r.identity.clone() };
    finish(side(before), side(after), entries, unpaired)
}

/// Between edition 2021 and edition 2024 on one lane: what the 2024 edition changes.
pub fn between_editions(lane: &LaneResults) -> Comparison {
    let context = KnownLints::of(lane.cells.iter().map(|c| &c.result));
    let cell =
        |snippet: &str, edition: Edition| lane.cells.iter().map(|c| &c.result).find(|r| r.snippet == snippet && r.edition == edition);
    let snippets: BTreeSet<&str> = lane.cells.iter().map(|c| c.result.snippet.as_str()).collect();
    let mut entries = Vec::new();
    let mut unpaired = Vec::new();
    for snippet in snippets {
        match (cell(snippet, Edition::E2021), cell(snippet, Edition::E2024)) {
            (Some(b), Some(a)) => {
                let Classified { category, detail } = classify(b, a, &context);
                entries.push(Entry { snippet: snippet.to_string(), cell: lane.lane.to_string(), category, detail });
            }
            (Some(_), None) | (None, Some(_)) | (None, None) => unpaired.push(format!("{snippet} (one edition only)")),
        }
    }
    let side = |edition: Edition| Side { name: format!("{} {edition}", lane.lane), identity: lane.identity.clone() };
    finish(side(Edition::E2021), side(Edition::E2024), entries, unpaired)
}

/// Which entries the text shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    /// Every entry.
    All,
    /// Entries that drift (not unchanged, not unsupported).
    Changed,
}

/// The terminal rendering: categories with counts, and the snippets in each.
pub fn render_text(comparison: &Comparison, show: Show) -> String {
    let mut out = String::new();
    let identity = |s: &Side| s.identity.as_ref().map_or(String::new(), |i| format!(" ({})", i.version_line));
    let _ = writeln!(
        out,
        "drift {}{} -> {}{}",
        comparison.before.name,
        identity(&comparison.before),
        comparison.after.name,
        identity(&comparison.after)
    );
    for count in comparison.counts.iter().filter(|c| c.count > 0) {
        let listed = match show {
            Show::All => true,
            Show::Changed => count.category.is_drift(),
        };
        let _ = writeln!(out, "\n{} ({})", count.category.name(), count.count);
        if listed {
            for e in comparison.entries.iter().filter(|e| e.category == count.category) {
                let detail = if e.detail.is_empty() { String::new() } else { format!(": {}", e.detail) };
                let _ = writeln!(out, "  {}::{}{detail}", e.snippet, e.cell);
            }
        }
    }
    if !comparison.unpaired.is_empty() {
        let _ = writeln!(out, "\nunpaired ({})", comparison.unpaired.len());
        for u in &comparison.unpaired {
            let _ = writeln!(out, "  {u}");
        }
    }
    let drifted: usize = comparison.counts.iter().filter(|c| c.category.is_drift()).map(|c| c.count).sum();
    let _ = writeln!(out, "\n{drifted} of {} cell pair(s) drift", comparison.entries.len());
    out
}

#[cfg(test)]
mod tests;
