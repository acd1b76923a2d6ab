use std::path::PathBuf;

use super::*;
use crate::verdict::Outcome;

fn parse_test(text: &str) -> Result<Vec<Snippet>, Vec<DirectiveError>> {
    parse("ui/t", &PathBuf::from("/s/ui/t.rs"), text, "hash", &SuiteConfig::compiletest())
}

fn one(text: &str) -> (EditionSpec, Compiletest) {
    let snippets = parse_test(text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(snippets.len(), 1);
    let mut spec = snippets[0].editions[0].clone();
    let ct = *spec.compiletest.take().unwrap();
    (spec, ct)
}

fn error_of(text: &str) -> DirectiveError {
    let errors = parse_test(text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    errors[0].clone()
}

#[test]
fn a_test_without_directives_is_edition_2015_check_fail_with_no_revision() {
    let snippets = parse_test("fn main() { x } //~ ERROR cannot find value\n").unwrap();
    assert_eq!(snippets.len(), 1);
    assert_eq!(snippets[0].id, "ui/t");
    let spec = &snippets[0].editions[0];
    assert_eq!((spec.edition, spec.stage), (Edition::E2015, Stage::CheckFail));
    assert!(spec.compile_flags.is_empty(), "no --cfg without revisions");
    assert_eq!(spec.crate_type, CrateType::Bin, "compiletest builds a binary unless told otherwise");
}

#[test]
fn revisions_are_snippets_with_their_cfg_and_scoped_directives() {
    let text =
        "//@ revisions: e2015 next\n//@[next] edition: 2021\n//@[e2015] check-pass\n//@[next] compile-flags: -Cdebuginfo=0\nfn main() {}\n";
    let snippets = parse_test(text).unwrap();
    let ids: Vec<&str> = snippets.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["ui/t#e2015", "ui/t#next"]);
    let (old, next) = (&snippets[0].editions[0], &snippets[1].editions[0]);
    assert_eq!((old.edition, old.stage), (Edition::E2015, Stage::CheckPass));
    assert_eq!((next.edition, next.stage), (Edition::E2021, Stage::CheckFail));
    assert_eq!(old.compile_flags, ["--cfg", "e2015"]);
    assert_eq!(next.compile_flags, ["--cfg", "next", "-Cdebuginfo=0"]);
    assert_eq!(next.compiletest.as_ref().unwrap().revision.as_deref(), Some("next"));
}

#[test]
fn an_undeclared_revision_in_a_scope_or_annotation_is_an_error_naming_the_line() {
    let e = error_of("//@ revisions: a b\n//@[c] check-pass\nfn main() {}\n");
    assert_eq!(e.line, 2);
    assert!(e.message.contains("unknown revision `c`") && e.message.contains("`a b`"), "{e}");
    let e = error_of("//@ revisions: a\nfn main() {} //[z]~ ERROR x\n");
    assert_eq!(e.line, 2);
}

#[test]
fn an_unknown_directive_is_an_error_with_the_closest_name() {
    let e = error_of("//@ chek-pass\nfn main() {}\n");
    assert_eq!((e.line, e.column), (1, 1));
    assert!(e.message.contains("unknown directive `chek-pass`") && e.message.contains("did you mean `check-pass`"), "{e}");
    let e = error_of("fn main() {}\n//@ ignore-windwos\n");
    assert_eq!(e.line, 2);
    assert!(e.message.contains("did you mean `ignore-windows`"), "{e}");
    let e = error_of("//@ needs-unwindd\nfn main() {}\n");
    assert!(e.message.contains("did you mean `needs-unwind`"), "{e}");
}

#[test]
fn each_stage_directive_sets_the_stage_and_two_contradict() {
    for stage in [Stage::CheckPass, Stage::CheckFail, Stage::BuildPass, Stage::BuildFail, Stage::RunPass, Stage::RunFail] {
        let (spec, _) = one(&format!("//@ {}\nfn main() {{}}\n", stage.name()));
        assert_eq!(spec.stage, stage);
    }
    let e = error_of("//@ check-pass\n//@ run-pass\nfn main() {}\n");
    assert!(e.message.contains("contradicts"), "{e}");
}

#[test]
fn edition_and_compile_flags_and_z_flags() {
    let (spec, ct) = one("//@ edition: 2024\n//@ compile-flags: -Zunstable-options --crate-type lib\nfn f() {}\n");
    assert_eq!(spec.edition, Edition::E2024);
    assert_eq!(spec.compile_flags, ["-Zunstable-options", "--crate-type", "lib"]);
    assert_eq!(ct.nightly_flags, ["-Zunstable-options"]);
    let (_, ct) = one("#![feature(never_type, rustc_attrs)]\n  #![feature(gen_blocks)]\n// #![feature(in_a_comment)]\nfn main() {}\n");
    assert_eq!(ct.features, ["never_type", "rustc_attrs", "gen_blocks"], "crate attributes only");
    let gated =
        "//@ revisions: a b c\n#![cfg_attr(any(a, c), feature(never_type))]\n#![cfg_attr(not(a), feature(gen_blocks))]\nfn main() {}\n";
    let snippets = parse_test(gated).unwrap();
    let features: Vec<_> = snippets.iter().map(|s| s.editions[0].compiletest.as_ref().unwrap().features.clone()).collect();
    assert_eq!(
        features,
        [vec!["never_type", "gen_blocks"], vec!["gen_blocks"], vec!["never_type", "gen_blocks"]],
        "by revision; not(...) counts"
    );
    let (spec, _) = one("//@ compile-flags: --edition=2018\nfn main() {}\n");
    assert_eq!(spec.edition, Edition::E2018, "an edition in compile-flags is the test's edition");
    let (spec, _) = one("//@ edition:2021\nfn main() {}\n");
    assert_eq!(spec.edition, Edition::E2021, "no space after the colon");
    let e = error_of("//@ edition: 2027\nfn main() {}\n");
    assert!(e.message.contains("unknown edition"), "{e}");
}

#[test]
fn known_bug_makes_annotations_optional_and_dont_require_annotations_removes_a_level() {
    let (_, ct) = one("//@ known-bug: #1\nfn main() {}\n");
    assert!(ct.known_bug && ct.required.is_empty());
    let (_, ct) = one("//@ dont-require-annotations: WARN\nfn main() {} //~ NOTE n\n");
    assert_eq!(ct.required, [Level::Error, Level::Note], "NOTE required once annotated, WARN no longer");
}

#[test]
fn conditions_are_recorded_in_order_and_unhonourable_directives_make_a_reason() {
    let (_, ct) =
        one("//@ only-x86_64\n//@ ignore-windows: no reason\n//@ needs-unwind\n//@ ignore-x86_64-pc-windows-msvc\nfn main() {}\n");
    let names: Vec<String> = ct.conditions.iter().map(Condition::directive).collect();
    assert_eq!(names, ["only-x86_64", "ignore-windows", "needs-unwind", "ignore-x86_64-pc-windows-msvc"]);
    assert_eq!(ct.unhonoured, None);
    let (_, ct) = one("//@ aux-bin: tool.rs\nfn main() {}\n");
    assert!(ct.unhonoured.as_deref().is_some_and(|r| r.starts_with("aux-bin: ")), "{:?}", ct.unhonoured);
    let (_, ct) = one("//@ aux-build: dep-one.rs\n//@ aux-crate: noprelude:other=two.rs\n//@ proc-macro: pm.rs\nfn main() {}\n");
    let aux: Vec<(AuxKind, &str, &str, usize)> =
        ct.aux.iter().map(|a| (a.kind.clone(), a.crate_name.as_str(), a.crate_type.as_str(), a.line)).collect();
    assert_eq!(
        aux,
        [
            (AuxKind::Build, "dep_one", "lib", 1),
            (AuxKind::Crate { name: "other".into() }, "two", "lib", 2),
            (AuxKind::ProcMacro, "pm", "proc-macro", 3)
        ]
    );
    assert_eq!(ct.aux[0].path, PathBuf::from("/s/ui/auxiliary/dep-one.rs"));
    assert_eq!(
        one("//@ aux-build: ../beside.rs\nfn main() {}\n").1.aux[0].path,
        PathBuf::from("/s/ui/auxiliary/../beside.rs"),
        "inside the suite"
    );
    let (_, ct) = one("//@ aux-crate: priv:p=dep.rs\n//@ proc-macro: noprelude:pm.rs\nfn main() {}\n");
    assert_eq!(ct.aux.iter().map(|a| a.extern_name().unwrap()).collect::<Vec<_>>(), ["priv:p", "noprelude:pm"], "modifiers kept");
    let e = error_of("//@ aux-build: ../../escape.rs\nfn main() {}\n");
    assert!(e.message.contains("auxiliary/"), "{e}");
    let mut dep = ct.aux[0].clone();
    let test = PathBuf::from("/s/ui/t.rs");
    read_aux(&mut dep, &test, "//@ edition: 2021\n//@ compile-flags: -Cdebuginfo=0\n#![crate_type = \"dylib\"]\n", None).unwrap();
    assert_eq!((dep.edition, dep.flags.as_slice(), dep.crate_type.as_str()), (Edition::E2021, &["-Cdebuginfo=0".to_string()][..], "dylib"));
    // Its own auxiliary crates are the test's folder's, returned to be built before it.
    let nested = read_aux(&mut dep, &test, "//@ aux-build: nested.rs\n//@ aux-crate: n2=other-two.rs\n", None).unwrap();
    let nested: Vec<_> = nested.iter().map(|a| (a.path.display().to_string(), a.nested, a.extern_name())).collect();
    assert_eq!(
        nested,
        [("/s/ui/auxiliary/nested.rs".to_string(), true, None), ("/s/ui/auxiliary/other-two.rs".to_string(), true, Some("n2".to_string()))]
    );
    assert!(read_aux(&mut dep, &test, "//@ aux-bin: tool.rs\n", None).unwrap_err().contains(":1: an auxiliary program"));
    // For a revision: its scoped directives, not another's, and its `--cfg`.
    let mut dep = ct.aux[0].clone();
    read_aux(&mut dep, &test, "//@[a] edition: 2024\n//@[b] edition: 2018\n//@ [b] compile-flags: -Cx\n", Some("a")).unwrap();
    assert_eq!((dep.edition, dep.flags.as_slice()), (Edition::E2024, &["--cfg".to_string(), "a".to_string()][..]));
    read_aux(&mut dep, &test, "#![feature(dropck_eyepatch)]\n", Some("a")).unwrap();
    assert_eq!(dep.features, ["dropck_eyepatch"], "an auxiliary crate's features are the test's to need");
    let (_, ct) = one("//@ failure-status: 101\nfn main() {}\n");
    assert!(ct.unhonoured.as_deref().is_some_and(|r| r.contains("ICE")));
}

#[test]
fn run_directives_and_checks() {
    let text = "//@ run-pass\n//@ check-run-results\n//@ run-flags: a b\n//@ exec-env: K=V\n//@ rustc-env: R=1\n\
                //@ error-pattern: boom\n//@ dont-check-compiler-stderr\n//@ normalize-stdout: \"\\d+\" -> \"N\"\nfn main() {}\n";
    let (spec, ct) = one(text);
    assert_eq!(spec.stage, Stage::RunPass);
    assert!(ct.check_run_results && !ct.check_stderr);
    assert_eq!(ct.run_flags, ["a", "b"]);
    assert_eq!(ct.exec_env, [("K".to_string(), "V".to_string())]);
    assert_eq!(ct.rustc_env, [("R".to_string(), "1".to_string())]);
    assert_eq!(ct.error_patterns, ["boom"]);
    assert_eq!(ct.normalize_stdout[0].regex.replace_all("x 12", ct.normalize_stdout[0].replacement.as_str()), "x N");
    let (spec, _) = one("//@ normalize-stderr-test: \"a\" -> \"b\"\n//@ normalize-stderr: \"c\" -> \"d\"\nfn main() {}\n");
    assert_eq!(spec.normalize.len(), 2, "the -test spelling is the same rule");
    let e = error_of("//@ exec-env: nokey\nfn main() {}\n");
    assert!(e.message.contains("KEY=VALUE"), "{e}");
}

#[test]
fn annotations_carry_levels_lines_and_revisions() {
    let text = "//@ revisions: a b\nfn main() {\n    x; //~ ERROR cannot find [E0425]\n    //[a]~^ NOTE n\n    //~| HELP h\n}\n//~? WARN anywhere\n//[b]~v ERROR below\nfn g() {}\n";
    let snippets = parse_test(text).unwrap();
    let a = &snippets[0].editions[0].annotations;
    let b = &snippets[1].editions[0].annotations;
    let kinds = |list: &[Annotation]| list.iter().map(|x| (x.kind.name(), x.line)).collect::<Vec<_>>();
    assert_eq!(
        kinds(a),
        [
            ("ERROR", AnnotationLine::Line(3)),
            ("NOTE", AnnotationLine::Line(3)),
            ("HELP", AnnotationLine::Line(3)),
            ("WARN", AnnotationLine::Anywhere)
        ]
    );
    assert_eq!(
        kinds(b),
        [
            ("ERROR", AnnotationLine::Line(3)),
            ("HELP", AnnotationLine::Line(3)),
            ("WARN", AnnotationLine::Anywhere),
            ("ERROR", AnnotationLine::Line(9))
        ]
    );
    assert_eq!(a[0].text, "cannot find [E0425]");
    assert_eq!(snippets[0].editions[0].compiletest.as_ref().unwrap().required, [Level::Error, Level::Warn, Level::Note, Level::Help]);
    assert_eq!(snippets[1].editions[0].compiletest.as_ref().unwrap().required, [Level::Error, Level::Warn, Level::Help]);
    // A word compiletest does not know as a kind is the message of an annotation of no kind
    // (compiletest's own self-test writes `//~ cannot find value`): accepted, it matches nothing.
    let snippets = parse_test("fn main() {} //~ EROR x\n").unwrap_or_else(|e| panic!("{e:?}"));
    let a = &snippets[0].editions[0].annotations[0];
    assert_eq!((a.kind, a.text.as_str()), (AnnotationKind::Unknown, "EROR x"));
}

#[test]
fn a_directive_reads_its_value_only_after_a_colon() {
    let (spec, _) = one("//@ edition 2021\nfn main() {}\n");
    assert_eq!(spec.edition, Edition::E2015, "known, and sets nothing");
    let (spec, ct) = one("//@ revisions a b\n//@ compile-flags -Zflag\n//@ check-pass (a comment)\nfn main() {}\n");
    assert_eq!((ct.revision, spec.compile_flags.is_empty(), spec.stage), (None, true, Stage::CheckPass), "a flag reads no value");
    // Every row that reads a value says so.
    for name in ["edition", "compile-flags", "revisions", "aux-build", "normalize-stderr"] {
        assert!(DIRECTIVES.iter().any(|d| d.name == name && d.takes_value), "{name}");
    }
}

#[test]
fn a_space_may_stand_between_the_directive_prefix_and_its_revisions() {
    let snippets = parse_test("//@ revisions: a b\n//@ [a] edition: 2021\n//@[b] edition: 2024\nfn main() {}\n").unwrap();
    assert_eq!(snippets.iter().map(|s| s.editions[0].edition).collect::<Vec<_>>(), [Edition::E2021, Edition::E2024]);
}

#[test]
fn a_follow_annotation_follows_the_last_of_its_revision_across_other_lines() {
    let text = "//@ revisions: a b\nfn main() {\n    x;\n    //[a,b]~^ ERROR e\n    //[a] NOTE not an annotation: no tilde\n    //[b]~| NOTE n\n    y;\n    //[a]~^ ERROR f\n    // a comment\n    //[a]~| HELP h\n}\n";
    let snippets = parse_test(text).unwrap_or_else(|e| panic!("{e:?}"));
    let lines = |i: usize| snippets[i].editions[0].annotations.iter().map(|a| (a.kind.name(), a.line)).collect::<Vec<_>>();
    assert_eq!(lines(0), [("ERROR", AnnotationLine::Line(3)), ("ERROR", AnnotationLine::Line(7)), ("HELP", AnnotationLine::Line(7))]);
    assert_eq!(lines(1), [("ERROR", AnnotationLine::Line(3)), ("NOTE", AnnotationLine::Line(3))]);
    let e = error_of("fn main() {}\n//~| ERROR nothing before\n");
    assert!(e.message.contains("must follow"), "{e}");
    // An unscoped `//~|` after annotations of each revision on different lines follows each.
    let text = "//@ revisions: a b\nfn main() {\n    x;\n    y;\n    //[a]~^^ ERROR e\n    //[b]~^^ ERROR f\n    //~| WARN w\n}\n";
    let snippets = parse_test(text).unwrap_or_else(|e| panic!("{e:?}"));
    let lines = |i: usize| snippets[i].editions[0].annotations.iter().map(|a| (a.kind.name(), a.line)).collect::<Vec<_>>();
    assert_eq!(lines(0), [("ERROR", AnnotationLine::Line(3)), ("WARN", AnnotationLine::Line(3))]);
    assert_eq!(lines(1), [("ERROR", AnnotationLine::Line(4)), ("WARN", AnnotationLine::Line(4))]);
    let e = error_of("//@ revisions: a b\nfn main() {}\n//[a]~^ ERROR e\n//~| WARN b has nothing before\n");
    assert!(e.message.contains("must follow"), "{e}");
}

#[test]
fn lower_case_kinds_are_the_same_kinds() {
    let text =
        "fn main() {\n    x; //~ error: cannot find\n    //~^ warn: w\n    //~| warning: w2\n    //~| note: n\n    //~| help: h\n}\n";
    let snippets = parse_test(text).unwrap();
    let kinds: Vec<_> = snippets[0].editions[0].annotations.iter().map(|x| (x.kind.name(), x.text.as_str())).collect();
    assert_eq!(kinds, [("ERROR", "cannot find"), ("WARN", "w"), ("WARN", "w2"), ("NOTE", "n"), ("HELP", "h")]);
    for wrong in ["Error", "suggestion", "ERR"] {
        let snippets = parse_test(&format!("fn main() {{}} //~ {wrong} x\n")).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(snippets[0].editions[0].annotations[0].kind, AnnotationKind::Unknown, "{wrong}");
    }
}

#[test]
fn one_bad_file_reports_every_error_of_it() {
    let errors = parse_test("//@ chek-pass\n//@ edition: 1999\nfn main() {} //~^^^^ ERROR before the file\n").unwrap_err();
    assert_eq!(errors.iter().map(|e| e.line).collect::<Vec<_>>(), [1, 2, 3]);
}

#[test]
fn render_moves_what_follows_the_margin_with_it() {
    // (what, rustc's rendering, compiletest's): a margin of any width becomes `LL`'s two columns.
    let cases: &[(&str, &str, &str)] = &[
        (
            "the bar after a `...` elision",
            "error: e\n   --> $DIR/t.rs:120:5\n    |\n120 | / fn f() {\n...   |\n130 | | }\n    | |_^\n",
            "error: e\n  --> $DIR/t.rs:120:5\n   |\nLL | / fn f() {\n...  |\nLL | | }\n   | |_^\n",
        ),
        (
            "an elision already two columns in",
            "error: e\n  --> $DIR/t.rs:12:5\n   |\n12 | / fn f() {\n...  |\n30 | | }\n",
            "error: e\n  --> $DIR/t.rs:12:5\n   |\nLL | / fn f() {\n...  |\nLL | | }\n",
        ),
        (
            "the empty lines of a diff-style suggestion",
            "error: e\n --> $DIR/t.rs:7:1\nhelp: remove it\n  |\n7 - extern crate core;\n8 +\n9 - use x;\n  |\n",
            "error: e\n  --> $DIR/t.rs:7:1\nhelp: remove it\n   |\nLL - extern crate core;\nLL +\nLL - use x;\n   |\n",
        ),
        (
            "a note's further lines, margin one column",
            "error: e\n --> $DIR/t.rs:2:5\n  |\n2 |     (1, 2)\n  |\n  = note: expected type `u8`\n            found tuple `(i32, i32)`\n\n",
            "error: e\n  --> $DIR/t.rs:2:5\n   |\nLL |     (1, 2)\n   |\n   = note: expected type `u8`\n             found tuple `(i32, i32)`\n\n",
        ),
        (
            "a note's further lines, margin three columns",
            "error: x\n   --> $DIR/t.rs:120:5\n    |\n120 |     y\n    = note: expected type `u8`\n              found tuple `(i32, i32)`\n",
            "error: x\n  --> $DIR/t.rs:120:5\n   |\nLL |     y\n   = note: expected type `u8`\n             found tuple `(i32, i32)`\n",
        ),
        (
            "a note's further lines, margin already two columns",
            "error: x\n  --> $DIR/t.rs:12:5\n   |\n12 |     y\n   = note: a\n             b\n",
            "error: x\n  --> $DIR/t.rs:12:5\n   |\nLL |     y\n   = note: a\n             b\n",
        ),
    ];
    for (what, rustc, compiletest) in cases {
        assert_eq!(render(rustc), *compiletest, "{what}");
    }
}

#[test]
fn render_writes_ll_margins_of_any_width() {
    let narrow = "error: x\n --> $DIR/t.rs:3:5\n  |\n3 |     y\n  |     ^ here\n  = note: n\n\nerror: aborting\n";
    assert_eq!(render(narrow), "error: x\n  --> $DIR/t.rs:3:5\n   |\nLL |     y\n   |     ^ here\n   = note: n\n\nerror: aborting\n");
    let wide = "error: x\n   --> $DIR/t.rs:120:5\n    |\n120 |     y\n    |     ^\n";
    assert_eq!(render(wide), "error: x\n  --> $DIR/t.rs:120:5\n   |\nLL |     y\n   |     ^\n");
    let suggestion = "error: x\n --> $DIR/t.rs:3:5\n  |\n3 |     y\n  |\nhelp: escape\n  |\n3 |     r#y\n  |     ++\n\nerror: aborting\n";
    assert_eq!(
        render(suggestion),
        "error: x\n  --> $DIR/t.rs:3:5\n   |\nLL |     y\n   |\nhelp: escape\n   |\nLL |     r#y\n   |     ++\n\nerror: aborting\n",
        "a suggestion's margin too"
    );
    let diff = "warning: x\n --> $DIR/t.rs:7:13\n  |\n7 |     let x = (1);\n  |\nhelp: remove\n  |\n7 -     let x = (1);\n7 +     let x = 1;\n  |\n";
    assert_eq!(
        render(diff),
        "warning: x\n  --> $DIR/t.rs:7:13\n   |\nLL |     let x = (1);\n   |\nhelp: remove\n   |\nLL -     let x = (1);\nLL +     let x = 1;\n   |\n",
        "a diff-style suggestion's margin"
    );
    assert_eq!(render("= note: this compiler was built on $DATE; consider\n"), "= note: this compiler was built on YYYY-MM-DD; consider\n");
    let already = "error: x\n  --> $DIR/t.rs:12:5\n   |\nLL |     y\n   |     ^\n";
    assert_eq!(render(already), already, "compiletest's own rendering is kept");
    let annotated = "error: x\n --> $DIR/t.rs:3:5\n  |\n3 |     y //~ ERROR x\n  |     ^\n4 |     z //[a,b]~^ NOTE n\n";
    assert_eq!(render(annotated), "error: x\n  --> $DIR/t.rs:3:5\n   |\nLL |     y\n   |     ^\nLL |     z\n", "annotations are removed");
}

#[test]
fn every_revision_is_an_expected_cfg_unless_no_auto_check_cfg() {
    let snippets = parse_test("//@ revisions: a with-dash\nfn main() {}\n").unwrap();
    let ct = snippets[1].editions[0].compiletest.as_ref().unwrap();
    assert_eq!(*ct.revisions, ["a", "with-dash"]);
    assert!(ct.auto_check_cfg);
    assert_eq!(ct.check_cfg(), "cfg(test,FALSE,a,with_dash)");
    let (_, ct) = one("//@ no-auto-check-cfg\nfn main() {}\n");
    assert!(!ct.auto_check_cfg);
    assert_eq!(ct.check_cfg(), "cfg(test,FALSE)");
}

#[test]
fn rustfix_applies_the_replacements_in_the_test_even_when_the_diagnostic_points_elsewhere() {
    let span = |file: &str, start: usize, end: usize, primary: bool, replacement: Option<&str>| {
        serde_json::json!({
            "file_name": file, "byte_start": start, "byte_end": end, "line_start": 1, "line_end": 1,
            "column_start": start + 1, "column_end": end + 1, "is_primary": primary,
            "text": [{"text": "let x = (1, 2);", "highlight_start": start + 1, "highlight_end": end + 1}],
            "label": null, "suggested_replacement": replacement,
            "suggestion_applicability": replacement.map(|_| "MachineApplicable"), "expansion": null
        })
    };
    let diagnostic = |primary_file: &str, fix_file: &str| {
        serde_json::json!({
            "message": "m", "code": null, "level": "error", "rendered": "error: m\n",
            "spans": [span(primary_file, 0, 1, true, None)],
            "children": [{"message": "add a borrow", "code": null, "level": "help", "rendered": null, "children": [],
                          "spans": [span(fix_file, 8, 8, true, Some("&"))]}]
        })
        .to_string()
    };
    let test = Path::new("/s/ui/t.rs");
    let text = "let x = (1, 2);\n";
    // The diagnostic points into a macro of another file; its replacement is in the test.
    let stderr = format!("{}\n", diagnostic("/s/ui/auxiliary/m.rs", "/s/ui/t.rs"));
    assert_eq!(apply_rustfix(Rustfix::MachineApplicable, test, text, &stderr).unwrap(), "let x = &(1, 2);\n");
    // A replacement in another file is not the test's to apply.
    let stderr = format!("{}\n", diagnostic("/s/ui/t.rs", "/s/ui/auxiliary/m.rs"));
    assert_eq!(apply_rustfix(Rustfix::MachineApplicable, test, text, &stderr).unwrap(), text);
    // Two diagnostics whose suggestions insert at the same place (`lint/implicit_autorefs`'
    // nested `&(...)`): both applied, as compiletest's rustfix applies them; the same
    // suggestion twice is applied once.
    let insert = |at: usize, what: &str| {
        serde_json::json!({
            "message": "m", "code": null, "level": "error", "rendered": "error: m\n",
            "spans": [span("/s/ui/t.rs", 0, 1, true, None)],
            "children": [{"message": "insert", "code": null, "level": "help", "rendered": null, "children": [],
                          "spans": [span("/s/ui/t.rs", at, at, true, Some(what))]}]
        })
        .to_string()
    };
    let stderr = format!("{}\n{}\n{}\n", insert(8, "&"), insert(8, "&"), insert(14, ".0"));
    assert_eq!(apply_rustfix(Rustfix::MachineApplicable, test, text, &stderr).unwrap(), "let x = &(1, 2).0;\n");
    let stderr = format!("{}\n{}\n", insert(8, "&"), insert(8, "*"));
    let both = apply_rustfix(Rustfix::MachineApplicable, test, text, &stderr).unwrap();
    assert!(both == "let x = &*(1, 2);\n" || both == "let x = *&(1, 2);\n", "{both}");
}

#[test]
fn a_revision_name_is_a_word_declared_once_and_not_a_boolean() {
    for (name, needle) in [("y/../../../../tmp/ESCAPE", "not a word"), ("a.b", "not a word"), ("true", "not permitted")] {
        let e = error_of(&format!("//@ revisions: {name}\nfn main() {{}}\n"));
        assert_eq!(e.line, 1);
        assert!(e.message.contains(needle) && e.message.contains(name), "{name}: {e}");
    }
    for twice in ["a a", "a b a"] {
        let e = error_of(&format!("//@ revisions: {twice}\nfn main() {{}}\n"));
        assert!(e.line == 1 && e.message.contains("duplicate revision `a`"), "{twice}: {e}");
    }
    let e = error_of("//@ revisions: a\n//@ revisions: a\nfn main() {}\n");
    assert_eq!(e.line, 2, "{e}");
    // rust-lang/rust's own names stay accepted.
    assert_eq!(parse_test("//@ revisions: edition2021 no-debuginfo _x x86_64-linux\nfn main() {}\n").unwrap().len(), 4);
    // compiletest takes any word (`macros/macro-backtrace-complex.rs`): its cfg is an identifier.
    let text = "//@ revisions: default -Zmacro-backtrace 1x\n//@[-Zmacro-backtrace] compile-flags: -Z macro-backtrace\nfn main() {}\n";
    let snippets = parse_test(text).unwrap_or_else(|e| panic!("{e:?}"));
    let ids: Vec<&str> = snippets.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["ui/t#default", "ui/t#-Zmacro-backtrace", "ui/t#1x"]);
    assert!(snippets[1].editions[0].compile_flags.windows(2).any(|w| w == ["--cfg", "_zmacro_backtrace"]));
    assert!(snippets[1].editions[0].compile_flags.iter().any(|f| f == "-Zmacro-backtrace"));
}

