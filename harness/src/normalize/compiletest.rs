//! compiletest's own normalizations (`normalize_output` in its `runtest.rs`), for the cells of
//! the compiletest dialect: an ordered, append-only table of named rules that run after the
//! built-in [`super::RULES`] (less `trailing-whitespace`, `thread-id` and `src-dir-line-col`,
//! which compiletest words otherwise) and before the test's own `normalize-stderr` rules, as
//! compiletest runs them.

use std::sync::OnceLock;

use regex::{Captures, Regex};

use crate::model::static_regex;

/// What compiletest's rules need to know about a cell.
#[derive(Debug, Clone, Copy, Default)]
pub struct CompiletestContext<'a> {
    /// The test's folder relative to its suite's (`lint/unused`), for `remap-src-base`.
    pub relative_dir: &'a str,
    /// Whether the test asks for JSON output itself (`--error-format=json`): its escaped
    /// newlines are made readable, as compiletest makes them.
    pub json: bool,
}

/// One of compiletest's rules.
pub struct CompiletestRule {
    /// Its name.
    pub name: &'static str,
    /// What it does, before -> after.
    pub what: &'static str,
    apply: fn(&str, &CompiletestContext<'_>) -> String,
}

impl CompiletestRule {
    /// Applies the rule.
    pub fn apply(&self, text: &str, context: &CompiletestContext<'_>) -> String {
        (self.apply)(text, context)
    }
}

/// compiletest's rules, in its order. Append new rules; never reorder.
pub const COMPILETEST_RULES: &[CompiletestRule] = &[
    // $TMP/auxiliary/libdep.so -> $TEST_BUILD_DIR/auxiliary/libdep.so (a cell's folder is the
    // test's build folder)
    CompiletestRule {
        name: "test-build-dir",
        what: "the cell's folder ($TMP) -> $TEST_BUILD_DIR",
        apply: |text, _| text.replace("$TMP", "$TEST_BUILD_DIR"),
    },
    // fake-test-src-base/lint/a.rs -> $DIR/a.rs (`remap-src-base`)
    CompiletestRule {
        name: "remapped-src-base",
        what: "the test's folder as `remap-src-base` writes it (fake-test-src-base/<dir>) -> $DIR",
        apply: |text, cx| {
            let from = match cx.relative_dir {
                "" => "fake-test-src-base".to_string(),
                dir => format!("fake-test-src-base/{dir}"),
            };
            text.replace(&from, "$DIR")
        },
    },
    // {"rendered":"error: x\n"} -> {"rendered":"error: x
    // "} (only for a test's own JSON output)
    CompiletestRule {
        name: "json-newlines",
        what: "escaped newlines of a test's own JSON output (\\n) -> newlines",
        apply: |text, cx| if cx.json { text.replace("\\n", "\n") } else { text.to_string() },
    },
    // $SRC_DIR/core/src/a.rs:12:5: 12:9 -> $SRC_DIR/core/src/a.rs:LL:COL
    CompiletestRule {
        name: "src-dir-line-col",
        what: "line:column (and an end line:column) after $SRC_DIR paths -> LL:COL",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"SRC_DIR(.+):\d+:\d+(: \d+:\d+)?").replace_all(text, "SRC_DIR$1:LL:COL").into_owned()
        },
    },
    // "a\\b" -> "a\b", b"\xEF\xAC\x83.rs" -> b"/xEF/xAC/x83.rs", CRLF -> LF (compiletest's
    // platform differences, on every platform)
    CompiletestRule {
        name: "platform-differences",
        what: "doubled backslashes -> one, backslashes of what reads as a Windows path -> /, CRLF line ends -> LF",
        apply: |text, _| windows_paths(&text.replace(r"\\", r"\")).replace("\r\n", "\n"),
    },
    // $TEST_BUILD_DIR/a.long-type-1234.txt -> $TEST_BUILD_DIR/a.long-type-$LONG_TYPE_HASH.txt
    CompiletestRule {
        name: "long-type-hash",
        what: "the hash in a long type's file name -> $LONG_TYPE_HASH",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"\$TEST_BUILD_DIR/(?P<filename>[^\.]+).long-type-(?P<hash>\d+).txt")
                .replace_all(text, "$$TEST_BUILD_DIR/$filename.long-type-$$LONG_TYPE_HASH.txt")
                .into_owned()
        },
    },
    // thread 'main' (12909) panicked -> thread 'main' ($TID) panicked
    CompiletestRule {
        name: "thread-id",
        what: "the thread id of a panic message -> ($TID)",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"thread '(?P<name>.*?)' \((rtid )?\d+\) panicked")
                .replace_all(text, "thread '$name' ($$TID) panicked")
                .into_owned()
        },
    },
    // a<TAB>b -> a\tb (tabs made visible)
    CompiletestRule { name: "tabs", what: "a tab -> \\t", apply: |text, _| text.replace('\t', "\\t") },
    // fn f() {}\n\n//~ ERROR x\n -> fn f() {}\n (the test's annotations, with the blanks before them)
    CompiletestRule {
        name: "annotations",
        what: "the test's annotations (`//~ ERROR ...`) and the blanks before them -> removed",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"\s*//(\[.*\])?~.*").replace_all(text, "").into_owned()
        },
    },
    // _RNvCs1a2B3_4core3foo -> _RNvCsCRATE_HASH_4core3foo (v0 symbol names)
    CompiletestRule {
        name: "v0-crate-hash",
        what: "crate hashes of v0 symbol names (Cs<hash>_) -> CsCRATE_HASH_",
        apply: |text, _| {
            static PREFIX: OnceLock<Regex> = OnceLock::new();
            static RE: OnceLock<Regex> = OnceLock::new();
            match static_regex(&PREFIX, r"_R.*?Cs[0-9a-zA-Z]+_").is_match(text) {
                true => static_regex(&RE, r"Cs[0-9a-zA-Z]+_").replace_all(text, "CsCRATE_HASH_").into_owned(),
                false => text.to_string(),
            }
        },
    },
    // (_RNvB1_3foo -> (_RNvB<REF>_3foo (v0 back references)
    CompiletestRule {
        name: "v0-back-ref",
        what: "back references of v0 symbol names (B<n>_) -> B<REF>_",
        apply: |text, _| {
            static PREFIX: OnceLock<Regex> = OnceLock::new();
            static RE: OnceLock<Regex> = OnceLock::new();
            match static_regex(&PREFIX, r"\(_R.*?B[0-9a-zA-Z]_").is_match(text) {
                true => static_regex(&RE, r"B[0-9a-zA-Z]_").replace_all(text, "B<REF>_").into_owned(),
                false => text.to_string(),
            }
        },
    },
    // ╾───alloc12+0x4───╼ ... alloc7 ... alloc12 -> ╾ALLOC0+0x4╼ ... ALLOC1 ... ALLOC0
    CompiletestRule {
        name: "alloc-ids",
        what: "allocation ids -> ALLOC0, ALLOC1, ... in order of appearance",
        apply: |text, _| alloc_ids(text),
    },
];

