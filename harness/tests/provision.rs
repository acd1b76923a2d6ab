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

const APT_CACHE: &str = r#"#!/bin/sh
cmd=$1; shift
case "$cmd" in
show)
  found=0
  for arg in "$@"; do
    if [ -f "$REPO/$arg.control" ]; then cat "$REPO/$arg.control"; echo; found=1; fi
  done
  [ $found = 1 ] || { echo 'E: No packages found' >&2; exit 100; }
  ;;
policy)
  for name in "$@"; do
    if [ -f "$REPO/$name.policy" ]; then echo "$name:"; cat "$REPO/$name.policy"; fi
  done
  ;;
*) exit 100 ;;
esac
"#;

const APT_GET: &str = r#"#!/bin/sh
[ "$1" = download ] || exit 100
shift
for arg in "$@"; do
  case "$arg" in -*) continue ;; esac
  name=${arg%%=*}; version=${arg#*=}
  if [ -f "$REPO/$arg.deb" ]; then
    cp "$REPO/$arg.deb" "./${name}_${version}_amd64.deb" || exit 100
  else
    echo "E: Version '$version' for '$name' was not found" >&2; exit 100
  fi
done
"#;

const DPKG_DEB: &str = r#"#!/bin/sh
[ "$1" = -x ] || exit 2
tar -xf "$2" -C "$3" >/dev/null 2>&1 || { echo "dpkg-deb: error: '$2' is not a Debian format archive" >&2; exit 2; }
"#;

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
    /// An archive with `rustc-web`, `libstd-rust-web-dev`, `libstd-rust-web-1.85`, `cargo-web`
    /// (no `rustfmt-web`), `libllvm19`, which needs the installed `libz3-4` and the missing
    /// `libextra1`.
    fn new() -> Fixture {
        let fixture = Fixture { dir: tempfile::tempdir().unwrap() };
        for dir in ["bin", "repo", "stage"] {
            std::fs::create_dir_all(fixture.path(dir)).unwrap();
        }
        fixture.tool("apt-cache", APT_CACHE);
        fixture.tool("apt-get", APT_GET);
        fixture.tool("dpkg-deb", DPKG_DEB);
        fixture.tool("ldd", LDD);
        fixture.compiler(FAKE, "1.85.0");
        fixture.package(
            "libllvm19",
            "1:19.1.7-fake",
            "libc6 (>= 2.36), libz3-4 (>= 4.8), libextra1",
            &[("usr/lib/x86_64-linux-gnu/libLLVM.so.19.1", "")],
        );
        fixture.package("libextra1", "1.0-1", "libc6", &[("usr/lib/x86_64-linux-gnu/libextra.so.1", "")]);
        fixture.policy("libc6", Some("2.36-9"), Some("2.36-9"));
        fixture.policy("libz3-4", Some("4.8.12-3.1"), Some("4.8.12-3.1"));
        fixture.policy("libllvm19", None, Some("1:19.1.7-fake"));
        fixture.policy("libextra1", None, Some("1.0-1"));
        fixture
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

    /// Writes (or replaces) a fake tool.
    fn tool(&self, name: &str, script: &str) {
        let script = script.replacen("\n", &format!("\nREPO='{}'\n", self.path("repo").display()), 1);
        write_executable(&self.path("bin").join(name), &script);
    }

    /// The compiler packages at `version`, whose rustc says it is `release`.
    fn compiler(&self, version: &str, release: &str) {
        let rustc = fake_rustc(release);
        self.package(
            "rustc-web",
            version,
            &format!("libc6 (>= 2.34), libgcc-s1 (>= 3.0), libstd-rust-web-dev (= {version}), gcc, libc-dev, binutils (>= 2.26)"),
            &[("usr/bin/rustc", &rustc), ("usr/bin/rustdoc", "#!/bin/sh\necho rustdoc\n")],
        );
        self.package(
            "libstd-rust-web-dev",
            version,
            &format!("libstd-rust-web-1.85 (= {version})"),
            &[("usr/lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-fake.rlib", "")],
        );
        self.package(
            "libstd-rust-web-1.85",
            version,
            "libc6 (>= 2.34), libllvm19",
            &[("usr/lib/x86_64-linux-gnu/librustc_driver-fake.so", "")],
        );
        self.package(
            "cargo-web",
            version,
            &format!("libc6 (>= 2.34), rustc-web (= {version}), binutils, gcc | clang | c-compiler"),
            &[("usr/bin/cargo", FAKE_CARGO)],
        );
    }

    /// A package of the archive: its `apt-cache show` stanza and its `.deb` (a tar, for the
    /// fake dpkg-deb).
    fn package(&self, name: &str, version: &str, depends: &str, files: &[(&str, &str)]) {
        let id = format!("{name}={version}");
        std::fs::write(
            self.path("repo").join(format!("{id}.control")),
            format!("Package: {name}\nVersion: {version}\nArchitecture: amd64\nDepends: {depends}\nDescription: fake\n more\n"),
        )
        .unwrap();
        let stage = self.path("stage").join(&id);
        for (relative, text) in files {
            write_executable(&stage.join(relative), text);
        }
        let status = std::process::Command::new("tar")
            .arg("-cf")
            .arg(self.path("repo").join(format!("{id}.deb")))
            .arg("-C")
            .arg(&stage)
            .arg(".")
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn policy(&self, name: &str, installed: Option<&str>, candidate: Option<&str>) {
        std::fs::write(
            self.path("repo").join(format!("{name}.policy")),
            format!("  Installed: {}\n  Candidate: {}\n  Version table:\n", installed.unwrap_or("(none)"), candidate.unwrap_or("(none)")),
        )
        .unwrap();
    }

    fn install(&self, decl: &LaneDecl, force: Force) -> Result<provision::InstallReport, edrift::Error> {
        provision::install_with_path(decl, &self.lanes(), force, &self.search_path())
    }

    /// What is in the lanes folder.
    fn lanes_entries(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.lanes())
            .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
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
    lane("1.85", &format!("debian:rustc-web={FAKE}"))
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
    assert_eq!(manifest.source, format!("debian:rustc-web={FAKE}"));
    assert_eq!(manifest.rustc, Path::new("usr/bin/rustc"));
    assert_eq!(manifest.cargo.as_deref(), Some(Path::new("usr/bin/cargo")));
    assert_eq!(manifest.rustdoc.as_deref(), Some(Path::new("usr/bin/rustdoc")));
    assert_eq!(manifest.rustfmt, None, "the archive has no rustfmt-web at this version");
    assert_eq!(manifest.library_path, [Path::new("usr/lib/x86_64-linux-gnu")]);
    assert!(manifest.identity.contains("release: 1.85.0"));
    assert_eq!(
        manifest.packages,
        [
            format!("rustc-web={FAKE}"),
            format!("cargo-web={FAKE}"),
            format!("libstd-rust-web-dev={FAKE}"),
            format!("libstd-rust-web-1.85={FAKE}"),
            "libllvm19=1:19.1.7-fake".to_string(),
            "libextra1=1.0-1".to_string(),
        ],
        "libc6 and libz3-4 are installed, gcc and binutils are the system's"
    );
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
    let err = fixture.install(&lane("1.85", "debian:rustc-web=1.85.0+nope"), Force::No).unwrap_err().to_string();
    assert!(err.contains("lane `1.85`"), "{err}");
    assert!(err.contains("rustc-web=1.85.0+nope"), "{err}");
    assert!(err.contains("apt-cache policy rustc-web") && err.contains("apt-get update"), "{err}");
    assert!(fixture.lanes_entries().is_empty(), "{:?}", fixture.lanes_entries());
}

#[test]
fn a_failed_download_names_the_package() {
    let fixture = Fixture::new();
    std::fs::remove_file(fixture.path("repo").join("libllvm19=1:19.1.7-fake.deb")).unwrap();
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("`libllvm19=1:19.1.7-fake`"), "{err}");
    assert!(err.contains("apt-cache policy libllvm19") && err.contains("apt-get update"), "{err}");
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
    std::fs::write(fixture.path("repo").join(format!("libstd-rust-web-1.85={FAKE}.deb")), "!<arch>\ngarbage").unwrap();
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
    fixture.tool("ldd", "#!/bin/sh\nprintf '\\tlibgone.so.3 => not found\\n\\tlibc.so.6 => /lib/libc.so.6\\n'\n");
    let err = fixture.install(&fake_lane(), Force::No).unwrap_err().to_string();
    assert!(err.contains("`rustc` needs libgone.so.3"), "{err}");
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
    let report = fixture.install(&lane("1.85", "debian:rustc-web=1.85.0+fake2"), Force::No).unwrap();
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
