//! Package cells and their lane's shared cargo state (`invoke/package/share.rs`), on a lane whose
//! rustc is rustup's 1.95.0 behind a wrapper that logs every call, so a test sees which probes
//! each run's cargo made. The cells run without the sandbox here: inside it the wrapper could
//! not write its log.

mod support;

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use edrift::discover;
use edrift::invoke::CargoSharing;
use edrift::project::Project;
use edrift::runner::{Bless, Options, Plan};
use edrift::verdict::{Outcome, Record};

/// The tests take turns: sharing is a switch of the process.
static SERIAL: Mutex<()> = Mutex::new(());

struct Fixture {
    dir: tempfile::TempDir,
    log: PathBuf,
}

/// (snippet, edition, outcome, verdict) of a run, sorted.
type Rows = Vec<(String, String, Outcome, String)>;

impl Fixture {
    /// A project whose one lane logs its rustc's calls, and whose snippets are `packages`
    /// (`(folder, [(file, text)])`).
    fn new(packages: &[(&str, &[(&str, &str)])]) -> Fixture {
        edrift::invoke::sandbox::disable();
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let (rustc, cargo) = real_toolchain(root);
        let log = root.join("rustc-calls.log");
        let wrapper = root.join("lanes/logged/rustc");
        std::fs::create_dir_all(wrapper.parent().unwrap()).unwrap();
        std::fs::write(&wrapper, format!("#!/bin/sh\necho \"$*\" >> '{}'\nexec '{}' \"$@\"\n", log.display(), rustc.display())).unwrap();
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
        let toolchains = format!(
            "reference = \"logged\"\n[lanes]\nlogged = {{ rustc = \"{}\", cargo = \"{}\", release = \"1.95\" }}\n",
            wrapper.display(),
            cargo.display()
        );
        std::fs::write(root.join("toolchains.toml"), toolchains).unwrap();
        for (package, files) in packages {
            for (file, text) in *files {
                let path = root.join("suites/pkg").join(package).join(file);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(path, text).unwrap();
            }
        }
        Fixture { dir, log }
    }

    /// Runs every cell (one at a time, in snippet order) with `sharing`.
    fn run(&self, bless: Bless, sharing: CargoSharing) -> Rows {
        let project = Project::open(self.dir.path()).unwrap();
        let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
        let plan = Plan::new(snippets, project.lanes(), &[], &[], edrift::runner::Migrate::No);
        assert!(plan.lanes[0].ready().is_some(), "{:?}", plan.lanes[0].status);
        let _ = std::fs::remove_file(&self.log);
        let options = Options { jobs: 1, timeout: Duration::from_secs(120), bless };
        let store = project.expectations();
        let (mut rows, mut results) = (Vec::new(), Vec::new());
        edrift::invoke::set_cargo_sharing(sharing);
        let records = support::run_fresh(&plan, &store, &options);
        for record in records {
            let Record::Compile(record) = record else { continue };
            let kind = record.kind().name().to_string();
            let result = record.result;
            rows.push((result.snippet.clone(), result.edition.year().to_string(), result.outcome, kind));
            results.push(result);
        }
        edrift::invoke::set_cargo_sharing(CargoSharing::PerLane);
        if bless == Bless::Yes {
            store.bless(&results).unwrap();
        }
        rows.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
        rows
    }

    /// The calls of the lane's rustc since the last run started.
    fn calls(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log).unwrap_or_default().lines().map(String::from).collect()
    }

    /// cargo's probes of the rustc among them (`-vV`, and `--print` of the target's file names).
    fn probes(&self) -> usize {
        self.calls().iter().filter(|c| c.as_str() == "-vV" || c.contains("--crate-name ___")).count()
    }

    fn memo_files(&self) -> Vec<PathBuf> {
        let folder = self.dir.path().join("target/edrift/cargo-memo");
        let mut files: Vec<PathBuf> = std::fs::read_dir(folder).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
        files.sort();
        files
    }
}

