//! Host tools: programs of the machine that the tests, the sandbox and provisioning need, and
//! that are not lanes: Debian's `chromium` (the dashboard test), `bubblewrap` (the cell
//! sandbox) and `patchelf` (Debian lanes). [`ensure`] finds each on `PATH`; a missing one is
//! installed with the system's `apt-get install`, only when running as root on a machine with
//! apt-get, and `apt-get update` runs first only when the install cannot find the package.
//! Where it cannot install, it says what to run.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use super::Host;

/// A program of the host and the Debian package that has it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tool {
    /// The program, looked up on `PATH`.
    pub program: &'static str,
    /// The Debian package.
    pub package: &'static str,
    /// What needs it, for messages.
    pub needed_by: &'static str,
}

/// Headless Chromium, for the dashboard's browser test.
pub const CHROMIUM: Tool = Tool { program: "chromium", package: "chromium", needed_by: "the dashboard test" };
/// bubblewrap, the sandbox of the cells.
pub const BUBBLEWRAP: Tool = Tool { program: "bwrap", package: "bubblewrap", needed_by: "the cell sandbox" };
/// patchelf, which makes a Debian lane start with its own suite's loader.
pub const PATCHELF: Tool = Tool { program: "patchelf", package: "patchelf", needed_by: "provisioning Debian lanes" };
/// Every host tool.
pub const ALL: &[Tool] = &[PATCHELF, BUBBLEWRAP, CHROMIUM];

/// What became of a tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It was on `PATH`.
    Present(PathBuf),
    /// It was installed now.
    Installed(PathBuf),
    /// It is missing and could not be installed: why, and what to run.
    Missing(String),
}

/// How long one `apt-get` may take (chromium is about 100 MB).
const APT_TIMEOUT: Duration = Duration::from_secs(1800);

/// One install at a time in this process (tests call [`ensure`] from several threads).
static LOCK: Mutex<()> = Mutex::new(());

/// Makes sure the tools are there, with the system's `PATH`, as root if this process is root.
pub fn ensure(tools: &[Tool]) -> Vec<(Tool, Outcome)> {
    let path = crate::fsutil::places().host_path.clone();
    // SAFETY: geteuid has no preconditions and cannot fail.
    let root = unsafe { libc::geteuid() } == 0;
    ensure_with(tools, &path, root)
}

/// [`ensure`], finding programs on `search_path`, installing only if `root`.
pub fn ensure_with(tools: &[Tool], search_path: &OsStr, root: bool) -> Vec<(Tool, Outcome)> {
    let _guard = LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let host = Host { search_path: search_path.to_os_string() };
    let missing: Vec<Tool> = tools.iter().copied().filter(|t| host.find(t.program).is_none()).collect();
    let installed = if missing.is_empty() { Ok(()) } else { install(&host, &missing, root) };
    tools
        .iter()
        .map(|&tool| {
            let outcome = match (host.find(tool.program), missing.contains(&tool), &installed) {
                (Some(path), false, _) => Outcome::Present(path),
                (Some(path), true, _) => Outcome::Installed(path),
                (None, _, Err(why)) => Outcome::Missing(format!("`{}` ({}) is missing: {why}", tool.program, tool.needed_by)),
                (None, _, Ok(())) => Outcome::Missing(format!(
                    "`{}` ({}) is still not on PATH after `apt-get install {}`",
                    tool.program, tool.needed_by, tool.package
                )),
            };
            (tool, outcome)
        })
        .collect()
}

