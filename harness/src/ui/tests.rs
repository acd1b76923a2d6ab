use super::*;

#[test]
fn wildcards_match_within_a_name() {
    assert!(wildcard("*.rs", "a.rs"));
    assert!(wildcard("x-*.rs", "x-1.rs"));
    assert!(!wildcard("x-*.rs", "y-1.rs"));
    assert!(!wildcard("*.rs", "a.stderr"));
    assert!(wildcard("a.rs", "a.rs"));
}

#[test]
fn globs_list_files_sorted_and_refuse_to_leave_the_crate() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tests/ui/pass")).unwrap();
    for f in ["tests/ui/b.rs", "tests/ui/a.rs", "tests/ui/a.stderr", "tests/ui/pass/c.rs"] {
        std::fs::write(dir.path().join(f), "").unwrap();
    }
    let found = glob(dir.path(), "tests/ui/*.rs").unwrap();
    assert_eq!(found, vec![PathBuf::from("tests/ui/a.rs"), PathBuf::from("tests/ui/b.rs")]);
    assert!(glob(dir.path(), "tests/none/*.rs").unwrap().is_empty());
    assert!(glob(dir.path(), "../x/*.rs").is_err());
    assert!(glob(dir.path(), "tests/*/a.rs").is_err());
    assert_eq!(test_name(Path::new("tests/ui/pass/c.rs")), "ui/pass/c");
}

#[test]
fn the_summary_counts_every_verdict() {
    let test = UiTest { name: "ui/a".into(), path: "tests/ui/a.rs".into(), kind: Kind::CompileFail };
    let cell = |verdict| UiResult { test: test.clone(), lane: "stable".into(), verdict, blessed: Vec::new(), cached: false, output: None };
    let results = [
        cell(Verdict::Pass),
        cell(Verdict::Fail(vec![Reason::Compiled])),
        cell(Verdict::Unsupported("x".into())),
        cell(Verdict::Ignored("y".into())),
    ];
    assert_eq!(Summary::of(&results).to_string(), "1 passed, 1 failed, 1 unsupported, 1 ignored");
}
