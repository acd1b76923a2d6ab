//! A sandbox whose fixed part is made once and entered by each process, for a harness that runs
//! as root: bubblewrap makes a mount namespace with the system folders and the lane (the
//! "view", one per set of read-only folders, kept open by a descriptor), and each process of a
//! cell, between fork and exec, enters a private copy of it, mounts what is its cell's own (a
//! sized `/tmp` and `/dev/shm`, the cell's folder and snippet copies), makes its own PID, IPC,
//! UTS and cgroup namespaces, joins its worker's network namespace, becomes the cell's user and
//! installs the seccomp filter (`seccomp`) before its exec.
//! A bubblewrap and a `setpriv` per process cost about 9 ms; this costs well under one.
//!
//! The process `std` forks (the "relay") starts the namespace's first process (its init), which
//! mounts the namespace's `/proc` and starts the program: the program is not PID 1, which would
//! ignore signals whose action is the default (a program's `abort()` would not end it). The init
//! reaps, sends the program's wait status to the relay through a pipe, and the relay ends the
//! same way, so [`super::super::run_isolated`] sees the program's own status. Killing the relay's
//! process group (the deadline) kills the init, and with it every process of the namespace.
//!
//! The init and the program are started with `clone(CLONE_VM)` on stacks of their own, as
//! `posix_spawn` does, not forked: a fork copies the harness's page tables, which costs more
//! than all the namespaces (a harness of 200 MB: 3 ms a fork). The program's process execs
//! itself (its command line and environment are made before). Everything the child does is a
//! raw system call on values made before the fork: no allocation, no lock.

