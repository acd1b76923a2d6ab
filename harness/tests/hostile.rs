//! Hostile inputs and faults, tried as a hostile user would (issue 14): every case ends in a
//! clear error (file, line or lane, and a way forward) or a defined outcome, and nothing is
//! written outside the project. Driven through the `edrift` binary with the fake rustc, in a
//! folder laid out as
//!
//! ```text
//! T/project/   the checkout (toolchains.toml, suites/, expected/, target/)
//! T/lanes/     the lanes (EDRIFT_LANES_DIR), fake rustc binaries
//! T/outside/   what hostile inputs aim at; must stay as it was
//! T/tmp/       TMPDIR of the harness; must be empty after each command
//! T/home/      HOME; must stay empty
//! ```

use std::collections::BTreeMap;
use std::io::Read as _;
use std::os::unix::fs::PermissionsExt as _;
use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use edrift::discover;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::runner;
use edrift::verdict::Outcome;

struct Hostile {
    dir: tempfile::TempDir,
    outside_before: BTreeMap<PathBuf, Vec<u8>>,
    lanes_before: BTreeMap<PathBuf, Vec<u8>>,
}

const IDENTITY_A: &str = "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\ncommit-hash: 59807616e1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\nrelease: 1.95.0\nLLVM version: 22.1.2\n";
const IDENTITY_B: &str = "rustc 1.96.0 (aaaaaaaaa 2026-05-26)\nbinary: rustc\ncommit-hash: aaaaaaaaa1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-05-26\nhost: x86_64-unknown-linux-gnu\nrelease: 1.96.0\nLLVM version: 22.1.2\n";
const IDENTITY_C: &str = "rustc 1.97.0 (bbbbbbbbb 2026-07-07)\nbinary: rustc\ncommit-hash: bbbbbbbbb1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-07-07\nhost: x86_64-unknown-linux-gnu\nrelease: 1.97.0\nLLVM version: 22.1.2\n";

fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walk(dir) {
        let bytes = if entry.is_file() { std::fs::read(&entry).unwrap_or_default() } else { Vec::new() };
        out.insert(entry, bytes);
    }
    out
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for entry in entries.flatten() {
        let path = entry.path();
        out.push(path.clone());
        if entry.file_type().is_ok_and(|t| t.is_dir()) {
            out.extend(walk(&path));
        }
    }
    out.sort();
    out
}

impl Hostile {
    /// A project with lanes `a` (the reference, 1.95), `b` (1.96) and `c` (1.97), all fake.
    fn new(snippets: &[(&str, &str)]) -> Hostile {
        let dir = tempfile::tempdir().unwrap();
        let t = dir.path();
        for sub in ["project/suites/fake", "project/expected", "outside", "tmp", "home"] {
            std::fs::create_dir_all(t.join(sub)).unwrap();
        }
        std::fs::write(t.join("outside/secret.txt"), "the secret\n").unwrap();
        std::fs::write(t.join("outside/secret.md"), "# secret\n```rust\nfn main() {}\n```\n").unwrap();
        let mut toolchains = String::from("reference = \"a\"\n[lanes]\n");
        for (name, identity, release) in [("a", IDENTITY_A, "1.95"), ("b", IDENTITY_B, "1.96"), ("c", IDENTITY_C, "1.97")] {
            let lane = t.join("lanes").join(name);
            std::fs::create_dir_all(&lane).unwrap();
            std::fs::copy(env!("CARGO_BIN_EXE_fake-rustc"), lane.join("rustc")).unwrap();
            std::fs::write(lane.join("fake-identity.txt"), identity).unwrap();
            toolchains.push_str(&format!("{name} = {{ rustc = \"{}\", release = \"{release}\" }}\n", lane.join("rustc").display()));
        }
        std::fs::write(t.join("project/toolchains.toml"), toolchains).unwrap();
        let fixture = Hostile { outside_before: snapshot(&t.join("outside")), lanes_before: BTreeMap::new(), dir };
        for (name, text) in snippets {
            fixture.write(&format!("suites/fake/{name}"), text);
        }
        let lanes_before = snapshot(&fixture.dir.path().join("lanes"));
        Hostile { lanes_before, ..fixture }
    }

    fn t(&self) -> &Path {
        self.dir.path()
    }

    fn project(&self) -> PathBuf {
        self.t().join("project")
    }

    fn write(&self, relative: &str, text: &str) {
        let path = self.project().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_edrift"));
        command
            .arg("--root")
            .arg(self.project())
            .args(args)
            .env("TMPDIR", self.t().join("tmp"))
            .env("EDRIFT_LANES_DIR", self.t().join("lanes"))
            .env("HOME", self.t().join("home"))
            .env_remove("EDRIFT_STORE")
            .env_remove("BLESS")
            .env_remove("EDRIFT_SANDBOX")
            .stdin(Stdio::null());
        command
    }

    fn edrift(&self, args: &[&str]) -> Output {
        self.command(args).output().unwrap()
    }

    /// Nothing outside the project changed: `outside/` and the lanes as they were, `tmp/` and
    /// `home/` empty, nothing new beside them.
    fn assert_nothing_outside(&self) {
        assert_eq!(snapshot(&self.t().join("outside")), self.outside_before, "T/outside changed");
        assert_eq!(snapshot(&self.t().join("lanes")), self.lanes_before, "the lanes changed");
        assert_eq!(walk(&self.t().join("tmp")), Vec::<PathBuf>::new(), "temporary folders left behind");
        assert_eq!(walk(&self.t().join("home")), Vec::<PathBuf>::new(), "HOME written");
        let top: Vec<String> = walk(self.t())
            .iter()
            .filter(|p| p.parent() == Some(self.t()))
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(top, ["home", "lanes", "outside", "project", "tmp"], "something appeared beside the project");
    }

    fn expected(&self, relative: &str) -> Option<String> {
        std::fs::read_to_string(self.project().join("expected").join(relative)).ok()
    }
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// A clear error: exit 2, and the message holds every `needle`.
fn assert_clear_error(output: &Output, needles: &[&str]) {
    let all = text(output);
    assert_eq!(output.status.code(), Some(2), "expected a clear error (exit 2), got {:?}:\n{all}", output.status);
    for needle in needles {
        assert!(all.contains(needle), "the error does not say `{needle}`:\n{all}");
    }
    assert!(!all.contains("panicked"), "{all}");
}

/// Processes whose command line contains `needle`.
fn processes_with(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if entry.file_name().to_str().is_some_and(|n| n.parse::<u32>().is_ok())
            && let Ok(cmdline) = std::fs::read(entry.path().join("cmdline"))
        {
            let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if cmdline.contains(needle) {
                found.push(cmdline);
            }
        }
    }
    found
}

/// How long a test waits for something that comes unless the harness is broken (cells to
/// start, processes to end): generous, because on a busy machine (a CI clone provisioning
/// lanes and installing packages beside it) `edrift` may wait on locks and namespaces for
/// minutes before it starts a cell. A wait ends as soon as what it waits for happens, or the
/// harness exits.
const PATIENCE: Duration = Duration::from_secs(600);

/// How often a long wait says what it is waiting for.
const REPORT_EVERY: Duration = Duration::from_secs(30);

/// How long killed processes may take to go (groups and namespaces torn down on a loaded
/// machine): seconds at worst, so a generous bound that still reports a survivor soon.
const GONE_PATIENCE: Duration = Duration::from_secs(120);

/// An `edrift` started in the background, its output gathered as it comes (so it never blocks
/// on a full pipe).
struct Running {
    child: std::process::Child,
    stdout: std::thread::JoinHandle<Vec<u8>>,
    stderr: std::thread::JoinHandle<Vec<u8>>,
    /// Both streams so far, for messages and for waits on what the harness says.
    seen: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
    /// How many of the two streams reached their end.
    ended: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

impl Running {
    fn start(mut command: Command) -> Running {
        let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let ended = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let gather = |mut pipe: Box<dyn std::io::Read + Send>| {
            let (seen, ended) = (seen.clone(), ended.clone());
            std::thread::spawn(move || {
                let mut all = Vec::new();
                let mut chunk = [0u8; 8192];
                while let Ok(n @ 1..) = pipe.read(&mut chunk) {
                    all.extend_from_slice(&chunk[..n]);
                    seen.lock().unwrap().extend_from_slice(&chunk[..n]);
                }
                ended.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                all
            })
        };
        let stdout = gather(Box::new(child.stdout.take().unwrap()));
        let stderr = gather(Box::new(child.stderr.take().unwrap()));
        Running { child, stdout, stderr, seen, ended }
    }

    fn pid(&self) -> i32 {
        self.child.id() as i32
    }

    fn seen(&self) -> String {
        String::from_utf8_lossy(&self.seen.lock().unwrap()).into_owned()
    }

