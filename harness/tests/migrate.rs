//! End to end on the real stable toolchain: the migration cells of the fixture project under
//! tests/fixtures/migrate, whose expected outcomes and verdicts are written down as data in
//! outcomes.toml (a rewrite blessed and equal, nothing to migrate, a claimed and an unclaimed
//! missing lint, a wrong `migrate: breaks` claim), for file snippets and for packages (the
//! lane's `cargo fix --edition`: a source rewrite, a manifest rewrite, a lint with no fix).

mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use edrift::discover;
use edrift::project::Project;
use edrift::runner::{Bless, Migrate, Options, Plan};
use edrift::verdict::{Record, Verdict};

#[test]
fn migration_outcomes_on_the_stable_toolchain() {
    support::install_sandbox();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/migrate");
    let project = Project::open(&root).unwrap();
    let lanes = project.lanes();
    assert!(lanes[0].ready().is_some(), "the fixture needs rustup's 1.95.0 toolchain: {:?}", lanes[0].status);
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let plan = Plan::new(snippets, lanes, &[], &[], Migrate::Only);
    assert!(plan.compile_cells().next().is_none(), "--migrate-only plans no compile cell");
    let options = Options { jobs: 2, timeout: Duration::from_secs(120), bless: Bless::No };
    let mut actual = BTreeMap::new();
    let mut lints = BTreeMap::new();
    let records = support::run_fresh(&plan, &project.expectations(), &options);
    for record in &records {
        let Record::Migration(record) = record else { panic!("a compile cell: {record:?}") };
        {
            let verdict = match &record.verdict {
                Verdict::Pass => "pass".to_string(),
                Verdict::Fail(reasons) => format!("fail {reasons:?}"),
                Verdict::NotApplicable(why) => format!("n/a {why}"),
            };
            let result = &record.result;
            lints.insert(result.snippet.clone(), (result.fired.clone(), result.applied.clone(), result.needless));
            actual.insert(result.snippet.clone(), (result.outcome.name().to_string(), verdict));
        }
    }
    let expected: BTreeMap<String, String> = toml::from_str(&std::fs::read_to_string(root.join("outcomes.toml")).unwrap()).unwrap();
    let got: BTreeMap<String, String> = actual
        .iter()
        .map(|(snippet, (outcome, verdict))| (snippet.clone(), format!("{outcome} {}", verdict.split(' ').next().unwrap_or(""))))
        .collect();
    assert_eq!(got, expected, "details: {actual:#?}");
    // What cargo fix rewrote, by lint (cargo names none: the harness's lint check does), and
    // what it left; none of these rewrites was needless (2024 rejects each unmigrated package).
    let strings = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(lints["m/pkg-gen"], (strings(&["keyword_idents_2024"]), strings(&["keyword_idents_2024"]), false));
    assert_eq!(lints["m/pkg-manifest"], (strings(&["cargo-manifest"]), strings(&["cargo-manifest"]), false));
    assert_eq!(lints["m/pkg-drop-order"], (strings(&["tail_expr_drop_order"]), strings(&[]), false));
    assert_eq!(lints["m/pkg-nothing"], (strings(&[]), strings(&[]), false));
}
