//! The globs a crate's own trybuild test declares: in each `tests/*.rs` that names `trybuild`,
//! the `.compile_fail("...")` and `.pass("...")` calls of its `TestCases`, used by
//! [`super::discover`] when no glob is given. A call whose argument is not one string literal
//! (a path built at run time, `dir.join("*.rs")`) is not understood: it is an error naming the
//! file and line, and how to give the globs instead, never a suite run without those tests.
//! Each glob comes with the gates in effect where it is declared ([`super::gates`]): the
//! attributes of the enclosing fn (`#[rustversion::nightly]`, `#[cfg(feature = "x")]`,
//! `#[ignore]`, ...) and of the call's statement, and the `if cfg!(..)` /
//! `if rustversion::cfg!(..)` blocks (or their `else`) around the call. A gate it cannot read
//! (an attribute whose effect it does not know, another `if` condition, an `else if` chain) is
//! an error naming the file and line, as a glob it cannot read is.
//! It reads files only; nothing of the crate runs.

use std::path::{Path, PathBuf};

use super::Kind;
use super::gates::{self, Gate};
use crate::error::Error;

/// One glob a crate's trybuild test declares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    /// `compile_fail` or `pass`.
    pub kind: Kind,
    /// The glob, relative to the crate (as trybuild takes it).
    pub glob: String,
    /// The test file that declares it, relative to the crate (`tests/compiletest.rs`).
    pub file: PathBuf,
    /// Its line there (1-based).
    pub line: usize,
    /// The gates in effect at the call, outermost first.
    pub gates: Vec<Gate>,
}

/// The globs of the crate's trybuild tests in `dir/tests/*.rs`, in file and line order; empty
/// when no file there uses trybuild.
pub fn globs(dir: &Path) -> Result<Vec<Declared>, Error> {
    let tests = dir.join("tests");
    let entries = match std::fs::read_dir(&tests) {
        Ok(entries) => entries,
        Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => return Ok(Vec::new()),
        Err(e) => return Err(Error::io("read", &tests, e)),
    };
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| Error::io("read", &tests, e))?.path();
        if path.extension().is_some_and(|e| e == "rs") && path.is_file() {
            files.push(path);
        }
    }
    files.sort();
    let mut found = Vec::new();
    let mut not_understood = Vec::new();
    for path in files {
        crate::fsutil::stays_inside(&path, dir)?;
        let text = crate::fsutil::read_to_string(&path)?;
        if !text.contains("trybuild") {
            continue;
        }
        let file = path.strip_prefix(dir).unwrap_or(&path).to_path_buf();
        let (declared, problems) = scan(&text, &file);
        found.extend(declared);
        not_understood.extend(problems);
    }
    if !not_understood.is_empty() {
        return Err(Error::Config {
            path: dir.join("Cargo.toml"),
            message: format!(
                "the crate's trybuild test declares UI tests edrift cannot read (not one string literal, or a gate it does not \
                 understand):\n  {}\n  give its globs on the command line instead (--compile-fail GLOB, --pass GLOB: no gate is \
                 read then)",
                not_understood.join("\n  ")
            ),
        });
    }
    Ok(found)
}

/// The globs of one test file's text, and the calls whose argument is not one string literal
/// (`file:line: the call`). A call may span lines (`t.compile_fail(\n    "tests/ui/*.rs",\n)`);
/// `//` comments are left out.
fn scan(text: &str, file: &Path) -> (Vec<Declared>, Vec<String>) {
    let lines: Vec<&str> = text.lines().map(|line| line.split("//").next().unwrap_or("")).collect();
    let code = lines.join("\n");
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut found: Vec<(usize, Result<Declared, String>)> = Vec::new();
    for (method, kind) in [(".compile_fail(", Kind::CompileFail), (".pass(", Kind::Pass)] {
        for (at, _) in code.match_indices(method) {
            let line = line_of(at);
            let entry = match string_argument(&code[at + method.len()..]) {
                Some(glob) => gates_at(&code, at, file).map(|gates| Declared { kind, glob, file: file.to_path_buf(), line, gates }),
                None => Err(format!("{}:{line}: `{}`", file.display(), lines[line - 1].trim())),
            };
            found.push((at, entry));
        }
    }
    found.sort_by_key(|(at, _)| *at);
    let mut declared = Vec::new();
    let mut problems = Vec::new();
    for (_, entry) in found {
        match entry {
            Ok(d) => declared.push(d),
            Err(problem) => problems.push(problem),
        }
    }
    (declared, problems)
}

