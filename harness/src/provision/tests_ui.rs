//! A release's UI tests from Debian's source package of its rustc: `edrift tests-ui fetch
//! <version>`, provisioned as lanes are.
//!
//! 1. **Find** the Debian versions of rustc whose upstream version is the release (`1.94.1` is
//!    `1.94.1+dfsg1-1`) with `apt-cache madison rustc` on a private apt state of source packages
//!    (`deb-src` lines, `<lanes dir>/.apt-src/<suite>/`) of each of [`SUITES`]; its lists are
//!    fetched the first time. A release no suite has is an error that names the releases they have.
//! 2. **Download** each of them in turn, the newest first and each once ([`candidates`]; a
//!    mirror may list a version whose files it lacks), until one downloads; when none does, the
//!    error names each one tried and why it failed. The source package is downloaded with
//!    `apt-get source --download-only` into
//!    `<tests dir>/.<version>.tmp-<pid>/` and **unpack** from its `.orig.tar.*` only what a run
//!    needs ([`MEMBERS`]: `tests/ui`, `tests/auxiliary` with `rust_test_helpers.c` and
//!    `minicore.rs`, and `git-commit-hash`).
//! 3. Write `tests/ui/suite.toml` (the compiletest dialect, the reference lane the release's
//!    branch-point nightly, [`branch_point`]; `compiletest`, the release, whose compiletest's
//!    behaviour the dialect follows) and `fetched.toml` (the Debian version, its suite,
//!    the commit), move the folder to `<tests dir>/<version>/` and make it read-only.
//!
//! Nothing is installed system-wide and the system's apt state is neither read nor changed.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::suite::{AptState, Lists};
use super::{Force, Host, Installed, says_disk_full};
use crate::error::Error;
use crate::lanes::{Declared, LaneDecl, Source};

/// The suites asked, in order: the lanes' suites, the newest first.
pub const SUITES: &[&str] = &["sid", "experimental", "trixie-backports", "trixie", "bookworm-backports"];

/// The members of the upstream tarball that are unpacked (below its one top folder).
const MEMBERS: &[&str] = &["tests/ui", "tests/auxiliary", "git-commit-hash"];

/// How long an `apt-get update` or the download of the source package may take.
const DOWNLOAD_TIMEOUT: Duration = Duration::from_secs(3600);
/// How long `apt-cache` and `tar` may take.
const TOOL_TIMEOUT: Duration = Duration::from_secs(1800);

/// A release's tests, fetched or found in place.
#[derive(Debug, Clone)]
pub struct Fetched {
    /// `<tests dir>/<version>`.
    pub folder: PathBuf,
    /// The folder to give `edrift run --suite`: `<folder>/tests/ui`.
    pub suite_folder: PathBuf,
    /// The Debian version of the source package (`1.94.1+dfsg1-1`).
    pub debian_version: String,
    /// The suite it came from.
    pub suite: String,
    /// The rust-lang/rust commit of the release (its `git-commit-hash`).
    pub commit: String,
    /// The reference lane `suite.toml` names.
    pub reference: BranchPoint,
    /// Whether it was fetched now.
    pub action: Installed,
}

/// The release's branch-point nightly, as a lane of `toolchains.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BranchPoint {
    /// The lane's name, `n<MMDD>` (`n0228`).
    pub lane: String,
    /// Its rustup toolchain (`nightly-2026-02-28`).
    pub toolchain: String,
}

impl BranchPoint {
    /// The `toolchains.toml` line that declares the lane.
    pub fn toolchains_line(&self) -> String {
        format!("{} = {{ source = \"rustup:{}\" }}", self.lane, self.toolchain)
    }
}

/// The branch-point nightly of release `1.<minor>.x`: releases come every six weeks on a
/// Thursday (1.85.0 on 2025-02-20), and the release's beta branches from the nightly 47 days
/// before its `.0` (1.95.0, 2026-04-16: `nightly-2026-02-28`).
pub fn branch_point(minor: u32) -> BranchPoint {
    let days = days_from_civil(2025, 2, 20) + 42 * (i64::from(minor) - 85) - 47;
    let (year, month, day) = civil_from_days(days);
    BranchPoint { lane: format!("n{month:02}{day:02}"), toolchain: format!("nightly-{year:04}-{month:02}-{day:02}") }
}

