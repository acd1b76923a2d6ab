use super::*;
use crate::model::Level;
use crate::verdict::RunEnd;

fn diag(level: &str, code: Option<&str>, message: &str, line: usize) -> Diagnostic {
    Diagnostic {
        level: Level::from_rustc(level),
        level_text: level.to_string(),
        code: code.map(str::to_string),
        message: message.to_string(),
        primary: Some(Span { file: "/s/a.rs".to_string(), line, column: 5, line_end: line, column_end: 9 }),
        labels: vec!["here".to_string()],
        span_labels: Vec::new(),
        suggestions: Vec::new(),
        children: Vec::new(),
        backtrace: Vec::new(),
    }
}

fn summary(message: &str) -> Diagnostic {
    Diagnostic {
        level: Some(Level::Error),
        level_text: "error".to_string(),
        code: None,
        message: message.to_string(),
        primary: None,
        labels: Vec::new(),
        span_labels: Vec::new(),
        suggestions: Vec::new(),
        children: Vec::new(),
        backtrace: Vec::new(),
    }
}

fn cell(outcome: Outcome, diagnostics: Vec<Diagnostic>) -> CellResult {
    let stderr = diagnostics.iter().map(|d| format!("{}: {}\n", d.level_text, d.message)).collect();
    CellResult {
        unsupported: match outcome {
            Outcome::Unsupported => Some(crate::model::Unsupported { predicate: "min-rust".into(), reason: "min-rust: 1.85".into() }),
            Outcome::Accepted | Outcome::Rejected | Outcome::Ice | Outcome::Timeout | Outcome::Crash => None,
        },
        diagnostics,
        stderr,
        ..CellResult::empty("suite/a", Edition::E2021, "1.95", outcome)
    }
}

fn e0700(line: usize) -> Diagnostic {
    diag("error", Some("E0700"), "hidden type captures lifetime", line)
}

fn lint(name: &str, level: &str) -> Diagnostic {
    diag(level, Some(name), "this changes meaning in Rust 2024", 3)
}

/// One row per line of the decision table in the module's header, in order: (row, before,
/// after, context, expected category).
fn rows() -> Vec<(u32, CellResult, CellResult, KnownLints, Category)> {
    let none = KnownLints::default();
    let knows = |l: &str| KnownLints::knowing(&[l]);
    let rejected = |d: Vec<Diagnostic>| cell(Outcome::Rejected, d);
    let accepted = |d: Vec<Diagnostic>| cell(Outcome::Accepted, d);
    let mut ran = accepted(vec![]);
    ran.run = Some(RunEnd::Code(0));
    ran.stdout = Some("drop a\ndrop b\n".to_string());
    let mut reordered = ran.clone();
    reordered.stdout = Some("drop b\ndrop a\n".to_string());
    let mut moved_help = e0700(2);
    moved_help.children.push(diag("help", None, "add a `use<...>` bound", 1));
    let mut other_help = e0700(2);
    other_help.children.push(diag("help", None, "add `+ '_`", 1));
    let mut rendered = rejected(vec![e0700(2)]);
    rendered.stderr.push_str("  |\n");
    vec![
        (1, cell(Outcome::Unsupported, vec![]), accepted(vec![]), none.clone(), Category::Unsupported),
        (1, accepted(vec![]), cell(Outcome::Unsupported, vec![]), none.clone(), Category::Unsupported),
        (2, accepted(vec![]), cell(Outcome::Ice, vec![]), none.clone(), Category::IceIntroduced),
        (2, cell(Outcome::Ice, vec![]), cell(Outcome::Timeout, vec![]), none.clone(), Category::IceIntroduced),
        (3, cell(Outcome::Crash, vec![]), rejected(vec![e0700(2)]), none.clone(), Category::IceFixed),
        (4, accepted(vec![]), rejected(vec![e0700(2)]), none.clone(), Category::AcceptedToRejected),
        (5, rejected(vec![e0700(2)]), accepted(vec![]), none.clone(), Category::RejectedToAccepted),
        (6, ran, reordered, none.clone(), Category::BehaviourChanged),
        (
            7,
            rejected(vec![e0700(2)]),
            rejected(vec![diag("error", Some("E0597"), "borrowed value does not live long enough", 2)]),
            none.clone(),
            Category::CodeChanged,
        ),
        (
            8,
            accepted(vec![lint("dependency_on_unit_never_type_fallback", "warning")]),
            accepted(vec![lint("dependency_on_unit_never_type_fallback", "error")]),
            none.clone(),
            Category::LevelChanged,
        ),
        (
            8,
            accepted(vec![diag("warning", None, "unused", 2)]),
            accepted(vec![diag("note", None, "unused", 2)]),
            none.clone(),
            Category::LevelChanged,
        ),
        (
            9,
            accepted(vec![]),
            accepted(vec![lint("tail_expr_drop_order", "warning")]),
            knows("tail_expr_drop_order"),
            Category::LintNowFires,
        ),
        (10, accepted(vec![lint("if_let_rescope", "warning")]), accepted(vec![]), none.clone(), Category::LintNoLongerFires),
        (11, accepted(vec![]), accepted(vec![lint("function_casts_as_integer", "warning")]), none.clone(), Category::NewLint),
        (
            11,
            accepted(vec![diag("warning", Some("E0602"), "unknown lint: `function_casts_as_integer`", 1)]),
            accepted(vec![]),
            knows("function_casts_as_integer"),
            Category::NewLint,
        ),
        (12, rejected(vec![e0700(2)]), rejected(vec![e0700(2), e0700(4)]), none.clone(), Category::CountChanged),
        (13, rejected(vec![e0700(2)]), rejected(vec![e0700(3)]), none.clone(), Category::SpanMoved),
        (
            14,
            rejected(vec![e0700(2)]),
            rejected(vec![diag("error", Some("E0700"), "hidden type for `impl Sized` captures lifetime", 2)]),
            none.clone(),
            Category::MessageChanged,
        ),
        (15, rejected(vec![moved_help]), rejected(vec![other_help]), none.clone(), Category::NotesChanged),
        (16, rejected(vec![e0700(2)]), rendered, none.clone(), Category::RenderingOnly),
        (
            16,
            rejected(vec![e0700(2), summary("aborting due to 1 previous error")]),
            rejected(vec![e0700(2)]),
            none.clone(),
            Category::RenderingOnly,
        ),
        (17, rejected(vec![e0700(2)]), rejected(vec![e0700(2)]), none, Category::Unchanged),
    ]
}

