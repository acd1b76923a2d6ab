//! How `invoke` isolates a cell's processes: a bubblewrap sandbox where the machine allows it
//! (no network, the project and the lanes read-only, a writable temporary folder, a PID
//! namespace that dies with the cell), else a process group of its own, found again by a token
//! in its environment. Both get resource limits. It also keeps the table of running processes
//! and temporary folders that an interrupt (Ctrl-C, SIGTERM) cleans up.
//!
//! It spawns nothing itself except bubblewrap's one-time probe, and decides nothing about
//! outcomes.

use std::ffi::OsString;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::Duration;

use super::ProcessSpec;

/// The environment variable that marks every process of one [`super::run_isolated`] call, so
/// that what escaped its process group (`setsid`) is found and killed.
pub const TOKEN_VAR: &str = "EDRIFT_CELL_TOKEN";

/// How cells are isolated on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Isolation {
    /// bubblewrap at this path works here.
    Bubblewrap(PathBuf),
    /// No sandbox: a process group, resource limits and the deadline; the reason why.
    ProcessGroup(String),
}

static DISABLED: AtomicBool = AtomicBool::new(false);
static ISOLATION: OnceLock<Isolation> = OnceLock::new();

/// Turns the sandbox off for this process (`--no-sandbox`); call before the first cell.
pub fn disable() {
    DISABLED.store(true, Ordering::SeqCst);
}

/// The isolation of this process, decided once (with `EDRIFT_SANDBOX=0` or [`disable`], the
/// process group). When bubblewrap is missing or cannot make namespaces here, this says so once
/// on stderr.
pub fn isolation() -> &'static Isolation {
    ISOLATION.get_or_init(|| {
        if DISABLED.load(Ordering::SeqCst) || std::env::var_os("EDRIFT_SANDBOX").is_some_and(|v| v == "0" || v == "off") {
            return Isolation::ProcessGroup("turned off (--no-sandbox or EDRIFT_SANDBOX=0)".to_string());
        }
        let isolation = probe();
        if let Isolation::ProcessGroup(why) = &isolation {
            eprintln!(
                "warning: {why}: cells run without a sandbox, with process-group isolation only (no network or file-system \
                 protection); install bubblewrap (`apt-get install bubblewrap`, or `.ci/run` does it) to sandbox them"
            );
        }
        isolation
    })
}

fn probe() -> Isolation {
    // `EDRIFT_BWRAP` names another bubblewrap (or, naming nothing, tries the fallback).
    let candidates: Vec<PathBuf> = match std::env::var_os("EDRIFT_BWRAP") {
        Some(path) => vec![PathBuf::from(path)],
        None => ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"].iter().map(PathBuf::from).collect(),
    };
    let Some(bwrap) = candidates.into_iter().find(|p| p.is_file()) else {
        return Isolation::ProcessGroup("bubblewrap (bwrap) is missing".to_string());
    };
    let output = std::process::Command::new(&bwrap)
        .args(["--unshare-net", "--unshare-pid", "--die-with-parent", "--ro-bind", "/", "/", "--proc", "/proc", "true"])
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .stdin(std::process::Stdio::null())
        .output();
    match output {
        Ok(out) if out.status.success() => Isolation::Bubblewrap(bwrap),
        Ok(out) => {
            Isolation::ProcessGroup(format!("bubblewrap cannot create namespaces here ({})", String::from_utf8_lossy(&out.stderr).trim()))
        }
        Err(e) => Isolation::ProcessGroup(format!("bubblewrap ({}) cannot run: {e}", bwrap.display())),
    }
}

/// What a sandboxed process may see: everything else of the machine but the system folders is
/// absent. Paths are bound at the same place, so messages name the same paths as outside.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sandbox {
    /// Folders bound read-only (the project, the lane's toolchain).
    pub read_only: Vec<PathBuf>,
    /// Folders bound writable (the cell's temporary folder).
    pub writable: Vec<PathBuf>,
}

/// System folders every process needs read-only (the loader, libraries, `cc`, `/etc/ld.so.cache`).
const SYSTEM: &[&str] = &["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"];

