//! The Debian archive, as `apt-cache` and `apt-get` see it: which packages a lane needs
//! (`apt-cache show` and `apt-cache policy`, and the table in [`decide`]), fetching them
//! (`apt-get download`) and unpacking one (`dpkg-deb -x`). Every failure names the package or
//! the file, and the way forward.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{disk_full, lane_error, last_lines, says_disk_full, Host};
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

/// The apt and dpkg programs, as found on the search path.
pub(super) struct Apt<'h> {
    pub(super) host: &'h Host,
    decl: &'h LaneDecl,
    apt_get: PathBuf,
    apt_cache: PathBuf,
    dpkg_deb: PathBuf,
}

impl<'h> Apt<'h> {
    pub(super) fn find(decl: &'h LaneDecl, host: &'h Host) -> Result<Apt<'h>, Error> {
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
        Ok(Apt { host, decl, apt_get: find("apt-get")?, apt_cache: find("apt-cache")?, dpkg_deb: find("dpkg-deb")? })
    }

    /// `apt-cache show` of packages at exact versions; each must be in the archive.
    fn show(&self, packages: &[Package]) -> Result<Vec<Stanza>, Error> {
        let mut args = vec!["show".to_string()];
        args.extend(packages.iter().map(Package::to_string));
        let output = self.host.run(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        let stanzas = parse_stanzas(&output.stdout);
        let missing: Vec<&Package> =
            packages.iter().filter(|p| !stanzas.iter().any(|s| s.package == p.name && s.version == p.version)).collect();
        match missing.first() {
            None => Ok(stanzas),
            Some(first) => Err(lane_error(
                self.decl,
                format!(
                    "the package archive has no {}{}. See which versions it has with `apt-cache policy {}`, \
                     refresh the package lists with `apt-get update` (as root) if they are stale, and fix \
                     the version in toolchains.toml if it is wrong",
                    join(&missing),
                    tool_said(&output),
                    first.name
                ),
            )),
        }
    }

    /// Whether a package exists at this exact version.
    fn has(&self, package: &Package) -> Result<bool, Error> {
        let args = ["show".to_string(), package.to_string()];
        let output = self.host.run(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        Ok(parse_stanzas(&output.stdout).iter().any(|s| s.package == package.name && s.version == package.version))
    }

    /// `apt-cache policy`: which of these packages are installed, and their candidate versions.
    fn policy(&self, names: &BTreeSet<String>) -> Result<BTreeMap<String, Policy>, Error> {
        if names.is_empty() {
            return Ok(BTreeMap::new());
        }
        let mut args = vec!["policy".to_string()];
        args.extend(names.iter().cloned());
        let output = self.host.run(&self.apt_cache, &args, None, TOOL_TIMEOUT)?;
        if !output.status.success() {
            return Err(lane_error(self.decl, format!("`apt-cache policy` failed ({}){}", output.status, tool_said(&output))));
        }
        Ok(parse_policy(&output.stdout))
    }

    /// `apt-get download` of every package into `folder`.
    pub(super) fn download(&self, packages: &[Package], folder: &Path, lane: &Path) -> Result<(), Error> {
        let mut args = vec!["download".to_string(), "-q".to_string()];
        args.extend(packages.iter().map(Package::to_string));
        let output = self.host.run(&self.apt_get, &args, Some(folder), DOWNLOAD_TIMEOUT)?;
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
                    "`apt-get download` could not fetch {} ({}){}. See which versions the archive has with \
                     `apt-cache policy {}`, and refresh the package lists with `apt-get update` (as root) \
                     if they are stale",
                    join(&culprits),
                    output.status,
                    tool_said(&output),
                    culprits[0].name
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
    if lines.trim().is_empty() {
        String::new()
    } else {
        format!(": {}", last_lines(&lines, 3))
    }
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
        let asked: BTreeSet<String> = groups
            .iter()
            .flat_map(|group| group.iter())
            .filter(|dep| dep.pinned.is_none() && dep.name.starts_with("lib"))
            .map(|dep| dep.name.clone())
            .collect();
        let policy = apt.policy(&asked)?;
        let mut next = Vec::new();
        for group in groups {
            if let Some(package) = decide(group, &policy) {
                if names.insert(package.name.clone()) {
                    next.push(package);
                }
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
    } else if let Some(candidate) = apt.policy(&BTreeSet::from([cargo.clone()]))?.get(&cargo).and_then(|p| p.candidate.clone()) {
        found.push(Package { name: cargo, version: candidate });
    }
    let rustfmt = format!("rustfmt{suffix}");
    if apt.has(&same(&rustfmt))? {
        found.push(same(&rustfmt));
    }
    Ok(found)
}

/// Which package, if any, a lane takes for one dependency (a group of alternatives):
///
/// | the group                                            | the lane takes                        |
/// |------------------------------------------------------|---------------------------------------|
/// | has an alternative pinned `(= v)`                    | it, at `v` (the compiler's own parts) |
/// | has a `libllvmN`                                     | it, at the archive's candidate        |
/// | is libraries, none installed on this system          | the first one with a candidate        |
/// | anything else (installed libraries, gcc, binutils)   | nothing: the system's serves          |
///
/// The LLVM library travels with the lane even when the system has it: the compiler was built
/// against it, and the lane must not change when the system's does.
fn decide(group: &[Dep], policy: &BTreeMap<String, Policy>) -> Option<Package> {
    if let Some(dep) = group.iter().find(|d| d.pinned.is_some()) {
        return Some(Package { name: dep.name.clone(), version: dep.pinned.clone()? });
    }
    let candidate = |dep: &Dep| {
        let version = policy.get(&dep.name)?.candidate.clone()?;
        Some(Package { name: dep.name.clone(), version })
    };
    if let Some(llvm) = group.iter().find(|d| is_llvm(&d.name)) {
        return candidate(llvm);
    }
    let libraries = group.iter().all(|d| d.name.starts_with("lib"));
    let installed = group.iter().any(|d| policy.get(&d.name).is_some_and(|p| p.installed));
    if libraries && !installed {
        return group.iter().find_map(candidate);
    }
    None
}

fn is_llvm(name: &str) -> bool {
    name.strip_prefix("libllvm").is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
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
        stanzas.push(Stanza { package: package.clone(), version: version.clone(), depends });
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

/// What `apt-cache policy` says of one package.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Policy {
    installed: bool,
    candidate: Option<String>,
}

/// Parses `apt-cache policy` output: `name:` then `  Installed: v|(none)`, `  Candidate: ...`.
fn parse_policy(text: &str) -> BTreeMap<String, Policy> {
    let mut policies = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if !line.starts_with([' ', '\t']) {
            current = line.strip_suffix(':').map(|name| {
                let name = name.split(':').next().unwrap_or(name).to_string();
                policies.insert(name.clone(), Policy { installed: false, candidate: None });
                name
            });
            continue;
        }
        let Some(policy) = current.as_ref().and_then(|name| policies.get_mut(name)) else {
            continue;
        };
        let known = |value: &str| (value != "(none)").then(|| value.to_string());
        if let Some(value) = line.trim().strip_prefix("Installed:") {
            policy.installed = known(value.trim()).is_some();
        } else if let Some(value) = line.trim().strip_prefix("Candidate:") {
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
        assert_eq!(policy["libc-dev"], Policy { installed: false, candidate: None });
        assert_eq!(policy["libllvm14"], Policy { installed: true, candidate: Some("1:14.0.6-12".to_string()) });
    }

    /// Walks every row of the table of [`decide`].
    #[test]
    fn decide_walks_its_table() {
        let policy = parse_policy(
            "libllvm14:\n  Installed: 1:14.0.6-12\n  Candidate: 1:14.0.6-12\n\
             libgit2-1.5:\n  Installed: (none)\n  Candidate: 1.5.1+ds-1\n\
             libc6:\n  Installed: 2.36-9\n  Candidate: 2.36-9\n\
             libc-dev:\n  Installed: (none)\n  Candidate: (none)\n",
        );
        let pinned = [dep("libstd-rust-dev", Some("1.63.0+dfsg1-2"))];
        assert_eq!(decide(&pinned, &policy).unwrap().to_string(), "libstd-rust-dev=1.63.0+dfsg1-2");
        let llvm = [dep("libllvm14", None)];
        assert_eq!(decide(&llvm, &policy).unwrap().to_string(), "libllvm14=1:14.0.6-12");
        let missing_library = [dep("libgit2-1.5", None)];
        assert_eq!(decide(&missing_library, &policy).unwrap().to_string(), "libgit2-1.5=1.5.1+ds-1");
        assert_eq!(decide(&[dep("libc6", None)], &policy), None);
        assert_eq!(decide(&[dep("libc-dev", None)], &policy), None);
        assert_eq!(decide(&[dep("gcc", None), dep("clang", None)], &policy), None);
    }

    #[test]
    fn llvm_names_are_recognized() {
        assert!(is_llvm("libllvm22"));
        assert!(!is_llvm("libllvm"));
        assert!(!is_llvm("libllvm-ocaml"));
    }
}
