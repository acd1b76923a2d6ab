use super::*;
use crate::diagnostics::{Span, SpanLabel};
use crate::model::{AnnotationKind, CrateType, Edition};

fn spec(stage: Stage, annotations: Vec<Annotation>) -> EditionSpec {
    EditionSpec {
        edition: Edition::E2021,
        stage,
        annotations,
        compile_flags: Vec::new(),
        crate_type: CrateType::Lib,
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
    }
}

fn error(code: &str, message: &str, line: usize) -> Diagnostic {
    Diagnostic {
        level: Some(Level::Error),
        level_text: "error".into(),
        code: Some(code.into()),
        message: message.into(),
        primary: Some(Span { file: "a.rs".into(), line, column: 1, line_end: line, column_end: 2 }),
        labels: Vec::new(),
        span_labels: Vec::new(),
        suggestions: Vec::new(),
        children: Vec::new(),
        backtrace: Vec::new(),
    }
}

fn annotation(level: Level, text: &str, line: usize) -> Annotation {
    Annotation { kind: AnnotationKind::Level(level), text: text.into(), line: AnnotationLine::Line(line), written_at: line }
}

#[test]
fn annotations_match_code_lint_or_message_and_errors_are_exhaustive() {
    let diagnostics = vec![error("E0700", "hidden type captures lifetime", 3), error("E0308", "mismatched types", 5)];
    assert!(match_annotations(&[annotation(Level::Error, "E0700", 3), annotation(Level::Error, "mismatched", 5)], &diagnostics).is_empty());
    let reasons = match_annotations(&[annotation(Level::Error, "E0700", 3)], &diagnostics);
    assert_eq!(reasons.len(), 1);
    assert!(matches!(&reasons[0], Reason::Unexpected { line: Some(5), .. }));
    let reasons = match_annotations(&[annotation(Level::Error, "E0700", 4)], &diagnostics[..1]);
    assert_eq!(reasons.len(), 2, "wrong line: missing and unexpected");
}

#[test]
fn warnings_are_checked_only_where_annotated() {
    let mut warn = error("impl_trait_overcaptures", "will capture more lifetimes", 2);
    warn.level = Some(Level::Warn);
    assert!(match_annotations(&[], std::slice::from_ref(&warn)).is_empty());
    assert!(match_annotations(&[annotation(Level::Warn, "impl_trait_overcaptures", 2)], &[warn]).is_empty());
    assert_eq!(match_annotations(&[annotation(Level::Warn, "impl_trait_overcaptures", 2)], &[]).len(), 1);
}

#[test]
fn one_diagnostic_satisfies_one_annotation() {
    let d = vec![error("E0700", "m", 3)];
    let reasons = match_annotations(&[annotation(Level::Error, "E0700", 3), annotation(Level::Error, "E0700", 3)], &d);
    assert_eq!(reasons.len(), 1);
}

#[test]
fn stage_claims() {
    assert!(check_claim(&spec(Stage::CheckPass, vec![]), Outcome::Accepted, None, &[], None).holds());
    assert!(!check_claim(&spec(Stage::CheckPass, vec![]), Outcome::Rejected, None, &[], None).holds());
    assert!(!check_claim(&spec(Stage::CheckFail, vec![]), Outcome::Accepted, None, &[], None).holds());
    assert!(check_claim(&spec(Stage::RunPass, vec![]), Outcome::Accepted, Some(RunEnd::Code(0)), &[], None).holds());
    assert!(!check_claim(&spec(Stage::RunPass, vec![]), Outcome::Accepted, Some(RunEnd::Code(101)), &[], None).holds());
    assert!(check_claim(&spec(Stage::RunFail, vec![]), Outcome::Accepted, Some(RunEnd::Code(101)), &[], None).holds());
    assert!(!check_claim(&spec(Stage::RunFail, vec![]), Outcome::Accepted, Some(RunEnd::Signal(11)), &[], None).holds());
    assert!(check_claim(&spec(Stage::Rustdoc, vec![]), Outcome::Accepted, Some(RunEnd::Code(0)), &[], None).holds());
    assert!(!check_claim(&spec(Stage::Rustdoc, vec![]), Outcome::Accepted, Some(RunEnd::Code(101)), &[], None).holds());
    assert!(!check_claim(&spec(Stage::Rustdoc, vec![]), Outcome::Rejected, None, &[], None).holds());
    assert!(check_claim(&spec(Stage::RustdocFail, vec![]), Outcome::Accepted, Some(RunEnd::Code(101)), &[], None).holds());
    assert!(
        !check_claim(&spec(Stage::RustdocFail, vec![]), Outcome::Accepted, Some(RunEnd::Code(1)), &[], None).holds(),
        "1: rustdoc itself failed"
    );
    assert!(check_claim(&spec(Stage::Rustfmt, vec![]), Outcome::Accepted, None, &[], None).holds());
    assert!(!check_claim(&spec(Stage::Rustfmt, vec![]), Outcome::Rejected, None, &[], None).holds());
}

