//! Before a run: the host tools it needs ([`super::host`]) and the lanes of `toolchains.toml`
//! that are missing, provisioned one after the other with a progress bar on a terminal and one
//! line per lane when it is done. `edrift run`, `edrift report` and the suite's `cargo test`
//! target call [`prepare`]; `--offline` (`EDRIFT_OFFLINE=1`) skips it, and missing lanes are
//! then ignored as before. A lane that fails to provision is reported, and its cells are
//! ignored: the rest of the matrix still runs (and `cargo test`'s trial `edrift::lanes`, the
//! dashboard and `edrift run` say so). Its answer is kept for an hour ([`super::unavailable`]):
//! the next process reads it instead of asking the archive again.

use std::io::IsTerminal as _;
use std::path::Path;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

use super::host::{self, Outcome, Tool};
use super::{Force, InstallReport, Installed, unavailable};
use crate::error::Error;
use crate::lanes::{self, LaneDecl, Toolchains};

/// What [`prepare`] did.
#[derive(Debug, Default)]
pub struct Prepared {
    /// The lanes provisioned now.
    pub installed: Vec<InstallReport>,
    /// The lanes that could not be, with why.
    pub failed: Vec<(String, Error)>,
    /// Host tools still missing, with why.
    pub missing_tools: Vec<String>,
}

/// The lanes among `only` (all if empty) that are not present: a Debian lane not provisioned
/// (or provisioned from another source), a rustup toolchain not installed. Path lanes are
/// never provisioned.
pub fn missing<'t>(toolchains: &'t Toolchains, lanes_dir: &Path, only: &[String]) -> Vec<&'t LaneDecl> {
    toolchains
        .lanes
        .iter()
        .filter(|decl| only.is_empty() || only.contains(&decl.name))
        .filter(|decl| match &decl.source {
            lanes::Source::Path { .. } => false,
            lanes::Source::Debian { .. } | lanes::Source::Rustup { .. } => !lanes::is_present(decl, lanes_dir),
        })
        .collect()
}

/// Ensures the host `tools`, then provisions the missing lanes among `only` (all if empty),
/// reporting on stderr.
pub fn prepare(toolchains: &Toolchains, lanes_dir: &Path, only: &[String], tools: &[Tool]) -> Prepared {
    let wanted = missing(toolchains, lanes_dir, only);
    let missing_tools = host_tools(&wanted, tools);
    let lanes = provision_lanes(toolchains, lanes_dir, only, &crate::fsutil::places().host_path);
    Prepared { installed: lanes.installed, failed: lanes.failed, missing_tools }
}

/// Ensures the host `tools`, and `patchelf` when one of `lanes` is a Debian lane (without it,
/// a Debian source cannot serve its lane and a fallback would), reporting on stderr; returns
/// the tools still missing, with why.
pub fn host_tools(lanes: &[&LaneDecl], tools: &[Tool]) -> Vec<String> {
    let needs_patchelf = lanes.iter().any(|d| {
        matches!(d.source, lanes::Source::Debian { .. }) || d.fallbacks.iter().any(|f| matches!(f, lanes::Fallback::Debian { .. }))
    });
    let mut tools: Vec<Tool> = tools.to_vec();
    if needs_patchelf && !tools.contains(&host::PATCHELF) {
        tools.push(host::PATCHELF);
    }
    let mut still_missing = Vec::new();
    for (tool, outcome) in host::ensure(&tools) {
        match outcome {
            Outcome::Present(_) => {}
            Outcome::Installed(path) => eprintln!("host: installed `{}` ({}) at {}", tool.program, tool.needed_by, path.display()),
            Outcome::Missing(why) => {
                eprintln!("warning: {why}");
                still_missing.push(why);
            }
        }
    }
    still_missing
}