/// rustup's 1.95.0 rustc and cargo, as the lane `rustup:1.95.0` resolves them.
fn real_toolchain(scratch: &Path) -> (PathBuf, PathBuf) {
    let probe = scratch.join("real");
    std::fs::create_dir_all(probe.join("suites")).unwrap();
    std::fs::write(probe.join("toolchains.toml"), "reference = \"real\"\n[lanes]\nreal = { source = \"rustup:1.95.0\" }\n").unwrap();
    let lanes = Project::open(&probe).unwrap().lanes();
    let ready = lanes[0].ready().unwrap_or_else(|| {
        panic!("these tests need rustup's 1.95.0 toolchain: {:?} (install it with `rustup toolchain install 1.95.0`)", lanes[0].status)
    });
    (ready.rustc.clone(), ready.cargo.clone().expect("1.95.0 has cargo"))
}

fn manifest(claim: &str, name: &str) -> String {
    format!("#@ {claim}\n[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n")
}

fn row(rows: &Rows, snippet: &str, edition: &str) -> (Outcome, String) {
    let row =
        rows.iter().find(|r| r.0 == format!("pkg/{snippet}") && r.1 == edition).unwrap_or_else(|| panic!("no cell {snippet} {edition}"));
    (row.2, row.3.clone())
}

/// Two packages of the same name, one that compiles and one that does not.
fn same_name_packages() -> Fixture {
    let accepts = manifest("check-pass", "same");
    let rejects = manifest("check-fail", "same");
    Fixture::new(&[
        ("accepts", &[("Cargo.toml", &accepts), ("src/lib.rs", "pub fn f() -> u32 {\n    1\n}\n")]),
        ("rejects", &[("Cargo.toml", &rejects), ("src/lib.rs", "pub fn f() -> u32 {\n    \"no\"\n    //~^ ERROR E0308\n}\n")]),
    ])
}

fn assert_own_verdicts(rows: &Rows) {
    for edition in ["2021", "2024"] {
        assert_eq!(row(rows, "accepts", edition), (Outcome::Accepted, "pass".to_string()), "{rows:?}");
        assert_eq!(row(rows, "rejects", edition), (Outcome::Rejected, "pass".to_string()), "{rows:?}");
    }
}

#[test]
fn package_cells_after_the_first_do_not_probe_rustc() {
    let _turn = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let fixture = same_name_packages();
    // Without a memo the run makes one: the probes are the memo's package's, whatever the
    // number of cells (its check, and its check with the migration lints).
    fixture.run(Bless::Yes, CargoSharing::PerLane);
    let made = fixture.probes();
    assert!((1..=6).contains(&made), "{:#?}", fixture.calls());
    assert!(fixture.memo_files().iter().any(|f| f.to_string_lossy().ends_with(".rustc_info.json")), "{:?}", fixture.memo_files());
    // With it, no cell probes; every cell still compiles its own package.
    let rows = fixture.run(Bless::No, CargoSharing::PerLane);
    assert_own_verdicts(&rows);
    assert_eq!(fixture.probes(), 0, "{:#?}", fixture.calls());
    assert_eq!(fixture.calls().iter().filter(|c| c.contains("--crate-name same")).count(), 4, "{:#?}", fixture.calls());
    // Without sharing every cell probes again (at least the target's file names).
    let rows = fixture.run(Bless::No, CargoSharing::Off);
    assert_own_verdicts(&rows);
    assert!(fixture.calls().iter().filter(|c| c.contains("--crate-name ___")).count() >= 4, "{:#?}", fixture.calls());
}

