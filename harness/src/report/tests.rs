use std::path::Path;
use std::time::Duration;

use super::*;
use crate::diagnostics::{Diagnostic, Span};
use crate::lanes::{Lane, LaneStatus, Toolchains};
use crate::model::Release;
use crate::model::{Capabilities, Identity, ReadyLane};
use crate::model::{Edition, Level};
use crate::project::Project;
use crate::runner::Plan;
use crate::verdict::{CellRecord, CellResult, ClaimCheck, Outcome, Reason, Verdict};

const TOOLCHAINS: &str = r#"
reference = "1.95"
[lanes]
"1.85" = { source = "rustup:1.85.0" }
"1.95" = { source = "rustup:1.95.0" }
nightly = { source = "rustup:nightly" }
"#;

const CAPTURE: &str = "//@ rfc: 3498\n//@ claim: \"RPIT captures all in-scope lifetimes in 2024\"\n//@[e2024] check-pass\n\
fn foo<'a>(x: &'a u8) -> impl Sized { x }\n//[e2021]~^ ERROR E0700\n";
const ESCAPE: &str = "//@ check-pass\n//@ note: \"<b>not bold</b> & 'quoted'\"\nfn main() {}\n";

fn identity(release: &str, commit: &str) -> Identity {
    Identity {
        release: Release::parse(release).unwrap(),
        commit_hash: commit.to_string(),
        commit_date: "2026-01-01".to_string(),
        host: "x86_64-unknown-linux-gnu".to_string(),
        llvm: "20.1".to_string(),
        version_line: format!("rustc {release} ({commit} 2026-01-01)"),
    }
}

fn lane(toolchains: &Toolchains, name: &str, release: Option<&str>) -> Lane {
    let decl = toolchains.lane(name).unwrap();
    let status = match release {
        Some(release) => LaneStatus::Ready(ReadyLane {
            rustc: "/opt/rustc".into(),
            cargo: None,
            rustdoc: None,
            rustfmt: None,
            library_path: Vec::new(),
            identity: identity(release, &format!("c{}", release.replace('.', ""))),
            capabilities: Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
        }),
        None => LaneStatus::Missing { hint: "run `edrift lanes install nightly`".to_string() },
    };
    Lane { name: name.to_string(), source: decl.source.clone(), declared: decl.declared.clone(), status, location: None, served: None }
}

fn e0700(message: &str, line: usize) -> Diagnostic {
    Diagnostic {
        level: Some(Level::Error),
        level_text: "error".to_string(),
        code: Some("E0700".to_string()),
        message: message.to_string(),
        primary: Some(Span { file: "$DIR/capture.rs".to_string(), line, column: 39, line_end: line, column_end: 40 }),
        labels: Vec::new(),
        span_labels: Vec::new(),
        suggestions: Vec::new(),
        children: Vec::new(),
        backtrace: Vec::new(),
    }
}

fn result(snippet: &str, edition: Edition, lane: &str, outcome: Outcome, diagnostics: Vec<Diagnostic>) -> CellResult {
    let stderr = diagnostics
        .iter()
        .map(|d| format!("error[E0700]: {}\n --> $DIR/capture.rs:{}\n", d.message, d.primary.as_ref().unwrap().line))
        .collect();
    CellResult {
        diagnostics,
        stderr,
        command: vec!["/tmp/somewhere/rustc".to_string()],
        duration: Duration::from_millis(123),
        ..CellResult::empty(snippet, edition, lane, outcome)
    }
}

/// The records of results with their verdicts, the claim status as `verdict` derives it.
fn records(results: impl IntoIterator<Item = (CellResult, Verdict)>) -> Vec<CellRecord> {
    results
        .into_iter()
        .map(|(result, verdict)| CellRecord {
            claim: crate::verdict::claim_status(result.outcome, &result.claim, None, crate::verdict::Claimed::Claim),
            result,
            verdict,
        })
        .collect()
}

