//! How `invoke` isolates a cell's processes: a bubblewrap sandbox (no network, only the lane,
//! the system's folders and the cell's own copy of its snippet read-only, a writable temporary
//! folder, sized tmpfs mounts, a PID namespace that dies with the cell, and, when the harness is
//! root, an unprivileged user), or, when `--no-sandbox` says so, a process group of its own,
//! found again by a token in its environment. Both get resource limits. Without a usable
//! bubblewrap, cells are refused. Every sandboxed process runs under a seccomp filter that
//! refuses it unix-domain sockets (`seccomp`), so no socket of the host is reachable. It also
//! keeps the table of running processes and temporary folders that an interrupt (Ctrl-C,
//! SIGTERM) cleans up, and makes those folders (`leftovers`): locked while their harness lives,
//! a sized tmpfs as root, removed by a later harness when their own was killed outright.
//!
//! As root, the fixed part of a sandbox is made once and entered by each process
//! (`namespaces`); elsewhere each process gets a bubblewrap of its own.
//!
//! It spawns nothing itself but bubblewrap's one-time probes and the bubblewraps that make the
//! views (`namespaces`), and decides nothing about outcomes.

use std::ffi::OsString;
use std::io::Write as _;
use std::os::fd::AsRawFd as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

use super::ProcessSpec;

mod leftovers;
mod namespaces;
pub(crate) mod seccomp;

/// The environment variable that marks every process of one [`super::run_isolated`] call, so
/// that what escaped its process group (`setsid`) is found and killed.
pub const TOKEN_VAR: &str = "EDRIFT_CELL_TOKEN";

/// How cells are isolated on this machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Isolation {
    /// bubblewrap at this path works here.
    Bubblewrap(PathBuf),
    /// No sandbox, as `--no-sandbox` or `EDRIFT_SANDBOX=0` asked: a process group, resource
    /// limits and the deadline; the reason why.
    ProcessGroup(String),
    /// No sandbox can be made here (bubblewrap is missing or cannot make namespaces): cells are
    /// refused; the reason why.
    Unavailable(String),
}

/// The message that refuses to run `program` (a cell's) without a sandbox, and says how to
/// proceed.
pub fn refusal(program: &Path, why: &str) -> String {
    format!(
        "refusing to run `{}` without a sandbox: {why}; install bubblewrap (`apt-get install bubblewrap`; `edrift run` \
         and `cargo test` install it themselves when run as root with apt), or pass `--no-sandbox` (or set \
         `EDRIFT_SANDBOX=0`) to run the cells unprotected",
        program.display()
    )
}

static DISABLED: AtomicBool = AtomicBool::new(false);
static ISOLATION: OnceLock<Isolation> = OnceLock::new();
static SETTINGS: OnceLock<Settings> = OnceLock::new();

/// The sandbox's settings from the environment, read by the entry point's configuration and
/// installed for the process with [`configure`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `EDRIFT_SANDBOX` is not `0` or `off` (`--no-sandbox` is [`disable`]).
    pub enabled: bool,
    /// `EDRIFT_BWRAP`: another bubblewrap (`None`: `/usr/bin/bwrap`, `/bin/bwrap`,
    /// `/usr/local/bin/bwrap`).
    pub bwrap: Option<PathBuf>,
    /// `EDRIFT_CELL_MEMORY_MB`: a cell's address space, MiB (default 4096).
    pub memory_mb: u64,
    /// `EDRIFT_CELL_DISK_MB`: what a cell may write into its own folder, MiB (default 1024).
    pub disk_mb: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { enabled: true, bwrap: None, memory_mb: 4096, disk_mb: 1024 }
    }
}

/// Installs the entry point's sandbox settings for this process; call before the first cell.
/// Without it (the library called in-process), the defaults hold.
pub fn configure(settings: Settings) {
    // A second call changes nothing: the isolation is decided once.
    let _ = SETTINGS.set(settings);
}

fn settings() -> &'static Settings {
    SETTINGS.get_or_init(Settings::default)
}

/// Turns the sandbox off for this process (`--no-sandbox`); call before the first cell.
pub fn disable() {
    DISABLED.store(true, Ordering::SeqCst);
}

/// Turns the sandbox back on after [`disable`], for the overhead benchmark, which compares
/// cells with and without it in one run.
pub fn enable() {
    DISABLED.store(false, Ordering::SeqCst);
}

/// How the sandbox of each process is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sharing {
    /// Made once per worker where the harness can (as root): a view of the system and the lane
    /// (`namespaces`) and a network namespace, which each process enters, making only its
    /// cell's own mounts and namespaces (the default).
    PerWorker,
    /// A bubblewrap and a `setpriv` per process, in the worker's network namespace, as before:
    /// for the overhead benchmark.
    PerProcess,
}

static PER_PROCESS: AtomicBool = AtomicBool::new(false);

/// Sets how this process's sandboxes are made (per worker unless this says otherwise).
pub fn set_sharing(sharing: Sharing) {
    PER_PROCESS.store(sharing == Sharing::PerProcess, Ordering::SeqCst);
}

