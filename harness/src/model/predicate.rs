//! Lane predicates: whether a lane can run a cell, decided before anything runs, from the lane's
//! probed capabilities and tools and the snippet's directives. Each predicate is one row of a
//! table (as compiletest's `needs.rs`): its name, its check, and the reason an unmet check
//! gives, so that a new `needs-*`, `only-*` or `ignore-*` is one row. A cell whose lane fails a
//! row is [`Unsupported`]: shown with the reason, never run, never failed.

use std::fmt;

use super::compiletest::Sense;
use super::lane::ReadyLane;
use super::snippet::{Edition, EditionSpec, Snippet, SnippetKind, Tool};

/// Why a lane cannot run a cell: the row of [`CELL`] or [`MIGRATION`] that failed, and the
/// reason it gave. Stored as both (a JSON object); shown as the reason.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(from = "Stored")]
pub struct Unsupported {
    /// The predicate's name (`min-rust`, `needs-nightly`, `edition`, ...).
    pub predicate: String,
    /// What the lane lacks, for people (`min-rust: 1.85`).
    pub reason: String,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

/// How a store holds an [`Unsupported`]: an object, or, from harnesses before the predicate
/// table, the reason alone.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Stored {
    Typed { predicate: String, reason: String },
    Reason(String),
}

impl From<Stored> for Unsupported {
    fn from(stored: Stored) -> Unsupported {
        match stored {
            Stored::Typed { predicate, reason } => Unsupported { predicate, reason },
            // The old reasons, as the rows worded them then; they are shown as they were.
            Stored::Reason(reason) => {
                let predicate = if reason.contains(" does not accept --edition=") {
                    "edition"
                } else if let Some(tool) = reason.strip_prefix("the lane has no ") {
                    match tool {
                        "cargo" => "needs-cargo",
                        "rustdoc" => "needs-rustdoc",
                        "rustfmt" => "needs-rustfmt",
                        _ => "unknown",
                    }
                } else {
                    ["needs-nightly", "min-rust", "max-rust"].into_iter().find(|name| reason.starts_with(name)).unwrap_or("unknown")
                };
                Unsupported { predicate: predicate.to_string(), reason }
            }
        }
    }
}

/// What a predicate looks at: the snippet, its claim for one edition, and the lane.
#[derive(Debug, Clone, Copy)]
pub struct Asked<'a> {
    /// The snippet.
    pub snippet: &'a Snippet,
    /// Its claim for the cell's edition.
    pub spec: &'a EditionSpec,
    /// The lane.
    pub lane: &'a ReadyLane,
}

