use super::*;

fn parse_file(text: &str) -> Result<Snippet, Vec<DirectiveError>> {
    parse("suite/snip", Path::new("suites/suite/snip.rs"), SnippetKind::File, text, text, String::new())
}

fn messages(text: &str) -> Vec<String> {
    parse_file(text).unwrap_err().into_iter().map(|e| e.to_string()).collect()
}

#[test]
fn implicit_revisions_and_scoped_stage() {
    let s = parse_file("//@[e2024] check-pass\nfn foo<'a, T>(x: &'a T) -> impl Sized { x }\n//[e2021]~^ ERROR E0700\n").unwrap();
    assert_eq!(s.editions.len(), 2);
    let e21 = s.edition(Edition::E2021).unwrap();
    assert_eq!(e21.stage, Stage::CheckFail, "an annotated ERROR makes check-fail the default");
    assert_eq!(e21.annotations.len(), 1);
    assert_eq!(e21.annotations[0].line, AnnotationLine::Line(2));
    assert_eq!(e21.annotations[0].text, "E0700");
    let e24 = s.edition(Edition::E2024).unwrap();
    assert_eq!(e24.stage, Stage::CheckPass);
    assert!(e24.annotations.is_empty());
    assert_eq!(e24.crate_type, CrateType::Lib);
}

#[test]
fn annotation_forms() {
    let text = "fn main() {\n    a(); //~ ERROR same\n    //~^ WARN up\n    //~| NOTE same as previous\n    //~v HELP below\n    b();\n}\n//~? ERROR anywhere\n";
    let s = parse_file(text).unwrap();
    let a = &s.edition(Edition::E2021).unwrap().annotations;
    let lines: Vec<_> = a.iter().map(|a| (a.kind.level().unwrap(), a.line)).collect();
    assert_eq!(
        lines,
        vec![
            (Level::Error, AnnotationLine::Line(2)),
            (Level::Warn, AnnotationLine::Line(2)),
            (Level::Note, AnnotationLine::Line(2)),
            (Level::Help, AnnotationLine::Line(6)),
            (Level::Error, AnnotationLine::Anywhere),
        ]
    );
    assert_eq!(s.edition(Edition::E2021).unwrap().crate_type, CrateType::Bin);
}

#[test]
fn unknown_directive_suggests_the_closest_name() {
    let m = messages("//@ chek-pass\nfn f() {}\n");
    assert_eq!(m, vec!["suites/suite/snip.rs:1:1: unknown directive `chek-pass` (did you mean `check-pass`?)".to_string()]);
}

#[test]
fn every_bad_line_is_reported() {
    let m = messages(
        "//@ min-rust: one\n//@ check-pass: yes\n//@ compile-flags: --edition 2018\n//@ stale-since: 1.92\n//@ edition: 2019\n//@[e2099] check-pass\nfn f() {} //~ EROR x\n",
    );
    assert_eq!(m.len(), 7, "{m:#?}");
    assert!(m[0].contains(":1:") && m[0].contains("malformed release"));
    assert!(m[1].contains(":2:") && m[1].contains("takes no value"));
    assert!(m[2].contains("must not set `--edition`"));
    assert!(m[3].contains("malformed `stale-since`"));
    assert!(m[4].contains("malformed `edition: 2019`"));
    assert!(m[5].contains("unknown revision `e2099`"));
    assert!(m[6].contains(":7:") && m[6].contains("unknown annotation level `EROR`"));
}

#[test]
fn contradicting_stages_are_an_error() {
    let m = messages("//@ check-pass\n//@ check-fail\nfn f() {}\n");
    assert!(m[0].contains("contradicts"), "{m:?}");
}

#[test]
fn error_annotation_under_a_pass_stage_is_an_error() {
    let m = messages("//@ check-pass\nfn f() {} //~ ERROR E0308\n");
    assert!(m[0].contains("stage is `check-pass`"), "{m:?}");
}