    /// Waits until `done` holds, bounded by [`PATIENCE`]; fails (with what the harness printed)
    /// if the harness exits first or the patience runs out, and says every [`REPORT_EVERY`]
    /// what it is still waiting for.
    fn wait_until(&mut self, what: &str, done: impl Fn(&Running) -> bool) {
        let start = Instant::now();
        let mut next_report = start + REPORT_EVERY;
        while !done(self) {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Its last words are still in the pipes: read them (a daemon of a cell run
                // without the sandbox may hold a pipe open, hence the bound).
                let drained = Instant::now() + GONE_PATIENCE;
                while self.ended.load(std::sync::atomic::Ordering::SeqCst) < 2 && Instant::now() < drained {
                    std::thread::sleep(Duration::from_millis(10));
                }
                // It may have happened just before the exit.
                if done(self) {
                    return;
                }
                panic!("edrift exited ({status}) before {what}:\n{}", self.seen());
            }
            assert!(start.elapsed() < PATIENCE, "{what}: not within {PATIENCE:?}; edrift printed:\n{}", self.seen());
            if Instant::now() >= next_report {
                eprintln!("still waiting ({:?}) until {what}", start.elapsed());
                next_report += REPORT_EVERY;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits for the exit, bounded by [`PATIENCE`] (then killed), and returns the output.
    fn finish(mut self) -> Output {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if start.elapsed() > PATIENCE {
                let _ = self.child.kill();
                panic!("edrift did not exit within {PATIENCE:?}:\n{}", self.seen());
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        Output { status, stdout: self.stdout.join().unwrap(), stderr: self.stderr.join().unwrap() }
    }
}

/// Waits until no process's command line holds `needle`, bounded by [`GONE_PATIENCE`] (killed
/// groups and namespaces take a moment to go on a loaded machine); returns those left.
fn wait_gone(needle: &str) -> Vec<String> {
    let start = Instant::now();
    let mut next_report = start + REPORT_EVERY;
    loop {
        let left = processes_with(needle);
        if left.is_empty() || start.elapsed() > GONE_PATIENCE {
            return left;
        }
        if Instant::now() >= next_report {
            eprintln!("still waiting ({:?}) until no `{needle}` process is left: {left:?}", start.elapsed());
            next_report += REPORT_EVERY;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A number no other case, and no other run of these tests, uses (a `sleep` of this many seconds
/// marks a case's processes): two cases of one process once shared a mark, and one saw the
/// other's processes as its own.
fn unique(base: &str) -> String {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(10);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{base}{}{n}", std::process::id())
}

/// Whether bubblewrap is there, installed first (as root with apt-get) when it is missing, as
/// the main command and the suite's trials do, unless EDRIFT_OFFLINE=1.
fn sandboxed() -> bool {
    if std::env::var_os("EDRIFT_OFFLINE").is_none_or(|v| v != "1") {
        for (_, outcome) in edrift::provision::host::ensure(&[edrift::provision::host::BUBBLEWRAP]) {
            if let edrift::provision::host::Outcome::Installed(path) = outcome {
                eprintln!("installed {} for this test", path.display());
            }
        }
    }
    Path::new("/usr/bin/bwrap").is_file()
}

// ---- escapes: nothing outside the project is read or written ----

#[test]
fn a_lane_name_that_climbs_out_is_an_error_naming_toolchains_toml() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let toolchains = std::fs::read_to_string(h.project().join("toolchains.toml")).unwrap();
    let evil = format!("\"../../outside/x\" = {{ rustc = \"{}\", release = \"1.95\" }}\n", h.t().join("lanes/a/rustc").display());
    std::fs::write(h.project().join("toolchains.toml"), toolchains + &evil).unwrap();
    let out = h.edrift(&["bless", "--lane", "../../outside/x"]);
    assert_clear_error(&out, &["toolchains.toml", "line 6", "../../outside/x", "rename the lane"]);
    h.assert_nothing_outside();
}

#[test]
fn show_file_naming_a_system_or_outside_file_is_an_error_at_its_line() {
    let h = Hostile::new(&[]);
    let manifest = |show: &str| {
        format!("#@ cargo: build\n#@ show-file: {show}\n[package]\nname = \"p\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n")
    };
    h.write("suites/fake/abs/Cargo.toml", &manifest("/etc/passwd"));
    h.write("suites/fake/abs/src/lib.rs", "");
    h.write("suites/fake/up/Cargo.toml", &manifest("../../../../outside/secret.txt"));
    h.write("suites/fake/up/src/lib.rs", "");
    let out = h.edrift(&["list"]);
    assert_clear_error(
        &out,
        &["fake/abs/Cargo.toml:2:", "`show-file: /etc/passwd` must name a file of the package", "fake/up/Cargo.toml:2:"],
    );
    h.assert_nothing_outside();
}

#[test]
fn a_package_symlink_to_a_file_outside_is_refused() {
    let h = Hostile::new(&[]);
    h.write("suites/fake/p/Cargo.toml", "[package]\nname = \"p\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n");
    h.write("suites/fake/p/src/lib.rs", "");
    std::os::unix::fs::symlink(h.t().join("outside/secret.txt"), h.project().join("suites/fake/p/leak.txt")).unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["leak.txt", "outside the package", "copy the file into the package"]);
    h.assert_nothing_outside();
}

#[test]
fn a_suite_source_that_climbs_out_is_an_error_naming_suite_toml_and_line() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    h.write("suites/fake/suite.toml", "title = \"fake\"\nsources = [\n  \"../outside/secret.md\",\n]\n");
    let out = h.command(&["extract", "--check"]).env("EDRIFT_SHARED", h.t().join("project")).output().unwrap();
    assert_clear_error(&out, &["suite.toml", "line 3", "`../outside/secret.md` leaves the shared folder"]);
    h.assert_nothing_outside();
}

#[test]
fn a_snippet_symlink_to_a_file_outside_suites_is_refused() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    std::fs::write(h.t().join("outside/evil.rs"), "//@ check-pass\nfn main() {}\n").unwrap();
    // Written before the snapshot is compared: it is part of what must not change.
    let h = Hostile { outside_before: snapshot(&h.t().join("outside")), ..h };
    std::os::unix::fs::symlink(h.t().join("outside/evil.rs"), h.project().join("suites/fake/evil.rs")).unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/evil.rs", "outside suites/", "copy the file into the suite"]);
    h.assert_nothing_outside();
}

#[test]
fn a_symlink_inside_suites_is_a_snippet_like_any_other() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    std::os::unix::fs::symlink(h.project().join("suites/fake/a.rs"), h.project().join("suites/fake/b.rs")).unwrap();
    let out = h.edrift(&["list"]);
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2 * 2 * 3, "{}", text(&out));
}

#[test]
fn a_symlink_loop_is_an_error_not_41_copies() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    std::os::unix::fs::symlink("..", h.project().join("suites/fake/loop")).unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/loop", "symbolic link to a folder", "move the folder here instead"]);
    h.assert_nothing_outside();
}

#[test]
fn a_folder_named_like_a_snippet_is_an_error() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n"), ("x.rs/inner.rs", "//@ check-pass\nfn main() {}\n")]);
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/x.rs", "a folder named `*.rs`", "rename it"]);
}

#[test]
fn a_newline_in_a_file_name_is_an_error() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n"), ("two\nlines.rs", "//@ check-pass\nfn main() {}\n")]);
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["not printable UTF-8", "rename it"]);
}

#[test]
fn formats_to_out_of_the_folder_is_an_error_at_its_line() {
    let h = Hostile::new(&[("a.rs", "//@ rustfmt\n//@ formats-to: ../../outside.rs\nfn main() {}\n")]);
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/a.rs:2:", "must name a `.rs` snippet file in the same folder"]);
    // A symbolic link in the folder that leads out is refused too.
    std::fs::write(h.project().join("suites/fake/a.rs"), "//@ rustfmt\n//@ formats-to: b.rs\nfn main() {}\n").unwrap();
    std::os::unix::fs::symlink(h.t().join("outside/secret.txt"), h.project().join("suites/fake/b.rs")).unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/b.rs", "outside suites/"]);
    h.assert_nothing_outside();
}

#[test]
fn compile_flags_that_write_outside_write_nothing_there() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let h = Hostile::new(&[]);
    let target = h.t().join("outside/pwned");
    h.write("suites/fake/a.rs", &format!("//@ build-pass\n//@ compile-flags: -o {}\nfn main() {{}}\n", target.display()));
    let out = h.edrift(&["run", "--lane", "a"]);
    assert!(!target.exists(), "{}", text(&out));
    h.assert_nothing_outside();
}

#[test]
fn a_compiler_or_build_script_cannot_write_into_the_checkout_or_outside() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let h = Hostile::new(&[]);
    let into_suites = h.project().join("suites/fake/pwned.rs");
    let outside = h.t().join("outside/pwned");
    h.write(
        "suites/fake/a.rs",
        &format!(
            "//@ run-pass\n// fake-rustc: compiler-sh echo x > {} ; echo x > {}\n// fake-rustc: sh echo y > {} ; echo y > {}\nfn main() {{}}\n",
            into_suites.display(),
            outside.display(),
            h.project().join("expected/pwned").display(),
            h.t().join("home/pwned").display()
        ),
    );
    let out = h.edrift(&["run", "--lane", "a", "--edition", "2021"]);
    assert!(!into_suites.exists() && !h.project().join("expected/pwned").exists(), "{}", text(&out));
    h.assert_nothing_outside();
}

#[test]
fn a_program_cannot_open_network_connections() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let h = Hostile::new(&[(
        "a.rs",
        &format!("//@ run-pass\n// fake-rustc: sh bash -c 'echo hello > /dev/tcp/127.0.0.1/{port}' 2>/dev/null; true\nfn main() {{}}\n"),
    )]);
    let _ = h.edrift(&["run", "--lane", "a", "--edition", "2021"]);
    std::thread::sleep(Duration::from_millis(200));
    assert!(listener.accept().is_err(), "the cell reached a socket of the host");
    h.assert_nothing_outside();
}

