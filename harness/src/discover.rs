//! Stage `discover`: `suites/` and filters in, snippet paths out. A snippet is a `.rs` file, or a
//! folder with a `Cargo.toml` (whose own files are then not snippets). It reads no snippet text
//! beyond what identifies it, and keeps going past bad files: parsing reports them all at once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::dialect::{self, Dialect, SuiteConfig};
use crate::directives;
use crate::error::{Argument, Error, Package};
use crate::fsutil;
use crate::model::sha256_hex;
use crate::model::{DirectiveError, Snippet, SnippetKind};

/// Every `.rs` file under `dir` that is a snippet, sorted (files of cargo packages excluded).
pub fn snippet_files(dir: &Path) -> Result<Vec<PathBuf>, Error> {
    Ok(snippet_paths(dir)?.into_iter().filter(|(_, kind)| *kind == SnippetKind::File).map(|(p, _)| p).collect())
}

/// Every snippet under `dir`: `.rs` files and package folders, sorted. Entries that cannot be
/// snippets (see [`snippet_paths_checked`]) are left out.
pub fn snippet_paths(dir: &Path) -> Result<Vec<(PathBuf, SnippetKind)>, Error> {
    Ok(snippet_paths_checked(dir)?.0)
}

/// Snippet paths, and the entries that cannot be snippets.
pub type Checked = (Vec<(PathBuf, SnippetKind)>, Vec<DirectiveError>);

/// Every snippet under `dir`, sorted, and the entries that cannot be one, each with why and
/// what to do: a name that is not printable UTF-8 (it names expectation files and crates), a
/// folder named `*.rs`, a symbolic link to a folder (never followed: loops, escapes) or to a
/// file outside `dir`.
pub fn snippet_paths_checked(dir: &Path) -> Result<Checked, Error> {
    snippet_paths_among(dir, &|_| true)
}

/// [`snippet_paths_checked`] under the entries of `dir` whose name `top` accepts only (a suite
/// folder, a snippet file at the top): what the whole walk finds there, without reading the rest.
pub fn snippet_paths_among(dir: &Path, top: &dyn Fn(&str) -> bool) -> Result<Checked, Error> {
    let root = dir.canonicalize().map_err(|e| Error::io("read folder", dir, e))?;
    let mut out = Vec::new();
    let mut bad = Vec::new();
    walk(&root, dir, &mut out, &mut bad, top)?;
    out.sort();
    Ok((out, bad))
}

fn walk(
    root: &Path,
    dir: &Path,
    out: &mut Vec<(PathBuf, SnippetKind)>,
    bad: &mut Vec<DirectiveError>,
    keep: &dyn Fn(&str) -> bool,
) -> Result<(), Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error::io("read folder", dir, e))?;
    let mut children = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| Error::io("read folder", dir, e))?;
        if keep(&entry.file_name().to_string_lossy()) {
            // The entry's own type (a link is a link), from the folder listing where the file
            // system gives it.
            let kind = entry.file_type().map_err(|e| Error::io("read", &entry.path(), e))?;
            children.push((entry.path(), kind));
        }
    }
    children.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, meta) in children {
        let problem = |message: String| DirectiveError { path: path.clone(), line: 0, column: 0, message };
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let is_rs = name.ends_with(".rs");
        let printable = path.file_name().and_then(|n| n.to_str()).is_some_and(|n| !n.chars().any(char::is_control));
        if meta.is_symlink() {
            match (path.canonicalize(), path.is_dir()) {
                (_, true) => bad.push(problem(
                    "a symbolic link to a folder: discovery does not follow them (they loop or leave suites/); move the folder here instead"
                        .to_string(),
                )),
                (Ok(target), false) if is_rs && !target.starts_with(root) => bad.push(problem(format!(
                    "a symbolic link to {}, outside suites/: copy the file into the suite instead",
                    target.display()
                ))),
                (Err(e), false) if is_rs => bad.push(problem(format!("a symbolic link that leads nowhere ({e}): remove it or fix its target"))),
                (Ok(_) | Err(_), false) if is_rs && !printable => bad.push(problem(unprintable())),
                (Ok(_), false) if is_rs => out.push((path, SnippetKind::File)),
                (Ok(_) | Err(_), false) => {}
            }
        } else if meta.is_dir() {
            if !printable {
                bad.push(problem(unprintable()));
            } else if path.join("Cargo.toml").is_file() {
                out.push((path, SnippetKind::Package));
            } else if path.join("compiletest-ignore-dir").exists() {
                // compiletest's rule: such a folder holds files its neighbours read (`mod foo;`,
                // `#[path]`), no tests.
            } else if is_rs {
                bad.push(problem("a folder named `*.rs` is neither a snippet file nor a package (no Cargo.toml): rename it".to_string()));
            } else {
                walk(root, &path, out, bad, &|_| true)?;
            }
        } else if is_rs && !printable {
            bad.push(problem(unprintable()));
        } else if is_rs && !meta.is_file() {
            bad.push(problem("not a regular file (a FIFO, a socket or a device): a snippet is a file of Rust code; remove it".to_string()));
        } else if is_rs {
            out.push((path, SnippetKind::File));
        }
    }
    Ok(())
}

