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