#[test]
fn outcomes_from_exits() {
    assert_eq!(Outcome::of_compile(Exit::Code(0), ""), Outcome::Accepted);
    assert_eq!(Outcome::of_compile(Exit::Code(1), "error[E0700]"), Outcome::Rejected);
    assert_eq!(Outcome::of_compile(Exit::Code(101), "error: internal compiler error: x"), Outcome::Ice);
    assert_eq!(Outcome::of_compile(Exit::Code(1), "error: internal compiler error: x"), Outcome::Ice);
    assert_eq!(Outcome::of_compile(Exit::Signal(11), ""), Outcome::Crash);
    assert_eq!(Outcome::of_compile(Exit::TimedOut, ""), Outcome::Timeout);
    assert_eq!(Outcome::of_compile(Exit::Code(3), ""), Outcome::Crash);
    assert_eq!(Outcome::classify(Exit::Code(101), "error[E0425]: cannot find", Compiler::Cargo), Outcome::Rejected);
    assert_eq!(Outcome::classify(Exit::Code(101), "error: internal compiler error: x", Compiler::Cargo), Outcome::Ice);
}

/// Walks every row of the claim-status table in the module header.
#[test]
fn claim_status_table() {
    let holds = ClaimCheck::default();
    let fails = ClaimCheck { failures: vec![Reason::Stage { stage: Stage::CheckPass, got: "rejected".into() }] };
    let date = StaleSince { release: Release::parse("1.92").unwrap(), reason: "why".into() };
    let since = date.release.clone();
    let stale = Some(Recorded::StaleSince(&date));
    let not_yet = Some(Recorded::HoldsSince(&date));
    // unsupported -> n/a, whatever the rest
    assert_eq!(claim_status(Outcome::Unsupported, &fails, stale, Claimed::Claim), ClaimStatus::NotApplicable);
    // ice under a date (either kind) -> known ICE
    assert_eq!(claim_status(Outcome::Ice, &holds, stale, Claimed::Claim), ClaimStatus::KnownIce { since: since.clone() });
    assert_eq!(claim_status(Outcome::Ice, &holds, not_yet, Claimed::Claim), ClaimStatus::KnownIce { since: since.clone() });
    // ice without a date, timeout, crash -> fails
    assert_eq!(claim_status(Outcome::Ice, &holds, None, Claimed::Claim), ClaimStatus::Fails);
    for outcome in [Outcome::Timeout, Outcome::Crash] {
        assert_eq!(claim_status(outcome, &holds, None, Claimed::Claim), ClaimStatus::Fails);
        assert_eq!(claim_status(outcome, &holds, stale, Claimed::Claim), ClaimStatus::Fails, "a date covers an ICE, not a hang or a crash");
    }
    for outcome in [Outcome::Accepted, Outcome::Rejected] {
        assert_eq!(claim_status(outcome, &holds, None, Claimed::Claim), ClaimStatus::Holds);
        assert_eq!(claim_status(outcome, &fails, None, Claimed::Claim), ClaimStatus::Fails);
        assert_eq!(claim_status(outcome, &fails, stale, Claimed::Claim), ClaimStatus::Stale { since: since.clone() });
        assert_eq!(claim_status(outcome, &holds, stale, Claimed::Claim), ClaimStatus::HoldsAgain { since: since.clone() });
        assert_eq!(claim_status(outcome, &fails, not_yet, Claimed::Claim), ClaimStatus::NotYet { since: since.clone() });
        assert_eq!(claim_status(outcome, &holds, not_yet, Claimed::Claim), ClaimStatus::HoldsEarly { since: since.clone() });
    }
}

