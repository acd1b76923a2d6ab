//! A crate's `Cargo.toml` as the `ui` front end needs it: package name, edition, `rust-version`,
//! `[package.metadata.edrift]`, the dev-dependencies the tests may use, its `[features]`, the
//! lockfile, and the manifest of the project that builds them (the crate, with the features a
//! run enables, and its dev-dependencies: trybuild's shape). It reads files only.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::model::Release;

/// Dev-dependencies that drive tests rather than being used by them: never built for the tests.
pub(super) const TEST_DRIVERS: &[&str] = &["trybuild", "edrift"];

/// The crate's features a run enables, as `cargo test` takes them (`--features`,
/// `--all-features`, `--no-default-features`): trybuild builds the crate with those the outer
/// `cargo test` enabled.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Features {
    /// Features named (`x`, or `dep/feature` of a dependency), each once.
    pub named: Vec<String>,
    /// Every feature of `[features]`.
    pub all: bool,
    /// Not the `default` feature.
    pub no_default: bool,
}

/// What the front end knows of a crate.
#[derive(Debug, Clone)]
pub struct CrateManifest {
    /// The crate's folder (canonical).
    pub dir: PathBuf,
    /// Its `Cargo.toml`.
    pub manifest: PathBuf,
    /// The package name.
    pub name: String,
    /// The package's edition (`2015` when absent, as cargo says).
    pub edition: String,
    /// `rust-version`, if any.
    pub rust_version: Option<Release>,
    /// `[package.metadata.edrift] lanes`.
    pub lanes: Vec<String>,
    /// `[package.metadata.edrift] reference`: the lane whose output is the baseline.
    pub reference: Option<String>,
    /// `[package.metadata.edrift] deltas`: a folder (relative to the crate) for lanes' deltas
    /// (`<deltas>/<lane>/<test>.stderr`) instead of beside the baseline.
    pub deltas: Option<PathBuf>,
    /// The dev-dependencies the tests get, as `[dependencies]` entries of the build project.
    pub dev_dependencies: toml::Table,
    /// The lockfile kept for the build (the crate's, else its workspace's).
    pub lockfile: Option<PathBuf>,
    /// The workspace root (the crate's folder when it is not in a workspace).
    pub workspace_root: PathBuf,
    /// The target folder of the crate (`<workspace>/target`).
    pub target_dir: PathBuf,
    /// Every path dependency its build may read (`paths`), with its manifest and line.
    pub path_dependencies: Vec<super::paths::PathDependency>,
    /// `[features]`: each feature and what it enables.
    pub features: BTreeMap<String, Vec<String>>,
    /// Its optional dependencies (each a feature of its name unless named as `dep:x`).
    pub optional_dependencies: Vec<String>,
}

fn config(path: &Path, message: String) -> Error {
    Error::Config { path: path.to_path_buf(), message }
}

