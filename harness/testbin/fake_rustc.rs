//! A fake `rustc` for the harness's own tests. It prints canned JSON diagnostics, ICEs, hangs,
//! crashes and malformed `-vV` output, so every outcome and verdict path is tested without a
//! real toolchain.
//!
//! Behaviour comes from the compiled file's `// fake-rustc: <action>` lines, optionally scoped
//! to an edition and to the fake's own release (`// fake-rustc[2024]: ...`,
//! `// fake-rustc[>=1.86]: ...`, `// fake-rustc[2021,<1.86]: ...`: every condition must hold), and
//! from files next to the binary: `fake-identity.txt` (what `-vV` prints; its `release:` line is
//! the release the conditions compare with) and `fake-editions.txt` (editions it accepts). With
//! `FAKE_RUSTC_LOG` set, or a `fake-log.txt` beside the binary naming a file, every compile
//! appends the fake's release to that file (tests count the toolchains a bisection probed).
//!
//! Actions: `error <CODE|-> <line> <message>`, `warn <lint> <line> <message>`, `stdout <text>`
//! (printed by the built program), `ice`, `hang`, `crash`, `garbage`, `exit <code>`, and for
//! hostile tests `sh <command>` (a shell line the built program runs after its output) and
//! `compiler-sh <command>` (a shell line the compiler itself runs, with its stdio), `alloc <MiB>`
//! (reserve that much, aborting as rustc does when it cannot); `fake-extra.txt` beside the binary
//! adds a warning with its text (lanes that differ). A message `text | label` gives the primary
//! span that label.

use std::io::Write as _;
use std::path::{Path, PathBuf};

const DEFAULT_IDENTITY: &str = "rustc 1.95.0 (59807616e 2026-04-14)\nbinary: rustc\ncommit-hash: 59807616e1fa2540724bfbac14d7976d7e4a3860\ncommit-date: 2026-04-14\nhost: x86_64-unknown-linux-gnu\nrelease: 1.95.0\nLLVM version: 22.1.2\n";

fn beside(name: &str) -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    std::fs::read_to_string(exe.parent()?.join(name)).ok()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-vV") {
        print!("{}", beside("fake-identity.txt").unwrap_or_else(|| DEFAULT_IDENTITY.to_string()));
        return;
    }
    let editions = beside("fake-editions.txt").unwrap_or_else(|| "2021,2024".to_string());
    let edition = args.iter().find_map(|a| a.strip_prefix("--edition=")).unwrap_or("2021").to_string();
    if !editions.trim().split(',').any(|e| e == edition) {
        eprintln!("error: argument for `--edition` must be one of: 2015|2018|2021. (instead was `{edition}`)");
        std::process::exit(1);
    }
    if args.iter().any(|a| a == "--print=sysroot") {
        println!("/fake/sysroot");
        return;
    }
    let Some(source) = args.iter().find(|a| a.ends_with(".rs")) else {
        eprintln!("error: no input filename given");
        std::process::exit(1);
    };
    let text = std::fs::read_to_string(source).unwrap_or_default();
    let identity = beside("fake-identity.txt").unwrap_or_else(|| DEFAULT_IDENTITY.to_string());
    let release = identity.lines().find_map(|l| l.strip_prefix("release: ")).map(numbers).unwrap_or((1, 95, 0));
    let log = std::env::var_os("FAKE_RUSTC_LOG").map(PathBuf::from).or_else(|| beside("fake-log.txt").map(|p| PathBuf::from(p.trim())));
    if let Some(log) = log
        && let Ok(mut file) = std::fs::OpenOptions::new().create(true).append(true).open(log)
    {
        let _ = writeln!(file, "{}.{}.{}", release.0, release.1, release.2);
    }
    let output = args.iter().position(|a| a == "-o").and_then(|i| args.get(i + 1)).map(PathBuf::from);
    let mut exit = 0;
    let mut errors = 0;
    let mut program_stdout = String::new();
    let mut program_shell = String::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("// fake-rustc") else { continue };
        let (scope, action) = match rest.strip_prefix('[') {
            Some(r) => match r.split_once("]:") {
                Some((scope, action)) => (Some(scope), action.trim()),
                None => continue,
            },
            None => (None, rest.trim_start_matches(':').trim()),
        };
        if scope.is_some_and(|s| !s.split(',').all(|condition| holds(condition.trim(), &edition, release))) {
            continue;
        }
        let mut words = action.splitn(4, ' ');
        match words.next().unwrap_or("") {
            "error" => {
                let code = words.next().unwrap_or("-");
                let line: usize = words.next().and_then(|l| l.parse().ok()).unwrap_or(1);
                let message = words.next().unwrap_or("an error");
                diagnostic("error", code, line, message, source);
                errors += 1;
                exit = 1;
            }
            "warn" => {
                let lint = words.next().unwrap_or("-");
                let line: usize = words.next().and_then(|l| l.parse().ok()).unwrap_or(1);
                let message = words.next().unwrap_or("a warning");
                diagnostic("warning", lint, line, message, source);
            }
            "stdout" => {
                program_stdout.push_str(action.trim_start_matches("stdout").trim());
                program_stdout.push('\n');
            }
            "ice" => {
                eprintln!("error: internal compiler error: compiler/rustc_middle/src/ty/mod.rs:1:1: fake ICE");
                eprintln!("thread 'rustc' panicked at compiler/rustc_middle/src/ty/mod.rs:1:1:");
                eprintln!("note: the compiler unexpectedly panicked. this is a bug.");
                std::process::exit(101);
            }
            "hang" => loop {
                std::thread::sleep(std::time::Duration::from_secs(60));
            },
            // Killed by a signal (SIGABRT), as a compiler that segfaults or aborts would be.
            "crash" => std::process::abort(),
            "garbage" => {
                eprintln!("{{not json at all");
                exit = 1;
            }
            "exit" => exit = words.next().and_then(|c| c.parse().ok()).unwrap_or(1),
            "sh" => {
                program_shell.push_str(action.trim_start_matches("sh").trim());
                program_shell.push('\n');
            }
            // As a real rustc out of memory: "memory allocation of N bytes failed", then abort.
            "alloc" => {
                let mib: usize = words.next().and_then(|m| m.parse().ok()).unwrap_or(1);
                let mut buffer: Vec<u8> = Vec::new();
                if buffer.try_reserve_exact(mib * 1024 * 1024).is_err() {
                    eprintln!("memory allocation of {} bytes failed", mib * 1024 * 1024);
                    std::process::abort();
                }
            }
            "compiler-sh" => {
                let command = action.trim_start_matches("compiler-sh").trim();
                let _ = std::process::Command::new("/bin/sh").args(["-c", command]).status();
            }
            _ => {}
        }
    }
    // A lane-specific warning, so that lanes' outputs differ (bless tests).
    if let Some(extra) = beside("fake-extra.txt") {
        diagnostic("warning", "-", 1, extra.trim(), source);
    }
    if errors > 0 {
        let message = format!("aborting due to {errors} previous error{}", if errors == 1 { "" } else { "s" });
        let json = serde_json::json!({"$message_type": "diagnostic", "message": message, "code": null, "level": "error",
            "spans": [], "children": [], "rendered": format!("error: {message}\n\n")});
        eprintln!("{json}");
    }
    if exit == 0
        && let Some(output) = output
    {
        write_program(&output, &program_stdout, &program_shell);
    }
    std::process::exit(exit);
}

