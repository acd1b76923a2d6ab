//! The private apt state of a Debian suite: its own sources list, package lists, cache and an
//! empty dpkg status, under `<lanes dir>/.apt/<suite>/`, so that provisioning neither reads nor
//! changes the system's sources and lists, and needs no root. `apt-get` and `apt-cache` are
//! pointed at it with `-o` options ([`AptState::options`]); the system's apt configuration
//! (proxies) still applies.

use std::path::{Path, PathBuf};

use super::{disk_error, lane_error};
use crate::error::Error;
use crate::lanes::LaneDecl;

/// The archive's mirror, unless `EDRIFT_DEBIAN_MIRROR` names another.
const MIRROR: &str = "http://deb.debian.org/debian";
/// The security archive, unless `EDRIFT_DEBIAN_SECURITY_MIRROR` names another.
const SECURITY_MIRROR: &str = "http://deb.debian.org/debian-security";
/// The keyring the archive is signed with (package `debian-archive-keyring`).
const KEYRING: &str = "/usr/share/keyrings/debian-archive-keyring.gpg";

/// Which distributions a suite's state lists, as `(archive, distribution)`:
///
/// | suite                    | lists                                                        |
/// |--------------------------|--------------------------------------------------------------|
/// | `sid`, `unstable`        | sid                                                          |
/// | `experimental`           | sid and experimental (experimental is not a whole suite)      |
/// | `<codename>-backports`   | the codename, its updates and security, and its backports    |
/// | `<codename>`             | the codename, its updates and security                       |
pub(super) fn distributions(suite: &str) -> Vec<(Archive, String)> {
    match suite {
        "sid" | "unstable" => vec![(Archive::Main, "sid".to_string())],
        "experimental" => vec![(Archive::Main, "sid".to_string()), (Archive::Main, "experimental".to_string())],
        _ => {
            let codename = suite.strip_suffix("-backports").unwrap_or(suite);
            let mut dists = vec![
                (Archive::Main, codename.to_string()),
                (Archive::Main, format!("{codename}-updates")),
                (Archive::Security, format!("{codename}-security")),
            ];
            if codename != suite {
                dists.push((Archive::Main, suite.to_string()));
            }
            dists
        }
    }
}

/// Where a distribution is published.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Archive {
    /// The main archive.
    Main,
    /// The security archive.
    Security,
}

impl Archive {
    fn uri(self) -> String {
        let places = crate::fsutil::places();
        let (configured, default) = match self {
            Archive::Main => (&places.debian_mirror, MIRROR),
            Archive::Security => (&places.debian_security_mirror, SECURITY_MIRROR),
        };
        configured.clone().unwrap_or_else(|| default.to_string())
    }
}

/// The suite of this machine (`VERSION_CODENAME` of /etc/os-release), for lanes that declare
/// none.
pub(super) fn host_suite() -> Option<String> {
    let text = std::fs::read_to_string("/etc/os-release").ok()?;
    text.lines()
        .find_map(|line| line.strip_prefix("VERSION_CODENAME="))
        .map(|value| value.trim().trim_matches('"').to_string())
        .filter(|value| !value.is_empty())
}

/// A suite's private apt state.
#[derive(Debug, Clone)]
pub(super) struct AptState {
    /// The suite.
    pub(super) suite: String,
    /// Its folder, `<lanes dir>/.apt/<suite>` (binary packages) or `<lanes dir>/.apt-src/<suite>`
    /// (source packages).
    pub(super) dir: PathBuf,
    /// Whether its sources list names binary packages (`deb`) or source packages (`deb-src`).
    pub(super) lists: Lists,
}

/// What a private apt state lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Lists {
    /// Binary packages (`deb` lines): the lanes.
    Binary,
    /// Source packages (`deb-src` lines): a release's tests (`provision/tests_ui.rs`).
    Source,
}

impl AptState {
    /// The state of `suite` under the lanes folder; creates its folders and sources list.
    pub(super) fn open(decl: &LaneDecl, lanes_dir: &Path, suite: &str) -> Result<AptState, Error> {
        AptState::open_listing(decl, lanes_dir, suite, Lists::Binary)
    }

