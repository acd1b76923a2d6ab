//! The path dependencies a crate's build reads, found in its `Cargo.toml`, its workspace's, and
//! each path dependency's own (transitively): `[dependencies]`, `[dev-dependencies]`,
//! `[build-dependencies]` (and their `_` spellings), the same under `[target.'cfg(..)']`,
//! `[workspace.dependencies]`, `[patch.*]` and `[replace]`. The build's sandbox binds the
//! crate's workspace; a path dependency outside it would bind any folder of the host it names
//! (`path = "../../etc"`), so one outside is refused at its `Cargo.toml` line unless the user
//! allows its folder (`--allow-path-dependency`), and then it alone is bound, read-only.
//! It reads manifests only.

use std::path::{Component, Path, PathBuf};

use crate::error::Error;

/// One `path = "..."` of a dependency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathDependency {
    /// The manifest that names it.
    pub manifest: PathBuf,
    /// The line of its `path`.
    pub line: usize,
    /// The dependency's key (`[dev-dependencies] helper`).
    pub key: String,
    /// The path as written.
    pub written: String,
    /// The folder it names (canonical where it exists, else made absolute).
    pub dir: PathBuf,
}

/// The tables of a manifest that hold dependencies, as paths of keys from its root; `*` is any
/// key (a `[target.<cfg>]` or `[patch.<source>]`).
const TABLES: &[&[&str]] = &[
    &["dependencies"],
    &["dev-dependencies"],
    &["dev_dependencies"],
    &["build-dependencies"],
    &["build_dependencies"],
    &["target", "*", "dependencies"],
    &["target", "*", "dev-dependencies"],
    &["target", "*", "dev_dependencies"],
    &["target", "*", "build-dependencies"],
    &["target", "*", "build_dependencies"],
    &["workspace", "dependencies"],
    &["patch", "*"],
    &["replace"],
];

/// The path dependencies of `text` (the manifest at `manifest`), in the order they are written.
fn of_manifest(manifest: &Path, text: &str) -> Result<Vec<PathDependency>, Error> {
    use toml::de::{DeTable, DeValue};
    let table = DeTable::parse(text).map_err(|e| Error::Config { path: manifest.to_path_buf(), message: e.to_string() })?;
    let base = manifest.parent().unwrap_or(Path::new("/"));
    let mut found = Vec::new();
    fn walk<'a>(table: &'a DeTable<'a>, keys: &[&str], out: &mut Vec<&'a DeTable<'a>>) {
        let Some((first, rest)) = keys.split_first() else {
            out.push(table);
            return;
        };
        for (key, value) in table {
            if (*first == "*" || key.get_ref().as_ref() == *first)
                && let DeValue::Table(inner) = value.get_ref()
            {
                walk(inner, rest, out);
            }
        }
    }
    let mut tables = Vec::new();
    for keys in TABLES {
        walk(table.get_ref(), keys, &mut tables);
    }
    for dependencies in tables {
        for (key, spec) in dependencies {
            let DeValue::Table(spec) = spec.get_ref() else { continue };
            let Some(path) = spec.iter().find(|(k, _)| k.get_ref().as_ref() == "path").map(|(_, v)| v) else { continue };
            let DeValue::String(written) = path.get_ref() else { continue };
            let line = text[..path.span().start.min(text.len())].matches('\n').count() + 1;
            let dir = base.join(written.as_ref());
            let dir = dir.canonicalize().unwrap_or_else(|_| lexical(&dir));
            found.push(PathDependency {
                manifest: manifest.to_path_buf(),
                line,
                key: key.get_ref().to_string(),
                written: written.to_string(),
                dir,
            });
        }
    }
    found.sort_by_key(|d| d.line);
    Ok(found)
}

