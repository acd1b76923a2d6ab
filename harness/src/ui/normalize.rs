//! trybuild's normalization of a UI test's stderr, as an ordered table of named rules (the
//! `normalize` stage's shape): machine paths become `$DIR`, `$WORKSPACE`, `$CARGO` and `$RUST`;
//! rustc's closing lines go; line numbers in files other than the test's own go (they move with
//! every release of a dependency or of std), the gutter then narrowed to what is left; counts of
//! "N others" become `$N`. So a suite blessed by trybuild compares unchanged. Append rules; never
//! reorder.
//!
//! trybuild grew its normalization in steps and passes a test whose file matches the output of
//! any step, so that files blessed by an older trybuild keep passing; [`Era`] has one variant per
//! step of trybuild's list, in its order (up to `UnindentSuggestion`), each rule names the step
//! from which trybuild applies it (and the one from which it no longer does), and
//! [`older_forms`] gives the output as each earlier step left it. The gutter's steps (numbers
//! of other files hidden, then the gutter narrowed, five ways over the steps) are in the child
//! module `gutter`. Not modelled: `TrimEnd` (the blessed file is tidied too, so a form with
//! trailing spaces could never match) and trybuild's backslashes in arrows (Windows paths).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use regex::Regex;

use crate::model::static_regex;

mod gutter;

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
    /// The target folder of the build, whose `build/<crate>-<hash>/out/` are build scripts'
    /// `OUT_DIR`s (`$OUT_DIR[<crate>]`).
    pub target_dir: &'a Path,
    /// The crate's own path dependencies outside its workspace: key and folder (`$KEY`).
    pub path_dependencies: &'a [(String, PathBuf)],
}