fn unprintable() -> String {
    "the name is not printable UTF-8 (a newline, a control character, invalid bytes): it would name expectation files and \
     crates; rename it"
        .to_string()
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
    if !errors.is_empty() {
        return Err(Error::Snippets(errors));
    }
    if snippets.is_empty() && !filters.is_empty() {
        return Err(no_match(filters, how));
    }
    Ok(snippets)
}

/// The error of filters that match no snippet.
pub fn no_match(filters: &[String], how: Match) -> Error {
    let how = match how {
        Match::Exact => " exactly",
        Match::Substring => "",
    };
    Argument::NoSnippet { filters: filters.to_vec(), how }.into()
}

/// Reads every snippet like [`load`], but returns the good ones beside the errors of the bad.
/// A compiletest test's snippets are `<file id>#<revision>`: a filter naming a revision selects
/// its file, and a substring filter, which may lie in a revision's name, reads every file of a
/// compiletest suite; the snippets read are then filtered by their own ids.
pub fn load_lenient(suites: &Path, filters: &[String], how: Match) -> Result<(Vec<Snippet>, Vec<DirectiveError>), Error> {
    let files: Vec<String> = filters.iter().map(|f| f.split('#').next().unwrap_or(f).to_string()).collect();
    let dialects = std::cell::RefCell::new(HashMap::new());
    let compiletest = |id: &str| {
        let folder = dialect::suite_folder(suites, &suites.join(id));
        *dialects
            .borrow_mut()
            .entry(folder.clone())
            .or_insert_with(|| SuiteConfig::read(&folder, SuiteConfig::edrift()).is_ok_and(|config| config.dialect == Dialect::Compiletest))
    };
    let (snippets, mut errors) =
        load_where(suites, &|id| matches(id, &files, how) || (how == Match::Substring && !filters.is_empty() && compiletest(id)))?;
    // A file read only because a filter might name one of its revisions is not the run's: its
    // errors are reported where its own id matches (a bad `suite.toml` always is).
    errors.retain(|e| e.path.file_name().is_some_and(|n| n == "suite.toml") || matches(&snippet_id(suites, &e.path), &files, how));
    Ok((snippets.into_iter().filter(|s| matches(&s.id, filters, how)).collect(), errors))
}

/// Reads the snippets whose id `keep` accepts (and only them), returning the good ones beside
/// the errors of the bad and the entries discovery rejected among them.
pub fn load_where(suites: &Path, keep: &dyn Fn(&str) -> bool) -> Result<(Vec<Snippet>, Vec<DirectiveError>), Error> {
    let (paths, mut errors) = snippet_paths_checked(suites)?;
    errors.retain(|e| keep(&snippet_id(suites, &e.path)));
    let (snippets, mut bad) = load_paths(suites, paths.into_iter().filter(|(path, _)| keep(&snippet_id(suites, path))));
    errors.append(&mut bad);
    Ok((snippets, errors))
}

/// Reads and parses the snippets at `paths` (as discovery found them), in order: the good ones,
/// and every error of the bad.
pub fn load_paths(suites: &Path, paths: impl IntoIterator<Item = (PathBuf, SnippetKind)>) -> (Vec<Snippet>, Vec<DirectiveError>) {
    load_paths_as(suites, paths, &SuiteConfig::edrift())
}