/// A small document: two snippets, three lanes (one missing), drift between 1.85 and 1.95.
fn document() -> (tempfile::TempDir, Document) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("suites/demo")).unwrap();
    std::fs::write(root.join("toolchains.toml"), TOOLCHAINS).unwrap();
    std::fs::write(root.join("suites/demo/capture.rs"), CAPTURE).unwrap();
    std::fs::write(root.join("suites/demo/escape.rs"), ESCAPE).unwrap();
    let project = Project::open(root).unwrap();
    let snippets = crate::discover::load(&project.suites(), &[], crate::discover::Match::Substring).unwrap();
    let lanes = vec![
        lane(&project.toolchains, "1.85", Some("1.85.0")),
        lane(&project.toolchains, "1.95", Some("1.95.0")),
        lane(&project.toolchains, "nightly", None),
    ];
    let plan = Plan::new(snippets, lanes, &[], &[], crate::runner::Migrate::No);
    let pass = Verdict::Pass;
    let old = "hidden type for `impl Sized` captures lifetime that does not appear in bounds";
    let new = "hidden type for `impl Sized` captures lifetime `'a` that does not appear in bounds";
    let mismatch = Verdict::Fail(vec![Reason::Expectation {
        stream: crate::model::Stream::Stderr,
        file: "expected/demo/capture.e2021.stderr".to_string(),
        diff: "-old\n+new".to_string(),
    }]);
    let results = [
        (result("demo/capture", Edition::E2021, "1.85", Outcome::Rejected, vec![e0700(old, 4)]), pass.clone()),
        (result("demo/capture", Edition::E2021, "1.95", Outcome::Rejected, vec![e0700(new, 4)]), mismatch),
        (result("demo/capture", Edition::E2024, "1.85", Outcome::Accepted, vec![]), pass.clone()),
        (result("demo/capture", Edition::E2024, "1.95", Outcome::Accepted, vec![]), pass.clone()),
        (result("demo/escape", Edition::E2021, "1.85", Outcome::Accepted, vec![]), pass.clone()),
        (result("demo/escape", Edition::E2021, "1.95", Outcome::Accepted, vec![]), pass.clone()),
        (result("demo/escape", Edition::E2024, "1.85", Outcome::Rejected, vec![e0700("<script>alert(1)</script>", 3)]), pass.clone()),
        (result("demo/escape", Edition::E2024, "1.95", Outcome::Accepted, vec![]), pass),
    ];
    let history = vec![HistoryPoint {
        run_id: 7,
        started_at: "2026-01-01T00:00:00Z".to_string(),
        lanes: vec!["1.85 1.85.0 (c1850)".to_string(), "1.95 1.95.0 (c1950)".to_string()],
        counts: [("message-changed".to_string(), 1), ("unchanged".to_string(), 3)].into_iter().collect(),
    }];
    let records = records(results);
    let mut document =
        Document::build(&Inputs { project: &project, plan: &plan, records: &records, run_id: Some(8), history, migrations: &[] });
    document.generated_at = "[generated_at]".to_string();
    document.harness_version = "[version]".to_string();
    (dir, document)
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text.find(start).unwrap_or_else(|| panic!("no `{start}`"));
    let to = from + text[from..].find(end).unwrap_or_else(|| panic!("no `{end}`")) + end.len();
    &text[from..to]
}

#[test]
fn drift_json_snapshot() {
    let (_dir, document) = document();
    insta::assert_snapshot!("drift_json", serde_json::to_string_pretty(&document).unwrap());
}

#[test]
fn drift_json_round_trips() {
    let (_dir, document) = document();
    let json = serde_json::to_string(&document).unwrap();
    assert_eq!(serde_json::from_str::<Document>(&json).unwrap(), document);
}