/// compiletest's renumbering of allocation ids: in pretty-printed allocations first, then in
/// sentences, numbered by first appearance across both.
fn alloc_ids(text: &str) -> String {
    static BOXED: OnceLock<Regex> = OnceLock::new();
    static WORD: OnceLock<Regex> = OnceLock::new();
    let mut seen: Vec<String> = Vec::new();
    let mut number = |id: &str| match seen.iter().position(|s| s == id) {
        Some(index) => index,
        None => {
            seen.push(id.to_string());
            seen.len() - 1
        }
    };
    let boxed = static_regex(&BOXED, r"╾─*a(lloc)?([0-9]+)(\+0x[0-9a-f]+)?(<imm>)?( \([0-9]+ ptr bytes\))?─*╼");
    let text = boxed
        .replace_all(text, |caps: &Captures<'_>| {
            let index = number(&caps[2]);
            let offset = caps.get(3).map_or("", |c| c.as_str());
            let imm = caps.get(4).map_or("", |c| c.as_str());
            format!("╾ALLOC{index}{offset}{imm}╼")
        })
        .into_owned();
    static_regex(&WORD, r"\balloc([0-9]+)\b").replace_all(&text, |caps: &Captures<'_>| format!("ALLOC{}", number(&caps[1]))).into_owned()
}

