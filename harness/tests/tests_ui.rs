//! `edrift tests-ui fetch` (`edrift::provision::tests_ui`): a release's UI tests from a fake
//! Debian archive of source packages, served by fake `apt-get` and `apt-cache` shell scripts that
//! lead the search path, and a small upstream tarball made here. No test needs the network.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use edrift::provision::Force;
use edrift::provision::tests_ui::{self, Fetched};

/// The fake tools read the private state's sources list (`deb-src` lines: their fourth word is
/// the distribution, `$REPO/<dist>/` holds its source packages) and log every call.
const COMMON: &str = r#"
echo "$(basename "$0") $*" >> "$REPO/../log"
dists=; lists=; cmd=; args=; kinds=
while [ $# -gt 0 ]; do
  case "$1" in
    -o) case "$2" in
          Dir::Etc::SourceList=*) dists=$(awk '{print $4}' "${2#*=}"); kinds=$(awk '{print $1}' "${2#*=}" | sort -u) ;;
          Dir::State::Lists=*) lists=${2#*=} ;;
        esac; shift 2 ;;
    -*) shift ;;
    *) if [ -z "$cmd" ]; then cmd=$1; else args="$args $1"; fi; shift ;;
  esac
done
[ "$kinds" = deb-src ] || { echo 'E: not a private list of source packages' >&2; exit 100; }
"#;

const APT_CACHE: &str = r#"#!/bin/sh
. "$REPO/../common.sh"
[ -f "$lists/fake_Sources" ] || exit 0
[ "$cmd" = madison ] || exit 100
for d in $dists; do
  for f in "$REPO/$d/"*.orig.tar.xz; do
    [ -f "$f" ] || continue
    v=$(cat "$REPO/$d/version")
    echo "     rustc | $v | http://fake $d/main Sources"
  done
done
"#;

const APT_GET: &str = r#"#!/bin/sh
. "$REPO/../common.sh"
case "$cmd" in
update) touch "$lists/fake_Sources" ;;
source)
  v=${args#*=}
  for d in $dists; do
    if [ -f "$REPO/$d/version" ] && [ "$(cat "$REPO/$d/version")" = "$v" ]; then
      # A mirror that lists the package but lacks its files.
      if [ -f "$REPO/$d/missing" ]; then
        echo "E: Failed to fetch http://fake/rustc_$v.orig.tar.xz  404  Not Found" >&2; exit 100
      fi
      cp "$REPO/$d/"*.orig.tar.xz . || exit 100
      # As the real archive does here: the .dsc is missing.
      echo "E: Failed to fetch http://fake/rustc_$v.dsc  404  Not Found" >&2; exit 100
    fi
  done
  echo "E: Can not find version '$v' of package 'rustc'" >&2; exit 100 ;;
*) exit 100 ;;
esac
"#;

/// A fake archive, its tools, and the folders a fetch writes.
struct Fixture {
    dir: tempfile::TempDir,
}