#[test]
fn transitions_and_claims_are_derived() {
    let (_dir, document) = document();
    let categories: Vec<(&str, &str, crate::drift::Category)> =
        document.transitions.iter().map(|t| (t.snippet.as_str(), t.edition.as_str(), t.category)).collect();
    assert_eq!(
        categories,
        [
            ("demo/capture", "e2021", crate::drift::Category::MessageChanged),
            ("demo/capture", "e2024", crate::drift::Category::Unchanged),
            ("demo/escape", "e2021", crate::drift::Category::Unchanged),
            ("demo/escape", "e2024", crate::drift::Category::RejectedToAccepted),
        ]
    );
    let capture = document.cell("demo/capture", "e2021", "1.95").unwrap();
    assert_eq!(capture.drift, Some(crate::drift::Category::MessageChanged));
    assert_eq!(capture.primary_code.as_deref(), Some("E0700"));
    let claim = document.claims.iter().find(|c| c.snippet == "demo/capture" && c.edition == "e2024").unwrap();
    assert_eq!(claim.text, "RPIT captures all in-scope lifetimes in 2024");
    let statuses: Vec<&str> = claim.lanes.iter().map(|l| l.claim.name()).collect();
    assert_eq!(statuses, ["holds", "holds", "not-run"]);
}

#[test]
fn matrix_fragment_snapshot() {
    let (_dir, document) = document();
    let pages = html::render(&document);
    let index = &pages.iter().find(|(p, _)| p == Path::new("index.html")).unwrap().1;
    insta::assert_snapshot!("matrix_html", between(index, "<table class=\"matrix\">", "</table>"));
    insta::assert_snapshot!("history_svg", between(index, "<svg", "</svg>"));
}

#[test]
fn every_text_is_escaped() {
    let (_dir, document) = document();
    for (path, html) in html::render(&document) {
        assert!(!html.contains("<script>alert"), "{}: unescaped message", path.display());
        assert!(!html.contains("<b>not bold</b>"), "{}: unescaped note", path.display());
    }
    let snippet = html::render(&document).into_iter().find(|(p, _)| p.ends_with("demo--escape.html")).unwrap().1;
    assert!(snippet.contains("&lt;b&gt;not bold&lt;/b&gt; &amp; 'quoted'"), "{snippet}");
}