/// Days since 1970-01-01 of a proleptic Gregorian date.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The date of a count of days since 1970-01-01 (the inverse of [`days_from_civil`]).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The upstream release of a Debian version: `1.94.1` of `1.94.1+dfsg1-1` (an epoch dropped).
fn upstream(debian_version: &str) -> &str {
    let without_epoch = debian_version.split_once(':').map_or(debian_version, |(_, rest)| rest);
    let end = without_epoch.find(['+', '~', '-']).unwrap_or(without_epoch.len());
    &without_epoch[..end]
}

/// The minor version of a release `1.<minor>.<patch>`, if `version` is one.
fn minor_of(version: &str) -> Option<u32> {
    let parts: Vec<&str> = version.split('.').collect();
    let numbers = parts.len() == 3 && parts.iter().all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    (numbers && parts[0] == "1").then(|| parts[1].parse().ok()).flatten()
}

/// Fetches release `version`'s tests into `<tests_dir>/<version>` (see the module's header),
/// finding `apt-get`, `apt-cache` and `tar` on `$PATH` as it is now.
pub fn fetch(version: &str, lanes_dir: &Path, tests_dir: &Path, force: Force) -> Result<Fetched, Error> {
    fetch_with_path(version, lanes_dir, tests_dir, force, &crate::fsutil::places().host_path)
}

/// [`fetch`], finding the tools on `search_path`.
pub fn fetch_with_path(version: &str, lanes_dir: &Path, tests_dir: &Path, force: Force, search_path: &OsStr) -> Result<Fetched, Error> {
    let fail = |message: String| Error::Lane { action: "fetch the tests of", lane: format!("rustc {version}"), message };
    let minor = minor_of(version).ok_or_else(|| fail("a release is named `1.<minor>.<patch>`, as `1.94.1`".to_string()))?;
    let reference = branch_point(minor);
    let folder = tests_dir.join(version);
    if force == Force::No
        && let Some(fetched) = read_fetched(&folder, &reference)
    {
        return Ok(fetched);
    }
    let host = Host { search_path: search_path.to_os_string() };
    let tool = |name: &str| {
        host.find(name).ok_or_else(|| {
            fail(format!(
                "`{name}` is not on PATH: a release's tests come from Debian's source package of rustc, \
                 fetched with apt-get and apt-cache and unpacked with tar"
            ))
        })
    };
    let (apt_get, apt_cache, tar) = (tool("apt-get")?, tool("apt-cache")?, tool("tar")?);
    // The private state's errors are a lane's: it is named for the source package.
    let decl = LaneDecl {
        name: format!("rustc-src-{version}"),
        source: Source::Debian { suite: None, package: "rustc".to_string(), version: version.to_string() },
        declared: Declared::Nightly,
        fallbacks: Vec::new(),
    };
    // Every suite's versions of rustc: a release may be listed by several (`1.96.1+dfsg1-1` in
    // one, `1.96.1+dfsg1-2` in another) and a mirror may lack the files of some.
    let mut listed: Vec<(AptState, String)> = Vec::new();
    for suite in SUITES {
        let state = AptState::open_listing(&decl, lanes_dir, suite, Lists::Source)?;
        let apt = |program: &Path, args: &[&str], cwd: Option<&Path>, timeout: Duration| {
            let mut all = state.options();
            all.extend(args.iter().map(|a| a.to_string()));
            host.run(program, &all, cwd, timeout)
        };
        if !state.has_lists() {
            let output = apt(&apt_get, &["update", "-q"], None, DOWNLOAD_TIMEOUT)?;
            if !output.status.success() || output.stderr.contains("E: ") {
                return Err(fail(format!(
                    "`apt-get update` of the source lists of suite `{suite}` failed ({}): {}. Its sources are in {}",
                    output.status,
                    super::last_lines(&output.stderr, 5),
                    state.dir.join("sources.list").display()
                )));
            }
        }
        let output = apt(&apt_cache, &["madison", "rustc"], None, TOOL_TIMEOUT)?;
        for line in output.stdout.lines() {
            let mut fields = line.split('|').map(str::trim);
            if fields.next() == Some("rustc")
                && let Some(debian_version) = fields.next()
            {
                listed.push((state.clone(), debian_version.to_string()));
            }
        }
    }
    let versions: Vec<(&str, &str)> = listed.iter().map(|(state, v)| (state.suite.as_str(), v.as_str())).collect();
    let tries = candidates(version, &versions);
    if tries.is_empty() {
        let mut releases: Vec<String> = versions.iter().map(|(suite, v)| format!("{} ({v}, {suite})", upstream(v))).collect();
        releases.dedup();
        return Err(fail(format!(
            "no suite of {} has rustc {version}'s source package; they have {}",
            SUITES.join(", "),
            if releases.is_empty() { "none".to_string() } else { releases.join(", ") }
        )));
    }
    let how = Download { version, host: &host, apt_get: &apt_get, tar: &tar, tests_dir, reference: &reference, force };
    let mut failures = Vec::new();
    for index in tries {
        let (state, debian_version) = &listed[index];
        match download(&how, state, debian_version) {
            Ok(fetched) => return Ok(fetched),
            Err(Error::Lane { message, .. }) => failures.push(format!("{debian_version} (suite `{}`): {message}", state.suite)),
            Err(err) => failures.push(format!("{debian_version} (suite `{}`): {err}", state.suite)),
        }
    }
    Err(fail(format!(
        "no Debian version of rustc {version} could be downloaded; tried, newest first:\n  {}\n\
         The mirror may lack their files: name another with EDRIFT_DEBIAN_MIRROR (the suites' \
         sources are under {}), or unpack a rustc {version} source tarball's tests/ui and \
         tests/auxiliary yourself and give its tests/ui to `edrift run --suite`",
        failures.join("\n  "),
        lanes_dir.join(".apt-src").display()
    )))
}

