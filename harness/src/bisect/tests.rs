use super::*;

#[test]
fn rustup_ranges_expand_in_order() {
    assert_eq!(expand_rustup("1.86.0..1.90.0").unwrap(), ["1.86.0", "1.87.0", "1.88.0", "1.89.0", "1.90.0"]);
    assert_eq!(expand_rustup("1.85.1..1.86.0").unwrap(), ["1.85.1", "1.86.0"]);
    assert_eq!(expand_rustup("1.86.0").unwrap(), ["1.86.0"]);
    let days = expand_rustup("nightly-2024-12-30..nightly-2025-01-02").unwrap();
    assert_eq!(days, ["nightly-2024-12-30", "nightly-2024-12-31", "nightly-2025-01-01", "nightly-2025-01-02"]);
    assert_eq!(expand_rustup("nightly-2024-02-28..nightly-2024-03-01").unwrap().len(), 3, "2024 is a leap year");
    assert!(expand_rustup("1.90.0..1.86.0").unwrap_err().contains("forwards"));
    assert!(expand_rustup("nightly-2025-13-01..nightly-2025-14-01").unwrap_err().contains("YYYY-MM-DD"));
    assert!(expand_rustup("nightly-2025-02-29..nightly-2025-03-01").unwrap_err().contains("YYYY-MM-DD"), "2025 is not a leap year");
    assert!(expand_rustup("nightly-2025-1-5..nightly-2025-01-09").unwrap_err().contains("YYYY-MM-DD"), "rustup's dates are padded");
    assert_eq!(
        expand_rustup("nightly-2025-01-02..nightly-2025-01-01").unwrap_err(),
        "`rustup:nightly-2025-01-02..nightly-2025-01-01`: the range runs backwards"
    );
    assert!(expand_rustup("stable..beta").is_err());
}

#[test]
fn search_finds_the_first_new_status_in_log_probes() {
    for n in [2usize, 3, 11, 100, 1000] {
        for flip in 1..n {
            let mut probes = 0;
            let found = search::<()>(n, |i| {
                probes += 1;
                Ok(Some(if i >= flip { Held::Fails } else { Held::Holds }))
            })
            .unwrap();
            assert_eq!(found, Found::Change { before: flip - 1, after: flip, from: Held::Holds, to: Held::Fails }, "n={n} flip={flip}");
            let bound = 2 + (n as f64).log2().ceil() as usize;
            assert!(probes <= bound, "n={n} flip={flip}: {probes} probes > {bound}");
        }
    }
}

#[test]
fn search_skips_inapplicable_candidates_and_reports_no_change() {
    // 0 and 5 cannot run it; the change is between 2 and 4 (3 is n/a too).
    let status = [None, Some(Held::Fails), Some(Held::Fails), None, Some(Held::Holds), None];
    let found = search::<()>(status.len(), |i| Ok(status[i])).unwrap();
    assert_eq!(found, Found::Change { before: 2, after: 4, from: Held::Fails, to: Held::Holds });
    assert_eq!(search::<()>(3, |_| Ok(Some(Held::Holds))).unwrap(), Found::Same(Held::Holds));
    assert_eq!(search::<()>(3, |_| Ok(None)).unwrap(), Found::NothingApplicable);
    assert_eq!(search::<()>(0, |_| Ok(None)).unwrap(), Found::NothingApplicable);
    assert_eq!(search::<&str>(3, |_| Err("rustup cannot download")), Err("rustup cannot download"));
}

#[test]
fn directives_record_the_release_of_the_first_new_status() {
    assert_eq!(directive_kind(Held::Holds, Held::Fails), Some(DateKind::StaleSince));
    assert_eq!(directive_kind(Held::Fails, Held::Holds), Some(DateKind::HoldsSince));
    assert_eq!(date_release(&Release::parse("1.86.0").unwrap()), "1.86");
    assert_eq!(date_release(&Release::parse("1.87.0-nightly").unwrap()), "1.87");
    assert!(crate::interval::reason_problem(&format!("{PLACEHOLDER} (bisected: (a, b])")).is_some(), "the placeholder is not evidence");
}

fn snippet(dir: &Path, text: &str) -> Snippet {
    let path = dir.join("a.rs");
    std::fs::write(&path, text).unwrap();
    crate::directives::parse("s/a", &path, SnippetKind::File, text, text, String::new()).unwrap()
}

#[test]
fn write_keeps_the_reason_or_leaves_a_placeholder() {
    let dir = tempfile::tempdir().unwrap();
    let s = snippet(dir.path(), "//@ rfc: 1\n//@[e2021] stale-since: 1.95 \"the lint became an error (#123)\"\nfn f() {}\n");
    let (_, line) = write_directive(&s, Edition::E2021, DateKind::StaleSince, "1.86", "(1.85.0, 1.86.0]").unwrap();
    assert_eq!(line, "//@[e2021] stale-since: 1.86 \"the lint became an error (#123)\"");
    let text = std::fs::read_to_string(dir.path().join("a.rs")).unwrap();
    assert_eq!(text, "//@ rfc: 1\n//@[e2021] stale-since: 1.86 \"the lint became an error (#123)\"\nfn f() {}\n");
    // No directive yet: one is added after the directives, scoped to the edition.
    let s = snippet(dir.path(), "//@ rfc: 1\nfn f() {}\n");
    write_directive(&s, Edition::E2024, DateKind::HoldsSince, "1.86", "(1.85.0, 1.86.0]").unwrap();
    let text = std::fs::read_to_string(dir.path().join("a.rs")).unwrap();
    assert_eq!(text, format!("//@ rfc: 1\n//@[e2024] holds-since: 1.86 \"{PLACEHOLDER} (bisected: (1.85.0, 1.86.0])\"\nfn f() {{}}\n"));
    // The written file still parses.
    crate::directives::parse("s/a", &dir.path().join("a.rs"), SnippetKind::File, &text, &text, String::new()).unwrap();
}