#[test]
fn a_normalization_replacement_naming_a_group_the_pattern_lacks_expands_to_nothing_as_in_compiletest() {
    // `include-macros/invalid-utf8-binary-file.rs`: `$DIR` is read as a group, and upstream's
    // `.stderr` shows it empty.
    let (spec, _) = one("//@ normalize-stderr: \"`[^`]*f\\.bin`\" -> \"`$DIR/f.bin`\"\nfn main() {}\n");
    let rule = &spec.normalize[0];
    assert_eq!(rule.regex.replace_all("`/x/y/f.bin` is", rule.replacement.as_str()), "`/f.bin` is");
}

#[test]
fn a_normalization_keeps_the_spaces_inside_its_quotes() {
    // `consts/const-mut-refs/mut_ref_in_final.rs`: `" HEX_DUMP"` begins with a space.
    let (spec, _) = one("//@ normalize-stderr: \"in this \" -> \" within-\"\nfn main() {}\n");
    let rule = &spec.normalize[0];
    assert_eq!((rule.regex.as_str(), rule.replacement.as_str()), ("in this ", " within-"));
    // The arrow takes any blanks around it, as compiletest's `\s+->\s+`, but needs some.
    let (spec, _) = one("//@ normalize-stderr: \"a\"\t->  \"b\"\nfn main() {}\n");
    assert_eq!((spec.normalize[0].regex.as_str(), spec.normalize[0].replacement.as_str()), ("a", "b"));
    for malformed in ["\"a\"->\"b\"", "\"a\" -> \"b\" x", "\"a\" -> b", "a -> \"b\""] {
        let e = error_of(&format!("//@ normalize-stderr: {malformed}\nfn main() {{}}\n"));
        assert!(e.message.contains("malformed normalization"), "{malformed}: {e}");
    }
}