impl Sandbox {
    /// The bubblewrap command line that runs `spec` inside this sandbox.
    pub fn command(&self, bwrap: &Path, spec: &ProcessSpec) -> (PathBuf, Vec<String>) {
        let mut args: Vec<String> = [
            "--unshare-net",
            "--unshare-pid",
            "--unshare-ipc",
            "--unshare-uts",
            "--unshare-cgroup-try",
            "--die-with-parent",
            "--new-session",
            "--cap-drop",
            "ALL",
        ]
        .iter()
        .map(|a| a.to_string())
        .collect();
        for dir in SYSTEM {
            let path = Path::new(dir);
            match std::fs::read_link(path) {
                // Merged /usr: `/bin -> usr/bin`.
                Ok(target) => args.extend(["--symlink".to_string(), target.display().to_string(), dir.to_string()]),
                Err(_) if path.is_dir() => args.extend(["--ro-bind".to_string(), dir.to_string(), dir.to_string()]),
                Err(_) => {}
            }
        }
        args.extend(["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"].iter().map(|a| a.to_string()));
        // Each folder where it really is (an ancestor already bound covers it); a path that
        // reaches it through a symbolic link the binds do not cover gets that link.
        for (flag, dirs) in [("--ro-bind", &self.read_only), ("--bind", &self.writable)] {
            let mut real: Vec<PathBuf> = dirs.iter().filter_map(|d| d.canonicalize().ok()).collect();
            real.sort();
            real.dedup();
            let mut bound: Vec<PathBuf> = Vec::new();
            for dir in real {
                if flag == "--bind" || !bound.iter().any(|b| dir.starts_with(b)) {
                    args.extend([flag.to_string(), dir.display().to_string(), dir.display().to_string()]);
                    bound.push(dir);
                }
            }
            for dir in dirs {
                let Ok(target) = dir.canonicalize() else { continue };
                if target != *dir && !bound.iter().any(|b| dir.starts_with(b)) {
                    args.extend(["--symlink".to_string(), target.display().to_string(), dir.display().to_string()]);
                }
            }
        }
        if let Some(cwd) = &spec.cwd {
            args.extend(["--chdir".to_string(), cwd.display().to_string()]);
        }
        args.push("--".to_string());
        args.push(spec.program.display().to_string());
        args.extend(spec.args.iter().cloned());
        (bwrap.to_path_buf(), args)
    }
}

/// The resource limits of every process `invoke` starts, set between fork and exec.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Address space, bytes (`EDRIFT_CELL_MEMORY_MB`, default 4 GiB).
    pub memory: u64,
    /// Tasks of the user (a fork bomb stops here; the kernel exempts root, whose cells the PID
    /// namespace and the deadline bound instead).
    pub processes: u64,
    /// Largest file a process may write, bytes.
    pub file_size: u64,
}

/// The limits, computed once.
pub fn limits() -> Limits {
    static LIMITS: OnceLock<Limits> = OnceLock::new();
    *LIMITS.get_or_init(|| {
        let memory_mb = std::env::var("EDRIFT_CELL_MEMORY_MB").ok().and_then(|m| m.parse::<u64>().ok()).unwrap_or(4096);
        Limits { memory: memory_mb * 1024 * 1024, processes: tasks_of_user() + 2048, file_size: 1024 * 1024 * 1024 }
    })
}

/// How many tasks (threads count) the user runs now: the base the process limit adds to.
fn tasks_of_user() -> u64 {
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: getuid has no preconditions.
    let uid = unsafe { libc::getuid() };
    if uid == 0 {
        // The kernel does not hold root to the limit: counting (a read of every process's
        // status, tens of milliseconds on a busy machine, in every test process) changes nothing.
        return 0;
    }
    let Ok(entries) = std::fs::read_dir("/proc") else { return 4096 };
    let mut tasks = 0;
    // A process's folder belongs to its (effective) user: only those statuses are read (a
    // setuid program the user started is left out, which the limit's margin covers).
    for entry in entries.flatten().filter(|entry| entry.metadata().is_ok_and(|m| m.uid() == uid)) {
        let Ok(status) = std::fs::read_to_string(entry.path().join("status")) else { continue };
        let field = |name: &str| status.lines().find_map(|l| l.strip_prefix(name)).map(str::trim).map(str::to_string);
        let owner = field("Uid:").and_then(|u| u.split_whitespace().next().and_then(|u| u.parse::<u32>().ok()));
        if owner == Some(uid) {
            tasks += field("Threads:").and_then(|t| t.parse::<u64>().ok()).unwrap_or(1);
        }
    }
    tasks
}

/// Applies `limits` and unblocks the signals the interrupt handler blocks. Runs in the child
/// between fork and exec: async-signal-safe calls only.
pub fn apply_limits(limits: &Limits) -> std::io::Result<()> {
    let set = |resource, value: u64| {
        let limit = libc::rlimit { rlim_cur: value as libc::rlim_t, rlim_max: value as libc::rlim_t };
        // SAFETY: setrlimit with a valid pointer to a local struct.
        unsafe { libc::setrlimit(resource, &limit) };
    };
    set(libc::RLIMIT_AS, limits.memory);
    set(libc::RLIMIT_NPROC, limits.processes);
    set(libc::RLIMIT_FSIZE, limits.file_size);
    set(libc::RLIMIT_CORE, 0);
    // Dies with the harness, even killed outright (bubblewrap then ends its sandbox).
    // SAFETY: prctl with integer arguments.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
    }
    // SAFETY: sigprocmask on a set built on the stack.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
    }
    Ok(())
}

