//! One process, run to its end, its deadline or its output limit: the mechanics under every
//! cell and every lane probe. The deadline never waits on a pipe (a `setsid` grandchild may
//! hold one open for ever); output past [`OUTPUT_LIMIT`] is cut and the process killed.

use std::ffi::OsString;
use std::io::{Read, Write as _};
use std::os::unix::process::{CommandExt as _, ExitStatusExt as _};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use super::sandbox;
use crate::error::Error;

/// One process to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProcessSpec {
    /// The program.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its working folder.
    pub cwd: Option<PathBuf>,
    /// Its whole environment (nothing else is inherited).
    pub env: Vec<(String, OsString)>,
    /// After this, the process group is killed.
    pub timeout: Duration,
    /// Bytes for its standard input (none: `/dev/null`).
    pub stdin: Option<Vec<u8>>,
}

/// How a process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Exit {
    /// It exited with a code.
    Code(i32),
    /// A signal killed it.
    Signal(i32),
    /// It ran past its timeout and was killed.
    TimedOut,
    /// It printed more than [`OUTPUT_LIMIT`] on a stream and was killed.
    OutputCut,
    /// It filled its cell's folder (this many bytes, `EDRIFT_CELL_DISK_MB`): its writes past it
    /// failed with "no space", and it was killed.
    DiskFull(u64),
}

impl Exit {
    /// Whether it exited 0.
    pub fn success(self) -> bool {
        self == Exit::Code(0)
    }
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(code) => write!(f, "exit code {code}"),
            Exit::Signal(signal) => write!(f, "killed by signal {signal}"),
            Exit::TimedOut => f.write_str("timed out"),
            Exit::OutputCut => write!(f, "killed: printed more than {OUTPUT_LIMIT} bytes"),
            Exit::DiskFull(size) => write!(f, "killed: wrote more than {} MiB into its folder", size / (1024 * 1024)),
        }
    }
}

/// What a process did.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ProcessOutput {
    /// How it ended.
    pub status: Exit,
    /// Its standard output (lossy UTF-8).
    pub stdout: String,
    /// Its standard error (lossy UTF-8).
    pub stderr: String,
    /// Wall time.
    pub duration: Duration,
}

/// The environment every lane process gets: a fixed `PATH`, the lane's libraries, and `extra`.
pub fn lane_env(library_path: &[PathBuf], extra: &[(&str, OsString)]) -> Vec<(String, OsString)> {
    let mut env = vec![("PATH".to_string(), OsString::from("/usr/local/bin:/usr/bin:/bin")), ("LC_ALL".to_string(), OsString::from("C"))];
    if !library_path.is_empty() {
        let joined = std::env::join_paths(library_path).unwrap_or_default();
        env.push(("LD_LIBRARY_PATH".to_string(), joined));
    }
    if let Some(tmp) = &crate::fsutil::places().tmpdir {
        env.push(("TMPDIR".to_string(), tmp.clone()));
    }
    for (key, value) in extra {
        env.retain(|(k, _)| k != key);
        env.push((key.to_string(), value.clone()));
    }
    env
}

/// Runs one process (not sandboxed: lane probes, provisioning) to completion, its deadline or
/// its output limit. Only a failure to start it is an error.
pub fn run_process(spec: &ProcessSpec) -> Result<ProcessOutput, Error> {
    run_isolated(spec, None)
}