impl CrateManifest {
    /// Reads the crate of `manifest` (a `Cargo.toml` path).
    pub fn read(manifest: &Path) -> Result<CrateManifest, Error> {
        if manifest.file_name().is_none_or(|n| n != "Cargo.toml") || !manifest.is_file() {
            return Err(config(manifest, "no such Cargo.toml: give `--manifest-path <crate>/Cargo.toml`".to_string()));
        }
        let manifest = manifest.canonicalize().map_err(|e| Error::io("open", manifest, e))?;
        let dir = manifest.parent().unwrap_or(Path::new("/")).to_path_buf();
        let text = crate::fsutil::read_to_string(&manifest)?;
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| config(&manifest, e.to_string()))?;
        let Some(package) = table.get("package").and_then(toml::Value::as_table) else {
            return Err(config(&manifest, "no [package]: `edrift ui` tests one crate; give the manifest of a package".to_string()));
        };
        let workspace = find_workspace(&dir, &table)?;
        let workspace_root = workspace.as_ref().map_or_else(|| dir.clone(), |(root, _)| root.clone());
        let inherited = |key: &str| -> Option<toml::Value> {
            let value = package.get(key)?;
            if value.get("workspace").and_then(toml::Value::as_bool) == Some(true) {
                workspace.as_ref()?.1.get("workspace")?.get("package")?.get(key).cloned()
            } else {
                Some(value.clone())
            }
        };
        let name = package
            .get("name")
            .and_then(toml::Value::as_str)
            .ok_or_else(|| config(&manifest, "[package] has no `name`".to_string()))?
            .to_string();
        let edition = inherited("edition").and_then(|v| v.as_str().map(str::to_string)).unwrap_or_else(|| "2015".to_string());
        let rust_version = match inherited("rust-version") {
            Some(value) => {
                let text = value.as_str().unwrap_or_default().to_string();
                Some(Release::parse(&text).ok_or_else(|| config(&manifest, format!("malformed `rust-version = \"{text}\"`")))?)
            }
            None => None,
        };
        let metadata = package.get("metadata").and_then(|m| m.get("edrift"));
        let lanes = match metadata.and_then(|m| m.get("lanes")) {
            None => Vec::new(),
            Some(toml::Value::Array(items)) => items
                .iter()
                .map(|item| {
                    item.as_str().map(str::to_string).ok_or_else(|| {
                        config(&manifest, format!("[package.metadata.edrift] lanes: `{item}` is not a string; write lanes = [\"msrv\", \"stable\", \"nightly\", \"1.85\"]"))
                    })
                })
                .collect::<Result<_, _>>()?,
            Some(other) => {
                return Err(config(&manifest, format!("[package.metadata.edrift] lanes = {other}: expected a list such as [\"msrv\", \"stable\"]")));
            }
        };
        let text_field = |key: &str| metadata.and_then(|m| m.get(key)).and_then(toml::Value::as_str).map(str::to_string);
        let reference = text_field("reference");
        let deltas = text_field("deltas").map(PathBuf::from);
        if let Some(folder) = &deltas
            && (folder.is_absolute() || folder.components().any(|c| matches!(c, std::path::Component::ParentDir)))
        {
            return Err(config(&manifest, format!("[package.metadata.edrift] deltas = {folder:?}: give a folder inside the crate")));
        }
        let mut dev_dependencies = toml::Table::new();
        if let Some(deps) = table.get("dev-dependencies").and_then(toml::Value::as_table) {
            for (key, spec) in deps {
                if TEST_DRIVERS.contains(&key.as_str()) {
                    continue;
                }
                let spec = resolve_dependency(key, spec, &dir, workspace.as_ref()).map_err(|m| config(&manifest, m))?;
                dev_dependencies.insert(key.clone(), spec);
            }
        }
        let lockfile = [&dir, &workspace_root].into_iter().map(|folder| (folder, folder.join("Cargo.lock"))).find(|(_, p)| p.is_file());
        // Copied by the harness into the build project that cargo reads: a link out of its folder
        // would hand cargo, and its error messages, a file the crate's author cannot read.
        if let Some((folder, lockfile)) = &lockfile {
            crate::fsutil::stays_inside(lockfile, folder)?;
        }
        let lockfile = lockfile.map(|(_, lockfile)| lockfile);
        let target_dir = workspace_root.join("target");
        let path_dependencies = super::paths::find(&manifest, &workspace_root)?;
        let mut features = BTreeMap::new();
        for (name, enables) in table.get("features").and_then(toml::Value::as_table).into_iter().flatten() {
            let list = enables.as_array().map(|items| items.iter().filter_map(|i| i.as_str().map(str::to_string)).collect());
            let list = list.ok_or_else(|| config(&manifest, format!("[features] {name} = {enables}: expected a list of features")))?;
            features.insert(name.clone(), list);
        }
        let optional_dependencies = ["dependencies", "build-dependencies"]
            .iter()
            .filter_map(|key| table.get(*key).and_then(toml::Value::as_table))
            .flatten()
            .filter(|(_, spec)| spec.get("optional").and_then(toml::Value::as_bool) == Some(true))
            .map(|(name, _)| name.clone())
            .collect();
        Ok(CrateManifest {
            dir,
            manifest,
            name,
            edition,
            rust_version,
            lanes,
            reference,
            deltas,
            dev_dependencies,
            lockfile,
            workspace_root,
            target_dir,
            path_dependencies,
            features,
            optional_dependencies,
        })
    }

    /// The crate's features `selection` enables, as cargo resolves them for the crate itself:
    /// `default` unless `no_default`, every `[features]` key with `all`, and what each enables
    /// in turn (`a = ["b"]`); `dep:x` and `x/y` entries enable no feature of the crate. A name
    /// that is neither a feature nor an optional dependency is an error, as in cargo.
    pub fn enabled_features(&self, selection: &Features) -> Result<BTreeSet<String>, Error> {
        let mut wanted: Vec<String> = Vec::new();
        if selection.all {
            wanted.extend(self.features.keys().cloned());
        }
        if !selection.no_default && self.features.contains_key("default") {
            wanted.push("default".to_string());
        }
        let unknown: Vec<&String> = selection
            .named
            .iter()
            .filter(|f| !f.contains('/') && !self.features.contains_key(*f) && !self.optional_dependencies.contains(f))
            .collect();
        if !unknown.is_empty() {
            let known: Vec<&String> = self.features.keys().collect();
            return Err(config(&self.manifest, format!("the crate has no feature {unknown:?} (its features: {known:?})")));
        }
        wanted.extend(selection.named.iter().filter(|f| !f.contains('/')).cloned());
        let mut enabled = BTreeSet::new();
        while let Some(feature) = wanted.pop() {
            if enabled.insert(feature.clone()) {
                let enables = self.features.get(&feature).into_iter().flatten();
                wanted.extend(enables.filter(|e| !e.starts_with("dep:") && !e.contains('/')).cloned());
            }
        }
        Ok(enabled)
    }

    /// The build project's package name: `<crate>-tests`, as trybuild names its project (a test
    /// that prints `CARGO_PKG_NAME` says the same under both).
    pub fn project_name(&self) -> String {
        format!("{}-tests", self.name)
    }

    /// The folders of its path dependencies outside its workspace, each inside a folder of
    /// `allowed` (the build binds them read-only); an error naming each `Cargo.toml` line whose
    /// path dependency is outside and not allowed.
    pub fn outside_paths(&self, allowed: &[PathBuf]) -> Result<Vec<PathBuf>, Error> {
        super::paths::outside(&self.path_dependencies, &self.workspace_root, allowed)
    }

    /// The `Cargo.toml` of the project that builds the crate, with the features of `selection`,
    /// and its dev-dependencies for the tests (an empty library; its edition is 2018 so that
    /// every lane's cargo reads it).
    pub fn build_project(&self, selection: &Features) -> String {
        let mut package = toml::Table::new();
        package.insert("name".into(), self.project_name().into());
        package.insert("version".into(), "0.0.0".into());
        package.insert("edition".into(), "2018".into());
        package.insert("publish".into(), false.into());
        let mut lib = toml::Table::new();
        lib.insert("path".into(), "lib.rs".into());
        let mut dependencies = self.dev_dependencies.clone();
        let mut own = toml::Table::new();
        own.insert("path".into(), self.dir.display().to_string().into());
        let Features { named, all, no_default } = selection;
        let mut features: Vec<String> = if *all { self.features.keys().cloned().collect() } else { Vec::new() };
        features.extend(named.iter().filter(|f| !features.contains(f)).cloned().collect::<Vec<_>>());
        if !features.is_empty() {
            own.insert("features".into(), features.into());
        }
        if *no_default {
            own.insert("default-features".into(), false.into());
        }
        dependencies.insert(self.name.clone(), own.into());
        let mut dev = toml::Table::new();
        dev.insert("debug".into(), 0.into());
        let mut profile = toml::Table::new();
        profile.insert("dev".into(), dev.into());
        let mut root = toml::Table::new();
        root.insert("package".into(), package.into());
        root.insert("lib".into(), lib.into());
        root.insert("dependencies".into(), dependencies.into());
        root.insert("profile".into(), profile.into());
        root.insert("workspace".into(), toml::Table::new().into());
        toml::to_string(&root).unwrap_or_default()
    }
}