#[test]
fn edition_ranges_narrow_the_revisions() {
    let s = parse_file("//@ edition: 2024\nfn f() {}\n").unwrap();
    assert_eq!(s.editions.iter().map(|e| e.edition).collect::<Vec<_>>(), vec![Edition::E2024]);
    let s = parse_file("//@ edition: 2021..\nfn f() {}\n").unwrap();
    assert_eq!(s.editions.len(), 2);
    let s = parse_file("//@ edition: ..2021\nfn f() {}\n").unwrap();
    assert_eq!(s.editions.iter().map(|e| e.edition).collect::<Vec<_>>(), vec![Edition::E2021]);
}

#[test]
fn provenance_and_lane_predicates() {
    let text = "//@ rfc: 3498\n//@ source: 3498-x.md#block-12 sha256:abc\n//@ section: Solution\n//@ claim: \"captures all\"\n//@ min-rust: 1.82\n//@ max-rust: 1.90.1\n//@ needs-nightly\n//@[e2021] stale-since: 1.92 \"changed (rust-lang/rust#1)\"\n//@ normalize-stderr: \"a+\" -> \"b\"\n//@ compile-flags: -W impl_trait_overcaptures\nfn f() {}\n";
    let s = parse_file(text).unwrap();
    assert_eq!(s.origin.rfc.as_deref(), Some("3498"));
    assert_eq!(s.origin.source.as_deref(), Some("3498-x.md#block-12"));
    assert_eq!(s.origin.sha256.as_deref(), Some("abc"));
    let e21 = s.edition(Edition::E2021).unwrap();
    assert_eq!(e21.claims, vec!["captures all".to_string()]);
    assert_eq!(e21.min_rust, Release::parse("1.82"));
    assert_eq!(e21.max_rust, Release::parse("1.90.1"));
    assert!(e21.needs_nightly);
    assert_eq!(e21.stale_since.as_ref().unwrap().reason, "changed (rust-lang/rust#1)");
    assert_eq!(e21.compile_flags, vec!["-W", "impl_trait_overcaptures"]);
    assert_eq!(e21.normalize.len(), 1);
    assert!(s.edition(Edition::E2024).unwrap().stale_since.is_none());
    assert_eq!(provenance(text), vec![Provenance { source: "3498-x.md#block-12".into(), sha256: "abc".into() }]);
}

#[test]
fn whole_snippet_directives_cannot_be_scoped() {
    let m = messages("//@[e2021] rfc: 3498\nfn f() {}\n");
    assert!(m[0].contains("cannot be scoped"), "{m:?}");
}

#[test]
fn prose_annotations_are_ignored_only_when_declared() {
    let text = "fn f() {} //~ OK.\n";
    assert!(messages(text)[0].contains("prose-annotations"));
    let s = parse_file(&format!("//@ prose-annotations\n{text}")).unwrap();
    assert!(s.edition(Edition::E2021).unwrap().annotations.is_empty());
}

#[test]
fn run_stages_compile_a_binary() {
    let s = parse_file("//@ run-pass\nfn f() {}\n").unwrap();
    assert_eq!(s.edition(Edition::E2021).unwrap().crate_type, CrateType::Bin);
}

#[test]
fn explicit_revisions_must_be_editions() {
    assert!(parse_file("//@ revisions: e2021 e2024\nfn f() {}\n").is_ok());
    let m = messages("//@ revisions: a b\nfn f() {}\n");
    assert_eq!(m.len(), 2);
}

#[test]
fn tool_stages_parse_and_rustdoc_documents_a_library() {
    let s = parse_file("//@ rustdoc\nfn main() {}\n").unwrap();
    let e21 = s.edition(Edition::E2021).unwrap();
    assert_eq!((e21.stage, e21.crate_type), (Stage::Rustdoc, CrateType::Lib));
    assert_eq!(e21.stage.tool(), Some(Tool::Rustdoc));
    let s = parse_file("//@[e2021] rustdoc\n//@[e2024] rustdoc-fail\nfn f() {}\n").unwrap();
    assert_eq!(s.edition(Edition::E2024).unwrap().stage, Stage::RustdocFail);
    let s = parse_file("//@ rustfmt\nfn f( ) {}\n").unwrap();
    assert_eq!(s.edition(Edition::E2021).unwrap().stage.tool(), Some(Tool::Rustfmt));
}