#[test]
fn the_date_that_applies_on_a_lane() {
    let mut s = spec(Stage::CheckPass, vec![]);
    let at = |r: &str| Release::parse(r).unwrap();
    s.stale_since = Some(StaleSince { release: at("1.92"), reason: "a".into() });
    s.holds_since = Some(StaleSince { release: at("1.85"), reason: "b".into() });
    assert!(matches!(recorded_failure(&s, &at("1.63.0")), Some(Recorded::HoldsSince(d)) if d.reason == "b"));
    assert_eq!(recorded_failure(&s, &at("1.85.0")), None);
    assert!(matches!(recorded_failure(&s, &at("1.92.0")), Some(Recorded::StaleSince(d)) if d.reason == "a"));
    assert!(matches!(recorded_failure(&s, &at("1.97.0-nightly")), Some(Recorded::StaleSince(_))));
}

/// Walks every row of the verdict table in the module header.
#[test]
fn decision_table() {
    let holds = ClaimCheck::default();
    let fails = ClaimCheck { failures: vec![Reason::Stage { stage: Stage::CheckPass, got: "rejected".into() }] };
    let date = StaleSince { release: Release::parse("1.92").unwrap(), reason: "why".into() };
    let stale = Some(Recorded::StaleSince(&date));
    let not_yet = Some(Recorded::HoldsSince(&date));
    let mismatch = vec![Reason::Expectation { stream: Stream::Stderr, file: "f".into(), diff: "d".into() }];
    let none: Vec<Reason> = Vec::new();
    let why = crate::model::Unsupported { predicate: "needs-nightly".into(), reason: "needs-nightly".into() };
    let row = |outcome, claim: &ClaimCheck, recorded: Option<Recorded<'_>>, mismatches: &[Reason]| {
        decide(Evidence {
            outcome,
            unsupported: Some(&why),
            claim,
            recorded,
            claimed: Claimed::Claim,
            mismatches,
            stderr: "boom",
            process: Process::Compiler,
        })
        .1
    };
    // unsupported -> not applicable
    assert_eq!(row(Outcome::Unsupported, &fails, None, &mismatch), Verdict::NotApplicable("needs-nightly".into()));
    // ice / timeout / crash -> fail (the outcome)
    for outcome in [Outcome::Ice, Outcome::Timeout, Outcome::Crash] {
        assert!(matches!(&row(outcome, &holds, None, &none), Verdict::Fail(r) if matches!(r[0], Reason::BadOutcome { .. })));
    }
    // ice, known failure recorded -> passes (stale in counts) when its expectation is equal...
    assert_eq!(row(Outcome::Ice, &holds, stale, &none), Verdict::Pass);
    assert_eq!(row(Outcome::Ice, &holds, not_yet, &none), Verdict::Pass);
    // ...and fails when it differs: a known ICE is compared, never passed blindly
    assert_eq!(row(Outcome::Ice, &holds, stale, &mismatch), Verdict::Fail(mismatch.clone()));
    assert!(compares_expectations(Outcome::Ice, &ClaimStatus::KnownIce { since: date.release.clone() }));
    assert!(!compares_expectations(Outcome::Ice, &ClaimStatus::Fails));
    assert!(matches!(row(Outcome::Timeout, &holds, stale, &none), Verdict::Fail(_)));
    // holds, no date, equal -> pass
    assert_eq!(row(Outcome::Accepted, &holds, None, &none), Verdict::Pass);
    // fails, no date -> fail with every claim reason
    assert_eq!(row(Outcome::Rejected, &fails, None, &none), Verdict::Fail(fails.failures.clone()));
    // fails, stale reached or holds-since not reached, equal -> pass (stale)
    assert_eq!(row(Outcome::Rejected, &fails, stale, &none), Verdict::Pass);
    assert_eq!(row(Outcome::Rejected, &fails, not_yet, &none), Verdict::Pass);
    // holds, stale reached -> fail (holds again); holds before holds-since -> fail (holds early)
    assert!(matches!(&row(Outcome::Accepted, &holds, stale, &none), Verdict::Fail(r) if matches!(r[0], Reason::HoldsAgain { .. })));
    assert!(matches!(&row(Outcome::Accepted, &holds, not_yet, &none), Verdict::Fail(r) if matches!(r[0], Reason::HoldsEarly { .. })));
    // expectation differs -> fail, with the claim reasons too
    assert_eq!(row(Outcome::Accepted, &holds, None, &mismatch), Verdict::Fail(mismatch.clone()));
    match row(Outcome::Rejected, &fails, None, &mismatch) {
        Verdict::Fail(reasons) => assert_eq!(reasons.len(), 2, "every reason, not the first"),
        other => panic!("{other:?}"),
    }
}