/// The gates in effect at the call at byte `at` of `code` (comments left out): the attributes
/// of the innermost fn around it, the `if`/`else` blocks of that fn around it, and the
/// attributes of the call's statement, in that order; or the first gate not understood
/// (`file:line: why`).
fn gates_at(code: &str, at: usize, file: &Path) -> Result<Vec<Gate>, String> {
    let masked = mask_strings(code);
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let place = |at: usize| format!("{}:{}", file.display(), line_of(at));
    let problem = |at: usize, why: String| format!("{}: {why}", place(at));
    let mut gates = Vec::new();
    // The file's own inner attributes (`#![cfg(feature = "x")]`), then those of the modules
    // around the call, outermost first.
    let mut outer: Vec<(usize, &str)> = inner_attributes(code, &masked);
    for module in enclosing(&masked, at, "mod") {
        outer.extend(attributes_before(code, &masked, module));
    }
    for (start, inside) in outer {
        gates.extend(gates::of_attribute(inside, &place(start)).map_err(|why| problem(start, format!("`#[{inside}]`: {why}")))?);
    }
    let Some((fn_at, body)) = enclosing_fn(&masked, at) else { return Ok(gates) };
    for (start, inside) in attributes_before(code, &masked, fn_at) {
        gates.extend(gates::of_attribute(inside, &place(start)).map_err(|why| problem(start, format!("`#[{inside}]`: {why}")))?);
    }
    for (p, _) in masked[body.0..at].match_indices("if") {
        let p = body.0 + p;
        if !is_word(&masked, p, 2) {
            continue;
        }
        let Some(open) = block_start(&masked, p + 2) else { continue };
        let Some(close) = matching(&masked, open) else { continue };
        let condition = code[p + 2..open].trim();
        let inside_then = open < at && at < close;
        let after = masked[close + 1..].trim_start();
        let else_open =
            after.strip_prefix("else").map(str::trim_start).filter(|rest| rest.starts_with('{')).map(|rest| masked.len() - rest.len());
        let inside_else = else_open.and_then(|o| Some((o, matching(&masked, o)?))).is_some_and(|(o, c)| o < at && at < c);
        if !(inside_then || inside_else) {
            continue;
        }
        if masked[..p].trim_end().ends_with("else") {
            return Err(problem(p, format!("`if {condition}` in an `else if` chain")));
        }
        gates.push(gates::of_condition(condition, inside_else, &place(p)).map_err(|why| problem(p, why))?);
    }
    for (start, inside) in attributes_before(code, &masked, receiver_start(&masked, at)) {
        gates.extend(gates::of_attribute(inside, &place(start)).map_err(|why| problem(start, format!("`#[{inside}]`: {why}")))?);
    }
    Ok(gates)
}