#[test]
fn formats_to_names_a_file_next_to_the_snippet() {
    let s = parse_file("//@ rustfmt\n//@[e2024] formats-to: b.rs\nfn f( ) {}\n").unwrap();
    let target = s.edition(Edition::E2024).unwrap().formats_to.clone().unwrap();
    assert_eq!((target.path.as_path(), target.line, target.code), (Path::new("suites/suite/b.rs"), 2, None));
    assert_eq!(s.edition(Edition::E2021).unwrap().formats_to, None);
    let elsewhere = messages("//@ rustfmt\n//@ formats-to: ../other/c.rs\nfn f() {}\n");
    assert!(
        elsewhere[0].contains("snip.rs:2:1: `formats-to: ../other/c.rs` must name a `.rs` snippet file in the same folder"),
        "{elsewhere:?}"
    );
}

#[test]
fn tool_stage_conflicts_are_errors() {
    let m = messages("//@ check-pass\n//@ formats-to: snip.rs\nfn f() {}\n");
    assert!(m.iter().any(|m| m.contains("`formats-to` is a claim of the `rustfmt` stage")), "{m:?}");
    assert!(m.iter().all(|m| m.starts_with("suites/suite/snip.rs:2:1:")), "the line of `formats-to`: {m:?}");
    let m = messages("//@ rustfmt\nfn f() {} //~ WARN x\n");
    assert!(m.iter().any(|m| m.contains("no diagnostics to annotate")), "{m:?}");
    assert!(m.iter().all(|m| m.starts_with("suites/suite/snip.rs:2:1:")), "the line of the annotation: {m:?}");
    let package =
        parse("s/p", Path::new("suites/s/p"), SnippetKind::Package, "#@ note: \"x\"\n#@ rustdoc\n", "", String::new()).unwrap_err();
    assert!(package[0].message.contains("runs on `.rs` snippets"), "{package:?}");
    assert_eq!(package[0].line, 2, "the line of the stage: {package:?}");
}

#[test]
fn code_drops_directive_lines_only() {
    assert_eq!(code("//@ rustfmt\n//@[e2024] formats-to: b.rs\nfn f() {}\n// keep\n"), "fn f() {}\n// keep\n");
}

#[test]
fn observe_makes_no_claim() {
    let s = parse_file("//@ observe\n//@[e2024] run-pass\nfn main() {}\n").unwrap();
    assert!(s.editions.iter().all(|e| e.observe));
    assert_eq!(s.edition(Edition::E2024).unwrap().stage, Stage::RunPass, "a stage says what runs");
    assert_eq!(s.edition(Edition::E2021).unwrap().stage, Stage::CheckPass);
    let scoped = parse_file("//@[e2021] observe\n//@[e2024] stale-since: 1.90 \"why (#1)\"\nfn f() {}\n").unwrap();
    assert!(scoped.edition(Edition::E2021).unwrap().observe && !scoped.edition(Edition::E2024).unwrap().observe);
}

#[test]
fn observe_with_a_claim_is_an_error_at_the_claim() {
    let m = messages("//@ observe\n//@ stale-since: 1.90 \"why (#1)\"\nfn f() {}\n");
    assert_eq!(m.len(), 2, "{m:#?}");
    assert!(m[0].contains(":2:1: e2021: `observe` makes no claim, so `stale-since`"), "{m:#?}");
    let m = messages("//@ observe\nfn f() { x } //~ ERROR E0425\n");
    assert!(m.iter().all(|m| m.contains(":2:1:") && m.contains("annotations are claims")), "{m:#?}");
    let m = messages("//@[e2024] observe\n//@ claim: \"x\"\nfn f() {}\n");
    assert_eq!(m.len(), 1, "{m:#?}");
    assert!(m[0].contains("e2024: `observe` makes no claim, so `claim`"), "{m:#?}");
}