/// The workspace the crate belongs to: its root folder and manifest, if any.
fn find_workspace(dir: &Path, own: &toml::Table) -> Result<Option<(PathBuf, toml::Table)>, Error> {
    if own.contains_key("workspace") {
        return Ok(Some((dir.to_path_buf(), own.clone())));
    }
    for ancestor in dir.ancestors().skip(1) {
        let candidate = ancestor.join("Cargo.toml");
        if candidate.is_file() {
            let text = crate::fsutil::read_to_string(&candidate)?;
            let Ok(table) = text.parse::<toml::Table>() else { continue };
            if table.contains_key("workspace") {
                return Ok(Some((ancestor.to_path_buf(), table)));
            }
        }
    }
    Ok(None)
}

/// A dependency's spec as the build project writes it: paths made absolute, `workspace = true`
/// replaced by the workspace's entry (features added).
fn resolve_dependency(
    key: &str,
    spec: &toml::Value,
    dir: &Path,
    workspace: Option<&(PathBuf, toml::Table)>,
) -> Result<toml::Value, String> {
    let mut table = match spec {
        toml::Value::String(version) => return Ok(version.clone().into()),
        toml::Value::Table(table) => table.clone(),
        other => return Err(format!("dev-dependency `{key} = {other}` is neither a version nor a table")),
    };
    let mut base = dir.to_path_buf();
    if table.get("workspace").and_then(toml::Value::as_bool) == Some(true) {
        let (root, manifest) = workspace.ok_or_else(|| format!("dev-dependency `{key}` inherits from a workspace, but none was found"))?;
        let entry = manifest
            .get("workspace")
            .and_then(|w| w.get("dependencies"))
            .and_then(|d| d.get(key))
            .ok_or_else(|| format!("dev-dependency `{key}`: [workspace.dependencies] has no `{key}`"))?;
        let mut merged = match entry {
            toml::Value::String(version) => {
                let mut t = toml::Table::new();
                t.insert("version".into(), version.clone().into());
                t
            }
            toml::Value::Table(t) => t.clone(),
            other => return Err(format!("[workspace.dependencies] {key} = {other} is neither a version nor a table")),
        };
        table.remove("workspace");
        if let Some(toml::Value::Array(extra)) = table.remove("features") {
            let features = merged.entry("features").or_insert_with(|| toml::Value::Array(Vec::new()));
            if let toml::Value::Array(list) = features {
                list.extend(extra);
            }
        }
        for (k, v) in table {
            merged.insert(k, v);
        }
        table = merged;
        base = root.clone();
    }
    if let Some(path) = table.get("path").and_then(toml::Value::as_str) {
        let absolute = base.join(path);
        table.insert("path".into(), absolute.display().to_string().into());
    }
    Ok(table.into())
}