#[test]
fn revisions_share_one_list_so_a_test_grows_linearly_with_them() {
    let names: Vec<String> = (0..4000).map(|i| format!("r{i}")).collect();
    let snippets = parse_test(&format!("//@ revisions: {}\nfn main() {{}}\n", names.join(" "))).unwrap();
    assert_eq!(snippets.len(), 4000);
    let list = |s: &Snippet| Arc::clone(&s.editions[0].compiletest.as_ref().unwrap().revisions);
    let first = list(&snippets[0]);
    assert_eq!(first.len(), 4000);
    assert!(snippets.iter().all(|s| Arc::ptr_eq(&list(s), &first)), "every revision holds the same list, not a copy");
}

#[test]
fn a_test_that_would_expand_past_the_limit_is_an_error_not_an_exhausted_harness() {
    let names: Vec<String> = (0..2000).map(|i| format!("r{i}")).collect();
    let annotations = "//~? ERROR x\n".repeat(600);
    let e = error_of(&format!("//@ revisions: {}\nfn main() {{}}\n{annotations}", names.join(" ")));
    assert!(e.message.contains("2000 revisions") && e.message.contains("split it"), "{e}");
}

#[test]
fn the_suite_folder_is_as_many_levels_up_as_the_id_has() {
    let snippets = parse("ui/a/t", &PathBuf::from("/s/ui/a/t.rs"), "fn main() {}\n", "h", &SuiteConfig::compiletest()).unwrap();
    assert_eq!(snippets[0].editions[0].compiletest.as_ref().unwrap().folder, PathBuf::from("/s/ui"));
}