/// A pass is counted `stale` exactly when its claim fails as a date records.
#[test]
fn a_record_is_stale_when_its_claim_fails_as_recorded() {
    let mut s = spec(Stage::CheckPass, vec![]);
    s.stale_since = Some(StaleSince { release: Release::parse("1.92").unwrap(), reason: "why".into() });
    let result = |outcome, claim: ClaimCheck| CellResult { claim, ..CellResult::empty("s/a", Edition::E2021, "l", outcome) };
    let fails = ClaimCheck { failures: vec![Reason::Stage { stage: Stage::CheckPass, got: "rejected".into() }] };
    let old = Release::parse("1.85.0").unwrap();
    let new = Release::parse("1.95.0").unwrap();
    assert_eq!(CellRecord::judge(result(Outcome::Accepted, ClaimCheck::default()), &s, &old, &[]).kind(), VerdictKind::Pass);
    let stale = CellRecord::judge(result(Outcome::Rejected, fails.clone()), &s, &new, &[]);
    assert_eq!((stale.kind(), stale.claim.name()), (VerdictKind::Stale, "stale"));
    assert_eq!(CellRecord::judge(result(Outcome::Rejected, fails), &s, &old, &[]).kind(), VerdictKind::Fail);
    assert_eq!(CellRecord::judge(result(Outcome::Ice, ClaimCheck::default()), &s, &new, &[]).claim.name(), "known-ice");
}

#[test]
fn stale_applies_from_its_release_on() {
    let stale = StaleSince { release: Release::parse("1.92").unwrap(), reason: String::new() };
    assert!(!stale_applies(Some(&stale), &Release::parse("1.91.1").unwrap()));
    assert!(stale_applies(Some(&stale), &Release::parse("1.92.0").unwrap()));
    assert!(stale_applies(Some(&stale), &Release::parse("1.97.0-nightly").unwrap()));
    assert!(!stale_applies(None, &Release::parse("1.97.0").unwrap()));
}

#[test]
fn formats_to_compares_the_output_with_the_target_code() {
    use crate::model::FormatsTo;
    let mut s = spec(Stage::Rustfmt, vec![]);
    assert_eq!(check_format(&s, "anything"), None, "no claim, nothing to check");
    s.formats_to = Some(FormatsTo { path: "suites/x/b.rs".into(), line: 2, code: Some("fn f() {}\n".into()) });
    assert_eq!(check_format(&s, "fn f() {}\n"), None);
    match check_format(&s, "fn f() {\n}\n") {
        Some(Reason::Format { target, diff }) => {
            assert_eq!(target, "b.rs");
            assert!(diff.contains("+fn f() {\n"), "{diff}");
        }
        other => panic!("{other:?}"),
    }
    s.formats_to = Some(FormatsTo { path: "suites/x/b.rs".into(), line: 2, code: None });
    assert!(matches!(check_format(&s, "fn f() {}\n"), Some(Reason::Format { diff, .. }) if diff.contains("not read")));
}