/// A step of trybuild's normalization, one variant per step of trybuild's own list and in its
/// order (trybuild appends steps so that files blessed before keep passing): a file blessed when
/// trybuild stopped at a step holds the output with the rules of that step and the earlier ones.
/// A step no rule names (its form is the one before it here) is kept so that the list reads as
/// trybuild's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Era {
    /// The first: machine paths, rustc's closing lines, trailing blank lines; every arrow's
    /// folder as `$DIR`.
    Basic,
    /// cargo's `error: Could not compile `x`` dropped (edrift runs rustc, which never prints it).
    StripCouldNotCompile,
    /// The same in cargo's lower case, `error: could not compile `x``.
    StripCouldNotCompile2,
    /// `For more information about this error, try `rustc --explain ...`` dropped.
    StripForMoreInformation,
    /// `Some errors have detailed explanations:` and `For more information about an error` dropped.
    StripForMoreInformation2,
    /// Trailing spaces of every line trimmed (no rule: edrift tidies the blessed file too, so a
    /// form with them could never match).
    TrimEnd,
    /// The standard library's sources as `$RUST`.
    RustLib,
    /// Backslashes in `required because it appears within the type` notes as slashes.
    TypeDirBackslash,
    /// Line numbers of other crates' files (`$WORKSPACE`, `$RUST`, `$OUT_DIR[..]`) hidden.
    WorkspaceLines,
    /// A path dependency's folder as `$NAME` (its key, upper case).
    PathDependencies,
    /// A registry dependency's sources as `$CARGO`.
    CargoRegistry,
    /// An arrow's path kept (before it, the folder of every arrow was `$DIR`).
    ArrowOtherCrate,
    /// Arrows relative to the crate (`--> tests/ui/a.rs`, was `--> $DIR/tests/ui/a.rs`).
    RelativeToDir,
    /// Line numbers in the crate's files other than the test's own hidden.
    LinesOutsideInputFile,
    /// A diagnostic's gutter narrowed to its widest line number (up to a `help:` line).
    Unindent,
    /// `and 12 others` as `and $N others`.
    AndOthers,
    /// The file of long type names dropped.
    StripLongTypeNameFiles,
    /// The narrowing goes on past `help:` lines.
    UnindentAfterHelp,
    /// A list of more than 9 types implementing a trait cut to 8 and `and $N others`.
    AndOthersVerbose,
    /// The narrowing goes on past a `note:`'s indented second line.
    UnindentMultilineNote,
    /// A registry dependency's version as `$VERSION` (`$CARGO/syn-$VERSION/`).
    DependencyVersion,
    /// A `note:` heading a diagnostic of its own is narrowed as an `error:` is.
    HeadingNote,
    /// The narrowing takes in suggestions' `~`, `+` and `-` lines.
    UnindentSuggestion,
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
        since: Era::StripForMoreInformation,
        until: None,
        what: "rustc's `--explain` hint of one error -> (gone)",
        apply: |text, _| drop_lines(text, |l| l.starts_with("For more information about this error, try `rustc --explain")),
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
        since: Era::StripLongTypeNameFiles,
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
    //  --> src/lib.rs:23:1 / 23 | pub trait Error -> --> src/lib.rs /    | pub trait Error
    Rule {
        name: "lines-outside-test",
        since: Era::LinesOutsideInputFile,
        until: None,
        what: "line numbers in the crate's files other than the test's own -> (gone)",
        apply: |text, cx| {
            let test = cx.test_path.display().to_string();
            gutter::hide_numbers(text, |path| !path.starts_with(['$', '/']) && path != test)
        },
    },
    // trailing spaces, runs of blank lines, blank lines at either end -> (gone)
    Rule {
        name: "whitespace",
        since: Era::Basic,
        until: None,
        what: "trailing spaces and extra blank lines -> (gone)",
        apply: |text, _| tidy(text),
    },
    // Some errors have detailed explanations: E0277, E0308. -> (gone)
    Rule {
        name: "more-information-2",
        since: Era::StripForMoreInformation2,
        until: None,
        what: "rustc's `--explain` hints of several errors -> (gone)",
        apply: |text, _| {
            drop_lines(text, |l| {
                l.starts_with("Some errors have detailed explanations:")
                    || l.starts_with("For more information about an error, try `rustc --explain")
            })
        },
    },
    // error: Could not compile `foo`. -> (gone)
    Rule {
        name: "could-not-compile",
        since: Era::StripCouldNotCompile,
        until: None,
        what: "cargo's `Could not compile` line -> (gone)",
        apply: |text, _| drop_lines(text, |l| l.starts_with("error: Could not compile `")),
    },
    // error: could not compile `foo` (lib) due to 1 previous error -> (gone)
    Rule {
        name: "could-not-compile-2",
        since: Era::StripCouldNotCompile2,
        until: None,
        what: "cargo's `could not compile` line -> (gone)",
        apply: |text, _| drop_lines(text, |l| l.starts_with("error: could not compile `")),
    },
    // = note: required because it appears within the type `[closure@$DIR\tests\a.rs:7:19]` -> `[closure@$DIR/tests/a.rs:7:19]`
    Rule {
        name: "type-dir-backslash",
        since: Era::TypeDirBackslash,
        until: None,
        what: "backslashes in a `required because it appears within the type` note -> slashes",
        apply: |text, _| {
            let line = |l: &str| {
                if l.trim_start().starts_with("= note: required because it appears within the type") {
                    l.replace('\\', "/")
                } else {
                    l.to_string()
                }
            };
            text.lines().map(|l| line(l) + "\n").collect()
        },
    },
    //  --> target/debug/build/foo-0123456789abcdef/out/x.rs:3:1 -> --> $OUT_DIR[foo]/x.rs:3:1
    Rule {
        name: "out-dir",
        since: Era::Basic,
        until: None,
        what: "an arrow's build script output in the build's target folder -> $OUT_DIR[<crate>]",
        apply: out_dir,
    },
    //  ::: /elsewhere/diesel/src/lib.rs:3:1 -> ::: $DIESEL/src/lib.rs:3:1
    Rule {
        name: "path-dependencies",
        since: Era::PathDependencies,
        until: None,
        what: "an arrow's path in a path dependency outside the workspace -> $<KEY>",
        apply: |text, cx| {
            map_arrows(text, |path| {
                cx.path_dependencies.iter().find_map(|(key, dir)| {
                    let rest = path.strip_prefix(&*dir.display().to_string())?.strip_prefix('/')?;
                    Some(format!("${}/{rest}", key.to_uppercase().replace('-', "_")))
                })
            })
        },
    },
    //  --> $CARGO/syn-2.0.1/src/lib.rs -> --> $CARGO/syn-$VERSION/src/lib.rs
    Rule {
        name: "dependency-version",
        since: Era::DependencyVersion,
        until: None,
        what: "an arrow's registry dependency's version -> $VERSION",
        apply: |text, _| {
            map_arrows(text, |path| {
                let rest = path.strip_prefix("$CARGO/")?;
                let (package, tail) = rest.split_once('/')?;
                let dash = package[..package.find('.')?].rfind('-')?;
                Some(format!("$CARGO/{}-$VERSION/{tail}", &package[..dash]))
            })
        },
    },
    //  --> $RUST/core/src/error.rs:23:1 / 23 | pub trait Error -> --> $RUST/core/src/error.rs /    | pub trait Error
    Rule {
        name: "workspace-lines",
        since: Era::WorkspaceLines,
        until: None,
        what: "line numbers in other crates' files ($WORKSPACE, $RUST, $CARGO, $OUT_DIR, path dependencies) -> (gone)",
        apply: |text, _| gutter::hide_numbers(text, |path| path.starts_with('$') && !path.starts_with("$DIR/")),
    },
    // = help: the following other types implement trait `X`: / 10 types or more -> 8 of them / and $N others
    Rule {
        name: "and-others-verbose",
        since: Era::AndOthersVerbose,
        until: None,
        what: "a list of more than 9 types implementing a trait -> its first 8 and `and $N others`",
        apply: |text, _| and_others_verbose(text),
    },
    //  --> $RUST/a.rs / 12 | x (a gutter wider than its numbers) -> --> $RUST/a.rs /  | x, stopping at `help:`
    Rule {
        name: "unindent",
        since: Era::Unindent,
        until: Some(Era::UnindentAfterHelp),
        what: "a diagnostic's gutter -> as narrow as its line numbers allow, up to a `help:` line",
        apply: |text, _| gutter::unindent(text, gutter::Unindent::FIRST),
    },
    // the same, going on past `help:` lines
    Rule {
        name: "unindent-after-help",
        since: Era::UnindentAfterHelp,
        until: Some(Era::UnindentMultilineNote),
        what: "a diagnostic's gutter -> narrowed past `help:` lines too",
        apply: |text, _| gutter::unindent(text, gutter::Unindent { after_help: true, ..gutter::Unindent::FIRST }),
    },
    // the same, going on past a `note:`'s indented second line
    Rule {
        name: "unindent-multiline-note",
        since: Era::UnindentMultilineNote,
        until: Some(Era::HeadingNote),
        what: "a diagnostic's gutter -> narrowed past a `note:`'s indented lines too",
        apply: |text, _| gutter::unindent(text, gutter::Unindent { after_help: true, multiline_note: true, ..gutter::Unindent::FIRST }),
    },
    // the same, and a diagnostic headed `note:` narrowed as one headed `error:`
    Rule {
        name: "unindent-heading-note",
        since: Era::HeadingNote,
        until: Some(Era::UnindentSuggestion),
        what: "a diagnostic's gutter -> narrowed under a heading `note:` too",
        apply: |text, _| {
            gutter::unindent(text, gutter::Unindent { after_help: true, multiline_note: true, heading_note: true, suggestion: false })
        },
    },
    // the same, a suggestion's `12 ~ x`, `12 + x`, `12 - x` lines counted as code
    Rule {
        name: "unindent-suggestion",
        since: Era::UnindentSuggestion,
        until: None,
        what: "a diagnostic's gutter -> narrowed over suggestions' `~`/`+`/`-` lines too",
        apply: |text, _| gutter::unindent(text, gutter::Unindent::NEWEST),
    },
    // blank lines the later rules left at the end or in a row -> (gone)
    Rule {
        name: "whitespace-again",
        since: Era::Basic,
        until: None,
        what: "blank lines the rules after `whitespace` left -> (gone)",
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

/// Rewrites the path of every `-->`/`:::` line (its `:line:column` kept) where `rewrite` gives one.
fn map_arrows(text: &str, rewrite: impl Fn(&str) -> Option<String>) -> String {
    static ARROW: OnceLock<Regex> = OnceLock::new();
    let arrow = static_regex(&ARROW, r"^(\s*(?:-->|:::) )(.+?)((?::\d+){0,2})$");
    let line = |l: &str| -> String {
        arrow.captures(l).and_then(|c| rewrite(&c[2]).map(|path| format!("{}{path}{}", &c[1], &c[3]))).unwrap_or_else(|| l.to_string())
    };
    text.lines().map(|l| line(l) + "\n").collect()
}

/// `<target>/debug/build/<crate>-<16 hex>/out/x.rs` -> `$OUT_DIR[<crate>]/x.rs`, for the target
/// folder as written and as the earlier rules left it (`$DIR/...`, relative, `$WORKSPACE/...`).
fn out_dir(text: &str, cx: &Context<'_>) -> String {
    let target = cx.target_dir.display().to_string();
    let mut prefixes = vec![target.clone()];
    for (base, name) in [(cx.crate_dir, "$DIR"), (cx.workspace_root, "$WORKSPACE")] {
        if let Ok(rest) = cx.target_dir.strip_prefix(base) {
            prefixes.push(format!("{name}/{}", rest.display()));
            if name == "$DIR" {
                prefixes.push(rest.display().to_string());
            }
        }
    }
    map_arrows(text, |path| {
        let rest = prefixes.iter().find_map(|p| path.strip_prefix(p.as_str())?.strip_prefix('/'))?;
        let components: Vec<&str> = rest.split('/').collect();
        let out = (1..components.len().saturating_sub(1)).find(|&i| components[i] == "out" && build_folder(components[i - 1]).is_some())?;
        let krate = build_folder(components[out - 1])?;
        Some(format!("$OUT_DIR[{krate}]/{}", components[out + 1..].join("/")))
    })
}

/// The crate of a build script's folder `<crate>-<16 lowercase hex>`.
fn build_folder(component: &str) -> Option<&str> {
    let (krate, hash) = component.rsplit_once('-')?;
    (hash.len() == 16 && hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))).then_some(krate)
}