/// Runs one process of a cell: inside `sandbox` (see [`sandbox::isolation`]), or in a process
/// group of its own where `--no-sandbox` says so; refused where no sandbox can be made. Either way the deadline holds (nothing waits for a pipe
/// past it), the output is capped at [`OUTPUT_LIMIT`] per stream, and [`limits`] apply.
pub fn run_isolated(spec: &ProcessSpec, sandbox: Option<&sandbox::Sandbox>) -> Result<ProcessOutput, Error> {
    let token = sandbox::new_token();
    let mut env = spec.env.clone();
    env.push((sandbox::TOKEN_VAR.to_string(), OsString::from(&token)));
    // The isolation is decided at the first sandboxed process, not before: a process that
    // needs no sandbox (apt-get installing bubblewrap itself) must not settle it.
    let bubblewrap = match sandbox {
        Some(sandbox) => match sandbox::isolation() {
            sandbox::Isolation::Bubblewrap(bwrap) => Some((sandbox, bwrap)),
            sandbox::Isolation::ProcessGroup(_) => None,
            sandbox::Isolation::Unavailable(why) => {
                let refusal = std::io::Error::new(std::io::ErrorKind::Unsupported, sandbox::refusal(&spec.program, why));
                return Err(Error::Spawn { program: spec.program.display().to_string(), source: refusal });
            }
        },
        None => None,
    };
    if bubblewrap.is_some() {
        for (key, value) in sandbox::env_inside() {
            env.retain(|(k, _)| k != key);
            env.push((key.to_string(), value));
        }
    }
    let wrapped = bubblewrap
        .map(|(sandbox, bwrap)| sandbox.wrap(bwrap, spec, &env))
        .transpose()
        .map_err(|source| Error::Spawn { program: spec.program.display().to_string(), source })?;
    let entering = matches!(wrapped, Some(sandbox::Wrap::Enter(_)));
    let program = match &wrapped {
        Some(sandbox::Wrap::Bubblewrap(bwrap, _, _)) => bwrap.clone(),
        Some(sandbox::Wrap::Enter(_)) | None => spec.program.clone(),
    };
    let mut command = Command::new(&program);
    command.env_clear().envs(env.iter().map(|(k, v)| (k, v)));
    match &wrapped {
        Some(sandbox::Wrap::Bubblewrap(_, args, _)) => command.args(args),
        Some(sandbox::Wrap::Enter(_)) | None => command.args(&spec.args),
    };
    // Entering a sandbox changes the working folder inside it.
    if let (Some(cwd), false) = (&spec.cwd, matches!(wrapped, Some(sandbox::Wrap::Enter(_)))) {
        command.current_dir(cwd);
    }
    let limits = sandbox::limits();
    command
        // An empty pipe rather than /dev/null: a process that reads its input (cargo's
        // `rustc -` probe) sees nothing, even on a machine whose /dev/null is broken.
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    // What the child is given stays open until it is spawned (bubblewrap's seccomp filter).
    let _given = match wrapped {
        // SAFETY: the closure only makes system calls (setrlimit, sigprocmask, setns, mount,
        // clone, prctl, execve, ...) on values made before the fork.
        Some(sandbox::Wrap::Enter(entry)) => unsafe {
            command.pre_exec(move || {
                sandbox::apply_limits(&limits)?;
                entry.enter()
            });
            None
        },
        wrapped => {
            // A bubblewrap enters its worker's network namespace rather than making one, but
            // for a sandbox with the network, which keeps the host's.
            let network = wrapped.as_ref().and(sandbox).filter(|s| !s.network).and_then(|_| sandbox::worker_network());
            // bubblewrap reads the seccomp filter from this descriptor.
            let filter = match &wrapped {
                Some(sandbox::Wrap::Bubblewrap(_, _, filter)) => Some(std::os::fd::AsRawFd::as_raw_fd(filter)),
                Some(sandbox::Wrap::Enter(_)) | None => None,
            };
            // SAFETY: the closure only calls async-signal-safe functions (setrlimit,
            // sigprocmask, setns, fcntl) on values computed before the fork.
            unsafe {
                command.pre_exec(move || {
                    sandbox::apply_limits(&limits)?;
                    if let Some(fd) = filter {
                        sandbox::seccomp::keep_across_exec(fd)?;
                    }
                    sandbox::enter_network(network)
                });
            }
            wrapped
        }
    };
    let start = Instant::now();
    let deadline = start + spec.timeout;
    let (mut child, running) = sandbox::spawn_registered(&mut command, &token).map_err(|source| match source.kind() {
        std::io::ErrorKind::Interrupted => Error::Interrupted,
        _ => Error::Spawn { program: program.display().to_string(), source },
    })?;
    // The detached copies of the cell's folders an entry holds are attached (or not needed) now.
    drop(command);
    let pid = child.id() as i32;
    let namespace = entering.then(|| sandbox::hold_namespace(pid)).flatten();
    if let Some(mut stdin) = child.stdin.take() {
        let bytes = spec.stdin.clone().unwrap_or_default();
        std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
    }
    let (sender, events) = mpsc::channel();
    let stdout = Capture::start(child.stdout.take(), sender.clone());
    let stderr = Capture::start(child.stderr.take(), sender.clone());
    std::thread::spawn(move || {
        let _ = sender.send(Happened::Exited(child.wait()));
    });
    // Wait for the exit and both ends of file, but never past the deadline: a `setsid`
    // grandchild may hold a pipe open for ever.
    let mut exited = None;
    let mut open_streams = 2;
    // The cell's bounded folders, looked at while it runs and once it ended.
    let folders: Vec<PathBuf> = sandbox.map_or_else(Vec::new, |s| s.writable.clone());
    let filled = || folders.iter().find_map(|folder| sandbox::filled(folder));
    let end = loop {
        if exited.is_some() && open_streams == 0 {
            break End::Finished;
        }
        let Some(left) = deadline.checked_duration_since(Instant::now()) else { break End::TimedOut };
        match events.recv_timeout(left.min(DISK_LOOK)) {
            Ok(Happened::Exited(status)) => exited = Some(status),
            Ok(Happened::Closed) => open_streams -= 1,
            Ok(Happened::Overflowed) => break End::OutputCut,
            Err(mpsc::RecvTimeoutError::Timeout) => match filled() {
                Some(size) => break End::DiskFull(size),
                None => continue,
            },
            Err(mpsc::RecvTimeoutError::Disconnected) => break End::Finished,
        }
    };
    // A process that filled its folder and ended between two looks.
    let end = match (end, filled()) {
        (End::Finished, Some(size)) => End::DiskFull(size),
        (end, _) => end,
    };
    // End the group (a linker, a test binary, anything the cell left behind) and, outside a
    // sandbox, whatever escaped it with `setsid`.
    sandbox::kill(pid, &token, running.born);
    if exited.is_none() {
        // Killed, it ends at once; the bound is for a process stuck in the kernel.
        exited = wait_for_exit(&events, Duration::from_secs(5));
    }
    drop(running);
    sandbox::release_later(namespace);
    let status = match (end, exited) {
        (End::OutputCut, _) => Exit::OutputCut,
        (End::DiskFull(size), _) => Exit::DiskFull(size),
        (End::TimedOut, _) | (End::Finished, None) => Exit::TimedOut,
        (End::Finished, Some(Ok(status))) => exit_of(status),
        (End::Finished, Some(Err(_))) => Exit::Code(-1),
    };
    let duration = start.elapsed();
    // A process that ended after an interrupt may have been killed by it: that is no outcome.
    sandbox::check_not_interrupted()?;
    let mut stderr = stderr.take();
    if let Exit::DiskFull(size) = status {
        stderr.push_str(&disk_full_marker(size));
    }
    Ok(ProcessOutput { status, stdout: stdout.take(), stderr, duration })
}