/// Walks every row of the `observe` part of both tables in the module header.
#[test]
fn observe_table() {
    let holds = ClaimCheck::default();
    let fails = ClaimCheck { failures: vec![Reason::Stage { stage: Stage::CheckPass, got: "rejected".into() }] };
    let mismatch = vec![Reason::Expectation { stream: Stream::Stderr, file: "f".into(), diff: "d".into() }];
    let why = crate::model::Unsupported { predicate: "needs-nightly".into(), reason: "needs-nightly".into() };
    let row = |outcome, claim: &ClaimCheck, mismatches: &[Reason]| {
        decide(Evidence {
            outcome,
            unsupported: Some(&why),
            claim,
            recorded: None,
            claimed: Claimed::Observe,
            mismatches,
            stderr: "x",
            process: Process::Compiler,
        })
    };
    assert_eq!(row(Outcome::Unsupported, &holds, &[]), (ClaimStatus::NotApplicable, Verdict::NotApplicable("needs-nightly".into())));
    for outcome in [Outcome::Timeout, Outcome::Crash] {
        let (status, verdict) = row(outcome, &holds, &[]);
        assert_eq!(status, ClaimStatus::Fails);
        assert!(matches!(&verdict, Verdict::Fail(r) if matches!(r[0], Reason::BadOutcome { .. })));
    }
    for outcome in [Outcome::Accepted, Outcome::Rejected, Outcome::Ice] {
        // No claim: what the claim check says does not count, only the expectation.
        assert_eq!(row(outcome, &fails, &[]), (ClaimStatus::Observed, Verdict::Pass), "{outcome:?}");
        assert_eq!(row(outcome, &holds, &mismatch), (ClaimStatus::Observed, Verdict::Fail(mismatch.clone())), "{outcome:?}");
        assert!(compares_expectations(outcome, &ClaimStatus::Observed));
    }
}

fn labelled(mut d: Diagnostic, labels: &[(usize, bool, &str)]) -> Diagnostic {
    d.span_labels =
        labels.iter().map(|&(line, primary, text)| SpanLabel { line, primary, text: text.into(), file: String::new() }).collect();
    d
}

fn label(text: &str, line: usize) -> Annotation {
    Annotation { kind: AnnotationKind::Label, text: text.into(), line: AnnotationLine::Line(line), written_at: line }
}

#[test]
fn label_annotations_match_a_distinct_span_label_on_their_line() {
    let e0515 = labelled(
        error("E0515", "cannot return value referencing function parameter `x`", 14),
        &[(14, true, "returns a value referencing data owned by the current function"), (14, false, "`x` is borrowed here")],
    );
    let d = vec![e0515];
    // A LABEL needs no diagnostic of its own: the error is still matched by its code.
    assert!(match_annotations(&[annotation(Level::Error, "E0515", 14), label("is borrowed here", 14)], &d).is_empty());
    assert!(match_annotations(&[annotation(Level::Error, "E0515", 14), label("returns a value referencing", 14)], &d).is_empty());
    // Wrong line, or two annotations for one label: missing.
    let reasons = match_annotations(&[annotation(Level::Error, "E0515", 14), label("is borrowed here", 13)], &d);
    assert!(matches!(&reasons[..], [Reason::Missing { kind: AnnotationKind::Label, line: Some(13), .. }]), "{reasons:?}");
    let twice = [annotation(Level::Error, "E0515", 14), label("borrowed", 14), label("borrowed", 14)];
    assert_eq!(match_annotations(&twice, &d).len(), 1);
    assert!(
        Reason::Missing { kind: AnnotationKind::Label, text: "x".into(), line: Some(3), written_at: 3 }.to_string().contains("LABEL `x`")
    );
}