impl Fixture {
    fn new() -> Fixture {
        let fixture = Fixture { dir: tempfile::tempdir().unwrap() };
        for folder in ["bin", "repo", "src"] {
            std::fs::create_dir_all(fixture.path(folder)).unwrap();
        }
        std::fs::write(fixture.path("common.sh"), COMMON).unwrap();
        for (name, script) in [("apt-get", APT_GET), ("apt-cache", APT_CACHE)] {
            let script = script.replacen('\n', &format!("\nREPO='{}'\n", fixture.path("repo").display()), 1);
            let path = fixture.path("bin").join(name);
            std::fs::write(&path, script).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        fixture
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    /// Puts rustc `debian_version`'s source package (upstream `release`) in distribution `dist`:
    /// an upstream tarball with tests, auxiliary files, the commit, and what a run does not need
    /// (the compiler's sources, a vendored crate's own `tests/ui`).
    fn source_package(&self, dist: &str, debian_version: &str, release: &str) {
        let top = self.path("src").join(format!("rustc-{release}-src"));
        for (file, text) in [
            ("tests/ui/rust-2024/gen-kw.rs", "//@ edition: 2024\nfn main() {}\n"),
            ("tests/ui/rust-2024/gen-kw.stderr", ""),
            ("tests/auxiliary/rust_test_helpers.c", "int rust_dbg_extern_identity_u32(int u) { return u; }\n"),
            ("tests/auxiliary/minicore.rs", "#![no_core]\n"),
            ("git-commit-hash", "0123456789abcdef0123456789abcdef01234567\n"),
            ("compiler/rustc/src/main.rs", "fn main() {}\n"),
            ("vendor/foo/tests/ui/other.rs", "fn main() {}\n"),
        ] {
            let path = top.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let upstream = debian_version.split('-').next().unwrap();
        let dist_dir = self.path("repo").join(dist);
        std::fs::create_dir_all(&dist_dir).unwrap();
        let tarball = dist_dir.join(format!("rustc_{upstream}.orig.tar.xz"));
        let status = std::process::Command::new("tar")
            .arg("-cJf")
            .arg(&tarball)
            .arg("-C")
            .arg(self.path("src"))
            .arg(format!("rustc-{release}-src"))
            .status()
            .unwrap();
        assert!(status.success());
        std::fs::write(dist_dir.join("version"), debian_version).unwrap();
    }

    /// Makes distribution `dist` list its source package without serving its files (404).
    fn lose_files(&self, dist: &str) {
        std::fs::write(self.path("repo").join(dist).join("missing"), "").unwrap();
    }

    fn fetch(&self, version: &str, force: Force) -> Result<Fetched, edrift::Error> {
        let search_path = format!("{}:/usr/bin:/bin", self.path("bin").display());
        tests_ui::fetch_with_path(version, &self.path("lanes"), &self.path("tests"), force, search_path.as_ref())
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.path("log")).unwrap_or_default()
    }
}

/// Every path under `root`, relative, sorted.
fn tree(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            found.push(path.strip_prefix(root).unwrap().display().to_string());
            if path.is_dir() {
                stack.push(path);
            }
        }
    }
    found.sort();
    found
}

#[test]
fn a_release_is_fetched_from_the_first_suite_that_has_it_read_only_with_its_suite_and_commit() {
    let fixture = Fixture::new();
    fixture.source_package("trixie-backports", "1.94.1+dfsg1-1~bpo13+1", "1.94.1");
    let fetched = fixture.fetch("1.94.1", Force::No).unwrap();
    let folder = fixture.path("tests/1.94.1");
    assert_eq!(fetched.folder, folder);
    assert_eq!(fetched.suite_folder, folder.join("tests/ui"));
    assert_eq!(fetched.commit, "0123456789abcdef0123456789abcdef01234567");
    assert_eq!(fetched.debian_version, "1.94.1+dfsg1-1~bpo13+1");
    assert_eq!(fetched.suite, "trixie-backports");
    assert_eq!(fetched.reference.toolchains_line(), "n0117 = { source = \"rustup:nightly-2026-01-17\" }");
    assert_eq!(
        tree(&folder),
        [
            "fetched.toml",
            "git-commit-hash",
            "tests",
            "tests/auxiliary",
            "tests/auxiliary/minicore.rs",
            "tests/auxiliary/rust_test_helpers.c",
            "tests/ui",
            "tests/ui/rust-2024",
            "tests/ui/rust-2024/gen-kw.rs",
            "tests/ui/rust-2024/gen-kw.stderr",
            "tests/ui/suite.toml",
        ],
        "only what a run needs is unpacked"
    );
    let suite = std::fs::read_to_string(folder.join("tests/ui/suite.toml")).unwrap();
    assert!(suite.contains("dialect = \"compiletest\"\nreference = \"n0117\"\ncompiletest = \"1.94.1\"\n"), "{suite}");
    let record = std::fs::read_to_string(folder.join("fetched.toml")).unwrap();
    assert!(record.contains("commit = \"0123456789abcdef0123456789abcdef01234567\""), "{record}");
    for path in [folder.clone(), folder.join("tests/ui"), folder.join("tests/ui/rust-2024/gen-kw.rs")] {
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o222, 0, "{} is read-only", path.display());
    }
    let log = fixture.log();
    assert!(log.contains("apt-get") && log.contains("source --download-only -q rustc=1.94.1+dfsg1-1~bpo13+1"), "{log}");
    assert!(log.contains(".apt-src/sid/sources.list"), "sid is asked first, with a private state:\n{log}");
    // Nothing left of the download.
    assert_eq!(tree(&fixture.path("tests")).iter().filter(|p| p.starts_with('.')).count(), 0);

    // A second fetch finds it in place and asks the archive nothing.
    let calls = fixture.log().lines().count();
    let again = fixture.fetch("1.94.1", Force::No).unwrap();
    assert_eq!(again.action, edrift::provision::Installed::AlreadyPresent);
    assert_eq!(again.commit, fetched.commit);
    assert_eq!(fixture.log().lines().count(), calls);
    // --force replaces the read-only folder.
    let forced = fixture.fetch("1.94.1", Force::Yes).unwrap();
    assert_eq!(forced.action, edrift::provision::Installed::Reinstalled);
    assert!(folder.join("tests/ui/rust-2024/gen-kw.rs").is_file());
}