/// `path` without `.` and `..` components, as far as they go (for a folder that does not exist).
fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Every path dependency the build of the crate at `manifest` (in the workspace at
/// `workspace_root`) may read: those of its manifest and its workspace's, then, in turn, those
/// of each path dependency's manifest.
pub fn find(manifest: &Path, workspace_root: &Path) -> Result<Vec<PathDependency>, Error> {
    let mut manifests = vec![manifest.to_path_buf()];
    let root = workspace_root.join("Cargo.toml");
    if root != manifest && root.is_file() {
        manifests.push(root);
    }
    let mut read: Vec<PathBuf> = Vec::new();
    let mut found = Vec::new();
    while let Some(next) = manifests.pop() {
        let canonical = next.canonicalize().unwrap_or_else(|_| next.clone());
        if read.contains(&canonical) {
            continue;
        }
        read.push(canonical);
        // A missing or unreadable manifest is cargo's to report (the build fails, saying so).
        let Ok(text) = crate::fsutil::read_to_string(&next) else { continue };
        for dependency in of_manifest(&next, &text)? {
            manifests.push(dependency.dir.join("Cargo.toml"));
            found.push(dependency);
        }
    }
    Ok(found)
}

/// The folders of `dependencies` outside `workspace_root` that the build binds: each must be
/// inside a folder of `allowed`, else the error names every one that is not, at its line.
pub fn outside(dependencies: &[PathDependency], workspace_root: &Path, allowed: &[PathBuf]) -> Result<Vec<PathBuf>, Error> {
    let allowed: Vec<PathBuf> = allowed.iter().map(|a| a.canonicalize().unwrap_or_else(|_| lexical(a))).collect();
    let mut bound = Vec::new();
    let mut refused = Vec::new();
    for dependency in dependencies.iter().filter(|d| !d.dir.starts_with(workspace_root)) {
        if allowed.iter().any(|a| dependency.dir.starts_with(a)) {
            if !bound.contains(&dependency.dir) {
                bound.push(dependency.dir.clone());
            }
        } else {
            refused.push(format!(
                "{}:{}: `{}` = {{ path = \"{}\" }} is {}",
                dependency.manifest.display(),
                dependency.line,
                dependency.key,
                dependency.written,
                dependency.dir.display()
            ));
        }
    }
    if refused.is_empty() {
        return Ok(bound);
    }
    let first = dependencies.iter().find(|d| !d.dir.starts_with(workspace_root)).map(|d| d.manifest.clone()).unwrap_or_default();
    Err(Error::Config {
        path: first,
        message: format!(
            "path dependencies outside the crate's workspace ({}), which the build's sandbox would have to bind:\n  {}\n\
             move them into the workspace, or allow each folder with `--allow-path-dependency <folder>` (it is then bound read-only)",
            workspace_root.display(),
            refused.join("\n  ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dependency_table_is_read_with_its_line() {
        let text = "[package]\nname = \"a\"\n\n[dependencies]\nx = { path = \"x\" }\ny = \"1\"\n\n[dev-dependencies.z]\nversion = \"1\"\npath = \"../z\"\n\n[target.'cfg(unix)'.build-dependencies]\nb = { path = \"/b\" }\n\n[workspace.dependencies]\nw = { path = \"w\" }\n\n[patch.crates-io]\np = { path = \"../../p\" }\n";
        let found = of_manifest(Path::new("/c/a/Cargo.toml"), text).unwrap();
        let rows: Vec<(usize, &str, &str)> = found.iter().map(|d| (d.line, d.key.as_str(), d.dir.to_str().unwrap())).collect();
        assert_eq!(rows, [(5, "x", "/c/a/x"), (10, "z", "/c/z"), (13, "b", "/b"), (16, "w", "/c/a/w"), (19, "p", "/p")]);
    }

    #[test]
    fn one_outside_the_workspace_is_refused_unless_allowed() {
        let dependency = |dir: &str| PathDependency {
            manifest: PathBuf::from("/w/c/Cargo.toml"),
            line: 7,
            key: "helper".into(),
            written: "../../outside".into(),
            dir: PathBuf::from(dir),
        };
        let inside = [dependency("/w/sibling")];
        assert_eq!(outside(&inside, Path::new("/w"), &[]).unwrap(), Vec::<PathBuf>::new());
        let out = [dependency("/outside/h")];
        let message = outside(&out, Path::new("/w"), &[]).unwrap_err().to_string();
        assert!(message.contains("/w/c/Cargo.toml:7: `helper` = { path = \"../../outside\" } is /outside/h"), "{message}");
        assert!(message.contains("--allow-path-dependency"), "{message}");
        assert_eq!(outside(&out, Path::new("/w"), &[PathBuf::from("/outside")]).unwrap(), [PathBuf::from("/outside/h")]);
    }
}