// ---- clear errors for bad input ----

#[test]
fn an_empty_snippet_is_an_error_not_a_pass() {
    let h = Hostile::new(&[("empty.rs", ""), ("blank.rs", "\n  \n//@ check-pass\n")]);
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/empty.rs:1:1: the snippet has no code", "suites/fake/blank.rs:1:1"]);
}

#[test]
fn a_non_utf8_snippet_names_the_line_and_column_of_the_bad_byte() {
    let h = Hostile::new(&[]);
    std::fs::write(h.project().join("suites/fake/latin1.rs"), b"//@ check-pass\nfn main() {\n    let s = \"caf\xe9\";\n}\n").unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/latin1.rs:3:17: the file is not UTF-8 (byte 0xe9 here)", "save it as UTF-8"]);
}

#[test]
fn run_pass_of_a_library_is_an_error_at_the_stage_line() {
    let h = Hostile::new(&[("lib.rs", "//@ crate-type: lib\n//@ run-pass\npub fn f() {}\n")]);
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/lib.rs:2:1", "`run-pass` runs the program", "use `build-pass`"]);
}

#[test]
fn zero_jobs_are_refused() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    assert_clear_error(&h.edrift(&["run", "-j", "0"]), &["-j", "0 workers would run nothing", "at least 1"]);
}

#[test]
fn inputs_that_were_silent_are_errors_naming_file_and_line() {
    let h = Hostile::new(&[
        ("twice.rs", "//@ run-pass\n//@[e2024] run-fail\nfn main() {}\n"),
        ("range.rs", "//@ min-rust: 1.90\n//@ max-rust: 1.80\nfn main() {}\n"),
        ("below.rs", "fn main() {}\n//~vvvvv ERROR E0308\n"),
    ]);
    h.write("suites/fake/publish/Cargo.toml", "#@ cargo: publish\n[package]\nname = \"p\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n");
    h.write("suites/fake/publish/src/lib.rs", "");
    h.write("suites/fake/fixed/Cargo.toml", "#@ check-pass\n[package]\nname = \"q\"\nversion = \"0.1.0\"\nedition = \"2021\"\n");
    h.write("suites/fake/fixed/src/lib.rs", "");
    let out = h.edrift(&["list"]);
    assert_clear_error(
        &out,
        &[
            "fake/twice.rs:2:1: `run-fail` contradicts `run-pass` (line 1) for e2024",
            "fake/range.rs:2:1: e2021: `min-rust: 1.90.0` (line 1) is above `max-rust: 1.80.0` (line 2)",
            "fake/below.rs:2:1: `//~vvvvv` points below the last line (2)",
            "fake/publish/Cargo.toml:1:1: unknown or unsupported `cargo: publish`",
            "fake/fixed/Cargo.toml:5:1: no manifest of the package writes `edition = \"@EDITION@\"`",
        ],
    );
    h.assert_nothing_outside();
}

#[test]
fn a_byte_order_mark_does_not_hide_the_stage() {
    let h = Hostile::new(&[("a.rs", "\u{feff}//@ run-fail\nfn main() {}\n")]);
    // The fake program exits 0: a `run-fail` claim that fails, not a `check-pass` that passes.
    let out = h.edrift(&["run", "--lane", "a", "--edition", "2021"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("run-fail"), "{}", text(&out));
    h.assert_nothing_outside();
}

#[test]
fn a_rustup_lane_source_that_climbs_out_is_an_error_naming_toolchains_toml_and_line() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let toolchains = std::fs::read_to_string(h.project().join("toolchains.toml")).unwrap();
    std::fs::write(h.project().join("toolchains.toml"), toolchains + "evil = { source = \"rustup:../../usr\" }\n").unwrap();
    assert_clear_error(&h.edrift(&["list"]), &["toolchains.toml", "line 6", "`rustup:../../usr`", "no `..`"]);
    h.assert_nothing_outside();
}

#[test]
fn a_bad_skips_toml_fails_extract_check_naming_its_line() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    h.write("suites/fake/suite.toml", "title = \"fake\"\n");
    let hash = "91fee32e59eb323d121f7bf754f3d52ef19861085b0bfa126845d6cc62a75047";
    let skip = |block: &str, sha: &str| format!("[[skip]]\nsource = \"x.md#{block}\"\nsha256 = \"{sha}\"\nreason = \"why\"\n");
    let check = |skips: String, needles: &[&str]| {
        h.write("suites/fake/skips.toml", &skips);
        let out = h.command(&["extract", "--check"]).env("EDRIFT_SHARED", h.t().join("project")).output().unwrap();
        assert_clear_error(&out, needles);
    };
    check(skip("block-1", hash) + &skip("block-1", hash), &["skips.toml", "line 6", "skipped twice (lines 2 and 6)"]);
    check(skip("block-1", "xyz"), &["skips.toml", "line 3", "sha256 `xyz` is not 64 lowercase hex digits"]);
    check("[[skip]\n".to_string(), &["skips.toml", "line 1"]);
    h.assert_nothing_outside();
}

#[test]
fn a_fifo_in_a_package_or_named_like_a_snippet_is_an_error_not_a_hang() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    h.write("suites/fake/p/Cargo.toml", "[package]\nname = \"p\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n");
    h.write("suites/fake/p/src/lib.rs", "");
    for fifo in ["suites/fake/p/src/pipe.rs", "suites/fake/b.rs"] {
        let path = std::ffi::CString::new(h.project().join(fifo).into_os_string().into_encoded_bytes()).unwrap();
        // SAFETY: mkfifo(3) on a path this test owns.
        assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o644) }, 0);
    }
    std::os::unix::fs::symlink("b.rs", h.project().join("suites/fake/c.rs")).unwrap();
    // Reading any would wait for a writer for ever: the command must end, with an error.
    let out = Running::start(h.command(&["list"])).finish();
    assert_clear_error(
        &out,
        &["fake/p/src/pipe.rs", "a FIFO", "remove it", "fake/b.rs", "not a regular file", "fake/c.rs: failed to read", "FIFO"],
    );
    h.assert_nothing_outside();
}

/// rustup's 1.95.0 rustc and cargo, as the lane `rustup:1.95.0` resolves them (a package cell
/// needs a real cargo).
fn real_toolchain(scratch: &Path) -> (PathBuf, PathBuf) {
    std::fs::create_dir_all(scratch.join("suites")).unwrap();
    std::fs::write(scratch.join("toolchains.toml"), "reference = \"real\"\n[lanes]\nreal = { source = \"rustup:1.95.0\" }\n").unwrap();
    let lanes = Project::open(scratch).unwrap().lanes();
    let ready = lanes[0].ready().unwrap_or_else(|| {
        panic!("this case needs rustup's 1.95.0 toolchain: {:?} (install it with `rustup toolchain install 1.95.0`)", lanes[0].status)
    });
    (ready.rustc.clone(), ready.cargo.clone().expect("1.95.0 has cargo"))
}

#[test]
fn show_file_of_a_fifo_or_a_huge_file_is_bounded_in_time_and_size() {
    let h = Hostile::new(&[]);
    let scratch = tempfile::tempdir().unwrap();
    let (rustc, cargo) = real_toolchain(scratch.path());
    std::fs::write(
        h.project().join("toolchains.toml"),
        format!(
            "reference = \"a\"\n[lanes]\na = {{ rustc = \"{}\", cargo = \"{}\", release = \"1.95\" }}\n",
            rustc.display(),
            cargo.display()
        ),
    )
    .unwrap();
    h.write(
        "suites/fake/p/Cargo.toml",
        "#@ cargo: build\n#@ edition: 2021\n#@ show-file: out.fifo\n#@ show-file: big.txt\n[package]\nname = \"p\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n",
    );
    h.write("suites/fake/p/src/lib.rs", "");
    // The build script leaves a FIFO (a reader would wait for a writer for ever) and 10 MiB.
    h.write(
        "suites/fake/p/build.rs",
        "fn main() {\n    let dir = std::env::var(\"CARGO_MANIFEST_DIR\").unwrap();\n    \
         let made = std::process::Command::new(\"mkfifo\").arg(format!(\"{dir}/out.fifo\")).status().unwrap();\n    \
         assert!(made.success());\n    std::fs::write(format!(\"{dir}/big.txt\"), \"x\".repeat(10 << 20)).unwrap();\n}\n",
    );
    let out = Running::start(h.command(&["bless", "--lane", "a", "--timeout", "120"])).finish();
    assert!(out.status.success(), "{}", text(&out));
    let shown =
        h.expected("fake/p.e2021.run.stdout").unwrap_or_else(|| panic!("no stdout blessed: {:?}", walk(&h.project().join("expected"))));
    assert!(
        shown.contains("== out.fifo ==\n[edrift: `out.fifo` not read: it is a FIFO (named pipe), not a regular file"),
        "{}",
        &shown[..shown.len().min(300)]
    );
    assert!(shown.contains(&edrift::invoke::shown_file_cut()), "no cut marker");
    assert!(shown.len() < 5 * 1024 * 1024, "{} bytes blessed", shown.len());
    h.assert_nothing_outside();
}