/// How often a running process's bounded folders are looked at (one `statvfs` each).
const DISK_LOOK: Duration = Duration::from_millis(100);

/// The line that ends the stderr of a process that filled its cell's folder.
pub fn disk_full_marker(size: u64) -> String {
    format!(
        "\n[edrift: the cell wrote more than {} MiB into its folder (the limit, EDRIFT_CELL_DISK_MB); writes past it failed with \"no space left on device\" and the process was killed]\n",
        size / (1024 * 1024)
    )
}

/// Why the wait for a process stopped.
#[derive(Clone, Copy)]
enum End {
    Finished,
    TimedOut,
    OutputCut,
    /// The cell's folder of this size is full.
    DiskFull(u64),
}

enum Happened {
    Exited(std::io::Result<std::process::ExitStatus>),
    Closed,
    Overflowed,
}

fn wait_for_exit(events: &mpsc::Receiver<Happened>, patience: Duration) -> Option<std::io::Result<std::process::ExitStatus>> {
    let until = Instant::now() + patience;
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(Happened::Exited(status)) => return Some(status),
            Ok(Happened::Closed | Happened::Overflowed) => {}
            Err(_) => return None,
        }
    }
    None
}

/// What a pipe delivered so far: the reader thread fills it, and the caller takes it when the
/// process is done, whether or not the pipe reached its end.
struct Capture {
    bytes: Arc<Mutex<Vec<u8>>>,
    cut: Arc<std::sync::atomic::AtomicBool>,
}

/// The most a cell's process may print on one stream; the rest is dropped, the process group is
/// killed, and the process ends as [`Exit::OutputCut`].
pub const OUTPUT_LIMIT: usize = 4 * 1024 * 1024;

/// The line that replaces what was cut.
pub fn cut_marker() -> String {
    format!("\n[edrift: output cut at {OUTPUT_LIMIT} bytes (the limit of a stream); the process was killed]\n")
}

impl Capture {
    fn start<R: Read + Send + 'static>(pipe: Option<R>, events: mpsc::Sender<Happened>) -> Capture {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let cut = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (into, cut_flag) = (Arc::clone(&bytes), Arc::clone(&cut));
        std::thread::spawn(move || {
            let Some(mut pipe) = pipe else {
                let _ = events.send(Happened::Closed);
                return;
            };
            let mut chunk = [0u8; 64 * 1024];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => {
                        let Ok(mut buffer) = into.lock() else { break };
                        let room = OUTPUT_LIMIT.saturating_sub(buffer.len());
                        buffer.extend_from_slice(&chunk[..n.min(room)]);
                        if n > room && !cut_flag.swap(true, std::sync::atomic::Ordering::SeqCst) {
                            let _ = events.send(Happened::Overflowed);
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = events.send(Happened::Closed);
        });
        Capture { bytes, cut }
    }

    fn take(self) -> String {
        let bytes = self.bytes.lock().map(|mut b| std::mem::take(&mut *b)).unwrap_or_default();
        let mut text = String::from_utf8_lossy(&bytes).into_owned();
        if self.cut.load(std::sync::atomic::Ordering::SeqCst) {
            text.push_str(&cut_marker());
        }
        text
    }
}

fn exit_of(status: std::process::ExitStatus) -> Exit {
    match (status.code(), status.signal()) {
        (Some(code), _) => Exit::Code(code),
        (None, Some(signal)) => Exit::Signal(signal),
        (None, None) => Exit::Code(-1),
    }
}