/// `1.86.0` or `1.86` (or `1.97.0-nightly`) -> (1, 86, 0).
fn numbers(text: &str) -> (u32, u32, u32) {
    let text = text.trim().split('-').next().unwrap_or("");
    let mut parts = text.split('.').map(|p| p.parse().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

/// One condition of a scope: an edition (`2021`), or the fake's release `>=1.86` / `<1.86`.
fn holds(condition: &str, edition: &str, release: (u32, u32, u32)) -> bool {
    if let Some(at_least) = condition.strip_prefix(">=") {
        release >= numbers(at_least)
    } else if let Some(below) = condition.strip_prefix('<') {
        release < numbers(below)
    } else {
        condition == edition
    }
}

/// The "built program" is a shell script that prints the canned stdout.
fn write_program(path: &Path, stdout: &str, shell: &str) {
    let script = format!("#!/bin/sh\ncat <<'EOF_FAKE'\n{stdout}EOF_FAKE\n{shell}");
    if let Ok(mut file) = std::fs::File::create(path) {
        let _ = file.write_all(script.as_bytes());
        use std::os::unix::fs::PermissionsExt as _;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755));
    }
}

fn diagnostic(level: &str, code: &str, line: usize, message: &str, file: &str) {
    let (message, label) = match message.split_once(" | ") {
        Some((message, label)) => (message, serde_json::json!(label)),
        None => (message, serde_json::Value::Null),
    };
    let code_json = if code == "-" { serde_json::Value::Null } else { serde_json::json!({"code": code, "explanation": null}) };
    let header = if code == "-" { format!("{level}: {message}") } else { format!("{level}[{code}]: {message}") };
    let rendered = format!("{header}\n --> {file}:{line}:1\n\n");
    let json = serde_json::json!({
        "$message_type": "diagnostic", "message": message, "code": code_json, "level": level,
        "spans": [{"file_name": file, "byte_start": 0, "byte_end": 1, "line_start": line, "line_end": line,
                   "column_start": 1, "column_end": 2, "is_primary": true, "text": [], "label": label,
                   "suggested_replacement": null, "suggestion_applicability": null, "expansion": null}],
        "children": [], "rendered": rendered,
    });
    eprintln!("{json}");
}