use std::collections::HashMap;
use std::ffi::CString;
use std::io::{self, BufRead as _};
use std::os::fd::{AsRawFd as _, FromRawFd as _, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use std::ffi::OsString;

use super::{Mount, ProcessSpec, Sandbox};

/// Everything one process needs to enter its cell's sandbox, made before the fork.
pub struct Entry {
    /// The view's mount namespace.
    view: Arc<OwnedFd>,
    /// The worker's network namespace (held open by its thread).
    network: RawFd,
    /// What the process mounts and makes in its copy of the view, in order.
    steps: Vec<Step>,
    /// The folders of the cell's own tmpfs mounts above its files, made read-only last.
    read_only_after: Vec<CString>,
    /// Its working folder.
    cwd: Option<CString>,
    /// The cell's user (and group).
    user: u32,
    /// The program's command line, its environment, and the paths to try it at (its own, or
    /// each folder of its `PATH`'s).
    exec: Exec,
    /// The stacks the init and the program's process start on.
    stacks: [Box<[u8]>; 2],
    /// The seccomp filter the program runs under (`seccomp`), made before the fork.
    filter: &'static [libc::sock_filter],
}

/// What the program's process execs: strings made before the fork, and the null-terminated
/// pointer arrays into them that `execve` takes.
struct Exec {
    paths: Vec<CString>,
    _strings: Vec<CString>,
    argv: Vec<*const libc::c_char>,
    envp: Vec<*const libc::c_char>,
    /// What it prints on stderr when no path can be run (the error number follows).
    failure: CString,
}

// SAFETY: the pointers point into `_strings`, owned by the same value and never changed; they
// are read only by `execve`.
unsafe impl Send for Exec {}
// SAFETY: as above: nothing writes through them.
unsafe impl Sync for Exec {}

/// The size of the stacks the init and the program's process start on: they make system calls
/// only. Below the allocator's threshold for a mapping of its own, so that freeing them unmaps
/// nothing (an unmap in a process of many threads interrupts every core to flush its TLB).
const STACK_SIZE: usize = 64 * 1024;

/// One thing a process makes in its copy of the view.
enum Step {
    /// A tmpfs with these mount options.
    Tmpfs { at: CString, options: CString },
    /// An empty folder (above a mount, or a folder mount's mount point).
    Dir(CString),
    /// An empty file: a file mount's mount point.
    File(CString),
    /// A symbolic link.
    Link { target: CString, at: CString },
    /// A detached copy of a host folder or file (`open_tree`), attached here.
    Attach { tree: OwnedFd, at: CString },
}

/// Where a mount of the cell is made.
enum Place {
    /// In a tmpfs of the cell's own whose root is this folder: the folders above it are made.
    Under(PathBuf),
    /// Where it is: its mount point exists in the view.
    AsIs,
}

/// How large a tmpfs is that holds only the mount points above a cell's own mounts.
const ANCHOR_SIZE: &str = "size=1m,mode=0755";

/// The entry into `sandbox` for `spec` (run with the environment `env`): an error where this
/// sandbox has a layout the entry cannot make (the caller then uses a bubblewrap for this
/// process).
pub fn entry(bwrap: &Path, sandbox: &Sandbox, spec: &ProcessSpec, env: &[(String, OsString)], network: RawFd) -> io::Result<Entry> {
    let user = sandbox.user.ok_or_else(|| io::Error::other("a sandbox entered per process needs the cell's user"))?;
    let (cell, lane): (Vec<Mount>, Vec<Mount>) = sandbox.mounts().into_iter().partition(Mount::of_the_cell);
    let places = places(&cell, &lane)?;
    let mut anchors: Vec<PathBuf> =
        places.iter().filter_map(|p| if let Place::Under(root) = p { Some(root.clone()) } else { None }).collect();
    anchors.retain(|a| !super::in_fresh_tmpfs(a));
    anchors.sort();
    anchors.dedup();
    let mut view_dirs = anchors.clone();
    view_dirs.extend(
        cell.iter().zip(&places).filter(|(m, p)| matches!(p, Place::AsIs) && needs_dir(m, &lane)).map(|(m, _)| m.at().to_path_buf()),
    );
    let view = view(bwrap, &lane, &view_dirs)?;
    let mut steps = Vec::new();
    for (size, dir) in super::FRESH_TMPFS {
        steps.push(Step::Tmpfs { at: c_path(Path::new(dir))?, options: c_text(&format!("size={size},mode=1777"))? });
    }
    for anchor in &anchors {
        steps.push(Step::Tmpfs { at: c_path(anchor)?, options: c_text(ANCHOR_SIZE)? });
    }
    for (mount, place) in cell.iter().zip(&places) {
        add_steps(&mut steps, mount, place)?;
    }
    Ok(Entry {
        view,
        network,
        steps,
        read_only_after: anchors.iter().map(|a| c_path(a)).collect::<io::Result<_>>()?,
        cwd: spec.cwd.as_deref().map(c_path).transpose()?,
        user,
        exec: exec(spec, env)?,
        stacks: [vec![0u8; STACK_SIZE].into_boxed_slice(), vec![0u8; STACK_SIZE].into_boxed_slice()],
        filter: super::seccomp::program(),
    })
}

/// The program's command line and environment, and where to look for it: its path, or each
/// folder of the `PATH` of `env` (as `execvp` does inside the sandbox).
fn exec(spec: &ProcessSpec, env: &[(String, OsString)]) -> io::Result<Exec> {
    let program = spec.program.as_os_str();
    let paths: Vec<CString> = if program.as_bytes().contains(&b'/') {
        vec![c_path(&spec.program)?]
    } else {
        let path = env.iter().rev().find(|(k, _)| k == "PATH").map(|(_, v)| v.clone()).unwrap_or_else(|| "/usr/bin:/bin".into());
        std::env::split_paths(&path).map(|dir| c_path(&dir.join(program))).collect::<io::Result<_>>()?
    };
    let mut argv_strings = vec![c_path(&spec.program)?];
    argv_strings.extend(spec.args.iter().map(|a| c_text(a)).collect::<io::Result<Vec<_>>>()?);
    let mut env_strings = Vec::new();
    for (key, value) in env {
        let mut pair = key.as_bytes().to_vec();
        pair.push(b'=');
        pair.extend_from_slice(value.as_bytes());
        env_strings.push(CString::new(pair).map_err(|_| io::Error::other(format!("a NUL in the variable {key}")))?);
    }
    let pointers = |strings: &[CString]| strings.iter().map(|s| s.as_ptr()).chain([std::ptr::null()]).collect::<Vec<_>>();
    let (argv, envp) = (pointers(&argv_strings), pointers(&env_strings));
    let failure = c_text(&format!("edrift: cannot run {} in its sandbox: error ", spec.program.display()))?;
    argv_strings.extend(env_strings);
    Ok(Exec { paths, _strings: argv_strings, argv, envp, failure })
}

/// Whether `mount`, made where it is, needs the view to hold an empty folder there: a folder
/// mount outside every bound folder of the lane and the system.
fn needs_dir(mount: &Mount, lane: &[Mount]) -> bool {
    matches!(mount, Mount::Writable(_) | Mount::ReadOnly(_)) && !inside_bound(mount.at(), lane)
}

/// Whether `path` is inside a folder the view binds from the host (so it exists there when it
/// exists on the host).
fn inside_bound(path: &Path, lane: &[Mount]) -> bool {
    let system = super::SYSTEM.iter().any(|s| path.starts_with(s));
    system || lane.iter().any(|m| matches!(m, Mount::ReadOnly(dir) if path.starts_with(dir)))
}

/// Where each of the cell's mounts is made: in a fresh tmpfs (`/tmp`), inside a bound folder as
/// it is, or in a tmpfs of the cell's own at the topmost folder above it that holds nothing of
/// the view (`/work` for a snippet at `/work/p/suites/a.rs`; `/root/p` rather than `/root`,
/// which holds rustup's home).
fn places(cell: &[Mount], lane: &[Mount]) -> io::Result<Vec<Place>> {
    let mut places = Vec::new();
    for (i, mount) in cell.iter().enumerate() {
        let at = mount.at();
        let fresh = super::FRESH_TMPFS.iter().map(|(_, dir)| Path::new(*dir)).find(|dir| at.starts_with(dir));
        let earlier = cell[..i].iter().any(|m| matches!(m, Mount::Writable(dir) | Mount::ReadOnly(dir) if at.starts_with(dir)));
        let place = match fresh {
            // Inside a folder the cell binds before it (a compiletest test in its suite's
            // folder, bound read-only), where the host has it: made as it is, never created in
            // the bound folder.
            _ if earlier => Place::AsIs,
            Some(dir) => Place::Under(dir.to_path_buf()),
            None if inside_bound(at, lane) => Place::AsIs,
            None => match free_top(at, lane) {
                Some(top) if top != at => Place::Under(top),
                _ => Place::AsIs,
            },
        };
        let makes_itself = matches!(mount, Mount::Link { .. } | Mount::File { .. });
        if makes_itself && matches!(place, Place::AsIs) && !earlier && !inside_bound(at, lane) {
            return Err(io::Error::other(format!("no place to make {} in a sandbox entered per process", at.display())));
        }
        places.push(place);
    }
    Ok(places)
}

/// The topmost folder above (or at) `at` that is neither the sandbox's own nor above any of
/// the view's mounts.
fn free_top(at: &Path, lane: &[Mount]) -> Option<PathBuf> {
    let mut ancestors: Vec<&Path> = at.ancestors().collect();
    ancestors.reverse();
    ancestors
        .into_iter()
        .find(|dir| *dir != Path::new("/") && !super::is_made_by_the_sandbox(dir) && !lane.iter().any(|m| m.at().starts_with(dir)))
        .map(Path::to_path_buf)
}

/// The steps that make `mount` at its place.
fn add_steps(steps: &mut Vec<Step>, mount: &Mount, place: &Place) -> io::Result<()> {
    let at = mount.at();
    if let Place::Under(root) = place {
        let mut between: Vec<&Path> = at.ancestors().skip(1).take_while(|dir| dir != root && dir.starts_with(root)).collect();
        between.reverse();
        for dir in between {
            steps.push(Step::Dir(c_path(dir)?));
        }
        steps.push(match mount {
            Mount::ReadOnly(_) | Mount::Writable(_) => Step::Dir(c_path(at)?),
            Mount::File { .. } => Step::File(c_path(at)?),
            Mount::Link { target, .. } => Step::Link { target: c_path(target)?, at: c_path(at)? },
            Mount::Hidden(_) => return Err(io::Error::other("a hidden folder is the view's, not the cell's")),
        });
    }
    let (from, read_only) = match mount {
        Mount::ReadOnly(dir) => (dir, true),
        Mount::Writable(dir) => (dir, false),
        Mount::File { copy, .. } => (copy, true),
        Mount::Link { .. } => return Ok(()),
        Mount::Hidden(_) => return Err(io::Error::other("a hidden folder is the view's, not the cell's")),
    };
    steps.push(Step::Attach { tree: detached_copy(from, read_only)?, at: c_path(at)? });
    Ok(())
}

/// Linux's new mount API, which `libc` names only by system call number.
mod api {
    pub const OPEN_TREE_CLONE: libc::c_uint = 1;
    pub const MOVE_MOUNT_F_EMPTY_PATH: libc::c_uint = 0x4;
    pub const MOUNT_ATTR_RDONLY: u64 = 0x1;
    pub const MOUNT_ATTR_NOSUID: u64 = 0x2;
    pub const MOUNT_ATTR_NODEV: u64 = 0x4;

    /// `struct mount_attr`.
    #[repr(C)]
    pub struct MountAttr {
        pub attr_set: u64,
        pub attr_clr: u64,
        pub propagation: u64,
        pub userns_fd: u64,
    }
}

/// A detached copy of the host's `path` (and the mounts below it), read-only when asked, never
/// setuid or with devices, as bubblewrap binds: attached inside a process's sandbox later.
fn detached_copy(path: &Path, read_only: bool) -> io::Result<OwnedFd> {
    let path = c_path(path)?;
    let flags = api::OPEN_TREE_CLONE | libc::O_CLOEXEC as libc::c_uint | libc::AT_RECURSIVE as libc::c_uint;
    // SAFETY: open_tree(2) with a NUL-terminated path; the descriptor it returns is owned below.
    let raw = unsafe { libc::syscall(libc::SYS_open_tree, libc::AT_FDCWD, path.as_ptr(), flags) };
    if raw < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a descriptor just returned, owned by nothing else.
    let tree = unsafe { OwnedFd::from_raw_fd(raw as RawFd) };
    let readonly = if read_only { api::MOUNT_ATTR_RDONLY } else { 0 };
    let attr =
        api::MountAttr { attr_set: readonly | api::MOUNT_ATTR_NOSUID | api::MOUNT_ATTR_NODEV, attr_clr: 0, propagation: 0, userns_fd: 0 };
    let flags = libc::AT_EMPTY_PATH | libc::AT_RECURSIVE;
    // SAFETY: mount_setattr(2) on the descriptor above, with a valid struct and its size.
    let done = unsafe {
        libc::syscall(libc::SYS_mount_setattr, tree.as_raw_fd(), c"".as_ptr(), flags, &attr, std::mem::size_of::<api::MountAttr>())
    };
    if done < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(tree)
}

fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes()).map_err(|_| io::Error::other(format!("a NUL in {}", path.display())))
}

