//! The path dependencies a crate's build reads, found in its `Cargo.toml`, its workspace's, and
//! each path dependency's own (transitively): `[dependencies]`, `[dev-dependencies]`,
//! `[build-dependencies]` (and their `_` spellings), the same under `[target.'cfg(..)']`, and
//! the `[workspace.dependencies]` entries they inherit (not a test driver's, `trybuild` or
//! `edrift`, which is never built). The build's sandbox binds the
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

/// The tables of a manifest that hold the dependencies cargo reads when it builds the crate as
/// a dependency of the harness's build project, as paths of keys from its root; `*` is any key
/// (a `[target.<cfg>]`). A crate's dev-dependencies are read too (the build project lists
/// them), not a path dependency's; `[patch]` and `[replace]` apply only in the build project,
/// which has none.
const TABLES: &[(&[&str], Kind)] = &[
    (&["dependencies"], Kind::Normal),
    (&["build-dependencies"], Kind::Normal),
    (&["build_dependencies"], Kind::Normal),
    (&["target", "*", "dependencies"], Kind::Normal),
    (&["target", "*", "build-dependencies"], Kind::Normal),
    (&["target", "*", "build_dependencies"], Kind::Normal),
    (&["dev-dependencies"], Kind::Dev),
    (&["dev_dependencies"], Kind::Dev),
    (&["target", "*", "dev-dependencies"], Kind::Dev),
    (&["target", "*", "dev_dependencies"], Kind::Dev),
];

/// Which dependencies a table holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Built whenever the package is.
    Normal,
    /// Built for the crate's tests only (the build project's dependencies).
    Dev,
}

/// A manifest's text, parsed with spans.
struct Parsed<'i> {
    manifest: &'i Path,
    text: &'i str,
    table: toml::de::DeTable<'i>,
}