/// The Debian versions of release `version` among `listed` (each a suite and a Debian
/// version, as the suites list them), as indices into it: the newest first, each version
/// once (where it is first listed).
fn candidates(version: &str, listed: &[(&str, &str)]) -> Vec<usize> {
    let mut found: Vec<usize> = Vec::new();
    for (index, (_, debian_version)) in listed.iter().enumerate() {
        if upstream(debian_version) == version && !found.iter().any(|&seen| listed[seen].1 == *debian_version) {
            found.push(index);
        }
    }
    // A stable sort: of two equal versions (`1:1.0` and `1.0`), the first listed first.
    found.sort_by(|&a, &b| debian_cmp(listed[b].1, listed[a].1));
    found
}

/// Orders two Debian versions as dpkg does: the epoch as a number, then the upstream version,
/// then the revision (after the last `-`), each compared by [`debian_part_cmp`].
fn debian_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    let split = |v: &str| {
        let (epoch, rest) = match v.split_once(':') {
            Some((epoch, rest)) if epoch.bytes().all(|b| b.is_ascii_digit()) => (epoch.parse::<u64>().unwrap_or(0), rest),
            _ => (0, v),
        };
        let (upstream, revision) = rest.rsplit_once('-').unwrap_or((rest, ""));
        (epoch, upstream.to_string(), revision.to_string())
    };
    let (a, b) = (split(a), split(b));
    a.0.cmp(&b.0).then_with(|| debian_part_cmp(&a.1, &b.1)).then_with(|| debian_part_cmp(&a.2, &b.2))
}