#[test]
fn a_release_no_suite_has_is_an_error_naming_the_releases_they_have() {
    let fixture = Fixture::new();
    fixture.source_package("sid", "1.95.0+dfsg1-2", "1.95.0");
    fixture.source_package("bookworm-backports", "1.85.0+dfsg3-1~bpo12+1", "1.85.0");
    let err = fixture.fetch("1.94.1", Force::No).unwrap_err().to_string();
    assert!(err.contains("1.95.0 (1.95.0+dfsg1-2, sid)") && err.contains("1.85.0 (1.85.0+dfsg3-1~bpo12+1, bookworm-backports)"), "{err}");
    assert!(!fixture.path("tests/1.94.1").exists());
    let err = fixture.fetch("1.94", Force::No).unwrap_err().to_string();
    assert!(err.contains("`1.<minor>.<patch>`"), "{err}");
}

/// A release several suites list, the mirror lacking the files of some: each Debian version of
/// it is tried, the newest first and each once, until one downloads (here the oldest, in the
/// last suite); when none does, the error names each one tried, why it failed, and what to do.
#[test]
fn each_debian_version_of_a_release_is_tried_newest_first_until_one_downloads() {
    let fixture = Fixture::new();
    fixture.source_package("sid", "1.96.1+dfsg1-2", "1.96.1");
    fixture.source_package("experimental", "1.96.1+dfsg1-2", "1.96.1");
    fixture.source_package("trixie-backports", "1.96.1+dfsg1-10~bpo13+1", "1.96.1");
    fixture.source_package("bookworm-backports", "1.96.1+dfsg1-1~bpo12+1", "1.96.1");
    for dist in ["sid", "experimental", "trixie-backports"] {
        fixture.lose_files(dist);
    }
    let fetched = fixture.fetch("1.96.1", Force::No).unwrap();
    assert_eq!((fetched.debian_version.as_str(), fetched.suite.as_str()), ("1.96.1+dfsg1-1~bpo12+1", "bookworm-backports"));
    let log = fixture.log();
    let tried: Vec<&str> = log.lines().filter_map(|l| l.split("rustc=").nth(1)).collect();
    assert_eq!(tried, ["1.96.1+dfsg1-10~bpo13+1", "1.96.1+dfsg1-2", "1.96.1+dfsg1-1~bpo12+1"], "newest first, each once");
    assert!(fixture.path("tests/1.96.1/tests/ui/suite.toml").is_file());

    let fixture = Fixture::new();
    fixture.source_package("sid", "1.96.1+dfsg1-2", "1.96.1");
    fixture.source_package("trixie", "1.96.1+dfsg1-1", "1.96.1");
    fixture.lose_files("sid");
    fixture.lose_files("trixie");
    let err = fixture.fetch("1.96.1", Force::No).unwrap_err().to_string();
    let at = |text: &str| err.find(text).unwrap_or_else(|| panic!("no `{text}` in: {err}"));
    assert!(at("1.96.1+dfsg1-2 (suite `sid`)") < at("1.96.1+dfsg1-1 (suite `trixie"), "{err}");
    assert_eq!(err.matches("404  Not Found").count(), 2, "why each failed: {err}");
    assert!(err.contains("EDRIFT_DEBIAN_MIRROR") && err.contains("edrift run --suite"), "how to proceed: {err}");
    assert!(!fixture.path("tests/1.96.1").exists());
    assert_eq!(tree(&fixture.path("tests")).iter().filter(|p| p.starts_with('.')).count(), 0, "nothing left of the downloads");
}