fn c_text(text: &str) -> io::Result<CString> {
    CString::new(text).map_err(|_| io::Error::other(format!("a NUL in {text:?}")))
}

/// The views made so far, by the bubblewrap arguments that made them.
type Views = HashMap<Vec<String>, Arc<OwnedFd>>;

/// How many views are kept: a run has a few lanes; a crate's UI tests add their crate's folders.
const VIEWS_KEPT: usize = 16;

/// The mount namespace that shows the system folders, `lane`'s mounts and the empty folders
/// `dirs`, made by bubblewrap at its first use and kept open (a namespace lives as long as a
/// descriptor names it, with no process in it).
fn view(bwrap: &Path, lane: &[Mount], dirs: &[PathBuf]) -> io::Result<Arc<OwnedFd>> {
    static VIEWS: OnceLock<Mutex<Views>> = OnceLock::new();
    let args = super::view_args(lane, dirs);
    let views = VIEWS.get_or_init(Mutex::default);
    if let Some(view) = views.lock().map_err(|_| io::Error::other("a thread panicked while making a view"))?.get(&args) {
        return Ok(Arc::clone(view));
    }
    // Made outside the lock: two workers may both make one at once, and one of them is kept.
    let view = Arc::new(make_view(bwrap, &args)?);
    let mut views = views.lock().map_err(|_| io::Error::other("a thread panicked while making a view"))?;
    if views.len() >= VIEWS_KEPT {
        views.clear();
    }
    Ok(Arc::clone(views.entry(args).or_insert(view)))
}