#[test]
fn verbatim_observes_and_names_the_variant_that_tests_its_claim() {
    let s = parse_file("//@ verbatim: block-01-fixed.rs\nfn f() { x }\n").unwrap();
    assert!(s.editions.iter().all(|e| e.observe), "its cells observe");
    assert_eq!(s.origin.verbatim.as_deref(), Some("block-01-fixed.rs"));
    let m = messages("//@ verbatim: block-01-fixed.rs\n//@ claim: \"x\"\nfn f() {}\n");
    assert_eq!(m.len(), 2, "{m:#?}");
    assert!(m[0].contains(":2:1: e2021: `verbatim` makes no claim, so `claim`"), "{m:#?}");
    let m = messages("//@ verbatim: block-01-fixed.rs\nfn f() { x } //~ ERROR E0425\n");
    assert!(m.iter().all(|m| m.contains("`verbatim` directive")), "{m:#?}");
    let m = messages("//@ verbatim: ../other/x.rs\nfn f() {}\n");
    assert!(m[0].contains("in the same folder"), "{m:#?}");
}

#[test]
fn label_annotations() {
    let s = parse_file("fn f() {}\n//~^ ERROR E0515\n//~| LABEL returns a value referencing\n").unwrap();
    let a = &s.edition(Edition::E2021).unwrap().annotations;
    assert_eq!(a[1].kind, AnnotationKind::Label);
    assert_eq!((a[1].line, a[1].text.as_str()), (AnnotationLine::Line(1), "returns a value referencing"));
    assert_eq!(s.edition(Edition::E2021).unwrap().stage, Stage::CheckFail);
    let only_label = parse_file("fn f() {}\n//~^ LABEL x\n").unwrap();
    assert_eq!(only_label.edition(Edition::E2021).unwrap().stage, Stage::CheckPass, "a label is not an error");
}

#[test]
fn wrap_fn_keeps_every_line_in_place() {
    let text = "//@ rfc: 3627\n//@ wrap: fn\nlet (x, mut y) = &(true, false);\n//~^ ERROR E0308\n";
    let s = parse_file(text).unwrap();
    let wrap = s.edition(Edition::E2024).unwrap().wrap.clone().unwrap();
    assert_eq!(wrap.line, 2);
    assert_eq!(wrap.apply(text), "//@ rfc: 3627\nfn __edrift_wrapped() {\nlet (x, mut y) = &(true, false);\n//~^ ERROR E0308\n}\n");
    assert_eq!(wrap.apply(text).lines().count(), text.lines().count() + 1, "one closing line after the end");
}

#[test]
fn wrap_errors_name_the_line() {
    let m = messages("let x = 1;\n//@ wrap: fn\n");
    assert!(m[0].contains(":2:1: `wrap: fn` must come before the code"), "{m:#?}");
    let m = messages("//@ wrap: mod\nlet x = 1;\n");
    assert!(m[0].contains("unknown `wrap: mod`"), "{m:#?}");
    let m = messages("//@[e2021] wrap: fn\nlet x = 1;\n");
    assert!(m[0].contains("cannot be scoped"), "{m:#?}");
    let m = messages("//@ wrap: fn\n//@ rustdoc\nlet x = 1;\n");
    assert!(m.iter().any(|m| m.contains(":1:1:") && m.contains("the stage is `rustdoc`")), "{m:#?}");
}