#[test]
fn a_zero_timeout_is_refused() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let out = h.edrift(&["run", "--timeout", "0"]);
    assert_clear_error(&out, &["--timeout", "0"]);
}

#[test]
fn a_bad_snippet_is_one_failure_naming_its_line_and_the_rest_of_the_suite_runs() {
    let h = Hostile::new(&[("good.rs", "//@ check-pass\nfn main() {}\n"), ("bad.rs", "//@ chek-pass\nfn main() {}\n")]);
    for command in ["run", "bless"] {
        let out = h.edrift(&[command]);
        let all = text(&out);
        assert_eq!(out.status.code(), Some(1), "{command}: {all}");
        assert!(all.contains("FAIL") && all.contains("bad.rs:1:1") && all.contains("did you mean `check-pass`"), "{command}: {all}");
        assert!(all.contains("6 passed, 1 failed"), "{command}: the good snippet's 6 cells did not all run: {all}");
        assert!(!all.contains("panicked"), "{all}");
    }
}

#[test]
fn blessing_a_new_snippet_writes_files_only_for_the_lanes_that_ran() {
    let h = Hostile::new(&[("a.rs", "//@ check-fail\nfn f() {}\n//~^ ERROR E0308\n// fake-rustc: error E0308 2 mismatched types\n")]);
    // Lane c is declared but not installed.
    let toolchains = std::fs::read_to_string(h.project().join("toolchains.toml")).unwrap();
    let missing = toolchains.replace(&h.t().join("lanes/c/rustc").display().to_string(), "/nonexistent/rustc");
    std::fs::write(h.project().join("toolchains.toml"), missing).unwrap();
    // A lane that cannot run fails the command (issue 32), after the cells that could ran and blessed.
    let out = h.edrift(&["bless"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("1 lane(s) of toolchains.toml cannot run"), "{}", text(&out));
    let written: Vec<PathBuf> = walk(&h.project().join("expected"));
    assert!(written.iter().all(|p| !p.to_string_lossy().contains(".c.")), "files for the missing lane c: {written:?}");
    assert!(h.expected("fake/a.e2021.stderr").is_some_and(|t| t.contains("E0308")), "{written:?}");
}

#[test]
fn a_filter_that_matches_nothing_is_an_error() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let out = h.edrift(&["run", "no-such-snippet"]);
    assert_clear_error(&out, &["no snippet matches `no-such-snippet`", "edrift list"]);
    let out = h.edrift(&["run", "--exact", "fake/a.rs.bak"]);
    assert_clear_error(&out, &["no snippet matches `fake/a.rs.bak` exactly"]);
}

#[test]
fn a_store_or_junit_file_in_a_missing_folder_is_an_error_and_no_folder_appears() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let store = h.project().join("nowhere/results.sqlite");
    let out = h.edrift(&["--store", store.to_str().unwrap(), "run"]);
    assert_clear_error(&out, &["the folder of the results store", "nowhere/results.sqlite", "does not exist"]);
    let junit = h.project().join("gone/junit.xml");
    let out = h.edrift(&["run", "--junit", junit.to_str().unwrap()]);
    assert_clear_error(&out, &["the folder of --junit", "does not exist"]);
    assert!(!h.project().join("nowhere").exists() && !h.project().join("gone").exists());
    h.assert_nothing_outside();
}

#[test]
fn an_empty_store_file_is_not_silently_turned_into_a_store() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    let store = h.project().join("empty.sqlite");
    std::fs::write(&store, "").unwrap();
    let old = std::time::SystemTime::now() - Duration::from_secs(60);
    std::fs::File::options().write(true).open(&store).unwrap().set_modified(old).unwrap();
    let out = h.edrift(&["--store", store.to_str().unwrap(), "history"]);
    assert_clear_error(&out, &["empty.sqlite", "is empty (0 bytes)", "remove it"]);
    assert_eq!(std::fs::metadata(&store).unwrap().len(), 0);
}

// ---- faults of compilers and programs: defined outcomes ----

#[test]
fn the_timeout_holds_when_a_setsid_child_keeps_stdout_open() {
    for sandbox in ["on", "off"] {
        let mark = unique(if sandbox == "on" { "9871" } else { "9872" });
        let h = Hostile::new(&[(
            "a.rs",
            &format!("//@ run-pass\n// fake-rustc: sh setsid sleep {mark} &\n// fake-rustc: sh sleep {mark}\nfn main() {{}}\n"),
        )]);
        let mut args = vec!["run", "--lane", "a", "--edition", "2021", "--timeout", "2"];
        if sandbox == "off" {
            args.push("--no-sandbox");
        }
        let start = Instant::now();
        let out = h.edrift(&args);
        let took = start.elapsed();
        // The child sleeps for years: ending at all shows the deadline held; a busy machine may
        // take long to start the sandbox, so the bound is the generous one.
        assert!(took < PATIENCE, "sandbox {sandbox}: took {took:?}:\n{}", text(&out));
        assert_eq!(out.status.code(), Some(1), "sandbox {sandbox}: {}", text(&out));
        assert!(text(&out).contains("timeout"), "sandbox {sandbox}: recorded as a timeout:\n{}", text(&out));
        assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<String>::new(), "sandbox {sandbox}: a process outlived its cell");
        h.assert_nothing_outside();
    }
}

#[test]
fn a_daemon_left_by_a_program_that_exited_does_not_outlive_its_cell() {
    for sandbox in ["on", "off"] {
        let mark = unique(if sandbox == "on" { "9873" } else { "9874" });
        let h = Hostile::new(&[(
            "a.rs",
            &format!("//@ run-pass\n// fake-rustc: sh setsid sleep {mark} > /dev/null 2>&1 < /dev/null &\nfn main() {{}}\n"),
        )]);
        let mut args = vec!["run", "--lane", "a", "--edition", "2021"];
        if sandbox == "off" {
            args.push("--no-sandbox");
        }
        let out = h.edrift(&args);
        assert!(out.status.success(), "sandbox {sandbox}: {}", text(&out));
        assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<String>::new(), "sandbox {sandbox}: a process outlived its cell");
        h.assert_nothing_outside();
    }
}

#[test]
fn a_hanging_compiler_is_a_timeout() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\n// fake-rustc: hang\nfn main() {}\n")]);
    let start = Instant::now();
    let out = h.edrift(&["run", "--lane", "a", "--edition", "2021", "--timeout", "1"]);
    // The compiler hangs for ever: ending at all shows the deadline held.
    assert!(start.elapsed() < PATIENCE);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out).contains("timeout"), "{}", text(&out));
    h.assert_nothing_outside();
}

/// Runs one cell in-process and returns its result.
fn execute(h: &Hostile, edition: Edition) -> edrift::verdict::CellResult {
    let project = Project::open(&h.project()).unwrap();
    let snippets = discover::load(&project.suites(), &[], discover::Match::Substring).unwrap();
    let lanes = project.lanes();
    let lane = lanes.iter().find(|l| l.name == "a").unwrap();
    let snippet = &snippets[0];
    runner::execute(snippet, snippet.edition(edition).unwrap(), "a", lane.ready().unwrap(), Duration::from_secs(60)).unwrap()
}

#[test]
fn fifty_megabytes_of_output_are_cut_with_a_marker_and_the_cell_is_a_crash() {
    let h = Hostile::new(&[(
        "a.rs",
        "//@ run-pass\n// fake-rustc: sh head -c 50000000 /dev/zero | tr '\\0' x\n// fake-rustc[2024]: compiler-sh head -c 50000000 /dev/zero | tr '\\0' y >&2\nfn main() {}\n",
    )]);
    let start = Instant::now();
    let program = execute(&h, Edition::E2021);
    assert_eq!(program.outcome, Outcome::Crash);
    let stdout = program.stdout.unwrap();
    assert!(stdout.len() < 5 * 1024 * 1024, "{} bytes kept", stdout.len());
    assert!(stdout.ends_with(&edrift::invoke::cut_marker()), "no marker at the end");
    let compiler = execute(&h, Edition::E2024);
    assert_eq!(compiler.outcome, Outcome::Crash);
    assert!(compiler.stderr.contains("[edrift: output cut at 4194304 bytes"), "{}", &compiler.stderr[compiler.stderr.len() - 200..]);
    assert!(start.elapsed() < PATIENCE);
    // Recorded in a store, the cell stays small.
    let out = h.edrift(&["run", "--lane", "a"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let size = std::fs::metadata(h.project().join("target/edrift/results.sqlite")).unwrap().len()
        + std::fs::metadata(h.project().join("target/edrift/results.sqlite-wal")).map_or(0, |m| m.len());
    assert!(size < 40 * 1024 * 1024, "the store grew to {size} bytes");
    h.assert_nothing_outside();
}

#[test]
fn eight_multiplying_normalize_rules_neither_abort_the_harness_nor_bless_gigabytes() {
    // Each rule makes every character eleven: eight of them would make a warning of a hundred
    // bytes 21 GB (the harness aborted on a 5 GB allocation). The text is cut at the limit.
    let rule = format!("//@ normalize-stderr: \"(.)\" -> \"{}\"\n", "$1".repeat(11));
    let h = Hostile::new(&[(
        "a.rs",
        &format!("//@ check-pass\n//@ edition: 2021\n{}// fake-rustc: warn - 1 w\nfn main() {{}}\n", rule.repeat(8)),
    )]);
    let out = Running::start(h.command(&["bless", "--lane", "a"])).finish();
    assert!(out.status.success(), "{}", text(&out));
    let stderr = h.expected("fake/a.e2021.stderr").expect("the warning is blessed");
    assert!(stderr.ends_with(&edrift::normalize::cut_marker()), "no cut marker");
    assert!(stderr.len() <= edrift::normalize::TEXT_LIMIT + edrift::normalize::cut_marker().len(), "{} bytes", stderr.len());
    h.assert_nothing_outside();
}

#[test]
fn cells_run_under_memory_process_and_file_size_limits() {
    let h = Hostile::new(&[("a.rs", "//@ run-pass\n// fake-rustc: sh cat /proc/self/limits\nfn main() {}\n")]);
    let result = execute(&h, Edition::E2021);
    let limits = result.stdout.unwrap();
    let line = |name: &str| limits.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("no {name} in {limits}")).to_string();
    assert!(line("Max address space").contains("4294967296"), "{}", line("Max address space"));
    assert!(line("Max file size").contains("1073741824"), "{}", line("Max file size"));
    assert!(!line("Max processes").contains("unlimited"), "{}", line("Max processes"));
    assert!(line("Max core file size").split_whitespace().nth(4) == Some("0"), "{}", line("Max core file size"));
}

#[test]
fn a_compiler_that_allocates_past_the_memory_limit_is_a_crash() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\n// fake-rustc: alloc 8192\nfn main() {}\n")]);
    let result = execute(&h, Edition::E2021);
    assert_eq!(result.outcome, Outcome::Crash, "{}", result.stderr);
    assert!(result.stderr.contains("memory allocation of 8589934592 bytes failed"), "{}", result.stderr);
}