/// One lane predicate.
pub struct Predicate {
    /// Its name: the directive that asks for it, or the capability it needs.
    pub name: &'static str,
    /// `Some(reason)` when the lane cannot run the cell.
    pub check: fn(&Asked<'_>) -> Option<String>,
}

/// The predicates of every cell, in the order they are checked (the first unmet one is the
/// reason shown).
pub const CELL: &[Predicate] = &[
    Predicate { name: "edition", check: edition },
    Predicate {
        name: "needs-nightly",
        check: |a| (a.spec.needs_nightly && !a.lane.identity.release.is_nightly()).then(|| "needs-nightly".to_string()),
    },
    Predicate {
        name: "min-rust",
        check: |a| a.spec.min_rust.as_ref().filter(|min| release(a) < min.numbers()).map(|min| format!("min-rust: {min}")),
    },
    Predicate {
        name: "max-rust",
        check: |a| a.spec.max_rust.as_ref().filter(|max| release(a) > max.numbers()).map(|max| format!("max-rust: {max}")),
    },
    Predicate {
        name: "needs-cargo",
        check: |a| (a.snippet.kind == SnippetKind::Package && a.lane.cargo.is_none()).then(|| "the lane has no cargo".to_string()),
    },
    Predicate { name: "needs-rustdoc", check: |a| needs_tool(a, Tool::Rustdoc, a.lane.rustdoc.is_some()) },
    Predicate { name: "needs-rustfmt", check: |a| needs_tool(a, Tool::Rustfmt, a.lane.rustfmt.is_some()) },
    Predicate { name: "compiletest", check: compiletest },
];

/// A target or lane detail that compiletest's `only-X` and `ignore-X` name: one row each.
pub struct Detail {
    /// `X`.
    pub name: &'static str,
    /// Whether the lane (its host, its channel) has it.
    pub holds: fn(&ReadyLane) -> bool,
}

/// What `only-X` / `ignore-X` may name, one row each (a new one is a row). The tests run on the
/// lane's host, so the host triple decides the target details.
#[rustfmt::skip]
pub const CONDITIONS: &[Detail] = &[
    Detail { name: "linux",         holds: |l| host(l).contains("-linux") },
    Detail { name: "unix",          holds: |l| ["-linux", "-apple-", "bsd", "solaris", "illumos"].iter().any(|os| host(l).contains(os)) },
    Detail { name: "windows",       holds: |l| host(l).contains("-windows") },
    Detail { name: "macos",         holds: |l| host(l).contains("-apple-darwin") },
    Detail { name: "apple",         holds: |l| host(l).contains("-apple-") },
    Detail { name: "android",       holds: |l| host(l).contains("android") },
    Detail { name: "freebsd",       holds: |l| host(l).contains("freebsd") },
    Detail { name: "ios",           holds: |l| host(l).contains("-apple-ios") },
    Detail { name: "emscripten",    holds: |l| host(l).contains("emscripten") },
    Detail { name: "wasm32",        holds: |l| host(l).starts_with("wasm32") },
    Detail { name: "wasm",          holds: |l| host(l).starts_with("wasm") },
    Detail { name: "x86_64",        holds: |l| host(l).starts_with("x86_64") },
    Detail { name: "x86",           holds: |l| ["i586", "i686"].iter().any(|a| host(l).starts_with(a)) },
    Detail { name: "aarch64",       holds: |l| host(l).starts_with("aarch64") },
    Detail { name: "arm",           holds: |l| host(l).starts_with("arm") },
    Detail { name: "riscv64",       holds: |l| host(l).starts_with("riscv64") },
    Detail { name: "64bit",         holds: |l| ["x86_64", "aarch64", "riscv64", "powerpc64", "s390x", "loongarch64", "sparc64", "mips64"].iter().any(|a| host(l).starts_with(a)) },
    Detail { name: "32bit",         holds: |l| !["x86_64", "aarch64", "riscv64", "powerpc64", "s390x", "loongarch64", "sparc64", "mips64"].iter().any(|a| host(l).starts_with(a)) },
    Detail { name: "endian-big",    holds: |l| ["s390x", "powerpc-", "powerpc64-", "sparc", "mips-", "mips64-"].iter().any(|a| host(l).starts_with(a)) },
    Detail { name: "gnu",           holds: |l| host(l).ends_with("-gnu") },
    Detail { name: "musl",          holds: |l| host(l).ends_with("-musl") },
    Detail { name: "msvc",          holds: |l| host(l).ends_with("-msvc") },
    Detail { name: "elf",           holds: |l| !["-windows", "-apple-", "wasm"].iter().any(|os| host(l).contains(os)) },
    Detail { name: "nightly",       holds: |l| l.identity.release.is_nightly() },
    Detail { name: "stable",        holds: |l| !l.identity.release.is_nightly() && !l.identity.version_line.contains("-beta") },
    Detail { name: "beta",          holds: |l| l.identity.version_line.contains("-beta") },
    // A lane is a released toolchain, never a bootstrap stage, a cross build or a remote one.
    Detail { name: "stage1",        holds: |_| false },
    Detail { name: "stage2",        holds: |_| true },
    Detail { name: "cross-compile", holds: |_| false },
    Detail { name: "remote",        holds: |_| false },
    Detail { name: "test",          holds: |_| true },
    Detail { name: "auxiliary",     holds: |_| true },
    Detail { name: "parallel-frontend", holds: |_| false },
    Detail { name: "backends",      holds: |_| false },
    Detail { name: "compare-mode-polonius", holds: |_| false },
    Detail { name: "compare-mode-next-solver", holds: |_| false },
    Detail { name: "llvm-version",  holds: |_| false },
    Detail { name: "gdb-version",   holds: |_| false },
    Detail { name: "cdb",           holds: |_| false },
    Detail { name: "gdb",           holds: |_| false },
    Detail { name: "lldb",          holds: |_| false },
    Detail { name: "dist",          holds: |_| false },
    // The rest of compiletest's names (its `cfg.rs` collects them from every target rustc
    // knows): an operating system, architecture, environment or ABI of the host triple, read
    // by [`Triple`].
    Detail { name: "aix",           holds: |l| triple(l).os == "aix" },
    Detail { name: "fuchsia",       holds: |l| triple(l).os == "fuchsia" },
    Detail { name: "haiku",         holds: |l| triple(l).os == "haiku" },
    Detail { name: "horizon",       holds: |l| triple(l).os == "horizon" },
    Detail { name: "illumos",       holds: |l| triple(l).os == "illumos" },
    Detail { name: "solaris",       holds: |l| triple(l).os == "solaris" },
    Detail { name: "netbsd",        holds: |l| triple(l).os == "netbsd" },
    Detail { name: "openbsd",       holds: |l| triple(l).os == "openbsd" },
    Detail { name: "dragonfly",     holds: |l| triple(l).os == "dragonfly" },
    Detail { name: "hermit",        holds: |l| triple(l).os == "hermit" },
    Detail { name: "redox",         holds: |l| triple(l).os == "redox" },
    Detail { name: "hurd",          holds: |l| triple(l).os == "hurd" },
    Detail { name: "cygwin",        holds: |l| triple(l).os == "cygwin" },
    Detail { name: "nto",           holds: |l| triple(l).os == "nto" },
    Detail { name: "vxworks",       holds: |l| triple(l).os == "vxworks" },
    Detail { name: "uefi",          holds: |l| triple(l).os == "uefi" },
    Detail { name: "wasi",          holds: |l| triple(l).os == "wasi" },
    Detail { name: "watchos",       holds: |l| triple(l).os == "watchos" },
    Detail { name: "tvos",          holds: |l| triple(l).os == "tvos" },
    Detail { name: "visionos",      holds: |l| triple(l).os == "visionos" },
    Detail { name: "l4re",          holds: |l| triple(l).os == "l4re" },
    Detail { name: "espidf",        holds: |l| triple(l).os == "espidf" },
    Detail { name: "none",          holds: |l| triple(l).os == "none" },
    Detail { name: "unknown",       holds: |l| triple(l).os == "unknown" },
    Detail { name: "16bit",         holds: |l| ["avr", "msp430"].contains(&triple(l).arch) },
    Detail { name: "i586",          holds: |l| host(l).starts_with("i586") },
    Detail { name: "thumb",         holds: |l| host(l).starts_with("thumb") },
    Detail { name: "avr",           holds: |l| triple(l).arch == "avr" },
    Detail { name: "msp430",        holds: |l| triple(l).arch == "msp430" },
    Detail { name: "nvptx64",       holds: |l| triple(l).arch == "nvptx64" },
    Detail { name: "amdgpu",        holds: |l| triple(l).arch == "amdgpu" },
    Detail { name: "spirv",         holds: |l| triple(l).arch == "spirv" },
    Detail { name: "bpf",           holds: |l| triple(l).arch == "bpf" },
    Detail { name: "powerpc",       holds: |l| triple(l).arch == "powerpc" },
    Detail { name: "powerpc64",     holds: |l| triple(l).arch == "powerpc64" },
    Detail { name: "s390x",         holds: |l| triple(l).arch == "s390x" },
    Detail { name: "sparc",         holds: |l| triple(l).arch == "sparc" },
    Detail { name: "sparc64",       holds: |l| triple(l).arch == "sparc64" },
    Detail { name: "loongarch32",   holds: |l| triple(l).arch == "loongarch32" },
    Detail { name: "loongarch64",   holds: |l| triple(l).arch == "loongarch64" },
    Detail { name: "mips",          holds: |l| triple(l).arch == "mips" },
    Detail { name: "mips64",        holds: |l| triple(l).arch == "mips64" },
    Detail { name: "riscv32",       holds: |l| triple(l).arch == "riscv32" },
    Detail { name: "hexagon",       holds: |l| triple(l).arch == "hexagon" },
    Detail { name: "m68k",          holds: |l| triple(l).arch == "m68k" },
    Detail { name: "csky",          holds: |l| triple(l).arch == "csky" },
    Detail { name: "xtensa",        holds: |l| triple(l).arch == "xtensa" },
    Detail { name: "arm64ec",       holds: |l| triple(l).arch == "arm64ec" },
    Detail { name: "wasm64",        holds: |l| triple(l).arch == "wasm64" },
    Detail { name: "sgx",           holds: |l| triple(l).env == "sgx" },
    Detail { name: "uclibc",        holds: |l| triple(l).env == "uclibc" },
    Detail { name: "newlib",        holds: |l| triple(l).env == "newlib" },
    Detail { name: "ohos",          holds: |l| triple(l).env == "ohos" },
    Detail { name: "eabi",          holds: |l| triple(l).abi == "eabi" },
    Detail { name: "eabihf",        holds: |l| triple(l).abi == "eabihf" },
    Detail { name: "macabi",        holds: |l| triple(l).abi == "macabi" },
    Detail { name: "sim",           holds: |l| triple(l).abi == "sim" },
    Detail { name: "uwp",           holds: |l| triple(l).abi == "uwp" },
    Detail { name: "x32",           holds: |l| triple(l).abi == "x32" },
    Detail { name: "windows-gnu",   holds: |l| triple(l).os == "windows" && triple(l).env == "gnu" },
    Detail { name: "windows-msvc",  holds: |l| triple(l).os == "windows" && triple(l).env == "msvc" },
    Detail { name: "linux-gnu",     holds: |l| triple(l).os == "linux" && triple(l).env == "gnu" },
    Detail { name: "linux-musl",    holds: |l| triple(l).os == "linux" && triple(l).env == "musl" },
    Detail { name: "rustc_abi-x86-sse2", holds: |l| ["i586", "i686"].iter().any(|a| host(l).starts_with(a)) },
    Detail { name: "rustc_abi-x86-softfloat", holds: |_| false },
    // Released toolchains: no debug assertions, no Enzyme or Offload, never stage 0, and
    // edrift runs UI tests only.
    Detail { name: "rustc-debug-assertions", holds: |_| false },
    Detail { name: "std-debug-assertions", holds: |_| false },
    Detail { name: "std-remap-debuginfo", holds: |_| false },
    Detail { name: "enzyme",        holds: |_| false },
    Detail { name: "offload",       holds: |_| false },
    Detail { name: "stage0",        holds: |_| false },
    Detail { name: "coverage-map",  holds: |_| false },
    Detail { name: "coverage-run",  holds: |_| false },
];

/// A host triple read as compiletest reads a target: its `target_arch`, `target_os`,
/// `target_env` and `target_abi` (`armv7-unknown-linux-gnueabihf`: `arm`, `linux`, `gnu`,
/// `eabihf`; `x86_64-apple-darwin`: `x86_64`, `macos`, ``, ``).
#[derive(Debug, PartialEq, Eq)]
pub struct Triple<'a> {
    /// `target_arch`.
    pub arch: &'a str,
    /// `target_os`.
    pub os: &'a str,
    /// `target_env`.
    pub env: &'a str,
    /// `target_abi`.
    pub abi: &'a str,
}

