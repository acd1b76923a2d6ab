//! A hostile crate pointed at by `edrift ui`, as a new user would run it on someone's crate:
//! what it names and what its build writes never runs as root outside the sandbox. Each crate
//! is written here, small, for the one attack it makes; every test fails without its fix.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A crate of one file per entry of `files` under a fresh folder, with a UI test whose compile
/// fails (so that a run has a cell to judge).
struct Hostile {
    dir: tempfile::TempDir,
}

impl Hostile {
    fn new(files: &[(&str, &str)]) -> Hostile {
        support::install_sandbox();
        let dir = tempfile::tempdir().unwrap();
        let defaults = [("src/lib.rs", "pub fn f() {}\n"), ("tests/ui/a.rs", "fn main() { let x: u8 = \"\"; }\n")];
        for (name, text) in defaults.iter().chain(files) {
            let path = dir.path().join("crate").join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, text).unwrap();
        }
        Hostile { dir }
    }

    fn root(&self) -> PathBuf {
        self.dir.path().join("crate")
    }

    fn state(&self) -> PathBuf {
        self.dir.path().join("state")
    }

    fn edrift(&self, extra: &[&str]) -> (Output, String) {
        let manifest = self.root().join("Cargo.toml");
        let mut args: Vec<String> = vec!["ui".into(), "--manifest-path".into(), manifest.display().to_string()];
        args.extend(["--state".into(), self.state().display().to_string(), "--compile-fail".into(), "tests/ui/*.rs".into()]);
        args.extend(extra.iter().map(|a| a.to_string()));
        let output =
            Command::new(env!("CARGO_BIN_EXE_edrift")).args(&args).env_remove("BLESS").env_remove("EDRIFT_STORE").output().unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        (output, text)
    }
}

const MANIFEST: &str = "[package]\nname = \"hostile\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n";

/// A program that leaves a mark where it was run, and as whom, then acts as `rustc -vV` would not.
fn marking_program(mark: &Path) -> String {
    format!("#!/bin/sh\nid -u >> {}\nexit 1\n", mark.display())
}

#[test]
fn a_crates_own_toolchains_toml_cannot_name_a_program() {
    let mark_dir = tempfile::tempdir().unwrap();
    let mark = mark_dir.path().join("ran");
    let manifest = format!("{MANIFEST}\n[package.metadata.edrift]\nlanes = [\"mine\"]\n");
    let krate = Hostile::new(&[
        ("Cargo.toml", &manifest),
        ("toolchains.toml", "reference = \"mine\"\n[lanes]\nmine = { rustc = \"fake/bin/rustc\", release = \"1.85\" }\n"),
        ("fake/bin/rustc", &marking_program(&mark)),
    ]);
    let fake = krate.root().join("fake/bin/rustc");
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let (output, text) = krate.edrift(&[]);
    assert_eq!(output.status.code(), Some(2), "{text}");
    assert!(text.contains("toolchains.toml: line 3: lane `mine` names a rustc by path"), "{text}");
    assert!(!mark.exists(), "the crate's program ran: {:?}", std::fs::read_to_string(&mark));
}

#[test]
fn a_build_script_cannot_plant_a_rustc_wrapper_for_the_next_fetch() {
    // The build script writes a cargo configuration into the cargo home cargo gives it; were it
    // written, the next run's `cargo fetch` would run the wrapper.
    let mark_dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(mark_dir.path(), std::os::unix::fs::PermissionsExt::from_mode(0o777)).unwrap();
    let mark = mark_dir.path().join("ran");
    let build = format!(
        r##"fn main() {{
    let home = std::env::var("CARGO_HOME").unwrap();
    let wrapper = format!("{{home}}/w.sh");
    let planted = std::fs::write(&wrapper, "#!/bin/sh\nid -u >> {mark}\nexec \"$@\"\n").is_ok()
        && std::fs::write(format!("{{home}}/config.toml"), format!("[build]\nrustc-wrapper = \"{{wrapper}}\"\n")).is_ok();
    println!("cargo:warning=planted: {{planted}}");
}}
"##,
        mark = mark.display()
    );
    let krate = Hostile::new(&[("Cargo.toml", MANIFEST), ("build.rs", &build)]);
    let (_, first) = krate.edrift(&["--lane", "stable"]);
    assert_eq!(build_script_said(&krate.state(), &first), "cargo:warning=planted: false", "{first}");
    assert!(!krate.state().join("cargo-home/config.toml").exists(), "the build wrote the cargo home:\n{first}");
    // A change to the crate makes the next run fetch and build again.
    std::fs::write(krate.root().join("src/lib.rs"), "pub fn g() {}\n").unwrap();
    let (_, second) = krate.edrift(&["--lane", "stable"]);
    assert!(!mark.exists(), "the planted wrapper ran:\n{first}\n{second}");
}

