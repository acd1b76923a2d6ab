//! The globs a crate's own trybuild test declares: in each `tests/*.rs` that names `trybuild`,
//! the `.compile_fail("...")` and `.pass("...")` calls of its `TestCases`, used by
//! [`super::discover`] when no glob is given. A call whose argument is not one string literal
//! (a path built at run time, `dir.join("*.rs")`) is not understood: it is an error naming the
//! file and line, and how to give the globs instead, never a suite run without those tests.
//! It reads files only; nothing of the crate runs.

use std::path::{Path, PathBuf};

use super::Kind;
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
                "the crate's trybuild test declares UI tests edrift cannot read (not one string literal):\n  {}\n  \
                 give its globs on the command line instead (--compile-fail GLOB, --pass GLOB)",
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
                Some(glob) => Ok(Declared { kind, glob, file: file.to_path_buf(), line }),
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
}