/// compiletest's guess at Windows paths, their backslashes written `/`: a run of
/// `\<name>` parts ending in a `.<extension>` of letters (`\xEF\xAC\x83.rs`: a byte string's
/// escapes are caught too, as compiletest catches them), or `\<name>` parts, spaces allowed,
/// after one of its roots (`$DIR\sub dir\a`).
fn windows_paths(text: &str) -> String {
    static RE: OnceLock<Regex> = OnceLock::new();
    let path = static_regex(&RE, r"(?:\\[\pL\pN._'-]+)+\.\pL+|\$(?:DIR|SRC_DIR|TEST_BUILD_DIR|BUILD_DIR|LIB_DIR)(?:\\[\pL\pN._' -]+)+");
    path.replace_all(text, |caps: &Captures<'_>| caps[0].replace('\\', "/")).into_owned()
}

/// Every rule of [`COMPILETEST_RULES`], in order.
pub fn apply(text: &str, context: &CompiletestContext<'_>) -> String {
    COMPILETEST_RULES.iter().fold(text.to_string(), |acc, rule| rule.apply(&acc, context))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_a_test_case() {
        let plain = CompiletestContext { relative_dir: "lint", json: false };
        let json = CompiletestContext { relative_dir: "lint", json: true };
        // (rule, context, before, after): one row per rule, so a new rule without a case fails here.
        let cases: &[(&str, &CompiletestContext<'_>, &str, &str)] = &[
            ("test-build-dir", &plain, "$TMP/auxiliary/libdep.so", "$TEST_BUILD_DIR/auxiliary/libdep.so"),
            ("remapped-src-base", &plain, "--> fake-test-src-base/lint/a.rs:1:2", "--> $DIR/a.rs:1:2"),
            ("json-newlines", &json, r#""rendered":"a\nb""#, "\"rendered\":\"a\nb\""),
            ("json-newlines", &plain, r"a\nb", r"a\nb"),
            ("src-dir-line-col", &plain, "$SRC_DIR/core/src/a.rs:12:5: 12:9)", "$SRC_DIR/core/src/a.rs:LL:COL)"),
            ("platform-differences", &plain, "\"a\\\\b\"\r\n", "\"a\\b\"\n"),
            (
                "platform-differences",
                &plain,
                r#"b"\xEF\xAC\x83.rs" at $DIR\sub dir\a "\n""#,
                r#"b"/xEF/xAC/x83.rs" at $DIR/sub dir/a "\n""#,
            ),
            ("long-type-hash", &plain, "$TEST_BUILD_DIR/a.long-type-1234.txt", "$TEST_BUILD_DIR/a.long-type-$LONG_TYPE_HASH.txt"),
            ("thread-id", &plain, "thread 'main' (12909) panicked at", "thread 'main' ($TID) panicked at"),
            ("tabs", &plain, "a\tb", "a\\tb"),
            (
                "annotations",
                &plain,
                "fn f() { }\n\n//~ ERROR: x\n\nfn main() {}\nLL |     x; //~ ERROR y\n",
                "fn f() { }\n\nfn main() {}\nLL |     x;\n",
            ),
            ("v0-crate-hash", &plain, "_RNvCs1a2B3_4core3foo", "_RNvCsCRATE_HASH_4core3foo"),
            ("v0-back-ref", &plain, "(_RNvB1_3foo)", "(_RNvB<REF>_3foo)"),
            ("alloc-ids", &plain, "╾───alloc12+0x4───╼ alloc7 alloc12", "╾ALLOC0+0x4╼ ALLOC1 ALLOC0"),
        ];
        for rule in COMPILETEST_RULES {
            assert!(cases.iter().any(|(name, ..)| *name == rule.name), "rule `{}` has no test case", rule.name);
        }
        for (name, cx, before, after) in cases {
            let rule = COMPILETEST_RULES.iter().find(|r| r.name == *name).unwrap();
            assert_eq!(rule.apply(before, cx), *after, "rule {name}");
        }
    }
}