/// Cuts a `the following (other) types implement trait` list of more than 9 to its first 8
/// and `and $N others` (trybuild counts the lines indented 12 or more after the heading).
fn and_others_verbose(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out = String::new();
    let mut listed: Option<usize> = None;
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("= help: the following types implement trait ")
            || trimmed.starts_with("= help: the following other types implement trait ")
        {
            listed = Some(0);
        } else if let Some(count) = listed.as_mut() {
            if indent(line) >= 12 && trimmed != "and $N others" {
                *count += 1;
                if *count == 9 && lines.get(i + 1).is_some_and(|next| indent(next) == indent(line)) {
                    out.push_str(&format!("{}and $N others\n", " ".repeat(indent(line) - 2)));
                    continue;
                }
                if *count > 9 {
                    continue;
                }
            } else {
                listed = None;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
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
            target_dir: Path::new("/w/krate/target/edrift-ui/lanes/stable/target"),
            path_dependencies: deps(),
        }
    }

    fn deps() -> &'static [(String, PathBuf)] {
        static DEPS: OnceLock<Vec<(String, PathBuf)>> = OnceLock::new();
        DEPS.get_or_init(|| vec![("diesel-core".to_string(), PathBuf::from("/home/u/diesel"))])
    }

    /// `= help: the following other types implement trait `T`:` and `n` types under it.
    fn implementors(n: usize) -> String {
        let mut text =
            "error[E0277]: x\n --> tests/ui/a.rs:3:5\n  |\n  = help: the following other types implement trait `T`:\n".to_string();
        for i in 0..n {
            text.push_str(&format!("            u{i}\n"));
        }
        text
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
            (
                "more-information-2",
                "Some errors have detailed explanations: E0277, E0308.\nFor more information about an error, try `rustc --explain E0277`.\n",
                "",
            ),
            ("could-not-compile", "error: Could not compile `foo`.\n", ""),
            ("could-not-compile-2", "error: could not compile `foo` (lib) due to 1 previous error\n", ""),
            (
                "type-dir-backslash",
                "  = note: required because it appears within the type `[closure@$DIR\\ui\\a.rs:7:19]`\n",
                "  = note: required because it appears within the type `[closure@$DIR/ui/a.rs:7:19]`\n",
            ),
            (
                "out-dir",
                " --> /w/krate/target/edrift-ui/lanes/stable/target/debug/build/foo-sys-0123456789abcdef/out/x.rs:3:1\n",
                " --> $OUT_DIR[foo-sys]/x.rs:3:1\n",
            ),
            // As the crate's folder and relative arrows leave it (the state folder is in the crate).
            (
                "out-dir",
                " --> target/edrift-ui/lanes/stable/target/debug/build/foo-sys-0123456789abcdef/out/x.rs:3:1\n",
                " --> $OUT_DIR[foo-sys]/x.rs:3:1\n",
            ),
            ("path-dependencies", "  ::: /home/u/diesel/src/lib.rs:78:18\n", "  ::: $DIESEL_CORE/src/lib.rs:78:18\n"),
            ("dependency-version", "  --> $CARGO/tokio-1.26.0/src/time.rs\n", "  --> $CARGO/tokio-$VERSION/src/time.rs\n"),
            (
                "workspace-lines",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\n3 | x\n  ::: $RUST/core/src/a.rs:5:1\n  |\n5 | pub trait A {\n  | ^\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\n3 | x\n  ::: $RUST/core/src/a.rs\n  |\n  | pub trait A {\n  | ^\n",
            ),
            (
                "lines-outside-test",
                "error: x\n  --> tests/ui/a.rs:3:1\n   |\n3  | x\n  ::: src/lib.rs:23:1\n   |\n23 | pub fn f() {}\n",
                "error: x\n  --> tests/ui/a.rs:3:1\n   |\n3  | x\n  ::: src/lib.rs\n   |\n   | pub fn f() {}\n",
            ),
            ("and-others-verbose", &implementors(10), &(implementors(8) + "          and $N others\n")),
            (
                "unindent",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\n3   | x\n    | ^\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\n3 | x\n  | ^\n",
            ),
            // The first narrowing stops at `help:`; the later ones go on.
            (
                "unindent",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\nhelp: y\n    |\n3   | z\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\nhelp: y\n    |\n3   | z\n",
            ),
            (
                "unindent-after-help",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\nhelp: y\n    |\n3   | z\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\nhelp: y\n  |\n3 | z\n",
            ),
            (
                "unindent-after-help",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\nnote: y\n      z\n    |\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\nnote: y\n      z\n    |\n",
            ),
            (
                "unindent-multiline-note",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\nnote: y\n      z\n    |\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\nnote: y\n      z\n  |\n",
            ),
            ("unindent-multiline-note", "note: y\n   --> tests/ui/a.rs:3:1\n    |\n", "note: y\n   --> tests/ui/a.rs:3:1\n    |\n"),
            ("unindent-heading-note", "note: y\n   --> tests/ui/a.rs:3:1\n    |\n", "note: y\n --> tests/ui/a.rs:3:1\n  |\n"),
            (
                "unindent-heading-note",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\n3   ~ z\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\n3   ~ z\n",
            ),
            (
                "unindent-suggestion",
                "error: x\n   --> tests/ui/a.rs:3:1\n    |\n3   ~ z\n",
                "error: x\n --> tests/ui/a.rs:3:1\n  |\n3 ~ z\n",
            ),
            ("whitespace-again", "error: x\n\n\n", "error: x\n"),
        ];
        for (name, before, after) in cases {
            assert_eq!(rule(name).apply_to(before, &cx()), *after, "rule {name}");
        }
        // Each rule has a case that it changes (one it would fail without it).
        for rule in RULES {
            assert!(cases.iter().any(|(name, before, after)| *name == rule.name && before != after), "rule {} has no case", rule.name);
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
        let hidden = rule("workspace-lines").apply_to(before, &cx());
        assert_eq!(rule("unindent-suggestion").apply_to(&hidden, &cx()), after);
    }

    #[test]
    fn a_file_blessed_before_the_gutter_narrowed_still_matches() {
        let rendered = "error[E0277]: x\n  --> /w/krate/tests/ui/a.rs:4:10\n   |\n4  | struct A;\n   |        ^\nnote: required by a bound\n  --> /rustc/59807616e1fa/library/core/src/error.rs:27:1\n   |\n27 | pub trait Error: Debug {\n   | ^^^^^^^^^^^^^^^\n";
        let narrowed = "error[E0277]: x\n --> tests/ui/a.rs:4:10\n  |\n4 | struct A;\n  |        ^\nnote: required by a bound\n --> $RUST/core/src/error.rs\n  |\n  | pub trait Error: Debug {\n  | ^^^^^^^^^^^^^^^\n";
        // As trybuild left it between hiding the numbers and narrowing the gutter.
        let wide = "error[E0277]: x\n  --> tests/ui/a.rs:4:10\n   |\n4  | struct A;\n   |        ^\nnote: required by a bound\n  --> $RUST/core/src/error.rs\n   |\n   | pub trait Error: Debug {\n   | ^^^^^^^^^^^^^^^\n";
        assert_eq!(normalize(rendered, &cx()), narrowed);
        assert!(older_forms(rendered, &cx()).iter().any(|form| form == wide), "{:#?}", older_forms(rendered, &cx()));
    }

    #[test]
    fn a_file_blessed_before_long_lists_were_cut_still_matches() {
        let rendered = implementors(12);
        let cut = implementors(8) + "          and $N others\n";
        assert_eq!(normalize(&rendered, &cx()), cut);
        assert!(older_forms(&rendered, &cx()).contains(&rendered));
    }

    #[test]
    fn a_registry_dependency_loses_its_numbers_and_its_version() {
        let rendered = "error[E0308]: x\n  --> tests/ui/a.rs:7:25\n   |\n7  | x\n   |\nnote: function defined here\n  --> /s/cargo-home/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.26.0/src/time/interval.rs:74:8\n   |\n74 | pub fn interval(period: Duration) -> Interval {\n   |        ^^^^^^^^\n";
        let newest = "error[E0308]: x\n --> tests/ui/a.rs:7:25\n  |\n7 | x\n  |\nnote: function defined here\n --> $CARGO/tokio-$VERSION/src/time/interval.rs\n  |\n  | pub fn interval(period: Duration) -> Interval {\n  |        ^^^^^^^^\n";
        assert_eq!(normalize(rendered, &cx()), newest);
        // Blessed before the version went.
        assert!(older_forms(rendered, &cx()).iter().any(|form| form == &newest.replace("$VERSION", "1.26.0")));
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
        assert_eq!(eras.last(), Some(&Era::UnindentSuggestion));
    }
}
