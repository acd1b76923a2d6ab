//! Provisioning of lanes (`edrift::provision`), against fake `apt-get`, `apt-cache`, `dpkg-deb`,
//! `ldd` and `rustup` written as shell scripts into a temporary folder that leads the search path.
//! None of these tests needs the network or the package archive, except the ignored
//! `provision_the_real_lanes`, which provisions the lanes of `toolchains.toml` for real.

use std::path::Path;
use std::time::Instant;

use edrift::lanes::{self, LaneDecl, LaneManifest, Toolchains};
use edrift::provision::{self, Force, Installed};

/// Provisions every lane of the repository's `toolchains.toml` into the real lanes folder and
/// prints what each took: `cargo test --test provision -- --ignored --nocapture`.
#[test]
#[ignore = "downloads Debian packages and writes into the real lanes folder"]
fn provision_the_real_lanes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let toolchains = Toolchains::read(&root.join("toolchains.toml")).unwrap();
    let lanes_dir = lanes::lanes_dir();
    let mut failures = Vec::new();
    for decl in &toolchains.lanes {
        let start = Instant::now();
        match provision::install(decl, &lanes_dir, Force::No) {
            Ok(report) => println!(
                "lane {:<8} {:?} in {:.1}s, {} MiB at {} ({})",
                report.lane,
                report.action,
                start.elapsed().as_secs_f64(),
                report.bytes / (1024 * 1024),
                report.path.display(),
                report.identity.map(|i| i.version_line).unwrap_or_default()
            ),
            Err(e) => {
                println!("lane {}: {e}", decl.name);
                failures.push(e.to_string());
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A fake Debian archive and the fake tools that serve it.
struct Fixture {
    dir: tempfile::TempDir,
}

/// The version of the fake compiler packages.
const FAKE: &str = "1.85.0+fake1";

/// The fake tools read the private state's options: `Dir::Etc::SourceList` names the
/// distributions (`$REPO/<dist>/` holds their packages), `Dir::State::Lists` whether the lists
/// were fetched. Every call is logged to `$REPO/../log`.
const APT_COMMON: &str = r#"
echo "$(basename "$0") $*" >> "$REPO/../log"
dists=; lists=; cmd=; args=
while [ $# -gt 0 ]; do
  case "$1" in
    -o) case "$2" in
          Dir::Etc::SourceList=*) dists=$(awk '{print $4}' "${2#*=}") ;;
          Dir::State::Lists=*) lists=${2#*=} ;;
        esac; shift 2 ;;
    -*) shift ;;
    *) if [ -z "$cmd" ]; then cmd=$1; else args="$args $1"; fi; shift ;;
  esac
done
[ -n "$dists" ] || { echo 'E: no private sources list' >&2; exit 100; }
fetched() { [ -f "$lists/fake_Packages" ]; }
"#;

const APT_CACHE: &str = r#"#!/bin/sh
. "$REPO/../common.sh"
fetched || { echo 'W: no lists'; [ "$cmd" = policy ] || exit 100; }
case "$cmd" in
show)
  found=0
  for arg in $args; do
    for d in $dists; do
      if fetched && [ -f "$REPO/$d/$arg.control" ]; then cat "$REPO/$d/$arg.control"; echo; found=1; break; fi
    done
  done
  [ $found = 1 ] || { echo 'E: No packages found' >&2; exit 100; }
  ;;
policy)
  for name in $args; do
    for d in $dists; do
      if fetched && [ -f "$REPO/$d/$name.policy" ]; then echo "$name:"; cat "$REPO/$d/$name.policy"; break; fi
    done
  done
  ;;
madison)
  set -- $args
  for d in $dists; do
    for f in "$REPO/$d/$1="*.control; do
      [ -f "$f" ] || continue
      v=${f##*=}; v=${v%.control}
      echo " $1 | $v | http://fake $d/main amd64 Packages"
    done
  done
  ;;
*) exit 100 ;;
esac
"#;

const APT_GET: &str = r#"#!/bin/sh
. "$REPO/../common.sh"
case "$cmd" in
update)
  for d in $dists; do
    mkdir -p "$REPO/$d"
    if [ -d "$REPO/$d.pending" ]; then mv "$REPO/$d.pending/"* "$REPO/$d/" 2>/dev/null; rmdir "$REPO/$d.pending"; fi
  done
  touch "$lists/fake_Packages"
  ;;
download)
  for arg in $args; do
    name=${arg%%=*}; version=${arg#*=}
    deb=
    for d in $dists; do [ -f "$REPO/$d/$arg.deb" ] && { deb="$REPO/$d/$arg.deb"; break; }; done
    if [ -n "$deb" ]; then
      cp "$deb" "./${name}_${version}_amd64.deb" || exit 100
    else
      echo "E: Version '$version' for '$name' was not found" >&2; exit 100
    fi
  done
  ;;
*) exit 100 ;;
esac
"#;

const DPKG_DEB: &str = r#"#!/bin/sh
[ "$1" = -x ] || exit 2
tar -xf "$2" -C "$3" >/dev/null 2>&1 || { echo "dpkg-deb: error: '$2' is not a Debian format archive" >&2; exit 2; }
"#;

/// patchelf: the fake programs are scripts, never ELF files, so provisioning only looks for it.
const PATCHELF: &str = "#!/bin/sh\necho \"patchelf $*\" >> \"$REPO/../log\"\n";

/// The lane's loader: `--list` tells where each library of a program comes from (here, the
/// lane's own libc beside the loader).
const LOADER: &str =
    "#!/bin/sh\n[ \"$1\" = --list ] || exit 1\nprintf '\\tlibc.so.6 => %s/libc.so.6 (0x00007f0000000000)\\n' \"$(dirname \"$0\")\"\n";

