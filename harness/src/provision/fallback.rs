//! A lane's fallbacks (`fallback = [...]` in `toolchains.toml`): where its release is found when
//! its `source` no longer has it. A Debian fallback (`debian:<suite>:<package>`) takes the
//! newest version of the package in that suite whose upstream release is the lane's; a rustup
//! fallback (`rustup:<toolchain>`) installs that release with rustup, and the lane's `lane.json`
//! then names the toolchain's programs. Either way, the lane is the same lane: same name, same
//! expectations; `lane.json` says which place served it.

use std::path::{Path, PathBuf};

use super::apt::Apt;
use super::suite::AptState;
use super::{Force, Host, Installed, Served, check, debian, disk_error, install_rustup, lane_error};
use crate::error::Error;
use crate::lanes::{self, Declared, Fallback, LaneDecl, LaneManifest, Source};

/// Installs a lane from one of its fallbacks.
pub(super) fn install(decl: &LaneDecl, fallback: &Fallback, lanes_dir: &Path, force: Force, host: &Host) -> Result<Served, Error> {
    match fallback {
        Fallback::Debian { suite, package } => {
            let version = version_in(decl, suite, package, lanes_dir, host)?;
            let source = Source::Debian { suite: Some(suite.clone()), package: package.clone(), version: version.clone() };
            let concrete = LaneDecl { source, ..decl.clone() };
            let wanted = debian::Wanted { suite: Some(suite), package, version: &version };
            let (action, path, identity) = debian::install(&concrete, &wanted, lanes_dir, force, host)?;
            Ok((action, path, identity, concrete.source.to_string()))
        }
        Fallback::Rustup { toolchain } => rustup(decl, toolchain, lanes_dir, host),
    }
}

/// The newest version of `package` in `suite` whose upstream release the lane declares (the
/// suite's lists are fetched the first time, and refreshed once when none is in them).
fn version_in(decl: &LaneDecl, suite: &str, package: &str, lanes_dir: &Path, host: &Host) -> Result<String, Error> {
    std::fs::create_dir_all(lanes_dir).map_err(|e| disk_error(decl, "create", lanes_dir, e))?;
    let _lock = debian::lock(decl, lanes_dir)?;
    let state = AptState::open(decl, lanes_dir, suite)?;
    let apt = Apt::find(decl, host, &state)?;
    apt.ensure_lists()?;
    let pick = |versions: &[String]| versions.iter().find(|v| lanes::upstream(v).is_some_and(|r| decl.declared.accepts(&r))).cloned();
    let mut versions = apt.versions(package)?;
    if pick(&versions).is_none() && apt.refresh_once()? {
        versions = apt.versions(package)?;
    }
    pick(&versions).ok_or_else(|| {
        let has = if versions.is_empty() { format!("no package `{package}`") } else { format!("{package} {}", versions.join(", ")) };
        lane_error(decl, format!("suite `{suite}` has no {package} of release {} (it has {has})", decl.declared))
    })
}

/// A lane served by a rustup release: the toolchain (with rustfmt, which the suites' rustfmt
/// stage needs, for a stable release), recorded in `<lanes dir>/<lane>/lane.json`.
fn rustup(decl: &LaneDecl, toolchain: &str, lanes_dir: &Path, host: &Host) -> Result<Served, Error> {
    let start = std::time::Instant::now();
    let components: &[&str] = match decl.declared {
        Declared::Release(_) => &["rustfmt"],
        Declared::Nightly => &[],
    };
    let (action, dir, _) = install_rustup(decl, toolchain, components, host)?;
    let bin = dir.join("bin");
    if !components.is_empty()
        && !bin.join("rustfmt").is_file()
        && let Some(rustup) = host.find("rustup")
    {
        // A toolchain installed before, without rustfmt: a missing component is said by the
        // lane's notices, not an error here.
        let args = ["component", "add", "--toolchain", toolchain, "rustfmt"].map(str::to_string);
        let _ = host.run(&rustup, &args, None, std::time::Duration::from_secs(600));
    }
    let origin = format!("the rustc of rustup toolchain `{toolchain}`");
    let (identity, raw) = check::identify(decl, &bin.join("rustc"), &[], &origin)?;
    let existing = |name: &str| Some(bin.join(name)).filter(|p| p.is_file());
    let manifest = LaneManifest {
        lane: decl.name.clone(),
        source: format!("rustup:{toolchain}"),
        rustc: bin.join("rustc"),
        cargo: existing("cargo"),
        rustdoc: existing("rustdoc"),
        rustfmt: existing("rustfmt"),
        library_path: Vec::new(),
        identity: raw,
        packages: Vec::new(),
        suite: None,
        interpreter: None,
        provision_ms: Some(start.elapsed().as_millis() as u64),
        bytes: Some(super::dir_size(&dir)),
    };
    let _lock = debian::lock(decl, lanes_dir)?;
    let folder = lanes::lane_dir(lanes_dir, &decl.name);
    let replaced = folder.exists();
    record(decl, &folder, &manifest)?;
    let action = match (action, replaced) {
        (_, true) => Installed::Reinstalled,
        (Installed::AlreadyPresent | Installed::Installed | Installed::Reinstalled, false) => Installed::Installed,
    };
    Ok((action, dir, Some(identity), manifest.source))
}

/// Writes the lane folder of a lane served by rustup: only its `lane.json`, in place of
/// whatever the folder held (a Debian build of another place).
fn record(decl: &LaneDecl, folder: &Path, manifest: &LaneManifest) -> Result<(), Error> {
    let parent = folder.parent().unwrap_or(folder);
    let scratch: PathBuf = parent.join(format!(".{}.tmp-{}", decl.name, std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).map_err(|e| disk_error(decl, "create", &scratch, e))?;
    let text = serde_json::to_string_pretty(manifest).map_err(|e| lane_error(decl, format!("failed to write the manifest: {e}")))?;
    let path = scratch.join("lane.json");
    std::fs::write(&path, text + "\n").map_err(|e| disk_error(decl, "write", &path, e))?;
    if folder.exists() {
        std::fs::remove_dir_all(folder).map_err(|e| Error::io("remove", folder, e))?;
    }
    std::fs::rename(&scratch, folder).map_err(|e| disk_error(decl, "rename into place", folder, e))
}

/// What a place said when it could not serve a lane: a lane error's message alone (it
/// already names the lane), any other error whole.
pub(super) fn said(e: &Error) -> String {
    match e {
        Error::Lane { message, .. } => message.clone(),
        other => other.to_string(),
    }
}

/// The error of a lane that none of its places could serve: what each said, and the fix.
pub(super) fn nowhere(decl: &LaneDecl, failures: &[(String, Error)]) -> Error {
    let said: Vec<String> = failures.iter().map(|(place, e)| format!("`{place}`: {}", said(e))).collect();
    lane_error(
        decl,
        format!(
            "none of its places has release {}: {}. Run `edrift lanes check` to see where the release is now and the \
             toolchains.toml lines to use",
            decl.declared,
            said.join("; ")
        ),
    )
}
