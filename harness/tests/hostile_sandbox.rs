//! What a hostile cell reaches through the sandbox itself (issue 28): sockets of the host in
//! folders bound into it, its own folder's size, and what a harness killed outright leaves.
//! Each case fails without its fix.

mod support;

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use edrift::invoke::sandbox::{self, Sandbox, Sharing};
use edrift::invoke::{Exit, ProcessSpec, run_isolated};

/// A folder the cell's user may enter (tempfile makes them 0700).
fn open_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    dir
}

fn spec(program: &str, args: &[&str], cwd: &Path) -> ProcessSpec {
    ProcessSpec {
        program: PathBuf::from(program),
        args: args.iter().map(|a| a.to_string()).collect(),
        cwd: Some(cwd.to_path_buf()),
        env: vec![("PATH".to_string(), "/usr/bin:/bin".into())],
        timeout: Duration::from_secs(600),
        stdin: None,
    }
}

/// A socket listening at `path`, open to everyone (as `/dev/log` or a bus socket is), removed
/// when dropped.
struct Listener {
    path: PathBuf,
    socket: std::os::unix::net::UnixListener,
}

impl Listener {
    fn bind(path: &Path) -> Listener {
        let _ = std::fs::remove_file(path);
        let socket = std::os::unix::net::UnixListener::bind(path).unwrap();
        socket.set_nonblocking(true).unwrap();
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o777)).unwrap();
        Listener { path: path.to_path_buf(), socket }
    }

    /// Whether anything connected to it.
    fn was_reached(&self) -> bool {
        match self.socket.accept() {
            Ok(_) => true,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => false,
            Err(e) => panic!("accept on {}: {e}", self.path.display()),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// A program that, for each path, says whether it sees a socket there and whether it could
/// connect to it (stream, then datagram, then a datagram pair's `sendto`).
const CONNECT: &str = r#"
import os, socket, stat, sys
for path in sys.argv[1:]:
    try:
        print("SEES-SOCKET" if stat.S_ISSOCK(os.stat(path).st_mode) else "NOT-A-SOCKET", path)
    except OSError as e:
        print("MISSING", path, e)
    for kind in (socket.SOCK_STREAM, socket.SOCK_DGRAM):
        try:
            s = socket.socket(socket.AF_UNIX, kind)
            s.connect(path)
            s.send(b"x")
            print("CONNECTED", path)
        except OSError as e:
            print("REFUSED", path, e)
    try:
        a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
        a.sendto(b"x", path)
        print("CONNECTED", path)
    except OSError as e:
        print("REFUSED", path, e)
"#;

#[test]
fn a_cell_reaches_no_socket_of_the_host_in_a_bound_folder_or_etc() {
    support::install_sandbox();
    let lane = open_folder();
    let cell = open_folder();
    // SAFETY: geteuid has no preconditions.
    let root = unsafe { libc::geteuid() } == 0;
    for sharing in [Sharing::PerWorker, Sharing::PerProcess] {
        sandbox::set_sharing(sharing);
        let sandbox = Sandbox::new(vec![lane.path().to_path_buf()], vec![cell.path().to_path_buf()]);
        sandbox::hand_over(&sandbox).unwrap();
        // A first process makes the worker's view; the sockets come after it, as a service's
        // socket may appear while a run goes on.
        let first = run_isolated(&spec("/bin/true", &[], cell.path()), Some(&sandbox)).unwrap();
        assert_eq!(first.status, Exit::Code(0), "{first:?}");
        let mut listeners = vec![Listener::bind(&lane.path().join("s.sock"))];
        if root {
            listeners.push(Listener::bind(Path::new(&format!("/etc/edrift-test-{}.sock", std::process::id()))));
        }
        let mut args = vec!["-c", CONNECT];
        let paths: Vec<String> = listeners.iter().map(|l| l.path.display().to_string()).collect();
        args.extend(paths.iter().map(String::as_str));
        let out = run_isolated(&spec("/usr/bin/python3", &args, cell.path()), Some(&sandbox)).unwrap();
        let said = format!("{sharing:?}:\n{}{}", out.stdout, out.stderr);
        for path in &paths {
            // Not vacuous: the cell sees the socket, and tried each way.
            assert!(out.stdout.contains(&format!("SEES-SOCKET {path}")), "{said}");
            assert_eq!(out.stdout.matches(&format!("REFUSED {path}")).count(), 3, "{said}");
        }
        assert!(!out.stdout.contains("CONNECTED"), "a cell reached a socket of the host: {said}");
        for listener in &listeners {
            assert!(!listener.was_reached(), "{} saw a connection: {said}", listener.path.display());
        }
    }
    sandbox::set_sharing(Sharing::PerWorker);
}

#[test]
fn a_cell_still_has_its_loopback_and_connected_socket_pairs() {
    support::install_sandbox();
    let cell = open_folder();
    let program = "import socket\nl = socket.socket(); l.bind(('127.0.0.1', 0)); l.listen(); socket.create_connection(l.getsockname()); print('TCP')\na, b = socket.socketpair(); a.send(b'x'); print('PAIR', b.recv(1))\n";
    let sandbox = Sandbox::new(Vec::new(), vec![cell.path().to_path_buf()]);
    sandbox::hand_over(&sandbox).unwrap();
    let out = run_isolated(&spec("/usr/bin/python3", &["-c", program], cell.path()), Some(&sandbox)).unwrap();
    assert_eq!(out.stdout, "TCP\nPAIR b'x'\n", "{out:?}");
}

// ---- leftovers of a harness killed outright ----

const IDENTITY: &str = "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\ncommit-hash: 59807616e1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\nrelease: 1.95.0\nLLVM version: 22.1.2\n";

/// A project `t/<name>` with one snippet and the fake lane `a` (under `t/lanes`).
fn project(t: &Path, name: &str, snippet: &str) -> PathBuf {
    let project = t.join(name);
    std::fs::create_dir_all(project.join("suites/fake")).unwrap();
    std::fs::create_dir_all(project.join("expected")).unwrap();
    let lane = t.join("lanes/a");
    if !lane.join("rustc").exists() {
        std::fs::create_dir_all(&lane).unwrap();
        std::fs::copy(env!("CARGO_BIN_EXE_fake-rustc"), lane.join("rustc")).unwrap();
        std::fs::write(lane.join("fake-identity.txt"), IDENTITY).unwrap();
    }
    let toolchains = format!("reference = \"a\"\n[lanes]\na = {{ rustc = \"{}\", release = \"1.95\" }}\n", lane.join("rustc").display());
    std::fs::write(project.join("toolchains.toml"), toolchains).unwrap();
    std::fs::write(project.join("suites/fake/a.rs"), snippet).unwrap();
    project
}

fn edrift(t: &Path, project: &Path) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"));
    command
        .arg("--root")
        .arg(project)
        .args(["run", "--lane", "a", "--edition", "2021", "--timeout", "600"])
        .env("TMPDIR", t.join("tmp"))
        .env("EDRIFT_LANES_DIR", t.join("lanes"))
        .env("HOME", t.join("home"))
        .env_remove("EDRIFT_STORE")
        .env_remove("BLESS")
        .env_remove("EDRIFT_SANDBOX")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    command
}

/// The processes whose command line holds `needle`.
fn processes_with(needle: &str) -> usize {
    let mut found = 0;
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if let Ok(cmdline) = std::fs::read(entry.path().join("cmdline"))
            && String::from_utf8_lossy(&cmdline).replace('\0', " ").contains(needle)
        {
            found += 1;
        }
    }
    found
}

