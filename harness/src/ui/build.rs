//! A lane's build of the crate for its UI tests, once per lane: a project of the harness's own
//! (an empty library depending on the crate and its dev-dependencies, the crate's lockfile
//! copied in) whose dependencies the lane's cargo fetches in a sandbox with the network, then
//! builds offline in one without it, the cargo home read-only; the libraries' paths come from
//! cargo's `compiler-artifact` messages. A build whose inputs (lane, crate files, lockfile, features, dev-dependencies) have not changed is not run
//! again. It gives what the tests' compiles need; a crate that does not build on a lane makes the
//! lane unsupported, with cargo's error.

use std::path::{Path, PathBuf};

use sha2::{Digest as _, Sha256};

use super::{CrateManifest, Options};
use crate::error::Error;
use crate::invoke::{self, ProcessSpec, sandbox};
use crate::model::ReadyLane;

/// Bumped when what a build leaves (its record, the project's shape) changes.
const BUILD_FORMAT: &str = "edrift-ui-build-1";

/// The build's cargo command (part of its stamp).
const BUILD_ARGS: &[&str] = &["build", "--offline", "--lib", "--message-format=json"];

/// A lane's build, ready for the tests' compiles.
#[derive(Debug, Clone)]
pub struct Built {
    /// The lane's name as the crate lists it.
    pub lane_name: String,
    /// The lane.
    pub lane: ReadyLane,
    /// What the build's inputs hash to (the tests' results cache is keyed by it).
    pub stamp: String,
    /// `--extern` name and library for the crate and each dev-dependency.
    pub externs: Vec<(String, PathBuf)>,
    /// The folder of every built library (`-L dependency=`).
    pub deps_dir: PathBuf,
    /// The lane's state folder (the build, the results cache).
    pub state: PathBuf,
    /// The cargo home the build used (dependencies' sources, which diagnostics quote).
    pub cargo_home: PathBuf,
}

/// Why a lane's build gave nothing.
#[derive(Debug)]
pub enum BuildFailure {
    /// The lane cannot build the crate: cargo's error, once.
    Unsupported(String),
    /// The harness failed.
    Error(Error),
}

