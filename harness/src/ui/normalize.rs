//! trybuild's normalization of a UI test's stderr, as an ordered table of named rules (the
//! `normalize` stage's shape): machine paths become `$DIR`, `$WORKSPACE`, `$CARGO` and `$RUST`;
//! rustc's closing lines go; line numbers in files other than the test's own go (they move with
//! every release of a dependency or of std), the gutter then narrowed to what is left; counts of
//! "N others" become `$N`. So a suite blessed by trybuild compares unchanged. Append rules; never
//! reorder.
//!
//! trybuild grew its normalization in steps and passes a test whose file matches the output of
//! any step, so that files blessed by an older trybuild keep passing; each rule here names the
//! step ([`Era`]) from which trybuild applies it, and [`older_forms`] gives the output as each
//! earlier step left it.

use std::path::Path;
use std::sync::OnceLock;

use regex::Regex;

use crate::model::static_regex;

/// What the rules need to know about a test's compile.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The crate's folder (`$DIR`).
    pub crate_dir: &'a Path,
    /// Its workspace's root (`$WORKSPACE`).
    pub workspace_root: &'a Path,
    /// The cargo home whose `registry/src/<index>/` holds the dependencies' sources (`$CARGO`).
    pub cargo_home: &'a Path,
    /// The test's path as rustc was given it (`tests/ui/foo.rs`).
    pub test_path: &'a Path,
}

/// A step of trybuild's normalization, in the order trybuild added them: a file blessed when
/// trybuild stopped at a step holds the output with the rules of that step and the earlier ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Era {
    /// The first: machine paths, rustc's closing lines, trailing whitespace.
    Basic,
    /// `For more information about this error` hints dropped.
    ForMoreInformation,
    /// The standard library's sources as `$RUST`.
    RustLib,
    /// A registry dependency's sources as `$CARGO`.
    CargoRegistry,
    /// An arrow's path kept (before it, the folder of every arrow was `$DIR`).
    ArrowOtherCrate,
    /// Arrows relative to the crate (`--> tests/ui/a.rs`, was `--> $DIR/tests/ui/a.rs`).
    RelativeToDir,
    /// Line numbers outside the test's file dropped.
    LinesOutsideInputFile,
    /// `and 12 others` as `and $N others`.
    AndOthers,
    /// The file of long type names dropped.
    LongTypeNameFiles,
}