/// What the crate's build script printed (cargo keeps it in the build's `output` file).
fn build_script_said(state: &Path, run: &str) -> String {
    let build = state.join("lanes/stable/target/debug/build");
    let outputs: Vec<String> = std::fs::read_dir(&build)
        .unwrap_or_else(|e| panic!("{}: {e}; the run said:\n{run}", build.display()))
        .filter_map(|entry| std::fs::read_to_string(entry.unwrap().path().join("output")).ok())
        .collect();
    assert_eq!(outputs.len(), 1, "{outputs:?}");
    outputs[0].trim().to_string()
}

/// A folder beside the crate that the crate's links aim at: `secret.txt`, and a `ui` folder with a
/// test and an expectation holding the secret.
fn outside(krate: &Hostile) -> PathBuf {
    let outside = krate.dir.path().join("outside");
    std::fs::create_dir_all(outside.join("ui")).unwrap();
    std::fs::create_dir_all(outside.join("stable/ui")).unwrap();
    std::fs::write(outside.join("secret.txt"), "the secret\n").unwrap();
    std::fs::write(outside.join("ui/a.rs"), "fn main() { let x: u8 = \"\"; }\n").unwrap();
    std::fs::write(outside.join("ui/a.stderr"), "the secret\n").unwrap();
    std::fs::write(outside.join("stable/ui/a.stderr"), "the secret\n").unwrap();
    outside
}

/// Every file under `dir` with its bytes.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else {
            out.push((path.clone(), std::fs::read(&path).unwrap()));
        }
    }
    out.sort();
    out
}

/// Runs and blesses `krate` on lane stable: each refused, naming `needle`, the secret never shown
/// and nothing outside written.
fn assert_refused(krate: &Hostile, outside: &Path, needle: &str) {
    let before = files(outside);
    for extra in [&["--lane", "stable"][..], &["--lane", "stable", "--bless"]] {
        let (output, text) = krate.edrift(extra);
        assert!(!output.status.success(), "{extra:?} went through the link:\n{text}");
        assert!(text.contains(needle) && text.contains("outside"), "{extra:?} does not name the link {needle}:\n{text}");
        assert!(!text.contains("the secret"), "{extra:?} disclosed what the link leads to:\n{text}");
    }
    assert_eq!(files(outside), before, "written outside the crate");
}

#[test]
fn a_linked_tests_ui_folder_is_refused() {
    let krate = Hostile::new(&[("Cargo.toml", MANIFEST)]);
    let outside = outside(&krate);
    std::fs::remove_dir_all(krate.root().join("tests/ui")).unwrap();
    std::os::unix::fs::symlink(outside.join("ui"), krate.root().join("tests/ui")).unwrap();
    assert_refused(&krate, &outside, "tests/ui");
}

#[test]
fn an_expectation_linked_out_of_the_crate_is_neither_read_nor_written() {
    let krate = Hostile::new(&[("Cargo.toml", MANIFEST)]);
    let outside = outside(&krate);
    std::os::unix::fs::symlink(outside.join("secret.txt"), krate.root().join("tests/ui/a.stderr")).unwrap();
    assert_refused(&krate, &outside, "a.stderr");
}

#[test]
fn a_test_or_a_lockfile_linked_out_of_the_crate_is_refused() {
    for name in ["tests/ui/b.rs", "Cargo.lock"] {
        let krate = Hostile::new(&[("Cargo.toml", MANIFEST)]);
        let outside = outside(&krate);
        std::os::unix::fs::symlink(outside.join("secret.txt"), krate.root().join(name)).unwrap();
        assert_refused(&krate, &outside, name);
    }
}

#[test]
fn a_linked_deltas_folder_is_neither_read_nor_written() {
    // The reference is nightly: lane stable's output is a delta, read from and blessed into the
    // deltas folder, which leads out of the crate.
    let manifest = format!("{MANIFEST}\n[package.metadata.edrift]\nreference = \"nightly\"\ndeltas = \"d\"\n");
    let krate = Hostile::new(&[("Cargo.toml", &manifest), ("tests/ui/a.stderr", "another lane's output\n")]);
    let outside = outside(&krate);
    std::os::unix::fs::symlink(&outside, krate.root().join("d")).unwrap();
    assert_refused(&krate, &outside, "d/stable/ui/a.stderr");
}

