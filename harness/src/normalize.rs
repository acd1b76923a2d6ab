//! Stage `normalize`: rendered compiler output in, text that is stable across machines and
//! lanes out. An ordered, append-only table of named rules; each has a before/after comment and
//! a test. It never erases what the suite exists to detect: codes, messages, spans of the
//! snippet, levels. Only paths, dates, versions and durations that vary by machine or build go.

use std::path::Path;
use std::sync::OnceLock;

use regex::Regex;

use crate::model::{SnippetRule, static_regex};

mod compiletest;

pub use compiletest::{COMPILETEST_RULES, CompiletestContext, CompiletestRule};

/// What the rules need to know about a cell.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The snippet's folder (`$DIR`).
    pub snippet_dir: &'a Path,
    /// The cell's temporary folder (`$TMP`).
    pub temp_dir: &'a Path,
}

/// A normalization rule.
pub struct Rule {
    /// Its name, as shown by `edrift` and used in tests.
    pub name: &'static str,
    /// What it does, before -> after.
    pub what: &'static str,
    apply: fn(&str, &Context<'_>) -> String,
}

impl Rule {
    /// Applies the rule.
    pub fn apply(&self, text: &str, context: &Context<'_>) -> String {
        (self.apply)(text, context)
    }
}

/// The rules, in the order they run. Append new rules; never reorder (blessed output depends
/// on the order).
pub const RULES: &[Rule] = &[
    // /work/main/suites/x/a.rs:3:5 -> $DIR/a.rs:3:5
    Rule { name: "snippet-dir", what: "the snippet's folder -> $DIR", apply: |text, cx| replace_path(text, cx.snippet_dir, "$DIR") },
    // /tmp/edrift-cell-Ab12/package/src/lib.rs -> $TMP/package/src/lib.rs
    Rule { name: "temp-dir", what: "the cell's temporary folder -> $TMP", apply: |text, cx| replace_path(text, cx.temp_dir, "$TMP") },
    // /rustc/59807616e1fa.../library/core/src/x.rs -> $SRC_DIR/core/src/x.rs
    Rule {
        name: "rustc-src-remap",
        what: "the library sources of a rustup build (/rustc/<hash>/library) -> $SRC_DIR",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"/rustc/[0-9a-f]{7,40}/library/").replace_all(text, "$$SRC_DIR/").into_owned()
        },
    },
    // /usr/src/rustc-1.85.0/library/core/src/x.rs -> $SRC_DIR/core/src/x.rs
    Rule {
        name: "debian-src",
        what: "the library sources of a Debian build (/usr/src/rustc-<v>/library) -> $SRC_DIR",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"/usr/src/rustc-[0-9][0-9.]*/library/").replace_all(text, "$$SRC_DIR/").into_owned()
        },
    },
    // <sysroot>/lib/rustlib/src/rust/library/core/src/x.rs -> $SRC_DIR/core/src/x.rs
    Rule {
        name: "sysroot-src",
        what: "the rust-src component's library folder -> $SRC_DIR",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?:/[^\s:]+)?/lib/rustlib/src/rust/library/").replace_all(text, "$$SRC_DIR/").into_owned()
        },
    },
    // $SRC_DIR/core/src/x.rs:123:9 -> $SRC_DIR/core/src/x.rs:LL:COL (the library moves between releases)
    Rule {
        name: "src-dir-line-col",
        what: "line:column in library sources -> LL:COL",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(\$SRC_DIR/[^\s:]+):\d+:\d+").replace_all(text, "$1:LL:COL").into_owned()
        },
    },
    // this compiler was built on 2026-05-19 -> this compiler was built on $DATE
    Rule {
        name: "nightly-build-date",
        what: "a nightly's build date in feature-gate hints -> $DATE",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"this compiler was built on \d{4}-\d{2}-\d{2}")
                .replace_all(text, "this compiler was built on $$DATE")
                .into_owned()
        },
    },
    // rustc 1.97.0-nightly (e50aa6fba 2026-05-19) running on x86_64 -> rustc $VERSION running on x86_64
    Rule {
        name: "rustc-version",
        what: "a full rustc version string (ICE reports, version notes) -> rustc $VERSION",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"rustc \d+\.\d+\.\d+(?:-[a-z]+(?:\.\d+)?)? \([0-9a-f]{7,9} \d{4}-\d{2}-\d{2}\)")
                .replace_all(text, "rustc $$VERSION")
                .into_owned()
        },
    },
    // Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.52s -> ... in $TIME
    Rule {
        name: "durations",
        what: "cargo's elapsed times (`in 0.52s`) -> in $TIME",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"in \d+(?:\.\d+)?m?s\b").replace_all(text, "in $$TIME").into_owned()
        },
    },
    // note: compiler flags: -Z ... / query stack during panic: ... are kept; only the ICE file
    // name varies: rustc-ice-2026-05-19T10_00_00-1234.txt -> rustc-ice-$TIME.txt
    Rule {
        name: "ice-file",
        what: "the ICE report file name -> rustc-ice-$TIME.txt",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"rustc-ice-[0-9T_:\-]+-\d+\.txt").replace_all(text, "rustc-ice-$$TIME.txt").into_owned()
        },
    },
    // trailing spaces at line ends vary with rendering -> removed
    Rule {
        name: "trailing-whitespace",
        what: "spaces at the end of a line -> removed",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?m)[ \t]+$").replace_all(text, "").into_owned()
        },
    },
    // /tmp/rustdoctestcpkRJc/doctest_bundle_2024.rs:6:1 -> $RUSTDOC_TMP/doctest_bundle_2024.rs:6:1
    Rule {
        name: "rustdoc-temp-dir",
        what: "rustdoc's temporary doctest folder -> $RUSTDOC_TMP",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?:/[^\s:/]+)*/rustdoctest[A-Za-z0-9]+").replace_all(text, "$$RUSTDOC_TMP").into_owned()
        },
    },
    // thread 'main' (12909) panicked at -> thread 'main' (TID) panicked at (1.90+ print the id)
    Rule {
        name: "thread-id",
        what: "the thread id of a panic message -> (TID)",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"thread '([^']*)' \(\d+\)").replace_all(text, "thread '$1' (TID)").into_owned()
        },
    },
    // merged doctests compilation took 0.28s -> merged doctests compilation took $TIME
    Rule {
        name: "doctest-compile-time",
        what: "rustdoc's merged-doctest compile time (`took 0.28s`) -> took $TIME",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"took \d+(?:\.\d+)?m?s\b").replace_all(text, "took $$TIME").into_owned()
        },
    },
    //    3:     0x7fdfffe6efde - <unknown> ->    3:     0xADDR - <unknown> (ASLR moves every run)
    Rule {
        name: "backtrace-address",
        what: "a frame address of a printed backtrace (ICEs of old lanes) -> 0xADDR",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?m)^(\s*\d+:\s+)0x[0-9a-f]{6,16} - ").replace_all(text, "${1}0xADDR - ").into_owned()
        },
    },
    // Locking 1 package to latest Rust 1.97.0-nightly compatible version -> Rust $VERSION-nightly
    // (a pre-release's version moves with every nightly; a stable lane's version is its identity)
    Rule {
        name: "pre-release-version",
        what: "a nightly, beta or dev version (`1.97.0-nightly`, `1.96.0-beta.3`) -> $VERSION-nightly, $VERSION-beta",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"\b\d+\.\d+\.\d+-(nightly|beta|dev)(?:\.\d+)?\b").replace_all(text, "$$VERSION-$1").into_owned()
        },
    },
];