/// The isolation of this process, decided once: with `EDRIFT_SANDBOX=0` or [`disable`], the
/// process group (said once on stderr); else bubblewrap, or [`Isolation::Unavailable`] when it
/// is missing or cannot make the sandbox here.
pub fn isolation() -> &'static Isolation {
    static OFF: OnceLock<Isolation> = OnceLock::new();
    if DISABLED.load(Ordering::SeqCst) || !settings().enabled {
        return OFF.get_or_init(|| {
            eprintln!(
                "warning: the sandbox is turned off (--no-sandbox or EDRIFT_SANDBOX=0): cells run with process-group isolation \
                 only (no network or file-system protection)"
            );
            Isolation::ProcessGroup("turned off (--no-sandbox or EDRIFT_SANDBOX=0)".to_string())
        });
    }
    ISOLATION.get_or_init(probe)
}

fn probe() -> Isolation {
    // `EDRIFT_BWRAP` names another bubblewrap (or, naming nothing, tries the fallback).
    let candidates: Vec<PathBuf> = match &settings().bwrap {
        Some(path) => vec![path.clone()],
        None => ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"].iter().map(PathBuf::from).collect(),
    };
    let Some(bwrap) = candidates.into_iter().find(|p| p.is_file()) else {
        return Isolation::Unavailable("bubblewrap (bwrap) is missing".to_string());
    };
    let user = cell_user();
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 && user.is_none() {
        return Isolation::Unavailable(
            "this user namespace maps no user but root, and a root harness's cells run as an unprivileged user".to_string(),
        );
    }
    if user.is_some() && !Path::new(SETPRIV).is_file() {
        return Isolation::Unavailable(format!(
            "{SETPRIV} (util-linux) is missing: cells of a harness run as root drop to an unprivileged user with it"
        ));
    }
    // The sandbox of a cell, as `Sandbox::command` makes it, around `true`.
    let probe = ProcessSpec {
        program: PathBuf::from("/bin/true"),
        args: Vec::new(),
        cwd: None,
        env: Vec::new(),
        timeout: std::time::Duration::from_secs(60),
        stdin: None,
    };
    let filter = match seccomp::file() {
        Ok(filter) => filter,
        Err(e) => return Isolation::Unavailable(format!("the sandbox's seccomp filter cannot be made here: {e}")),
    };
    let (program, args) = Sandbox { user, ..Sandbox::default() }.command(&bwrap, &probe, filter.as_raw_fd());
    let mut command = std::process::Command::new(program);
    command.args(args).env_clear().env("PATH", "/usr/bin:/bin").stdin(std::process::Stdio::null());
    let fd = filter.as_raw_fd();
    // SAFETY: the closure makes one fcntl(2) call.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut command, move || seccomp::keep_across_exec(fd));
    }
    let output = command.output();
    match output {
        Ok(out) if out.status.success() => Isolation::Bubblewrap(bwrap),
        Ok(out) => Isolation::Unavailable(format!(
            "bubblewrap ({}) cannot make the sandbox here ({})",
            bwrap.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Err(e) => Isolation::Unavailable(format!("bubblewrap ({}) cannot run: {e}", bwrap.display())),
    }
}

/// The first of the unprivileged users (and groups) the cells of a harness run as root run as,
/// one of its own for each cell, far above the ids of a system's people and services: root-only
/// files are closed to it, and the kernel holds it to the process limit, one cell's fork bomb
/// taking nothing from another cell.
pub const CELL_USERS: u32 = 1_000_000_000;

/// Where util-linux's `setpriv` is: the last step of a sandbox before a root harness's cell.
const SETPRIV: &str = "/usr/bin/setpriv";

/// A user for a new cell when the harness runs as root: [`CELL_USERS`] plus this process's id
/// (modulo a million) times a thousand, plus a counter (modulo a thousand), so that cells of one
/// process and of processes at once get different users. None when the harness runs as another
/// user: the cell runs as that user, in bubblewrap's user namespace.
pub fn cell_user() -> Option<u32> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let process = u64::from(std::process::id()) % 1_000_000;
    let cell = NEXT.fetch_add(1, Ordering::SeqCst) % 1000;
    let (users, groups) = id_maps();
    pick_user(process * 1000 + cell, users, groups)
}

/// The `n`th cell user: [`CELL_USERS`] + `n`; in a user namespace that does not map it (a
/// rootless container's root), the top of its largest range of users, else `nobody`: the first
/// of them that is not root and is both a user and a group the kernel can switch to.
fn pick_user(n: u64, users: &[IdRange], groups: &[IdRange]) -> Option<u32> {
    let top = users.iter().max_by_key(|(_, count)| *count).map(|(first, count)| first + count - 1 - n % (count / 2).max(1));
    let mapped = |map: &[IdRange], id: u64| map.iter().any(|(first, count)| (*first..first + count).contains(&id));
    [Some(u64::from(CELL_USERS) + n), top, Some(65534)]
        .into_iter()
        .flatten()
        .find(|id| *id != 0 && mapped(users, *id) && mapped(groups, *id))
        .and_then(|id| u32::try_from(id).ok())
}

/// A range of ids a user namespace maps: (first, count).
type IdRange = (u64, u64);