/// Hostile text in every place a snippet or a compiler puts text (claim, note, diagnostic,
/// reason, drift detail) comes out escaped on every page: in element content and in attribute
/// values (the matrix's hover titles), where a quote would otherwise end the attribute.
#[test]
fn hostile_text_is_escaped_on_every_page() {
    const HOSTILE: &str = r#"<script>alert("x")</script> & " onmouseover="alert(1)"#;
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("suites/demo")).unwrap();
    std::fs::write(root.join("toolchains.toml"), TOOLCHAINS).unwrap();
    let snippet = format!("//@ claim: \"{HOSTILE}\"\n//@ note: \"{HOSTILE}\"\n//@ check-pass\nfn main() {{}}\n");
    std::fs::write(root.join("suites/demo/hostile.rs"), snippet).unwrap();
    let project = Project::open(root).unwrap();
    let snippets = crate::discover::load(&project.suites(), &[], crate::discover::Match::Substring).unwrap();
    let lanes = vec![lane(&project.toolchains, "1.85", Some("1.85.0")), lane(&project.toolchains, "1.95", Some("1.95.0"))];
    let plan = Plan::new(snippets, lanes, &[Edition::E2024], &[], crate::runner::Migrate::No);
    let failed = Verdict::Fail(vec![Reason::Unexpected { code: Some("E0700".to_string()), message: HOSTILE.to_string(), line: Some(4) }]);
    let records = records([
        (result("demo/hostile", Edition::E2024, "1.85", Outcome::Accepted, vec![]), Verdict::Pass),
        (result("demo/hostile", Edition::E2024, "1.95", Outcome::Rejected, vec![e0700(HOSTILE, 4)]), failed),
    ]);
    let document =
        Document::build(&Inputs { project: &project, plan: &plan, records: &records, run_id: None, history: Vec::new(), migrations: &[] });
    let cell = document.cell("demo/hostile", "e2024", "1.95").unwrap();
    assert_eq!(cell.first_message.as_deref(), Some(HOSTILE), "the document keeps the text as it is");
    assert!(document.transitions.iter().any(|t| t.detail.contains("<script>")), "the drift detail quotes the message");

    let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot; onmouseover=&quot;alert(1)";
    let pages = html::render(&document);
    for (path, page) in &pages {
        assert!(!page.contains("<script>alert"), "{}: a script got in", path.display());
        assert!(!page.contains("\" onmouseover="), "{}: an attribute got in", path.display());
        // The only scripts of the dashboard are the matrix's and the claims table's own filters.
        let scripts = if path == Path::new("index.html") || path == Path::new("claims.html") { 1 } else { 0 };
        assert_eq!(page.matches("<script").count(), scripts, "{}", path.display());
    }
    let page = |name: &str| &pages.iter().find(|(p, _)| p == Path::new(name)).unwrap().1;
    let snippet = page("snippets/demo--hostile.html");
    assert!(snippet.contains(&format!("<li>claim: {escaped}</li>")), "the claim: {snippet}");
    assert!(snippet.contains(&format!("<dt>note</dt><dd>{escaped}</dd>")), "the note: {snippet}");
    assert!(snippet.contains(&format!("<pre>unexpected error[E0700] on line 4: {escaped}</pre>")), "the reason: {snippet}");
    assert!(snippet.contains(&format!("error[E0700]: {escaped}")), "the output: {snippet}");
    assert!(page("index.html").contains(&format!("\n{escaped}\"><a href=")), "the matrix cell's title ends in the message");
    assert!(page("claims.html").contains(&format!("<td>{escaped}</td>")), "the claims table");
    assert!(page("pairs/1.85--1.95.html").contains("&lt;script&gt;"), "the drift detail");
}

#[test]
fn pages_exist_for_each_pair_lane_and_snippet() {
    let (_dir, document) = document();
    let mut paths: Vec<String> = html::render(&document).into_iter().map(|(p, _)| p.display().to_string()).collect();
    paths.sort();
    assert_eq!(
        paths,
        [
            "claims.html",
            "editions/1.85.html",
            "editions/1.95.html",
            "index.html",
            "pairs/1.85--1.95.html",
            "snippets/demo--capture.html",
            "snippets/demo--escape.html"
        ]
    );
}

#[test]
fn ci_outputs_snapshot() {
    let (_dir, document) = document();
    insta::assert_snapshot!("junit", ci::junit(&document));
    insta::assert_snapshot!("github_annotations", ci::annotations(&document).join("\n"));
    insta::assert_snapshot!("job_summary", ci::job_summary(&document));
}