/// [`load_paths`], each suite read in the dialect its `suite.toml` names (`default` where it
/// has none): a compiletest test gives a snippet per revision, and the files under its suite's
/// `auxiliary/` folders are not tests. A bad `suite.toml` is one error, its suite's tests unread.
pub fn load_paths_as(
    suites: &Path,
    paths: impl IntoIterator<Item = (PathBuf, SnippetKind)>,
    default: &SuiteConfig,
) -> (Vec<Snippet>, Vec<DirectiveError>) {
    let mut snippets = Vec::new();
    let mut errors = Vec::new();
    let mut configs: HashMap<PathBuf, Option<SuiteConfig>> = HashMap::new();
    for (path, kind) in paths {
        let folder = dialect::suite_folder(suites, &path);
        let config = configs.entry(folder.clone()).or_insert_with(|| match SuiteConfig::read(&folder, default.clone()) {
            Ok(config) => Some(config),
            Err(error) => {
                errors.push(error);
                None
            }
        });
        let Some(config) = config else { continue };
        match load_file(suites, &path, kind, config) {
            Ok(mut parsed) => snippets.append(&mut parsed),
            Err(mut errs) => errors.append(&mut errs),
        }
    }
    (snippets, errors)
}

/// Reads and parses one file (or package) that discovery found, in its suite's dialect: our
/// snippet; a compiletest test's snippet per revision; nothing for a compiletest suite's
/// `auxiliary/` files (crates its tests build, never tests).
pub fn load_file(suites: &Path, path: &Path, kind: SnippetKind, config: &SuiteConfig) -> Result<Vec<Snippet>, Vec<DirectiveError>> {
    let folder = dialect::suite_folder(suites, path);
    match config.dialect {
        Dialect::Edrift => load_one(suites, path, kind).map(|snippet| vec![snippet]),
        Dialect::Compiletest if dialect::is_auxiliary(path.strip_prefix(&folder).unwrap_or(path)) => Ok(Vec::new()),
        Dialect::Compiletest => load_compiletest(suites, path, kind, config),
    }
}

/// Reads the tests of one suite folder anywhere (`edrift run --suite PATH`) that match
/// `filters`, in place: ids are `<folder name>/<path under it>`, and the folder's `suite.toml`
/// names its dialect (compiletest's, reference `nightly`, when there is none).
pub fn load_suite(folder: &Path, filters: &[String], how: Match) -> Result<(Vec<Snippet>, Vec<DirectiveError>), Error> {
    let folder = folder.canonicalize().map_err(|e| Error::io("read folder", folder, e))?;
    let (Some(parent), Some(name)) = (folder.parent(), folder.file_name()) else {
        return Err(Error::io("read folder", &folder, std::io::Error::other("a suite is a folder with a name, not the root")));
    };
    let name = name.to_string_lossy().into_owned();
    let (paths, mut errors) = snippet_paths_among(parent, &|entry| entry == name)?;
    // A filter naming a revision (`gen-kw#e2015`) selects its file first.
    let files: Vec<String> = filters.iter().map(|f| f.split('#').next().unwrap_or(f).to_string()).collect();
    let keep = |path: &Path| matches(&snippet_id(parent, path), &files, how);
    errors.retain(|e| keep(&e.path));
    let (snippets, mut bad) = load_paths_as(parent, paths.into_iter().filter(|(path, _)| keep(path)), &SuiteConfig::compiletest());
    errors.append(&mut bad);
    let snippets: Vec<Snippet> = snippets.into_iter().filter(|s| matches(&s.id, filters, how)).collect();
    if snippets.is_empty() && errors.is_empty() && !filters.is_empty() {
        return Err(no_match(filters, how));
    }
    Ok((snippets, errors))
}

