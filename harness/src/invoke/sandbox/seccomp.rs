//! The seccomp filter every sandboxed process runs under: no unix-domain socket of its own
//! making, so no socket of the host (one in `/etc`, in a lane's folder, in anything bound, or
//! made there after the sandbox) can be reached. A pathname socket is reached only through
//! `connect` or `sendto` on an `AF_UNIX` socket; seccomp cannot read the address `connect`
//! is given (a pointer), but it can refuse the socket: `socket(AF_UNIX, ...)` fails with
//! `EACCES`, and `socketpair(AF_UNIX, ...)` is allowed only for stream and seqpacket pairs,
//! which are connected for life (a datagram pair could `sendto` any path). `io_uring_setup`
//! fails with `ENOSYS` (its rings make sockets and connect without a system call the filter
//! sees), and so do the x32 ABI's calls; an i386 process has the same rules (and no
//! `socketcall`, whose arguments are behind a pointer). Every other call is allowed: TCP on the
//! sandbox's own loopback, pipes and FIFOs (cargo's and rustc's jobserver) work as before.
//!
//! It takes the filter's text (classic BPF) and gives it as a program to install between fork
//! and exec, or as a file for bubblewrap's `--seccomp`; it decides nothing else.

use std::io::{self, Write as _};
use std::os::fd::{FromRawFd as _, OwnedFd};
use std::sync::OnceLock;

/// `AUDIT_ARCH_*` of the architectures the filter knows (linux/audit.h).
#[cfg(target_arch = "x86_64")]
const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;
#[cfg(target_arch = "x86_64")]
const AUDIT_ARCH_I386: u32 = 0x4000_0003;
#[cfg(target_arch = "aarch64")]
const AUDIT_ARCH_AARCH64: u32 = 0xC000_00B7;
#[cfg(target_arch = "aarch64")]
const AUDIT_ARCH_ARM: u32 = 0x4000_0028;

/// The x32 ABI's calls carry this bit in their number.
const X32_SYSCALL_BIT: u32 = 0x4000_0000;

/// Offsets in `struct seccomp_data`: the call's number, its architecture, and the low 32 bits of
/// its first two arguments (little-endian).
const NR: u32 = 0;
const ARCH: u32 = 4;
const ARG0: u32 = 16;
const ARG1: u32 = 24;

/// One architecture's numbers of the calls the filter looks at.
struct Calls {
    arch: u32,
    socket: u32,
    socketpair: u32,
    io_uring_setup: u32,
    /// Calls refused outright (i386's `socketcall`).
    refused: &'static [u32],
    /// Whether numbers with [`X32_SYSCALL_BIT`] are refused (x86_64).
    x32: bool,
}

#[cfg(target_arch = "x86_64")]
const TABLES: [Calls; 2] = [
    Calls { arch: AUDIT_ARCH_X86_64, socket: 41, socketpair: 53, io_uring_setup: 425, refused: &[], x32: true },
    Calls { arch: AUDIT_ARCH_I386, socket: 359, socketpair: 360, io_uring_setup: 425, refused: &[102], x32: false },
];

#[cfg(target_arch = "aarch64")]
const TABLES: [Calls; 2] = [
    Calls { arch: AUDIT_ARCH_AARCH64, socket: 198, socketpair: 199, io_uring_setup: 425, refused: &[], x32: false },
    Calls { arch: AUDIT_ARCH_ARM, socket: 281, socketpair: 288, io_uring_setup: 425, refused: &[], x32: false },
];

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
compile_error!("the sandbox's seccomp filter knows the system call numbers of x86_64 and aarch64 only");

/// A filter's answers.
const ALLOW: u32 = libc::SECCOMP_RET_ALLOW;
const REFUSE: u32 = libc::SECCOMP_RET_ERRNO | libc::EACCES as u32;
const MISSING: u32 = libc::SECCOMP_RET_ERRNO | libc::ENOSYS as u32;
/// A process of an architecture the filter does not know (none can start here).
const KILL: u32 = libc::SECCOMP_RET_KILL_PROCESS;

const fn statement(code: u32, k: u32) -> libc::sock_filter {
    libc::sock_filter { code: code as u16, jt: 0, jf: 0, k }
}

/// A jump to the instruction `to` (an index) if the accumulator equals `k` (`op` another
/// comparison), from the instruction at `at`.
fn jump_to(op: u32, k: u32, at: usize, to: usize) -> libc::sock_filter {
    let skip = u8::try_from(to - at - 1).expect("the filter is short");
    libc::sock_filter { code: (libc::BPF_JMP | op | libc::BPF_K) as u16, jt: skip, jf: 0, k }
}