/// dpkg's order of one part of a version: runs of non-digits and of digits in turn; non-digit
/// runs compare character by character, letters before other characters, `~` before
/// everything, even the end (`1.0~rc1` is older than `1.0`); digit runs compare as numbers.
fn debian_part_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let weight = |c: Option<u8>| match c {
        Some(b'~') => -1,
        None => 0,
        Some(c) if c.is_ascii_alphabetic() => i32::from(c),
        Some(c) => i32::from(c) + 256,
    };
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    while !a.is_empty() || !b.is_empty() {
        let text = |s: &[u8]| s.iter().take_while(|c| !c.is_ascii_digit()).count();
        let (ta, tb) = (text(a), text(b));
        for i in 0..ta.max(tb) {
            let (ca, cb) = (a.get(i).filter(|_| i < ta).copied(), b.get(i).filter(|_| i < tb).copied());
            match weight(ca).cmp(&weight(cb)) {
                Ordering::Equal => {}
                other => return other,
            }
        }
        (a, b) = (&a[ta..], &b[tb..]);
        let digits = |s: &[u8]| s.iter().take_while(|c| c.is_ascii_digit()).count();
        let (da, db) = (digits(a), digits(b));
        let number = |s: &[u8]| s.iter().skip_while(|&&c| c == b'0').map(|&c| c as char).collect::<String>();
        let (na, nb) = (number(&a[..da]), number(&b[..db]));
        match na.len().cmp(&nb.len()).then_with(|| na.cmp(&nb)) {
            Ordering::Equal => {}
            other => return other,
        }
        (a, b) = (&a[da..], &b[db..]);
    }
    Ordering::Equal
}

/// What a fetch downloads with and where it puts the tests, the same for each Debian version
/// it tries.
struct Download<'a> {
    /// The release (`1.96.1`).
    version: &'a str,
    /// Where the tools are found and run.
    host: &'a Host,
    /// The `apt-get` found.
    apt_get: &'a Path,
    /// The `tar` found.
    tar: &'a Path,
    /// `<tests dir>`: the tests go to `<tests dir>/<version>`.
    tests_dir: &'a Path,
    /// The reference lane `suite.toml` names.
    reference: &'a BranchPoint,
    /// Whether the tests were there before (`--force`).
    force: Force,
}

