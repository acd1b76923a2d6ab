//! Discovery: the tests a run selects ([`Selection`]), from the globs given, else those the
//! crate's own trybuild test declares ([`super::declared`]) with the gates around each call,
//! else `tests/ui/*.rs`; and trybuild's glob syntax ([`glob`]). It reads the crate's folder
//! only.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use super::{CrateManifest, Options, declared, gates};
use crate::error::Error;
use crate::model::{Kind, UiTest};
use crate::runner::Skip;

/// The tests a run selects, and the gates of the crate's own test around each.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    /// The tests, sorted by name.
    pub tests: Vec<UiTest>,
    /// For a test the crate's trybuild test declares, by name: the gates of each call whose
    /// glob selects it (it is given on a lane where any call gives it). A test of a glob given
    /// on the command line has none: it is given everywhere.
    pub gates: HashMap<String, Vec<Vec<gates::Gate>>>,
}

impl Selection {
    /// What the gates make of `test` on the lane of `env`: run (no gate, or a call that gives
    /// it and is not ignored), ignored (every call that gives it is ignored there: the first
    /// one's why), or not given (the first call's gate that does not hold).
    pub fn skip(&self, test: &UiTest, env: &gates::Env<'_>) -> Option<Skip> {
        let calls = self.gates.get(&test.name)?;
        let given: Vec<gates::Given> = calls.iter().map(|call| gates::given(call, env)).collect();
        let ignored = given.iter().find_map(|g| match g {
            gates::Given::Ignored(why) => Some(why.clone()),
            gates::Given::Run | gates::Given::NotGiven(_) => None,
        });
        let not_given = given.iter().find_map(|g| match g {
            gates::Given::NotGiven(why) => Some(why.clone()),
            gates::Given::Run | gates::Given::Ignored(_) => None,
        });
        match (given.contains(&gates::Given::Run), ignored, not_given) {
            (true, _, _) => None,
            (false, Some(why), _) => Some(Skip::Ignored { why }),
            (false, None, Some(why)) => Some(Skip::NotGiven { why }),
            (false, None, None) => None,
        }
    }
}

/// The tests the globs select, sorted, each once (a file matched by both kinds is an error).
/// Without globs in `options`, those the crate's own trybuild test declares ([`declared`]), each
/// with the gates around its call, else `tests/ui/*.rs`; a glob given that matches nothing is an
/// error, a declared one selects nothing.
pub fn discover(krate: &CrateManifest, options: &Options) -> Result<Selection, Error> {
    let declared_here = options.compile_fail.is_empty() && options.pass.is_empty();
    // (kind, glob, the gates of its call when the crate's test declares it)
    let mut globs: Vec<(Kind, String, Option<Vec<gates::Gate>>)> = Vec::new();
    if declared_here {
        let declared = declared::globs(&krate.dir)?;
        if declared.is_empty() {
            globs.push((Kind::CompileFail, "tests/ui/*.rs".to_string(), None));
        }
        // compile-fail globs first, as trybuild's calls are grouped by kind here.
        for kind in [Kind::CompileFail, Kind::Pass] {
            globs.extend(declared.iter().filter(|d| d.kind == kind).map(|d| (kind, d.glob.clone(), Some(d.gates.clone()))));
        }
    } else {
        globs.extend(options.compile_fail.iter().map(|g| (Kind::CompileFail, g.clone(), None)));
        globs.extend(options.pass.iter().map(|g| (Kind::Pass, g.clone(), None)));
    }
    let mut selection = Selection::default();
    let mut ungated: BTreeSet<String> = BTreeSet::new();
    let mut problems = Vec::new();
    for (kind, pattern, gates) in &globs {
        let (kind, found) = (*kind, glob(&krate.dir, pattern)?);
        // A glob the crate's own test declares that matches nothing selects nothing, as in
        // trybuild (pin-project-lite's package leaves out the folder `tests/run-pass/**/*.rs`
        // names); one given on the command line is a mistake said.
        if found.is_empty() && !(declared_here && pattern.contains('*')) {
            problems.push(format!("{} glob `{pattern}` matches no file under {}", kind.name(), krate.dir.display()));
        }
        for path in found {
            let name = test_name(&path);
            match gates {
                Some(gates) if !gates.is_empty() => selection.gates.entry(name.clone()).or_default().push(gates.clone()),
                Some(_) | None => {
                    ungated.insert(name.clone());
                }
            }
            if let Some(other) = selection.tests.iter().find(|t| t.path == path) {
                if other.kind != kind {
                    problems.push(format!("{} is both a {} and a {} test", path.display(), other.kind.name(), kind.name()));
                }
                continue;
            }
            selection.tests.push(UiTest { name, path, kind });
        }
    }
    if !problems.is_empty() {
        return Err(Error::Config {
            path: krate.manifest.clone(),
            message: format!("bad UI test selection:\n  {}", problems.join("\n  ")),
        });
    }
    // A test one ungated call gives is given everywhere, whatever other calls' gates say.
    selection.gates.retain(|name, _| !ungated.contains(name));
    selection.tests.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(selection)
}