fn replace_path(text: &str, path: &Path, with: &str) -> String {
    let path = path.display().to_string();
    if path.is_empty() || path == "/" {
        return text.to_string();
    }
    let path = path.trim_end_matches('/');
    text.replace(path, with)
}

/// The most a normalized text may hold: twice a process's output limit (the table's rules only
/// shorten a text or lengthen it a little; a snippet's rule may multiply it, eight rules
/// `"" -> "0123456789"` by eleven each). Past it the text is cut, with [`cut_marker`].
pub const TEXT_LIMIT: usize = 2 * crate::invoke::OUTPUT_LIMIT;

/// The line that replaces what was cut of a normalized text.
pub fn cut_marker() -> String {
    format!("\n[edrift: normalized text cut at {TEXT_LIMIT} bytes (a `normalize-stderr` rule grew it past the limit)]\n")
}

/// Applies every rule in order, then the snippet's own `normalize-stderr` rules; the text is
/// never longer than [`TEXT_LIMIT`] and its marker.
pub fn normalize(text: &str, context: &Context<'_>, snippet_rules: &[SnippetRule]) -> String {
    let out = RULES.iter().fold(text.to_string(), |acc, rule| rule.apply(&acc, context));
    apply_rules(out, snippet_rules)
}

/// The built-in rules for a compiletest test, before its rendering: all but
/// `trailing-whitespace`, since compiletest keeps a line's trailing spaces (an upstream `.stderr`
/// holds them: a suggestion `LL +         where U: Debug, `), and but `thread-id` and
/// `src-dir-line-col`, which compiletest words its own way; then compiletest's own rules
/// ([`COMPILETEST_RULES`]).
pub fn normalize_compiletest(text: &str, context: &Context<'_>, compiletest: &CompiletestContext<'_>) -> String {
    const COMPILETEST_OWN: [&str; 3] = ["trailing-whitespace", "thread-id", "src-dir-line-col"];
    let built_in =
        RULES.iter().filter(|rule| !COMPILETEST_OWN.contains(&rule.name)).fold(text.to_string(), |acc, rule| rule.apply(&acc, context));
    compiletest::apply(&built_in, compiletest)
}