/// Downloads rustc `debian_version`'s source package from `state`'s suite and unpacks the
/// release's tests from it into `<tests dir>/<version>` (steps 2 and 3 of the module's header);
/// the download is removed either way.
fn download(download: &Download<'_>, state: &AptState, debian_version: &str) -> Result<Fetched, Error> {
    let Download { version, host, apt_get, tar, tests_dir, reference, force } = *download;
    let fail = |message: String| Error::Lane { action: "fetch the tests of", lane: format!("rustc {version}"), message };
    let folder = tests_dir.join(version);
    std::fs::create_dir_all(tests_dir).map_err(|e| Error::io("create", tests_dir, e))?;
    let scratch = tests_dir.join(format!(".{version}.tmp-{}", std::process::id()));
    remove_tree(&scratch).map_err(|e| Error::io("remove", &scratch, e))?;
    std::fs::create_dir_all(scratch.join("unpacked")).map_err(|e| Error::io("create", &scratch, e))?;
    let result = (|| {
        let mut args = state.options();
        args.extend(["source", "--download-only", "-q"].map(str::to_string));
        args.push(format!("rustc={debian_version}"));
        let output = host.run(apt_get, &args, Some(&scratch), DOWNLOAD_TIMEOUT)?;
        // apt-get moves a file beside it only once its hash is checked, so an upstream tarball
        // there is whole even when another file of the package (the `.dsc`) could not be fetched.
        let orig = std::fs::read_dir(&scratch)
            .map_err(|e| Error::io("read", &scratch, e))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.is_file() && p.file_name().is_some_and(|n| n.to_string_lossy().contains(".orig.tar.")));
        let Some(orig) = orig.filter(|_| !says_disk_full(&output)) else {
            return Err(fail(format!(
                "`apt-get source --download-only rustc={debian_version}` fetched no upstream tarball ({}): {}",
                output.status,
                super::last_lines(&output.stderr, 5)
            )));
        };
        let unpacked = scratch.join("unpacked");
        let mut args = vec!["-xf".to_string(), orig.display().to_string(), "-C".to_string(), unpacked.display().to_string()];
        args.extend(["--wildcards", "--no-wildcards-match-slash"].map(str::to_string));
        args.extend(MEMBERS.iter().map(|m| format!("*/{m}")));
        let output = host.run(tar, &args, None, TOOL_TIMEOUT)?;
        if !output.status.success() {
            return Err(fail(format!(
                "`tar` could not take {} from {} ({}): {}",
                MEMBERS.join(", "),
                orig.display(),
                output.status,
                super::last_lines(&output.stderr, 5)
            )));
        }
        let top = std::fs::read_dir(&unpacked)
            .map_err(|e| Error::io("read", &unpacked, e))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.is_dir())
            .ok_or_else(|| fail(format!("{} has no top folder", orig.display())))?;
        let commit_file = top.join("git-commit-hash");
        let commit = std::fs::read_to_string(&commit_file).map_err(|e| Error::io("read", &commit_file, e))?.trim().to_string();
        let suite_toml = top.join("tests/ui/suite.toml");
        let text = format!(
            "# rust-lang/rust {version}'s tests/ui ({commit}), from Debian's rustc {debian_version}.\n\
             # The reference lane is the release's branch-point nightly; declare it in toolchains.toml:\n\
             # {}\n\
             # compiletest: the release whose compiletest ran these tests (its behaviour is followed).\n\
             dialect = \"compiletest\"\nreference = \"{}\"\ncompiletest = \"{version}\"\n",
            reference.toolchains_line(),
            reference.lane
        );
        std::fs::write(&suite_toml, text).map_err(|e| Error::io("write", &suite_toml, e))?;
        let record = top.join("fetched.toml");
        let fields = [("release", version), ("debian_version", debian_version), ("suite", &state.suite), ("commit", &commit)];
        let text = fields.iter().map(|(key, value)| (key.to_string(), toml::Value::from(*value))).collect::<toml::Table>().to_string();
        std::fs::write(&record, text).map_err(|e| Error::io("write", &record, e))?;
        remove_tree(&folder).map_err(|e| Error::io("remove", &folder, e))?;
        std::fs::rename(&top, &folder).map_err(|e| Error::io("move", &folder, e))?;
        set_read_only(&folder).map_err(|e| Error::io("make read-only", &folder, e))?;
        Ok(Fetched {
            suite_folder: folder.join("tests/ui"),
            folder: folder.clone(),
            debian_version: debian_version.to_string(),
            suite: state.suite.clone(),
            commit,
            reference: reference.clone(),
            action: if force == Force::Yes { Installed::Reinstalled } else { Installed::Installed },
        })
    })();
    // The downloaded package (hundreds of MiB) is not kept.
    let _ = remove_tree(&scratch);
    result
}

/// The tests fetched before into `folder`, if its record and suite are there.
fn read_fetched(folder: &Path, reference: &BranchPoint) -> Option<Fetched> {
    let text = std::fs::read_to_string(folder.join("fetched.toml")).ok()?;
    let table: toml::Table = text.parse().ok()?;
    let field = |key: &str| table.get(key).and_then(|v| v.as_str()).map(str::to_string);
    folder.join("tests/ui/suite.toml").is_file().then_some(())?;
    Some(Fetched {
        folder: folder.to_path_buf(),
        suite_folder: folder.join("tests/ui"),
        debian_version: field("debian_version")?,
        suite: field("suite")?,
        commit: field("commit")?,
        reference: reference.clone(),
        action: Installed::AlreadyPresent,
    })
}

/// Removes a folder that may be read-only (a fetch's), if it is there.
fn remove_tree(path: &Path) -> std::io::Result<()> {
    if std::fs::symlink_metadata(path).is_err() {
        return Ok(());
    }
    crate::fsutil::visit_tree(path, &mut |p, meta| {
        if meta.is_dir() {
            let mut permissions = meta.permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
            std::fs::set_permissions(p, permissions)?;
        }
        Ok(())
    })?;
    std::fs::remove_dir_all(path)
}