/// Every directive name compiletest 1.95.0 knows (its `directives/directive_names.rs`, with the
/// htmldocck and jsondocck commands): each is a row or a family member, never an unknown name.
const COMPILETEST_1_95_NAMES: &str = "
    add-minicore assembly-output aux-bin aux-build aux-codegen-backend aux-crate build-aux-docs build-fail
    build-pass cdb-check cdb-command check-fail check-pass check-run-results check-stdout
    check-test-line-numbers-match compare-output-by-lines compile-flags disable-gdb-pretty-printers doc-flags
    dont-check-compiler-stderr dont-check-compiler-stdout dont-check-failure-status dont-require-annotations edition
    error-pattern exact-llvm-major-version exec-env failure-status filecheck-flags forbid-output force-host
    gdb-check gdb-command ignore-16bit ignore-32bit ignore-64bit ignore-aarch64 ignore-aarch64-pc-windows-msvc
    ignore-aarch64-unknown-linux-gnu ignore-aix ignore-android ignore-apple ignore-arm
    ignore-arm-unknown-linux-gnueabi ignore-arm-unknown-linux-gnueabihf ignore-arm-unknown-linux-musleabi
    ignore-arm-unknown-linux-musleabihf ignore-auxiliary ignore-avr ignore-backends ignore-beta ignore-cdb
    ignore-compare-mode-next-solver ignore-compare-mode-polonius ignore-coverage-map ignore-coverage-run
    ignore-cross-compile ignore-eabi ignore-elf ignore-emscripten ignore-endian-big ignore-enzyme ignore-freebsd
    ignore-fuchsia ignore-gdb ignore-gdb-version ignore-gnu ignore-haiku ignore-horizon ignore-i586
    ignore-i686-pc-windows-gnu ignore-i686-pc-windows-msvc ignore-illumos ignore-ios ignore-linux ignore-lldb
    ignore-llvm-version ignore-loongarch32 ignore-loongarch64 ignore-macabi ignore-macos ignore-msp430 ignore-msvc
    ignore-musl ignore-netbsd ignore-nightly ignore-none ignore-nto ignore-nvptx64 ignore-nvptx64-nvidia-cuda
    ignore-openbsd ignore-pass ignore-powerpc ignore-powerpc64 ignore-remote ignore-riscv64
    ignore-rustc-debug-assertions ignore-rustc_abi-x86-sse2 ignore-s390x ignore-sgx ignore-sparc64 ignore-spirv
    ignore-stable ignore-stage1 ignore-stage2 ignore-std-debug-assertions ignore-test ignore-thumb
    ignore-thumbv8m.base-none-eabi ignore-thumbv8m.main-none-eabi ignore-tvos ignore-uefi ignore-unix ignore-unknown
    ignore-uwp ignore-visionos ignore-vxworks ignore-wasi ignore-wasm ignore-wasm32 ignore-wasm32-unknown-unknown
    ignore-wasm64 ignore-watchos ignore-windows ignore-windows-gnu ignore-windows-msvc ignore-x32 ignore-x86
    ignore-x86_64 ignore-x86_64-apple-darwin ignore-x86_64-pc-windows-gnu ignore-x86_64-unknown-linux-gnu
    incremental known-bug lldb-check lldb-command llvm-cov-flags max-llvm-major-version min-cdb-version
    min-gdb-version min-lldb-version min-llvm-version min-system-llvm-version minicore-compile-flags
    needs-asm-support needs-backends needs-crate-type needs-deterministic-layouts needs-dlltool
    needs-dynamic-linking needs-enzyme needs-force-clang-based-tests needs-git-hash needs-llvm-components
    needs-llvm-zstd needs-offload needs-profiler-runtime needs-relocation-model-pic needs-run-enabled needs-rust-lld
    needs-rustc-debug-assertions needs-sanitizer-address needs-sanitizer-cfi needs-sanitizer-dataflow
    needs-sanitizer-hwaddress needs-sanitizer-kcfi needs-sanitizer-leak needs-sanitizer-memory
    needs-sanitizer-memtag needs-sanitizer-realtime needs-sanitizer-safestack needs-sanitizer-shadow-call-stack
    needs-sanitizer-support needs-sanitizer-thread needs-std-debug-assertions needs-std-remap-debuginfo
    needs-subprocess needs-symlink needs-target-has-atomic needs-target-std needs-threads needs-unwind
    needs-wasmtime needs-xray no-auto-check-cfg no-prefer-dynamic normalize-stderr normalize-stderr-32bit
    normalize-stderr-64bit normalize-stdout only-16bit only-32bit only-64bit only-aarch64 only-aarch64-apple-darwin
    only-aarch64-unknown-linux-gnu only-aarch64-unknown-uefi only-apple only-arm only-arm64ec
    only-armv7-unknown-linux-gnueabihf only-avr only-beta only-bpf only-cdb only-dist only-eabihf only-elf
    only-emscripten only-gnu only-i686-pc-windows-gnu only-i686-pc-windows-msvc only-i686-unknown-linux-gnu only-ios
    only-linux only-loongarch32 only-loongarch64 only-loongarch64-unknown-linux-gnu only-macos only-mips only-mips64
    only-msp430 only-msvc only-musl only-nightly only-nvptx64 only-powerpc only-riscv32 only-riscv64
    only-rustc_abi-x86-sse2 only-s390x only-sparc only-sparc64 only-stable only-thumb only-tvos only-uefi only-unix
    only-visionos only-wasm32 only-wasm32-unknown-emscripten only-wasm32-unknown-unknown only-wasm32-wasip1
    only-watchos only-windows only-windows-gnu only-windows-msvc only-x86 only-x86_64 only-x86_64-apple-darwin
    only-x86_64-fortanix-unknown-sgx only-x86_64-pc-windows-gnu only-x86_64-pc-windows-msvc
    only-x86_64-unknown-linux-gnu pp-exact pretty-compare-only pretty-mode proc-macro reference regex-error-pattern
    remap-src-base revisions run-crash run-fail run-fail-or-crash run-flags run-pass run-rustfix rustc-env
    rustfix-only-machine-applicable should-fail should-ice stderr-per-bitwidth test-mir-pass unique-doc-out-dir
    unset-exec-env unset-rustc-env unused-revision-names count !count files !files has !has has-dir !has-dir hasraw
    !hasraw matches !matches matchesraw !matchesraw snapshot !snapshot is !is ismany !ismany set !set