/// The user and group ids of this process's user namespace: (first, count) ranges of
/// `/proc/self/uid_map` and `gid_map` (the whole 32-bit range where they cannot be read).
fn id_maps() -> (&'static [IdRange], &'static [IdRange]) {
    static MAPS: OnceLock<(Vec<IdRange>, Vec<IdRange>)> = OnceLock::new();
    let (users, groups) = MAPS.get_or_init(|| {
        let read = |file: &str| -> Vec<IdRange> {
            let ranges: Vec<IdRange> = std::fs::read_to_string(file)
                .unwrap_or_default()
                .lines()
                .filter_map(|line| {
                    let fields: Vec<u64> = line.split_whitespace().filter_map(|f| f.parse().ok()).collect();
                    (fields.len() == 3).then(|| (fields[0], fields[2]))
                })
                .collect();
            if ranges.is_empty() { vec![(0, u64::from(u32::MAX))] } else { ranges }
        };
        (read("/proc/self/uid_map"), read("/proc/self/gid_map"))
    });
    (users, groups)
}

thread_local! {
    /// This worker thread's network namespace ([`worker_network`]), made at its first sandbox.
    static NETWORK: Option<std::fs::File> = new_network();
}

/// The network namespace the sandboxes of this thread enter instead of making their own: made
/// once per worker thread, with nothing in it but a loopback. The kernel makes and tears down
/// network namespaces one at a time, the costliest part of a sandbox; a worker runs one cell at
/// a time, and a cell's processes end with it, so no two cells share it at once. None where
/// the harness cannot make one (not root): each sandbox then makes its own (`--unshare-net`).
pub fn worker_network() -> Option<std::os::fd::RawFd> {
    use std::os::fd::AsRawFd as _;
    NETWORK.with(|network| network.as_ref().map(|file| file.as_raw_fd()))
}

/// Makes an empty network namespace with its loopback up, in a thread of its own that ends
/// after (the namespace lives as long as the file that names it).
fn new_network() -> Option<std::fs::File> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let maker = std::thread::spawn(|| {
        // SAFETY: unshare(2) moves this thread alone, which ends below, into a new namespace.
        if unsafe { libc::unshare(libc::CLONE_NEWNET) } != 0 {
            return None;
        }
        loopback_up().ok()?;
        std::fs::File::open("/proc/thread-self/ns/net").ok()
    });
    maker.join().ok().flatten()
}