/// Takes the write bits off every file and folder under `path` (folders after their contents).
fn set_read_only(path: &Path) -> std::io::Result<()> {
    let mut folders = Vec::new();
    crate::fsutil::visit_tree(path, &mut |p, meta| {
        if meta.is_dir() {
            folders.push(p.to_path_buf());
        } else if meta.is_file() {
            let mut permissions = meta.permissions();
            permissions.set_readonly(true);
            std::fs::set_permissions(p, permissions)?;
        }
        Ok(())
    })?;
    for folder in folders.iter().rev() {
        let mut permissions = std::fs::metadata(folder)?.permissions();
        permissions.set_readonly(true);
        std::fs::set_permissions(folder, permissions)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branch_points_follow_the_six_week_schedule() {
        assert_eq!(branch_point(95), BranchPoint { lane: "n0228".to_string(), toolchain: "nightly-2026-02-28".to_string() });
        // 1.85.0 was released on 2025-02-20; its beta branched from the nightly of 2025-01-04.
        assert_eq!(branch_point(85).toolchain, "nightly-2025-01-04");
        assert_eq!(civil_from_days(days_from_civil(2024, 2, 29)), (2024, 2, 29));
    }

    #[test]
    fn upstream_versions_drop_the_debian_parts() {
        assert_eq!(upstream("1.94.1+dfsg1-1"), "1.94.1");
        assert_eq!(upstream("1.85.0+dfsg3-1~bpo12+1"), "1.85.0");
        assert_eq!(upstream("1:1.2.3-1"), "1.2.3");
        assert_eq!(minor_of("1.94.1"), Some(94));
        assert_eq!(minor_of("1.94"), None);
        assert_eq!(minor_of("nightly"), None);
    }

    #[test]
    fn the_debian_versions_of_a_release_are_tried_newest_first_each_once() {
        let listed = [
            ("sid", "1.96.1+dfsg1-2"),
            ("sid", "1.97.0+dfsg1-1"),
            ("experimental", "1.96.1+dfsg1-2"),
            ("trixie-backports", "1.96.1+dfsg1-10~bpo13+1"),
            ("trixie", "1.96.1+dfsg1-1"),
            ("bookworm-backports", "1.96.1+dfsg1-1~bpo12+1"),
        ];
        let order: Vec<&str> = candidates("1.96.1", &listed).into_iter().map(|i| listed[i].1).collect();
        assert_eq!(order, ["1.96.1+dfsg1-10~bpo13+1", "1.96.1+dfsg1-2", "1.96.1+dfsg1-1", "1.96.1+dfsg1-1~bpo12+1"]);
        assert_eq!(candidates("1.96.1", &listed)[1], 0, "a version two suites list is tried from the first");
        assert!(candidates("1.90.0", &listed).is_empty());
    }

    #[test]
    fn debian_versions_order_as_dpkg_orders_them() {
        use std::cmp::Ordering::{Equal, Greater, Less};
        for (a, b, order) in [
            ("1.96.1+dfsg1-2", "1.96.1+dfsg1-1", Greater),
            ("1.96.1+dfsg1-10", "1.96.1+dfsg1-9", Greater),
            ("1.96.1+dfsg1-1~bpo12+1", "1.96.1+dfsg1-1", Less),
            ("1.96.1+dfsg2-1", "1.96.1+dfsg1-3", Greater),
            ("1.96.1~rc1-1", "1.96.1-1", Less),
            ("1:1.0-1", "2.0-1", Greater),
            ("1.01-1", "1.1-1", Equal),
            ("1.0a-1", "1.0+-1", Less),
            ("1.96.1+dfsg1-1", "1.96.1+dfsg1-1", Equal),
        ] {
            assert_eq!(debian_cmp(a, b), order, "{a} vs {b}");
            assert_eq!(debian_cmp(b, a), order.reverse(), "{b} vs {a}");
        }
    }
}