";

#[test]
fn every_directive_name_of_compiletest_1_95_is_known() {
    let unknown: Vec<&str> = COMPILETEST_1_95_NAMES.split_whitespace().filter(|name| known(name).is_err()).collect();
    assert!(unknown.is_empty(), "{unknown:?}");
    for name in COMPILETEST_1_95_NAMES.split_whitespace().filter(|n| !n.starts_with('!') && !n.contains("normalize")) {
        let text = format!("//@ {name}\nfn main() {{}}\n");
        assert!(parse_test(&text).is_ok(), "{name}");
    }
    let e = error_of("//@ ignore-fuchisa\nfn main() {}\n");
    assert!(e.message.contains("did you mean `ignore-fuchsia`"), "{e}");
}

#[test]
fn an_annotations_kind_is_its_leading_letters_and_raw_lines_are_the_stderr_files() {
    let snippets = parse_test("fn main() {} //~ ERROR[E0271]\n//~? RAW error: the compiler panicked\n").unwrap();
    let kinds: Vec<_> = snippets[0].editions[0].annotations.iter().map(|a| (a.kind.name(), a.text.as_str())).collect();
    assert_eq!(kinds, [("ERROR", "[E0271]")], "RAW checks nothing the `.stderr` does not");
}

#[test]
fn a_revisions_cfg_is_lower_case_with_underscores() {
    let snippets = parse_test("//@ revisions: Allow-First b\nfn main() {}\n").unwrap();
    assert_eq!(snippets[0].editions[0].compile_flags, ["--cfg", "allow_first"]);
    assert!(snippets[0].editions[0].compiletest.as_ref().unwrap().check_cfg().contains(",allow_first,"));
}