/// Sets the loopback of the calling thread's network namespace up, as bubblewrap does in one
/// it makes.
fn loopback_up() -> std::io::Result<()> {
    use std::os::fd::{FromRawFd as _, OwnedFd};
    // SAFETY: socket(2) with constant arguments; the descriptor is owned (and closed) below.
    let raw = unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0) };
    if raw < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `raw` is a descriptor just opened and nothing else owns it.
    let socket = unsafe { OwnedFd::from_raw_fd(raw) };
    use std::os::fd::AsRawFd as _;
    // SAFETY: an all-zero ifreq is valid; its name is set to "lo" below.
    let mut request: libc::ifreq = unsafe { std::mem::zeroed() };
    for (place, byte) in request.ifr_name.iter_mut().zip(b"lo") {
        *place = *byte as libc::c_char;
    }
    request.ifr_ifru.ifru_flags = (libc::IFF_UP | libc::IFF_RUNNING) as libc::c_short;
    // SAFETY: SIOCSIFFLAGS on a socket with a valid ifreq.
    if unsafe { libc::ioctl(socket.as_raw_fd(), libc::SIOCSIFFLAGS, &request) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// Moves the calling process into `network` (from [`worker_network`]). Runs in the child
/// between fork and exec: async-signal-safe calls only.
pub fn enter_network(network: Option<std::os::fd::RawFd>) -> std::io::Result<()> {
    let Some(fd) = network else { return Ok(()) };
    // SAFETY: setns(2) on a namespace descriptor the parent holds open.
    if unsafe { libc::setns(fd, libc::CLONE_NEWNET) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// The size of a sandbox's `/tmp` (a tmpfs in memory): past it, a write fails with "no space".
pub const TMP_SIZE: u64 = 256 * 1024 * 1024;

/// The size of a sandbox's `/dev/shm`.
pub const SHM_SIZE: u64 = 64 * 1024 * 1024;

/// Gives the folders a cell writes to the user its processes run as ([`Sandbox::user`]), so
/// that what the harness put there (a package copy, cargo's seeded state, a snippet's copy) is
/// theirs. Symbolic links are changed, never followed. Nothing to do when the cell runs as the
/// harness's user.
pub fn hand_over(sandbox: &Sandbox) -> std::io::Result<()> {
    let Some(user) = sandbox.user else { return Ok(()) };
    let mut give = |path: &Path, metadata: &std::fs::Metadata| {
        use std::os::unix::fs::MetadataExt as _;
        if metadata.uid() != user || metadata.gid() != user {
            std::os::unix::fs::lchown(path, Some(user), Some(user))?;
        }
        Ok(())
    };
    sandbox.writable.iter().try_for_each(|folder| crate::fsutil::visit_tree(folder, &mut give))
}

/// What a sandboxed process may see: everything else of the machine but the system folders is
/// absent (the project, sockets, the harness's home). Paths are bound at the same place, so
/// messages name the same paths as outside.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sandbox {
    /// Folders bound read-only (the lane's toolchain and libraries).
    pub read_only: Vec<PathBuf>,
    /// Folders bound writable (the cell's temporary folder).
    pub writable: Vec<PathBuf>,
    /// Files bound read-only: (the cell's copy, where it appears), the snippet at its own path.
    pub files: Vec<(PathBuf, PathBuf)>,
    /// Folders inside the read-only ones that the cell sees empty (a lane's standard library
    /// sources, so that every lane renders notes into std alike, whatever is installed).
    pub hidden: Vec<PathBuf>,
    /// The unprivileged user (and group) the processes run as ([`cell_user`]); none: the
    /// harness's own.
    pub user: Option<u32>,
    /// Whether the processes reach the network (`cargo fetch` of a crate's dependencies):
    /// they share the host's network namespace; every other sandbox has only a loopback.
    pub network: bool,
}

impl Sandbox {
    /// The sandbox of a new cell that reads `read_only` and writes `writable`, as a user of its
    /// own when the harness runs as root.
    pub fn new(read_only: Vec<PathBuf>, writable: Vec<PathBuf>) -> Sandbox {
        Sandbox { read_only, writable, files: Vec::new(), hidden: Vec::new(), user: cell_user(), network: false }
    }

    /// The same sandbox with the network: the host's network namespace, nothing else of the
    /// host more than [`Sandbox::new`] gives.
    pub fn with_network(self) -> Sandbox {
        Sandbox { network: true, ..self }
    }
}

/// System folders every process needs read-only (the loader, libraries, `cc`, `/etc/ld.so.cache`).
const SYSTEM: &[&str] = &["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"];

/// One mount of a sandbox beyond its fixed ones (the system folders, `/proc`, `/dev` and the
/// tmpfs mounts), each at its real path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Mount {
    /// A folder bound read-only (the lane's).
    ReadOnly(PathBuf),
    /// A folder bound writable (the cell's).
    Writable(PathBuf),
    /// A symbolic link `at` -> `target`: a path that reaches a bound folder through a link the
    /// binds do not cover; `writable` when it leads to a writable (the cell's own) folder.
    Link { target: PathBuf, at: PathBuf, writable: bool },
    /// A file bound read-only: the cell's copy at the snippet's path.
    File { copy: PathBuf, at: PathBuf },
    /// A folder of a read-only one shown empty (an empty tmpfs over it).
    Hidden(PathBuf),
}

impl Mount {
    /// Where it appears inside the sandbox.
    pub(crate) fn at(&self) -> &Path {
        match self {
            Mount::ReadOnly(at) | Mount::Writable(at) | Mount::Link { at, .. } | Mount::File { at, .. } | Mount::Hidden(at) => at,
        }
    }

    /// Whether it belongs to one cell rather than to its lane: a fresh sandbox per worker
    /// (`namespaces`) mounts these for each process, and makes the others once.
    pub(crate) fn of_the_cell(&self) -> bool {
        match self {
            Mount::Writable(_) | Mount::File { .. } => true,
            Mount::Link { writable, at, .. } => *writable || in_fresh_tmpfs(at),
            Mount::ReadOnly(at) => in_fresh_tmpfs(at),
            Mount::Hidden(_) => false,
        }
    }
}

/// The tmpfs mounts every process gets fresh (in memory, so sized; writable by everyone as on
/// a host), in the order they are made.
pub(crate) const FRESH_TMPFS: [(u64, &str); 2] = [(SHM_SIZE, "/dev/shm"), (TMP_SIZE, "/tmp")];

/// Whether `path` lies in a tmpfs made fresh for each process (so a mount there is too).
fn in_fresh_tmpfs(path: &Path) -> bool {
    FRESH_TMPFS.iter().any(|(_, dir)| path.starts_with(dir))
}

impl Sandbox {
    /// The cell's mounts, in the order they are made: the read-only folders (each where it
    /// really is; one under another bound one is covered by it), the writable ones, the links
    /// that reach either through a path the binds do not cover, the files.
    pub(crate) fn mounts(&self) -> Vec<Mount> {
        let mut mounts = Vec::new();
        for (writable, dirs) in [(false, &self.read_only), (true, &self.writable)] {
            let mut real: Vec<PathBuf> = dirs.iter().filter_map(|d| d.canonicalize().ok()).collect();
            real.sort();
            real.dedup();
            let mut bound: Vec<PathBuf> = Vec::new();
            for dir in real {
                if writable || !bound.iter().any(|b| dir.starts_with(b)) {
                    mounts.push(if writable { Mount::Writable(dir.clone()) } else { Mount::ReadOnly(dir.clone()) });
                    bound.push(dir);
                }
            }
            for dir in dirs {
                let Ok(target) = dir.canonicalize() else { continue };
                if target != *dir && !bound.iter().any(|b| dir.starts_with(b)) {
                    mounts.push(Mount::Link { target, at: dir.clone(), writable });
                }
            }
        }
        for (copy, place) in &self.files {
            mounts.push(Mount::File { copy: copy.clone(), at: place.clone() });
        }
        // After the folders they lie in.
        mounts.extend(self.hidden.iter().filter_map(|dir| dir.canonicalize().ok()).map(Mount::Hidden));
        mounts
    }

    /// The bubblewrap command line that runs `spec` inside this sandbox, under the seccomp
    /// filter that bubblewrap reads from the descriptor `seccomp` ([`seccomp::file`], kept open
    /// across the exec of bubblewrap).
    pub fn command(&self, bwrap: &Path, spec: &ProcessSpec, seccomp: std::os::fd::RawFd) -> (PathBuf, Vec<String>) {
        let mut args = vec!["--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--new-session"]
            .into_iter()
            .map(str::to_string)
            .collect::<Vec<String>>();
        args.extend(["--die-with-parent", "--cap-drop", "ALL"].map(str::to_string));
        if worker_network().is_none() && !self.network {
            args.push("--unshare-net".to_string());
        }
        if self.user.is_some() {
            // What `setpriv` needs to become the cell's user, and bubblewrap to enter the cell's
            // folder (its user's, 0700); `setpriv` drops them all before the cell's program.
            for cap in ["CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP", "CAP_DAC_OVERRIDE"] {
                args.extend(["--cap-add".to_string(), cap.to_string()]);
            }
        }
        args.extend(view_args(&self.mounts(), &[]));
        args.extend(["--seccomp".to_string(), seccomp.to_string()]);
        if let Some(cwd) = &spec.cwd {
            args.extend(["--chdir".to_string(), cwd.display().to_string()]);
        }
        args.push("--".to_string());
        if let Some(user) = self.user {
            args.push(SETPRIV.to_string());
            args.extend(
                [format!("--reuid={user}"), format!("--regid={user}"), "--clear-groups".to_string(), "--no-new-privs".to_string()]
                    .into_iter()
                    .chain(["--inh-caps=-all", "--bounding-set=-all", "--"].map(str::to_string)),
            );
        }
        args.push(spec.program.display().to_string());
        args.extend(spec.args.iter().cloned());
        (bwrap.to_path_buf(), args)
    }
}

/// How one process of a cell starts in its sandbox.
pub(crate) enum Wrap {
    /// Inside a bubblewrap of its own: the program and arguments that run it, and the seccomp
    /// filter's file its arguments name (the child keeps it open across the exec).
    Bubblewrap(PathBuf, Vec<String>, std::os::fd::OwnedFd),
    /// Entering its worker's sandbox between fork and exec (`namespaces`).
    Enter(namespaces::Entry),
}

impl Sandbox {
    /// How `spec` starts inside this sandbox: entering its worker's where that works here
    /// ([`entering_works`]) and this sandbox's layout allows, else in a bubblewrap of its own.
    pub(crate) fn wrap(&self, bwrap: &Path, spec: &ProcessSpec, env: &[(String, OsString)]) -> std::io::Result<Wrap> {
        if !PER_PROCESS.load(Ordering::SeqCst)
            && !self.network
            && let Some(network) = worker_network()
            && entering_works(bwrap)
            && let Ok(entry) = namespaces::entry(bwrap, self, spec, env, network)
        {
            return Ok(Wrap::Enter(entry));
        }
        let filter = seccomp::file()?;
        let (program, args) = self.command(bwrap, spec, filter.as_raw_fd());
        Ok(Wrap::Bubblewrap(program, args, filter))
    }
}

/// Whether processes can enter a sandbox made per worker here, decided once by running `true`
/// that way: only as root (the namespaces and the cell's user need it), with a worker network,
/// the new mount API (Linux 5.12) and a cell user; said once on stderr where it fails as root.
fn entering_works(bwrap: &Path) -> bool {
    static WORKS: OnceLock<bool> = OnceLock::new();
    *WORKS.get_or_init(|| match probe_entry(bwrap) {
        Ok(()) => true,
        Err(why) => {
            eprintln!(
                "note: each process of a cell gets a bubblewrap of its own (slower): entering a sandbox made per worker failed: {why}"
            );
            false
        }
    })
}

fn probe_entry(bwrap: &Path) -> std::io::Result<()> {
    use std::os::unix::process::CommandExt as _;
    let network = worker_network().ok_or_else(|| std::io::Error::other("no network namespace per worker"))?;
    let folder = leftovers::make(&std::env::temp_dir(), "edrift-probe-", folder_size())?;
    let sandbox = Sandbox { writable: vec![folder.path().to_path_buf()], user: cell_user(), ..Sandbox::default() };
    hand_over(&sandbox)?;
    let spec = ProcessSpec {
        program: PathBuf::from("/bin/true"),
        args: Vec::new(),
        cwd: Some(folder.path().to_path_buf()),
        env: Vec::new(),
        timeout: Duration::from_secs(60),
        stdin: None,
    };
    let entry = namespaces::entry(bwrap, &sandbox, &spec, &[], network)?;
    let limits = limits();
    let mut command = std::process::Command::new("/bin/true");
    command.env_clear().stdin(std::process::Stdio::null()).stdout(std::process::Stdio::null()).process_group(0);
    // SAFETY: the closure makes system calls only, on values made before the fork.
    unsafe {
        command.pre_exec(move || {
            apply_limits(&limits)?;
            entry.enter()
        });
    }
    let status = command.status()?;
    match status.success() {
        true => Ok(()),
        false => Err(std::io::Error::other(format!("`true` ended with {status}"))),
    }
}

/// The mount namespace of process `pid`, which entered its sandbox (its relay has made it by
/// the time `spawn` returns), so that its last process's exit does not tear it down: the
/// unmounts wait for the kernel's RCU grace period, on the way of the cell's result.
pub fn hold_namespace(pid: i32) -> Option<std::fs::File> {
    std::fs::File::open(format!("/proc/{pid}/ns/mnt")).ok()
}

/// Closes `namespace` (from [`hold_namespace`]) in a thread of its own, which tears it down
/// there, off the cell's way.
pub fn release_later(namespace: Option<std::fs::File>) {
    static CLOSER: OnceLock<Mutex<std::sync::mpsc::Sender<std::fs::File>>> = OnceLock::new();
    let Some(namespace) = namespace else { return };
    let closer = CLOSER.get_or_init(|| {
        let (sender, files) = std::sync::mpsc::channel::<std::fs::File>();
        std::thread::spawn(move || files.into_iter().for_each(drop));
        Mutex::new(sender)
    });
    if let Ok(closer) = closer.lock() {
        let _ = closer.send(namespace);
    }
}

/// bubblewrap's arguments that make a sandbox's view of the files: the system folders, `/proc`,
/// `/dev`, the sized tmpfs mounts, `mounts`, the empty folders `dirs`, and a read-only `/`.
pub(crate) fn view_args(mounts: &[Mount], dirs: &[PathBuf]) -> Vec<String> {
    let mut args: Vec<String> = Vec::new();
    for dir in SYSTEM {
        let path = Path::new(dir);
        match std::fs::read_link(path) {
            // Merged /usr: `/bin -> usr/bin`.
            Ok(target) => args.extend(["--symlink".to_string(), target.display().to_string(), dir.to_string()]),
            Err(_) if path.is_dir() => args.extend(["--ro-bind".to_string(), dir.to_string(), dir.to_string()]),
            Err(_) => {}
        }
    }
    args.extend(["--proc", "/proc", "--dev", "/dev"].map(str::to_string));
    for (size, dir) in FRESH_TMPFS {
        args.extend(["--perms".to_string(), "1777".to_string(), "--size".to_string(), size.to_string()]);
        args.extend(["--tmpfs".to_string(), dir.to_string()]);
    }
    // bubblewrap makes the folders above a mount with the modes of the host's (a root-only
    // `/root` above rustup's home, a 0700 temporary folder): made first, open to the cell's
    // user, who sees nothing in them but the mounts.
    for dir in above(mounts).iter().chain(dirs) {
        args.extend(["--perms", "0755", "--dir"].map(str::to_string));
        args.push(dir.display().to_string());
    }
    for mount in mounts {
        let (flag, from, at) = match mount {
            Mount::ReadOnly(dir) => ("--ro-bind", dir, dir),
            Mount::Writable(dir) => ("--bind", dir, dir),
            Mount::Link { target, at, .. } => ("--symlink", target, at),
            Mount::File { copy, at } => ("--ro-bind", copy, at),
            Mount::Hidden(dir) => {
                args.extend(["--size", "4096", "--tmpfs"].map(str::to_string));
                args.push(dir.display().to_string());
                continue;
            }
        };
        args.extend([flag.to_string(), from.display().to_string(), at.display().to_string()]);
    }
    // The sandbox's own root, a tmpfs bubblewrap makes without a size, holds nothing to write.
    args.extend(["--remount-ro".to_string(), "/".to_string()]);
    args
}

/// The folders above `mounts` that a sandbox's root must hold: not the system's, not made by
/// the sandbox itself, not inside a bound folder.
pub(crate) fn above(mounts: &[Mount]) -> Vec<PathBuf> {
    let bound: Vec<&Path> = mounts.iter().filter(|m| matches!(m, Mount::ReadOnly(_) | Mount::Writable(_))).map(Mount::at).collect();
    let mut above: Vec<PathBuf> = mounts
        .iter()
        .flat_map(|mount| mount.at().ancestors().skip(1).map(Path::to_path_buf).collect::<Vec<_>>())
        .filter(|dir| !is_made_by_the_sandbox(dir) && !bound.iter().any(|b| dir.starts_with(b)))
        .collect();
    above.sort();
    above.dedup();
    above
}

/// Whether `dir` is (or is in) one of the sandbox's own folders: its root, the system folders,
/// `/dev`, `/proc`, `/tmp`.
pub(crate) fn is_made_by_the_sandbox(dir: &Path) -> bool {
    let made = ["/", "/tmp", "/dev", "/proc"].iter().any(|m| dir == Path::new(m));
    made || SYSTEM.iter().chain(["/dev", "/proc"].iter()).any(|s| dir.starts_with(s))
}

/// The resource limits of every process `invoke` starts, set between fork and exec.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Address space, bytes (`EDRIFT_CELL_MEMORY_MB`, default 4 GiB).
    pub memory: u64,
    /// Tasks of the user a cell runs as (a fork bomb stops here: a root harness's cells run as
    /// users of their own, [`cell_user`], whom the kernel holds to it; only `--no-sandbox` as
    /// root is exempt).
    pub processes: u64,
    /// Largest file a process may write, bytes.
    pub file_size: u64,
}