#[test]
fn a_level_annotation_may_quote_its_primary_label_but_never_takes_a_named_diagnostic() {
    let e0515 = labelled(
        error("E0515", "cannot return value referencing function parameter `x`", 14),
        &[(14, true, "returns a value referencing data owned by the current function"), (14, false, "`x` is borrowed here")],
    );
    // The RFC quotes the primary label: the error matches.
    assert!(
        match_annotations(&[annotation(Level::Error, "returns a value referencing data owned by the", 14)], std::slice::from_ref(&e0515))
            .is_empty()
    );
    // A secondary label does not make a level annotation match (that is what LABEL is for).
    assert_eq!(match_annotations(&[annotation(Level::Error, "is borrowed here", 14)], std::slice::from_ref(&e0515)).len(), 2);
    // The quoted label and the code cannot both take the one error.
    let both = [annotation(Level::Error, "returns a value referencing", 14), annotation(Level::Error, "E0515", 14)];
    assert_eq!(match_annotations(&both, std::slice::from_ref(&e0515)).len(), 1);
    // Messages are matched first: a label quote written first does not steal the error another
    // annotation names by message.
    let other = labelled(error("E0597", "`x` does not live long enough", 14), &[(14, true, "cannot return value referencing")]);
    let d = vec![e0515, other];
    let order = [annotation(Level::Error, "cannot return value referencing", 14), annotation(Level::Error, "E0597", 14)];
    assert!(match_annotations(&order, &d).is_empty(), "{:?}", match_annotations(&order, &d));
}

/// Walks every row of [`migration`]'s decision table.
#[test]
fn migration_decision_table() {
    use crate::model::MigrateClaim;
    use crate::model::{MigrationOutcome, MigrationResult};
    let result = |outcome: MigrationOutcome| MigrationResult { outcome, ..MigrationResult::nothing_to_migrate("s/x", "1.95") };
    let broken = || MigrationOutcome::MissingLint { what: "w".into() };
    let fine = || MigrationOutcome::NothingToMigrate;
    let breaks = MigrateClaim::Breaks { since: None, reason: "r".into() };
    let mismatch = || Some(Reason::Expectation { stream: Stream::Migrated, file: "f".into(), diff: "d".into() });
    let kind = |v: &Verdict| match v {
        Verdict::Pass => "pass",
        Verdict::Fail(_) => "fail",
        Verdict::NotApplicable(_) => "n/a",
    };
    let rows: Vec<(MigrationOutcome, Option<&MigrateClaim>, Option<Reason>, &str)> = vec![
        (MigrationOutcome::NotApplicable { why: crate::model::NotMigrated::NotUnder2021 }, None, None, "n/a"),
        (broken(), None, None, "fail"),
        (broken(), Some(&MigrateClaim::Equivalent), None, "fail"),
        (fine(), Some(&breaks), None, "fail"),
        (fine(), None, None, "pass"),
        (fine(), Some(&MigrateClaim::Equivalent), None, "pass"),
        (MigrationOutcome::NotMachineApplicable { lints: vec!["l".into()] }, None, None, "pass"),
        (fine(), None, mismatch(), "fail"),
        (broken(), Some(&breaks), None, "pass"),
        (broken(), Some(&breaks), mismatch(), "fail"),
    ];
    for (i, (outcome, claim, mismatch, want)) in rows.into_iter().enumerate() {
        let record = migration(result(outcome), claim, mismatch);
        assert_eq!(kind(&record.verdict), want, "row {i}: {:?}", record.verdict);
    }
}

#[test]
fn how_a_program_ended_reads_as_words_not_as_debug_output() {
    assert_eq!(RunEnd::Code(3).to_string(), "exit code 3");
    assert_eq!(RunEnd::Signal(libc::SIGSEGV).to_string(), "signal 11 (SIGSEGV)");
    assert_eq!(RunEnd::Signal(64).to_string(), "signal 64");
    assert_eq!(RunEnd::TimedOut.to_string(), "a timeout");
    let failed = check_claim(&spec(Stage::RunPass, vec![]), Outcome::Accepted, Some(RunEnd::Signal(libc::SIGKILL)), &[], None);
    let text = format!("{failed:?}");
    assert!(text.contains("ended with signal 9 (SIGKILL)") && !text.contains("Signal(9)"), "{text}");
}