#[test]
fn crate_names_are_snake_case_so_no_lane_lints_them() {
    // The real reference toolchain: a lint on the name we chose would be ours, not the snippet's.
    let rustc = std::env::var_os("HOME")
        .map(|h| PathBuf::from(h).join(".rustup/toolchains/1.95.0-x86_64-unknown-linux-gnu/bin/rustc"))
        .filter(|r| r.is_file())
        .expect("needs rustup's 1.95.0 toolchain (`rustup toolchain install 1.95.0`)");
    let h = Hostile::new(&[]);
    std::fs::write(
        h.project().join("toolchains.toml"),
        format!("reference = \"a\"\n[lanes]\na = {{ rustc = \"{}\", release = \"1.95\" }}\n", rustc.display()),
    )
    .unwrap();
    h.write("suites/fake/Upper--Case.rs", "//@ crate-type: lib\n//@ check-pass\npub fn f() {}\n");
    let result = execute(&h, Edition::E2021);
    assert_eq!(result.outcome, Outcome::Accepted, "{}", result.stderr);
    assert!(!result.stderr.contains("snake case"), "{}", result.stderr);
    assert!(result.command.iter().any(|a| a == "--crate-name=upper_case"), "{:?}", result.command);
}

// ---- bless: crash-safe, exclusive, umask ----

/// The expectation a lane reads for `fake/a` (edition 2021, stderr): its override, else the
/// baseline.
fn expectation_of(h: &Hostile, lane: &str) -> String {
    let base = "fake/a.e2021";
    if lane != "a"
        && let Some(text) = h.expected(&format!("{base}.{lane}.stderr"))
    {
        return text;
    }
    h.expected(&format!("{base}.stderr")).unwrap_or_default()
}

fn temporaries(h: &Hostile) -> Vec<PathBuf> {
    walk(&h.project().join("expected")).into_iter().filter(|p| p.to_string_lossy().contains(".edrift-tmp-")).collect()
}

/// Every expectation every lane reads, by (snippet, stream, lane).
fn all_expectations(h: &Hostile) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for snippet in ["a", "r"] {
        for stream in ["stderr", "run.stdout"] {
            for lane in ["a", "b", "c"] {
                let base = format!("fake/{snippet}.e2021");
                let text = (lane != "a")
                    .then(|| h.expected(&format!("{base}.{lane}.{stream}")))
                    .flatten()
                    .or_else(|| h.expected(&format!("{base}.{stream}")))
                    .unwrap_or_default();
                out.insert(format!("{snippet} {stream} {lane}"), text);
            }
        }
    }
    out
}

fn write_versions(h: &Hostile, version: &str) {
    h.write("suites/fake/a.rs", &format!("//@ check-pass\n//@ edition: 2021\n// fake-rustc: warn - 3 {version}\nfn main() {{}}\n"));
    h.write(
        "suites/fake/r.rs",
        &format!("//@ run-pass\n//@ edition: 2021\n// fake-rustc: warn - 4 {version}\n// fake-rustc: stdout {version}\nfn main() {{}}\n"),
    );
}

#[test]
fn a_bless_killed_at_any_point_loses_no_expectation() {
    let h = Hostile::new(&[]);
    std::fs::write(h.t().join("lanes/c/fake-extra.txt"), "only c").unwrap();
    let h = Hostile { lanes_before: snapshot(&h.t().join("lanes")), ..h };
    let reset = || {
        let _ = std::fs::remove_dir_all(h.project().join("expected"));
        write_versions(&h, "OLD");
        assert!(h.edrift(&["bless"]).status.success());
        write_versions(&h, "NEW");
    };
    // Old: every lane blessed. New: lanes a (the reference) and c blessed again; b did not run.
    reset();
    let old = all_expectations(&h);
    write_versions(&h, "OLD");
    assert!(old["a stderr c"].contains("only c") && old["r run.stdout b"].contains("OLD"), "{old:?}");
    write_versions(&h, "NEW");
    assert!(h.edrift(&["bless", "--lane", "a", "--lane", "c"]).status.success());
    let new = all_expectations(&h);
    assert!(new["a stderr a"].contains("NEW") && new["r run.stdout c"].contains("NEW"), "{new:?}");
    assert_eq!(new["a stderr b"], old["a stderr b"], "a lane that did not run keeps its expectation");
    assert_eq!(new["r run.stdout b"], old["r run.stdout b"]);
    // Kill the bless at every file it replaces or removes, one after the other.
    let (mut kills, mut left_temporaries) = (0, false);
    for n in 0..50 {
        reset();
        let out = h.command(&["bless", "--lane", "a", "--lane", "c"]).env("EDRIFT_FAULT_ABORT_AFTER", n.to_string()).output().unwrap();
        if out.status.success() {
            break;
        }
        kills += 1;
        for (key, now) in all_expectations(&h) {
            assert!(*now == old[&key] || *now == new[&key], "{key} is neither old nor new after a kill at step {n}:\n{now}");
        }
        // The next bless removes the kill's temporary file (if it left one) and finishes the job.
        left_temporaries |= !temporaries(&h).is_empty();
        assert!(h.edrift(&["bless", "--lane", "a", "--lane", "c"]).status.success());
        assert_eq!(temporaries(&h), Vec::<PathBuf>::new());
        assert_eq!(all_expectations(&h), new, "after a kill at step {n} and a second bless");
    }
    assert!(kills >= 6, "only {kills} kill point(s)");
    assert!(left_temporaries, "no kill left a temporary file: the cleanup was not tried");
    eprintln!("{kills} kill points, no expectation lost");
    h.assert_nothing_outside();
}

#[test]
fn two_blesses_at_once_lose_no_update() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\n//@ edition: 2021\nfn main() {}\n")]);
    assert!(h.edrift(&["bless"]).status.success());
    // The reference lane's bless rewrites the baseline and keeps copies for lanes that did not
    // run: racing with another lane's bless, one of them used to lose its update.
    for round in 0..4 {
        std::fs::write(h.t().join("lanes/a/fake-extra.txt"), format!("a round {round}")).unwrap();
        std::fs::write(h.t().join("lanes/b/fake-extra.txt"), format!("b round {round}")).unwrap();
        let mut a = h.command(&["bless", "--lane", "a", "--no-cache"]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        let mut b = h.command(&["bless", "--lane", "b", "--no-cache"]).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
        let (mut a_err, mut b_err) = (String::new(), String::new());
        a.stderr.take().unwrap().read_to_string(&mut a_err).unwrap();
        b.stderr.take().unwrap().read_to_string(&mut b_err).unwrap();
        assert!(expectation_of(&h, "a").contains(&format!("a round {round}")), "round {round}: a lost its update\n{a_err}");
        assert!(expectation_of(&h, "b").contains(&format!("b round {round}")), "round {round}: b lost its update\n{b_err}");
        assert!(!expectation_of(&h, "c").contains("round"), "round {round}: c took another lane's output");
    }
    let _ = std::fs::remove_file(h.t().join("lanes/a/fake-extra.txt"));
    let _ = std::fs::remove_file(h.t().join("lanes/b/fake-extra.txt"));
    h.assert_nothing_outside();
}

#[test]
fn a_run_waits_for_a_bless_and_says_so() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\n//@ edition: 2021\nfn main() {}\n")]);
    let lock = edrift::expectations::Lock::take(&h.project(), edrift::expectations::Access::Exclusive).unwrap();
    let mut run = Running::start(h.command(&["run", "--lane", "a"]));
    // Until it says it waits (or exits, which fails the wait), then it must still be waiting.
    run.wait_until("the run says it waits for the lock", |run| run.seen().contains("waiting: another edrift"));
    assert!(run.child.try_wait().unwrap().is_none(), "the run did not wait for the bless");
    drop(lock);
    let out = run.finish();
    let all = text(&out);
    assert!(all.contains("expectations.lock"), "{all}");
}