impl From<Error> for BuildFailure {
    fn from(e: Error) -> BuildFailure {
        BuildFailure::Error(e)
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Record {
    stamp: String,
    externs: Vec<(String, PathBuf)>,
}

/// Builds the crate and its dev-dependencies with `lane`'s cargo (or finds that build made).
pub fn build(krate: &CrateManifest, lane_name: &str, lane: &ReadyLane, options: &Options) -> Result<Built, BuildFailure> {
    let state = options.state.join("lanes").join(lane_name);
    let cargo_home = options.state.join("cargo-home");
    let deps_dir = state.join("target").join("debug").join("deps");
    let stamp = stamp(krate, lane, &options.features)?;
    let record_path = state.join("build.json");
    let built = |externs| Built {
        lane_name: lane_name.to_string(),
        lane: lane.clone(),
        stamp: stamp.clone(),
        externs,
        deps_dir: deps_dir.clone(),
        state: state.clone(),
        cargo_home: cargo_home.clone(),
    };
    if let Some(record) = crate::runner::cache::read_kept(&record_path).and_then(|bytes| serde_json::from_slice::<Record>(&bytes).ok())
        && record.stamp == stamp
        && record.externs.iter().all(|(_, path)| path.is_file())
    {
        return Ok(built(record.externs));
    }
    let Some(cargo) = &lane.cargo else {
        return Err(BuildFailure::Unsupported(format!("lane `{lane_name}` has no cargo to build the crate with")));
    };
    let project = state.join("project");
    for folder in [&project, &cargo_home] {
        std::fs::create_dir_all(folder).map_err(|e| Error::io("create", folder, e))?;
    }
    crate::fsutil::write_atomic(&project.join("Cargo.toml"), krate.build_project(&options.features).as_bytes())?;
    crate::fsutil::write_atomic(&project.join("lib.rs"), b"")?;
    let lock = project.join("Cargo.lock");
    match &krate.lockfile {
        Some(lockfile) => {
            std::fs::copy(lockfile, &lock).map_err(|e| Error::io("copy", lockfile, e))?;
        }
        None => crate::fsutil::remove_optional(&lock)?,
    }
    let env = invoke::cargo_env(lane, &state, &cargo_home);
    let mut read_only = sandbox::lane_folders(&lane_binaries(lane), &lane.library_path);
    read_only.extend([krate.dir.clone(), krate.workspace_root.clone()]);
    // Those outside the workspace, where the user allowed them (the rest are refused).
    read_only.extend(krate.outside_paths(&options.allowed_paths)?);
    // Downloads run sandboxed as the cell's user too, with the network: the cargo home is
    // theirs to write. The build then sees it read-only, so that nothing a build script or a
    // proc macro writes there (a `config.toml` naming a `rustc-wrapper`) reaches a later fetch.
    let fetch_sandbox = sandbox::Sandbox::new(read_only.clone(), vec![state.clone(), cargo_home.clone()]).with_network();
    sandbox::hand_over(&fetch_sandbox).map_err(|e| Error::io("hand over", &state, e))?;
    let fetch = invoke::run_isolated(
        &ProcessSpec {
            program: cargo.clone(),
            args: vec!["fetch".to_string()],
            cwd: Some(project.clone()),
            env: env.clone(),
            timeout: options.build_timeout,
            stdin: None,
        },
        Some(&fetch_sandbox),
    )?;
    if !fetch.status.success() {
        return Err(BuildFailure::Unsupported(fetch_failure(krate, lane_name, &fetch.stderr)));
    }
    // The same user, whose the state folder is since the fetch's hand-over.
    read_only.push(cargo_home.clone());
    let sandbox = sandbox::Sandbox { read_only, writable: vec![state.clone()], network: false, ..fetch_sandbox };
    let args: Vec<String> = BUILD_ARGS.iter().map(|a| a.to_string()).collect();
    let output = invoke::run_isolated(
        &ProcessSpec { program: cargo.clone(), args, cwd: Some(project.clone()), env, timeout: options.build_timeout, stdin: None },
        Some(&sandbox),
    )?;
    let artifacts = artifacts(&output.stdout);
    if !output.status.success() {
        return Err(BuildFailure::Unsupported(build_failure(lane_name, &output.stdout, &output.stderr, output.status)));
    }
    let externs = externs(krate, &artifacts).map_err(BuildFailure::Unsupported)?;
    let record = Record { stamp: stamp.clone(), externs: externs.clone() };
    let text = serde_json::to_string(&record).map_err(|e| Error::Bug(e.to_string()))?;
    crate::fsutil::write_atomic(&record_path, text.as_bytes())?;
    Ok(built(externs))
}

/// The lane's tools, whose installations the sandbox binds.
pub fn lane_binaries(lane: &ReadyLane) -> Vec<&Path> {
    [Some(&lane.rustc), lane.cargo.as_ref(), lane.rustdoc.as_ref()].into_iter().flatten().map(PathBuf::as_path).collect()
}

/// The folders of path dev-dependencies (read by the build).
fn path_dependencies(krate: &CrateManifest) -> Vec<PathBuf> {
    krate.dev_dependencies.values().filter_map(|spec| spec.get("path")?.as_str().map(PathBuf::from)).collect()
}

/// What `cargo fetch` said, as one message: a lockfile this cargo cannot read is named as such.
fn fetch_failure(krate: &CrateManifest, lane_name: &str, stderr: &str) -> String {
    let lockfile = krate.lockfile.as_ref().map_or_else(|| "Cargo.lock".to_string(), |p| p.display().to_string());
    let stderr = stderr.trim();
    if stderr.contains("lock file version") || stderr.contains("lockfile version") || stderr.contains("failed to parse lock file") {
        format!(
            "lane `{lane_name}`'s cargo cannot read the lockfile {lockfile} (written by a newer cargo; drop the lane, or keep a lockfile it reads). cargo said:\n{stderr}"
        )
    } else {
        format!("lane `{lane_name}`'s cargo could not fetch the crate's dependencies:\n{stderr}")
    }
}

/// The compiler's errors of a failed build and cargo's last words, once per lane.
fn build_failure(lane_name: &str, stdout: &str, stderr: &str, status: invoke::Exit) -> String {
    let mut rendered = Vec::new();
    for line in stdout.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        if message["reason"] == "compiler-message"
            && message["message"]["level"] == "error"
            && let Some(text) = message["message"]["rendered"].as_str()
        {
            rendered.push(text.trim_end().to_string());
        }
    }
    let tail: Vec<&str> = stderr.lines().filter(|l| !l.trim_start().starts_with("Compiling")).collect();
    format!("the crate does not build on lane `{lane_name}` ({status}):\n{}\n{}", rendered.join("\n"), tail.join("\n"))
        .trim_end()
        .to_string()
}

/// One library cargo built.
#[derive(Debug, Clone)]
struct Artifact {
    package_id: String,
    manifest_path: PathBuf,
    target_name: String,
    library: PathBuf,
}

fn artifacts(stdout: &str) -> Vec<Artifact> {
    let mut found = Vec::new();
    for line in stdout.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        if message["reason"] != "compiler-artifact" {
            continue;
        }
        let kinds: Vec<&str> = message["target"]["kind"].as_array().into_iter().flatten().filter_map(|k| k.as_str()).collect();
        if !kinds.iter().any(|k| matches!(*k, "lib" | "rlib" | "proc-macro" | "dylib")) {
            continue;
        }
        let files: Vec<PathBuf> =
            message["filenames"].as_array().into_iter().flatten().filter_map(|f| f.as_str()).map(PathBuf::from).collect();
        let library = files.iter().find(|f| f.extension().is_some_and(|e| e == "rlib" || e == "so")).or_else(|| files.first()).cloned();
        if let Some(library) = library {
            found.push(Artifact {
                package_id: message["package_id"].as_str().unwrap_or_default().to_string(),
                manifest_path: PathBuf::from(message["manifest_path"].as_str().unwrap_or_default()),
                target_name: message["target"]["name"].as_str().unwrap_or_default().replace('-', "_"),
                library,
            });
        }
    }
    found
}