#[test]
fn compiletest_matching_reads_codes_labels_required_levels_and_lines_outside_the_test() {
    let test = std::path::Path::new("/s/ui/a.rs");
    let mut e = error("E0425", "cannot find value `boom` in this scope", 4);
    e.span_labels = vec![SpanLabel { line: 4, primary: true, text: "not found in this scope".into(), file: "/s/ui/a.rs".into() }];
    let mut help = error("", "consider this", 4);
    (help.level, help.code) = (Some(Level::Help), None);
    e.children = vec![help];
    let mut elsewhere = error("E0080", "evaluation panicked", 9);
    elsewhere.primary.as_mut().unwrap().file = "/lib/other.rs".into();
    let diagnostics = vec![e, elsewhere];
    let required = [Level::Error, Level::Warn];
    let wanted = |annotations: &[Annotation], required: &[Level]| match_compiletest(annotations, &diagnostics, required, test);
    let anywhere = Annotation { line: AnnotationLine::Anywhere, ..annotation(Level::Error, "evaluation panicked [E0080]", 12) };
    // The message with its code in brackets; the error elsewhere only by `//~?`.
    assert_eq!(wanted(&[annotation(Level::Error, "in this scope [E0425]", 4), anywhere.clone()], &required), []);
    // Unannotated: the error outside the test has no line.
    let reasons = wanted(&[annotation(Level::Error, "E0425", 4)], &required);
    assert!(matches!(&reasons[..], [Reason::Unannotated { level: Level::Error, line: None, .. }]), "{reasons:?}");
    // A span label is a NOTE; once NOTEs are required, each must be annotated.
    let note = annotation(Level::Note, "not found in this scope", 4);
    assert_eq!(wanted(&[annotation(Level::Error, "E0425", 4), anywhere.clone(), note.clone()], &[Level::Error, Level::Note]), []);
    let reasons = wanted(&[annotation(Level::Error, "E0425", 4), anywhere.clone()], &[Level::Error, Level::Note]);
    assert!(matches!(&reasons[..], [Reason::Unannotated { level: Level::Note, line: Some(4), .. }]), "{reasons:?}");
    // The HELP child sits on its parent's line; unrequired, it needs no annotation, but a wrong one is missing.
    let reasons = wanted(&[annotation(Level::Error, "E0425", 4), anywhere.clone(), annotation(Level::Help, "consider that", 4)], &required);
    assert!(matches!(&reasons[..], [Reason::Missing { line: Some(4), .. }]), "{reasons:?}");
    // A wrong line is missing, and the error is then unannotated.
    assert_eq!(wanted(&[annotation(Level::Error, "E0425", 5), anywhere], &required).len(), 2);
}

#[test]
fn compiletest_matches_messages_with_the_test_folder_written_dir() {
    let test = std::path::Path::new("/s/ui/a.rs");
    let mut e = error("E0271", "type mismatch resolving `{async closure body@/s/ui/a.rs:8:23: 8:25} == ()`", 8);
    e.span_labels = vec![SpanLabel { line: 8, primary: true, text: "in /s/ui/a.rs".into(), file: "/s/ui/a.rs".into() }];
    let diagnostics = vec![e];
    let found = |annotations: &[Annotation]| match_compiletest(annotations, &diagnostics, &[Level::Error, Level::Note], test);
    let dir = annotation(Level::Error, "{async closure body@$DIR/a.rs:8:23: 8:25} == ()", 8);
    assert_eq!(found(&[dir.clone(), annotation(Level::Note, "in $DIR/a.rs", 8)]), []);
    // The machine's path is what compiletest never sees.
    let machine = annotation(Level::Error, "{async closure body@/s/ui/a.rs:8:23", 8);
    assert!(matches!(
        &found(&[machine, annotation(Level::Note, "in $DIR/a.rs", 8)])[..],
        [Reason::Missing { .. }, Reason::Unannotated { .. }]
    ));
}

#[test]
fn compiletest_reads_each_line_of_a_message_and_requires_the_first() {
    let test = std::path::Path::new("/s/ui/a.rs");
    let mut e = error("E0308", "mismatched types", 2);
    let mut note = error("", "expected type `isize`\n   found tuple `(!, !)`", 2);
    (note.level, note.code) = (Some(Level::Note), None);
    e.children = vec![note];
    let diagnostics = vec![e];
    let found = |annotations: &[Annotation]| match_compiletest(annotations, &diagnostics, &[Level::Error, Level::Note], test);
    let error = annotation(Level::Error, "mismatched types", 2);
    let first = annotation(Level::Note, "expected type `isize`", 2);
    assert_eq!(found(&[error.clone(), first.clone(), annotation(Level::Note, "found tuple `(!, !)`", 2)]), []);
    // The second line need not be annotated; the first must be.
    assert_eq!(found(&[error.clone(), first]), []);
    assert!(matches!(&found(&[error])[..], [Reason::Unannotated { level: Level::Note, .. }]));
}