fn load(offset: u32) -> libc::sock_filter {
    statement(libc::BPF_LD | libc::BPF_W | libc::BPF_ABS, offset)
}

fn answer(value: u32) -> libc::sock_filter {
    statement(libc::BPF_RET | libc::BPF_K, value)
}

/// The rules of one architecture, placed at `start` of the program.
fn rules(calls: &Calls, start: usize) -> Vec<libc::sock_filter> {
    // The section's layout: a fixed head of checks on the number, then three short tails.
    let head = 1 + usize::from(calls.x32) + calls.refused.len() + 3 + 1;
    let socket = start + head;
    let pair = socket + 3;
    let (refuse, missing) = (pair + 7, pair + 8);
    let mut code = vec![load(NR)];
    let at = |code: &Vec<libc::sock_filter>| start + code.len();
    if calls.x32 {
        code.push(jump_to(libc::BPF_JGE, X32_SYSCALL_BIT, at(&code), missing));
    }
    for nr in calls.refused {
        code.push(jump_to(libc::BPF_JEQ, *nr, at(&code), refuse));
    }
    code.push(jump_to(libc::BPF_JEQ, calls.socket, at(&code), socket));
    code.push(jump_to(libc::BPF_JEQ, calls.socketpair, at(&code), pair));
    code.push(jump_to(libc::BPF_JEQ, calls.io_uring_setup, at(&code), missing));
    code.push(answer(ALLOW));
    debug_assert_eq!(at(&code), socket);
    // socket(domain, ...): refused for AF_UNIX.
    code.push(load(ARG0));
    code.push(jump_to(libc::BPF_JEQ, libc::AF_UNIX as u32, at(&code), refuse));
    code.push(answer(ALLOW));
    debug_assert_eq!(at(&code), pair);
    // socketpair(domain, type, ...): AF_UNIX only as a stream or seqpacket pair (the type's
    // low bits; SOCK_CLOEXEC and SOCK_NONBLOCK above them).
    code.push(load(ARG0));
    code.push(libc::sock_filter { code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16, jt: 0, jf: 4, k: libc::AF_UNIX as u32 });
    code.push(load(ARG1));
    code.push(statement(libc::BPF_ALU | libc::BPF_AND | libc::BPF_K, 0xf));
    code.push(libc::sock_filter { code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16, jt: 1, jf: 0, k: libc::SOCK_STREAM as u32 });
    code.push(libc::sock_filter {
        code: (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16,
        jt: 0,
        jf: 1,
        k: libc::SOCK_SEQPACKET as u32,
    });
    // Reached by "not AF_UNIX" and "a stream or seqpacket pair"; a datagram pair skips it.
    debug_assert_eq!(at(&code), pair + 6);
    code.push(answer(ALLOW));
    code.push(answer(REFUSE));
    code.push(answer(MISSING));
    code
}

/// The filter's program, made once.
pub fn program() -> &'static [libc::sock_filter] {
    static PROGRAM: OnceLock<Vec<libc::sock_filter>> = OnceLock::new();
    PROGRAM.get_or_init(|| {
        // The architecture first: each table's section follows its check.
        let mut code = vec![load(ARCH)];
        let checks = TABLES.len();
        let mut sections = Vec::new();
        let mut start = 1 + checks + 1;
        for calls in &TABLES {
            let section = rules(calls, start);
            start += section.len();
            sections.push(section);
        }
        let mut section_start = 1 + checks + 1;
        for (calls, section) in TABLES.iter().zip(&sections) {
            code.push(jump_to(libc::BPF_JEQ, calls.arch, code.len(), section_start));
            section_start += section.len();
        }
        code.push(answer(KILL));
        sections.into_iter().for_each(|section| code.extend(section));
        code
    })
}

/// The filter as a file for bubblewrap's `--seccomp`: a memory file holding the program, read
/// from its start (close-on-exec: the child that runs bubblewrap keeps it open for it).
pub fn file() -> io::Result<OwnedFd> {
    // SAFETY: memfd_create(2) with a NUL-terminated name; the descriptor is owned below.
    let raw = unsafe { libc::memfd_create(c"edrift-seccomp".as_ptr(), libc::MFD_CLOEXEC) };
    if raw < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a descriptor just made, owned by nothing else.
    let fd = unsafe { OwnedFd::from_raw_fd(raw) };
    let mut file = std::fs::File::from(fd);
    let program = program();
    // SAFETY: `sock_filter` is a plain C struct of 8 bytes, whose bytes are the program's text.
    let bytes = unsafe { std::slice::from_raw_parts(program.as_ptr().cast::<u8>(), std::mem::size_of_val(program)) };
    file.write_all(bytes)?;
    std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(0))?;
    Ok(file.into())
}

