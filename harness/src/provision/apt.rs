//! The Debian archive, as `apt-cache` and `apt-get` see it: which packages a lane needs
//! (`apt-cache show` and `apt-cache policy`, and the table in [`decide`]), fetching them
//! (`apt-get download`) and unpacking one (`dpkg-deb -x`). Every failure names the package or
//! the file, and the way forward.

use std::cell::Cell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::suite::AptState;
use super::{Host, disk_full, lane_error, last_lines, says_disk_full};
use crate::error::Error;
use crate::invoke::ProcessOutput;
use crate::lanes::{self, LaneDecl};

/// How long `apt-get download` may take for a lane (about 100 MB).
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(1800);
/// How long an `apt-cache` query or one `dpkg-deb -x` may take.
const TOOL_TIMEOUT: Duration = Duration::from_secs(600);

/// A package at a version, `name=version`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Package {
    pub(super) name: String,
    pub(super) version: String,
}

impl fmt::Display for Package {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.name, self.version)
    }
}

/// The apt and dpkg programs, as found on the search path, and the suite's private state
/// they work on.
pub(super) struct Apt<'h> {
    pub(super) host: &'h Host,
    decl: &'h LaneDecl,
    state: &'h AptState,
    apt_get: PathBuf,
    apt_cache: PathBuf,
    dpkg_deb: PathBuf,
    /// Whether this install has refreshed the lists already (it does so at most once).
    refreshed: Cell<bool>,
}

