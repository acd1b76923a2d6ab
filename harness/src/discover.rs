//! Stage `discover`: `suites/` and filters in, snippet paths out. A snippet is a `.rs` file, or a
//! folder with a `Cargo.toml` (whose own files are then not snippets). It reads no snippet text
//! beyond what identifies it, and keeps going past bad files: parsing reports them all at once.

use std::path::{Path, PathBuf};

use crate::directives::{self, DirectiveError, Snippet, SnippetKind};
use crate::error::Error;
use crate::fsutil;
use crate::model::sha256_hex;

/// Every `.rs` file under `dir` that is a snippet, sorted (files of cargo packages excluded).
pub fn snippet_files(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    Ok(snippet_paths(dir)?.into_iter().filter(|(_, kind)| *kind == SnippetKind::File).map(|(p, _)| p).collect())
}

/// Every snippet under `dir`: `.rs` files and package folders, sorted.
pub fn snippet_paths(dir: &Path) -> Result<Vec<(PathBuf, SnippetKind)>, Error> {
    let mut out = Vec::new();
    walk(dir, &mut out)?;
    out.sort();
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<(PathBuf, SnippetKind)>) -> Result<(), Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::io("read folder", dir, e))?;
    let mut children = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| Error::io("read folder", dir, e))?;
        children.push(entry.path());
    }
    children.sort();
    for path in children {
        if path.is_dir() {
            if path.join("Cargo.toml").is_file() {
                out.push((path, SnippetKind::Package));
            } else {
                walk(&path, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((path, SnippetKind::File));
        }
    }
    Ok(())
}

/// The snippet's id: its path under `suites/`, without `.rs`.
pub fn snippet_id(suites: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(suites).unwrap_or(path);
    let text = relative.to_string_lossy().replace('\\', "/");
    text.strip_suffix(".rs").map(str::to_string).unwrap_or(text)
}

/// How a filter matches snippet ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    /// A substring of the id (`suites/` and `.rs` accepted around it).
    Substring,
    /// The whole id.
    Exact,
}

/// Whether a snippet id passes the filters (no filter: every id).
pub fn matches(id: &str, filters: &[String], how: Match) -> bool {
    filters.is_empty()
        || filters.iter().any(|f| {
            let f = f.trim_start_matches("./").trim_start_matches("suites/").trim_end_matches('/').trim_end_matches(".rs");
            match how {
                Match::Substring => id.contains(f),
                Match::Exact => id == f,
            }
        })
}

/// Reads and parses every snippet under `suites` that matches `filters`. Every bad file is
/// reported, not only the first.
pub fn load(suites: &Path, filters: &[String], how: Match) -> Result<Vec<Snippet>, Error> {
    let (snippets, errors) = load_lenient(suites, filters, how)?;
    if errors.is_empty() {
        Ok(snippets)
    } else {
        Err(Error::Snippets(errors))
    }
}

/// Reads every snippet like [`load`], but returns the good ones beside the errors of the bad.
pub fn load_lenient(suites: &Path, filters: &[String], how: Match) -> Result<(Vec<Snippet>, Vec<DirectiveError>), Error> {
    let mut snippets = Vec::new();
    let mut errors: Vec<DirectiveError> = Vec::new();
    for (path, kind) in snippet_paths(suites)? {
        let id = snippet_id(suites, &path);
        if !matches(&id, filters, how) {
            continue;
        }
        match read_snippet(&id, &path, kind) {
            Ok(Ok(snippet)) => snippets.push(snippet),
            Ok(Err(mut errs)) => errors.append(&mut errs),
            Err(e) => errors.push(DirectiveError { path: path.clone(), line: 0, column: 0, message: e.to_string() }),
        }
    }
    Ok((snippets, errors))
}

fn read_snippet(id: &str, path: &Path, kind: SnippetKind) -> Result<Result<Snippet, Vec<DirectiveError>>, Error> {
    match kind {
        SnippetKind::File => {
            let text = fsutil::read_to_string(path)?;
            let hash = sha256_hex(text.as_bytes());
            Ok(directives::parse(id, path, kind, &text, &text, hash).and_then(|snippet| read_formats_to(path, snippet)))
        }
        SnippetKind::Package => {
            let manifest = fsutil::read_to_string(&path.join("Cargo.toml"))?;
            let mut files = Vec::new();
            package_files(path, path, &mut files)?;
            let mut hashed = String::new();
            for (relative, text) in &files {
                hashed.push_str(relative);
                hashed.push('\0');
                hashed.push_str(text);
                hashed.push('\0');
            }
            let main_source = ["src/main.rs", "src/lib.rs"]
                .iter()
                .find_map(|f| files.iter().find(|(r, _)| r == f))
                .map(|(_, t)| t.clone())
                .unwrap_or_default();
            let hash = sha256_hex(hashed.as_bytes());
            Ok(directives::parse(id, path, kind, &manifest, &main_source, hash))
        }
    }
}

/// Reads the code that `formats-to` names, so that later stages compare text and read nothing.
fn read_formats_to(path: &Path, mut snippet: Snippet) -> Result<Snippet, Vec<DirectiveError>> {
    let mut errors = Vec::new();
    for spec in &mut snippet.editions {
        let Some(target) = &mut spec.formats_to else { continue };
        match fsutil::read_to_string(&target.path) {
            Ok(text) => target.code = Some(directives::code(&text)),
            Err(e) => errors.push(DirectiveError {
                path: path.to_path_buf(),
                line: target.line,
                column: 1,
                message: format!("`formats-to` names a file that cannot be read ({e}): name a snippet file of the same folder"),
            }),
        }
    }
    errors.dedup();
    if errors.is_empty() {
        Ok(snippet)
    } else {
        Err(errors)
    }
}

/// Every file of a package, relative path and text, sorted; `target/` is ignored.
pub fn package_files(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result<(), Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::io("read folder", dir, e))?;
    let mut children: Vec<PathBuf> = Vec::new();
    for entry in entries {
        children.push(entry.map_err(|e| Error::io("read folder", dir, e))?.path());
    }
    children.sort();
    for path in children {
        let relative = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        if relative == "target" || relative == "Cargo.lock.orig" {
            continue;
        }
        if path.is_dir() {
            package_files(root, &path, out)?;
        } else {
            let bytes = std::fs::read(&path).map_err(|e| Error::io("read", &path, e))?;
            out.push((relative, String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_to_targets_are_read_and_a_missing_one_names_the_line() {
        let dir = tempfile::tempdir().unwrap();
        let suite = dir.path().join("fmt");
        std::fs::create_dir(&suite).unwrap();
        std::fs::write(suite.join("a.rs"), "//@ rustfmt\n//@[e2024] formats-to: b.rs\nfn f( ) {}\n").unwrap();
        std::fs::write(suite.join("b.rs"), "//@ rustfmt\nfn f() {}\n").unwrap();
        std::fs::write(suite.join("c.rs"), "//@ rustfmt\n//@ note: \"x\"\n//@ formats-to: gone.rs\nfn f() {}\n").unwrap();
        let (snippets, errors) = load_lenient(dir.path(), &[], Match::Substring).unwrap();
        let a = snippets.iter().find(|s| s.id == "fmt/a").unwrap();
        let target = a.edition(crate::model::Edition::E2024).unwrap().formats_to.as_ref().unwrap();
        assert_eq!(target.code.as_deref(), Some("fn f() {}\n"), "read, without its directive lines");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!((errors[0].path.as_path(), errors[0].line), (suite.join("c.rs").as_path(), 3));
        assert!(errors[0].message.contains("`formats-to` names a file that cannot be read"), "{}", errors[0]);
    }
}