/// Runs bubblewrap with `args` around a shell that says its process id and waits, and opens its
/// mount namespace.
fn make_view(bwrap: &Path, args: &[String]) -> io::Result<OwnedFd> {
    let mut child = std::process::Command::new(bwrap)
        .arg("--die-with-parent")
        .args(args)
        .args(["--", "/bin/sh", "-c", "echo $$; read _"])
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    let mut line = String::new();
    let read = child.stdout.take().map(|out| io::BufReader::new(out).read_line(&mut line));
    let namespace = match (read, line.trim().parse::<u32>()) {
        (Some(Ok(_)), Ok(pid)) => std::fs::File::open(format!("/proc/{pid}/ns/mnt")),
        _ => Err(io::Error::other("bubblewrap did not start the view's shell")),
    };
    // Its stdin closed, the shell ends; the namespace stays, held by the descriptor.
    drop(child.stdin.take());
    let output = child.wait_with_output()?;
    namespace.map(OwnedFd::from).map_err(|e| io::Error::other(format!("{e}: {}", String::from_utf8_lossy(&output.stderr).trim())))
}

/// `Err(errno)` when a system call returned -1.
fn check(result: libc::c_int) -> io::Result<()> {
    if result < 0 { Err(io::Error::last_os_error()) } else { Ok(()) }
}

