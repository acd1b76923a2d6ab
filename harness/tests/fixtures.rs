//! End to end on the real stable toolchain: the fixture suite under tests/fixtures/stable,
//! whose expected verdicts are written down as data in verdicts.toml. It includes deliberately
//! wrong annotations, a wrong stage and a hand-edited expectation, which must fail.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use edrift::discover;
use edrift::project::Project;
use edrift::runner::{self, Bless, Event, Options, Plan};
use edrift::verdict::Record;

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
    let finished = runner::run(
        &plan,
        &plan.cells,
        &project.expectations(),
        &options,
        &runner::Fresh,
        &mut [&mut |_: &Plan, event: &Event| match event {
            Event::CellErrored { error, .. } => panic!("{error}"),
            _ => Ok(()),
        }],
    )
    .unwrap();
    for record in finished.records {
        let Record::Compile(record) = record else { continue };
        let name = format!("{}::{}", record.result.snippet, record.result.edition);
        details.insert(name.clone(), format!("{:?} (claim {})", record.verdict, record.claim));
        actual.insert(name, record.kind().name().to_string());
    }
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
