//! Every outcome and verdict path, driven by the fake rustc (no real toolchain needed).

mod support;

use std::path::{Path, PathBuf};
use std::time::Duration;

use edrift::discover;
use edrift::lanes::LaneStatus;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::runner::{self, Bless, Options, Plan};
use edrift::verdict::{Outcome, Record, Verdict, VerdictKind};

/// A cell's verdict and how it counts (`stale` is a pass whose claim fails as recorded).
#[derive(Debug)]
struct Judged {
    verdict: Verdict,
    kind: VerdictKind,
}

impl Judged {
    fn name(&self) -> &'static str {
        self.kind.name()
    }
}

/// The cells' deadline where a `hang` cell must reach it: long enough that a sandboxed fake
/// rustc on a busy machine (a CI clone provisioning beside the tests) is not taken for a hang,
/// short enough that the hang cells do not make the test slow.
const HANG_TIMEOUT: Duration = Duration::from_secs(10);

/// The cells' deadline where no cell hangs: it only bounds a broken harness, so it is generous.
const PATIENCE: Duration = Duration::from_secs(600);

struct Fixture {
    dir: tempfile::TempDir,
}

fn lane_binary(root: &Path, name: &str, identity: Option<&str>, editions: Option<&str>) -> PathBuf {
    let dir = root.join("lanes").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join("rustc");
    std::fs::copy(env!("CARGO_BIN_EXE_fake-rustc"), &binary).unwrap();
    if let Some(identity) = identity {
        std::fs::write(dir.join("fake-identity.txt"), identity).unwrap();
    }
    if let Some(editions) = editions {
        std::fs::write(dir.join("fake-editions.txt"), editions).unwrap();
    }
    binary
}

const OLD_IDENTITY: &str = "rustc 1.63.0\nbinary: rustc\ncommit-hash: 4b91a6ea7258a947e59c6522cd5898e7c0a6a88f\ncommit-date: 2022-08-08\nhost: x86_64-unknown-linux-gnu\nrelease: 1.63.0\nLLVM version: 14.0.6\n";

impl Fixture {
    fn new(snippets: &[(&str, &str)]) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let fake = lane_binary(root, "fake", None, None);
        let old = lane_binary(root, "old", Some(OLD_IDENTITY), Some("2021"));
        let mismatch = lane_binary(root, "mismatch", None, None);
        let broken = lane_binary(root, "broken", Some("garbage output\n"), None);
        let toolchains = format!(
            "reference = \"fake\"\n[lanes]\nfake = {{ rustc = \"{}\", release = \"1.95\" }}\nold = {{ rustc = \"{}\", release = \"1.63\" }}\nmismatch = {{ rustc = \"{}\", release = \"1.85\" }}\nbroken = {{ rustc = \"{}\", release = \"1.90\" }}\nabsent = {{ rustc = \"{}\", release = \"1.80\" }}\n",
            fake.display(),
            old.display(),
            mismatch.display(),
            broken.display(),
            root.join("nowhere/rustc").display()
        );
        std::fs::write(root.join("toolchains.toml"), toolchains).unwrap();
        for (name, text) in snippets {
            let path = root.join("suites/fake").join(format!("{name}.rs"));
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Fixture { dir }
    }

    fn run(&self, bless: Bless) -> Vec<(String, Edition, String, Outcome, Judged)> {
        support::install_sandbox();
        let project = Project::open(self.dir.path()).unwrap();
        let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
        let plan = Plan::new(snippets, project.lanes(), &[], &[], edrift::runner::Migrate::No);
        // Hang cells wait out their deadline side by side (they take no CPU).
        let options = Options { jobs: 8, timeout: HANG_TIMEOUT, bless };
        let store = project.expectations();
        let mut out = Vec::new();
        let mut results = Vec::new();
        let records = support::run_fresh(&plan, &store, &options);
        for record in records {
            let Record::Compile(record) = record else { continue };
            let judged = Judged { kind: record.kind(), verdict: record.verdict };
            let result = record.result;
            out.push((result.snippet.clone(), result.edition, result.lane.clone(), result.outcome, judged));
            results.push(result);
        }
        if bless == Bless::Yes {
            store.bless(&results).unwrap();
        }
        out.sort_by(|a, b| (&a.0, a.1, &a.2).cmp(&(&b.0, b.1, &b.2)));
        out
    }
}

fn find<'a>(
    rows: &'a [(String, Edition, String, Outcome, Judged)],
    snippet: &str,
    edition: Edition,
    lane: &str,
) -> &'a (String, Edition, String, Outcome, Judged) {
    rows.iter()
        .find(|r| r.0 == format!("fake/{snippet}") && r.1 == edition && r.2 == lane)
        .unwrap_or_else(|| panic!("no cell {snippet} {edition} {lane}"))
}