pub(super) fn test_name(path: &Path) -> String {
    let text = path.with_extension("").display().to_string();
    text.strip_prefix("tests/").map(str::to_string).unwrap_or(text)
}

/// The files of `pattern`, relative to `dir`, sorted: as trybuild's globs, a `*` matches within
/// one name (`tests/ui/x-*.rs`, `tests/*/pass/*.rs`) and a `**` component any number of folders
/// (`tests/ui/**/*.rs`, the folder itself included). A pattern naming one file that does not
/// exist matches nothing. Linked folders are not descended by `**` (no loops), and whatever is
/// found must stay inside the crate once links are resolved.
pub fn glob(dir: &Path, pattern: &str) -> Result<Vec<PathBuf>, Error> {
    let pattern_path = Path::new(pattern);
    if pattern_path.is_absolute() || pattern.split('/').any(|c| c == "..") {
        return Err(Error::Config {
            path: dir.join("Cargo.toml"),
            message: format!("UI test glob `{pattern}` must be relative to the crate and stay inside it"),
        });
    }
    let parts: Vec<&str> = pattern.split('/').filter(|c| !c.is_empty() && *c != ".").collect();
    if parts.last().is_none_or(|last| *last == "**") {
        return Err(Error::Config {
            path: dir.join("Cargo.toml"),
            message: format!("UI test glob `{pattern}` must end in a file name (`tests/ui/**/*.rs`)"),
        });
    }
    let mut found = Vec::new();
    expand(dir, Path::new(""), &parts, &mut found)?;
    found.sort();
    found.dedup();
    Ok(found)
}

/// Adds the files under `dir/relative` that `parts` match.
fn expand(dir: &Path, relative: &Path, parts: &[&str], found: &mut Vec<PathBuf>) -> Result<(), Error> {
    let Some((&part, rest)) = parts.split_first() else { return Ok(()) };
    let folder = dir.join(relative);
    // `tests/ui` may be a link: what it leads to must be inside the crate, as every file found.
    crate::fsutil::stays_inside(&folder, dir)?;
    if part == "**" {
        expand(dir, relative, rest, found)?;
    }
    let entries = match std::fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => return Ok(()),
        Err(e) => return Err(Error::io("read", &folder, e)),
    };
    for entry in entries {
        let entry = entry.map_err(|e| Error::io("read", &folder, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        let linked = entry.file_type().is_ok_and(|t| t.is_symlink());
        match (part, rest.is_empty()) {
            ("**", _) if path.is_dir() && !linked => expand(dir, &relative.join(&name), parts, found)?,
            ("**", _) => {}
            (_, true) if path.is_file() && wildcard(part, &name) => {
                crate::fsutil::stays_inside(&path, dir)?;
                found.push(relative.join(name));
            }
            (_, false) if path.is_dir() && wildcard(part, &name) => expand(dir, &relative.join(&name), rest, found)?,
            (_, _) => {}
        }
    }
    Ok(())
}

/// Whether `name` matches `pattern`, whose `*` match any run of characters.
pub(super) fn wildcard(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, rest)) => {
            let Some(tail) = name.strip_prefix(head) else { return false };
            (0..=tail.len()).filter(|i| tail.is_char_boundary(*i)).any(|i| wildcard(rest, &tail[i..]))
        }
    }
}
