//! A lane that only rustup still has: its Debian source cannot serve it (here, no apt on the
//! search path), so its rustup fallback does, through a fake `rustup` that installs a fake
//! toolchain into a rustup home of this test process's own (a process of its own: the places
//! are set once per process).

use std::path::Path;

use edrift::lanes::{self, Toolchains};
use edrift::provision::{self, Force};

fn write_executable(path: &Path, text: &str) {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

const RUSTC: &str = r#"#!/bin/sh
for a in "$@"; do
  case "$a" in
    -vV) printf 'rustc 1.85.0 (fake 2025-02-17)\nbinary: rustc\ncommit-hash: fake\ncommit-date: 2025-02-17\nhost: x86_64-unknown-linux-gnu\nrelease: 1.85.0\nLLVM version: 19.1.7\n'; exit 0 ;;
    --print=sysroot) cd "$(dirname "$0")/.." && pwd -P; exit 0 ;;
  esac
done
exit 0
"#;

#[test]
fn a_lane_only_rustup_has_is_served_by_its_rustup_fallback() {
    let dir = tempfile::tempdir().unwrap();
    let rustup_home = dir.path().join("rustup");
    let bin = dir.path().join("bin");
    let rustc = RUSTC.replace('\n', "\\n").replace('\'', "'\\''");
    // `rustup toolchain install <t> ...` writes the toolchain; every call is logged.
    let rustup = format!(
        "#!/bin/sh\nPATH=\"$PATH:/usr/bin:/bin\"\necho \"rustup $*\" >> '{log}'\n[ \"$1 $2\" = 'toolchain install' ] || exit 0\nd='{home}/toolchains/'\"$3\"'-x86_64-unknown-linux-gnu/bin'\nmkdir -p \"$d\"\nprintf '{rustc}' > \"$d/rustc\"\nprintf '#!/bin/sh\\n' > \"$d/rustfmt\"\nchmod +x \"$d/rustc\" \"$d/rustfmt\"\n",
        log = dir.path().join("log").display(),
        home = rustup_home.display(),
    );
    write_executable(&bin.join("rustup"), &rustup);
    let home = rustup_home.clone();
    edrift::fsutil::configure_places(edrift::fsutil::Places::from_vars(move |name| match name {
        "RUSTUP_HOME" => Some(home.clone().into_os_string()),
        _ => std::env::var_os(name),
    }));
    let text = "reference = \"1.85\"\n[lanes]\n\"1.85\" = { source = \"debian:bookworm:rustc-web=1.85.0+gone\", fallback = [\"rustup:1.85.0\"] }\n";
    let toolchains = Toolchains::parse(Path::new("toolchains.toml"), text).unwrap();
    let decl = &toolchains.lanes[0];
    let lanes_dir = dir.path().join("lanes");
    let report = provision::install_with_path(decl, &lanes_dir, Force::No, bin.as_os_str()).unwrap();
    assert_eq!(report.served, "rustup:1.85.0");
    // Why its source did not serve it is said, not dropped.
    let places: Vec<&str> = report.passed_over.iter().map(|(place, _)| place.as_str()).collect();
    assert_eq!(places, ["debian:bookworm:rustc-web=1.85.0+gone"], "{:?}", report.passed_over);
    let line = provision::prepare::line(&report);
    assert!(line.contains("\n  not from debian:bookworm:rustc-web=1.85.0+gone: ") && !report.passed_over[0].1.is_empty(), "{line}");
    let log = std::fs::read_to_string(dir.path().join("log")).unwrap();
    assert!(log.contains("rustup toolchain install 1.85.0 --profile minimal --component rustfmt"), "{log}");
    let toolchain = rustup_home.join("toolchains/1.85.0-x86_64-unknown-linux-gnu");
    assert_eq!(report.path, toolchain);
    let manifest = lanes::manifest(decl, &lanes_dir).unwrap();
    assert_eq!(manifest.source, "rustup:1.85.0");
    assert_eq!(manifest.rustc, toolchain.join("bin/rustc"));
    let resolved = lanes::resolve(decl, &lanes_dir);
    let ready = resolved.ready().unwrap_or_else(|| panic!("{:?}", resolved.status));
    assert_eq!(ready.rustc, toolchain.join("bin/rustc"));
    assert!(ready.rustfmt.is_some());
    assert_eq!(resolved.served.as_deref(), Some("rustup:1.85.0"));
    assert_eq!(resolved.location.as_deref(), Some(toolchain.as_path()));
    assert!(provision::prepare::missing(&toolchains, &lanes_dir, &[]).is_empty());
}