/// A token unique to one process run of this harness.
pub fn new_token() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!("{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::SeqCst))
}

/// Kills the process group `pid` leads and every process still carrying `token` in its
/// environment.
pub fn kill(pid: i32, token: &str) {
    // SAFETY: kill(2) on a process group this harness created.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
    // Outside a sandbox, `setsid` children left the group; inside, the namespace's first
    // process (bubblewrap's) has a session of its own and normally dies with bubblewrap, but
    // that rests on a parent-death signal: the token finds both.
    kill_marked(token);
}

fn kill_marked(token: &str) {
    let needle = format!("{TOKEN_VAR}={token}\0");
    let Ok(entries) = std::fs::read_dir("/proc") else { return };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
        let Ok(environ) = std::fs::read(entry.path().join("environ")) else { continue };
        if environ.windows(needle.len()).any(|w| w == needle.as_bytes()) {
            // SAFETY: kill(2) on a process that carries this run's token.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

/// What an interrupt must clean up: running process groups and cells' temporary folders.
#[derive(Default)]
struct Running {
    processes: Vec<(i32, String)>,
    folders: Vec<PathBuf>,
}

fn running() -> &'static Mutex<Running> {
    static RUNNING: OnceLock<Mutex<Running>> = OnceLock::new();
    RUNNING.get_or_init(Mutex::default)
}

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Notified whenever a folder leaves the table.
static FOLDER_GONE: Condvar = Condvar::new();

/// How long an interrupt waits for the stopped cells to remove their own folders before it
/// removes what is left: a cell ends at once when its processes die, so this is reached only by
/// a cell stuck outside any process.
const FOLDERS_GRACE: Duration = Duration::from_secs(5);

/// `Err(Error::Interrupted)` once an interrupt has begun to stop the run. The flag is set
/// before any process is killed or folder removed, so whatever a cell observed after a check
/// that passed happened before the interrupt: call it after a cell's work and before its
/// result is kept anywhere (the cache, the run's records, `expected/`).
pub fn check_not_interrupted() -> Result<(), crate::error::Error> {
    match INTERRUPTED.load(Ordering::SeqCst) {
        true => Err(crate::error::Error::Interrupted),
        false => Ok(()),
    }
}

/// Spawns `command` and registers it until the guard drops. Spawning and registering happen
/// under the table's lock, so an interrupt either sees the process or stops it from starting.
pub fn spawn_registered(command: &mut std::process::Command, token: &str) -> std::io::Result<(std::process::Child, ProcessGuard)> {
    let mut running = running().lock().map_err(|_| std::io::Error::other("a thread panicked while starting a process"))?;
    if INTERRUPTED.load(Ordering::SeqCst) {
        return Err(std::io::Error::new(std::io::ErrorKind::Interrupted, "the run was interrupted"));
    }
    let child = command.spawn()?;
    let pid = child.id() as i32;
    running.processes.push((pid, token.to_string()));
    Ok((child, ProcessGuard { pid }))
}

/// Unregisters a process when dropped.
pub struct ProcessGuard {
    pid: i32,
}

impl Drop for ProcessGuard {
    fn drop(&mut self) {
        if let Ok(mut running) = running().lock() {
            running.processes.retain(|(pid, _)| *pid != self.pid);
        }
    }
}

/// Registers a cell's temporary folder until the guard drops; refused once an interrupt has
/// begun (its clean-up may already have passed this folder by).
pub fn register_folder(folder: &Path) -> Result<FolderGuard, crate::error::Error> {
    let mut running = running().lock().map_err(|_| poisoned(folder))?;
    check_not_interrupted()?;
    running.folders.push(folder.to_path_buf());
    Ok(FolderGuard { folder: folder.to_path_buf() })
}

/// A new temporary folder `<prefix>XXXXXX` under `TMPDIR`, registered for an interrupt's
/// clean-up. It is made under the table's lock, so an interrupt either sees it or stops it from
/// being made. Bind the pair in this order (`let (_guard, tmp) = ...`): the folder is removed
/// before it is unregistered.
pub fn temp_folder(prefix: &str) -> Result<(FolderGuard, tempfile::TempDir), crate::error::Error> {
    let mut running = running().lock().map_err(|_| poisoned(Path::new(prefix)))?;
    check_not_interrupted()?;
    let dir = tempfile::Builder::new()
        .prefix(prefix)
        .tempdir()
        .map_err(|e| crate::error::Error::io("create", Path::new("a temporary folder"), e))?;
    running.folders.push(dir.path().to_path_buf());
    Ok((FolderGuard { folder: dir.path().to_path_buf() }, dir))
}

fn poisoned(folder: &Path) -> crate::error::Error {
    crate::error::Error::io("register", folder, std::io::Error::other("a thread panicked while registering a temporary folder"))
}

/// Blocks for ever once an interrupt has begun, so that the interrupt's handler, not the thread
/// that saw its cells stop, ends the process (with 128 + the signal, after its clean-up); returns
/// at once otherwise. Call it where a command or the test binary is about to exit.
pub fn await_interrupt_exit() {
    while INTERRUPTED.load(Ordering::SeqCst) {
        std::thread::park();
    }
}

/// Unregisters a folder when dropped (the folder itself is removed by its `TempDir`).
pub struct FolderGuard {
    folder: PathBuf,
}

impl Drop for FolderGuard {
    fn drop(&mut self) {
        if let Ok(mut running) = running().lock() {
            running.folders.retain(|f| *f != self.folder);
        }
        FOLDER_GONE.notify_all();
    }
}

/// Handles Ctrl-C and SIGTERM for the rest of the process: the running cells' process groups
/// are killed, their temporary folders removed, and the process exits with 128 + the signal
/// (a run that began in the results store stays unfinished there: interrupted). Call it once,
/// first thing in `main`, before any thread starts (the signals are blocked in every thread and
/// taken by one).
pub fn handle_interrupts() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: building a signal set on the stack and blocking it in this thread, which every
        // thread started later inherits.
        let set = unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, libc::SIGINT);
            libc::sigaddset(&mut set, libc::SIGTERM);
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
            set
        };
        std::thread::spawn(move || {
            let mut signal: libc::c_int = 0;
            // SAFETY: sigwait on the set blocked above.
            while unsafe { libc::sigwait(&set, &mut signal) } != 0 {}
            // Under the table's lock, so that no process starts after the snapshot; the flag is
            // set before anything is killed or removed (`check_not_interrupted` rests on that). A
            // lock poisoned by a panicking thread still holds a usable table.
            let (processes, folders) = {
                let running = running().lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                INTERRUPTED.store(true, Ordering::SeqCst);
                (running.processes.clone(), running.folders.clone())
            };
            // Not `eprintln!`, which panics when stderr is gone: this thread must reach the exit.
            let _ = writeln!(
                std::io::stderr(),
                "interrupted: stopping {} process(es) and removing {} temporary folder(s)",
                processes.len(),
                folders.len()
            );
            for (pid, token) in &processes {
                kill(*pid, token);
            }
            // The stopped cells remove their own folders as they end (no folder or process can
            // start now): removing a folder under a cell that still writes in it could leave a
            // remade one behind. What is left after the grace period is removed here.
            let left = {
                let running = running().lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let (running, _) = FOLDER_GONE
                    .wait_timeout_while(running, FOLDERS_GRACE, |running| !running.folders.is_empty())
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                running.folders.clone()
            };
            for folder in folders.iter().chain(&left) {
                let _ = std::fs::remove_dir_all(folder);
            }
            std::process::exit(128 + signal);
        });
    });
}