impl<'h> Apt<'h> {
    pub(super) fn find(decl: &'h LaneDecl, host: &'h Host, state: &'h AptState) -> Result<Apt<'h>, Error> {
        let find = |name: &str| {
            host.find(name).ok_or_else(|| {
                lane_error(
                    decl,
                    format!(
                        "`{name}` is not on PATH: a Debian lane is fetched with apt-get and apt-cache and \
                         unpacked with dpkg-deb, which only a Debian-like system has. Elsewhere, declare \
                         the lane in toolchains.toml as a rustup lane (`source = \"rustup:{}\"`) or as a \
                         path lane (`rustc = \"/path/to/bin/rustc\"`)",
                        release_hint(decl)
                    ),
                )
            })
        };
        Ok(Apt {
            host,
            decl,
            state,
            apt_get: find("apt-get")?,
            apt_cache: find("apt-cache")?,
            dpkg_deb: find("dpkg-deb")?,
            refreshed: Cell::new(false),
        })
    }

    /// Runs `apt-cache` or `apt-get` on the suite's state.
    fn apt(&self, program: &Path, args: &[String], cwd: Option<&Path>, timeout: Duration) -> Result<ProcessOutput, Error> {
        let mut all = self.state.options();
        all.extend(args.iter().cloned());
        self.host.run(program, &all, cwd, timeout)
    }

    /// `apt-get update` of the suite's lists, when they have never been fetched.
    pub(super) fn ensure_lists(&self) -> Result<(), Error> {
        if self.state.has_lists() {
            return Ok(());
        }
        self.refresh()
    }

    /// `apt-get update` of the suite's private lists (the system's are not touched).
    fn refresh(&self) -> Result<(), Error> {
        self.refreshed.set(true);
        let args = ["update".to_string(), "-q".to_string()];
        let output = self.apt(&self.apt_get, &args, None, DOWNLOAD_TIMEOUT)?;
        if says_disk_full(&output) {
            return Err(disk_full(self.decl, &self.state.dir));
        }
        if !output.status.success() || output.stdout.contains("E: ") || output.stderr.contains("E: ") {
            return Err(lane_error(
                self.decl,
                format!(
                    "`apt-get update` of suite `{}` failed ({}){}. Its sources are in {}: check that \
                     the archive is reachable (a proxy goes in http_proxy) and that the suite exists",
                    self.state.suite,
                    output.status,
                    tool_said(&output),
                    self.state.dir.join("sources.list").display()
                ),
            ));
        }
        Ok(())
    }

    /// Refreshes the lists if this install has not done so yet; tells whether it did.
    pub(super) fn refresh_once(&self) -> Result<bool, Error> {
        if self.refreshed.get() {
            return Ok(false);
        }
        self.refresh()?;
        Ok(true)
    }

    /// `apt-cache show` of packages at exact versions; each must be in the archive. A version
    /// missing from the lists makes it refresh them once and look again; a version the archive
    /// no longer has is named with the versions the suite has now.
    fn show(&self, packages: &[Package]) -> Result<Vec<Stanza>, Error> {
        let mut args = vec!["show".to_string()];
        args.extend(packages.iter().map(Package::to_string));
        let missing_of = |output: &ProcessOutput| {
            let stanzas = parse_stanzas(&output.stdout);
            let missing: Vec<Package> =
                packages.iter().filter(|p| !stanzas.iter().any(|s| s.package == p.name && s.version == p.version)).cloned().collect();
            (stanzas, missing)
        };
        let mut output = self.apt(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        let (mut stanzas, mut missing) = missing_of(&output);
        if !missing.is_empty() && self.refresh_once()? {
            output = self.apt(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
            (stanzas, missing) = missing_of(&output);
        }
        let Some(first) = missing.first() else {
            return Ok(stanzas);
        };
        let versions = self.versions(&first.name)?;
        let now = if versions.is_empty() {
            format!("suite `{}` has no package `{}` at all", self.state.suite, first.name)
        } else {
            format!("suite `{}` has {} {} now", self.state.suite, first.name, versions.join(", "))
        };
        Err(lane_error(
            self.decl,
            format!(
                "the package archive has no {} (the package lists of suite `{}` were refreshed){}: {now}. \
                 Fix the version (or the suite) of the lane in toolchains.toml; `{}` lists them",
                join(&missing.iter().collect::<Vec<_>>()),
                self.state.suite,
                tool_said(&output),
                self.state.command("apt-cache", &format!("madison {}", first.name)),
            ),
        ))
    }

    /// The versions of a package the suite's lists have (`apt-cache madison`).
    pub(super) fn versions(&self, name: &str) -> Result<Vec<String>, Error> {
        let output = self.apt(&self.apt_cache, &["madison".to_string(), name.to_string()], None, TOOL_TIMEOUT)?;
        let mut versions: Vec<String> = output
            .stdout
            .lines()
            .filter_map(|line| {
                let mut fields = line.split('|').map(str::trim);
                (fields.next() == Some(name)).then(|| fields.next()).flatten().map(str::to_string)
            })
            .collect();
        versions.dedup();
        Ok(versions)
    }

    /// Whether a package exists at this exact version.
    fn has(&self, package: &Package) -> Result<bool, Error> {
        let args = ["show".to_string(), package.to_string()];
        let output = self.apt(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        Ok(parse_stanzas(&output.stdout).iter().any(|s| s.package == package.name && s.version == package.version))
    }

    /// What each package is, at its candidate version: its candidate and its section (the
    /// names without a candidate are left out).
    fn candidates(&self, names: &BTreeSet<String>) -> Result<BTreeMap<String, Candidate>, Error> {
        if names.is_empty() {
            return Ok(BTreeMap::new());
        }
        let mut args = vec!["policy".to_string()];
        args.extend(names.iter().cloned());
        let output = self.apt(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        if !output.status.success() {
            return Err(lane_error(self.decl, format!("`apt-cache policy` failed ({}){}", output.status, tool_said(&output))));
        }
        let policy = parse_policy(&output.stdout);
        let wanted: Vec<Package> =
            policy.iter().filter_map(|(name, p)| p.candidate.clone().map(|version| Package { name: name.clone(), version })).collect();
        if wanted.is_empty() {
            return Ok(BTreeMap::new());
        }
        let mut args = vec!["show".to_string()];
        args.extend(wanted.iter().map(Package::to_string));
        let output = self.apt(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        let stanzas = parse_stanzas(&output.stdout);
        Ok(wanted
            .into_iter()
            .map(|package| {
                let section = stanzas
                    .iter()
                    .find(|s| s.package == package.name && s.version == package.version)
                    .map(|s| s.section.clone())
                    .unwrap_or_default();
                (package.name.clone(), Candidate { version: package.version, section })
            })
            .collect())
    }

    /// `apt-get download` of every package into `folder`; a failure (a file gone from the
    /// archive since the lists were fetched) refreshes the lists once and tries again.
    pub(super) fn download(&self, packages: &[Package], folder: &Path, lane: &Path) -> Result<(), Error> {
        let mut args = vec!["download".to_string(), "-q".to_string()];
        args.extend(packages.iter().map(Package::to_string));
        let mut output = self.apt(&self.apt_get, &args, Some(folder), DOWNLOAD_TIMEOUT)?;
        if !output.status.success() && !says_disk_full(&output) && self.refresh_once()? {
            output = self.apt(&self.apt_get, &args, Some(folder), DOWNLOAD_TIMEOUT)?;
        }
        if says_disk_full(&output) {
            return Err(disk_full(self.decl, lane));
        }
        if !output.status.success() {
            // apt-get names a package it cannot find as `'rustc'` or `package rustc`.
            let named: Vec<&Package> = packages
                .iter()
                .filter(|p| output.stderr.contains(&format!("'{}'", p.name)) || output.stderr.contains(&format!("package {}", p.name)))
                .collect();
            let culprits = if named.is_empty() { packages.iter().collect() } else { named };
            return Err(lane_error(
                self.decl,
                format!(
                    "`apt-get download` could not fetch {} ({}){}, even after an `apt-get update` of \
                     the private package lists of suite `{}`. See which versions the suite has with `{}`",
                    join(&culprits),
                    output.status,
                    tool_said(&output),
                    self.state.suite,
                    self.state.command("apt-cache", &format!("policy {}", culprits[0].name)),
                ),
            ));
        }
        Ok(())
    }

    /// `dpkg-deb -x` of one file into the lane folder.
    pub(super) fn unpack(&self, deb: &Path, lane: &Path) -> Result<(), Error> {
        let args = ["-x".to_string(), deb.display().to_string(), lane.display().to_string()];
        let output = self.host.run(&self.dpkg_deb, &args, None, TOOL_TIMEOUT)?;
        if says_disk_full(&output) {
            return Err(disk_full(self.decl, lane));
        }
        if !output.status.success() {
            return Err(lane_error(
                self.decl,
                format!(
                    "`dpkg-deb -x` could not unpack {} ({}){}: the file is damaged or not a Debian \
                     package; run `edrift lanes install {}` again to download it afresh",
                    deb.display(),
                    output.status,
                    tool_said(&output),
                    self.decl.name
                ),
            ));
        }
        Ok(())
    }
}

/// `: <the tool's last lines>` when it said something.
fn tool_said(output: &ProcessOutput) -> String {
    let text = format!("{}\n{}", output.stdout, output.stderr);
    let lines: String = text.lines().filter(|l| !l.starts_with("W: ") && !l.starts_with("N: ")).collect::<Vec<_>>().join("\n");
    if lines.trim().is_empty() { String::new() } else { format!(": {}", last_lines(&lines, 3)) }
}

pub(super) fn join(packages: &[&Package]) -> String {
    packages.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ")
}

/// `1.85.0` for a lane that declares 1.85, for hints.
fn release_hint(decl: &LaneDecl) -> String {
    match &decl.declared {
        lanes::Declared::Release(release) => release.to_string(),
        lanes::Declared::Nightly => "nightly".to_string(),
    }
}

/// The packages of a lane: the compiler package, its companions, and the closure of their
/// dependencies by [`decide`], in the order found.
pub(super) fn resolve(apt: &Apt, root: &Package) -> Result<Vec<Package>, Error> {
    apt.show(std::slice::from_ref(root))?;
    let mut chosen = vec![root.clone()];
    chosen.extend(companions(apt, root)?);
    let mut names: BTreeSet<String> = chosen.iter().map(|p| p.name.clone()).collect();
    let mut frontier = chosen.clone();
    while !frontier.is_empty() {
        let stanzas = apt.show(&frontier)?;
        let groups: Vec<&Vec<Dep>> = stanzas.iter().flat_map(|s| &s.depends).collect();
        let asked: BTreeSet<String> =
            groups.iter().flat_map(|group| group.iter()).filter(|dep| dep.pinned.is_none()).map(|dep| dep.name.clone()).collect();
        let candidates = apt.candidates(&asked)?;
        let mut next = Vec::new();
        for group in groups {
            if let Some(package) = decide(group, &candidates)
                && names.insert(package.name.clone())
            {
                next.push(package);
            }
        }
        chosen.extend(next.iter().cloned());
        frontier = next;
    }
    Ok(chosen)
}

/// The compiler package's cargo and rustfmt: `cargo-web` and `rustfmt-web` for `rustc-web`.
/// rustfmt is built from the compiler's source, so it is taken only at the same version; cargo
/// has its own source in older releases, so it falls back to the archive's candidate.
fn companions(apt: &Apt, root: &Package) -> Result<Vec<Package>, Error> {
    let Some(suffix) = root.name.strip_prefix("rustc") else {
        return Ok(Vec::new());
    };
    let mut found = Vec::new();
    let cargo = format!("cargo{suffix}");
    let same = |name: &str| Package { name: name.to_string(), version: root.version.clone() };
    if apt.has(&same(&cargo))? {
        found.push(same(&cargo));
    } else if let Some(candidate) = apt.candidates(&BTreeSet::from([cargo.clone()]))?.remove(&cargo) {
        found.push(Package { name: cargo, version: candidate.version });
    }
    let rustfmt = format!("rustfmt{suffix}");
    if apt.has(&same(&rustfmt))? {
        found.push(same(&rustfmt));
    }
    Ok(found)
}

/// What the suite has of a package: its candidate version and that version's section.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Candidate {
    version: String,
    section: String,
}

impl Candidate {
    /// A shared library package (Debian's sections `libs` and `oldlibs`).
    fn is_library(&self) -> bool {
        let section = self.section.rsplit('/').next().unwrap_or(&self.section);
        matches!(section, "libs" | "oldlibs")
    }
}

/// Which package, if any, a lane takes for one dependency (a group of alternatives), all
/// from the lane's suite:
///
/// | the group                                             | the lane takes                        |
/// |-------------------------------------------------------|---------------------------------------|
/// | has an alternative pinned `(= v)`                     | it, at `v` (the compiler's own parts) |
/// | has an alternative whose candidate is a library       | the first such, at its candidate      |
/// | anything else (gcc, binutils, virtual `libc-dev`)     | nothing: the host's tools serve       |
///
/// The libraries are the runtime closure of the suite (its C library and loader, libstdc++,
/// libLLVM and what they need): the lane's programs start with the suite's loader and never
/// mix their libraries with the host's, which may be older (or newer).
fn decide(group: &[Dep], candidates: &BTreeMap<String, Candidate>) -> Option<Package> {
    if let Some(dep) = group.iter().find(|d| d.pinned.is_some()) {
        return Some(Package { name: dep.name.clone(), version: dep.pinned.clone()? });
    }
    group.iter().find_map(|dep| {
        let candidate = candidates.get(&dep.name).filter(|c| c.is_library())?;
        Some(Package { name: dep.name.clone(), version: candidate.version.clone() })
    })
}

/// One dependency alternative: `libfoo (>= 1)`, `libstd-rust-dev (= 1.63.0+dfsg1-2)`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Dep {
    name: String,
    /// The version of an `(= v)` constraint.
    pinned: Option<String>,
}

/// One `apt-cache show` stanza, the fields provisioning reads.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stanza {
    package: String,
    version: String,
    /// `Section` (`libs`, `devel`, `rust`), empty when absent.
    section: String,
    /// `Depends` and `Pre-Depends`: groups of alternatives.
    depends: Vec<Vec<Dep>>,
}

/// Parses `apt-cache show` output (RFC 822 stanzas separated by blank lines).
fn parse_stanzas(text: &str) -> Vec<Stanza> {
    let mut stanzas = Vec::new();
    for block in text.split("\n\n") {
        let mut fields: BTreeMap<&str, String> = BTreeMap::new();
        let mut last: Option<&str> = None;
        for line in block.lines() {
            if line.starts_with([' ', '\t']) {
                if let Some(value) = last.and_then(|key| fields.get_mut(key)) {
                    value.push(' ');
                    value.push_str(line.trim());
                }
            } else if let Some((key, value)) = line.split_once(':') {
                fields.insert(key, value.trim().to_string());
                last = Some(key);
            }
        }
        let (Some(package), Some(version)) = (fields.get("Package"), fields.get("Version")) else {
            continue;
        };
        let depends = ["Pre-Depends", "Depends"].iter().filter_map(|key| fields.get(key)).flat_map(|value| parse_depends(value)).collect();
        let section = fields.get("Section").cloned().unwrap_or_default();
        stanzas.push(Stanza { package: package.clone(), version: version.clone(), section, depends });
    }
    stanzas
}

/// Parses a `Depends` value: `a (>= 1), b | c:any (= 2)`.
fn parse_depends(value: &str) -> Vec<Vec<Dep>> {
    value
        .split(',')
        .map(|group| {
            group
                .split('|')
                .filter_map(|alternative| {
                    let alternative = alternative.trim();
                    let (name, constraint) = match alternative.split_once('(') {
                        Some((name, rest)) => (name.trim(), rest.trim_end_matches(')').trim()),
                        None => (alternative, ""),
                    };
                    let name = name.split(':').next().unwrap_or(name).trim();
                    let pinned = constraint.strip_prefix('=').map(|v| v.trim().to_string());
                    (!name.is_empty()).then(|| Dep { name: name.to_string(), pinned })
                })
                .collect::<Vec<_>>()
        })
        .filter(|group| !group.is_empty())
        .collect()
}

/// What `apt-cache policy` says of one package (the private state installs nothing, so only
/// its candidate matters).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Policy {
    candidate: Option<String>,
}

/// Parses `apt-cache policy` output: `name:` then `  Candidate: v|(none)`.
fn parse_policy(text: &str) -> BTreeMap<String, Policy> {
    let mut policies = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if !line.starts_with([' ', '\t']) {
            current = line.strip_suffix(':').map(|name| {
                let name = name.split(':').next().unwrap_or(name).to_string();
                policies.insert(name.clone(), Policy { candidate: None });
                name
            });
            continue;
        }
        let Some(policy) = current.as_ref().and_then(|name| policies.get_mut(name)) else {
            continue;
        };
        let known = |value: &str| (value != "(none)").then(|| value.to_string());
        if let Some(value) = line.trim().strip_prefix("Candidate:") {
            policy.candidate = known(value.trim());
        }
    }
    policies
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dep(name: &str, pinned: Option<&str>) -> Dep {
        Dep { name: name.to_string(), pinned: pinned.map(str::to_string) }
    }

    #[test]
    fn depends_parse_with_alternatives_pins_and_arch_qualifiers() {
        let groups = parse_depends("libc6 (>= 2.34), libstd-rust-dev (= 1.63.0+dfsg1-2), gcc | clang | c-compiler, python3:any");
        assert_eq!(groups.len(), 4);
        assert_eq!(groups[0], vec![dep("libc6", None)]);
        assert_eq!(groups[1], vec![dep("libstd-rust-dev", Some("1.63.0+dfsg1-2"))]);
        assert_eq!(groups[2].len(), 3);
        assert_eq!(groups[3], vec![dep("python3", None)]);
    }

    #[test]
    fn stanzas_parse_with_continuation_lines() {
        let text = "Package: rustc\nVersion: 1.63.0+dfsg1-2\nPre-Depends: dpkg (>= 1.17)\nDepends: libc6 (>= 2.34),\n libstd-rust-dev (= 1.63.0+dfsg1-2)\nDescription: x\n more\n\nPackage: cargo\nVersion: 0.66.0+ds1-1\n\n";
        let stanzas = parse_stanzas(text);
        assert_eq!(stanzas.len(), 2);
        assert_eq!(stanzas[0].version, "1.63.0+dfsg1-2");
        let names: Vec<_> = stanzas[0].depends.iter().map(|g| g[0].name.as_str()).collect();
        assert_eq!(names, ["dpkg", "libc6", "libstd-rust-dev"]);
        assert!(stanzas[1].depends.is_empty());
    }

    #[test]
    fn policy_parses_installed_and_candidate() {
        let text = "libc-dev:\n  Installed: (none)\n  Candidate: (none)\n  Version table:\nlibllvm14:\n  Installed: 1:14.0.6-12\n  Candidate: 1:14.0.6-12\n  Version table:\n *** 1:14.0.6-12 500\n        500 http://deb.debian.org/debian bookworm/main amd64 Packages\n";
        let policy = parse_policy(text);
        assert_eq!(policy["libc-dev"], Policy { candidate: None });
        assert_eq!(policy["libllvm14"], Policy { candidate: Some("1:14.0.6-12".to_string()) });
    }

    /// Walks every row of the table of [`decide`].
    #[test]
    fn decide_walks_its_table() {
        let candidate = |version: &str, section: &str| Candidate { version: version.to_string(), section: section.to_string() };
        let candidates = BTreeMap::from([
            ("libllvm19".to_string(), candidate("1:19.1.7-3", "libs")),
            ("zlib1g".to_string(), candidate("1:1.3", "libs")),
            ("libc6".to_string(), candidate("2.41-12", "libs")),
            ("libc6-dev".to_string(), candidate("2.41-12", "libdevel")),
            ("gcc".to_string(), candidate("4:14.2.0-1", "devel")),
            ("libold1".to_string(), candidate("1.0-1", "oldlibs")),
        ]);
        let pinned = [dep("libstd-rust-dev", Some("1.63.0+dfsg1-2"))];
        assert_eq!(decide(&pinned, &candidates).unwrap().to_string(), "libstd-rust-dev=1.63.0+dfsg1-2");
        assert_eq!(decide(&[dep("libllvm19", None)], &candidates).unwrap().to_string(), "libllvm19=1:19.1.7-3");
        assert_eq!(decide(&[dep("zlib1g", None)], &candidates).unwrap().to_string(), "zlib1g=1:1.3");
        assert_eq!(decide(&[dep("libc6", None)], &candidates).unwrap().to_string(), "libc6=2.41-12");
        assert_eq!(decide(&[dep("libnone", None), dep("libold1", None)], &candidates).unwrap().to_string(), "libold1=1.0-1");
        assert_eq!(decide(&[dep("libc-dev", None)], &candidates), None, "virtual");
        assert_eq!(decide(&[dep("libc6-dev", None)], &candidates), None, "a development package");
        assert_eq!(decide(&[dep("gcc", None), dep("clang", None)], &candidates), None);
    }
}