#[test]
fn migrate_claims() {
    let s = parse_file("//@ migrate: equivalent\nfn main() {}\n").unwrap();
    assert_eq!(s.migrate, Some(MigrateClaim::Equivalent));
    let s = parse_file("//@ migrate: breaks \"the lint has no fix (rust-lang/rust#1)\"\nfn main() {}\n").unwrap();
    assert_eq!(s.migrate, Some(MigrateClaim::Breaks { since: None, reason: "the lint has no fix (rust-lang/rust#1)".to_string() }));
    let s = parse_file("//@ migrate: breaks since 1.86 \"bisected (1.85.1, 1.86.0]\"\nfn main() {}\n").unwrap();
    let since = Release::parse("1.86").unwrap();
    assert_eq!(s.migrate, Some(MigrateClaim::Breaks { since: Some(since.clone()), reason: "bisected (1.85.1, 1.86.0]".to_string() }));
    let claim = s.migrate.unwrap();
    assert!(!claim.applies_on(&Release::parse("1.85.1").unwrap()) && claim.applies_on(&since));
    assert!(messages("//@ migrate: breaks since x \"why\"\nfn main() {}\n")[0].contains("malformed"));
    assert_eq!(parse_file("fn main() {}\n").unwrap().migrate, None);
    let errors = messages("//@ migrate: breaks\nfn main() {}\n");
    assert!(errors[0].contains("snip.rs:1:") && errors[0].contains("migrate: breaks \"why"), "{errors:?}");
    assert!(messages("//@ migrate: maybe\nfn main() {}\n")[0].contains("malformed `migrate: maybe`"));
}

#[test]
fn a_wrapped_copy_unwraps_to_the_snippet_with_the_rewrite_kept() {
    let text = "//@ edition: 2021\n//@ wrap: fn\nlet [x, mut y] = &[(), ()];\n";
    let s = parse_file(text).unwrap();
    let wrap = s.edition(Edition::E2021).unwrap().wrap.clone().unwrap();
    let wrapped = wrap.apply(text);
    assert_eq!(wrapped, "//@ edition: 2021\nfn __edrift_wrapped() {\nlet [x, mut y] = &[(), ()];\n}\n");
    assert_eq!(wrap.unapply(text, &wrapped), text);
    let rewritten = wrapped.replace("let [x, mut y]", "let &[ref x, mut y]");
    assert_eq!(wrap.unapply(text, &rewritten), "//@ edition: 2021\n//@ wrap: fn\nlet &[ref x, mut y] = &[(), ()];\n");
}

#[test]
fn editions_2015_and_2018_run_only_when_a_snippet_names_them() {
    let editions = |text: &str| parse_file(text).unwrap().editions.iter().map(|e| e.edition).collect::<Vec<_>>();
    assert_eq!(editions("fn f() {}\n"), [Edition::E2021, Edition::E2024]);
    assert_eq!(editions("//@ edition: 2015..\nfn f() {}\n"), Edition::ALL);
    assert_eq!(editions("//@ edition: 2018\nfn f() {}\n"), [Edition::E2018]);
    assert_eq!(editions("//@ edition: 2015..=2018\nfn f() {}\n"), [Edition::E2015, Edition::E2018]);
    let s = parse_file("//@ edition: 2015..\n//@[e2015] check-pass\nfn async() {}\n//[e2018]~^ ERROR expected identifier\n").unwrap();
    assert_eq!(s.edition(Edition::E2015).unwrap().stage, Stage::CheckPass);
    assert_eq!(s.edition(Edition::E2018).unwrap().stage, Stage::CheckFail);
}