impl Entry {
    /// Enters the sandbox: runs in the child between fork and exec, and returns (to exec the
    /// program) only in the program's process, two forks down.
    pub fn enter(&self) -> io::Result<()> {
        const NAMESPACES: libc::c_int =
            libc::CLONE_NEWNS | libc::CLONE_NEWPID | libc::CLONE_NEWIPC | libc::CLONE_NEWUTS | libc::CLONE_NEWCGROUP;
        // SAFETY: setns(2) and unshare(2) move this single-threaded child alone.
        unsafe {
            check(libc::setns(self.view.as_raw_fd(), libc::CLONE_NEWNS))?;
            check(libc::unshare(NAMESPACES))?;
            check(libc::setns(self.network, libc::CLONE_NEWNET))?;
        }
        // The folders made here get exactly their modes (0755, as bubblewrap's `--perms`).
        // SAFETY: umask(2) has no preconditions.
        let umask = unsafe { libc::umask(0) };
        let made = self.make();
        // SAFETY: as above.
        unsafe { libc::umask(umask) };
        made?;
        if let Some(cwd) = &self.cwd {
            // SAFETY: chdir(2) with a NUL-terminated path.
            check(unsafe { libc::chdir(cwd.as_ptr()) })?;
        }
        self.split()
    }

    /// Makes the cell's mounts in this process's (private) copy of the view.
    fn make(&self) -> io::Result<()> {
        let exists = |result: libc::c_int| match result {
            0.. => Ok(()),
            _ if io::Error::last_os_error().raw_os_error() == Some(libc::EEXIST) => Ok(()),
            _ => Err(io::Error::last_os_error()),
        };
        for step in &self.steps {
            // SAFETY: mount(2), mkdir(2), open(2), close(2), symlink(2) and move_mount(2) with
            // NUL-terminated strings and descriptors made before the fork.
            unsafe {
                match step {
                    Step::Tmpfs { at, options } => {
                        let flags = libc::MS_NOSUID | libc::MS_NODEV;
                        check(libc::mount(c"tmpfs".as_ptr(), at.as_ptr(), c"tmpfs".as_ptr(), flags, options.as_ptr().cast()))?
                    }
                    Step::Dir(at) => exists(libc::mkdir(at.as_ptr(), 0o755))?,
                    Step::File(at) => {
                        let fd = libc::open(at.as_ptr(), libc::O_CREAT | libc::O_WRONLY | libc::O_CLOEXEC, 0o444);
                        check(fd)?;
                        libc::close(fd);
                    }
                    Step::Link { target, at } => exists(libc::symlink(target.as_ptr(), at.as_ptr()))?,
                    Step::Attach { tree, at } => {
                        let flags = api::MOVE_MOUNT_F_EMPTY_PATH;
                        let attached =
                            libc::syscall(libc::SYS_move_mount, tree.as_raw_fd(), c"".as_ptr(), libc::AT_FDCWD, at.as_ptr(), flags);
                        check(attached as libc::c_int)?
                    }
                }
            }
        }
        for at in &self.read_only_after {
            let flags = libc::MS_REMOUNT | libc::MS_BIND | libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV;
            // SAFETY: mount(2) remounting a mount this process made, with a NUL-terminated path.
            check(unsafe { libc::mount(std::ptr::null(), at.as_ptr(), std::ptr::null(), flags, std::ptr::null()) })?;
        }
        Ok(())
    }