    /// The state of `suite` that lists `lists`, under the lanes folder; creates its folders and
    /// sources list.
    pub(super) fn open_listing(decl: &LaneDecl, lanes_dir: &Path, suite: &str, lists: Lists) -> Result<AptState, Error> {
        let base = match lists {
            Lists::Binary => ".apt",
            Lists::Source => ".apt-src",
        };
        let dir = lanes_dir.join(base).join(suite);
        let state = AptState { suite: suite.to_string(), dir, lists };
        for folder in ["lists/partial", "cache/archives/partial", "sources.list.d", "preferences.d"] {
            let path = state.dir.join(folder);
            std::fs::create_dir_all(&path).map_err(|e| disk_error(decl, "create", &path, e))?;
        }
        let sources = state.sources_list();
        let status = state.dir.join("status");
        for (path, text) in [(state.dir.join("sources.list"), sources.as_str()), (status, "")] {
            if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
                std::fs::write(&path, text).map_err(|e| disk_error(decl, "write", &path, e))?;
            }
        }
        if !Path::new(KEYRING).is_file() {
            return Err(lane_error(
                decl,
                format!(
                    "{KEYRING} is missing: the Debian archive's signatures cannot be checked; install \
                     the package `debian-archive-keyring` (apt-get install debian-archive-keyring)"
                ),
            ));
        }
        Ok(state)
    }

    /// The text of the state's `sources.list`.
    pub(super) fn sources_list(&self) -> String {
        distributions(&self.suite)
            .into_iter()
            .map(|(archive, dist)| {
                let kind = match self.lists {
                    Lists::Binary => "deb",
                    Lists::Source => "deb-src",
                };
                format!("{kind} [signed-by={KEYRING}] {} {dist} main\n", archive.uri())
            })
            .collect()
    }

    /// The `-o` options that point `apt-get` and `apt-cache` at this state.
    pub(super) fn options(&self) -> Vec<String> {
        let d = |relative: &str| self.dir.join(relative).display().to_string();
        let settings = [
            ("Dir::Etc::SourceList", d("sources.list")),
            ("Dir::Etc::SourceParts", d("sources.list.d")),
            ("Dir::Etc::Preferences", d("preferences")),
            ("Dir::Etc::PreferencesParts", d("preferences.d")),
            ("Dir::State::Lists", d("lists")),
            ("Dir::State::status", d("status")),
            ("Dir::State::extended_states", d("extended_states")),
            ("Dir::Cache", d("cache")),
            // Package lists only: no translations, no AppStream metadata.
            ("Acquire::Languages", "none".to_string()),
            ("Acquire::IndexTargets::deb::DEP-11::DefaultEnabled", "false".to_string()),
            ("Acquire::IndexTargets::deb::DEP-11-icons-small::DefaultEnabled", "false".to_string()),
            ("Acquire::IndexTargets::deb::DEP-11-icons::DefaultEnabled", "false".to_string()),
            ("Acquire::IndexTargets::deb::DEP-11-icons-hidpi::DefaultEnabled", "false".to_string()),
        ];
        settings.into_iter().flat_map(|(key, value)| ["-o".to_string(), format!("{key}={value}")]).collect()
    }

    /// Whether the state has package lists (an `apt-get update` has succeeded once).
    pub(super) fn has_lists(&self) -> bool {
        std::fs::read_dir(self.dir.join("lists")).is_ok_and(|entries| {
            entries.filter_map(Result::ok).any(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.ends_with("Packages.lz4") || name.contains("_Packages") || name.contains("_Sources")
            })
        })
    }

    /// The command (`apt-cache madison rustc -o ...`) a person can run against this state, for
    /// messages.
    pub(super) fn command(&self, tool: &str, args: &str) -> String {
        let options: Vec<String> = self.options().iter().map(|o| if o == "-o" { o.clone() } else { shell_quote(o) }).collect();
        format!("{tool} {args} {}", options.join(" "))
    }
}

fn shell_quote(text: &str) -> String {
    if text.chars().all(|c| c.is_ascii_alphanumeric() || "-_./:=+".contains(c)) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distributions_walk_their_table() {
        let names = |suite: &str| distributions(suite).into_iter().map(|(_, d)| d).collect::<Vec<_>>();
        assert_eq!(names("sid"), ["sid"]);
        assert_eq!(names("experimental"), ["sid", "experimental"]);
        assert_eq!(names("trixie"), ["trixie", "trixie-updates", "trixie-security"]);
        assert_eq!(names("trixie-backports"), ["trixie", "trixie-updates", "trixie-security", "trixie-backports"]);
        assert_eq!(distributions("bookworm")[2].0, Archive::Security);
    }

    #[test]
    fn quoting_leaves_plain_words() {
        assert_eq!(shell_quote("Dir::Cache=/x/y"), "Dir::Cache=/x/y");
        assert_eq!(shell_quote("a b"), "'a b'");
    }
}