/// The folders a lane's processes read: each tool's installation (the folder above its `bin/`)
/// and library folders, the lanes folder, and rustup's home.
pub fn lane_folders(binaries: &[&Path], library_path: &[PathBuf]) -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = Vec::new();
    for binary in binaries {
        for form in [binary.to_path_buf(), binary.canonicalize().unwrap_or_else(|_| binary.to_path_buf())] {
            if let Some(root) = form.parent().and_then(Path::parent) {
                folders.push(root.to_path_buf());
            }
        }
    }
    folders.extend(library_path.iter().cloned());
    folders.push(crate::fsutil::lanes_dir());
    let rustup =
        std::env::var_os("RUSTUP_HOME").map(PathBuf::from).or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".rustup")));
    folders.extend(rustup);
    folders.sort();
    folders.dedup();
    folders
}

/// The project that holds `path` (the folder above it with `toolchains.toml`), else the folder
/// of `path`.
pub fn project_of(path: &Path) -> PathBuf {
    let mut dir = path.parent();
    while let Some(d) = dir {
        if d.join("toolchains.toml").is_file() {
            return d.to_path_buf();
        }
        dir = d.parent();
    }
    path.parent().unwrap_or(Path::new("/")).to_path_buf()
}

/// The variables a sandboxed process needs besides the lane's (a `TMPDIR` inside the sandbox).
pub fn env_inside() -> Vec<(&'static str, OsString)> {
    vec![("TMPDIR", OsString::from("/tmp"))]
}