impl Triple<'_> {
    /// Reads `triple`.
    pub fn read(triple: &str) -> Triple<'_> {
        let parts: Vec<&str> = triple.split('-').collect();
        let first = parts.first().copied().unwrap_or("");
        let arch = match first {
            a if a.starts_with("i586") || a.starts_with("i686") || a == "i386" => "x86",
            a if a.starts_with("armv") || a.starts_with("thumb") || a == "arm" => "arm",
            a if a.starts_with("riscv64") => "riscv64",
            a if a.starts_with("riscv32") => "riscv32",
            "powerpc64le" => "powerpc64",
            "mipsel" | "mipsisa32r6" | "mipsisa32r6el" => "mips",
            "mips64el" | "mipsisa64r6" | "mipsisa64r6el" => "mips64",
            "aarch64_be" => "aarch64",
            a => a,
        };
        // `arch-vendor-os[-env]`, or `arch-os[-env]` where there is no vendor.
        let (os, rest) = match parts.len() {
            0 | 1 => ("unknown", &[][..]),
            2 => (parts[1], &[][..]),
            3 if ["linux", "none", "windows", "hermit"].contains(&parts[1]) => (parts[1], &parts[2..]),
            _ => (parts[2], &parts[3..]),
        };
        let os = match os {
            "darwin" => "macos",
            "fortanix" | "unknown" if rest.first() == Some(&"sgx") => "unknown",
            os => os,
        };
        let last = rest.first().copied().unwrap_or("");
        let (env, abi) = ["gnu", "musl", "uclibc", "ohos"]
            .into_iter()
            .find_map(|env| last.strip_prefix(env).map(|abi| (env, abi)))
            .unwrap_or(match last {
                "msvc" | "sgx" | "newlib" | "nto70" | "nto71" | "p1" | "p2" => (last, ""),
                abi => ("", abi),
            });
        Triple { arch, os, env, abi }
    }
}