/// `apt-get install` of the packages; `apt-get update` and a second try when apt cannot find
/// one of them (lists never fetched, or stale).
fn install(host: &Host, tools: &[Tool], root: bool) -> Result<(), String> {
    let packages: Vec<&str> = tools.iter().map(|t| t.package).collect();
    let by_hand = format!("install it with `apt-get install {}` (as root)", packages.join(" "));
    if !root {
        return Err(format!("not running as root, so edrift does not install it: {by_hand}"));
    }
    let Some(apt_get) = host.find("apt-get") else {
        return Err(format!(
            "there is no apt-get on PATH: install the package `{}` with this system's package manager",
            packages.join(" ")
        ));
    };
    let run = |args: &[&str]| {
        let mut spec_env = host.env();
        spec_env.push(("DEBIAN_FRONTEND".to_string(), OsString::from("noninteractive")));
        crate::invoke::run_process(&crate::invoke::ProcessSpec {
            program: apt_get.clone(),
            args: args.iter().map(|a| a.to_string()).collect(),
            cwd: None,
            env: spec_env,
            timeout: APT_TIMEOUT,
            stdin: None,
        })
        .map_err(|e| e.to_string())
    };
    let mut install_args = vec!["install", "-y", "-q", "-o", "DPkg::Lock::Timeout=300"];
    install_args.extend(&packages);
    let output = run(&install_args)?;
    if output.status.success() {
        return Ok(());
    }
    let not_found = ["Unable to locate package", "has no installation candidate", "Failed to fetch", "404"]
        .iter()
        .any(|sign| output.stderr.contains(sign) || output.stdout.contains(sign));
    if !not_found {
        return Err(format!(
            "`apt-get install {}` failed ({}): {}; {by_hand}",
            packages.join(" "),
            output.status,
            super::last_lines(&output.stderr, 3)
        ));
    }
    let update = run(&["update", "-q", "-o", "DPkg::Lock::Timeout=300"])?;
    if !update.status.success() {
        return Err(format!("`apt-get update` failed ({}): {}; {by_hand}", update.status, super::last_lines(&update.stderr, 3)));
    }
    let output = run(&install_args)?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "`apt-get install {}` failed after `apt-get update` ({}): {}; {by_hand}",
            packages.join(" "),
            output.status,
            super::last_lines(&output.stderr, 3)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt as _;

    /// A fake apt-get that logs its calls, knows no package until `update`, then installs a
    /// package by writing its program into `bin`.
    fn fake(dir: &std::path::Path) -> OsString {
        let bin = dir.join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        let script = format!(
            r#"#!/bin/sh
echo "$*" >> '{log}'
case "$1" in
update) /usr/bin/touch '{updated}' ;;
install)
  [ -f '{updated}' ] || {{ echo "E: Unable to locate package" >&2; exit 100; }}
  for p in "$@"; do case "$p" in bubblewrap) printf '#!/bin/sh\n' > '{bin}/bwrap'; /usr/bin/chmod +x '{bin}/bwrap' ;; esac; done ;;
esac
"#,
            log = dir.join("log").display(),
            updated = dir.join("updated").display(),
            bin = bin.display()
        );
        std::fs::write(bin.join("apt-get"), script).unwrap();
        std::fs::set_permissions(bin.join("apt-get"), std::fs::Permissions::from_mode(0o755)).unwrap();
        bin.into_os_string()
    }

    #[test]
    fn a_missing_tool_is_installed_after_an_update_only_when_apt_cannot_find_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = fake(dir.path());
        let outcomes = ensure_with(&[BUBBLEWRAP], &path, true);
        assert_eq!(outcomes[0].1, Outcome::Installed(dir.path().join("bin/bwrap")));
        let log = std::fs::read_to_string(dir.path().join("log")).unwrap();
        let commands: Vec<&str> = log.lines().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(commands, ["install", "update", "install"], "{log}");

        // Present now: nothing runs.
        let outcomes = ensure_with(&[BUBBLEWRAP], &path, true);
        assert!(matches!(outcomes[0].1, Outcome::Present(_)));
        assert_eq!(std::fs::read_to_string(dir.path().join("log")).unwrap().lines().count(), 3);
    }

    #[test]
    fn an_install_that_finds_the_package_runs_no_update() {
        let dir = tempfile::tempdir().unwrap();
        let path = fake(dir.path());
        std::fs::write(dir.path().join("updated"), "").unwrap();
        let outcomes = ensure_with(&[BUBBLEWRAP], &path, true);
        assert!(matches!(outcomes[0].1, Outcome::Installed(_)), "{outcomes:?}");
        assert_eq!(std::fs::read_to_string(dir.path().join("log")).unwrap().lines().count(), 1);
    }

    #[test]
    fn without_root_or_apt_get_it_says_what_to_run() {
        let dir = tempfile::tempdir().unwrap();
        let path = fake(dir.path());
        let outcomes = ensure_with(&[BUBBLEWRAP], &path, false);
        let Outcome::Missing(why) = &outcomes[0].1 else { panic!("{outcomes:?}") };
        assert!(why.contains("not running as root") && why.contains("apt-get install bubblewrap"), "{why}");
        assert!(!dir.path().join("log").exists(), "apt-get was not run");

        let empty = dir.path().join("empty");
        std::fs::create_dir_all(&empty).unwrap();
        let outcomes = ensure_with(&[CHROMIUM], empty.as_os_str(), true);
        let Outcome::Missing(why) = &outcomes[0].1 else { panic!("{outcomes:?}") };
        assert!(why.contains("no apt-get") && why.contains("the dashboard test"), "{why}");
    }

    #[test]
    fn a_package_apt_never_finds_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = fake(dir.path());
        // chromium: the fake installs nothing for it.
        let outcomes = ensure_with(&[CHROMIUM], &path, true);
        let Outcome::Missing(why) = &outcomes[0].1 else { panic!("{outcomes:?}") };
        assert!(why.contains("still not on PATH"), "{why}");
    }
}