/// `code` with the inside of every string literal blanked (same length, lines kept), so that
/// braces and brackets are matched outside strings only.
fn mask_strings(code: &str) -> String {
    let mut out = code.as_bytes().to_vec();
    let mut in_string = false;
    let mut i = 0;
    while i < out.len() {
        match (in_string, out[i]) {
            (false, b'"') => in_string = true,
            (true, b'"') => in_string = false,
            (true, b'\\') => {
                out[i] = b' ';
                if i + 1 < out.len() && out[i + 1] != b'\n' {
                    out[i + 1] = b' ';
                }
                i += 1;
            }
            (true, b'\n') | (false, _) => {}
            (true, _) => out[i] = b' ',
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether the `len` bytes at `at` are a whole word (not part of a longer name).
fn is_word(text: &str, at: usize, len: usize) -> bool {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let bytes = text.as_bytes();
    (at == 0 || !ident(bytes[at - 1])) && bytes.get(at + len).is_none_or(|&c| !ident(c))
}

/// The first `{` from `from` outside parentheses and brackets (an `if`'s or a fn's block).
fn block_start(masked: &str, from: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in masked.bytes().enumerate().skip(from) {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'{' if depth == 0 => return Some(i),
            b';' if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// The `}` or `]` matching the `{` or `[` at `open`.
fn matching(masked: &str, open: usize) -> Option<usize> {
    let (opener, closer) = match masked.as_bytes().get(open)? {
        b'[' => (b'[', b']'),
        _ => (b'{', b'}'),
    };
    let mut depth = 0usize;
    for (i, c) in masked.bytes().enumerate().skip(open) {
        if c == opener {
            depth += 1;
        } else if c == closer {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The innermost fn whose body holds `at`: where its `fn` keyword is (or its qualifiers
/// `pub`, `async`, `unsafe`, `const` before it), and its body's braces.
fn enclosing_fn(masked: &str, at: usize) -> Option<(usize, (usize, usize))> {
    let mut best = None;
    for (p, _) in masked[..at].match_indices("fn") {
        if !is_word(masked, p, 2) {
            continue;
        }
        let Some(open) = block_start(masked, p + 2) else { continue };
        let Some(close) = matching(masked, open) else { continue };
        if open < at && at < close {
            best = Some((p, (open, close)));
        }
    }
    let (mut start, body) = best?;
    loop {
        let before = masked[..start].trim_end();
        match ["pub(crate)", "pub", "async", "unsafe", "const"]
            .iter()
            .find(|q| before.ends_with(*q) && is_word(masked, before.len() - q.len(), q.len()))
        {
            Some(q) => start = before.len() - q.len(),
            None => return Some((start, body)),
        }
    }
}

/// The starts of the `KEYWORD name {..}` blocks (`mod`) around `at`, outermost first.
fn enclosing(masked: &str, at: usize, keyword: &str) -> Vec<usize> {
    let mut found = Vec::new();
    for (p, _) in masked[..at].match_indices(keyword) {
        if !is_word(masked, p, keyword.len()) {
            continue;
        }
        let Some(open) = block_start(masked, p + keyword.len()) else { continue };
        if matching(masked, open).is_some_and(|close| open < at && at < close) {
            let before = masked[..p].trim_end();
            let public = before.ends_with("pub") && is_word(masked, before.len() - 3, 3);
            found.push(if public { before.len() - 3 } else { p });
        }
    }
    found
}

/// The inner attributes at the start of the file (`#![cfg(..)]`): each one's start and inside.
fn inner_attributes<'c>(code: &'c str, masked: &str) -> Vec<(usize, &'c str)> {
    let mut found = Vec::new();
    let mut at = masked.len() - masked.trim_start().len();
    while masked[at..].starts_with("#![") {
        let Some(close) = matching(masked, at + 2) else { break };
        found.push((at, code[at + 3..close].trim()));
        at = close + 1 + (masked[close + 1..].len() - masked[close + 1..].trim_start().len());
    }
    found
}

/// Where the receiver of the method call at `at` starts: back over its names, `::`, `.` and
/// parenthesized arguments (`trybuild::TestCases::new().pass(..)`).
fn receiver_start(masked: &str, at: usize) -> usize {
    let bytes = masked.as_bytes();
    let mut i = at;
    while i > 0 {
        let c = bytes[i - 1];
        if c.is_ascii_alphanumeric() || matches!(c, b'_' | b':' | b'.') {
            i -= 1;
        } else if c == b')' {
            let mut depth = 0usize;
            while i > 0 {
                i -= 1;
                match bytes[i] {
                    b')' => depth += 1,
                    b'(' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
        } else {
            break;
        }
    }
    i
}

/// The attributes right before `item` (an item or statement start): each `#[..]`'s start and
/// inside, in source order.
fn attributes_before<'c>(code: &'c str, masked: &str, item: usize) -> Vec<(usize, &'c str)> {
    let bytes = masked.as_bytes();
    let mut found = Vec::new();
    let mut end = masked[..item].trim_end().len();
    while end > 0 && bytes[end - 1] == b']' {
        let mut depth = 0usize;
        let mut i = end;
        let open = loop {
            if i == 0 {
                break None;
            }
            i -= 1;
            match bytes[i] {
                b']' => depth += 1,
                b'[' => {
                    depth -= 1;
                    if depth == 0 {
                        break Some(i);
                    }
                }
                _ => {}
            }
        };
        let Some(open) = open.filter(|&o| o > 0 && bytes[o - 1] == b'#') else { break };
        found.push((open - 1, code[open + 1..end - 1].trim()));
        end = masked[..open - 1].trim_end().len();
    }
    found.reverse();
    found
}

/// The text of `"glob")` or `r"glob")` at the start of `after` (white space and one trailing
/// comma allowed around it), if the argument is just that literal without escapes.
fn string_argument(after: &str) -> Option<String> {
    let after = after.trim_start();
    let after = after.strip_prefix('r').unwrap_or(after);
    let body = after.strip_prefix('"')?;
    let end = body.find('"')?;
    let glob = &body[..end];
    let rest = body[end + 1..].trim_start();
    let closed = rest.strip_prefix(',').unwrap_or(rest).trim_start().starts_with(')');
    (closed && !glob.contains('\\')).then(|| glob.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scanned(text: &str) -> (Vec<(Kind, String, usize)>, Vec<String>) {
        let (declared, problems) = scan(text, Path::new("tests/compiletest.rs"));
        (declared.into_iter().map(|d| (d.kind, d.glob, d.line)).collect(), problems)
    }

    #[test]
    fn string_literal_calls_are_the_declared_globs() {
        let text = "#[test]\nfn ui() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(\"tests/ui/**/*.rs\");\n    \
                    t.pass( r\"tests/run-pass/*.rs\" );\n    // t.pass(\"tests/old/*.rs\");\n}\n";
        let (declared, problems) = scanned(text);
        assert_eq!(
            declared,
            vec![(Kind::CompileFail, "tests/ui/**/*.rs".to_string(), 4), (Kind::Pass, "tests/run-pass/*.rs".to_string(), 5)]
        );
        assert!(problems.is_empty(), "{problems:?}");
    }

    #[test]
    fn a_call_over_several_lines_and_several_test_cases_are_read() {
        let text = "fn ui() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(\n        \"tests/ui/*.rs\",\n    );\n    \
                    let u = trybuild::TestCases::new();\n    u.pass(\"tests/ok/*.rs\");\n}\n";
        let (declared, problems) = scanned(text);
        assert_eq!(declared, vec![(Kind::CompileFail, "tests/ui/*.rs".to_string(), 3), (Kind::Pass, "tests/ok/*.rs".to_string(), 7)]);
        assert!(problems.is_empty(), "{problems:?}");
    }

    #[test]
    fn a_glob_built_at_run_time_is_not_understood_with_its_line() {
        let (declared, problems) = scanned("fn t() {\n    fail.compile_fail(dir.join(\"*.rs\"));\n}\n");
        assert!(declared.is_empty());
        assert_eq!(problems, vec!["tests/compiletest.rs:2: `fail.compile_fail(dir.join(\"*.rs\"));`".to_string()]);
    }

    /// The gates of each declared glob, as (glob, [gate text at place]).
    fn gated(text: &str) -> Result<Vec<(String, Vec<String>)>, Vec<String>> {
        let (declared, problems) = scan(text, Path::new("tests/compiletest.rs"));
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(declared.into_iter().map(|d| (d.glob, d.gates.iter().map(|g| format!("{} at {}", g.text, g.place)).collect())).collect())
    }

    #[test]
    fn the_attributes_of_the_enclosing_test_fn_gate_its_calls() {
        let text = "#[test]\nfn plain() {\n    trybuild::TestCases::new().compile_fail(\"tests/ui/*.rs\");\n}\n\n\
                    #[rustversion::attr(not(nightly), ignore = \"needs [nightly] output\")]\n#[cfg_attr(miri, ignore)]\n#[test]\n\
                    pub fn nightly() {\n    let t = trybuild::TestCases::new();\n    t.compile_fail(\"tests/nightly/*.rs\");\n}\n\n\
                    #[rustversion::since(1.80)]\n#[test]\nfn since() {\n    let t = trybuild::TestCases::new();\n    \
                    if cfg!(feature = \"x\") {\n        t.pass(\"tests/x/*.rs\");\n    } else {\n        t.pass(\"tests/no-x/*.rs\");\n    }\n}\n";
        assert_eq!(
            gated(text).unwrap(),
            vec![
                ("tests/ui/*.rs".to_string(), vec![]),
                (
                    "tests/nightly/*.rs".to_string(),
                    vec![
                        "#[rustversion::attr(not(nightly), ignore = \"needs [nightly] output\")] at tests/compiletest.rs:6".to_string(),
                        "#[cfg_attr(miri, ignore)] at tests/compiletest.rs:7".to_string()
                    ]
                ),
                (
                    "tests/x/*.rs".to_string(),
                    vec![
                        "#[rustversion::since(1.80)] at tests/compiletest.rs:14".to_string(),
                        "if cfg!(feature = \"x\") at tests/compiletest.rs:18".to_string()
                    ]
                ),
                (
                    "tests/no-x/*.rs".to_string(),
                    vec![
                        "#[rustversion::since(1.80)] at tests/compiletest.rs:14".to_string(),
                        "else of if cfg!(feature = \"x\") at tests/compiletest.rs:18".to_string()
                    ]
                ),
            ]
        );
    }

    #[test]
    fn a_statement_s_own_attribute_gates_its_call() {
        let text = "#[test]\nfn ui() {\n    let t = trybuild::TestCases::new();\n    #[rustversion::nightly]\n    t.compile_fail(\"tests/n/*.rs\");\n    \
                    t.pass(\"tests/ok/*.rs\");\n}\n";
        assert_eq!(
            gated(text).unwrap(),
            vec![
                ("tests/n/*.rs".to_string(), vec!["#[rustversion::nightly] at tests/compiletest.rs:4".to_string()]),
                ("tests/ok/*.rs".to_string(), vec![])
            ]
        );
    }

    #[test]
    fn the_file_s_inner_attributes_and_an_enclosing_module_s_gate_its_calls() {
        let text = "#![cfg(not(miri))]\n#![allow(unused)]\n\n#[cfg(feature = \"x\")]\nmod ui {\n    #[test]\n    fn ui() {\n        \
                    trybuild::TestCases::new().pass(\"tests/ok/*.rs\");\n    }\n}\n";
        assert_eq!(
            gated(text).unwrap(),
            vec![(
                "tests/ok/*.rs".to_string(),
                vec![
                    "#[cfg(not(miri))] at tests/compiletest.rs:1".to_string(),
                    "#[cfg(feature = \"x\")] at tests/compiletest.rs:4".to_string()
                ]
            )]
        );
    }

    #[test]
    fn a_gate_not_understood_is_said_with_its_line() {
        let unknown = "#[serial_test::serial]\n#[test]\nfn ui() {\n    trybuild::TestCases::new().pass(\"tests/ok/*.rs\");\n}\n";
        let problems = gated(unknown).unwrap_err();
        assert!(problems[0].starts_with("tests/compiletest.rs:1: `#[serial_test::serial]`"), "{problems:?}");
        let runtime = "#[test]\nfn ui() {\n    if std::env::var_os(\"CI\").is_none() {\n        trybuild::TestCases::new().pass(\"tests/ok/*.rs\");\n    }\n}\n";
        let problems = gated(runtime).unwrap_err();
        assert!(problems[0].starts_with("tests/compiletest.rs:3: `if std::env::var_os"), "{problems:?}");
        let chain =
            "fn ui() {\n    if cfg!(a) {\n    } else if cfg!(b) {\n        trybuild::TestCases::new().pass(\"tests/ok/*.rs\");\n    }\n}\n";
        assert!(gated(chain).unwrap_err()[0].contains("`else if` chain"));
    }
}