fn triple(lane: &ReadyLane) -> Triple<'_> {
    Triple::read(host(lane))
}

/// What `needs-X` may name, one row each: whether the lane has it, and the reason shown when
/// it does not.
pub struct Need {
    /// `X`.
    pub name: &'static str,
    /// Whether the lane has it.
    pub holds: fn(&ReadyLane) -> bool,
    /// Why not, shown on the unsupported cell.
    pub reason: &'static str,
}

/// The `needs-X` rows.
#[rustfmt::skip]
pub const NEEDS: &[Need] = &[
    Need { name: "unwind",            holds: |l| !host(l).starts_with("wasm"), reason: "the host target does not unwind" },
    Need { name: "threads",           holds: |l| !host(l).starts_with("wasm32-unknown"), reason: "the host target has no threads" },
    Need { name: "dynamic-linking",   holds: |l| !host(l).starts_with("wasm"), reason: "the host target cannot link dynamically" },
    Need { name: "asm-support",       holds: |l| ["x86_64", "i686", "aarch64", "arm", "riscv"].iter().any(|a| host(l).starts_with(a)), reason: "the host architecture has no stable `asm!`" },
    Need { name: "subprocess",        holds: |l| !host(l).starts_with("wasm"), reason: "the host target cannot start processes" },
    Need { name: "symlink",           holds: |_| true, reason: "the host cannot make symbolic links" },
    Need { name: "crate-type",        holds: |_| true, reason: "the lane lacks the crate type" },
    Need { name: "target-std",        holds: |_| true, reason: "the target has no std" },
    Need { name: "deterministic-layouts", holds: |_| true, reason: "layouts are randomized" },
    Need { name: "run-enabled",       holds: |_| true, reason: "running is disabled" },
    Need { name: "unwind-support",    holds: |l| !host(l).starts_with("wasm"), reason: "the host target does not unwind" },
    Need { name: "llvm-components",   holds: |_| false, reason: "edrift cannot tell which LLVM targets a lane's rustc was built with (`needs-llvm-components`)" },
    Need { name: "profiler-runtime",  holds: |_| false, reason: "a lane's profiler runtime is not known to edrift" },
    Need { name: "sanitizer-support", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-address", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-memory",  holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-thread",  holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-leak",    holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-cfi",     holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "rust-lld",          holds: |_| false, reason: "edrift does not know whether a lane ships rust-lld" },
    Need { name: "xray",              holds: |_| false, reason: "XRay support of a lane is not known to edrift" },
    Need { name: "git-hash",          holds: |_| false, reason: "a lane is not built from a git checkout edrift knows" },
    Need { name: "force-clang-based-tests", holds: |_| false, reason: "clang-based tests need the rust-lang/rust CI" },
    Need { name: "enzyme",            holds: |_| false, reason: "Enzyme is not in released toolchains" },
    Need { name: "relocation-model-pic", holds: |_| true, reason: "the target does not default to PIC" },
    Need { name: "wasmtime",          holds: |_| false, reason: "edrift runs no wasmtime" },
    Need { name: "dlltool",           holds: |_| false, reason: "edrift provides no dlltool" },
    Need { name: "sanitizer-dataflow", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-kcfi",    holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-kasan",   holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-hwaddress", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-memtag",  holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-realtime", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-safestack", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "sanitizer-shadow-call-stack", holds: |_| false, reason: "a lane's sanitizer runtimes are not known to edrift" },
    Need { name: "offload",           holds: |_| false, reason: "LLVM Offload is not in released toolchains" },
    Need { name: "llvm-zstd",         holds: |_| false, reason: "edrift cannot tell whether a lane's LLVM has zstd" },
    Need { name: "rustc-debug-assertions", holds: |_| false, reason: "released toolchains' rustc has no debug assertions" },
    Need { name: "std-debug-assertions", holds: |_| false, reason: "released toolchains' std has no debug assertions" },
    Need { name: "std-remap-debuginfo", holds: |_| false, reason: "edrift cannot tell whether a lane's std remaps its debuginfo" },
    // `needs-target-has-atomic: 8, 16, ptr`: the widths every 64-bit host of a lane has.
    Need { name: "target-has-atomic", holds: |l| CONDITIONS.iter().any(|c| c.name == "64bit" && (c.holds)(l)), reason: "the host target lacks atomics of that width" },
    Need { name: "backends",          holds: |_| true, reason: "the lane lacks the codegen backend" },
];

fn host(lane: &ReadyLane) -> &str {
    &lane.identity.host
}

/// A compiletest test's conditions on the lane (`only-*`, `ignore-*`, `needs-*`, in the
/// order written), its `-Z` flags (nightly lanes only) and what edrift cannot honour.
fn compiletest(asked: &Asked<'_>) -> Option<String> {
    let ct = asked.spec.compiletest.as_deref()?;
    if let Some(reason) = &ct.unhonoured {
        return Some(reason.clone());
    }
    for condition in &ct.conditions {
        let directive = condition.directive();
        match condition.sense {
            Sense::Only | Sense::Ignore => {
                // A target triple (`only-x86_64-unknown-linux-gnu`) is the host's or not.
                let holds = CONDITIONS
                    .iter()
                    .find(|d| d.name == condition.name)
                    .map_or_else(|| host(asked.lane) == condition.name, |d| (d.holds)(asked.lane));
                if holds != (condition.sense == Sense::Only) {
                    return Some(format!("{directive}: the lane is rustc {} on {}", asked.lane.identity.release, host(asked.lane)));
                }
            }
            Sense::Needs => {
                let need = NEEDS.iter().find(|n| n.name == condition.name);
                if let Some(need) = need.filter(|n| !(n.holds)(asked.lane)) {
                    return Some(format!("{directive}: {}", need.reason));
                }
            }
        }
    }
    if let (Some(flag), false) = (ct.nightly_flags.first(), asked.lane.identity.release.is_nightly()) {
        return Some(format!("compile-flags `{flag}`: a `-Z` flag needs a nightly lane"));
    }
    let feature = ct.features.first().or_else(|| ct.aux.iter().flat_map(|aux| &aux.features).next());
    if let (Some(feature), false) = (feature, asked.lane.identity.release.is_nightly()) {
        return Some(format!("`#![feature({feature})]`: an unstable feature needs a nightly lane (elsewhere rustc rejects it, E0554)"));
    }
    None
}

/// The predicates a migration cell adds to its 2021 cell's: the lane compiles the migrated code
/// under 2024 too.
pub const MIGRATION: &[Predicate] = &[Predicate { name: "migrate-to-2024", check: |a| edition_of(a, Edition::E2024) }];

fn release(asked: &Asked<'_>) -> (u32, u32, u32) {
    asked.lane.identity.release.numbers()
}

fn edition(asked: &Asked<'_>) -> Option<String> {
    edition_of(asked, asked.spec.edition)
}

/// Whether the lane's rustc accepts `edition`, as probed (1.63 does not accept 2024).
fn edition_of(asked: &Asked<'_>, edition: Edition) -> Option<String> {
    let lane = asked.lane;
    (!lane.capabilities.editions.contains(&edition))
        .then(|| format!("rustc {} does not accept --edition={}", lane.identity.release, edition.year()))
}

fn needs_tool(asked: &Asked<'_>, tool: Tool, present: bool) -> Option<String> {
    (asked.spec.stage.tool() == Some(tool) && !present).then(|| {
        format!(
            "the lane has no {}",
            match tool {
                Tool::Rustdoc => "rustdoc",
                Tool::Rustfmt => "rustfmt",
            }
        )
    })
}

/// The first row of `table` that the lane fails, as an [`Unsupported`].
pub fn first_unmet(table: &[Predicate], asked: &Asked<'_>) -> Option<Unsupported> {
    table.iter().find_map(|row| (row.check)(asked).map(|reason| Unsupported { predicate: row.name.to_string(), reason }))
}

/// Why `lane` cannot run the cell of `snippet` under `spec`; `None` when it can.
pub fn cell(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane) -> Option<Unsupported> {
    first_unmet(CELL, &Asked { snippet, spec, lane })
}

/// Why `lane` cannot migrate `snippet` (its 2021 cell's predicates, then [`MIGRATION`]'s);
/// `None` when it can.
pub fn migration(snippet: &Snippet, spec21: &EditionSpec, lane: &ReadyLane) -> Option<Unsupported> {
    let asked = Asked { snippet, spec: spec21, lane };
    first_unmet(CELL, &asked).or_else(|| first_unmet(MIGRATION, &asked))
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::model::Capabilities;

    fn snippet(kind: SnippetKind, text: &str) -> Snippet {
        let hash = crate::model::sha256_hex(text.as_bytes());
        crate::directives::parse("suite/a", &PathBuf::from("/s/suite/a.rs"), kind, text, text, hash).unwrap()
    }

    /// A lane of `release` with every capability and tool.
    fn lane(release: &str) -> ReadyLane {
        ReadyLane::for_tests(release)
    }

    fn compiletest_test(text: &str) -> Snippet {
        let config = crate::dialect::SuiteConfig::compiletest();
        let mut snippets = crate::dialect::compiletest::parse("ui/t", &PathBuf::from("/s/ui/t.rs"), text, "h", &config).unwrap();
        snippets.remove(0)
    }

    fn lane_on(release: &str, host: &str) -> ReadyLane {
        let mut lane = lane(release);
        lane.identity.host = host.to_string();
        lane
    }

    /// Every `only-`/`ignore-`/`needs-` condition, `-Z` flags and an unhonoured directive, met and
    /// unmet, with the reason shown.
    #[test]
    fn compiletest_conditions_decide_by_host_channel_and_need() {
        let reason = |text: &str, lane: &ReadyLane| {
            let snippet = compiletest_test(text);
            cell(&snippet, &snippet.editions[0], lane).map(|why| why.reason)
        };
        let linux = lane_on("1.95.0", "x86_64-unknown-linux-gnu");
        let nightly = lane_on("1.97.0-nightly", "x86_64-unknown-linux-gnu");
        let windows = lane_on("1.95.0", "x86_64-pc-windows-msvc");
        assert_eq!(reason("//@ only-linux\nfn main() {}\n", &linux), None);
        assert_eq!(reason("//@ ignore-windows\nfn main() {}\n", &linux), None);
        assert_eq!(
            reason("//@ ignore-windows\nfn main() {}\n", &windows).unwrap(),
            "ignore-windows: the lane is rustc 1.95.0 on x86_64-pc-windows-msvc"
        );
        assert_eq!(reason("//@ only-x86_64-unknown-linux-gnu\nfn main() {}\n", &linux), None, "a triple is the host's");
        assert!(reason("//@ only-x86_64-unknown-linux-gnu\nfn main() {}\n", &windows).is_some());
        assert_eq!(reason("//@ only-nightly\nfn main() {}\n", &nightly), None);
        assert_eq!(
            reason("//@ ignore-stable\nfn main() {}\n", &linux).unwrap(),
            "ignore-stable: the lane is rustc 1.95.0 on x86_64-unknown-linux-gnu"
        );
        assert_eq!(reason("//@ needs-unwind\nfn main() {}\n", &linux), None);
        assert!(reason("//@ needs-sanitizer-address\nfn main() {}\n", &nightly).unwrap().starts_with("needs-sanitizer-address: "));
        assert_eq!(reason("//@ compile-flags: -Zunpretty=hir\nfn main() {}\n", &nightly), None);
        assert_eq!(
            reason("//@ compile-flags: -Zunpretty=hir\nfn main() {}\n", &linux).unwrap(),
            "compile-flags `-Zunpretty=hir`: a `-Z` flag needs a nightly lane"
        );
        assert!(reason("//@ aux-bin: tool.rs\nfn main() {}\n", &nightly).unwrap().starts_with("aux-bin: "));
        let mut with_aux = compiletest_test("//@ aux-build: dep.rs\nfn main() {}\n");
        with_aux.editions[0].compiletest.as_mut().unwrap().aux[0].features = vec!["dropck_eyepatch".into()];
        let aux_reason = |lane: &ReadyLane| cell(&with_aux, &with_aux.editions[0], lane);
        assert_eq!(aux_reason(&nightly), None);
        assert!(aux_reason(&linux).is_some_and(|r| r.reason.contains("`#![feature(dropck_eyepatch)]`")), "an auxiliary crate's feature");
        let gated = "#![feature(never_type, rustc_attrs)]\nfn main() {}\n";
        assert_eq!(reason(gated, &nightly), None);
        assert_eq!(
            reason(gated, &linux).unwrap(),
            "`#![feature(never_type)]`: an unstable feature needs a nightly lane (elsewhere rustc rejects it, E0554)"
        );
        // Every row of the tables has a name the dialect accepts.
        for detail in CONDITIONS {
            let snippet = compiletest_test(&format!("//@ only-{}\nfn main() {{}}\n", detail.name));
            assert_eq!(snippet.editions[0].compiletest.as_ref().unwrap().conditions[0].name, detail.name);
        }
        for need in NEEDS {
            let snippet = compiletest_test(&format!("//@ needs-{}\nfn main() {{}}\n", need.name));
            assert_eq!(cell(&snippet, &snippet.editions[0], &linux).is_some(), !(need.holds)(&linux), "{}", need.name);
        }
    }

    /// Each row of the table, with a cell and a lane that fail it (and nothing else) and the
    /// reason shown: a row without a case here fails the test.
    #[test]
    fn every_row_is_met_by_a_full_lane_and_unmet_by_one_that_lacks_it() {
        let plain = snippet(SnippetKind::File, "//@ check-pass\nfn main() {}\n");
        let cases: Vec<(&str, Snippet, Edition, ReadyLane, &str)> = vec![
            (
                "edition",
                plain.clone(),
                Edition::E2024,
                ReadyLane { capabilities: Capabilities { editions: vec![Edition::E2021], diagnostic_width: true }, ..lane("1.63.0") },
                "rustc 1.63.0 does not accept --edition=2024",
            ),
            (
                "needs-nightly",
                snippet(SnippetKind::File, "//@ needs-nightly\n//@ check-pass\nfn main() {}\n"),
                Edition::E2021,
                lane("1.95.0"),
                "needs-nightly",
            ),
            (
                "min-rust",
                snippet(SnippetKind::File, "//@ min-rust: 1.85\n//@ check-pass\nfn main() {}\n"),
                Edition::E2021,
                lane("1.84.1"),
                "min-rust: 1.85.0",
            ),
            (
                "max-rust",
                snippet(SnippetKind::File, "//@ max-rust: 1.84\n//@ check-pass\nfn main() {}\n"),
                Edition::E2021,
                lane("1.85.0"),
                "max-rust: 1.84.0",
            ),
            (
                "needs-cargo",
                snippet(SnippetKind::Package, "#@ check-pass\n[package]\nname = \"a\"\nedition = \"@EDITION@\"\n"),
                Edition::E2021,
                ReadyLane { cargo: None, ..lane("1.95.0") },
                "the lane has no cargo",
            ),
            (
                "needs-rustdoc",
                snippet(SnippetKind::File, "//@ rustdoc\n/// ```\n/// ```\npub fn f() {}\n"),
                Edition::E2021,
                ReadyLane { rustdoc: None, ..lane("1.95.0") },
                "the lane has no rustdoc",
            ),
            (
                "needs-rustfmt",
                snippet(SnippetKind::File, "//@ rustfmt\nfn main() {}\n"),
                Edition::E2021,
                ReadyLane { rustfmt: None, ..lane("1.95.0") },
                "the lane has no rustfmt",
            ),
            (
                "compiletest",
                compiletest_test("//@ only-x86_64\n//@ ignore-windows\nfn main() {}\n"),
                Edition::E2015,
                lane_on("1.95.0", "aarch64-unknown-linux-gnu"),
                "only-x86_64: the lane is rustc 1.95.0 on aarch64-unknown-linux-gnu",
            ),
        ];
        let names: Vec<&str> = CELL.iter().map(|row| row.name).collect();
        assert_eq!(names, cases.iter().map(|case| case.0).collect::<Vec<_>>(), "every row has a case, in order");
        for (name, snippet, edition, unmet, reason) in &cases {
            let spec = snippet.edition(*edition).unwrap_or_else(|| panic!("{name}: no {edition} cell"));
            let full = lane(if *name == "max-rust" { "1.84.0-nightly" } else { "1.97.0-nightly" });
            assert_eq!(cell(snippet, spec, &full), None, "{name}: a full lane fails it");
            let why = cell(snippet, spec, unmet).unwrap_or_else(|| panic!("{name}: the lane that lacks it passes"));
            assert_eq!((why.predicate.as_str(), why.reason.as_str(), why.to_string()), (*name, *reason, reason.to_string()));
        }
        // A migration also needs the 2024 edition, after its 2021 cell's predicates.
        let spec21 = plain.edition(Edition::E2021).unwrap();
        let old = ReadyLane { capabilities: Capabilities { editions: vec![Edition::E2021], diagnostic_width: true }, ..lane("1.63.0") };
        let why = migration(&plain, spec21, &old).unwrap();
        assert_eq!((why.predicate.as_str(), why.reason.as_str()), ("migrate-to-2024", "rustc 1.63.0 does not accept --edition=2024"));
        assert_eq!(migration(&plain, spec21, &lane("1.95.0")), None);
    }

    #[test]
    fn a_host_triple_reads_as_compiletest_reads_a_target() {
        fn read(t: &str) -> (&str, &str, &str, &str) {
            let t = Triple::read(t);
            (t.arch, t.os, t.env, t.abi)
        }
        assert_eq!(read("x86_64-unknown-linux-gnu"), ("x86_64", "linux", "gnu", ""));
        assert_eq!(read("armv7-unknown-linux-gnueabihf"), ("arm", "linux", "gnu", "eabihf"));
        assert_eq!(read("x86_64-apple-darwin"), ("x86_64", "macos", "", ""));
        assert_eq!(read("i686-pc-windows-msvc"), ("x86", "windows", "msvc", ""));
        assert_eq!(read("x86_64-fortanix-unknown-sgx"), ("x86_64", "unknown", "sgx", ""));
        assert_eq!(read("aarch64-unknown-fuchsia"), ("aarch64", "fuchsia", "", ""));
        let linux = lane_on("1.95.0", "x86_64-unknown-linux-gnu");
        let holds = |name: &str, lane: &ReadyLane| (CONDITIONS.iter().find(|c| c.name == name).unwrap().holds)(lane);
        assert!(!holds("fuchsia", &linux) && !holds("windows-gnu", &linux) && holds("linux-gnu", &linux));
        assert!(holds("windows-gnu", &lane_on("1.95.0", "x86_64-pc-windows-gnu")));
        assert!(holds("sgx", &lane_on("1.95.0", "x86_64-fortanix-unknown-sgx")));
    }

    #[test]
    fn an_unsupported_is_stored_typed_and_older_stores_read_back() {
        let why = Unsupported { predicate: "min-rust".into(), reason: "min-rust: 1.85".into() };
        let json = serde_json::to_string(&why).unwrap();
        assert_eq!(json, r#"{"predicate":"min-rust","reason":"min-rust: 1.85"}"#);
        assert_eq!(serde_json::from_str::<Unsupported>(&json).unwrap(), why);
        // Before the table, the reason alone was stored.
        for (old, predicate) in [
            ("min-rust: 1.85", "min-rust"),
            ("max-rust: 1.80", "max-rust"),
            ("needs-nightly", "needs-nightly"),
            ("the lane has no cargo", "needs-cargo"),
            ("the lane has no rustdoc", "needs-rustdoc"),
            ("the lane has no rustfmt", "needs-rustfmt"),
            ("rustc 1.63.0 does not accept --edition=2024", "edition"),
            ("a reason no row ever gave", "unknown"),
        ] {
            let read: Unsupported = serde_json::from_str(&serde_json::to_string(old).unwrap()).unwrap();
            assert_eq!((read.predicate.as_str(), read.reason.as_str()), (predicate, old));
        }
    }
}