/// A cargo that checks how it is called: `check --offline` of a package that is its own
/// workspace, with the lane's rustc.
const FAKE_CARGO: &str = r#"#!/bin/sh
[ "$1 $2" = "check --offline" ] || { echo "cargo: unexpected $*" >&2; exit 101; }
grep -q '^\[workspace\]' Cargo.toml || { echo 'error: the package is not its own workspace' >&2; exit 101; }
[ -x "$RUSTC" ] || { echo 'error: RUSTC is not the lane rustc' >&2; exit 101; }
"#;

const LDD: &str = "#!/bin/sh\necho '\tnot a dynamic executable'\nexit 1\n";

/// A rustc that tells its identity and sysroot, and writes the binary it is asked for.
fn fake_rustc(release: &str) -> String {
    format!(
        r#"#!/bin/sh
for a in "$@"; do
  case "$a" in
    -vV) printf 'rustc {release} (fake 2025-02-17)\nbinary: rustc\ncommit-hash: fake\ncommit-date: 2025-02-17\nhost: x86_64-unknown-linux-gnu\nrelease: {release}\nLLVM version: 19.1.7\n'; exit 0 ;;
    --print=sysroot) cd "$(dirname "$0")/.." && pwd -P; exit 0 ;;
  esac
done
out=; prev=
for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done
if [ -n "$out" ]; then printf '#!/bin/sh\nexit 0\n' > "$out" && chmod +x "$out"; fi
exit 0
"#
    )
}

impl Fixture {
    /// An archive whose suite `bookworm` has `rustc-web`, `libstd-rust-web-dev`,
    /// `libstd-rust-web-1.85`, `cargo-web` (no `rustfmt-web`), `libllvm19` (which needs
    /// `libz3-4` and `libextra1`), and the C runtime `libc6` (with its loader) and `libgcc-s1`.
    fn new() -> Fixture {
        let fixture = Fixture { dir: tempfile::tempdir().unwrap() };
        for dir in ["bin", "repo", "stage"] {
            std::fs::create_dir_all(fixture.path(dir)).unwrap();
        }
        std::fs::write(fixture.path("common.sh"), APT_COMMON).unwrap();
        fixture.tool("apt-cache", APT_CACHE);
        fixture.tool("apt-get", APT_GET);
        fixture.tool("dpkg-deb", DPKG_DEB);
        fixture.tool("ldd", LDD);
        fixture.tool("patchelf", PATCHELF);
        fixture.compiler(FAKE, "1.85.0");
        fixture.runtime("bookworm", "2.36-9", LOADER);
        fixture
    }

    /// The runtime closure of a suite: libc6 (with `loader`), libgcc-s1, libllvm19 and what it
    /// needs, at candidate versions named after the C library's.
    fn runtime(&self, dist: &str, libc: &str, loader: &str) {
        self.in_dist(
            dist,
            "libc6",
            libc,
            "libgcc-s1",
            &[("usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2", loader), ("usr/lib/x86_64-linux-gnu/libc.so.6", "")],
        );
        self.in_dist(dist, "libgcc-s1", &format!("{libc}-gcc"), "libc6 (>= 2.35)", &[("usr/lib/x86_64-linux-gnu/libgcc_s.so.1", "")]);
        self.in_dist(
            dist,
            "libllvm19",
            "1:19.1.7-fake",
            "libc6 (>= 2.36), libz3-4 (>= 4.8), libextra1",
            &[("usr/lib/x86_64-linux-gnu/libLLVM.so.19.1", "")],
        );
        self.in_dist(dist, "libz3-4", "4.8.12-3.1", "libc6", &[("usr/lib/x86_64-linux-gnu/libz3.so.4", "")]);
        self.in_dist(dist, "libextra1", "1.0-1", "libc6", &[("usr/lib/x86_64-linux-gnu/libextra.so.1", "")]);
        self.in_dist(dist, "gcc", "4:12.2.0-3", "cpp", &[("usr/bin/gcc-fake", "")]);
    }

    fn path(&self, relative: &str) -> std::path::PathBuf {
        self.dir.path().join(relative)
    }

    fn lanes(&self) -> std::path::PathBuf {
        self.path("lanes")
    }

    /// The search path: the fake tools, then the system's.
    fn search_path(&self) -> std::ffi::OsString {
        format!("{}:/usr/bin:/bin", self.path("bin").display()).into()
    }

    /// The fake tools' log, one line per call.
    fn log(&self) -> String {
        std::fs::read_to_string(self.path("log")).unwrap_or_default()
    }

    /// Writes (or replaces) a fake tool.
    fn tool(&self, name: &str, script: &str) {
        let script = script.replacen("\n", &format!("\nREPO='{}'\n", self.path("repo").display()), 1);
        write_executable(&self.path("bin").join(name), &script);
    }

    /// The compiler packages at `version` in `bookworm`, whose rustc says it is `release`.
    fn compiler(&self, version: &str, release: &str) {
        self.compiler_in("bookworm", version, release);
    }

