//! End to end on the real stable toolchain: the fixture suite under tests/fixtures/stable,
//! whose expected verdicts are written down as data in verdicts.toml. It includes deliberately
//! wrong annotations, a wrong stage and a hand-edited expectation, which must fail.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use edrift::discover;
use edrift::project::Project;
use edrift::runner::{self, Bless, Event, Options, Plan};

#[test]
fn fixture_verdicts_on_the_stable_toolchain() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stable");
    let project = Project::open(&root).unwrap();
    let lanes = project.lanes();
    assert!(
        lanes[0].ready().is_some(),
        "the fixture needs rustup's 1.95.0 toolchain: {:?} (install it with `rustup toolchain install 1.95.0`)",
        lanes[0].status
    );
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, lanes, &[], &[], edrift::runner::Migrate::No);
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let mut actual = BTreeMap::new();
    let mut details = BTreeMap::new();
    runner::run(&plan, &project.expectations(), &options, &runner::Fresh, |event| match event {
        Event::Finished { record, .. } => {
            let name = format!("{}::{}", record.result.snippet, record.result.edition);
            details.insert(name.clone(), format!("{:?} (claim {})", record.verdict, record.claim));
            actual.insert(name, record.kind().name().to_string());
        }
        Event::Errored { error, .. } => panic!("{error}"),
        Event::RunStarted { .. }
        | Event::Started { .. }
        | Event::Skipped { .. }
        | Event::MigrationStarted { .. }
        | Event::MigrationFinished { .. }
        | Event::MigrationErrored { .. }
        | Event::RunFinished => {}
    });
    let expected: BTreeMap<String, String> = toml::from_str(&std::fs::read_to_string(root.join("verdicts.toml")).unwrap()).unwrap();
    let mut wrong = Vec::new();
    for (cell, want) in &expected {
        match actual.get(cell) {
            Some(got) if got == want => {}
            Some(got) => wrong.push(format!("{cell}: expected {want}, got {got}: {}", details[cell])),
            None => wrong.push(format!("{cell}: expected {want}, but the cell did not run")),
        }
    }
    for cell in actual.keys().filter(|c| !expected.contains_key(*c)) {
        wrong.push(format!("{cell}: ran, but verdicts.toml does not list it"));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The compiletest dialect end to end (tests/fixtures/compiletest, written from the
/// rustc-dev-guide): a directive or rule per test, the files beside each test as the stable
/// lane's expectations, verdicts as data in verdicts.toml. The misspelt directive of
/// `bad-directive.rs` and the missing auxiliary crate of `aux-missing.rs` are one error each,
/// naming file and line, and the rest runs; the files under `auxiliary/` are no tests and are
/// built per lane for the tests that ask for them. `z-flag` runs on nightly where it is installed.
#[test]
fn compiletest_fixture_verdicts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compiletest");
    let project = Project::open(&root).unwrap();
    let (snippets, errors) = discover::load_suite(&root.join("suites/ct"), &[], discover::Match::Substring).unwrap();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].path.ends_with("ct/aux-missing.rs") && errors[0].line == 2, "{}", errors[0]);
    assert!(errors[0].message.contains("auxiliary crate cannot be read"), "{}", errors[0]);
    assert!(errors[1].path.ends_with("ct/bad-directive.rs") && errors[1].line == 3, "{}", errors[1]);
    assert!(errors[1].message.contains("did you mean `check-pass`"), "{}", errors[1]);
    assert!(!snippets.iter().any(|s| s.id.contains("helper")), "auxiliary/ holds no test");
    let lanes = project.lanes();
    let nightly = lanes.iter().find(|l| l.name == "nightly").is_some_and(|l| l.ready().is_some());
    let lane_names: Vec<String> = if nightly { vec!["stable".into(), "nightly".into()] } else { vec!["stable".into()] };
    let plan = Plan::new(snippets, lanes, &[], &lane_names, edrift::runner::Migrate::No);
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let mut actual = BTreeMap::new();
    let mut details = BTreeMap::new();
    runner::run(&plan, &project.expectations(), &options, &runner::Fresh, |event| match event {
        Event::Finished { record, .. } => {
            let lane = &record.result.lane;
            // Nightly's output differs from stable's files: only the test that needs it is judged there.
            if lane == "stable" || record.result.snippet == "ct/z-flag" {
                let name =
                    format!("{}::{}{}", record.result.snippet, record.result.edition, if lane == "stable" { "" } else { "::nightly" });
                details.insert(name.clone(), format!("{:?} (claim {})", record.verdict, record.claim));
                actual.insert(name, record.kind().name().to_string());
            }
        }
        Event::Errored { error, .. } => panic!("{error}"),
        Event::RunStarted { .. }
        | Event::Started { .. }
        | Event::Skipped { .. }
        | Event::MigrationStarted { .. }
        | Event::MigrationFinished { .. }
        | Event::MigrationErrored { .. }
        | Event::RunFinished => {}
    });
    let mut expected: BTreeMap<String, String> = toml::from_str(&std::fs::read_to_string(root.join("verdicts.toml")).unwrap()).unwrap();
    if nightly {
        expected.insert("ct/z-flag::e2015::nightly".into(), "pass".into());
    }
    let mut wrong = Vec::new();
    for (cell, want) in &expected {
        match actual.get(cell) {
            Some(got) if got == want => {}
            Some(got) => wrong.push(format!("{cell}: expected {want}, got {got}: {}", details[cell])),
            None => wrong.push(format!("{cell}: expected {want}, but the cell did not run")),
        }
    }
    for cell in actual.keys().filter(|c| !expected.contains_key(*c)) {
        wrong.push(format!("{cell}: ran, but verdicts.toml does not list it"));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