/// A snippet's own rules alone, in order, on a text the built-in rules already normalized (a
/// compiletest test's rules apply to compiletest's rendering of it), capped like [`normalize`].
pub fn apply_rules(text: String, snippet_rules: &[SnippetRule]) -> String {
    let mut out = text;
    let mut cut = false;
    for rule in snippet_rules {
        let (replaced, was_cut) = replace_capped(&out, rule, TEXT_LIMIT);
        out = replaced;
        cut |= was_cut;
        if cut {
            break;
        }
    }
    if !cut && out.len() > TEXT_LIMIT {
        out.truncate(floor_char_boundary(&out, TEXT_LIMIT));
        cut = true;
    }
    if cut {
        out.push_str(&cut_marker());
    }
    out
}

/// `rule` applied to `text` as `replace_all` does, stopping once the result would pass `limit`
/// bytes (it is then cut there): nothing larger than the limit is ever built.
fn replace_capped(text: &str, rule: &SnippetRule, limit: usize) -> (String, bool) {
    let mut out = String::new();
    let mut last = 0;
    let mut expanded = String::new();
    for captures in rule.regex.captures_iter(text) {
        let Some(whole) = captures.get(0) else { continue };
        out.push_str(&text[last..whole.start()]);
        expanded.clear();
        captures.expand(&rule.replacement, &mut expanded);
        out.push_str(&expanded);
        last = whole.end();
        if out.len() > limit {
            out.truncate(floor_char_boundary(&out, limit));
            return (out, true);
        }
    }
    out.push_str(&text[last..]);
    if out.len() > limit {
        out.truncate(floor_char_boundary(&out, limit));
        return (out, true);
    }
    (out, false)
}