/// Reads one test of a compiletest suite: a snippet per revision.
fn load_compiletest(suites: &Path, path: &Path, kind: SnippetKind, config: &SuiteConfig) -> Result<Vec<Snippet>, Vec<DirectiveError>> {
    let at = |line, column, message: String| vec![DirectiveError { path: path.to_path_buf(), line, column, message }];
    if kind == SnippetKind::Package {
        return Err(at(0, 0, "a compiletest suite's tests are `.rs` files; a cargo package belongs in a suite of our dialect".to_string()));
    }
    let bytes = read_whole(path).map_err(|e| at(0, 0, e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| vec![not_utf8(path, e.as_bytes(), e.utf8_error().valid_up_to())])?;
    let mut snippets = dialect::compiletest::parse(&snippet_id(suites, path), path, &text, &sha256_hex(text.as_bytes()), config)?;
    // The auxiliary crates' own directives, read once each; their text is part of the hash.
    let mut texts: std::collections::BTreeMap<PathBuf, String> = std::collections::BTreeMap::new();
    let mut errors = Vec::new();
    for snippet in &mut snippets {
        for ct in snippet.editions.iter_mut().filter_map(|spec| spec.compiletest.as_mut()) {
            let direct = std::mem::take(&mut ct.aux);
            let mut built = Vec::new();
            let mut reader = AuxReader { test: path, ct, texts: &mut texts, errors: &mut errors };
            for aux in direct {
                reader.expand(aux, 0, &mut built);
            }
            ct.aux = built;
        }
    }
    if !errors.is_empty() {
        errors.dedup();
        return Err(errors);
    }
    // rust-lang/rust's `rust_test_helpers`, where the test or an auxiliary crate links it.
    let helpers = snippets
        .first()
        .and_then(|s| s.editions.first())
        .and_then(|spec| spec.compiletest.as_deref())
        .and_then(|ct| ct.folder.parent())
        .map(|tests| tests.join("auxiliary").join(TEST_HELPERS_SOURCE))
        .filter(|source| source.is_file());
    let links_helpers = text.contains("rust_test_helpers")
        || texts.values().any(|t| t.contains("rust_test_helpers"))
        || included(path, &text).iter().any(|t| t.contains("rust_test_helpers"));
    let helpers_text = match (&helpers, links_helpers) {
        (Some(source), true) => Some(String::from_utf8_lossy(&read_whole(source).map_err(|e| at(0, 0, e.to_string()))?).into_owned()),
        (Some(_) | None, _) => None,
    };
    if helpers_text.is_some() {
        for ct in snippets.iter_mut().flat_map(|s| s.editions.iter_mut()).filter_map(|spec| spec.compiletest.as_mut()) {
            ct.test_helpers.clone_from(&helpers);
        }
    }
    // A cell's result depends on its auxiliary crates, on `rust_test_helpers` where it links it
    // and, with `run-rustfix`, on the `.fixed` file it is compared with when it runs: their text
    // is part of its hash (its cache key).
    for snippet in &mut snippets {
        let Some(ct) = snippet.editions.first().and_then(|spec| spec.compiletest.as_deref()) else { continue };
        let fixed = match ct.rustfix {
            // Hashed as an input of the cell, so bounded as a file of a snippet is.
            Some(_) => fsutil::read_inside(&ct.upstream_file(path, "fixed"), &ct.folder, SNIPPET_FILE_LIMIT)
                .map_err(|e| at(0, 0, e.to_string()))?,
            None => None,
        };
        if texts.is_empty() && fixed.is_none() && helpers_text.is_none() {
            continue;
        }
        let mut hashed = text.clone();
        if let Some(helpers) = &helpers_text {
            hashed.push_str(&format!("\0{TEST_HELPERS_SOURCE}\0{helpers}"));
        }
        for aux in &ct.aux {
            hashed.push_str(&format!("\0{}\0{}", aux.path.display(), texts.get(&aux.path).map_or("", String::as_str)));
        }
        if let Some(fixed) = fixed {
            hashed.push_str(&format!("\0fixed\0{fixed}"));
        }
        snippet.hash = sha256_hex(hashed.as_bytes());
    }
    Ok(snippets)
}

/// The texts of the files beside `test` that its `include!("...")`s name (those that can be
/// read), where it links what they link (`include!("stack-probes.rs")`).
fn included(test: &Path, text: &str) -> Vec<String> {
    static INCLUDE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let include = crate::model::static_regex(&INCLUDE, r#"include!\(\s*"([^"]+)"\s*\)"#);
    let folder = test.parent().unwrap_or(Path::new("."));
    include
        .captures_iter(text)
        .filter(|c| directives::stays_inside(&c[1]))
        .filter_map(|c| std::fs::read_to_string(folder.join(&c[1])).ok())
        .collect()
}

/// rust-lang/rust's C helpers of its tests, in `tests/auxiliary/` beside `tests/ui`.
const TEST_HELPERS_SOURCE: &str = "rust_test_helpers.c";

/// How deep auxiliary crates of auxiliary crates go before edrift calls it a cycle.
const AUX_DEPTH: usize = 8;

/// Reads a test's auxiliary crates, and theirs, into the order they are built in.
struct AuxReader<'a> {
    test: &'a Path,
    ct: &'a crate::model::Compiletest,
    texts: &'a mut std::collections::BTreeMap<PathBuf, String>,
    errors: &'a mut Vec<DirectiveError>,
}

impl AuxReader<'_> {
    /// Reads `aux` and pushes onto `built` its own auxiliary crates (each before it, as
    /// compiletest builds them), then `aux` with their `--extern`s.
    fn expand(&mut self, mut aux: crate::model::Aux, depth: usize, built: &mut Vec<crate::model::Aux>) {
        let (test, line) = (self.test.to_path_buf(), aux.line);
        let problem = move |message: String| DirectiveError { path: test.clone(), line, column: 1, message };
        if depth > AUX_DEPTH {
            self.errors.push(problem(format!("auxiliary crates nest deeper than {AUX_DEPTH} (a cycle?) at {}", aux.path.display())));
            return;
        }
        if !self.texts.contains_key(&aux.path) {
            let read = fsutil::stays_inside(&aux.path, &self.ct.folder).and_then(|()| read_whole(&aux.path));
            match read.map(|bytes| String::from_utf8_lossy(&bytes).into_owned()) {
                Ok(text) => {
                    self.texts.insert(aux.path.clone(), text);
                }
                Err(e) => {
                    self.errors.push(problem(format!(
                        "the auxiliary crate cannot be read ({e}): put it in the `auxiliary/` folder beside the test"
                    )));
                    return;
                }
            }
        }
        let text = self.texts[&aux.path].clone();
        match dialect::compiletest::read_aux(&mut aux, &self.ct.test, &text, self.ct.revision.as_deref()) {
            Ok(nested) => {
                for child in nested {
                    let before = built.len();
                    self.expand(child, depth + 1, built);
                    if let Some(child) = built.get(before..).and_then(<[_]>::last)
                        && let (Some(name), Some(file)) = (child.extern_name(), child.output(Path::new("")).file_name())
                    {
                        aux.externs.push((name, file.to_string_lossy().into_owned()));
                    }
                }
                built.push(aux);
            }
            Err(message) => self.errors.push(problem(message)),
        }
    }
}