    /// Starts the namespace's init; this process becomes the relay, which ends as the program.
    fn split(&self) -> io::Result<()> {
        let mut pipe = [0; 2];
        // SAFETY: pipe2(2) into a local array.
        check(unsafe { libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) })?;
        let [from_init, to_relay] = pipe;
        let start = Start { entry: self, to_relay };
        // SAFETY: the init runs `init_main` on a stack of its own, sharing this process's memory,
        // in which it only reads `start` (alive: this process waits for the init before it
        // ends) and makes system calls.
        let init = unsafe { clone_onto(&self.stacks[0], init_main, &start, libc::CLONE_VM | libc::SIGCHLD) };
        if init < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: closing this side's copy of the init's end.
        unsafe { libc::close(to_relay) };
        relay(init, from_init)
    }

    /// Drops to the cell's user as `setpriv --reuid --regid --clear-groups --no-new-privs
    /// --inh-caps=-all --bounding-set=-all` does, in a session of its own (bubblewrap's
    /// `--new-session`: no terminal to push input into).
    fn become_user(&self) -> io::Result<()> {
        let id = self.user;
        // SAFETY: credential and capability system calls with plain or local arguments.
        unsafe {
            check(libc::setgroups(0, std::ptr::null()))?;
            check(libc::setresgid(id, id, id))?;
            // Past the kernel's last capability the call fails, harmlessly.
            for capability in 0..64 {
                libc::prctl(libc::PR_CAPBSET_DROP, capability, 0, 0, 0);
            }
            check(libc::setresuid(id, id, id))?;
            let header = CapHeader { version: CAPABILITY_VERSION_3, pid: 0 };
            let none = [CapData { effective: 0, permitted: 0, inheritable: 0 }; 2];
            check(libc::syscall(libc::SYS_capset, &header, none.as_ptr()) as libc::c_int)?;
            check(libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0))?;
            check(libc::setsid())?;
        }
        Ok(())
    }
}

/// What the init and the program's process start from.
struct Start<'a> {
    entry: &'a Entry,
    /// The pipe to the relay.
    to_relay: RawFd,
}

/// Starts `main(start)` in a new process that shares this one's memory, on `stack`.
///
/// # Safety
///
/// `main` may only make system calls and read `start`, which must outlive the new process's
/// use of it (until it execs or exits).
unsafe fn clone_onto(
    stack: &[u8],
    main: extern "C" fn(*mut libc::c_void) -> libc::c_int,
    start: &Start<'_>,
    flags: libc::c_int,
) -> libc::pid_t {
    // The top of the stack (it grows down), aligned as the ABI asks.
    let top = (stack.as_ptr() as usize + stack.len()) & !15;
    let arg = start as *const Start<'_> as *mut libc::c_void;
    // SAFETY: as the caller promises; the stack is this process's memory, unused by it.
    unsafe { libc::clone(main, top as *mut libc::c_void, flags, arg) }
}