    /// The compiler packages at `version` in distribution `dist`.
    fn compiler_in(&self, dist: &str, version: &str, release: &str) {
        let rustc = fake_rustc(release);
        let package = |name: &str, version: &str, depends: &str, files: &[(&str, &str)]| self.in_dist(dist, name, version, depends, files);
        package(
            "rustc-web",
            version,
            &format!("libc6 (>= 2.34), libgcc-s1 (>= 3.0), libstd-rust-web-dev (= {version}), gcc, libc-dev, binutils (>= 2.26)"),
            &[("usr/bin/rustc", &rustc), ("usr/bin/rustdoc", "#!/bin/sh\necho rustdoc\n")],
        );
        package(
            "libstd-rust-web-dev",
            version,
            &format!("libstd-rust-web-1.85 (= {version})"),
            &[("usr/lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-fake.rlib", "")],
        );
        package("libstd-rust-web-1.85", version, "libc6 (>= 2.34), libllvm19", &[("usr/lib/x86_64-linux-gnu/librustc_driver-fake.so", "")]);
        package(
            "cargo-web",
            version,
            &format!("libc6 (>= 2.34), rustc-web (= {version}), binutils, gcc | clang | c-compiler"),
            &[("usr/bin/cargo", FAKE_CARGO)],
        );
    }

    /// A package of distribution `dist`: its `apt-cache show` stanza (a library's section is
    /// `libs`), its `apt-cache policy` (it is the candidate), and its `.deb` (a tar, for the
    /// fake dpkg-deb).
    fn in_dist(&self, dist: &str, name: &str, version: &str, depends: &str, files: &[(&str, &str)]) {
        let id = format!("{name}={version}");
        let repo = self.path("repo").join(dist);
        std::fs::create_dir_all(&repo).unwrap();
        let section = if name.starts_with("lib") && !name.ends_with("-dev") { "libs" } else { "devel" };
        std::fs::write(
            repo.join(format!("{id}.control")),
            format!("Package: {name}\nVersion: {version}\nArchitecture: amd64\nSection: {section}\nDepends: {depends}\nDescription: fake\n more\n"),
        )
        .unwrap();
        std::fs::write(repo.join(format!("{name}.policy")), format!("  Installed: (none)\n  Candidate: {version}\n  Version table:\n"))
            .unwrap();
        let stage = self.path("stage").join(dist).join(&id);
        for (relative, text) in files {
            write_executable(&stage.join(relative), text);
        }
        let status = std::process::Command::new("tar")
            .arg("-cf")
            .arg(repo.join(format!("{id}.deb")))
            .arg("-C")
            .arg(&stage)
            .arg(".")
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn install(&self, decl: &LaneDecl, force: Force) -> Result<provision::InstallReport, edrift::Error> {
        provision::install_with_path(decl, &self.lanes(), force, &self.search_path())
    }

    /// What is in the lanes folder, besides the private apt states (`.apt`) and the lock, kept on
    /// purpose.
    fn lanes_entries(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.lanes())
            .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
        names.retain(|name| name != ".apt" && name != ".provision.lock");
        names.sort();
        names
    }
}