/// Reads and parses one snippet that discovery found; a file that cannot be read is an error
/// of that snippet.
pub fn load_one(suites: &Path, path: &Path, kind: SnippetKind) -> Result<Snippet, Vec<DirectiveError>> {
    match read_snippet(&snippet_id(suites, path), path, kind) {
        Ok(parsed) => parsed,
        Err(e) => Err(vec![DirectiveError { path: path.to_path_buf(), line: 0, column: 0, message: e.to_string() }]),
    }
}

fn read_snippet(id: &str, path: &Path, kind: SnippetKind) -> Result<Result<Snippet, Vec<DirectiveError>>, Error> {
    match kind {
        SnippetKind::File => {
            // A link to a FIFO inside suites/ is listed like a snippet: never wait on it.
            let bytes = read_whole(path)?;
            let text = match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(e) => return Ok(Err(vec![not_utf8(path, e.as_bytes(), e.utf8_error().valid_up_to())])),
            };
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
            let parsed = directives::parse(id, path, kind, &manifest, &main_source, hash);
            let members = files
                .iter()
                .filter(|(relative, _)| relative.ends_with("/Cargo.toml"))
                .flat_map(|(relative, text)| directives::member_manifest(&path.join(relative), text));
            let problems: Vec<DirectiveError> = edition_placeholder(path, &files).into_iter().chain(members).collect();
            Ok(match problems.is_empty() {
                true => parsed,
                false => Err(parsed.err().unwrap_or_default().into_iter().chain(problems).collect()),
            })
        }
    }
}