#[test]
fn lanes_are_checked_not_trusted() {
    let fixture = Fixture::new(&[]);
    let project = Project::open(fixture.dir.path()).unwrap();
    let lanes = project.lanes();
    let status = |name: &str| &lanes.iter().find(|l| l.name == name).unwrap().status;
    assert!(matches!(status("fake"), LaneStatus::Ready(r) if r.capabilities.editions == [Edition::E2021, Edition::E2024]));
    assert!(matches!(status("old"), LaneStatus::Ready(r) if r.capabilities.editions == [Edition::E2021]), "editions are probed");
    assert!(matches!(status("mismatch"), LaneStatus::IdentityMismatch { .. }), "a 1.95 compiler in a 1.85 lane is an error");
    assert!(matches!(status("broken"), LaneStatus::Broken { message } if message.contains("not a rustc version")));
    assert!(matches!(status("absent"), LaneStatus::Missing { hint } if hint.contains("toolchains.toml")));
}

#[test]
fn every_outcome_and_verdict_path() {
    let fixture = Fixture::new(&[
        ("accepted", "// fake-rustc: warn unused_x 2 a lint\nfn f() {}\n"),
        ("rejected", "fn f() {}\n//~^ ERROR E0700\n// fake-rustc: error E0700 1 hidden type captures\n"),
        ("unannotated", "fn f() {}\n// fake-rustc: error E0308 1 mismatched types\n"),
        ("wrong-annotation", "fn f() {}\n//~^ ERROR E0599\n// fake-rustc: error E0700 1 hidden type captures\n"),
        ("edition-split", "//@[e2024] check-pass\nfn f() {}\n//[e2021]~^ ERROR E0700\n// fake-rustc[2021]: error E0700 2 x\n"),
        ("ice", "// fake-rustc: ice\nfn f() {}\n"),
        ("hang", "// fake-rustc: hang\nfn f() {}\n"),
        ("crash", "// fake-rustc: crash\nfn f() {}\n"),
        ("garbage", "//@ check-fail\n// fake-rustc: garbage\nfn f() {}\n"),
        ("run", "//@ run-pass\n// fake-rustc: stdout hello from the program\nfn main() {}\n"),
        (
            "stale",
            "//@ stale-since: 1.90 \"the lint became an error (rust-lang/rust#1)\"\n// fake-rustc: error E0001 3 now an error\nfn f() {}\n",
        ),
        ("stale-holds-again", "//@ stale-since: 1.90 \"x\"\nfn f() {}\n"),
        ("nightly-only", "//@ needs-nightly\nfn f() {}\n"),
    ]);
    // First run: bless, then every expectation holds.
    fixture.run(Bless::Yes);
    let rows = fixture.run(Bless::No);
    use Edition::{E2021, E2024};
    let verdict = |s, e, l| find(&rows, s, e, l).4.name();
    let outcome = |s, e, l| find(&rows, s, e, l).3;
    assert_eq!((outcome("accepted", E2021, "fake"), verdict("accepted", E2021, "fake")), (Outcome::Accepted, "pass"));
    assert_eq!((outcome("rejected", E2024, "fake"), verdict("rejected", E2024, "fake")), (Outcome::Rejected, "pass"));
    assert_eq!(verdict("unannotated", E2021, "fake"), "fail", "errors are exhaustive");
    assert_eq!(verdict("wrong-annotation", E2021, "fake"), "fail", "a wrong annotation fails");
    assert_eq!(verdict("edition-split", E2021, "fake"), "pass");
    assert_eq!(verdict("edition-split", E2024, "fake"), "pass");
    assert_eq!((outcome("ice", E2021, "fake"), verdict("ice", E2021, "fake")), (Outcome::Ice, "fail"));
    assert_eq!((outcome("hang", E2021, "fake"), verdict("hang", E2021, "fake")), (Outcome::Timeout, "fail"));
    assert_eq!((outcome("crash", E2021, "fake"), verdict("crash", E2021, "fake")), (Outcome::Crash, "fail"));
    assert_eq!((outcome("garbage", E2021, "fake"), verdict("garbage", E2021, "fake")), (Outcome::Rejected, "pass"));
    assert_eq!(verdict("run", E2021, "fake"), "pass");
    assert_eq!(verdict("stale", E2021, "fake"), "stale", "1.95 >= 1.90: the claim fails as recorded");
    assert_eq!(verdict("stale", E2021, "old"), "fail", "1.63 < 1.90: the claim must hold there, and it does not");
    assert_eq!(verdict("stale-holds-again", E2021, "fake"), "fail");
    assert_eq!(verdict("stale-holds-again", E2021, "old"), "pass");
    assert_eq!((outcome("accepted", E2024, "old"), verdict("accepted", E2024, "old")), (Outcome::Unsupported, "n/a"), "1.63 has no 2024");
    assert_eq!(outcome("nightly-only", E2021, "fake"), Outcome::Unsupported);
    assert!(rows.iter().all(|r| r.2 == "fake" || r.2 == "old"), "cells of lanes that are not ready do not run");
    // The blessed run stdout is compared too.
    let stdout = std::fs::read_to_string(fixture.dir.path().join("expected/fake/run.e2021.run.stdout")).unwrap();
    assert_eq!(stdout, "hello from the program\n");
}

