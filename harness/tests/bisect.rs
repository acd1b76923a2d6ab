//! `edrift bisect` against a series of fake rustc releases, 1.80 to 1.90, whose claim flips at
//! 1.86 (the fake's behaviour depends on its own release).

use std::path::{Path, PathBuf};
use std::time::Duration;

use edrift::bisect::{self, Found};
use edrift::discover;
use edrift::interval::Held;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::runner;

/// The cells' deadline: no cell here hangs, so it only bounds a broken harness and is generous
/// (a busy machine must not turn a slow fake rustc into a timeout).
const PATIENCE: Duration = Duration::from_secs(600);

fn fake_release(dir: &Path, minor: u32, log: &Path) -> PathBuf {
    let lane = dir.join(format!("rustc-1.{minor}"));
    std::fs::create_dir_all(&lane).unwrap();
    let rustc = lane.join("rustc");
    std::fs::copy(env!("CARGO_BIN_EXE_fake-rustc"), &rustc).unwrap();
    let identity = format!(
        "rustc 1.{minor}.0 (0123456789 2025-01-01)\nbinary: rustc\ncommit-hash: 0123456789abcdef0123456789abcdef01234567\ncommit-date: 2025-01-01\nhost: x86_64-unknown-linux-gnu\nrelease: 1.{minor}.0\nLLVM version: 19.1.0\n"
    );
    std::fs::write(lane.join("fake-identity.txt"), identity).unwrap();
    std::fs::write(lane.join("fake-log.txt"), log.display().to_string()).unwrap();
    rustc
}

struct Series {
    dir: tempfile::TempDir,
    paths: Vec<String>,
}

fn series(snippet: &str) -> Series {
    // The fakes log each compile into the series' folder, which the cell sandbox keeps
    // read-only: these tests count probes, not isolation (tests/hostile.rs checks that).
    edrift::invoke::sandbox::disable();
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let log = root.join("probes.log");
    let paths: Vec<String> = (80..=90).map(|minor| format!("path:{}", fake_release(&root.join("fakes"), minor, &log).display())).collect();
    let reference = fake_release(&root.join("reference"), 95, &root.join("reference.log"));
    std::fs::write(
        root.join("toolchains.toml"),
        format!("reference = \"fake\"\n[lanes]\nfake = {{ rustc = \"{}\", release = \"1.95\" }}\n", reference.display()),
    )
    .unwrap();
    std::fs::create_dir_all(root.join("suites/fake")).unwrap();
    std::fs::write(root.join("suites/fake/flip.rs"), snippet).unwrap();
    Series { dir, paths }
}

#[test]
fn finds_the_release_where_the_claim_flips_in_log_probes() {
    // check-pass holds until 1.85; from 1.86 on the fake rejects the snippet.
    let series = series("//@ edition: 2021\n// fake-rustc[>=1.86]: error E0001 3 rejected from 1.86 on\nfn f() {}\n");
    let project = Project::open(series.dir.path()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let snippet = &snippets[0];
    let spec = snippet.edition(Edition::E2021).unwrap();
    // Given out of order: the list is sorted by release.
    let mut items = series.paths.clone();
    items.reverse();
    let candidates = bisect::candidates(&items, &project.toolchains, &project.lanes_dir).unwrap();
    assert_eq!(candidates.len(), 11);
    let bisection = bisect::run(snippet, spec, candidates, &project.lanes_dir, false, &runner::Fresh, PATIENCE).unwrap();
    let Found::Change { before, after, from, to } = bisection.found else { panic!("{:?}", bisection.found) };
    assert_eq!((from, to), (Held::Holds, Held::Fails));
    let release = |i: usize| bisection.probes.iter().find(|p| p.0 == i).unwrap().1.clone().unwrap().to_string();
    assert_eq!((release(before), release(after)), ("1.85.0".to_string(), "1.86.0".to_string()));
    assert_eq!(bisect::directive_kind(from, to).unwrap().name(), "stale-since");
    // O(log n): the two ends, then ceil(log2 11) = 4 at most; each probe compiles once.
    let probed = std::fs::read_to_string(series.dir.path().join("probes.log")).unwrap();
    let count = probed.lines().count();
    assert_eq!(count, bisection.probes.len());
    assert!(count <= 2 + 4, "{count} compiles: {probed}");
    // --write records the release with a placeholder reason, which the evidence check rejects.
    let (file, line) =
        bisect::write_directive(snippet, spec.edition, edrift::interval::DateKind::StaleSince, "1.86", "(1.85.0, 1.86.0]").unwrap();
    assert!(line.starts_with("//@[e2021] stale-since: 1.86 \"FILL IN"), "{line}");
    let reloaded = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let stale = reloaded[0].edition(Edition::E2021).unwrap().stale_since.clone().unwrap();
    assert_eq!(stale.release.to_string(), "1.86.0");
    assert!(edrift::interval::reason_problem(&stale.reason).is_some());
    assert!(std::fs::read_to_string(file).unwrap().contains("fake-rustc[>=1.86]"), "the code is kept");
}

#[test]
fn between_narrows_and_no_change_is_reported() {
    let series = series("//@ edition: 2021\n// fake-rustc[>=1.86]: error E0001 3 rejected\nfn f() {}\n");
    let project = Project::open(series.dir.path()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let spec = snippets[0].edition(Edition::E2021).unwrap();
    let candidates = bisect::candidates(&series.paths, &project.toolchains, &project.lanes_dir).unwrap();
    let kept = bisect::between(candidates, "1.87", "1.90").unwrap();
    assert_eq!(kept.len(), 4);
    let bisection = bisect::run(&snippets[0], spec, kept, &project.lanes_dir, false, &runner::Fresh, PATIENCE).unwrap();
    assert_eq!(bisection.found, Found::Same(Held::Fails));
    assert_eq!(bisection.probes.len(), 2, "the ends agree: nothing to narrow");
}

#[test]
fn a_missing_rustup_toolchain_fails_clearly_without_install() {
    let series = series("fn f() {}\n");
    let project = Project::open(series.dir.path()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let spec = snippets[0].edition(Edition::E2021).unwrap();
    let candidates = bisect::candidates(&["rustup:1.2.0..1.4.0".to_string()], &project.toolchains, &project.lanes_dir).unwrap();
    assert_eq!(candidates.iter().map(ToString::to_string).collect::<Vec<_>>(), ["rustup:1.2.0", "rustup:1.3.0", "rustup:1.4.0"]);
    let error = bisect::run(&snippets[0], spec, candidates, &project.lanes_dir, false, &runner::Fresh, PATIENCE).unwrap_err();
    let message = error.to_string();
    assert!(message.contains("rustup:1.2.0") && message.contains("rustup toolchain install 1.2.0"), "{message}");
    let mixed = ["rustup:nightly-2025-01-01".to_string(), "rustup:1.86.0".to_string()];
    assert!(bisect::candidates(&mixed, &project.toolchains, &project.lanes_dir).unwrap_err().to_string().contains("mixes dated nightlies"));
    assert!(
        bisect::candidates(&["nonsense".to_string()], &project.toolchains, &project.lanes_dir)
            .unwrap_err()
            .to_string()
            .contains("not a lane")
    );
}