impl<'i> Parsed<'i> {
    fn new(manifest: &'i Path, text: &'i str) -> Result<Parsed<'i>, Error> {
        let table = toml::de::DeTable::parse(text).map_err(|e| Error::Config { path: manifest.to_path_buf(), message: e.to_string() })?;
        Ok(Parsed { manifest, text, table: table.into_inner() })
    }

    /// The dependency tables at `keys` (`*` matching any key).
    fn tables<'a>(&'a self, keys: &[&str]) -> Vec<&'a toml::de::DeTable<'i>> {
        fn walk<'a, 'i>(table: &'a toml::de::DeTable<'i>, keys: &[&str], out: &mut Vec<&'a toml::de::DeTable<'i>>) {
            let Some((first, rest)) = keys.split_first() else {
                out.push(table);
                return;
            };
            for (key, value) in table {
                if (*first == "*" || key.get_ref().as_ref() == *first)
                    && let toml::de::DeValue::Table(inner) = value.get_ref()
                {
                    walk(inner, rest, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.table, keys, &mut out);
        out
    }

    /// The `path` of dependency `key` whose spec is `spec`, relative to this manifest's folder.
    fn path_of(&self, key: &str, spec: &toml::de::DeTable<'i>) -> Option<PathDependency> {
        let path = spec.iter().find(|(k, _)| k.get_ref().as_ref() == "path").map(|(_, v)| v)?;
        let toml::de::DeValue::String(written) = path.get_ref() else { return None };
        let line = self.text[..path.span().start.min(self.text.len())].matches('\n').count() + 1;
        let dir = self.manifest.parent().unwrap_or(Path::new("/")).join(written.as_ref());
        let dir = dir.canonicalize().unwrap_or_else(|_| lexical(&dir));
        Some(PathDependency { manifest: self.manifest.to_path_buf(), line, key: key.to_string(), written: written.to_string(), dir })
    }

    /// Whether `spec` inherits from the workspace (`workspace = true`).
    fn inherits(spec: &toml::de::DeTable<'i>) -> bool {
        spec.iter().any(|(k, v)| k.get_ref().as_ref() == "workspace" && matches!(v.get_ref(), toml::de::DeValue::Boolean(true)))
    }
}

/// The path dependencies of the manifest `parsed` (its dev-dependencies too when `dev`, but
/// the test drivers'), those it inherits found in `workspace` (the workspace root's manifest).
fn of_manifest(parsed: &Parsed<'_>, dev: bool, workspace: Option<&Parsed<'_>>) -> Vec<PathDependency> {
    let mut found = Vec::new();
    for (keys, kind) in TABLES {
        if *kind == Kind::Dev && !dev {
            continue;
        }
        for dependencies in parsed.tables(keys) {
            for (key, spec) in dependencies {
                let key = key.get_ref().as_ref();
                let toml::de::DeValue::Table(spec) = spec.get_ref() else { continue };
                if *kind == Kind::Dev && super::manifest::TEST_DRIVERS.contains(&key) {
                    continue;
                }
                let own = parsed.path_of(key, spec);
                let inherited = || {
                    let workspace = workspace.filter(|_| Parsed::inherits(spec))?;
                    workspace.tables(&["workspace", "dependencies"]).into_iter().find_map(|table| {
                        table.iter().find(|(k, _)| k.get_ref().as_ref() == key).and_then(|(_, v)| match v.get_ref() {
                            toml::de::DeValue::Table(entry) => workspace.path_of(key, entry),
                            _ => None,
                        })
                    })
                };
                found.extend(own.or_else(inherited));
            }
        }
    }
    found
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
/// `workspace_root`) reads: those of its manifest (dev-dependencies included) and, in turn,
/// those of each path dependency's manifest; inherited ones (`workspace = true`) where the
/// workspace's manifest names them.
pub fn find(manifest: &Path, workspace_root: &Path) -> Result<Vec<PathDependency>, Error> {
    let root = workspace_root.join("Cargo.toml");
    let root_text = if root.is_file() { Some(crate::fsutil::read_to_string(&root)?) } else { None };
    let workspace = root_text.as_deref().map(|text| Parsed::new(&root, text)).transpose()?;
    let mut manifests = vec![(manifest.to_path_buf(), true)];
    let mut read: Vec<PathBuf> = Vec::new();
    let mut found = Vec::new();
    while let Some((next, dev)) = manifests.pop() {
        let canonical = next.canonicalize().unwrap_or_else(|_| next.clone());
        if read.contains(&canonical) {
            continue;
        }
        read.push(canonical);
        // A missing or unreadable manifest is cargo's to report (the build fails, saying so).
        let Ok(text) = crate::fsutil::read_to_string(&next) else { continue };
        let parsed = Parsed::new(&next, &text)?;
        for dependency in of_manifest(&parsed, dev, workspace.as_ref()) {
            manifests.push((dependency.dir.join("Cargo.toml"), false));
            found.push(dependency);
        }
    }
    found.sort_by(|a, b| (&a.manifest, a.line).cmp(&(&b.manifest, b.line)));
    found.dedup();
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
        let text = "[package]\nname = \"a\"\n\n[dependencies]\nx = { path = \"x\" }\ny = \"1\"\ni = { workspace = true }\n\n[dev-dependencies.z]\nversion = \"1\"\npath = \"../z\"\n\n[target.'cfg(unix)'.build-dependencies]\nb = { path = \"/b\" }\n\n[dev-dependencies.trybuild]\npath = \"/driver\"\n\n[patch.crates-io]\np = { path = \"../../p\" }\n";
        let workspace = "[workspace]\n\n[workspace.dependencies]\nunused = { path = \"/u\" }\ni = { path = \"inherited\" }\n";
        let (manifest, root) = (Path::new("/c/a/Cargo.toml"), Path::new("/c/Cargo.toml"));
        let (parsed, workspace) = (Parsed::new(manifest, text).unwrap(), Parsed::new(root, workspace).unwrap());
        let rows = |found: Vec<PathDependency>| -> Vec<(String, usize, String, String)> {
            let mut rows: Vec<_> =
                found.into_iter().map(|d| (d.manifest.display().to_string(), d.line, d.key, d.dir.display().to_string())).collect();
            rows.sort();
            rows
        };
        let row = |m: &str, line: usize, key: &str, dir: &str| (m.to_string(), line, key.to_string(), dir.to_string());
        assert_eq!(
            rows(of_manifest(&parsed, true, Some(&workspace))),
            [
                row("/c/Cargo.toml", 5, "i", "/c/inherited"),
                row("/c/a/Cargo.toml", 5, "x", "/c/a/x"),
                row("/c/a/Cargo.toml", 11, "z", "/c/z"),
                row("/c/a/Cargo.toml", 14, "b", "/b"),
            ],
            "not the test driver's, not [patch]'s, not an entry of the workspace nobody inherits"
        );
        // A path dependency's own dev-dependencies are never built.
        assert_eq!(
            rows(of_manifest(&parsed, false, None)),
            [row("/c/a/Cargo.toml", 5, "x", "/c/a/x"), row("/c/a/Cargo.toml", 14, "b", "/b")]
        );
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