#[test]
fn flags_that_name_a_path_outside_the_cell_are_errors_at_their_line() {
    for (flags, word) in [
        ("//@ compile-flags: @/etc/hostname", "@/etc/hostname"),
        ("//@ compile-flags: --out-dir /tmp/x", "/tmp/x"),
        ("//@ compile-flags: --out-dir=../../outside", "--out-dir=../../outside"),
        ("//@ compile-flags: -L native=/usr/lib", "native=/usr/lib"),
        ("//@ compile-flags: -C link-args=-Wl,-rpath,/opt/x", "link-args=-Wl,-rpath,/opt/x"),
        ("//@[e2021] compile-flags: @../args", "@../args"),
    ] {
        let all = messages(&format!("//@ check-pass\n{flags}\nfn main() {{}}\n"));
        assert_eq!(all.len(), 1, "{flags}: {all:?}");
        assert!(all[0].starts_with("suites/suite/snip.rs:2:"), "{flags}: names the file and line: {all:?}");
        assert!(all[0].contains(&format!("names `{word}`, a path outside the cell's folder")), "{flags}: {all:?}");
    }
    let package = |manifest: &str| {
        parse("suite/p", Path::new("suites/suite/p"), SnippetKind::Package, manifest, "", String::new())
            .map(|_| ())
            .map_err(|errors| errors.into_iter().map(|e| e.to_string()).collect::<Vec<_>>())
    };
    for args in ["--manifest-path /work/other/Cargo.toml", "--manifest-path ../q/Cargo.toml", "--target-dir=/tmp/t", "--config /etc/x.toml"]
    {
        let errors = package(&format!("#@ check-pass\n#@ cargo-args: {args}\n[package]\n")).unwrap_err();
        assert_eq!(errors.len(), 1, "{args}: {errors:?}");
        assert!(errors[0].starts_with("suites/suite/p/Cargo.toml:2:") && errors[0].contains("`cargo-args` names"), "{errors:?}");
    }
    // What the suites write stays valid: lints, cfgs, rustfmt options, cargo's own flags.
    let fine = "//@ check-pass\n//@ compile-flags: -W rust-2024-compatibility --cfg edition_is_2021 -D warnings\n//@ compile-flags: \
                --cfg feature=\"a/b\" -Zunstable-options\nfn main() {}\n";
    assert!(parse_file(fine).is_ok(), "{:?}", parse_file(fine).err());
    let cargo = "#@ check-pass\n#@ cargo-args: -Zpublic-dependency --features derive --doc -- --test-threads=1\n[package]\n";
    assert_eq!(package(cargo), Ok(()));
}

#[test]
fn a_byte_order_mark_is_read_as_no_mark() {
    let s = parse_file("\u{feff}//@ run-fail\nfn main() { panic!() }\n").unwrap();
    assert_eq!(s.edition(Edition::E2021).unwrap().stage, Stage::RunFail, "the BOM hid the directive");
    let manifest = "\u{feff}#@ cargo: test\n[package]\nname = \"p\"\n";
    let s = parse("suite/p", Path::new("suites/suite/p"), SnippetKind::Package, manifest, "", String::new()).unwrap();
    assert_eq!(s.edition(Edition::E2024).unwrap().cargo.as_ref().unwrap().command, "test");
}

#[test]
fn a_stage_written_twice_or_two_stages_for_one_edition_are_errors_naming_both_lines() {
    let m = messages("//@ run-fail\n//@ run-fail\nfn main() {}\n");
    assert_eq!(m, ["suites/suite/snip.rs:2:1: `run-fail` is written twice for e2021 and e2024 (lines 1 and 2): keep one"]);
    let m = messages("//@ run-pass\n//@[e2024] check-pass\nfn main() {}\n");
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].contains(":2:1:") && m[0].contains("`check-pass` contradicts `run-pass` (line 1) for e2024"), "{m:?}");
    let m = messages("//@ min-rust: 1.80\n//@ min-rust: 1.85\nfn f() {}\n");
    assert!(m[0].contains(":2:1:") && m[0].contains("`min-rust` is written twice"), "{m:?}");
    let m = messages("//@ edition: 2021\n//@ edition: 2024\nfn f() {}\n");
    assert!(m[0].contains("`edition` is written twice (lines 1 and 2)"), "{m:?}");
    // One stage per edition, scoped: no conflict; lists may repeat.
    assert!(parse_file("//@[e2021] run-pass\n//@[e2024] run-fail\n//@ claim: a\n//@ claim: b\nfn main() {}\n").is_ok());
}

