use super::*;

/// A project of two snippets (one that migrates, one that does not) and two lanes that are
/// not there (no rustc runs).
fn project() -> (tempfile::TempDir, Project) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::write(
        root.join("toolchains.toml"),
        "reference = \"a\"\n[lanes]\na = { rustc = \"nowhere/rustc\", release = \"1.85\" }\nb = { rustc = \"nowhere/rustc\", release = \"1.95\" }\n",
    )
    .unwrap();
    let suite = root.join("suites/demo");
    std::fs::create_dir_all(&suite).unwrap();
    std::fs::write(suite.join("ok.rs"), "//@ check-pass\npub fn a() {}\n").unwrap();
    std::fs::write(suite.join("bad.rs"), "//@ edition: 2024\npub fn b() {}\n").unwrap();
    let project = Project::open(root).unwrap();
    (dir, project)
}

fn filters() -> Filters {
    Filters {
        filters: Vec::new(),
        how: discover::Match::Substring,
        editions: Vec::new(),
        lanes: Vec::new(),
        migrate: Migrate::No,
        partition: None,
        suite: None,
    }
}

fn plan(project: &Project, filters: &Filters) -> Result<Session, Error> {
    Session::plan(project, None, filters, BadSnippets::Keep, CacheMode::Use)
}

#[test]
fn a_selection_that_leaves_no_cell_is_an_error_saying_what_there_is() {
    let (_dir, project) = project();
    let edition = Filters { editions: vec![Edition::E2018], ..filters() };
    let message = plan(&project, &edition).err().expect("--edition 2018 selects nothing").to_string();
    assert!(message.starts_with("--edition 2018 selects no cell: the 2 snippet(s) it matches run edition(s) 2021, 2024"), "{message}");
    assert!(message.contains("on lanes a, b") && message.contains("`edrift list`"), "{message}");
    // A path filter and a lane, together: the lane exists, the snippet runs no 2021.
    let narrowed = Filters { filters: vec!["demo/bad".into()], editions: vec![Edition::E2021], lanes: vec!["b".into()], ..filters() };
    let message = plan(&project, &narrowed).err().expect("nothing of demo/bad under 2021").to_string();
    assert!(
        message.starts_with("`demo/bad` --edition 2021 --lane b selects no cell: the 1 snippet(s) it matches run edition(s) 2024"),
        "{message}"
    );
    // Migrations only, of a snippet that has none.
    let migrations = Filters { filters: vec!["demo/bad".into()], migrate: Migrate::Only, ..filters() };
    let message = plan(&project, &migrations).err().expect("demo/bad has no migration cell").to_string();
    assert!(message.contains("--migrate-only selects no cell") && message.contains("0 of them with migration cells"), "{message}");
    // What does select cells plans them.
    assert_eq!(plan(&project, &filters()).unwrap().plan.cells.len(), 6);
    assert_eq!(
        plan(&project, &Filters { editions: vec![Edition::E2024], lanes: vec!["a".into()], ..filters() }).unwrap().plan.cells.len(),
        2
    );
    let migrating = Filters { filters: vec!["demo/ok".into()], migrate: Migrate::Only, ..filters() };
    assert_eq!(plan(&project, &migrating).unwrap().plan.cells.len(), 2);
}