/// The namespace's first process: mounts its `/proc`, starts the program and reports how it
/// ended to the relay.
extern "C" fn init_main(arg: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `arg` is the relay's `Start`, alive while the relay waits for this process.
    let start = unsafe { &*(arg as *const Start<'_>) };
    close_all_but(start.to_relay);
    // SAFETY: prctl(2) and mount(2) with constant arguments.
    let mounted = unsafe {
        // Its parent, the relay, dies with the harness's worker: the namespace dies with it.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        let flags = libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC;
        libc::mount(c"proc".as_ptr(), c"/proc".as_ptr(), c"proc".as_ptr(), flags, std::ptr::null())
    };
    if mounted < 0 {
        fail(&start.entry.exec, c"/proc", io::Error::last_os_error().raw_os_error().unwrap_or(0));
    }
    // SAFETY: the program's process runs `program_main` on its own stack until it execs; this
    // process waits meanwhile (CLONE_VFORK), so `start` stays alive.
    let program = unsafe { clone_onto(&start.entry.stacks[1], program_main, start, libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD) };
    if program < 0 {
        fail(&start.entry.exec, c"a process", io::Error::last_os_error().raw_os_error().unwrap_or(0));
    }
    reap(program, start.to_relay)
}

/// The program's process: becomes the cell's user and execs the program.
extern "C" fn program_main(arg: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `arg` is the relay's `Start`; the init waits until this process execs or exits.
    let start = unsafe { &*(arg as *const Start<'_>) };
    // SAFETY: close(2) of the pipe to the relay, which is the init's alone.
    unsafe { libc::close(start.to_relay) };
    let exec = &start.entry.exec;
    if let Err(e) = start.entry.become_user() {
        fail(exec, c"the cell's user", e.raw_os_error().unwrap_or(0));
    }
    // Last, after `no_new_privs` (which it needs), so that nothing before the exec is refused.
    if let Err(e) = super::seccomp::install(start.entry.filter) {
        fail(exec, c"the seccomp filter", e.raw_os_error().unwrap_or(0));
    }
    let mut errno = libc::ENOENT;
    for path in &exec.paths {
        // SAFETY: execve(2) with a NUL-terminated path and null-terminated arrays of pointers
        // into strings `exec` owns.
        unsafe { libc::execve(path.as_ptr(), exec.argv.as_ptr(), exec.envp.as_ptr()) };
        match io::Error::last_os_error().raw_os_error() {
            // The next folder of `PATH` may hold it.
            Some(libc::ENOENT | libc::ENOTDIR) => {}
            Some(other) => {
                errno = other;
                break;
            }
            None => {}
        }
    }
    fail(exec, c"", errno)
}

/// Says on stderr that the program could not be started (`what` failed with `errno`) and ends
/// this process with 127, as a shell does for a program it cannot run.
fn fail(exec: &Exec, what: &std::ffi::CStr, errno: libc::c_int) -> ! {
    let mut digits = [0u8; 12];
    let mut at = digits.len();
    let mut n = errno.unsigned_abs();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let say = |bytes: &[u8]| {
        // SAFETY: write(2) of a buffer to stderr.
        unsafe { libc::write(2, bytes.as_ptr().cast(), bytes.len()) };
    };
    say(exec.failure.as_bytes());
    say(&digits[at..]);
    if !what.is_empty() {
        say(b" (");
        say(what.to_bytes());
        say(b")");
    }
    say(b"\n");
    // SAFETY: _exit(2) has no preconditions.
    unsafe { libc::_exit(127) }
}

/// `_LINUX_CAPABILITY_VERSION_3`: two words of each set.
const CAPABILITY_VERSION_3: u32 = 0x2008_0522;

/// `struct __user_cap_header_struct`.
#[repr(C)]
struct CapHeader {
    version: u32,
    pid: libc::c_int,
}

/// `struct __user_cap_data_struct`.
#[repr(C)]
#[derive(Clone, Copy)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}

/// Closes every descriptor above the standard three but `keep` (std's exec-error pipe among
/// them, whose open end would keep `spawn` waiting).
fn close_all_but(keep: RawFd) {
    let keep = keep as libc::c_uint;
    // SAFETY: close_range(2) on this process's own descriptors.
    unsafe {
        if keep > 3 {
            libc::syscall(libc::SYS_close_range, 3 as libc::c_uint, keep - 1, 0 as libc::c_uint);
        }
        libc::syscall(libc::SYS_close_range, keep + 1, libc::c_uint::MAX, 0 as libc::c_uint);
    }
}

/// The init's wait: reaps every process of the namespace until the program ends, then sends
/// its wait status to the relay and exits (which ends the namespace's other processes).
fn reap(program: libc::pid_t, to_relay: RawFd) -> ! {
    close_all_but(to_relay);
    let mut status: libc::c_int = 0;
    loop {
        let mut reaped: libc::c_int = 0;
        // SAFETY: waitpid(2) into a local.
        let pid = unsafe { libc::waitpid(-1, &mut reaped, 0) };
        if pid == program {
            status = reaped;
            break;
        }
        if pid < 0 && io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            break;
        }
    }
    let bytes = status.to_ne_bytes();
    // SAFETY: write(2) from a local buffer, then _exit(2).
    unsafe {
        libc::write(to_relay, bytes.as_ptr().cast(), bytes.len());
        libc::_exit(0)
    }
}

/// The relay's wait: reads the program's wait status from the init and ends the same way
/// (exits with its code or dies of its signal); the init's own status where it sent none.
fn relay(init: libc::pid_t, from_init: RawFd) -> ! {
    close_all_but(from_init);
    let mut bytes = [0u8; 4];
    let mut got = 0;
    while got < bytes.len() {
        // SAFETY: read(2) into the rest of a local buffer.
        let n = unsafe { libc::read(from_init, bytes[got..].as_mut_ptr().cast(), bytes.len() - got) };
        match n {
            1.. => got += n as usize,
            0 => break,
            _ if io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) => {}
            _ => break,
        }
    }
    let mut init_status: libc::c_int = 0;
    // SAFETY: waitpid(2) into a local.
    while unsafe { libc::waitpid(init, &mut init_status, 0) } < 0 && io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {}
    end_as(if got == bytes.len() { libc::c_int::from_ne_bytes(bytes) } else { init_status })
}

/// Ends this process as wait status `status` says.
fn end_as(status: libc::c_int) -> ! {
    if libc::WIFSIGNALED(status) {
        let signal = libc::WTERMSIG(status);
        // SAFETY: resetting a signal's action and mask, then sending it to this process.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
            libc::kill(libc::getpid(), signal);
            libc::_exit(128 + signal)
        }
    }
    let code = if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { 127 };
    // SAFETY: _exit(2) has no preconditions.
    unsafe { libc::_exit(code) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lane() -> Vec<Mount> {
        vec![Mount::ReadOnly(PathBuf::from("/root/.rustup")), Mount::ReadOnly(PathBuf::from("/root/.cache/edition-drift/lanes"))]
    }

    #[test]
    fn a_cell_s_own_tmpfs_is_the_topmost_folder_that_holds_nothing_of_the_view() {
        assert_eq!(free_top(Path::new("/work/p/suites/a.rs"), &lane()), Some(PathBuf::from("/work")));
        // Not /root, which holds rustup's home: what is beside it in the project's folder.
        assert_eq!(free_top(Path::new("/root/p/suites/a.rs"), &lane()), Some(PathBuf::from("/root/p")));
        // Above a lane's folder: there already.
        assert_eq!(free_top(Path::new("/root/.cache"), &lane()), None);
        assert_eq!(free_top(Path::new("/dev/shm/x"), &lane()), None);
    }

    #[test]
    fn each_mount_of_a_cell_has_a_place() {
        let cell = [
            Mount::Writable(PathBuf::from("/tmp/edrift-cell-1")),
            Mount::Writable(PathBuf::from("/root/.rustup/state")),
            Mount::File { copy: PathBuf::from("/tmp/edrift-cell-1/.edrift-sources/0/a.rs"), at: PathBuf::from("/work/p/suites/a.rs") },
        ];
        let made = places(&cell, &lane()).unwrap();
        assert!(matches!(&made[0], Place::Under(root) if root == Path::new("/tmp")));
        assert!(matches!(&made[1], Place::AsIs), "inside a bound folder, it is there");
        assert!(matches!(&made[2], Place::Under(root) if root == Path::new("/work")));
        // A test in its suite's folder, bound read-only before it (in /tmp too): bound where the
        // host has it, never created in the read-only folder.
        let suite = [
            Mount::ReadOnly(PathBuf::from("/tmp/s/ui")),
            Mount::File { copy: PathBuf::from("/tmp/edrift-cell-1/.edrift-sources/0/t.rs"), at: PathBuf::from("/tmp/s/ui/t.rs") },
        ];
        let made = places(&suite, &lane()).unwrap();
        assert!(matches!(&made[0], Place::Under(root) if root == Path::new("/tmp")));
        assert!(matches!(&made[1], Place::AsIs), "inside the bound suite");
        // A link has to be made, and the view's root is read-only.
        let link = [Mount::Link { target: PathBuf::from("/tmp/x"), at: PathBuf::from("/x"), writable: true }];
        assert!(places(&link, &lane()).is_err());
    }

    #[test]
    fn the_steps_make_the_folders_above_a_file_then_attach_it() {
        let mut steps = Vec::new();
        let file = Mount::Link { target: PathBuf::from("/tmp/t"), at: PathBuf::from("/work/p/l"), writable: true };
        add_steps(&mut steps, &file, &Place::Under(PathBuf::from("/work"))).unwrap();
        let made: Vec<String> = steps
            .iter()
            .map(|step| match step {
                Step::Dir(at) => format!("dir {}", at.to_string_lossy()),
                Step::Link { target, at } => format!("link {} -> {}", at.to_string_lossy(), target.to_string_lossy()),
                Step::Tmpfs { .. } | Step::File(_) | Step::Attach { .. } => "other".to_string(),
            })
            .collect();
        assert_eq!(made, ["dir /work/p", "link /work/p/l -> /tmp/t"]);
    }

    #[test]
    fn a_program_without_a_slash_is_looked_for_in_its_path() {
        let spec = ProcessSpec {
            program: PathBuf::from("rustc"),
            args: vec!["-V".to_string()],
            cwd: None,
            env: Vec::new(),
            timeout: std::time::Duration::from_secs(1),
            stdin: None,
        };
        let exec = exec(&spec, &[("PATH".to_string(), OsString::from("/a:/b"))]).unwrap();
        assert_eq!(exec.paths, [c"/a/rustc".to_owned(), c"/b/rustc".to_owned()]);
        assert_eq!((exec.argv.len(), exec.envp.len()), (3, 2), "null-terminated");
    }
}