#[test]
fn blessed_files_get_the_umask_s_permissions() {
    for (umask, mode) in [(0o022, 0o644), (0o027, 0o640)] {
        let h = Hostile::new(&[("a.rs", "//@ check-pass\n//@ edition: 2021\n// fake-rustc: warn - 3 w\nfn main() {}\n")]);
        let mut command = h.command(&["bless"]);
        // SAFETY: umask(2) in the child before exec.
        unsafe {
            command.pre_exec(move || {
                libc::umask(umask);
                Ok(())
            });
        }
        assert!(command.output().unwrap().status.success());
        let file = h.project().join("expected/fake/a.e2021.stderr");
        assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, mode, "umask {umask:o}");
    }
}

// ---- interrupts ----

#[test]
fn sigterm_and_ctrl_c_stop_the_cells_and_remove_their_folders() {
    for (signal, code) in [(libc::SIGTERM, 143), (libc::SIGINT, 130)] {
        let mark = unique(if signal == libc::SIGTERM { "9875" } else { "9876" });
        let h = Hostile::new(&[(
            "a.rs",
            &format!("//@ run-pass\n// fake-rustc: sh setsid sleep {mark} &\n// fake-rustc: sh sleep {mark}\nfn main() {{}}\n"),
        )]);
        for sandbox in ["on", "off"] {
            let mut args = vec!["run", "--lane", "a", "--timeout", "600"];
            if sandbox == "off" {
                args.push("--no-sandbox");
            }
            let mut run = Running::start(h.command(&args));
            // A sandbox starts with a network namespace of its own, and a fresh machine may be
            // provisioning beside the test: the cells may take minutes to start. The wait ends
            // when the cells' processes are there, or fails at once if the harness exits.
            let sleep = format!("sleep {mark}");
            run.wait_until(&format!("two `{sleep}` processes of the cells run"), |_| processes_with(&sleep).len() >= 2);
            // SAFETY: kill(2) on the child this test started.
            unsafe {
                libc::kill(run.pid(), signal);
            }
            let out = run.finish();
            assert_eq!(out.status.code(), Some(code), "{}", text(&out));
            assert!(text(&out).contains("interrupted: stopping"), "{}", text(&out));
            assert_eq!(wait_gone(&sleep), Vec::<String>::new(), "sandbox {sandbox}: orphans left");
            h.assert_nothing_outside();
            // The run is in the store's history, unfinished.
            let history = text(&h.edrift(&["history"]));
            assert!(history.contains("unfinished"), "{history}");
        }
    }
}

/// Interrupts a run or a bless at a random point, 20 times: no cell it stopped may reach the
/// cache, the history's outcomes or `expected/`. Afterwards a cached run passes and a cached
/// bless leaves `expected/` byte for byte as it was (issue 19, item 1: interrupted cells were
/// cached as crashes, and the next bless deleted baselines and wrote lane overrides).
#[test]
fn interrupts_at_random_points_leave_the_cache_and_the_expectations_intact() {
    let mark = unique("9874");
    let snippet = |n: usize| match n % 2 {
        0 => format!(
            "//@ check-fail\n// fake-rustc: compiler-sh sleep 0.1{n} ; : {mark}\nfn f() {{}}\n//~^ ERROR E0308\n// fake-rustc: error E0308 3 mismatched types\n"
        ),
        _ => format!("//@ run-pass\n// fake-rustc: stdout hello {n}\n// fake-rustc: sh sleep 0.1{n} ; : {mark}\nfn main() {{}}\n"),
    };
    let names: Vec<String> = (0..4).map(|n| format!("s{n}.rs")).collect();
    let texts: Vec<String> = (0..4).map(snippet).collect();
    let files: Vec<(&str, &str)> = names.iter().map(String::as_str).zip(texts.iter().map(String::as_str)).collect();
    let h = Hostile::new(&files);
    let blessed = h.edrift(&["bless"]);
    assert_eq!(blessed.status.code(), Some(0), "{}", text(&blessed));
    let before = snapshot(&h.project().join("expected"));
    assert!(before.keys().any(|p| p.to_string_lossy().ends_with(".run.stdout")), "{before:?}");
    assert!(before.keys().any(|p| p.to_string_lossy().ends_with(".stderr")), "{before:?}");
    let seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64 | 1;
    let mut state = seed;
    let mut random = move |below: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % below
    };
    let mut stopped = 0;
    for round in 0..20 {
        let (signal, code) = if round % 2 == 0 { (libc::SIGINT, 130) } else { (libc::SIGTERM, 143) };
        let args: &[&str] = if round % 3 == 2 { &["bless", "--no-cache"] } else { &["run", "--no-cache"] };
        let mut child = h.command(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        // The interrupt lands while cells run: wait (boundedly, by what is awaited) for the first
        // one to start, then a random while.
        let limit = Instant::now() + Duration::from_secs(600);
        while processes_with(&format!(": {mark}")).is_empty() && child.try_wait().unwrap().is_none() && Instant::now() < limit {
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(random(1500)));
        // SAFETY: kill(2) on the child this test started.
        unsafe {
            libc::kill(child.id() as i32, signal);
        }
        let out = child.wait_with_output().unwrap();
        let all = text(&out);
        match out.status.code() {
            Some(c) if c == code => {
                stopped += 1;
                // The stopped run stays unfinished and holds no cell: none of its outcomes is kept.
                let history = text(&h.edrift(&["history", "--limit", "1"]));
                let newest = history.lines().nth(1).unwrap_or_default();
                let cells = newest.split_whitespace().nth(2);
                assert!(
                    newest.ends_with("(unfinished)") && cells == Some("0"),
                    "seed {seed}, round {round} ({args:?}): the stopped run was recorded:\n{history}\n{all}"
                );
            }
            Some(0) => {}
            other => panic!("seed {seed}, round {round} ({args:?}): exit {other:?}:\n{all}"),
        }
        assert!(!all.contains("panicked"), "seed {seed}, round {round}:\n{all}");
        assert_eq!(snapshot(&h.project().join("expected")), before, "seed {seed}, round {round} ({args:?}) changed expected/:\n{all}");
        let gone = Instant::now() + Duration::from_secs(60);
        while !processes_with(&format!(": {mark}")).is_empty() && Instant::now() < gone {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    assert!(stopped >= 10, "seed {seed}: only {stopped} of 20 runs were stopped mid-way");
    let run = h.edrift(&["run"]);
    assert_eq!(run.status.code(), Some(0), "seed {seed}: a cached run after the interrupts fails:\n{}", text(&run));
    let bless = h.edrift(&["bless"]);
    assert_eq!(bless.status.code(), Some(0), "seed {seed}: {}", text(&bless));
    assert_eq!(snapshot(&h.project().join("expected")), before, "seed {seed}: a cached bless after the interrupts changed expected/");
    h.assert_nothing_outside();
}

#[test]
fn a_wait_for_cells_ends_when_the_harness_exits_and_shows_its_output() {
    // A harness that stops before any cell starts (here: its only snippet is bad) fails the wait at
    // once, with what it printed, not after a fixed time with "the cells never started".
    let h = Hostile::new(&[("a.rs", "//@ chek-pass\nfn main() {}\n")]);
    let mut run = Running::start(h.command(&["run", "--lane", "a"]));
    let start = Instant::now();
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run.wait_until("its cells run", |_| false))).unwrap_err();
    let message = failed.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.contains("edrift exited (exit status: 1) before its cells run"), "{message}");
    assert!(message.contains("did you mean `check-pass`"), "the harness's output is shown: {message}");
    assert!(start.elapsed() < PATIENCE / 2, "the wait sat out its patience");
}

#[test]
fn a_wait_for_cells_lasts_while_the_run_waits_on_a_lock() {
    // `edrift run` may wait on locks before it starts a cell (a bless, lanes being provisioned):
    // the wait is for the cells, however long they take to come.
    let mark = unique("9879");
    let h = Hostile::new(&[("a.rs", &format!("//@ run-pass\n//@ edition: 2021\n// fake-rustc: sh sleep {mark}\nfn main() {{}}\n"))]);
    let lock = edrift::expectations::Lock::take(&h.project(), edrift::expectations::Access::Exclusive).unwrap();
    let mut run = Running::start(h.command(&["run", "--lane", "a", "--timeout", "600", "--no-sandbox"]));
    run.wait_until("the run waits for the lock", |run| run.seen().contains("waiting: another edrift"));
    assert!(processes_with(&format!("sleep {mark}")).is_empty(), "a cell started while the lock was held");
    drop(lock);
    let sleep = format!("sleep {mark}");
    run.wait_until(&format!("the cell runs `{sleep}`"), |_| !processes_with(&sleep).is_empty());
    // SAFETY: kill(2) on the child this test started.
    unsafe {
        libc::kill(run.pid(), libc::SIGTERM);
    }
    let out = run.finish();
    assert_eq!(out.status.code(), Some(143), "{}", text(&out));
    assert_eq!(wait_gone(&sleep), Vec::<String>::new(), "orphans left");
}