/// A rule: its name, what it does, the step from which trybuild applies it, and the function.
pub struct Rule {
    /// Its name.
    pub name: &'static str,
    /// What it does, before -> after.
    pub what: &'static str,
    /// The step of trybuild's normalization from which it applies.
    pub since: Era,
    /// The step from which trybuild no longer applies it (none: it still does).
    pub until: Option<Era>,
    apply: fn(&str, &Context<'_>) -> String,
}

fn drop_lines(text: &str, drop: impl Fn(&str) -> bool) -> String {
    text.lines().filter(|l| !drop(l)).map(|l| format!("{l}\n")).collect()
}

/// The rules, in order.
pub const RULES: &[Rule] = &[
    //  --> /w/krate/tests/ui/a.rs:3:1 -> --> $DIR/a.rs:3:1 (until trybuild kept arrows' paths)
    Rule {
        name: "arrow-folder",
        since: Era::Basic,
        until: Some(Era::ArrowOtherCrate),
        what: "the folder of an arrow's file, whatever it is -> $DIR (trybuild's first steps only)",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?m)^([ \t]*--> )[^\n]*/").replace_all(text, "${1}$$DIR/").into_owned()
        },
    },
    // /home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/syn-2.0.1/src/lib.rs -> $CARGO/syn-2.0.1/src/lib.rs
    Rule {
        name: "cargo-registry",
        since: Era::CargoRegistry,
        until: None,
        what: "a dependency's source in a cargo registry -> $CARGO/<crate>-<version>/",
        apply: |text, cx| {
            let own = format!("{}/registry/src/", cx.cargo_home.display());
            let text = text.replace(&own, "/registry/src/");
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?:/[^\s:'`]+)?/registry/src/[^/\s]+/").replace_all(&text, "$$CARGO/").into_owned()
        },
    },
    // /work/crate/src/lib.rs -> $DIR/src/lib.rs
    Rule {
        name: "crate-dir",
        since: Era::Basic,
        until: None,
        what: "the crate's folder -> $DIR",
        apply: |text, cx| replace_path(text, cx.crate_dir, "$DIR"),
    },
    // /work/src/lib.rs (the workspace above the crate) -> $WORKSPACE/src/lib.rs
    Rule {
        name: "workspace-dir",
        since: Era::Basic,
        until: None,
        what: "the workspace's folder -> $WORKSPACE",
        apply: |text, cx| replace_path(text, cx.workspace_root, "$WORKSPACE"),
    },
    //  --> $DIR/tests/ui/a.rs:3:1 -> --> tests/ui/a.rs:3:1 (arrows only; `$DIR` stays in types)
    Rule {
        name: "relative-arrows",
        since: Era::RelativeToDir,
        until: None,
        what: "an arrow's path in the crate -> relative to it",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"(?m)^(\s*(?:-->|:::) )\$DIR/").replace_all(text, "$1").into_owned()
        },
    },
    // /rustc/<hash>/library/core/src/x.rs, /usr/src/rustc-1.85.0/library/..., <sysroot>/lib/rustlib/src/rust/library/... -> $RUST/core/src/x.rs
    Rule {
        name: "rust-src",
        since: Era::RustLib,
        until: None,
        what: "the standard library's sources (rustup, Debian, rust-src) -> $RUST/",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(
                &RE,
                r"(?:/rustc/[0-9a-f]{7,40}/library/|/usr/src/rustc-[0-9][0-9.]*/library/|(?:/[^\s:]+)?/lib/rustlib/src/rust/library/)",
            )
            .replace_all(text, "$$RUST/")
            .into_owned()
        },
    },
    // error: aborting due to 2 previous errors -> (gone)
    Rule {
        name: "aborting",
        since: Era::Basic,
        until: None,
        what: "rustc's `aborting due to ...` line -> (gone)",
        apply: |text, _| drop_lines(text, |l| l.starts_with("error: aborting due to")),
    },
    // = note: this compiler was built on 2026-05-19; consider upgrading it if it is out of date -> (gone)
    Rule {
        name: "compiler-built-on",
        since: Era::Basic,
        until: None,
        what: "a nightly's `this compiler was built on <date>` note under a feature gate -> (gone)",
        apply: |text, _| {
            drop_lines(text, |l| {
                let l = l.trim_start();
                l.starts_with("= note: this compiler was built on 2") && l.ends_with("; consider upgrading it if it is out of date")
            })
        },
    },
    // For more information about this error, try `rustc --explain E0277`. -> (gone)
    Rule {
        name: "more-information",
        since: Era::ForMoreInformation,
        until: None,
        what: "rustc's `--explain` hints -> (gone)",
        apply: |text, _| {
            drop_lines(text, |l| l.starts_with("For more information about") || l.starts_with("Some errors have detailed explanations:"))
        },
    },
    // warning: 1 warning emitted -> (gone)
    Rule {
        name: "warnings-emitted",
        since: Era::Basic,
        until: None,
        what: "rustc's count of warnings -> (gone)",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            let re = static_regex(&RE, r"^warning: \d+ warnings? emitted$");
            drop_lines(text, |l| re.is_match(l))
        },
    },
    // = note: the full type name has been written to '/tmp/x/foo.long-type-123.txt' -> (gone)
    Rule {
        name: "long-type-file",
        since: Era::LongTypeNameFiles,
        until: None,
        what: "the file rustc writes long type names to, and its `--verbose` hint -> (gone)",
        apply: |text, _| {
            drop_lines(text, |l| {
                let l = l.trim_start();
                l.starts_with("= note: the full type name has been written to")
                    || l.starts_with("= note: the full name for the type has been written to")
                    || l.starts_with("= note: consider using `--verbose` to print the full type name")
            })
        },
    },
    // and 12 others -> and $N others
    Rule {
        name: "and-others",
        since: Era::AndOthers,
        until: None,
        what: "`and 12 others` in lists of candidates -> `and $N others`",
        apply: |text, _| {
            static RE: OnceLock<Regex> = OnceLock::new();
            static_regex(&RE, r"and \d+ others").replace_all(text, "and $$N others").into_owned()
        },
    },
    //  --> $RUST/core/src/error.rs:23:1 / 23 | pub trait Error -> --> $RUST/core/src/error.rs /   | pub trait Error
    Rule {
        name: "lines-outside-test",
        since: Era::LinesOutsideInputFile,
        until: None,
        what: "line numbers in files other than the test's own -> (gone), the gutter narrowed to the remaining numbers",
        apply: lines_outside_test,
    },
    // trailing spaces, runs of blank lines, blank lines at either end -> (gone)
    Rule {
        name: "whitespace",
        since: Era::Basic,
        until: None,
        what: "trailing spaces and extra blank lines -> (gone)",
        apply: |text, _| tidy(text),
    },
];