/// The largest char boundary of `text` at or below `at`.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    (0..=at.min(text.len())).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx() -> Context<'static> {
        Context { snippet_dir: Path::new("/work/main/suites/x"), temp_dir: Path::new("/tmp/edrift-cell-Ab12") }
    }

    fn rule(name: &str) -> &'static Rule {
        RULES.iter().find(|r| r.name == name).unwrap_or_else(|| panic!("no rule {name}"))
    }

    #[test]
    fn every_rule_has_a_test_case() {
        // (rule, before, after): one row per rule, so a new rule without a case fails here.
        let cases: &[(&str, &str, &str)] = &[
            ("snippet-dir", "--> /work/main/suites/x/a.rs:3:5", "--> $DIR/a.rs:3:5"),
            ("temp-dir", "/tmp/edrift-cell-Ab12/package/src/lib.rs", "$TMP/package/src/lib.rs"),
            ("rustc-src-remap", "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/x.rs", "$SRC_DIR/core/src/x.rs"),
            ("debian-src", "/usr/src/rustc-1.85.0/library/std/src/env.rs", "$SRC_DIR/std/src/env.rs"),
            ("sysroot-src", "/root/.rustup/toolchains/n/lib/rustlib/src/rust/library/core/src/a.rs", "$SRC_DIR/core/src/a.rs"),
            ("src-dir-line-col", "$SRC_DIR/core/src/a.rs:123:9", "$SRC_DIR/core/src/a.rs:LL:COL"),
            ("nightly-build-date", "this compiler was built on 2026-05-19; consider", "this compiler was built on $DATE; consider"),
            ("rustc-version", "rustc 1.97.0-nightly (e50aa6fba 2026-05-19) running on", "rustc $VERSION running on"),
            ("durations", "target(s) in 0.52s", "target(s) in $TIME"),
            ("ice-file", "saved to `/w/rustc-ice-2026-05-19T10_00_00-1234.txt`", "saved to `/w/rustc-ice-$TIME.txt`"),
            ("trailing-whitespace", "a  \nb\t\n", "a\nb\n"),
            (
                "rustdoc-temp-dir",
                "panicked at /tmp/rustdoctestcpkRJc/doctest_bundle_2024.rs:6:1:",
                "panicked at $RUSTDOC_TMP/doctest_bundle_2024.rs:6:1:",
            ),
            ("thread-id", "thread 'main' (12909) panicked at", "thread 'main' (TID) panicked at"),
            (
                "pre-release-version",
                "supporting rustc 1.97.0-nightly\nRust 1.96.0-beta.3 and 1.95.0",
                "supporting rustc $VERSION-nightly\nRust $VERSION-beta and 1.95.0",
            ),
            ("backtrace-address", "   3:     0x7fdfffe6efde - <unknown>\n", "   3:     0xADDR - <unknown>\n"),
            (
                "doctest-compile-time",
                "ran in 0.43s; merged doctests compilation took 0.28s",
                "ran in 0.43s; merged doctests compilation took $TIME",
            ),
        ];
        for rule_ in RULES {
            assert!(cases.iter().any(|(name, _, _)| *name == rule_.name), "rule `{}` has no test case", rule_.name);
        }
        for (name, before, after) in cases {
            assert_eq!(rule(name).apply(before, &cx()), *after, "rule {name}");
        }
    }

    #[test]
    fn a_compiletest_test_keeps_trailing_spaces_and_the_other_rules() {
        let text = "--> /work/main/suites/x/a.rs:3:5\nLL +     where U: Debug, \n";
        assert_eq!(normalize_compiletest(text, &cx(), &CompiletestContext::default()), "--> $DIR/a.rs:3:5\nLL +     where U: Debug, \n");
        let panic = "thread 'main' (12909) panicked at $SRC_DIR/core/src/a.rs:1:2: 3:4\n";
        assert_eq!(
            normalize_compiletest(panic, &cx(), &CompiletestContext::default()),
            "thread 'main' ($TID) panicked at $SRC_DIR/core/src/a.rs:LL:COL\n",
            "compiletest's wording, not the built-in rules'"
        );
        assert_eq!(normalize(text, &cx(), &[]), "--> $DIR/a.rs:3:5\nLL +     where U: Debug,\n", "ours removes them");
    }

    #[test]
    fn never_erases_codes_messages_spans_or_levels() {
        let text = "error[E0700]: hidden type captures lifetime\n --> /work/main/suites/x/a.rs:3:5\n  |\n3 |     x\n  |     ^\n\nwarning: `impl Sized` will capture more lifetimes\n";
        let out = normalize(text, &cx(), &[]);
        for kept in ["error[E0700]", "hidden type captures lifetime", "a.rs:3:5", "3 |     x", "warning:", "will capture more lifetimes"] {
            assert!(out.contains(kept), "{kept} erased from {out}");
        }
    }

    #[test]
    fn a_rule_that_multiplies_the_text_is_cut_at_the_limit_with_a_marker() {
        // Eight rules `"" -> "0123456789"` would grow 1 MiB by 11^8: the harness aborted on a
        // 5 GB allocation. The parser refuses an empty-matching pattern, but not this one, which
        // multiplies by 11 as well: three rules on 64 KiB would make 87 MB.
        let rules: Vec<SnippetRule> =
            (0..3).map(|_| SnippetRule { regex: Regex::new("(.)").unwrap(), replacement: "$1".repeat(11) }).collect();
        let text = "x ".repeat(32 * 1024);
        let out = normalize(&text, &cx(), &rules);
        assert!(out.len() <= TEXT_LIMIT + cut_marker().len(), "{} bytes", out.len());
        assert!(out.ends_with(&cut_marker()), "no marker");
        // Below the limit nothing is cut, and captures expand as `replace_all` expands them.
        let rules = vec![SnippetRule { regex: Regex::new("(a)(b)").unwrap(), replacement: "$2$1".into() }];
        assert_eq!(normalize("abab é", &cx(), &rules), "baba é");
    }

    #[test]
    fn snippet_rules_run_after_the_table() {
        let rules = vec![SnippetRule { regex: Regex::new("captures").unwrap(), replacement: "CAPTURES".into() }];
        assert_eq!(normalize("/work/main/suites/x captures", &cx(), &rules), "$DIR CAPTURES");
    }
}