#[test]
fn min_rust_above_max_rust_is_an_error_naming_both_lines() {
    let m = messages("//@ min-rust: 1.90\n//@ check-pass\n//@ max-rust: 1.80\nfn f() {}\n");
    assert!(m[0].contains(":3:1:") && m[0].contains("`min-rust: 1.90.0` (line 1) is above `max-rust: 1.80.0` (line 3)"), "{m:?}");
    assert!(parse_file("//@ min-rust: 1.80\n//@ max-rust: 1.80\nfn f() {}\n").is_ok());
}

#[test]
fn an_annotation_pointing_below_the_last_line_is_an_error_at_its_line() {
    let m = messages("fn f() {}\n//~vvvvv ERROR E0308\nfn g() {}\n");
    assert_eq!(m, ["suites/suite/snip.rs:2:1: `//~vvvvv` points below the last line (3)"]);
    assert!(parse_file("//~v ERROR E0308\nfn f() {}\n").is_ok());
}

#[test]
fn only_the_supported_cargo_commands_are_accepted() {
    let package = |manifest: &str| parse("suite/p", Path::new("suites/suite/p"), SnippetKind::Package, manifest, "", String::new());
    let errors = package("#@ cargo: publish\n[package]\n").unwrap_err();
    let message = errors[0].to_string();
    assert!(message.contains("Cargo.toml:1:") && message.contains("`cargo: publish`") && message.contains("build, check"), "{message}");
    assert!(package("#@ cargo: generate-lockfile\n[package]\n").is_ok());
}

#[test]
fn a_normalize_pattern_that_matches_the_empty_text_is_an_error() {
    let m = messages("//@ normalize-stderr: \"\" -> \"0123456789\"\nfn f() {}\n");
    assert!(m[0].contains(":1:") && m[0].contains("matches the empty text"), "{m:?}");
    assert!(messages("//@ normalize-stderr: \"x*\" -> \"y\"\nfn f() {}\n")[0].contains("matches the empty text"));
    // Deleting what matches, even nothing, cannot grow the text.
    assert!(parse_file("//@ normalize-stderr: \"(?m)^$\" -> \"\"\nfn f() {}\n").is_ok());
}

#[test]
fn a_scope_naming_an_edition_the_snippet_does_not_run_is_an_error_at_its_line() {
    let m = messages("//@[e2018] check-pass\nfn f() {}\n");
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].starts_with("suites/suite/snip.rs:1:1: scope `e2018` names edition 2018"), "{m:?}");
    assert!(m[0].contains("it runs 2021, 2024") && m[0].contains("`edition: 2018..`"), "{m:?}");
    // An annotation scoped so, at its own line and column.
    let m = messages("fn f() {}\n    //[e2018]~^ ERROR E0700\n");
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].starts_with("suites/suite/snip.rs:2:5: scope `e2018` names edition 2018"), "{m:?}");
    // Narrowed editions: `e2021` of a 2024-only snippet is outside too.
    let m = messages("//@ edition: 2024\n//@[e2021,e2024] check-pass\nfn f() {}\n");
    assert!(m[0].contains(":2:1: scope `e2021` names edition 2021") && m[0].contains("`edition: 2021..`"), "{m:?}");
    // A scope inside the snippet's editions is read, 2018 included once the snippet runs it.
    let s = parse_file("//@ edition: 2018..\n//@[e2018] check-pass\nfn f() {}\n//[e2018]~^ WARN x\n").unwrap();
    assert_eq!(s.edition(Edition::E2018).unwrap().annotations.len(), 1);
    assert!(s.edition(Edition::E2021).unwrap().annotations.is_empty());
}