#[test]
fn a_file_line_is_found_whitespace_aside_and_an_absent_file_lacks_it() {
    let lines = vec![("Cargo.toml".to_string(), r#"giffy = ["dep:giffy"]"#.to_string())];
    let written = vec![("Cargo.toml".to_string(), Some("[features]\ngiffy=[ \"dep:giffy\" ]\n".to_string()))];
    assert_eq!(check_file_lines(&lines, &written), []);
    let without = vec![("Cargo.toml".to_string(), Some("[dependencies]\ngiffy = { path = \"giffy\", optional = true }\n".to_string()))];
    let reasons = check_file_lines(&lines, &without);
    assert!(matches!(&reasons[..], [Reason::FileLacksLine { absent: false, .. }]), "{reasons:?}");
    let absent = vec![("Cargo.toml".to_string(), None)];
    assert!(check_file_lines(&lines, &absent)[0].to_string().contains("left no Cargo.toml"));
}

#[test]
fn error_patterns_are_found_in_the_compiler_or_the_program_output() {
    let patterns = vec!["boom".to_string(), "the answer".to_string()];
    assert_eq!(check_error_patterns(&patterns, "error: boom", Some("panicked: the answer was 42")), []);
    assert_eq!(check_error_patterns(&patterns, "error: boom", None), [Reason::ErrorPattern { pattern: "the answer".into() }]);
}

/// A timeout (or a crash) names the process it is of: the program a run stage built is not the
/// compiler, nor is cargo.
#[test]
fn a_bad_outcome_names_the_process_it_is_of() {
    let release = Release::parse("1.95.0").unwrap();
    let message = |spec: &EditionSpec, outcome: Outcome, run: Option<RunEnd>| {
        let result = CellResult { run, stderr: "stderr line".into(), ..CellResult::empty("s/a", Edition::E2021, "l", outcome) };
        match CellRecord::judge(result, spec, &release, &[]).verdict {
            Verdict::Fail(reasons) => reasons[0].to_string(),
            other => panic!("{other:?}"),
        }
    };
    let run_pass = spec(Stage::RunPass, vec![]);
    let program = message(&run_pass, Outcome::Timeout, Some(RunEnd::TimedOut));
    assert!(
        program.starts_with("the compiled program (rustc built it and finished; running it did not)'s outcome is `timeout`"),
        "{program}"
    );
    assert!(!program.contains("the compiler's"), "{program}");
    assert!(message(&run_pass, Outcome::Crash, Some(RunEnd::Signal(libc::SIGKILL))).starts_with("the compiled program"));
    // The compile of a run stage that hangs is the compiler's.
    assert!(message(&run_pass, Outcome::Timeout, None).starts_with("the compiler's outcome is `timeout`:\nstderr line"));
    let mut package = spec(Stage::CheckPass, vec![]);
    package.cargo =
        Some(crate::model::CargoSpec { command: "test".into(), args: Vec::new(), show_files: Vec::new(), file_lines: Vec::new() });
    assert!(message(&package, Outcome::Timeout, None).starts_with("cargo (the package's build and what it runs)'s outcome is `timeout`"));
    let rustdoc = spec(Stage::Rustdoc, vec![]);
    assert!(message(&rustdoc, Outcome::Timeout, Some(RunEnd::TimedOut)).starts_with("`rustdoc --test` (after the build"));
    assert!(message(&rustdoc, Outcome::Timeout, None).starts_with("the compiler's"), "the build before rustdoc is rustc's");
    assert!(message(&spec(Stage::Rustfmt, vec![]), Outcome::Timeout, None).starts_with("rustfmt's outcome is `timeout`"));
    // Records written before the field read as the compiler's.
    let old: Reason = serde_json::from_str(r#"{"BadOutcome":{"outcome":"timeout","excerpt":""}}"#).unwrap();
    assert_eq!(old, Reason::BadOutcome { outcome: Outcome::Timeout, excerpt: String::new(), process: Process::Compiler });
}