/// Provisions the missing lanes among `only` (all if empty), finding the programs it runs on
/// `search_path`, reporting on stderr; a lane whose failure was kept less than an hour ago is
/// not asked about again.
pub fn provision_lanes(toolchains: &Toolchains, lanes_dir: &Path, only: &[String], search_path: &std::ffi::OsStr) -> Prepared {
    let mut prepared = Prepared::default();
    let wanted = missing(toolchains, lanes_dir, only);
    if wanted.is_empty() {
        return prepared;
    }
    let terminal = std::io::stderr().is_terminal();
    let bar = if terminal { ProgressBar::new(wanted.len() as u64) } else { ProgressBar::hidden() };
    // A hidden bar prints nothing, not even its `println`.
    let say = |text: String| if terminal { bar.println(text) } else { eprintln!("{text}") };
    bar.set_style(
        ProgressStyle::with_template("{spinner} provisioning {pos}/{len} lanes {elapsed} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    for decl in wanted {
        if let Some(answer) = unavailable::recent(decl, lanes_dir) {
            // Asked less than an hour ago: not asked again.
            let e = kept(decl, &answer);
            say(format!("lane {}: not provisioned, its cells are ignored: {e}", decl.name));
            prepared.failed.push((decl.name.clone(), e));
            bar.inc(1);
            continue;
        }
        if !terminal {
            eprintln!("lane {}: provisioning from {}", decl.name, decl.source);
        }
        bar.set_message(format!("lane {} ({})", decl.name, decl.source));
        match install_and_keep(decl, lanes_dir, Force::No, search_path) {
            Ok(report) => {
                say(line(&report));
                prepared.installed.push(report);
            }
            Err(e) => {
                say(format!("lane {}: not provisioned, its cells are ignored: {e}", decl.name));
                prepared.failed.push((decl.name.clone(), e));
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    prepared
}

/// Installs a lane ([`install`]) and keeps the answer: a failure is recorded for the next
/// processes ([`unavailable::record`]), a success forgets an old failure.
pub fn install_and_keep(decl: &LaneDecl, lanes_dir: &Path, force: Force, search_path: &std::ffi::OsStr) -> Result<InstallReport, Error> {
    let result = super::install_with_path(decl, lanes_dir, force, search_path);
    match &result {
        Ok(_) => unavailable::forget(lanes_dir, &decl.name),
        Err(Error::Lane { message, .. }) => unavailable::record(decl, lanes_dir, message),
        Err(other) => unavailable::record(decl, lanes_dir, &other.to_string()),
    }
    result
}

/// The error of a lane whose failure was kept: what its places said, and when.
pub fn kept(decl: &LaneDecl, answer: &unavailable::Unavailable) -> Error {
    Error::Lane {
        action: "provision",
        lane: decl.name.clone(),
        message: format!(
            "{} (asked {} min ago; not asked again before an hour has passed, or `edrift lanes install {}` asks now)",
            answer.message,
            answer.age().as_secs() / 60,
            decl.name
        ),
    }
}

/// The line for a provisioned lane: `lane 1.85.1: installed in 41.2s, 499 MiB (rustc 1.85.1 ...)`,
/// then a line for each place passed over before the one that served it, with what it said.
pub fn line(report: &InstallReport) -> String {
    let action = match report.action {
        Installed::AlreadyPresent => "present",
        Installed::Installed => "installed",
        Installed::Reinstalled => "reinstalled",
    };
    format!(
        "lane {}: {action} from {} in {:.1}s, {} MiB at {}{}",
        report.lane,
        report.served,
        report.duration.as_secs_f64(),
        report.bytes / (1024 * 1024),
        report.path.display(),
        report.identity.as_ref().map(|i| format!(" ({})", i.version_line)).unwrap_or_default()
    ) + &report.passed_over.iter().map(|(place, why)| format!("\n  not from {place}: {why}")).collect::<String>()
}

/// What the suite's `cargo test` target does before it lists its trials (unless
/// `EDRIFT_OFFLINE=1`, which its caller checks): the missing lanes and the sandbox's host tools.
/// A project that cannot be read is left to the trials to report.
pub fn before_tests(root: &Path) {
    if let Ok(project) = crate::project::Project::open(root) {
        prepare(&project.toolchains, &project.lanes_dir, &[], &[host::PATCHELF, host::BUBBLEWRAP]);
    }
}