/// The package name and version of a cargo package id, in either of cargo's formats
/// (`registry+https://...#syn@2.0.1`, `path+file:///x/foo#0.1.0`, `syn 2.0.1 (registry+...)`).
fn package_of(id: &str) -> (Option<String>, String) {
    if let Some((source, fragment)) = id.rsplit_once('#') {
        return match fragment.split_once('@') {
            Some((name, version)) => (Some(name.to_string()), version.to_string()),
            None => (source.rsplit('/').next().map(str::to_string), fragment.to_string()),
        };
    }
    let mut parts = id.split(' ');
    (parts.next().map(str::to_string), parts.next().unwrap_or_default().to_string())
}

fn version_key(version: &str) -> Vec<u64> {
    version.split(['.', '-', '+']).map(|p| p.parse().unwrap_or(0)).collect()
}

/// The `--extern`s of the tests: the crate under test, and each dev-dependency.
fn externs(krate: &CrateManifest, artifacts: &[Artifact]) -> Result<Vec<(String, PathBuf)>, String> {
    let mut externs = Vec::new();
    let own = artifacts
        .iter()
        .find(|a| a.manifest_path == krate.manifest)
        .ok_or_else(|| format!("cargo built no library of `{}`: UI tests need the crate's library (or proc-macro) target", krate.name))?;
    externs.push((own.target_name.clone(), own.library.clone()));
    for (key, spec) in &krate.dev_dependencies {
        let renamed = spec.get("package").and_then(toml::Value::as_str);
        let package = renamed.unwrap_or(key);
        let path = spec.get("path").and_then(toml::Value::as_str).map(PathBuf::from);
        let best = artifacts
            .iter()
            .filter(|a| {
                let (name, _) = package_of(&a.package_id);
                name.as_deref() == Some(package) || path.as_ref().is_some_and(|p| a.manifest_path.parent() == Some(p.as_path()))
            })
            .max_by_key(|a| version_key(&package_of(&a.package_id).1));
        let Some(artifact) = best else {
            return Err(format!("cargo built no library of dev-dependency `{key}`"));
        };
        let name = if renamed.is_some() { key.replace('-', "_") } else { artifact.target_name.clone() };
        externs.push((name, artifact.library.clone()));
    }
    Ok(externs)
}

/// What a lane's build depends on: the lane, the harness's build format, the crate's files (all
/// but `target/`, `tests/`, `benches/`, `examples/` and hidden folders), its lockfile, the
/// features enabled and dev-dependencies (the build project's manifest), and path
/// dev-dependencies' files. The tests' cells are keyed by it: other features, other cells.
fn stamp(krate: &CrateManifest, lane: &ReadyLane, features: &super::manifest::Features) -> Result<String, Error> {
    let mut hasher = Sha256::new();
    hasher.update(BUILD_FORMAT);
    hasher.update(BUILD_ARGS.join(" "));
    hasher.update(env!("CARGO_PKG_VERSION"));
    hasher.update(lane.identity.key());
    hasher.update(lane.rustc.display().to_string());
    // Whether rustc can quote the standard library's sources changes every note into it.
    hasher.update(lane.std_sources().map(|p| p.display().to_string()).unwrap_or_default());
    hasher.update(krate.build_project(features));
    if let Some(lockfile) = &krate.lockfile {
        crate::fsutil::stream(lockfile, &mut |piece| hasher.update(piece))?;
    }
    let mut roots = vec![krate.dir.clone()];
    roots.extend(path_dependencies(krate));
    for root in roots {
        hash_tree(&root, &root, &mut hasher)?;
    }
    Ok(crate::model::hex(&hasher.finalize()))
}

fn hash_tree(root: &Path, dir: &Path, hasher: &mut Sha256) -> Result<(), Error> {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).map_err(|e| Error::io("read", dir, e))?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let top = dir == root;
        if name.starts_with('.') || (top && matches!(name.as_str(), "target" | "tests" | "benches" | "examples")) {
            continue;
        }
        let metadata = std::fs::symlink_metadata(&path).map_err(|e| Error::io("read", &path, e))?;
        if metadata.is_dir() {
            hash_tree(root, &path, hasher)?;
        } else if metadata.is_file() {
            hasher.update(path.strip_prefix(root).unwrap_or(&path).display().to_string());
            crate::fsutil::stream(&path, &mut |piece| hasher.update(piece))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_ids_of_every_cargo() {
        assert_eq!(package_of("registry+https://github.com/rust-lang/crates.io-index#syn@2.0.119"), (Some("syn".into()), "2.0.119".into()));
        assert_eq!(package_of("path+file:///w/ui-fixture#0.1.0"), (Some("ui-fixture".into()), "0.1.0".into()));
        assert_eq!(
            package_of("syn 1.0.109 (registry+https://github.com/rust-lang/crates.io-index)"),
            (Some("syn".into()), "1.0.109".into())
        );
        assert!(version_key("2.0.119") > version_key("1.0.109"));
    }
}