/// Waits until `done` holds; fails after a patience that only a broken harness exhausts (a
/// busy machine may take minutes to start a cell), or when `child` exits first.
fn wait_until(what: &str, child: &mut std::process::Child, done: impl Fn() -> bool) {
    let give_up = std::time::Instant::now() + Duration::from_secs(600);
    while !done() {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("edrift exited ({status}) before {what}");
        }
        assert!(std::time::Instant::now() < give_up, "no {what} after 600 s");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The folders under `tmp` that the processes whose command line holds `needle` work in (a
/// cell's processes work in its folder).
fn folders_of(needle: &str, tmp: &Path) -> std::collections::BTreeSet<PathBuf> {
    let mut found = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else { continue };
        if !String::from_utf8_lossy(&cmdline).replace('\0', " ").contains(needle) {
            continue;
        }
        if let Ok(cwd) = std::fs::read_link(entry.path().join("cwd"))
            && let Ok(inside) = cwd.strip_prefix(tmp)
            && let Some(top) = inside.components().next()
        {
            found.insert(tmp.join(top));
        }
    }
    found
}

/// A harness this test started, killed when dropped (a failing assertion leaves none running).
struct Started(std::process::Child);

impl Drop for Started {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn folders(tmp: &Path) -> std::collections::BTreeSet<PathBuf> {
    std::fs::read_dir(tmp).unwrap().map(|e| e.unwrap().path()).collect()
}

#[test]
fn the_next_run_removes_the_folders_of_a_harness_killed_outright_but_not_a_live_run_s() {
    support::install_sandbox();
    let t = tempfile::tempdir().unwrap();
    let t = t.path();
    for sub in ["tmp", "home"] {
        std::fs::create_dir_all(t.join(sub)).unwrap();
    }
    let hang = |mark: &str| format!("//@ check-pass\n// fake-rustc: compiler-sh sleep {mark}\nfn main() {{}}\n");
    let (mark_killed, mark_live) = (format!("9881{}", std::process::id()), format!("9882{}", std::process::id()));
    let killed = project(t, "killed", &hang(&mark_killed));
    let live = project(t, "live", &hang(&mark_live));
    let next = project(t, "next", "//@ check-pass\nfn main() {}\n");
    let tmp = t.join("tmp");

    let (sleep_killed, sleep_live) = (format!("sleep {mark_killed}"), format!("sleep {mark_live}"));
    let mut first = Started(edrift(t, &killed).spawn().unwrap());
    wait_until("cell of the first run", &mut first.0, || !folders_of(&sleep_killed, &tmp).is_empty());
    let mut beside = Started(edrift(t, &live).spawn().unwrap());
    wait_until("cell of the run beside it", &mut beside.0, || !folders_of(&sleep_live, &tmp).is_empty());
    // Each run's folders, by where its hanging cells work (not whatever else comes and goes).
    let (of_first, of_beside) = (folders_of(&sleep_killed, &tmp), folders_of(&sleep_live, &tmp));
    assert!(of_first.is_disjoint(&of_beside), "{of_first:?} {of_beside:?}");

    first.0.kill().unwrap();
    first.0.wait().unwrap();
    let gone = std::time::Instant::now() + Duration::from_secs(600);
    while processes_with(&format!("sleep {mark_killed}")) > 0 {
        assert!(std::time::Instant::now() < gone, "the killed harness's cell outlived it");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(of_first.iter().all(|f| f.exists()), "the killed run's folders {of_first:?} are there until the next run: {:?}", folders(&tmp));

    let status = edrift(t, &next).status().unwrap();
    assert!(status.success(), "{status}");
    let left: Vec<&PathBuf> = of_first.iter().filter(|f| f.exists()).collect();
    assert!(left.is_empty(), "the next run left the killed run's folders: {left:?}");
    // A root harness's folders are tmpfs mounts (of its own mount namespace, or, where it has
    // none, the host's): gone too, their memory given back.
    let mounts = std::fs::read_to_string("/proc/self/mounts").unwrap();
    let mounted: Vec<&PathBuf> = of_first.iter().filter(|f| mounts.contains(&f.display().to_string())).collect();
    assert!(mounted.is_empty(), "still mounted: {mounted:?}");
    assert!(of_beside.iter().all(|f| f.is_dir()), "the next run removed a live run's folders: {of_beside:?}");

    // SAFETY: kill(2) on the child this test started; it removes its folders as it stops.
    unsafe { libc::kill(beside.0.id() as i32, libc::SIGTERM) };
    beside.0.wait().unwrap();
    assert_eq!(folders(&tmp), Default::default(), "a stopped run removes its own folders");
}

// ---- a cell's own folder has a size ----

#[test]
fn a_cell_that_fills_its_folder_stops_at_its_size_and_fails_saying_so() {
    support::install_sandbox();
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: only a root harness bounds a cell's folder (a tmpfs it mounts)");
        return;
    }
    let t = tempfile::tempdir().unwrap();
    let t = t.path();
    for sub in ["tmp", "home"] {
        std::fs::create_dir_all(t.join(sub)).unwrap();
    }
    // 64 MiB into the cell's folder (the compiler's working folder), whose size is 16 MiB.
    let fill =
        "//@ check-pass\n// fake-rustc: compiler-sh head -c 67108864 /dev/zero > fill; echo wrote $(wc -c < fill) >&2\nfn main() {}\n";
    let project = project(t, "full", fill);
    let out = edrift(t, &project)
        .env("EDRIFT_CELL_DISK_MB", "16")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .output()
        .unwrap();
    let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(1), "the cell fails:\n{said}");
    assert!(said.contains("the cell wrote more than 16 MiB into its folder"), "{said}");
    // The compiler says how much it wrote, unless the harness, looking at the folder while it
    // runs, found it full and killed it first.
    let wrote = said.lines().find_map(|l| l.trim_start().strip_prefix("wrote ")).map(|n| n.trim().parse::<u64>().unwrap());
    assert!(wrote.is_none_or(|wrote| wrote <= 16 * 1024 * 1024), "the cell wrote {wrote:?} bytes into a folder of 16 MiB:\n{said}");
    assert_eq!(folders(&t.join("tmp")), Default::default(), "the cell's folder is removed (and unmounted)");
}

// ---- a crate's path dependencies ----

/// A crate at `t/crate` (a workspace of its own) whose dependencies name folders of `t/outside`,
/// each a small library whose build script tries to write into its own folder.
fn crate_with_outside_dependencies(t: &Path) -> PathBuf {
    let write = |path: PathBuf, text: &str| {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    for name in ["helper", "unixonly"] {
        let dir = t.join("outside").join(name);
        write(dir.join("Cargo.toml"), &format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"));
        write(dir.join("src/lib.rs"), "pub fn h() {}\n");
        write(
            dir.join("build.rs"),
            "fn main() {\n    let planted = std::fs::write(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/planted\"), \"x\").is_ok();\n    println!(\"cargo:warning=planted: {planted}\");\n}\n",
        );
    }
    let krate = t.join("crate");
    let manifest = "[package]\nname = \"hostile\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n\n[target.'cfg(unix)'.dependencies]\nunixonly = { path = \"../outside/unixonly\" }\n\n[dev-dependencies]\nhelper = { path = \"../outside/helper\" }\n";
    write(krate.join("Cargo.toml"), manifest);
    write(krate.join("src/lib.rs"), "pub fn f() {}\n");
    write(krate.join("tests/ui/a.rs"), "fn main() { let x: u8 = \"\"; }\n");
    krate
}

fn edrift_ui(t: &Path, krate: &Path, extra: &[&str]) -> (std::process::Output, String) {
    edrift_ui_in(t, t, krate, extra)
}

/// `edrift ui` run from the folder `cwd` (where relative paths among `extra` start).
fn edrift_ui_in(t: &Path, cwd: &Path, krate: &Path, extra: &[&str]) -> (std::process::Output, String) {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_edrift"));
    command.current_dir(cwd);
    command.args(["ui", "--manifest-path"]).arg(krate.join("Cargo.toml")).arg("--state").arg(t.join("state"));
    let output = command.args(["--lane", "stable"]).args(extra).env_remove("BLESS").env_remove("EDRIFT_STORE").output().unwrap();
    let said = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (output, said)
}

#[test]
fn a_path_dependency_outside_the_workspace_is_refused_at_its_line_unless_allowed_and_then_read_only() {
    support::install_sandbox();
    let t = tempfile::tempdir().unwrap();
    let t = t.path();
    let krate = crate_with_outside_dependencies(t);
    let (output, said) = edrift_ui(t, &krate, &[]);
    assert_eq!(output.status.code(), Some(2), "{said}");
    let manifest = krate.join("Cargo.toml").canonicalize().unwrap();
    for (line, key) in [(9, "unixonly"), (12, "helper")] {
        assert!(said.contains(&format!("{}:{line}: `{key}` = {{ path = \"../outside/{key}\" }}", manifest.display())), "{said}");
    }
    assert!(said.contains("--allow-path-dependency"), "no way forward:\n{said}");
    assert!(!t.join("state/lanes").exists(), "something was built:\n{said}");

    // Allowed, the folders are read: bound read-only, so their build scripts write nothing there.
    let outside = t.join("outside");
    let (_, said) = edrift_ui(t, &krate, &["--allow-path-dependency", outside.to_str().unwrap()]);
    assert!(t.join("state/lanes/stable/build.json").is_file(), "the crate did not build:\n{said}");
    let build = t.join("state/lanes/stable/target/debug/build");
    let outputs: Vec<String> = std::fs::read_dir(&build)
        .unwrap()
        .filter_map(|entry| std::fs::read_to_string(entry.unwrap().path().join("output")).ok())
        .map(|text| text.trim().to_string())
        .collect();
    assert_eq!(outputs, ["cargo:warning=planted: false", "cargo:warning=planted: false"], "{said}");
    for name in ["helper", "unixonly"] {
        assert!(!outside.join(name).join("planted").exists(), "a build script wrote into the allowed folder {name}");
    }

    // Given relative to the working folder, the allowed folder means what the absolute one does,
    // from wherever the harness then reads it.
    std::fs::remove_dir_all(t.join("state")).unwrap();
    let (_, said) = edrift_ui_in(t, &krate.join("src"), &krate, &["--allow-path-dependency", "../../outside"]);
    assert!(!said.contains("path dependencies outside"), "the relative folder was not the allowed one:\n{said}");
    assert!(t.join("state/lanes/stable/build.json").is_file(), "the crate did not build:\n{said}");
}