fn write_executable(path: &Path, text: &str) {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// The declaration of lane `name` with `source`, as `toolchains.toml` gives it.
fn lane(name: &str, source: &str) -> LaneDecl {
    let text = format!("reference = \"{name}\"\n[lanes]\n\"{name}\" = {{ source = \"{source}\" }}\n");
    Toolchains::parse(Path::new("toolchains.toml"), &text).unwrap().lanes.remove(0)
}

fn fake_lane() -> LaneDecl {
    lane("1.85", &format!("debian:bookworm:rustc-web={FAKE}"))
}

#[test]
fn a_debian_lane_is_unpacked_checked_and_described() {
    let fixture = Fixture::new();
    let decl = fake_lane();
    let report = fixture.install(&decl, Force::No).unwrap();
    assert_eq!(report.action, Installed::Installed);
    assert_eq!(report.path, fixture.lanes().join("1.85"));
    assert_eq!(report.identity.as_ref().unwrap().release.to_string(), "1.85.0");
    assert!(report.bytes > 0);
    assert_eq!(fixture.lanes_entries(), ["1.85"], "only the lane folder is left");

    let manifest: LaneManifest = serde_json::from_str(&std::fs::read_to_string(report.path.join("lane.json")).unwrap()).unwrap();
    assert_eq!(manifest.source, format!("debian:bookworm:rustc-web={FAKE}"));
    assert_eq!(manifest.suite.as_deref(), Some("bookworm"));
    assert_eq!(manifest.interpreter, Some(report.path.join("usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2")));
    assert_eq!(manifest.rustc, Path::new("usr/bin/rustc"));
    assert_eq!(manifest.cargo.as_deref(), Some(Path::new("usr/bin/cargo")));
    assert_eq!(manifest.rustdoc.as_deref(), Some(Path::new("usr/bin/rustdoc")));
    assert_eq!(manifest.rustfmt, None, "the archive has no rustfmt-web at this version");
    assert!(manifest.library_path.is_empty(), "the programs find their libraries by their RPATH, not LD_LIBRARY_PATH");
    assert!(manifest.identity.contains("release: 1.85.0"));
    assert_eq!(
        manifest.packages,
        [
            format!("rustc-web={FAKE}"),
            format!("cargo-web={FAKE}"),
            "libc6=2.36-9".to_string(),
            "libgcc-s1=2.36-9-gcc".to_string(),
            format!("libstd-rust-web-dev={FAKE}"),
            format!("libstd-rust-web-1.85={FAKE}"),
            "libllvm19=1:19.1.7-fake".to_string(),
            "libz3-4=4.8.12-3.1".to_string(),
            "libextra1=1.0-1".to_string(),
        ],
        "the suite's runtime closure comes along (libc6, libz3-4 too); gcc and binutils are the host's tools"
    );
    assert!(manifest.bytes.is_some_and(|b| b > 0) && manifest.provision_ms.is_some());
    let log = fixture.log();
    let private = format!("Dir::Etc::SourceList={}", fixture.lanes().join(".apt/bookworm/sources.list").display());
    assert!(log.lines().filter(|l| l.starts_with("apt-")).all(|l| l.contains(&private)), "every apt call uses the private state:\n{log}");
    assert_eq!(log.lines().filter(|l| l.contains(" update")).count(), 1, "the lists are fetched once:\n{log}");
    assert!(report.path.join("usr/lib/x86_64-linux-gnu/libextra.so.1").is_file());
    assert!(!report.path.join(".debs").exists() && !report.path.join(".check").exists());

    let resolved = lanes::resolve(&decl, &fixture.lanes());
    assert!(resolved.ready().is_some(), "{:?}", resolved.status);

    let again = fixture.install(&decl, Force::No).unwrap();
    assert_eq!(again.action, Installed::AlreadyPresent);
    let forced = fixture.install(&decl, Force::Yes).unwrap();
    assert_eq!(forced.action, Installed::Reinstalled);
    assert_eq!(fixture.lanes_entries(), ["1.85"]);
}

#[test]
fn a_version_the_archive_lacks_is_named_with_the_way_forward() {
    let fixture = Fixture::new();
    let err = fixture.install(&lane("1.85", "debian:bookworm:rustc-web=1.85.0+nope"), Force::No).unwrap_err().to_string();
    assert!(err.contains("lane `1.85`"), "{err}");
    assert!(err.contains("rustc-web=1.85.0+nope"), "{err}");
    assert!(err.contains("apt-cache madison rustc-web") && err.contains("were refreshed"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_failed_download_names_the_package() {
    let fixture = Fixture::new();
    std::fs::remove_file(fixture.path("repo/bookworm").join("libllvm19=1:19.1.7-fake.deb")).unwrap();
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("`libllvm19=1:19.1.7-fake`"), "{err}");
    assert!(err.contains("apt-cache policy libllvm19") && err.contains("apt-get update"), "{err}");
    assert_eq!(fixture.log().lines().filter(|l| l.contains(" update")).count(), 1, "lists fetched by this install are not fetched again");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn without_apt_get_the_error_points_to_rustup_and_path_lanes() {
    let fixture = Fixture::new();
    let empty = fixture.path("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let err = provision::install_with_path(&fake_lane(), &fixture.lanes(), Force::No, empty.as_os_str()).unwrap_err().to_string();
    assert!(err.contains("`apt-get` is not on PATH"), "{err}");
    assert!(err.contains("rustup:1.85.0") && err.contains("rustc = "), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_corrupted_deb_is_named() {
    let fixture = Fixture::new();
    std::fs::write(fixture.path("repo/bookworm").join(format!("libstd-rust-web-1.85={FAKE}.deb")), "!<arch>\ngarbage").unwrap();
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains(&format!("libstd-rust-web-1.85_{FAKE}_amd64.deb")), "{err}");
    assert!(err.contains("not a Debian format archive"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_full_disk_is_said_so_whichever_step_hits_it() {
    let full = "echo 'E: Write error - write (28: No space left on device)' >&2\nexit 100\n";
    for tool in ["dpkg-deb", "apt-get"] {
        let fixture = Fixture::new();
        fixture.tool(tool, &format!("#!/bin/sh\n{full}"));
        let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
        assert!(err.contains("the disk is full"), "{tool}: {err}");
        assert!(err.contains(&fixture.lanes().display().to_string()), "{tool}: {err}");
        assert!(fixture.lanes_entries().is_empty(), "{tool}: {:?}", fixture.lanes_entries());
    }
}

#[test]
fn an_identity_mismatch_leaves_nothing_behind() {
    let fixture = Fixture::new();
    fixture.compiler(FAKE, "1.96.0");
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("is 1.96.0") && err.contains("declares 1.85.0"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_library_missing_everywhere_is_named() {
    let fixture = Fixture::new();
    fixture.runtime(
        "bookworm",
        "2.36-9",
        "#!/bin/sh\nprintf '\\tlibgone.so.3 => not found\\n\\tlibc.so.6 => %s/libc.so.6\\n' \"$(dirname \"$0\")\"\n",
    );
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("`rustc` needs libgone.so.3"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

/// A library that the lane's loader would take from the host (a library with its own RUNPATH
/// skips the program's RPATH) is an error, not a lane that mixes two C runtimes.
#[test]
fn a_runtime_library_taken_from_the_host_is_refused() {
    let fixture = Fixture::new();
    fixture.runtime("bookworm", "2.36-9", "#!/bin/sh\nprintf '\\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x0)\\n'\n");
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("would load libm.so.6 from the host"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_failed_reinstall_keeps_the_old_lane() {
    let fixture = Fixture::new();
    let decl = fake_lane();
    fixture.install(&decl, Force::No).unwrap();
    let manifest = std::fs::read_to_string(fixture.lanes().join("1.85/lane.json")).unwrap();
    fixture.compiler(FAKE, "1.96.0");
    fixture.install(&decl, Force::Yes).unwrap_err();
    assert_eq!(fixture.lanes_entries(), ["1.85"]);
    assert_eq!(std::fs::read_to_string(fixture.lanes().join("1.85/lane.json")).unwrap(), manifest);
    assert!(lanes::resolve(&decl, &fixture.lanes()).ready().is_some());
}

#[test]
fn a_changed_source_is_reinstalled_and_stale_folders_are_cleared() {
    let fixture = Fixture::new();
    fixture.install(&fake_lane(), Force::No).unwrap();
    // An install killed midway (its process is gone: pids never reach a billion).
    std::fs::create_dir_all(fixture.lanes().join(".1.85.tmp-999999999/usr")).unwrap();
    fixture.compiler("1.85.0+fake2", "1.85.1");
    let report = fixture.install(&lane("1.85", "debian:bookworm:rustc-web=1.85.0+fake2"), Force::No).unwrap();
    assert_eq!(report.action, Installed::Reinstalled);
    assert_eq!(report.identity.unwrap().release.to_string(), "1.85.1");
    assert_eq!(fixture.lanes_entries(), ["1.85"]);
}

#[test]
fn a_rustup_lane_that_cannot_be_fetched_says_why() {
    let fixture = Fixture::new();
    let decl = lane("0.1", "rustup:0.1.0-edrift-test");
    fixture.tool(
        "rustup",
        "#!/bin/sh\necho \"error: could not download file from 'https://static.rust-lang.org/dist/channel-rust-0.1.0.toml.sha256'\" >&2\nexit 1\n",
    );
    let err = fixture.install(&decl, Force::No).unwrap_err().to_string();
    assert!(err.contains("could not reach rustup's server"), "{err}");
    assert!(err.contains(r#""0.1" = { rustc = "/path/to/bin/rustc" }"#), "{err}");
    std::fs::remove_file(fixture.path("bin/rustup")).unwrap();
    let empty = fixture.path("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let err = provision::install_with_path(&decl, &fixture.lanes(), Force::No, empty.as_os_str()).unwrap_err().to_string();
    assert!(err.contains("rustup is not on PATH") && err.contains("rustc = "), "{err}");
}

#[test]
fn a_path_lane_is_only_checked() {
    let fixture = Fixture::new();
    let text = "reference = \"x\"\n[lanes]\nx = { rustc = \"/nonexistent/bin/rustc\", release = \"1.85\" }\n";
    let decl = Toolchains::parse(Path::new("toolchains.toml"), text).unwrap().lanes.remove(0);
    let err = fixture.install(&decl, Force::No).unwrap_err().to_string();
    assert!(err.contains("/nonexistent/bin/rustc does not exist"), "{err}");

    let rustc = fixture.path("custom/bin/rustc");
    write_executable(&rustc, &fake_rustc("1.85.2"));
    let text = format!("reference = \"x\"\n[lanes]\nx = {{ rustc = \"{}\", release = \"1.85\" }}\n", rustc.display());
    let decl = Toolchains::parse(Path::new("toolchains.toml"), &text).unwrap().lanes.remove(0);
    let report = fixture.install(&decl, Force::No).unwrap();
    assert_eq!(report.action, Installed::AlreadyPresent);
    assert_eq!(report.identity.unwrap().release.to_string(), "1.85.2");
    assert!(fixture.lanes_entries().is_empty());
}

/// Two lanes from two suites: each has its own private state and takes its runtime from its
/// own suite; experimental's state also lists sid, where experimental's libraries are.
#[test]
fn lanes_of_two_suites_take_their_own_runtime() {
    let fixture = Fixture::new();
    fixture.compiler_in("trixie", "1.85.1+fake", "1.85.1");
    fixture.runtime("trixie", "2.41-12", LOADER);
    fixture.compiler_in("experimental", "1.98.1+fake", "1.98.1");
    fixture.runtime("sid", "2.43-7", LOADER);
    let trixie = fixture.install(&lane("1.85.1", "debian:trixie:rustc-web=1.85.1+fake"), Force::No).unwrap();
    let experimental = fixture.install(&lane("1.98.1", "debian:experimental:rustc-web=1.98.1+fake"), Force::No).unwrap();
    assert_eq!(fixture.lanes_entries(), ["1.85.1", "1.98.1"]);
    let manifest =
        |path: &Path| -> LaneManifest { serde_json::from_str(&std::fs::read_to_string(path.join("lane.json")).unwrap()).unwrap() };
    let (trixie, experimental) = (manifest(&trixie.path), manifest(&experimental.path));
    assert!(trixie.packages.contains(&"libc6=2.41-12".to_string()), "{:?}", trixie.packages);
    assert!(experimental.packages.contains(&"libc6=2.43-7".to_string()), "{:?}", experimental.packages);
    assert!(experimental.packages.contains(&"rustc-web=1.98.1+fake".to_string()));
    assert_eq!(experimental.suite.as_deref(), Some("experimental"));
    let sources = std::fs::read_to_string(fixture.lanes().join(".apt/experimental/sources.list")).unwrap();
    let dists: Vec<&str> = sources.lines().map(|l| l.split(' ').nth(3).unwrap()).collect();
    assert_eq!(dists, ["sid", "experimental"], "{sources}");
    let sources = std::fs::read_to_string(fixture.lanes().join(".apt/trixie/sources.list")).unwrap();
    assert!(sources.lines().all(|l| l.contains(" trixie")), "{sources}");
}

/// A version that the lists do not have yet (they were fetched before it reached the archive)
/// makes provisioning refresh them once and find it.
#[test]
fn a_version_missing_from_the_lists_refreshes_them_once() {
    let fixture = Fixture::new();
    fixture.install(&fake_lane(), Force::No).unwrap();
    // 1.85.0+fake2 reaches the archive after the lists were fetched.
    fixture.compiler("1.85.0+fake2", "1.85.1");
    let repo = fixture.path("repo");
    std::fs::create_dir_all(repo.join("bookworm.pending")).unwrap();
    for entry in std::fs::read_dir(repo.join("bookworm")).unwrap().filter_map(Result::ok) {
        if entry.file_name().to_string_lossy().contains("1.85.0+fake2") {
            std::fs::rename(entry.path(), repo.join("bookworm.pending").join(entry.file_name())).unwrap();
        }
    }
    let report = fixture.install(&lane("1.85.1", "debian:bookworm:rustc-web=1.85.0+fake2"), Force::No).unwrap();
    assert_eq!(report.identity.unwrap().release.to_string(), "1.85.1");
    assert_eq!(fixture.log().lines().filter(|l| l.contains(" update")).count(), 2, "{}", fixture.log());
}

/// A version that has left the archive: the error names the versions the suite has now.
#[test]
fn a_version_gone_from_the_archive_names_what_the_suite_has_now() {
    let fixture = Fixture::new();
    fixture.compiler("1.85.0+fake3", "1.85.0");
    fixture.install(&lane("1.85.3", "debian:bookworm:rustc-web=1.85.0+fake3"), Force::No).unwrap();
    let err = fixture.install(&lane("1.85", "debian:bookworm:rustc-web=1.85.0+gone"), Force::No).unwrap_err().to_string();
    assert!(err.contains("suite `bookworm` has rustc-web 1.85.0+fake1, 1.85.0+fake3 now"), "{err}");
    assert!(err.contains("toolchains.toml"), "{err}");
    assert_eq!(fixture.log().lines().filter(|l| l.contains(" update")).count(), 2, "fetched, then refreshed once: {}", fixture.log());
    assert_eq!(fixture.lanes_entries(), ["1.85.3"]);
}

/// The real 1.85.1 lane of `toolchains.toml` (Debian trixie, glibc 2.41, on this machine's older
/// C runtime): provisioned into the real lanes folder when missing (as `cargo test`'s suite
/// target would; about a minute and 100 MB of downloads once), then its programs load only the
/// lane's libraries, its cargo builds a package with a proc-macro and a build script, and
/// neither the linker nor the program built sees the lane's libraries. EDRIFT_OFFLINE=1 skips
/// the test when the lane is missing.
#[test]
fn a_real_trixie_lane_runs_cargo_proc_macros_and_build_scripts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let toolchains = Toolchains::read(&root.join("toolchains.toml")).unwrap();
    let decl = toolchains.lane("1.85.1").expect("toolchains.toml declares lane 1.85.1").clone();
    assert_eq!(decl.source.suite(), Some("trixie"));
    let lanes_dir = lanes::lanes_dir();
    if !lanes::is_present(&decl, &lanes_dir) {
        if std::env::var_os("EDRIFT_OFFLINE").is_some_and(|v| v == "1") {
            eprintln!("EDRIFT_OFFLINE=1 and lane 1.85.1 is not provisioned: skipped");
            return;
        }
        let report = provision::install(&decl, &lanes_dir, Force::No).unwrap();
        eprintln!("{}", provision::prepare::line(&report));
    }
    let lane = lanes::resolve(&decl, &lanes_dir);
    let ready = lane.ready().unwrap_or_else(|| panic!("{:?}", lane.status)).clone();
    assert!(ready.library_path.is_empty(), "{:?}", ready.library_path);
    assert_eq!(ready.identity.release.to_string(), "1.85.1");
    let manifest = lanes::manifest(&decl, &lanes_dir).unwrap();
    let folder = lanes::lane_dir(&lanes_dir, "1.85.1");

    // The loader lists only libraries of the lane (and the kernel's vdso).
    let loader = manifest.interpreter.clone().unwrap();
    let listed = std::process::Command::new(&loader).arg("--list").arg(&ready.rustc).env_clear().output().unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout).into_owned();
    let foreign: Vec<&str> = listed
        .lines()
        .filter_map(|line| line.split_once(" => ").map(|(_, target)| target.split(' ').next().unwrap_or("")))
        .filter(|target| target.starts_with('/') && !Path::new(target).starts_with(&folder))
        .collect();
    assert!(foreign.is_empty() && listed.contains("libLLVM"), "{listed}");

    // A package with a proc-macro and a build script, built by the lane's cargo and rustc, with
    // a linker that records its environment.
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path();
    let files = [
        (
            "Cargo.toml",
            "[package]\nname = \"probe\"\nversion = \"0.1.0\"\nedition = \"2021\"\n[dependencies]\nmac = { path = \"mac\" }\n[workspace]\n",
        ),
        ("build.rs", "fn main() { println!(\"cargo:rustc-env=FROM_BUILD=built\"); }\n"),
        (
            "src/main.rs",
            "mac::answer!();\nfn main() { println!(\"{} {} {:?}\", answer(), env!(\"FROM_BUILD\"), std::env::var_os(\"LD_LIBRARY_PATH\")); }\n",
        ),
        ("mac/Cargo.toml", "[package]\nname = \"mac\"\nversion = \"0.1.0\"\nedition = \"2021\"\n[lib]\nproc-macro = true\n"),
        (
            "mac/src/lib.rs",
            "use proc_macro::TokenStream;\n#[proc_macro]\npub fn answer(_: TokenStream) -> TokenStream { \"fn answer() -> u32 { 42 }\".parse().unwrap() }\n",
        ),
    ];
    for (path, text) in files {
        std::fs::create_dir_all(package.join(path).parent().unwrap()).unwrap();
        std::fs::write(package.join(path), text).unwrap();
    }
    let linker = package.join("linker.sh");
    write_executable(&linker, &format!("#!/bin/sh\nenv > '{}/linker.env'\nexec cc \"$@\"\n", package.display()));
    let extra = [
        ("RUSTC", ready.rustc.clone().into_os_string()),
        ("CARGO_HOME", package.join("cargo-home").into_os_string()),
        ("HOME", package.into()),
        ("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER", linker.into_os_string()),
    ];
    let cargo = ready.cargo.clone().expect("the lane has a cargo");
    let output = std::process::Command::new(&cargo)
        .args(["build", "--offline", "--quiet"])
        .current_dir(package)
        .env_clear()
        .envs(edrift::invoke::lane_env(&ready.library_path, &extra))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let linker_env = std::fs::read_to_string(package.join("linker.env")).unwrap();
    // cargo gives its own `target/debug/deps` to what it runs; nothing names the lane's C runtime.
    let library_path = linker_env.lines().find_map(|l| l.strip_prefix("LD_LIBRARY_PATH=")).unwrap_or("");
    assert!(!library_path.contains(&folder.display().to_string()), "{linker_env}");
    let run = std::process::Command::new(package.join("target/debug/probe")).env_clear().output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42 built None\n");
    // rustdoc and rustfmt of the lane start.
    for tool in [&ready.rustdoc, &ready.rustfmt] {
        let tool = tool.clone().expect("the lane has rustdoc and rustfmt");
        let output = std::process::Command::new(&tool).arg("--version").env_clear().output().unwrap();
        assert!(output.status.success(), "{}: {}", tool.display(), String::from_utf8_lossy(&output.stderr));
    }
}

/// What `edrift run`, `edrift report` and `cargo test` provision first: the Debian and rustup
/// lanes that are not present (a Debian lane provisioned from another version counts as
/// missing), never a path lane.
#[test]
fn the_missing_lanes_are_the_ones_provisioned_before_a_run() {
    let fixture = Fixture::new();
    fixture.install(&fake_lane(), Force::No).unwrap();
    let text = format!(
        "reference = \"1.85\"\n[lanes]\n\"1.85\" = {{ source = \"debian:bookworm:rustc-web={FAKE}\" }}\n\
         \"1.86\" = {{ source = \"debian:bookworm:rustc-web=1.86.0+fake\" }}\n\
         \"0.1\" = {{ source = \"rustup:0.1.0-edrift-test\" }}\n\
         \"x\" = {{ rustc = \"/nonexistent/rustc\", release = \"1.0\" }}\n"
    );
    let toolchains = Toolchains::parse(Path::new("toolchains.toml"), &text).unwrap();
    let names = |only: &[String]| -> Vec<String> {
        provision::prepare::missing(&toolchains, &fixture.lanes(), only).iter().map(|d| d.name.clone()).collect()
    };
    assert_eq!(names(&[]), ["0.1", "1.86"]);
    assert_eq!(names(&["1.86".to_string(), "1.85".to_string()]), ["1.86"]);
    // The same lane declared at another version is missing until it is reinstalled.
    let moved = text.replace(FAKE, "1.85.0+fake2");
    let toolchains = Toolchains::parse(Path::new("toolchains.toml"), &moved).unwrap();
    assert!(provision::prepare::missing(&toolchains, &fixture.lanes(), &[]).iter().any(|d| d.name == "1.85"));
}

/// Two installs of one lane at once (`cargo test` beside `edrift report`): one provisions it,
/// the other waits and finds it there.
#[test]
fn concurrent_installs_of_one_lane_take_turns() {
    let fixture = Fixture::new();
    let decl = fake_lane();
    let actions: Vec<Installed> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2).map(|_| scope.spawn(|| fixture.install(&decl, Force::No).unwrap().action)).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut actions: Vec<String> = actions.iter().map(|a| format!("{a:?}")).collect();
    actions.sort();
    assert_eq!(actions, ["AlreadyPresent", "Installed"]);
    assert_eq!(fixture.lanes_entries(), ["1.85"]);
    assert_eq!(fixture.log().lines().filter(|l| l.contains(" update")).count(), 1, "{}", fixture.log());
}

/// The lane `name` of a `toolchains.toml` with `source` and `fallback`.
fn toolchains_with_fallback(name: &str, source: &str, fallback: &[&str]) -> Toolchains {
    let fallback: Vec<String> = fallback.iter().map(|f| format!("\"{f}\"")).collect();
    let text = format!("reference = \"{name}\"\n[lanes]\n\"{name}\" = {{ source = \"{source}\", fallback = [{}] }}\n", fallback.join(", "));
    Toolchains::parse(Path::new("toolchains.toml"), &text).unwrap()
}

/// The archive's requests so far (apt-get and apt-cache calls).
fn requests(fixture: &Fixture) -> usize {
    fixture.log().lines().filter(|l| l.starts_with("apt-")).count()
}

/// A pinned version that left its suite: the lane's next place, another suite with the same
/// upstream release, serves it; `lane.json` and the resolved lane say which place, and the lane
/// is present from then on (nothing more is asked of the archive).
#[test]
fn a_version_that_left_its_suite_is_found_in_another_suite() {
    let fixture = Fixture::new();
    fixture.compiler_in("sid", "1.85.0+sid1", "1.85.0");
    fixture.runtime("sid", "2.43-7", LOADER);
    let toolchains = toolchains_with_fallback("1.85", "debian:bookworm:rustc-web=1.85.0+gone", &["debian:sid:rustc-web", "rustup:1.85.0"]);
    let decl = &toolchains.lanes[0];
    let report = fixture.install(decl, Force::No).unwrap();
    assert_eq!(report.served, "debian:sid:rustc-web=1.85.0+sid1");
    assert_eq!(report.identity.as_ref().unwrap().release.to_string(), "1.85.0");
    let manifest = lanes::manifest(decl, &fixture.lanes()).unwrap();
    assert_eq!((manifest.source.as_str(), manifest.suite.as_deref()), ("debian:sid:rustc-web=1.85.0+sid1", Some("sid")));
    assert!(manifest.packages.contains(&"libc6=2.43-7".to_string()), "sid's runtime: {:?}", manifest.packages);
    let resolved = lanes::resolve(decl, &fixture.lanes());
    assert!(resolved.ready().is_some(), "{:?}", resolved.status);
    assert_eq!(resolved.served.as_deref(), Some("debian:sid:rustc-web=1.85.0+sid1"));
    assert!(provision::prepare::missing(&toolchains, &fixture.lanes(), &[]).is_empty());
    let asked = requests(&fixture);
    assert_eq!(fixture.install(decl, Force::No).unwrap().action, Installed::AlreadyPresent);
    assert_eq!(requests(&fixture), asked, "a lane a fallback served is present:\n{}", fixture.log());
    // Its first place is asked again only when forced.
    fixture.install(decl, Force::Yes).unwrap();
    assert!(requests(&fixture) > asked);
}

/// A lane that no place has: the error names the lane, every place and what each said, and the
/// fix; the answer is kept, so the next process (a trial's) asks the archive nothing, until an
/// hour has passed or `edrift lanes install` asks again.
#[test]
fn a_lane_no_place_has_is_named_with_the_fix_and_asked_about_once() {
    let fixture = Fixture::new();
    fixture.compiler_in("sid", "1.86.0+sid1", "1.86.0");
    fixture.runtime("sid", "2.43-7", LOADER);
    let empty = fixture.path("bin-without-rustup");
    std::fs::create_dir_all(&empty).unwrap();
    let toolchains = toolchains_with_fallback("1.85", "debian:bookworm:rustc-web=1.85.0+gone", &["debian:sid:rustc-web", "rustup:1.85.0"]);
    let decl = &toolchains.lanes[0];
    let search = fixture.search_path();
    let prepared = provision::prepare::provision_lanes(&toolchains, &fixture.lanes(), &[], &search);
    assert!(prepared.installed.is_empty());
    let [(lane, error)] = &prepared.failed[..] else { panic!("{:?}", prepared.failed) };
    let message = error.to_string();
    assert_eq!(lane, "1.85");
    for said in [
        "lane `1.85`",
        "`debian:bookworm:rustc-web=1.85.0+gone`: the package archive has no",
        "`debian:sid:rustc-web`: suite `sid` has no rustc-web of release 1.85.0 (it has rustc-web 1.86.0+sid1)",
        "`rustup:1.85.0`",
        "edrift lanes check",
    ] {
        assert!(message.contains(said), "{said}: {message}");
    }
    let kept = provision::unavailable::read(decl, &fixture.lanes()).expect("the answer is kept");
    assert_eq!(kept.places, ["debian:bookworm:rustc-web=1.85.0+gone", "debian:sid:rustc-web", "rustup:1.85.0"]);

    // A second process: nothing is asked of the archive, and the lane fails the same way.
    let asked = requests(&fixture);
    let again = provision::prepare::provision_lanes(&toolchains, &fixture.lanes(), &[], &search);
    assert_eq!(requests(&fixture), asked, "{}", fixture.log());
    let [(_, error)] = &again.failed[..] else { panic!("{:?}", again.failed) };
    assert!(error.to_string().contains("none of its places has release 1.85.0") && error.to_string().contains("min ago"), "{error}");

    // An hour later, it is asked again.
    let file = fixture.lanes().join(".unavailable/1.85.json");
    let old = std::fs::read_to_string(&file).unwrap().replace(&format!("\"asked\": {}", kept.asked), "\"asked\": 1");
    std::fs::write(&file, old).unwrap();
    provision::prepare::provision_lanes(&toolchains, &fixture.lanes(), &[], &search);
    assert!(requests(&fixture) > asked, "{}", fixture.log());

    // `edrift lanes install` asks now, and a success forgets the answer.
    fixture.compiler_in("sid", "1.85.0+sid2", "1.85.0");
    let asked = requests(&fixture);
    provision::prepare::install_and_keep(decl, &fixture.lanes(), Force::No, &search).unwrap();
    assert!(requests(&fixture) > asked);
    assert!(provision::unavailable::read(decl, &fixture.lanes()).is_none());
}

/// `edrift lanes check`: the pinned version is gone from its suite, another suite has the
/// release; the line to use takes it as the source and keeps the other places as fallbacks.
#[test]
fn lanes_check_names_the_place_that_has_the_release_and_the_line_to_use() {
    use provision::places::Has;
    let fixture = Fixture::new();
    fixture.compiler_in("sid", "1.85.0+sid1", "1.85.0");
    fixture.compiler_in("sid", "1.85.2+sid1", "1.85.2");
    fixture.compiler_in("sid", "1.85.3+sid1", "1.85.3");
    let toolchains = toolchains_with_fallback("1.85.2", "debian:bookworm:rustc-web=1.85.2+gone", &["debian:sid:rustc-web"]);
    let checked = provision::places::check_with_path(&toolchains.lanes[0], &fixture.lanes(), &fixture.search_path());
    assert!(!checked.source_holds);
    assert!(matches!(&checked.places[0].has, Has::No(now) if now.contains("rustc-web 1.85.0+fake1")), "{:?}", checked.places[0]);
    assert_eq!(checked.places[1].has, Has::Yes("debian:sid:rustc-web=1.85.2+sid1".to_string()));
    assert_eq!(checked.places[1].newer, ["1.85.3+sid1"], "a newer point release of the line");
    let line = checked.line.unwrap();
    assert_eq!(line, "\"1.85.2\" = { source = \"debian:sid:rustc-web=1.85.2+sid1\" }", "the one fallback became the source");
    let pinned = toolchains_with_fallback("1.85", &format!("debian:bookworm:rustc-web={FAKE}"), &["debian:sid:rustc-web"]);
    assert!(provision::places::check_with_path(&pinned.lanes[0], &fixture.lanes(), &fixture.search_path()).source_holds);
}