#[test]
fn the_future_edition_is_unsupported_and_remap_src_base_is_read() {
    let (_, ct) = one("//@ edition: future\nfn main() {}\n");
    assert!(ct.unhonoured.unwrap().starts_with("edition: future"));
    let (_, ct) = one("//@ remap-src-base\nfn main() {}\n");
    assert!(ct.remap_src_base);
}

#[test]
fn flags_are_split_as_compiletest_splits_them_and_src_base_is_the_suite_folder() {
    let (spec, ct) = one(
        "//@ compile-flags: @{{src-base}}/argfile/a.args -C 'link-arg=-x y'  --cfg a\n//@ run-flags: 'one two' three\n//@ rustc-env:F={{src-base}}/f.bin\nfn main() {}\n",
    );
    assert_eq!(spec.compile_flags, ["@/s/ui/argfile/a.args", "-C", "link-arg=-x y", "--cfg", "a"]);
    assert_eq!(ct.run_flags, ["one two", "three"]);
    assert_eq!(ct.rustc_env, [("F".to_string(), "/s/ui/f.bin".to_string())]);
}

#[test]
fn an_ice_is_the_failure_a_test_that_checks_no_failure_status_expects() {
    // `treat-err-as-bug/panic-causes-oom-112708.rs`: `-Ztreat-err-as-bug` ends the compile in an ICE.
    let (spec, ct) = one("//@ dont-check-failure-status\nfn main() {}\n");
    assert!(ct.dont_check_failure_status);
    assert_eq!(Outcome::Ice.as_compiletest_judges(&ct, spec.stage), Outcome::Rejected);
    for outcome in [Outcome::Accepted, Outcome::Rejected, Outcome::Timeout, Outcome::Crash] {
        assert_eq!(outcome.as_compiletest_judges(&ct, spec.stage), outcome, "only an ICE is read otherwise");
    }
    assert_eq!(Outcome::Ice.as_compiletest_judges(&ct, Stage::CheckPass), Outcome::Ice, "a compile that must succeed still fails on it");
    let (spec, ct) = one("fn main() {}\n");
    assert_eq!(Outcome::Ice.as_compiletest_judges(&ct, spec.stage), Outcome::Ice, "the exit status is checked by default");
}