/// Clears close-on-exec of `fd` in the calling process (a child between fork and exec, which
/// hands it to bubblewrap). Async-signal-safe.
pub fn keep_across_exec(fd: std::os::fd::RawFd) -> io::Result<()> {
    // SAFETY: fcntl(2) on a descriptor of this process.
    if unsafe { libc::fcntl(fd, libc::F_SETFD, 0) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Installs the filter in the calling process, which has set `no_new_privs`: a child between
/// fork and exec (the program's process of a sandbox entered per process). Async-signal-safe:
/// the program was made before the fork ([`program`]).
pub fn install(program: &'static [libc::sock_filter]) -> io::Result<()> {
    let fprog = libc::sock_fprog { len: program.len() as libc::c_ushort, filter: program.as_ptr().cast_mut() };
    // SAFETY: prctl(2) with a pointer to a program that lives for the whole process.
    if unsafe { libc::prctl(libc::PR_SET_SECCOMP, libc::SECCOMP_MODE_FILTER, &fprog as *const libc::sock_fprog) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the classic BPF program on one call (this filter's subset: loads, AND, JEQ/JGE, RET).
    fn run(program: &[libc::sock_filter], arch: u32, nr: u32, args: [u32; 2]) -> u32 {
        let word = |offset: u32| match offset {
            NR => nr,
            ARCH => arch,
            ARG0 => args[0],
            ARG1 => args[1],
            other => panic!("load of offset {other}"),
        };
        let (mut pc, mut acc) = (0usize, 0u32);
        loop {
            let op = program[pc];
            let code = u32::from(op.code);
            match code {
                c if c == libc::BPF_LD | libc::BPF_W | libc::BPF_ABS => acc = word(op.k),
                c if c == libc::BPF_ALU | libc::BPF_AND | libc::BPF_K => acc &= op.k,
                c if c == libc::BPF_RET | libc::BPF_K => return op.k,
                c if c == libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K || c == libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K => {
                    let taken = if c & 0xf0 == libc::BPF_JEQ { acc == op.k } else { acc >= op.k };
                    pc += usize::from(if taken { op.jt } else { op.jf });
                }
                other => panic!("instruction {other:#x}"),
            }
            pc += 1;
        }
    }

    #[test]
    fn the_filter_refuses_unix_sockets_and_allows_the_rest() {
        let program = program();
        let unix = libc::AF_UNIX as u32;
        let stream = libc::SOCK_STREAM as u32 | libc::SOCK_CLOEXEC as u32;
        let dgram = libc::SOCK_DGRAM as u32;
        for calls in &TABLES {
            let arch = calls.arch;
            // (call, arguments, answer)
            let rows = [
                (calls.socket, [unix, stream], REFUSE),
                (calls.socket, [unix, dgram], REFUSE),
                (calls.socket, [libc::AF_INET as u32, stream], ALLOW),
                (calls.socket, [libc::AF_INET6 as u32, dgram], ALLOW),
                (calls.socketpair, [unix, stream], ALLOW),
                (calls.socketpair, [unix, libc::SOCK_SEQPACKET as u32 | libc::SOCK_NONBLOCK as u32], ALLOW),
                (calls.socketpair, [unix, dgram], REFUSE),
                (calls.socketpair, [unix, dgram | libc::SOCK_CLOEXEC as u32], REFUSE),
                (calls.io_uring_setup, [0, 0], MISSING),
                // read(2), write(2), whatever else.
                (0, [0, 0], ALLOW),
                (1, [unix, 0], ALLOW),
            ];
            for (nr, args, expected) in rows {
                assert_eq!(run(program, arch, nr, args), expected, "arch {arch:#x}, call {nr}, {args:?}");
            }
            for nr in calls.refused {
                assert_eq!(run(program, arch, *nr, [0, 0]), REFUSE);
            }
            if calls.x32 {
                assert_eq!(run(program, arch, X32_SYSCALL_BIT | calls.socket, [unix, stream]), MISSING);
            }
        }
        assert_eq!(run(program, 0x1234, 0, [0, 0]), KILL, "an unknown architecture");
    }
}