/// The JUnit XML parses back (a JUnit reader sees every cell) with failures, their messages and
/// every reason, skipped cells and their reason, even with markup and control characters (which
/// XML 1.0 forbids even escaped) in the reasons.
#[test]
fn junit_is_valid_xml_with_every_verdict() {
    let (_dir, mut document) = document();
    let hostile = "<failure>]]> & \"quoted\" \u{1b}[31mred\u{1b}[0m \u{7}bell";
    document.cells[0].verdict = VerdictKind::Fail;
    document.cells[0].reasons = vec![format!("first line {hostile}\nsecond line"), "another reason".to_string()];
    document.cells[1].verdict = VerdictKind::NotApplicable;
    document.cells[1].reasons = vec!["needs a nightly lane".to_string()];
    let xml = ci::junit(&document);
    let report = quick_junit::Report::deserialize_from_str(&xml).unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!((report.tests, report.failures, report.skipped), (8, 1, 1));
    let suite = &report.test_suites[0];
    assert_eq!((suite.name.as_str(), suite.tests, suite.failures, suite.skipped), ("demo", 8, 1, 1));
    assert_eq!(suite.time, Some(Duration::from_millis(8 * 123)));
    let case = |name: &str| suite.test_cases.iter().find(|c| c.name.as_str() == name).unwrap_or_else(|| panic!("no {name}"));
    let failed = case("demo/capture::e2021::1.85");
    assert_eq!(failed.classname.as_deref(), Some("demo/capture"));
    assert_eq!(failed.time, Some(Duration::from_millis(123)));
    let clean = "<failure>]]> & \"quoted\" red bell";
    match &failed.status {
        quick_junit::TestCaseStatus::NonSuccess { kind: quick_junit::NonSuccessKind::Failure, message, description, .. } => {
            assert_eq!(message.as_deref(), Some(format!("first line {clean}").as_str()));
            assert_eq!(description.as_deref(), Some(format!("first line {clean}\nsecond line\nanother reason").as_str()));
        }
        other => panic!("{other:?}"),
    }
    match &case("demo/capture::e2021::1.95").status {
        quick_junit::TestCaseStatus::Skipped { message, .. } => assert_eq!(message.as_deref(), Some("needs a nightly lane")),
        other => panic!("{other:?}"),
    }
    assert!(matches!(case("demo/escape::e2024::1.95").status, quick_junit::TestCaseStatus::Success { .. }));
}

#[test]
fn rfc3339_formats_utc() {
    assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
    assert_eq!(rfc3339(1_709_251_199_000), "2024-02-29T23:59:59Z");
    assert_eq!(rfc3339(1_798_761_600_000), "2027-01-01T00:00:00Z");
    assert_eq!(rfc3339(1_798_761_600_999), "2027-01-01T00:00:00Z", "milliseconds are cut, not rounded");
    assert_eq!(rfc3339(-1), "1969-12-31T23:59:59Z");
    assert_eq!(rfc3339(i64::MAX), "9223372036854775807 ms after the epoch");
}

