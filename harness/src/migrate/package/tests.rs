use super::*;

fn files(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

#[test]
fn the_diff_holds_the_changed_files_only_without_directives_or_new_files() {
    let before = files(&[
        ("Cargo.toml", "#@ check-pass\n[project]\nname = \"a\"\n"),
        ("src/lib.rs", "pub fn f() { let generated = 1; }\n"),
        ("src/other.rs", "// same\n"),
    ]);
    let mut after = before.clone();
    after.insert("Cargo.toml".into(), "#@ check-pass\n[package]\nname = \"a\"\n".into());
    after.insert("src/lib.rs".into(), "pub fn f() { let r#generated = 1; }\n".into());
    after.insert("Cargo.lock".into(), "# created by cargo\n".into());
    let (diff, changed) = package_diff(&before, &after);
    assert_eq!(changed, ["Cargo.toml", "src/lib.rs"]);
    assert_eq!(
        diff,
        "--- a/Cargo.toml\n+++ b/Cargo.toml\n@@ -1,2 +1,2 @@\n-[project]\n+[package]\n name = \"a\"\n\
         --- a/src/lib.rs\n+++ b/src/lib.rs\n@@ -1 +1 @@\n-pub fn f() { let generated = 1; }\n+pub fn f() { let r#generated = 1; }\n"
    );
    assert_eq!(package_diff(&before, &before), (String::new(), Vec::new()));
}

const LEFT: &str = r#"{"reason":"compiler-message","package_id":"p","manifest_path":"/t/p/Cargo.toml","target":{"kind":["lib"],"src_path":"/t/p/src/lib.rs"},"message":{"message":"relative drop order changing in Rust 2024","code":{"code":"tail_expr_drop_order","explanation":null},"level":"warning","spans":[],"children":[{"message":"`--force-warn tail-expr-drop-order` implied by `--force-warn rust-2024-compatibility`","code":null,"level":"note","spans":[],"children":[],"rendered":null}],"rendered":"warning: x\n"}}"#;

#[test]
fn cargo_fix_output_names_the_migrated_files_and_the_lints_left() {
    let stderr = "   Migrating Cargo.toml from 2021 edition to 2024\n    Checking p v0.1.0 (/t/p)\n   Migrating src/lib.rs from 2021 edition to 2024\n       Fixed src/lib.rs (1 fix)\n";
    let unused = LEFT.replace(
        "`--force-warn tail-expr-drop-order` implied by `--force-warn rust-2024-compatibility`",
        "`#[warn(unused)]` on by default",
    );
    let other_target = LEFT.replace("/t/p/src/lib.rs", "/t/p/dep/src/lib.rs");
    let messages = [LEFT, &unused, &other_target].join("\n");
    let report = read_fix(stderr, &messages, Path::new("/t/p"));
    assert_eq!(report.migrating.iter().collect::<Vec<_>>(), ["Cargo.toml", "src/lib.rs"]);
    assert_eq!(
        report.left.iter().collect::<Vec<_>>(),
        ["tail_expr_drop_order"],
        "a warning not forced, or of a target not migrated, is not one"
    );
    assert!(!report.unapplied, "no machine-applicable suggestion");
}

#[test]
fn a_machine_applicable_suggestion_left_by_cargo_is_unapplied() {
    let generated = r#"{"reason":"compiler-message","target":{"src_path":"/t/p/src/lib.rs"},"message":{"message":"`gen` is a keyword","code":{"code":"keyword_idents_2024","explanation":null},"level":"warning","spans":[{"file_name":"src/lib.rs","byte_start":16,"byte_end":19,"line_start":1,"line_end":1,"column_start":17,"column_end":20,"is_primary":true,"text":[],"label":null,"suggested_replacement":null,"suggestion_applicability":null,"expansion":null}],"children":[{"message":"you can use a raw identifier to stay compatible","code":null,"level":"help","spans":[{"file_name":"src/lib.rs","byte_start":16,"byte_end":19,"line_start":1,"line_end":1,"column_start":17,"column_end":20,"is_primary":true,"text":[],"label":null,"suggested_replacement":"r#gen","suggestion_applicability":"MachineApplicable","expansion":null}],"children":[],"rendered":null},{"message":"`--force-warn keyword-idents-2024` implied by `--force-warn rust-2024-compatibility`","code":null,"level":"note","spans":[],"children":[],"rendered":null}],"rendered":"warning\n"}}"#;
    let roots: BTreeSet<String> = ["src/lib.rs".to_string()].into();
    let found = lints(generated, Path::new("/t/p"), &roots);
    assert_eq!(found, [("keyword_idents_2024".to_string(), ["src/lib.rs".to_string()].into())]);
    assert!(read_fix("   Migrating src/lib.rs from 2021 edition to 2024\n", generated, Path::new("/t/p")).unapplied);
}

#[test]
fn behaviours_compare_without_the_merged_doctests_report() {
    let merged =
        "exit code 0\n\nrunning 2 tests\n..\ntest result: ok.\n\nall doctests ran in $TIME; merged doctests compilation took $TIME\n";
    assert_eq!(comparable(merged), "exit code 0\n\nrunning 2 tests\n..\ntest result: ok.\n\n");
    assert_eq!(comparable("all doctests ran in 0s\n"), "all doctests ran in 0s\n", "only the report line of merged doctests");
    assert_eq!(BEHAVIOUR_RULES.iter().map(|r| r.name).collect::<Vec<_>>(), ["merged-doctests-report"]);
}

fn lane() -> ReadyLane {
    let identity = "rustc 1.95.0 (abc 2026-01-01)\nbinary: rustc\ncommit-hash: abc\ncommit-date: 2026-01-01\nhost: x\nrelease: 1.95.0\nLLVM version: 20\n";
    ReadyLane {
        rustc: std::path::PathBuf::from("/bin/false"),
        cargo: None,
        rustdoc: None,
        rustfmt: None,
        library_path: Vec::new(),
        identity: crate::model::Identity::parse(identity).unwrap(),
        capabilities: crate::model::Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
    }
}

/// A package snippet in a temporary folder: a root manifest with `@EDITION@` and a member
/// whose edition is fixed.
fn package() -> (tempfile::TempDir, Snippet) {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("p");
    std::fs::create_dir_all(root.join("dep")).unwrap();
    let manifest = "#@ check-pass\n[package]\nname = \"p\"\nedition = \"@EDITION@\"\n";
    std::fs::write(root.join("Cargo.toml"), manifest).unwrap();
    std::fs::write(root.join("dep/Cargo.toml"), "[package]\nname = \"dep\"\nedition = \"2021\"\n").unwrap();
    let snippet = crate::directives::parse("s/p", &root, crate::model::SnippetKind::Package, manifest, "", String::new()).unwrap();
    (dir, snippet)
}

#[test]
fn the_edition_is_flipped_where_the_snippet_writes_edition_and_only_there() {
    let (dir, snippet) = package();
    let lines = edition_lines(&snippet).unwrap();
    assert_eq!(lines.iter().map(|l| (l.manifest.as_str(), l.line)).collect::<Vec<_>>(), [("Cargo.toml", 4)]);
    let copy = dir.path().join("copy");
    invoke::copy_package(&snippet.path, &copy, Edition::E2021).unwrap();
    let mut migrated = std::fs::read_to_string(copy.join("Cargo.toml")).unwrap();
    migrated.push_str("[dependencies]\n");
    std::fs::write(copy.join("Cargo.toml"), &migrated).unwrap();
    let lane = lane();
    flip(&copy, &lines, &snippet, &lane).unwrap();
    assert_eq!(
        std::fs::read_to_string(copy.join("Cargo.toml")).unwrap(),
        "#@ check-pass\n[package]\nname = \"p\"\nedition = \"2024\"\n[dependencies]\n",
        "the edition line flipped, cargo's other changes kept"
    );
    assert_eq!(std::fs::read_to_string(copy.join("dep/Cargo.toml")).unwrap(), "[package]\nname = \"dep\"\nedition = \"2021\"\n");
    // A manifest whose edition line cargo rewrote cannot be flipped: the error names it.
    std::fs::write(copy.join("Cargo.toml"), "[package]\nedition=\"2021\"\n").unwrap();
    let error = flip(&copy, &lines, &snippet, &lane).unwrap_err().to_string();
    assert!(error.contains("p/Cargo.toml:4") && error.contains("edition = \"@EDITION@\""), "{error}");
}

#[test]
fn a_shown_manifest_reads_as_2021_after_the_flip() {
    let (dir, snippet) = package();
    let migration = Migration {
        snippet: &snippet,
        spec: snippet.edition(Edition::E2021).unwrap(),
        lane: &lane(),
        timeout: Duration::from_secs(1),
        tmp: dir.path(),
        editions: edition_lines(&snippet).unwrap(),
        spent: Default::default(),
    };
    let shown = "== Cargo.toml ==\n[package]\nname = \"p\"\nedition = \"2024\"\n";
    assert_eq!(migration.as_2021(shown), "== Cargo.toml ==\n[package]\nname = \"p\"\nedition = \"2021\"\n");
    assert_eq!(migration.as_2021("edition = \"2024\" in a sentence\n"), "edition = \"2024\" in a sentence\n");
}

#[test]
fn build_finished_reads_cargo_s_last_message() {
    assert!(build_finished("{\"reason\":\"compiler-artifact\"}\n{\"reason\":\"build-finished\",\"success\":true}"));
    assert!(!build_finished("{\"reason\":\"build-finished\",\"success\":false}"));
    assert!(!build_finished(""));
}