#[test]
fn a_cell_cannot_leak_into_the_memo() {
    let _turn = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // `poisoner` rewrites its own probe cache (seeded from the memo) to say the target has
    // `cfg(poisoned)`; `victim`, checked after it on the same lane, fails if cargo tells its
    // build script so. The memo is made from the harness's package, never from a cell's state.
    let poison = r#"fn main() {
    let cache = std::path::Path::new(&std::env::var("CARGO_TARGET_DIR").unwrap()).join(".rustc_info.json");
    let text = std::fs::read_to_string(&cache).unwrap();
    assert!(text.contains("\\nunix\\n"), "{text}");
    std::fs::write(&cache, text.replace("\\nunix\\n", "\\npoisoned\\nunix\\n")).unwrap();
}
"#;
    let check = "fn main() {\n    assert!(std::env::var_os(\"CARGO_CFG_POISONED\").is_none(), \"poisoned\");\n}\n";
    let poisoner = manifest("check-pass", "same");
    let victim = manifest("check-pass", "same");
    let fixture = Fixture::new(&[
        ("a-poisoner", &[("Cargo.toml", &poisoner), ("build.rs", poison), ("src/lib.rs", "")]),
        ("b-victim", &[("Cargo.toml", &victim), ("build.rs", check), ("src/lib.rs", "")]),
    ]);
    let rows = fixture.run(Bless::Yes, CargoSharing::PerLane);
    let rows_again = fixture.run(Bless::No, CargoSharing::PerLane);
    for rows in [rows, rows_again] {
        for edition in ["2021", "2024"] {
            assert_eq!(row(&rows, "a-poisoner", edition), (Outcome::Accepted, "pass".to_string()), "{rows:?}");
            assert_eq!(row(&rows, "b-victim", edition), (Outcome::Accepted, "pass".to_string()), "{rows:?}");
        }
    }
    for file in fixture.memo_files() {
        let text = String::from_utf8_lossy(&std::fs::read(&file).unwrap()).to_string();
        assert!(!text.contains("poisoned"), "{}: {text}", file.display());
    }
}

#[test]
fn a_corrupt_or_stale_memo_costs_probes_not_verdicts() {
    let _turn = SERIAL.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let fixture = same_name_packages();
    fixture.run(Bless::Yes, CargoSharing::PerLane);
    let files = fixture.memo_files();
    let info = files.iter().find(|f| f.to_string_lossy().ends_with(".rustc_info.json")).expect("a probe cache").clone();
    let database = files.iter().find(|f| f.to_string_lossy().ends_with(".global-cache")).expect("cargo 1.95 has a global cache").clone();
    let original = std::fs::read_to_string(&info).unwrap();

    // A corrupt database: cargo would print its error on stderr (the cell's output); the copy
    // fails its check and cargo makes its own.
    std::fs::write(&database, "not a database").unwrap();
    assert_own_verdicts(&fixture.run(Bless::No, CargoSharing::PerLane));
    assert_eq!(fixture.probes(), 0, "the probe cache is still shared: {:#?}", fixture.calls());

    // A stale probe cache (another rustc's fingerprint): cargo probes again in every cell.
    let value: serde_json::Value = serde_json::from_str(&original).unwrap();
    let fingerprint = value["rustc_fingerprint"].as_u64().unwrap();
    std::fs::write(&info, original.replace(&fingerprint.to_string(), &fingerprint.wrapping_add(1).to_string())).unwrap();
    assert_own_verdicts(&fixture.run(Bless::No, CargoSharing::PerLane));
    assert!(fixture.probes() >= 4, "{:#?}", fixture.calls());

    // A corrupt probe cache (a half-written file): the memo is made again, and the memos of the
    // lane's earlier builds (`<binary>-<stamps>-<release>.*`) are removed, not other lanes'.
    std::fs::write(&info, &original[..original.len() / 2]).unwrap();
    let name = info.file_name().unwrap().to_string_lossy().into_owned();
    let binary = &name[..name.find('-').unwrap()];
    let earlier = info.with_file_name(format!("{binary}-000000000000-1.95.0.rustc_info.json"));
    let other_lane = info.with_file_name("ffffffffffff-000000000000-1.85.0.rustc_info.json");
    std::fs::write(&earlier, &original).unwrap();
    std::fs::write(&other_lane, &original).unwrap();
    assert_own_verdicts(&fixture.run(Bless::No, CargoSharing::PerLane));
    let remade: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&info).unwrap()).expect("made again, whole");
    assert_eq!(remade["rustc_fingerprint"].as_u64(), Some(fingerprint));
    assert!(!earlier.exists() && other_lane.exists(), "{:?}", fixture.memo_files());
}