/// Applies every rule trybuild still applies, in order.
pub fn normalize(text: &str, context: &Context<'_>) -> String {
    RULES.iter().filter(|rule| rule.until.is_none()).fold(text.to_string(), |text, rule| (rule.apply)(&text, context))
}

/// The output as each earlier step of trybuild's normalization left it (the rules of that step
/// and the earlier ones, in order), those that differ from [`normalize`]'s, oldest first: a
/// file equal to one of them was blessed by an older trybuild and passes.
pub fn older_forms(text: &str, context: &Context<'_>) -> Vec<String> {
    let newest = normalize(text, context);
    let mut eras: Vec<Era> = RULES.iter().flat_map(|rule| [Some(rule.since), rule.until]).flatten().collect();
    eras.sort();
    eras.dedup();
    eras.pop();
    let mut forms: Vec<String> = Vec::new();
    for era in eras {
        let form = RULES
            .iter()
            .filter(|rule| rule.since <= era && rule.until.is_none_or(|until| era < until))
            .fold(text.to_string(), |text, rule| (rule.apply)(&text, context));
        if form != newest && !forms.contains(&form) {
            forms.push(form);
        }
    }
    forms
}

/// `path` (and its canonical form) -> `name`, only where a path component ends.
fn replace_path(text: &str, path: &Path, name: &str) -> String {
    let mut text = text.to_string();
    let mut forms = vec![path.display().to_string()];
    if let Ok(canonical) = path.canonicalize() {
        forms.push(canonical.display().to_string());
    }
    forms.sort_by_key(|f| std::cmp::Reverse(f.len()));
    forms.dedup();
    for form in forms {
        if form.len() <= 1 {
            continue;
        }
        let re = Regex::new(&format!(r"{}(/|\b|$)", regex::escape(&form))).expect("an escaped path");
        text = re.replace_all(&text, |c: &regex::Captures<'_>| format!("{name}{}", &c[1])).into_owned();
    }
    text
}

/// Trims trailing spaces, keeps at most one blank line in a row, none at the ends; ends with a
/// newline when anything is left.
pub fn tidy(text: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for line in text.lines().map(str::trim_end) {
        if line.is_empty() && out.last().is_none_or(|l| l.is_empty()) {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    if out.is_empty() { String::new() } else { out.join("\n") + "\n" }
}

/// A diagnostic starts at a line `error...` or `warning...` in the first column.
fn starts_diagnostic(line: &str) -> bool {
    (line.starts_with("error") || line.starts_with("warning")) && line.contains(':')
}

fn lines_outside_test(text: &str, cx: &Context<'_>) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::with_capacity(lines.len());
    let mut start = 0;
    while start < lines.len() {
        let end = (start + 1..lines.len()).find(|&i| starts_diagnostic(lines[i])).unwrap_or(lines.len());
        out.extend(narrow(&lines[start..end], cx));
        start = end;
    }
    out.into_iter().map(|l| l + "\n").collect()
}

/// One diagnostic with the line numbers of other files removed and its gutter narrowed.
fn narrow(block: &[&str], cx: &Context<'_>) -> Vec<String> {
    static ARROW: OnceLock<Regex> = OnceLock::new();
    let arrow = static_regex(&ARROW, r"^( *)(-->|:::) (.+?)(:\d+:\d+)?$");
    let Some(width) = block.iter().find_map(|l| arrow.captures(l).map(|c| c[1].len())) else {
        return block.iter().map(|l| l.to_string()).collect();
    };
    if width == 0 {
        return block.iter().map(|l| l.to_string()).collect();
    }
    let test = cx.test_path.display().to_string();
    let numbered = |line: &str| -> Option<usize> {
        let gutter = line.get(..width)?;
        let digits = gutter.trim();
        (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) && line[width..].starts_with(" |")).then_some(digits.len())
    };
    let mut external = false;
    let mut lines: Vec<String> = Vec::with_capacity(block.len());
    let mut widest = 1;
    for line in block {
        if let Some(c) = arrow.captures(line).filter(|c| c[1].len() == width) {
            external = c[3] != *test;
            if external {
                lines.push(format!("{}{} {}", &c[1], &c[2], &c[3]));
                continue;
            }
        } else if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            // A child (`note:`, `help:`) at the first column: its own arrow decides.
            external = false;
        }
        match numbered(line) {
            Some(_) if external => lines.push(format!("{}{}", " ".repeat(width), &line[width..])),
            Some(digits) => {
                widest = widest.max(digits);
                lines.push(line.to_string());
            }
            None => lines.push(line.to_string()),
        }
    }
    if widest >= width {
        return lines;
    }
    let cut = width - widest;
    lines
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            if i == 0 {
                return line;
            }
            if numbered(&line).is_some() {
                let number = line[..width].trim();
                let gutter = if line.starts_with(' ') { format!("{number:>widest$}") } else { format!("{number:<widest$}") };
                return format!("{gutter}{}", &line[width..]);
            }
            if line.len() >= cut && line[..cut].chars().all(|c| c == ' ') { line[cut..].to_string() } else { line }
        })
        .collect()
}