#[test]
fn killing_the_harness_outright_leaves_no_cell_running() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let mark = unique("9877");
    let h = Hostile::new(&[(
        "a.rs",
        &format!("//@ run-pass\n// fake-rustc: sh setsid sleep {mark} &\n// fake-rustc: sh sleep {mark}\nfn main() {{}}\n"),
    )]);
    let mut run = Running::start(h.command(&["run", "--lane", "a", "--timeout", "600"]));
    let sleep = format!("sleep {mark}");
    run.wait_until(&format!("two `{sleep}` processes of the cells run"), |_| processes_with(&sleep).len() >= 2);
    run.child.kill().unwrap();
    let _ = run.finish();
    // bubblewrap ends the sandbox with its parent (the kernel's parent-death signal, then the
    // namespace's init); on a loaded machine that takes a moment, so wait for it, boundedly.
    // Only the (empty-able) temporary folders stay, and the next run of any command does not need them.
    assert_eq!(wait_gone(&sleep), Vec::<String>::new(), "cells outlived a SIGKILL of the harness");
}

#[test]
fn a_cell_cannot_read_files_outside_the_project_and_its_lane() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let h = Hostile::new(&[]);
    h.write(
        "suites/fake/a.rs",
        &format!(
            "//@ run-pass\n// fake-rustc: compiler-sh cat {0} >&2\n// fake-rustc: sh cat {0} ; cat {1}\nfn main() {{}}\n",
            h.t().join("outside/secret.txt").display(),
            Path::new(&std::env::var("HOME").unwrap()).join(".bash_history").display()
        ),
    );
    let result = execute(&h, Edition::E2021);
    assert!(!result.stderr.contains("the secret"), "the compiler read outside: {}", result.stderr);
    assert!(!result.stdout.unwrap_or_default().contains("the secret"), "the program read outside");
    h.assert_nothing_outside();
}

#[test]
fn a_broken_toolchains_toml_names_the_file_and_line() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    std::fs::write(h.project().join("toolchains.toml"), "reference = \"a\"\n[lanes]\na = { rustc = \n").unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["toolchains.toml", "line 3"]);
    std::fs::write(h.project().join("toolchains.toml"), "reference = \"zz\"\n[lanes]\na = { source = \"rustup:1.95.0\" }\n").unwrap();
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["toolchains.toml", "the reference lane `zz` is not declared"]);
}

#[test]
fn an_unknown_lane_or_edition_is_an_error_listing_the_choices() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\nfn main() {}\n")]);
    assert_clear_error(&h.edrift(&["run", "--lane", "1.99"]), &["unknown lane `1.99`", "toolchains.toml declares a, b, c"]);
    assert_clear_error(&h.edrift(&["run", "--edition", "2027"]), &["unknown edition `2027`", "2021 or 2024"]);
}

#[test]
fn a_misspelt_directive_and_an_unprintable_suite_name_are_errors_with_a_way_forward() {
    let h = Hostile::new(&[("a.rs", "//@ chek-pass\nfn main() {}\n")]);
    h.write("suites/bad\u{1}suite/b.rs", "//@ check-pass\nfn main() {}\n");
    let out = h.edrift(&["list"]);
    assert_clear_error(&out, &["suites/fake/a.rs:1:", "did you mean `check-pass`", "not printable UTF-8"]);
}

#[test]
fn a_symlink_loop_under_expected_neither_hangs_nor_crashes() {
    let h = Hostile::new(&[("a.rs", "//@ check-pass\n//@ edition: 2021\nfn main() {}\n")]);
    std::fs::create_dir_all(h.project().join("expected/fake")).unwrap();
    std::os::unix::fs::symlink("..", h.project().join("expected/fake/loop")).unwrap();
    let out = h.edrift(&["bless", "--lane", "a"]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(h.project().join("expected/fake/loop").symlink_metadata().is_ok(), "bless deletes nothing it did not write");
    h.assert_nothing_outside();
}

#[test]
fn without_bubblewrap_cells_are_refused_unless_no_sandbox_says_so() {
    let mark = unique("9878");
    let h = Hostile::new(&[(
        "a.rs",
        &format!("//@ run-pass\n// fake-rustc: sh setsid sleep {mark} > /dev/null 2>&1 < /dev/null &\nfn main() {{}}\n"),
    )]);
    let no_bwrap = h.t().join("no-bwrap");
    let out = h.command(&["run", "--lane", "a", "--edition", "2021"]).env("EDRIFT_BWRAP", &no_bwrap).output().unwrap();
    let all = text(&out);
    assert!(!out.status.success(), "a cell ran without a sandbox:\n{all}");
    for needle in ["fake/a", "bubblewrap (bwrap) is missing", "apt-get install bubblewrap", "--no-sandbox", "lanes/a/rustc"] {
        assert!(all.contains(needle), "the refusal does not say `{needle}`:\n{all}");
    }
    assert!(!all.contains("panicked"), "{all}");
    // `--no-sandbox` says to run them unprotected: a process group, whose stragglers still end.
    let out = h.command(&["run", "--lane", "a", "--no-sandbox"]).env("EDRIFT_BWRAP", &no_bwrap).output().unwrap();
    let all = text(&out);
    assert!(out.status.success(), "{all}");
    assert_eq!(all.matches("the sandbox is turned off").count(), 1, "said once:\n{all}");
    assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<String>::new(), "the fallback still ends every process");
    h.assert_nothing_outside();
}

// ---- least privilege and limits that hold as root (issue 19) ----

/// The program's output of the 2021 cell of `h`'s only snippet, run in-process.
fn program_stdout(h: &Hostile) -> String {
    let cell = execute(h, Edition::E2021);
    cell.stdout.unwrap_or_else(|| panic!("the program did not run: {:?}\n{}", cell.outcome, cell.stderr))
}

#[test]
fn a_cell_runs_as_an_unprivileged_user_and_reads_no_root_only_file() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    // A root-only file of the system: /etc/shadow on Debian (root:shadow, 0640).
    let secret = Path::new("/etc/shadow");
    assert!(secret.is_file(), "this case reads /etc/shadow, which this system lacks");
    let h = Hostile::new(&[(
        "a.rs",
        "//@ run-pass\n// fake-rustc: sh echo uid=$(id -u); cat /etc/shadow 2>/dev/null && echo READ-SHADOW; true\nfn main() {}\n",
    )]);
    let stdout = program_stdout(&h);
    assert!(!stdout.contains("READ-SHADOW") && !stdout.contains("root:"), "a root-only file was read:\n{stdout}");
    assert!(stdout.contains("uid=") && !stdout.contains("uid=0\n"), "the cell ran as root:\n{stdout}");
    h.assert_nothing_outside();
}

#[test]
fn a_cell_sees_neither_the_project_nor_its_sockets() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let h = Hostile::new(&[]);
    let secret = h.project().join("target/secret.txt");
    h.write("target/secret.txt", "the project's secret\n");
    let socket = h.project().join("target/s.sock");
    let listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    listener.set_nonblocking(true).unwrap();
    let connect = format!("import socket; s = socket.socket(socket.AF_UNIX); s.connect('{}'); s.send(b'x')", socket.display());
    h.write(
        "suites/fake/a.rs",
        &format!(
            "//@ run-pass\n// fake-rustc: sh cat {} 2>/dev/null; test -e {} && echo SEES-SOCKET; ls {} 2>/dev/null; /usr/bin/python3 -c \"{connect}\" 2>/dev/null && echo CONNECTED; true\nfn main() {{}}\n",
            secret.display(),
            socket.display(),
            h.project().join("suites/fake").display(),
        ),
    );
    let stdout = program_stdout(&h);
    assert!(!stdout.contains("the project's secret"), "the cell read the project:\n{stdout}");
    assert!(!stdout.contains("SEES-SOCKET") && !stdout.contains("CONNECTED"), "the cell reached a socket in the project:\n{stdout}");
    // Its own snippet is there, where it is (messages name it), and nothing beside it.
    assert_eq!(stdout.trim(), "a.rs", "the cell's view of its snippet's folder:\n{stdout}");
    assert!(listener.accept().is_err(), "the cell connected to the project's socket");
}

#[test]
fn a_cell_that_fills_its_tmp_stops_at_the_size_and_cannot_write_the_root() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    // 300 MiB into /tmp (256 MiB), 100 MiB into /dev/shm (64 MiB), a file at / and in /dev.
    let h = Hostile::new(&[(
        "a.rs",
        "//@ run-pass\n// fake-rustc: sh head -c 314572800 /dev/zero > /tmp/fill 2>/dev/null; echo tmp $(wc -c < /tmp/fill); rm -f /tmp/fill; head -c 104857600 /dev/zero > /dev/shm/fill 2>/dev/null; echo shm $(wc -c < /dev/shm/fill); echo x > /at-root 2>/dev/null && echo WROTE-ROOT; echo x > /dev/at-dev 2>/dev/null && echo WROTE-DEV; true\nfn main() {}\n",
    )]);
    let stdout = program_stdout(&h);
    let size = |name: &str| -> u64 {
        let line = stdout.lines().find_map(|l| l.strip_prefix(&format!("{name} "))).unwrap_or_else(|| panic!("no {name} line:\n{stdout}"));
        line.trim().parse().unwrap()
    };
    assert!(size("tmp") <= edrift::invoke::sandbox::TMP_SIZE, "/tmp took {} bytes:\n{stdout}", size("tmp"));
    assert!(size("shm") <= edrift::invoke::sandbox::SHM_SIZE, "/dev/shm took {} bytes:\n{stdout}", size("shm"));
    assert!(!stdout.contains("WROTE-ROOT") && !stdout.contains("WROTE-DEV"), "{stdout}");
    h.assert_nothing_outside();
}

