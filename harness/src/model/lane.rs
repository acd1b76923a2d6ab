//! Lanes as the stages see them: a release, what `rustc -vV` says, what a lane can do, a lane
//! ready to run cells, and why a lane cannot run a cell.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use super::Edition;

/// A rustc release, `1.85.0`; nightlies carry their channel.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Release {
    /// `1`
    pub major: u32,
    /// `85`
    pub minor: u32,
    /// `0`
    pub patch: u32,
    /// `nightly`, `beta`, or empty for a stable release.
    pub channel: String,
}

impl Release {
    /// Parses `1.85`, `1.85.0`, `1.97.0-nightly`.
    pub fn parse(text: &str) -> Option<Release> {
        let text = text.trim();
        let (numbers, channel) = match text.split_once('-') {
            Some((numbers, channel)) => (numbers, channel.to_string()),
            None => (text, String::new()),
        };
        let mut parts = numbers.split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        let patch = match parts.next() {
            Some(p) => p.parse().ok()?,
            None => 0,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Release { major, minor, patch, channel })
    }

    /// The numbers alone, for comparisons with `min-rust` and `stale-since`.
    pub fn numbers(&self) -> (u32, u32, u32) {
        (self.major, self.minor, self.patch)
    }

    /// Whether this is a nightly build.
    pub fn is_nightly(&self) -> bool {
        self.channel == "nightly"
    }
}

impl fmt::Display for Release {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)?;
        if !self.channel.is_empty() {
            write!(f, "-{}", self.channel)?;
        }
        Ok(())
    }
}

/// A [`Release`] written as its text (`1.92.0`) in serialized documents.
pub mod release_text {
    use super::Release;

    /// Writes `1.92.0`.
    pub fn serialize<S: serde::Serializer>(release: &Release, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(release)
    }

    /// Reads `1.92.0`.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Release, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        Release::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("malformed release `{text}`")))
    }
}

/// What `rustc -vV` says of a lane.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Identity {
    /// `release:`
    pub release: Release,
    /// `commit-hash:`
    pub commit_hash: String,
    /// `commit-date:`
    pub commit_date: String,
    /// `host:`
    pub host: String,
    /// `LLVM version:`
    pub llvm: String,
    /// The first line, `rustc 1.95.0 (59807616e 2026-04-14)`.
    pub version_line: String,
}

impl Identity {
    /// Parses `rustc -vV` output; names what is missing.
    pub fn parse(text: &str) -> Result<Identity, String> {
        let mut fields: BTreeMap<&str, &str> = BTreeMap::new();
        let mut lines = text.lines();
        let version_line = lines.next().unwrap_or("").trim().to_string();
        if !version_line.starts_with("rustc ") {
            return Err(format!("`rustc -vV` printed `{version_line}`, not a rustc version"));
        }
        for line in lines {
            if let Some((key, value)) = line.split_once(':') {
                fields.insert(key.trim(), value.trim());
            }
        }
        let release_text = fields.get("release").ok_or("`rustc -vV` has no `release:` line")?;
        let release = Release::parse(release_text).ok_or_else(|| format!("`rustc -vV` has a malformed release `{release_text}`"))?;
        let host = fields.get("host").ok_or("`rustc -vV` has no `host:` line")?.to_string();
        Ok(Identity {
            release,
            commit_hash: fields.get("commit-hash").unwrap_or(&"unknown").to_string(),
            commit_date: fields.get("commit-date").unwrap_or(&"unknown").to_string(),
            host,
            llvm: fields.get("LLVM version").unwrap_or(&"unknown").to_string(),
            version_line,
        })
    }

    /// A short stable key: release and commit.
    pub fn key(&self) -> String {
        format!("{} ({})", self.release, &self.commit_hash[..self.commit_hash.len().min(9)])
    }
}

/// What a lane can do, as probed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Capabilities {
    /// Editions `rustc --edition E` accepts.
    pub editions: Vec<Edition>,
    /// Whether `--diagnostic-width` is accepted.
    pub diagnostic_width: bool,
}

/// A lane that can run cells.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ReadyLane {
    /// The rustc binary.
    pub rustc: PathBuf,
    /// The lane's cargo, if it has one.
    pub cargo: Option<PathBuf>,
    /// The lane's rustdoc, if it has one.
    pub rustdoc: Option<PathBuf>,
    /// The lane's rustfmt, if it has one.
    pub rustfmt: Option<PathBuf>,
    /// Folders for `LD_LIBRARY_PATH`.
    pub library_path: Vec<PathBuf>,
    /// `rustc -vV`.
    pub identity: Identity,
    /// Probed.
    pub capabilities: Capabilities,
}

impl ReadyLane {
    /// A lane of `release` with every edition, every tool (`/bin/false`) and a diagnostic width,
    /// for unit tests of what depends on a lane's release.
    #[cfg(test)]
    pub fn for_tests(release: &str) -> ReadyLane {
        ReadyLane {
            rustc: PathBuf::from("/bin/false"),
            cargo: Some(PathBuf::from("/bin/false")),
            rustdoc: Some(PathBuf::from("/bin/false")),
            rustfmt: Some(PathBuf::from("/bin/false")),
            library_path: Vec::new(),
            identity: Identity {
                release: Release::parse(release).expect("a release"),
                commit_hash: "c".into(),
                commit_date: "2026-01-01".into(),
                host: "x86_64-unknown-linux-gnu".into(),
                llvm: "20".into(),
                version_line: format!("rustc {release}"),
            },
            capabilities: Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
        }
    }

    /// The standard library's sources the lane's rustc quotes (rustup's `rust-src` component,
    /// `<sysroot>/lib/rustlib/src/rust/library`), if installed: with them, a note into the
    /// standard library shows its source lines, without them it does not. Read from the disk each
    /// time, so a component added since the lane was probed counts.
    pub fn std_sources(&self) -> Option<std::path::PathBuf> {
        let library = self.sysroot()?.join("lib/rustlib/src/rust/library");
        library.is_dir().then_some(library)
    }

    /// The sysroot of the lane's rustc: the folder above the `bin/` its binary (links resolved)
    /// lies in.
    pub fn sysroot(&self) -> Option<std::path::PathBuf> {
        Some(self.rustc.canonicalize().ok()?.parent()?.parent()?.to_path_buf())
    }
}

/// The memo key of a rustc binary: its path, size and modification time, and the library
/// folders it runs with. Replacing the binary (rustup updating a nightly) changes the key.
pub fn probe_key(rustc: &std::path::Path, library_path: &[std::path::PathBuf]) -> Option<String> {
    let metadata = std::fs::metadata(rustc).ok()?;
    let modified = metadata.modified().ok()?.duration_since(std::time::UNIX_EPOCH).ok()?;
    let libraries: Vec<String> = library_path.iter().map(|p| p.display().to_string()).collect();
    Some(format!("{}|{}|{}.{:09}|{}", rustc.display(), metadata.len(), modified.as_secs(), modified.subsec_nanos(), libraries.join(":")))
}