/// The limits, computed once.
pub fn limits() -> Limits {
    static LIMITS: OnceLock<Limits> = OnceLock::new();
    *LIMITS.get_or_init(|| {
        let memory_mb = settings().memory_mb;
        Limits { memory: memory_mb * 1024 * 1024, processes: tasks_of_user() + 2048, file_size: 1024 * 1024 * 1024 }
    })
}

/// How many tasks (threads count) the user runs now: the base the process limit adds to.
fn tasks_of_user() -> u64 {
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: getuid has no preconditions.
    let uid = unsafe { libc::getuid() };
    if uid == 0 {
        // A root harness's cells run as fresh users of their own ([`cell_user`]), who run
        // nothing yet (with `--no-sandbox` they run as root, whom the kernel exempts).
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
pub fn kill(pid: i32, token: &str, born: Option<u64>) {
    // SAFETY: kill(2) on a process group this harness created.
    unsafe {
        libc::kill(-pid, libc::SIGKILL);
    }
    // Outside a sandbox, `setsid` children left the group; inside, the namespace's first
    // process (bubblewrap's) has a session of its own and normally dies with bubblewrap, but
    // that rests on a parent-death signal: the token finds both.
    kill_marked(token, born);
}

/// How long [`kill_marked`] keeps looking at processes whose environment it cannot see yet: a
/// process is in that state only for the moment of an `execve`, so this bound is reached only
/// when an unrelated process without any environment started beside the cell.
const EXEC_PATIENCE: Duration = Duration::from_millis(500);

/// Kills every process that carries `token`. A process in the middle of `execve` shows an
/// empty environment (the new program's is not laid out yet): one that began after the cell's
/// first process (`born`, in clock ticks since boot) may be the cell's, so the scan is repeated
/// until no such process is left.
fn kill_marked(token: &str, born: Option<u64>) {
    let needle = format!("{TOKEN_VAR}={token}\0");
    let give_up = Instant::now() + EXEC_PATIENCE;
    loop {
        let mut unsure = false;
        let Ok(entries) = std::fs::read_dir("/proc") else { return };
        for entry in entries.flatten() {
            let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
            let Ok(environ) = std::fs::read(entry.path().join("environ")) else { continue };
            if environ.windows(needle.len()).any(|w| w == needle.as_bytes()) {
                // SAFETY: kill(2) on a process that carries this run's token.
                unsafe {
                    libc::kill(pid, libc::SIGKILL);
                }
            } else if environ.is_empty() && born.is_some_and(|born| in_exec_since(&entry.path(), born)) {
                unsure = true;
            }
        }
        if !unsure || Instant::now() >= give_up {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The start of the process whose `/proc` folder is `proc`, in clock ticks since boot.
fn start_ticks(proc: &Path) -> Option<u64> {
    let stat = std::fs::read_to_string(proc.join("stat")).ok()?;
    // The fields after the command's closing parenthesis: state is the first, starttime the 20th.
    stat.rsplit_once(')')?.1.split_whitespace().nth(19)?.parse().ok()
}

/// Whether the process at `proc`, whose environment reads empty, may be a user process in the
/// middle of an `execve` that began at or after `born`: alive, not a kernel thread.
fn in_exec_since(proc: &Path, born: u64) -> bool {
    const PF_KTHREAD: u64 = 0x0020_0000;
    let Ok(stat) = std::fs::read_to_string(proc.join("stat")) else { return false };
    let Some((_, fields)) = stat.rsplit_once(')') else { return false };
    let fields: Vec<&str> = fields.split_whitespace().collect();
    let alive = fields.first().is_some_and(|state| !matches!(*state, "Z" | "X" | "x"));
    let kernel = fields.get(6).and_then(|f| f.parse::<u64>().ok()).is_none_or(|flags| flags & PF_KTHREAD != 0);
    let started = fields.get(19).and_then(|t| t.parse::<u64>().ok()).is_some_and(|t| t >= born);
    alive && !kernel && started
}

/// What an interrupt must clean up: running process groups and cells' temporary folders.
#[derive(Default)]
struct Running {
    /// Each process group's leader, its token and its start ([`start_ticks`]).
    processes: Vec<(i32, String, Option<u64>)>,
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
    // Read before anything waits for the child, so its /proc folder is still there.
    let born = start_ticks(&Path::new("/proc").join(pid.to_string()));
    running.processes.push((pid, token.to_string(), born));
    Ok((child, ProcessGuard { pid, born }))
}

/// Unregisters a process when dropped.
pub struct ProcessGuard {
    pid: i32,
    /// When it started ([`start_ticks`]), for [`kill`].
    pub born: Option<u64>,
}

impl Drop for ProcessGuard {
    fn drop(&mut self) {
        if let Ok(mut running) = running().lock() {
            running.processes.retain(|(pid, _, _)| *pid != self.pid);
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

pub use leftovers::TempFolder;

/// A new temporary folder `<prefix>XXXXXX` under `TMPDIR`, registered for an interrupt's
/// clean-up and locked while it lives (`leftovers`). It is made under the table's lock, so an
/// interrupt either sees it or stops it from being made. Bind the pair in this order (`let
/// (_guard, tmp) = ...`): the folder is removed before it is unregistered. The first call of a
/// process first removes the folders of harnesses that died without removing theirs
/// ([`reap_leftovers`]).
pub fn temp_folder(prefix: &str) -> Result<(FolderGuard, TempFolder), crate::error::Error> {
    reap_leftovers();
    let mut running = running().lock().map_err(|_| poisoned(Path::new(prefix)))?;
    check_not_interrupted()?;
    let parent = std::env::temp_dir();
    let dir =
        leftovers::make(&parent, prefix, folder_size()).map_err(|e| crate::error::Error::io("create a temporary folder in", &parent, e))?;
    running.folders.push(dir.path().to_path_buf());
    Ok((FolderGuard { folder: dir.path().to_path_buf() }, dir))
}

/// The size of a cell's own folder (`EDRIFT_CELL_DISK_MB`), where the harness can bound it: as
/// root, the folder is a tmpfs of that size (`leftovers`); elsewhere nothing bounds it.
fn folder_size() -> Option<u64> {
    // SAFETY: geteuid has no preconditions.
    (unsafe { libc::geteuid() } == 0).then(|| settings().disk_mb * 1024 * 1024)
}

/// Whether a cell's process filled `folder` (bounded by [`folder_size`]): its size, if so.
pub fn filled(folder: &Path) -> Option<u64> {
    leftovers::filled(folder)
}

/// Gives this process a mount namespace of its own, when it runs as root: the tmpfs of its
/// cells' folders ([`folder_size`]) then live and die with it, so a harness killed outright
/// leaves no mount on the host, only the folders, which the next run reaps. The host's mounts
/// still reach it (slave propagation). Call first in `main`, before any thread starts (a
/// process of many threads cannot change its mount namespace); where it cannot be made, the
/// folders' mounts are the host's, as for the library called in-process.
pub fn private_mounts() {
    // SAFETY: geteuid has no preconditions; unshare(2) and mount(2) with constant arguments, in
    // a process of one thread.
    unsafe {
        if libc::geteuid() == 0 && libc::unshare(libc::CLONE_NEWNS) == 0 {
            let flags = libc::MS_REC | libc::MS_SLAVE;
            libc::mount(std::ptr::null(), c"/".as_ptr(), std::ptr::null(), flags, std::ptr::null());
        }
    }
}

/// Removes, once per process, the temporary folders (`edrift-cell-*` and the like under `TMPDIR`) that harnesses
/// killed outright left: those whose lock no live process holds. A run going on beside this
/// one keeps its folders.
pub fn reap_leftovers() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        leftovers::reap(&std::env::temp_dir());
    });
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
            for (pid, token, born) in &processes {
                kill(*pid, token, *born);
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
                // A root harness's cell folder is a tmpfs: detached first, so the folder goes too.
                leftovers::unmount(folder);
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
    folders.push(crate::fsutil::places().rustup_home.clone());
    folders.sort();
    folders.dedup();
    folders
}

/// The variables a sandboxed process needs besides the lane's (a `TMPDIR` inside the sandbox).
pub fn env_inside() -> Vec<(&'static str, OsString)> {
    vec![("TMPDIR", OsString::from("/tmp"))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_user_is_an_id_the_namespace_maps_and_never_root() {
        let all = [(0, u64::from(u32::MAX))];
        assert_eq!(pick_user(7, &all, &all), Some(CELL_USERS + 7), "a machine's root: a user of its own per cell");
        assert_ne!(pick_user(7, &all, &all), pick_user(8, &all, &all));
        // A rootless container's root: itself and 65536 ids.
        let rootless = [(0, 1), (1, 65536)];
        let user = pick_user(7, &rootless, &rootless).unwrap();
        assert!((32768..=65536).contains(&user), "{user}");
        // Nothing but root mapped: no user to switch to.
        assert_eq!(pick_user(7, &[(0, 1)], &[(0, 1)]), None);
        // Users mapped but not the same groups: nobody, where both have it.
        assert_eq!(pick_user(7, &[(60000, 10000)], &[(65534, 1)]), Some(65534));
    }

    #[test]
    fn a_hidden_folder_is_an_empty_tmpfs_over_its_read_only_folder_and_belongs_to_the_lane() {
        let lane = tempfile::tempdir().unwrap();
        let sources = lane.path().join("lib/rustlib/src/rust/library");
        std::fs::create_dir_all(&sources).unwrap();
        let (lane_dir, sources) = (lane.path().canonicalize().unwrap(), sources.canonicalize().unwrap());
        let sandbox = Sandbox { read_only: vec![lane_dir.clone()], hidden: vec![sources.clone()], user: None, ..Sandbox::default() };
        let mounts = sandbox.mounts();
        assert!(matches!(mounts.last(), Some(Mount::Hidden(dir)) if *dir == sources), "{mounts:?}");
        assert!(!mounts.last().unwrap().of_the_cell(), "made once in a worker's view, with the lane");
        let args = view_args(&mounts, &[]);
        let text = args.join(" ");
        let bind = text.find(&format!("--ro-bind {0} {0}", lane_dir.display())).expect("the lane bound");
        let hide = text.find(&format!("--size 4096 --tmpfs {}", sources.display())).expect("the sources hidden");
        assert!(bind < hide, "the tmpfs goes over the bound folder, so after it: {text}");
    }
}