impl Rule {
    /// Applies the rule alone.
    pub fn apply_to(&self, text: &str, context: &Context<'_>) -> String {
        (self.apply)(text, context)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx() -> Context<'static> {
        Context {
            crate_dir: Path::new("/w/krate"),
            workspace_root: Path::new("/w"),
            cargo_home: Path::new("/s/cargo-home"),
            test_path: Path::new("tests/ui/a.rs"),
        }
    }

    fn rule(name: &str) -> &'static Rule {
        RULES.iter().find(|r| r.name == name).expect("a rule of that name")
    }

    #[test]
    fn every_rule_has_its_case() {
        let cases: &[(&str, &str, &str)] = &[
            (
                "cargo-registry",
                "at /s/cargo-home/registry/src/index.crates.io-1949cf8c6b5b557f/syn-2.0.1/src/lib.rs:3",
                "at $CARGO/syn-2.0.1/src/lib.rs:3",
            ),
            ("crate-dir", "{async block@/w/krate/tests/ui/a.rs:8:5: 8:10}", "{async block@$DIR/tests/ui/a.rs:8:5: 8:10}"),
            ("workspace-dir", " --> /w/other/src/lib.rs:1:1", " --> $WORKSPACE/other/src/lib.rs:1:1"),
            (
                "relative-arrows",
                "  --> $DIR/tests/ui/a.rs:3:1\n   = note: `{async block@$DIR/tests/ui/a.rs:8:5}`",
                "  --> tests/ui/a.rs:3:1\n   = note: `{async block@$DIR/tests/ui/a.rs:8:5}`",
            ),
            ("rust-src", " --> /rustc/59807616e1fa/library/core/src/error.rs:5:1", " --> $RUST/core/src/error.rs:5:1"),
            ("arrow-folder", "  --> /w/krate/tests/ui/a.rs:3:1\n  ::: /w/b.rs\n", "  --> $DIR/a.rs:3:1\n  ::: /w/b.rs\n"),
            ("aborting", "error: x\nerror: aborting due to 2 previous errors\n", "error: x\n"),
            (
                "compiler-built-on",
                "  = help: add `#![feature(x)]`\n  = note: this compiler was built on 2026-05-19; consider upgrading it if it is out of date\n",
                "  = help: add `#![feature(x)]`\n",
            ),
            ("more-information", "For more information about this error, try `rustc --explain E0277`.\n", ""),
            ("warnings-emitted", "warning: 2 warnings emitted\n", ""),
            ("long-type-file", "  = note: the full type name has been written to '/tmp/a.txt'\n", ""),
            ("and-others", "and 12 others", "and $N others"),
            ("whitespace", "\n\nerror: x  \n\n\n  |\n\n", "error: x\n\n  |\n"),
        ];
        for (name, before, after) in cases {
            assert_eq!(rule(name).apply_to(before, &cx()), *after, "rule {name}");
        }
    }

    #[test]
    fn lines_of_other_files_lose_their_numbers_and_the_gutter_narrows() {
        let before = "\
error[E0277]: x
  --> tests/ui/a.rs:4:10
   |
4  | struct A;
   |        ^
note: required by a bound
  --> $RUST/core/src/error.rs:27:1
   |
27 | pub trait Error: Debug {
   | ^^^^^^^^^^^^^^^
   = note: one
           two
";
        let after = "\
error[E0277]: x
 --> tests/ui/a.rs:4:10
  |
4 | struct A;
  |        ^
note: required by a bound
 --> $RUST/core/src/error.rs
  |
  | pub trait Error: Debug {
  | ^^^^^^^^^^^^^^^
  = note: one
          two
";
        assert_eq!(rule("lines-outside-test").apply_to(before, &cx()), after);
    }

    #[test]
    fn older_forms_are_the_output_as_each_earlier_step_left_it() {
        let rendered = "error[E0308]: mismatched types\n --> /w/krate/tests/ui/a.rs:3:5\n  |\n3 | x\n  | ^\n\nerror: aborting due to 1 previous error\n\nFor more information about this error, try `rustc --explain E0308`.\n";
        let newest = normalize(rendered, &cx());
        assert_eq!(newest, "error[E0308]: mismatched types\n --> tests/ui/a.rs:3:5\n  |\n3 | x\n  | ^\n");
        let older = older_forms(rendered, &cx());
        // Before relative arrows: `$DIR`; before arrows kept their path: the test's folder as
        // `$DIR` (auto_impl's files: `--> $DIR/fn_unsafe_method.rs:6:5`); before the
        // `--explain` hint went: the hint too.
        let before_relative = "error[E0308]: mismatched types\n --> $DIR/tests/ui/a.rs:3:5\n  |\n3 | x\n  | ^\n";
        let arrow_folder = "error[E0308]: mismatched types\n --> $DIR/a.rs:3:5\n  |\n3 | x\n  | ^\n";
        let first = "error[E0308]: mismatched types\n --> $DIR/a.rs:3:5\n  |\n3 | x\n  | ^\n\nFor more information about this error, try `rustc --explain E0308`.\n";
        assert_eq!(older, vec![first.to_string(), arrow_folder.to_string(), before_relative.to_string()]);
        assert!(!older.contains(&newest));
    }

    #[test]
    fn every_step_is_in_order_and_the_last_is_the_newest() {
        let mut eras: Vec<Era> = RULES.iter().map(|rule| rule.since).collect();
        eras.sort();
        assert_eq!(eras.first(), Some(&Era::Basic));
        assert_eq!(eras.last(), Some(&Era::LongTypeNameFiles));
    }
}