#[test]
fn holds_since_must_be_earlier_than_stale_since() {
    // Both on one claim: it fails before 1.85, holds from 1.85 and fails again from 1.92.
    let s = parse_file(
        "//@[e2021] holds-since: 1.85 \"lint added (rust-lang/rust#1)\"\n//@[e2021] stale-since: 1.92 \"lint removed (rust-lang/rust#2)\"\nfn f() {}\n",
    )
    .unwrap();
    let e21 = s.edition(Edition::E2021).unwrap();
    assert_eq!(e21.holds_since.as_ref().unwrap().release, Release::parse("1.85").unwrap());
    assert_eq!(e21.stale_since.as_ref().unwrap().release, Release::parse("1.92").unwrap());
    for (holds, stale) in [("1.92", "1.85"), ("1.90", "1.90")] {
        let m = messages(&format!(
            "//@ stale-since: {stale} \"a (rust-lang/rust#1)\"\n//@ holds-since: {holds} \"b (rust-lang/rust#2)\"\nfn f() {{}}\n"
        ));
        assert_eq!(m.len(), 2, "one per edition: {m:?}");
        assert!(m[0].contains(":2:1: e2021: `holds-since: ") && m[0].contains("(line 2) is not earlier than `stale-since: "), "{m:?}");
        assert!(m[0].contains("(line 1)"), "{m:?}");
    }
    // Scoped to different editions, they qualify different claims.
    assert!(
        parse_file(
            "//@[e2021] stale-since: 1.85 \"a (rust-lang/rust#1)\"\n//@[e2024] holds-since: 1.92 \"b (rust-lang/rust#2)\"\nfn f() {}\n"
        )
        .is_ok()
    );
}

#[test]
fn a_normalize_replacement_naming_a_missing_group_is_an_error_naming_the_groups() {
    let m = messages("//@ normalize-stderr: \"x\" -> \"$9\"\nfn f() {}\n");
    assert_eq!(m.len(), 1, "{m:?}");
    assert!(m[0].starts_with("suites/suite/snip.rs:1:1:") && m[0].contains("names group `9`"), "{m:?}");
    assert!(m[0].contains("it has $0 (the whole match)"), "{m:?}");
    let m = messages("//@ normalize-stderr: \"(a)(?<n>b)\" -> \"${m}\"\nfn f() {}\n");
    assert!(m[0].contains("names group `m`") && m[0].contains("$0 (the whole match), $1, $2 or ${n}"), "{m:?}");
    // `$1a` is the group named `1a` to the regex crate, not group 1 then `a`.
    assert!(messages("//@ normalize-stderr: \"(a)\" -> \"$1a\"\nfn f() {}\n")[0].contains("names group `1a`"));
    for good in [r#""(a)(?<n>b)" -> "$2${1}a$n""#, r#""x" -> "$$9""#, r#""x" -> "$0 costs $""#] {
        assert!(parse_file(&format!("//@ normalize-stderr: {good}\nfn f() {{}}\n")).is_ok(), "{good}");
    }
}

#[test]
fn file_has_line_reads_a_file_and_a_line_and_shows_the_file() {
    let manifest = "#@ cargo: add\n#@ file-has-line: Cargo.toml giffy = [\"dep:giffy\"]\n#@ check-pass\n[package]\n";
    let s = parse("suite/p", Path::new("suites/suite/p"), SnippetKind::Package, manifest, "", String::new()).unwrap();
    let cargo = s.edition(Edition::E2021).unwrap().cargo.clone().unwrap();
    assert_eq!(cargo.file_lines, [("Cargo.toml".to_string(), "giffy = [\"dep:giffy\"]".to_string())]);
    assert_eq!(cargo.show_files, ["Cargo.toml"], "the file is shown, as with show-file");
    for bad in ["Cargo.toml", "../Cargo.toml x = 1"] {
        let manifest = format!("#@ file-has-line: {bad}\n[package]\n");
        assert!(parse("suite/p", Path::new("suites/suite/p"), SnippetKind::Package, &manifest, "", String::new()).is_err(), "{bad}");
    }
}