#[test]
fn a_timeout_names_the_process_that_ran_past_it() {
    let fixture = Fixture::new(&[
        ("program-hangs", "//@ run-pass\n// fake-rustc: sh sleep 600\nfn main() {}\n"),
        ("compiler-hangs", "//@ run-pass\n// fake-rustc: hang\nfn main() {}\n"),
    ]);
    let rows = fixture.run(Bless::No);
    let reason = |snippet| {
        let (_, _, _, outcome, judged) = find(&rows, snippet, Edition::E2021, "fake");
        assert_eq!(*outcome, Outcome::Timeout, "{snippet}: {judged:?}");
        match &judged.verdict {
            Verdict::Fail(reasons) => reasons[0].to_string(),
            other => panic!("{snippet}: {other:?}"),
        }
    };
    let program = reason("program-hangs");
    assert!(
        program.starts_with("the compiled program (rustc built it and finished; running it did not)'s outcome is `timeout`"),
        "{program}"
    );
    let compiler = reason("compiler-hangs");
    assert!(compiler.starts_with("the compiler's outcome is `timeout`"), "{compiler}");
}

#[test]
fn a_changed_output_fails_with_a_diff_until_reblessed() {
    let fixture = Fixture::new(&[("a", "fn f() {}\n//~^ ERROR E0700\n// fake-rustc: error E0700 1 first wording\n")]);
    fixture.run(Bless::Yes);
    let path = fixture.dir.path().join("suites/fake/a.rs");
    std::fs::write(&path, "fn f() {}\n//~^ ERROR E0700\n// fake-rustc: error E0700 1 second wording\n").unwrap();
    let rows = fixture.run(Bless::No);
    match &find(&rows, "a", Edition::E2021, "fake").4.verdict {
        Verdict::Fail(reasons) => {
            let text = reasons.iter().map(ToString::to_string).collect::<String>();
            assert!(text.contains("-error[E0700]: first wording") && text.contains("+error[E0700]: second wording"), "{text}");
            assert!(text.contains("bless --exact fake/a --lane fake --edition 2021"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    fixture.run(Bless::Yes);
    assert_eq!(find(&fixture.run(Bless::No), "a", Edition::E2021, "fake").4.name(), "pass");
}

#[test]
fn observe_cells_are_judged_by_their_expectation_alone() {
    let fixture = Fixture::new(&[
        ("observe-rejected", "//@ observe\nfn f() {}\n// fake-rustc: error E0308 1 mismatched types\n"),
        ("observe-ice", "//@ observe\n// fake-rustc: ice\nfn f() {}\n"),
        ("observe-hang", "//@ observe\n// fake-rustc: hang\nfn f() {}\n"),
    ]);
    fixture.run(Bless::Yes);
    let rows = fixture.run(Bless::No);
    use Edition::E2021;
    // An unannotated error fails a claim; an observe cell has none.
    assert_eq!(find(&rows, "observe-rejected", E2021, "fake").4.name(), "pass");
    assert_eq!((find(&rows, "observe-ice", E2021, "fake").3, find(&rows, "observe-ice", E2021, "fake").4.name()), (Outcome::Ice, "pass"));
    assert_eq!(find(&rows, "observe-hang", E2021, "fake").4.name(), "fail", "a timeout has no output to compare");
    // A changed output fails it, ICE included.
    let suite = fixture.dir.path().join("suites/fake");
    std::fs::write(suite.join("observe-rejected.rs"), "//@ observe\nfn f() {}\n// fake-rustc: error E0308 1 other types\n").unwrap();
    std::fs::write(fixture.dir.path().join("expected/fake/observe-ice.e2021.stderr"), "error: internal compiler error: another ICE\n")
        .unwrap();
    let rows = fixture.run(Bless::No);
    for snippet in ["observe-rejected", "observe-ice"] {
        match &find(&rows, snippet, E2021, "fake").4.verdict {
            Verdict::Fail(reasons) => assert!(reasons.iter().all(|r| r.to_string().contains("differs from")), "{reasons:?}"),
            other => panic!("{snippet}: {other:?}"),
        }
    }
}

#[test]
fn annotations_match_span_labels() {
    let fixture = Fixture::new(&[
        (
            "quoted",
            "fn f() {}\n//~^ ERROR returns a value referencing\n// fake-rustc: error E0515 1 cannot return value referencing function parameter | returns a value referencing data owned by the current function\n",
        ),
        (
            "label",
            "fn f() {}\n//~^ ERROR E0515\n//~| LABEL owned by the current function\n// fake-rustc: error E0515 1 cannot return value | returns a value referencing data owned by the current function\n",
        ),
        (
            "wrong-label",
            "fn f() {}\n//~^ ERROR E0515\n//~| LABEL borrowed here\n// fake-rustc: error E0515 1 cannot return value | returns a value\n",
        ),
    ]);
    let rows = fixture.run(Bless::Yes);
    assert_eq!(find(&rows, "quoted", Edition::E2021, "fake").4.name(), "pass", "an ERROR may quote its primary label");
    assert_eq!(find(&rows, "label", Edition::E2021, "fake").4.name(), "pass");
    match &find(&rows, "wrong-label", Edition::E2021, "fake").4.verdict {
        Verdict::Fail(reasons) => assert_eq!(
            reasons.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["expected LABEL `borrowed here` on line 1 (annotation at line 3), not found"]
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_lane_that_cannot_run_a_cell_observes_nothing_for_its_date() {
    // With `min-rust: 1.80` the old lane (1.63) is not applicable: it must not count as a lane
    // where the claim fails (which would put the change at or before 1.63).
    let fixture = Fixture::new(&[(
        "min",
        "//@ edition: 2021\n//@ min-rust: 1.80\n//@ stale-since: 1.80 \"x (#1234)\"\n// fake-rustc[2021,>=1.80]: error E0001 4 x\nfn f() {}\n",
    )]);
    let project = Project::open(fixture.dir.path()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, project.lanes(), &[], &[], edrift::runner::Migrate::No);
    let index = plan.snippets.iter().position(|s| s.id == "fake/min").unwrap();
    let spec = plan.snippets[index].edition(Edition::E2021).unwrap();
    let seen = edrift::interval::gather(&plan, index, Edition::E2021, &runner::Fresh, PATIENCE).unwrap();
    let held: Vec<(String, Option<edrift::interval::Held>)> = seen.iter().map(|o| (o.lane.clone(), o.held)).collect();
    assert!(held.iter().any(|(lane, h)| lane == "old" && h.is_none()), "{held:?}");
    let date = spec.stale_since.as_ref().unwrap();
    assert_eq!(edrift::interval::check_date(edrift::interval::DateKind::StaleSince, &date.release, &seen), Ok(()));
}

#[test]
fn a_date_outside_its_observed_interval_is_reported_with_the_interval() {
    // The claim (check-pass) holds on `old` (1.63) and fails from the fake's 1.80 on (`fake` is 1.95).
    let fixture = Fixture::new(&[
        ("inside", "//@ edition: 2021\n//@ stale-since: 1.90 \"x (#1234)\"\n// fake-rustc[2021,>=1.80]: error E0001 3 x\nfn f() {}\n"),
        ("outside", "//@ edition: 2021\n//@ stale-since: 1.60 \"x (#1234)\"\n// fake-rustc[2021,>=1.80]: error E0001 3 x\nfn f() {}\n"),
    ]);
    let project = Project::open(fixture.dir.path()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, project.lanes(), &[], &[], edrift::runner::Migrate::No);
    for (name, expected) in [("fake/inside", None), ("fake/outside", Some("(old, fake] (releases 1.63.0 .. 1.95.0)"))] {
        let index = plan.snippets.iter().position(|s| s.id == name).unwrap();
        let spec = plan.snippets[index].edition(Edition::E2021).unwrap();
        let seen = edrift::interval::gather(&plan, index, Edition::E2021, &runner::Fresh, PATIENCE).unwrap();
        let found: Vec<String> = edrift::interval::intervals(&seen).iter().map(ToString::to_string).collect();
        assert_eq!(found, ["(old, fake]"], "{name}");
        let date = spec.stale_since.as_ref().unwrap();
        let checked = edrift::interval::check_date(edrift::interval::DateKind::StaleSince, &date.release, &seen);
        match expected {
            None => assert_eq!(checked, Ok(()), "{name}"),
            Some(interval) => assert!(checked.as_ref().unwrap_err().contains(interval), "{name}: {checked:?}"),
        }
    }
}