#[test]
fn a_fork_bomb_stops_at_the_process_limit_and_leaves_nothing() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    // At most 3000 sleeping children (bounded, so that a failure of the limit is safe): the
    // limit (the cell user's tasks + 2048) stops the loop first; a builtin reads the count.
    let mark = unique("9879");
    let bomb = format!(
        "sh -c 'n=0; while [ $n -lt 3000 ]; do sleep {mark} & n=$((n+1)); echo $n > count; done' 2>/dev/null; read n < count; echo spawned $n"
    );
    let h = Hostile::new(&[("a.rs", &format!("//@ run-pass\n// fake-rustc: sh {bomb}\nfn main() {{}}\n"))]);
    let stdout = program_stdout(&h);
    let spawned: u64 =
        stdout.lines().find_map(|l| l.strip_prefix("spawned ")).unwrap_or_else(|| panic!("no count:\n{stdout}")).trim().parse().unwrap();
    assert!(spawned < 3000, "the fork bomb was not stopped ({spawned} processes):\n{stdout}");
    assert!(spawned <= edrift::invoke::sandbox::limits().processes, "{spawned} processes");
    assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<String>::new(), "the bomb's processes outlived the cell");
    h.assert_nothing_outside();
}

#[test]
fn a_cell_has_a_network_of_its_own_with_a_loopback_and_nothing_else() {
    if !sandboxed() {
        panic!("this case needs bubblewrap (apt-get install bubblewrap)");
    }
    let host = std::fs::read_link("/proc/self/ns/net").unwrap().display().to_string();
    let loopback = "import socket; l = socket.socket(); l.bind(('127.0.0.1', 0)); l.listen(); c = socket.create_connection(l.getsockname()); print('LOOPBACK-UP')";
    let h = Hostile::new(&[(
        "a.rs",
        &format!(
            "//@ run-pass\n// fake-rustc: sh readlink /proc/self/ns/net; /usr/bin/python3 -c \"{loopback}\" 2>&1 | tail -1; ls /sys/class/net 2>/dev/null; true\nfn main() {{}}\n"
        ),
    )]);
    // Two cells on one worker, one after the other: the same namespace, not the host's.
    let (first, second) = (program_stdout(&h), program_stdout(&h));
    let namespace = |stdout: &str| stdout.lines().next().unwrap_or_default().to_string();
    assert!(namespace(&first).starts_with("net:[") && namespace(&first) != host, "the host's network:\n{first}");
    assert!(first.contains("LOOPBACK-UP"), "no loopback:\n{first}");
    assert!(!first.contains("eth") && !first.contains("ens"), "{first}");
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        assert_eq!(namespace(&first), namespace(&second), "a worker's cells make a network namespace each (the costly part)");
    }
    h.assert_nothing_outside();
}

// ---- a hostile test folder (`run --suite`, compiletest's dialect) ----

/// A compiletest folder at `project/ct/ui` whose reference is lane `a`, with `files` in it.
fn compiletest_folder(files: &[(&str, &str)]) -> (Hostile, String) {
    let h = Hostile::new(&[]);
    h.write("ct/ui/suite.toml", "dialect = \"compiletest\"\nreference = \"a\"\n");
    for (name, text) in files {
        h.write(&format!("ct/ui/{name}"), text);
    }
    let folder = h.project().join("ct/ui").display().to_string();
    (h, folder)
}

const FAILING_TEST: &str = "//@ edition: 2021\n// fake-rustc: error E0308 3 mismatched types\nfn main() {\n    let x: u8 = \"\";\n}\n";

#[test]
fn a_revision_name_that_climbs_out_is_an_error_and_bless_writes_nothing_there() {
    let test = format!("//@ revisions: ok y/../../../../../outside/ESCAPE\n{FAILING_TEST}");
    let (h, folder) = compiletest_folder(&[("t.rs", &test)]);
    // A bad test is a failure of the run that names it, and the rest of the folder runs.
    for command in ["run", "bless"] {
        let out = h.edrift(&[command, "--offline", "--lane", "a", "--suite", &folder]);
        let all = text(&out);
        assert_eq!(out.status.code(), Some(1), "{all}");
        assert!(all.contains("t.rs:1:1: revision name `y/../../../../../outside/ESCAPE` is not a word"), "{all}");
    }
    assert!(!h.t().join("outside/ESCAPE.stderr").exists());
    h.assert_nothing_outside();
}

#[test]
fn an_expectation_linked_out_of_the_folder_is_neither_read_nor_written() {
    let (h, folder) = compiletest_folder(&[("t.rs", FAILING_TEST)]);
    std::os::unix::fs::symlink(h.t().join("outside/secret.txt"), h.project().join("ct/ui/t.stderr")).unwrap();
    for command in ["run", "bless"] {
        let out = h.edrift(&[command, "--offline", "--lane", "a", "--suite", &folder]);
        let all = text(&out);
        assert!(!out.status.success(), "{command} passed through the link:\n{all}");
        assert!(all.contains("t.stderr") && all.contains("outside"), "{command} does not name the link:\n{all}");
        assert!(!all.contains("the secret"), "{command} disclosed the file behind the link:\n{all}");
    }
    assert_eq!(std::fs::read_to_string(h.t().join("outside/secret.txt")).unwrap(), "the secret\n");
    h.assert_nothing_outside();
}

#[test]
fn a_fixed_file_or_an_auxiliary_crate_linked_out_of_the_folder_is_refused() {
    let rustfix = format!("//@ run-rustfix\n{FAILING_TEST}");
    let aux = format!("//@ aux-build: helper.rs\n{FAILING_TEST}");
    let (h, folder) = compiletest_folder(&[("fix.rs", &rustfix), ("aux.rs", &aux)]);
    let ui = h.project().join("ct/ui");
    std::fs::create_dir(ui.join("auxiliary")).unwrap();
    std::os::unix::fs::symlink(h.t().join("outside/secret.txt"), ui.join("fix.fixed")).unwrap();
    std::os::unix::fs::symlink(h.t().join("outside/secret.txt"), ui.join("auxiliary/helper.rs")).unwrap();
    let out = h.edrift(&["run", "--offline", "--lane", "a", "--suite", &folder]);
    let all = text(&out);
    assert!(!out.status.success(), "{all}");
    for name in ["fix.fixed", "helper.rs"] {
        assert!(all.contains(name), "the link {name} is not named:\n{all}");
    }
    assert!(!all.contains("the secret"), "the file behind a link was disclosed:\n{all}");
    h.assert_nothing_outside();
}

#[test]
fn a_huge_expectation_is_an_error_not_read_whole() {
    let (h, folder) = compiletest_folder(&[("t.rs", FAILING_TEST)]);
    // Sparse: 200 MB on paper, nothing on disk; read whole it would cost the harness 200 MB.
    let file = std::fs::File::create(h.project().join("ct/ui/t.stderr")).unwrap();
    file.set_len(200 << 20).unwrap();
    let out = h.edrift(&["run", "--offline", "--lane", "a", "--suite", &folder]);
    let all = text(&out);
    assert!(!out.status.success(), "{all}");
    assert!(all.contains("t.stderr") && all.contains("larger than"), "{all}");
    h.assert_nothing_outside();
}

#[test]
fn many_revisions_cost_linear_memory() {
    // 20,000 revisions once cost 24 GB (the parse was quadratic): now each is a cell, and the
    // listing of them all stays small.
    let names: Vec<String> = (0..20_000).map(|i| format!("r{i}")).collect();
    let test = format!("//@ revisions: {}\n//@[r7] check-pass\n{FAILING_TEST}", names.join(" "));
    let (h, folder) = compiletest_folder(&[("t.rs", &test)]);
    let out = h.command(&["list", "--lane", "a", "--suite", &folder]).output().unwrap();
    let all = text(&out);
    assert!(out.status.success(), "{}", &all[..all.len().min(2000)]);
    assert_eq!(
        all.lines().filter(|l| l.starts_with("ui/t#r") && l.ends_with("::e2021::a")).count(),
        20_000,
        "{}",
        &all[..all.len().min(2000)]
    );
    // The largest child this test process waited for (every test's: a bound on them all).
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes the struct it is given.
    assert_eq!(unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, usage.as_mut_ptr()) }, 0);
    // SAFETY: initialised by the call above.
    let peak_kib = unsafe { usage.assume_init() }.ru_maxrss;
    assert!(peak_kib < 512 * 1024, "listing 20,000 revisions took {peak_kib} KiB at its peak");
    h.assert_nothing_outside();
}

#[test]
fn a_huge_test_file_is_an_error_naming_it() {
    let (h, folder) = compiletest_folder(&[("ok.rs", FAILING_TEST)]);
    let file = std::fs::File::create(h.project().join("ct/ui/huge.rs")).unwrap();
    file.set_len(100 << 20).unwrap();
    let out = h.edrift(&["run", "--offline", "--lane", "a", "--suite", &folder]);
    let all = text(&out);
    assert_eq!(out.status.code(), Some(1), "{all}");
    assert!(all.contains("huge.rs") && all.contains("larger than"), "{all}");
    h.assert_nothing_outside();
}