#[test]
fn claims_carry_their_observed_intervals() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("suites/demo")).unwrap();
    std::fs::write(root.join("toolchains.toml"), TOOLCHAINS).unwrap();
    std::fs::write(root.join("suites/demo/escape.rs"), ESCAPE).unwrap();
    let project = Project::open(root).unwrap();
    let snippets = crate::discover::load(&project.suites(), &[], crate::discover::Match::Substring).unwrap();
    let lanes = vec![lane(&project.toolchains, "1.85", Some("1.85.0")), lane(&project.toolchains, "1.95", Some("1.95.0"))];
    let plan = Plan::new(snippets, lanes, &[Edition::E2024], &[], crate::runner::Migrate::No);
    let mut rejected = result("demo/escape", Edition::E2024, "1.85", Outcome::Rejected, vec![e0700("x", 3)]);
    rejected.claim = ClaimCheck { failures: vec![Reason::Stage { stage: crate::model::Stage::CheckPass, got: "rejected".into() }] };
    let records: Vec<CellRecord> = [rejected, result("demo/escape", Edition::E2024, "1.95", Outcome::Accepted, vec![])]
        .into_iter()
        .map(|result| CellRecord::judge(result, &plan.snippets[0].editions[0], &Release::parse("1.95").unwrap(), &[]))
        .collect();
    let document =
        Document::build(&Inputs { project: &project, plan: &plan, records: &records, migrations: &[], run_id: None, history: Vec::new() });
    let claim = document.claims.iter().find(|c| c.edition == "e2024").unwrap();
    let intervals: Vec<String> = claim.intervals.iter().map(|i| format!("{} {}->{}", i, i.from.name(), i.to.name())).collect();
    assert_eq!(intervals, ["(1.85, 1.95] fails->holds"]);
    let json = serde_json::to_string(&claim.intervals).unwrap();
    assert!(json.contains(r#""before":{"lane":"1.85","release":"1.85.0"}"#), "{json}");
    let page = html::render(&document).into_iter().find(|(p, _)| p == Path::new("claims.html")).unwrap().1;
    assert!(page.contains("fails → holds in (1.85, 1.95]"), "{page}");
    // The summary: one source, its claim holding on the newest stable lane (1.95).
    assert!(page.contains("<th>hold on 1.95</th>"), "{page}");
    assert!(page.contains("<td>2</td><td>1</td><td>0</td><td>0</td><td>0</td>"), "two claims (e2021 not run), one holding: {page}");
    // The figure: one changed claim, a green mark (now holds) at 1.95 linking to the snippet.
    assert!(page.contains("When claims changed status (1 claims)"), "{page}");
    assert!(page.contains(r##"<a class="mark" href="snippets/demo--escape.html"><circle"##), "{page}");
    assert!(page.contains(r##"fill="#1a7f37""##), "{page}");
    // The table's rows carry what the filters read.
    assert!(page.contains(r#"data-suite="demo" data-status="holds""#), "{page}");
}

/// Migration cells of two lanes: the per-lane table, the migration drift between the lanes and
/// the dashboard's migrations page, escaped.
#[test]
fn migrations_in_drift_json_and_on_the_dashboard() {
    use crate::model::{MigrationOutcome, MigrationResult};
    use crate::verdict::MigrationRecord;
    let (dir, _) = document();
    let project = Project::open(dir.path()).unwrap();
    let snippets = crate::discover::load(&project.suites(), &[], crate::discover::Match::Substring).unwrap();
    let lanes = vec![lane(&project.toolchains, "1.85", Some("1.85.0")), lane(&project.toolchains, "1.95", Some("1.95.0"))];
    let plan = Plan::new(snippets, lanes, &[], &[], crate::runner::Migrate::Only);
    let record = |lane: &str, outcome: MigrationOutcome, migrated: &str, needless: bool, verdict: Verdict| MigrationRecord {
        result: MigrationResult {
            outcome,
            fired: vec!["if_let_rescope".into()],
            applied: vec!["if_let_rescope".into()],
            passes: 1,
            migrated: migrated.into(),
            needless,
            ..MigrationResult::nothing_to_migrate("demo/escape", lane)
        },
        verdict,
    };
    let migrations = vec![
        record("1.85", MigrationOutcome::MigratedAndEquivalent { lints: vec!["if_let_rescope".into()] }, "match x {}", true, Verdict::Pass),
        record(
            "1.95",
            MigrationOutcome::MissingLint { what: "<script>".into() },
            "",
            false,
            Verdict::Fail(vec![Reason::Migration { message: "m".into() }]),
        ),
    ];
    let document = Document::build(&Inputs {
        project: &project,
        plan: &plan,
        records: &[],
        run_id: None,
        history: Vec::new(),
        migrations: &migrations,
    });
    assert_eq!(document.migrations.len(), 2);
    assert_eq!(document.migrations[1].drift, Some(Category::MigrationChanged));
    assert_eq!(document.migration_transitions[0].detail, "migrated-and-equivalent -> missing-lint");
    let table: Vec<(String, usize, usize)> = document
        .summary
        .migrations
        .iter()
        .map(|m| (m.lane.clone(), m.outcomes["migrated-and-equivalent"] + m.outcomes["missing-lint"], m.needless))
        .collect();
    assert_eq!(table, [("1.85".to_string(), 1, 1), ("1.95".to_string(), 1, 0)]);
    let pages = super::html::render(&document);
    let (_, page) = pages.iter().find(|(path, _)| path.ends_with("migrations.html")).expect("a migrations page");
    assert!(page.contains("missing-lint") && page.contains("<b>needless</b>") && page.contains("migration changed"));
    assert!(!page.contains("<script>"), "the detail is escaped");
}