/// The error of a package none of whose manifests writes `@EDITION@`: each of its cells would
/// build the edition its manifest names, whatever the cell's edition.
fn edition_placeholder(path: &Path, files: &[(String, String)]) -> Option<DirectiveError> {
    let manifests = || files.iter().filter(|(relative, _)| relative == "Cargo.toml" || relative.ends_with("/Cargo.toml"));
    if manifests().any(|(_, text)| text.contains("@EDITION@")) {
        return None;
    }
    let manifest = manifests().find(|(relative, _)| relative == "Cargo.toml").map_or("", |(_, text)| text.as_str());
    let line = manifest.lines().position(|l| l.trim_start().starts_with("edition")).map_or(1, |i| i + 1);
    Some(DirectiveError {
        path: path.join("Cargo.toml"),
        line,
        column: 1,
        message: "no manifest of the package writes `edition = \"@EDITION@\"`, so its 2021 and 2024 cells would build the same \
                  edition: write it in the `[package]` table (the harness puts each cell's edition there)"
            .to_string(),
    })
}

/// Where the first byte that is not UTF-8 is, as line and column.
fn not_utf8(path: &Path, bytes: &[u8], valid_up_to: usize) -> DirectiveError {
    let before = &bytes[..valid_up_to];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[line_start..]).chars().count() + 1;
    DirectiveError {
        path: path.to_path_buf(),
        line,
        column,
        message: format!("the file is not UTF-8 (byte 0x{:02x} here): save it as UTF-8", bytes[valid_up_to]),
    }
}