#[test]
fn decision_table() {
    let rows = rows();
    let covered: BTreeSet<u32> = rows.iter().map(|r| r.0).collect();
    assert_eq!(covered, (1..=17).collect(), "every row of the table has a case");
    for (row, before, after, context, expected) in rows {
        let got = classify(&before, &after, &context);
        assert_eq!(got.category, expected, "row {row}: {}", got.detail);
    }
}

#[test]
fn every_category_is_reached_and_ordered_by_severity() {
    let reached: BTreeSet<Category> = rows().into_iter().map(|r| r.4).chain(migration_rows().into_iter().map(|r| r.2)).collect();
    let missing: Vec<Category> = Category::ALL.into_iter().filter(|c| !reached.contains(c)).collect();
    assert!(missing.is_empty(), "categories without a case: {missing:?}");
    let mut sorted = Category::ALL;
    sorted.sort();
    assert_eq!(sorted, Category::ALL);
    assert!(Category::ALL.windows(2).all(|w| w[0].severity() <= w[1].severity()));
}

#[test]
fn details_say_what_changed() {
    let got = classify(&cell(Outcome::Rejected, vec![e0700(2)]), &cell(Outcome::Rejected, vec![e0700(7)]), &KnownLints::default());
    assert_eq!(got.detail, "E0700: 2:5 -> 7:5");
    let got = classify(
        &cell(Outcome::Rejected, vec![e0700(2)]),
        &cell(Outcome::Rejected, vec![diag("error", Some("E0597"), "x", 2)]),
        &KnownLints::default(),
    );
    assert_eq!(got.detail, "E0700 -> E0597");
}

#[test]
fn the_context_knows_emitted_lints_but_not_unknown_ones() {
    let unknown = diag("warning", Some("unknown_lints"), "unknown lint: `function_casts_as_integer`", 1);
    let cells = [
        cell(Outcome::Accepted, vec![lint("tail_expr_drop_order", "warning"), unknown]),
        cell(Outcome::Accepted, vec![lint("function_casts_as_integer", "warning")]),
    ];
    let context = KnownLints::of(&cells);
    assert!(context.knows("tail_expr_drop_order"));
    assert!(!context.knows("function_casts_as_integer"));
    assert!(!is_lint("E0700") && is_lint("if_let_rescope") && is_lint("E07"));
}

#[test]
fn text_lists_drifting_cells_under_their_category() {
    let entries = vec![
        Entry { snippet: "s/a".into(), cell: "e2021".into(), category: Category::CodeChanged, detail: "E0700 -> E0597".into() },
        Entry { snippet: "s/b".into(), cell: "e2021".into(), category: Category::Unchanged, detail: String::new() },
    ];
    let side = |name: &str| Side { name: name.to_string(), identity: None };
    let comparison = finish(side("1.85"), side("1.95"), entries, Vec::new());
    let text = render_text(&comparison, Show::Changed);
    assert!(text.contains("error code changed (1)\n  s/a::e2021: E0700 -> E0597"), "{text}");
    assert!(text.contains("unchanged (1)\n\n") || text.ends_with("1 of 2 cell pair(s) drift\n"), "{text}");
    assert!(!text.contains("s/b"), "{text}");
}

fn migration(outcome: crate::model::MigrationOutcome, migrated: &str) -> crate::model::MigrationResult {
    crate::model::MigrationResult { outcome, migrated: migrated.into(), ..crate::model::MigrationResult::nothing_to_migrate("s/x", "1.95") }
}

/// The migration classifier's table: (before, after, category).
fn migration_rows() -> Vec<(crate::model::MigrationResult, crate::model::MigrationResult, Category)> {
    use crate::model::MigrationOutcome::*;
    let equivalent = || MigratedAndEquivalent { lints: vec!["if_let_rescope".into()] };
    let mut unsupported = migration(NotApplicable { why: crate::model::NotMigrated::Recorded("no 2024".into()) }, "");
    unsupported.unsupported = Some(crate::model::Unsupported { predicate: "migrate-to-2024".into(), reason: "no 2024".into() });
    vec![
        (unsupported, migration(NothingToMigrate, ""), Category::Unsupported),
        (migration(equivalent(), "a"), migration(MissingLint { what: "w".into() }, ""), Category::MigrationChanged),
        (migration(equivalent(), "a"), migration(equivalent(), "b"), Category::MigrationChanged),
        (migration(equivalent(), "a"), migration(equivalent(), "a"), Category::Unchanged),
    ]
}

#[test]
fn migration_decision_table() {
    for (i, (before, after, expected)) in migration_rows().into_iter().enumerate() {
        assert_eq!(classify_migration(&before, &after).category, expected, "row {i}");
    }
}