#[test]
fn a_kept_timeout_is_served_to_no_run_with_a_longer_timeout() {
    let krate = Hostile::new(&[
        ("Cargo.toml", MANIFEST),
        ("tests/pass/spin.rs", "fn main() {\n    loop {\n        std::hint::spin_loop();\n    }\n}\n"),
    ]);
    let spin = |timeout: &str| {
        let (_, text) = krate.edrift(&["--lane", "stable", "--pass", "tests/pass/*.rs", "--timeout", timeout]);
        let at = text.find("FAILED  pass/spin::stable").unwrap_or_else(|| panic!("{text}"));
        text[at..].lines().take(2).collect::<Vec<_>>().join("\n")
    };
    let after = |secs: u32| format!("the test's program failed (timed out after {secs} s, the --timeout)");
    let first = spin("1");
    assert!(!first.contains("(cached)") && first.contains(&after(1)), "{first}");
    let again = spin("1");
    assert!(again.contains("(cached)") && again.contains(&after(1)), "the same timeout is served from the cache:\n{again}");
    let longer = spin("2");
    assert!(!longer.contains("(cached)") && longer.contains(&after(2)), "a longer timeout runs the program again:\n{longer}");
}

/// The peak resident size of the largest process this test process has waited for, with what
/// those waited for in turn (every test's: a bound on them all), in KiB.
fn peak_of_children_kib() -> i64 {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes the struct it is given.
    assert_eq!(unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr()) }, 0);
    // SAFETY: initialised by the call above.
    unsafe { usage.assume_init() }.ru_maxrss
}

#[test]
fn a_huge_file_in_the_crate_is_hashed_in_pieces() {
    // The build's stamp hashes every file of the crate: a 2 GiB sparse file, read whole, once
    // cost the harness 2 GiB.
    let krate = Hostile::new(&[("Cargo.toml", MANIFEST)]);
    std::fs::File::create(krate.root().join("src/huge.bin")).unwrap().set_len(2 << 30).unwrap();
    let (output, text) = krate.edrift(&["--lane", "stable"]);
    assert!(text.contains("ui/a::stable"), "{text}");
    assert!(output.status.code() == Some(1), "{text}");
    assert!(peak_of_children_kib() < 1 << 20, "{} KiB at the peak", peak_of_children_kib());
}

#[test]
fn a_git_dependency_on_a_root_only_repository_is_fetched_as_the_cells_user() {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: only root can make a repository the cell's user cannot read");
        return;
    }
    let private = tempfile::tempdir().unwrap();
    let repo = private.path().join("secret-crate");
    std::fs::create_dir_all(repo.join("src")).unwrap();
    std::fs::write(repo.join("Cargo.toml"), "[package]\nname = \"secret-crate\"\nversion = \"0.1.0\"\nedition = \"2021\"\n").unwrap();
    std::fs::write(repo.join("src/lib.rs"), "pub const SECRET: &str = \"the secret\";\n").unwrap();
    let git = |args: &[&str]| {
        let out = Command::new("git").arg("-C").arg(&repo).args(args).output().expect("git");
        assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    };
    git(&["init", "-q"]);
    git(&["add", "."]);
    git(&["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "secret"]);
    std::fs::set_permissions(private.path(), std::os::unix::fs::PermissionsExt::from_mode(0o700)).unwrap();
    let manifest = format!("{MANIFEST}\n[dev-dependencies]\nsecret-crate = {{ git = \"file://{}\" }}\n", repo.display());
    let krate = Hostile::new(&[("Cargo.toml", &manifest)]);
    let (_, text) = krate.edrift(&["--lane", "stable"]);
    assert!(text.contains("could not fetch the crate's dependencies") && text.contains("secret-crate"), "{text}");
    assert!(!text.contains("the secret"), "{text}");
    let mut found = Vec::new();
    for entry in walk_files(&krate.state()) {
        if std::fs::read(&entry).is_ok_and(|bytes| bytes.windows(10).any(|w| w == b"the secret")) {
            found.push(entry);
        }
    }
    assert_eq!(found, Vec::<PathBuf>::new(), "the root-only repository was cloned into the state:\n{text}");
}

fn walk_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        match entry.file_type() {
            Ok(kind) if kind.is_dir() => out.extend(walk_files(&path)),
            Ok(kind) if kind.is_file() => out.push(path),
            _ => {}
        }
    }
    out
}