/// Reads the code that `formats-to` names, so that later stages compare text and read nothing.
fn read_formats_to(path: &Path, mut snippet: Snippet) -> Result<Snippet, Vec<DirectiveError>> {
    let mut errors = Vec::new();
    for spec in &mut snippet.editions {
        let Some(target) = &mut spec.formats_to else { continue };
        let folder = path.parent().and_then(|p| p.canonicalize().ok());
        let leaves = match (target.path.canonicalize(), folder) {
            (Ok(real), Some(folder)) => !real.starts_with(folder),
            (Ok(_) | Err(_), _) => false,
        };
        if leaves {
            errors.push(DirectiveError {
                path: path.to_path_buf(),
                line: target.line,
                column: 1,
                message:
                    "`formats-to` names a symbolic link that leads out of the snippet's folder: name a snippet file of the same folder"
                        .to_string(),
            });
            continue;
        }
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
    if errors.is_empty() { Ok(snippet) } else { Err(errors) }
}

/// Every file of a package, relative path and text, sorted; `target/` is ignored.
pub fn package_files(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result<(), Error> {
    let mut paths = Vec::new();
    package_paths(root, dir, &mut paths, &mut Vec::new())?;
    for (relative, path) in paths {
        let bytes = read_whole(&path)?;
        out.push((relative, String::from_utf8_lossy(&bytes).into_owned()));
    }
    Ok(())
}

/// The most one file of a snippet (a `.rs` snippet, a file of a package or of a migration's
/// copy after cargo) may hold: every file is read whole, to hash it and to diff a migration.
pub const SNIPPET_FILE_LIMIT: usize = 16 * 1024 * 1024;

/// A whole regular file of a snippet, at most [`SNIPPET_FILE_LIMIT`] bytes (more is an error).
fn read_whole(path: &Path) -> Result<Vec<u8>, Error> {
    let read = fsutil::read_regular(path, SNIPPET_FILE_LIMIT).map_err(|e| Error::io("read", path, e))?;
    if read.cut {
        return Err(Package::TooLarge { path: path.to_path_buf(), limit: SNIPPET_FILE_LIMIT }.into());
    }
    Ok(read.bytes)
}

/// Every file of a package, relative path and path, sorted, as [`package_files`] reads them
/// (`target/` ignored; a symbolic link that leaves the package, or leads to a folder, is an
/// error), and every folder walked (`dir` first).
pub fn package_paths(root: &Path, dir: &Path, out: &mut Vec<(String, PathBuf)>, folders: &mut Vec<PathBuf>) -> Result<(), Error> {
    folders.push(dir.to_path_buf());
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
        let meta = std::fs::symlink_metadata(&path).map_err(|e| Error::io("read", &path, e))?;
        if meta.file_type().is_symlink() {
            let target = path.canonicalize().map_err(|e| Error::io("follow the symbolic link", &path, e))?;
            let package = root.canonicalize().map_err(|e| Error::io("read folder", root, e))?;
            if !target.starts_with(&package) || target.is_dir() {
                return Err(Package::Link { path: path.to_path_buf(), target }.into());
            }
        }
        if meta.is_dir() {
            package_paths(root, &path, out, folders)?;
        } else if meta.is_file() || meta.file_type().is_symlink() {
            out.push((relative, path));
        } else {
            // A FIFO (a build script may leave one) would block its reader and its copy for ever.
            let kind = fsutil::read_regular(&path, 0).err().map_or_else(|| "a special file".to_string(), |e| e.to_string());
            return Err(Package::Special { path: path.clone(), kind }.into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filtered_load_reports_only_the_errors_of_what_it_selects() {
        let dir = tempfile::tempdir().unwrap();
        let suites = dir.path();
        std::fs::create_dir_all(suites.join("ct")).unwrap();
        std::fs::create_dir_all(suites.join("ours")).unwrap();
        std::fs::write(suites.join("ct/suite.toml"), "dialect = \"compiletest\"\n").unwrap();
        std::fs::write(suites.join("ct/bad.rs"), "//@ chek-pass\nfn main() {}\n").unwrap();
        std::fs::write(suites.join("ours/a.rs"), "//@ check-pass\nfn main() {}\n").unwrap();
        let (snippets, errors) = load_lenient(suites, &["ours/a".to_string()], Match::Substring).unwrap();
        assert_eq!((snippets.len(), errors.len()), (1, 0), "{errors:?}");
        let (_, errors) = load_lenient(suites, &["ct/bad".to_string()], Match::Substring).unwrap();
        assert_eq!(errors.len(), 1, "its own errors: {errors:?}");
        let (_, errors) = load_lenient(suites, &[], Match::Substring).unwrap();
        assert_eq!(errors.len(), 1, "a whole run reports every error");
    }

    #[test]
    fn a_filtered_suite_run_reads_only_the_tests_it_selects() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("ui");
        std::fs::create_dir_all(folder.join("rust-2024")).unwrap();
        std::fs::create_dir_all(folder.join("other")).unwrap();
        std::fs::write(folder.join("rust-2024/a.rs"), "//@ check-pass\nfn main() {}\n").unwrap();
        std::fs::write(folder.join("other/bad.rs"), "//@ chek-pass\nfn main() {}\n").unwrap();
        std::fs::write(folder.join("other/binary.rs"), b"\xff\xfe not UTF-8").unwrap();
        let (snippets, errors) = load_suite(&folder, &["rust-2024/".to_string()], Match::Substring).unwrap();
        assert_eq!(snippets.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["ui/rust-2024/a"]);
        assert!(errors.is_empty(), "the tests outside the filter are not parsed: {errors:?}");
        let (_, errors) = load_suite(&folder, &[], Match::Substring).unwrap();
        assert_eq!(errors.len(), 2, "a whole run parses them: {errors:?}");
    }

    #[test]
    fn a_package_with_a_fifo_is_an_error_naming_it_and_reading_nothing() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("src")).unwrap();
        std::fs::write(dir.path().join("Cargo.toml"), "[package]\n").unwrap();
        let fifo = dir.path().join("src/pipe.rs");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo(3) on a path of the test's own folder.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        let err = package_files(dir.path(), dir.path(), &mut Vec::new()).unwrap_err().to_string();
        assert!(err.contains("src/pipe.rs") && err.contains("FIFO") && err.contains("remove it"), "{err}");
        let copy = dir.path().join("copy");
        assert!(crate::invoke::copy_package(dir.path(), &copy, crate::model::Edition::E2024).is_err());
        assert!(!copy.join("src/pipe.rs").exists(), "nothing copied");
    }

    #[test]
    fn a_package_without_an_edition_placeholder_is_an_error_naming_its_manifest() {
        let files = |manifest: &str| vec![("Cargo.toml".to_string(), manifest.to_string()), ("src/lib.rs".to_string(), String::new())];
        let missing = edition_placeholder(Path::new("suites/s/p"), &files("[package]\nname = \"p\"\nedition = \"2021\"\n")).unwrap();
        assert_eq!(missing.path, Path::new("suites/s/p/Cargo.toml"));
        assert_eq!(missing.line, 3);
        assert!(missing.message.contains("@EDITION@"));
        assert!(edition_placeholder(Path::new("p"), &files("[package]\nedition = \"@EDITION@\"\n")).is_none());
        // A virtual workspace whose member carries it is fine.
        let mut workspace = files("[workspace]\nmembers = [\"app\"]\n");
        workspace.push(("app/Cargo.toml".to_string(), "[package]\nedition = \"@EDITION@\"\n".to_string()));
        assert!(edition_placeholder(Path::new("p"), &workspace).is_none());
    }

    #[test]
    fn a_compiletest_snippets_hash_covers_its_auxiliary_crates_and_fixed_file() {
        let dir = tempfile::tempdir().unwrap();
        let suite = dir.path().join("ui");
        std::fs::create_dir_all(suite.join("auxiliary")).unwrap();
        std::fs::write(suite.join("suite.toml"), "dialect = \"compiletest\"\n").unwrap();
        std::fs::write(suite.join("t.rs"), "//@ run-rustfix\n//@ aux-build: dep.rs\nfn main() {}\n").unwrap();
        std::fs::write(suite.join("auxiliary/dep.rs"), "pub fn f() {}\n").unwrap();
        std::fs::write(suite.join("t.fixed"), "one\n").unwrap();
        let hash = || {
            let (snippets, errors) = load_lenient(dir.path(), &[], Match::Substring).unwrap();
            assert!(errors.is_empty(), "{errors:?}");
            assert_eq!(snippets.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["ui/t"], "auxiliary/ holds no test");
            snippets[0].hash.clone()
        };
        let first = hash();
        std::fs::write(suite.join("t.fixed"), "two\n").unwrap();
        let second = hash();
        assert_ne!(first, second, "the .fixed file");
        std::fs::write(suite.join("auxiliary/dep.rs"), "pub fn g() {}\n").unwrap();
        assert_ne!(second, hash(), "the auxiliary crate");
    }

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

    #[test]
    fn a_directive_in_a_member_manifest_is_an_error_at_its_line() {
        let dir = tempfile::tempdir().unwrap();
        let package = dir.path().join("s/p");
        std::fs::create_dir_all(package.join("dep/src")).unwrap();
        std::fs::create_dir_all(package.join("src")).unwrap();
        let top = "#@ check-pass\n[package]\nname = \"p\"\nedition = \"@EDITION@\"\n";
        std::fs::write(package.join("Cargo.toml"), top).unwrap();
        std::fs::write(package.join("src/lib.rs"), "").unwrap();
        std::fs::write(package.join("dep/Cargo.toml"), "[package]\nname = \"dep\"\n#@ chek-pass\n#@ frobnicate\n  #@ run-pass\n").unwrap();
        std::fs::write(package.join("dep/src/lib.rs"), "").unwrap();
        let (snippets, errors) = load_lenient(dir.path(), &[], Match::Substring).unwrap();
        assert!(snippets.is_empty());
        let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
        let member = package.join("dep/Cargo.toml").display().to_string();
        // The member's unknown names read as in a `.rs` snippet: file:line:column, and the
        // closest known name (or where the known names are).
        let in_rs = crate::directives::parse("s/f", Path::new("f.rs"), SnippetKind::File, "//@ frobnicate\nfn f() {}\n", "", String::new());
        let in_rs = in_rs.unwrap_err()[0].to_string();
        let in_rs = in_rs.strip_prefix("f.rs:1:1: ").unwrap();
        assert!(in_rs.starts_with("unknown directive `frobnicate`"), "{in_rs}");
        assert!(shown.contains(&format!("{member}:4:1: {in_rs}")), "{shown:#?}");
        assert!(shown.contains(&format!("{member}:3:1: unknown directive `chek-pass` (did you mean `check-pass`?)")), "{shown:#?}");
        assert!(
            shown
                .iter()
                .any(|m| m.starts_with(&format!("{member}:5:3: `#@ run-pass` is in a member manifest")) && m.contains("top `Cargo.toml`")),
            "{shown:#?}"
        );
        assert_eq!(errors.len(), 3, "{shown:#?}");
    }
}
