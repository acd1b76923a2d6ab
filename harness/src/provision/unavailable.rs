//! The answer kept for a lane that none of its places could serve (`<lanes dir>/.unavailable/
//! <lane>.json`: when it was asked, the places asked, what they said), so that a missing lane is
//! asked about once, not by every process that starts: a trial process (nextest's, `cargo test
//! --exact`) reads the answer instead of the archive. The answer holds for an hour, for the same
//! places only; `edrift lanes install` and `edrift lanes check` ask again.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::lanes::LaneDecl;

/// How long an answer holds.
pub const HOLDS_FOR: Duration = Duration::from_secs(3600);

/// What the places of a lane said when it was last provisioned and failed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Unavailable {
    /// The lane.
    pub lane: String,
    /// When it was asked, in seconds since the epoch.
    pub asked: u64,
    /// The places asked, in order (`toolchains.toml`'s source and fallbacks).
    pub places: Vec<String>,
    /// What provisioning said.
    pub message: String,
}

impl Unavailable {
    /// How long ago it was asked.
    pub fn age(&self) -> Duration {
        Duration::from_secs(now().saturating_sub(self.asked))
    }
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn path(lanes_dir: &Path, lane: &str) -> PathBuf {
    lanes_dir.join(".unavailable").join(format!("{lane}.json"))
}

/// The kept answer of a lane, however old, if it is about the places the lane declares now.
pub fn read(decl: &LaneDecl, lanes_dir: &Path) -> Option<Unavailable> {
    let text = std::fs::read_to_string(path(lanes_dir, &decl.name)).ok()?;
    serde_json::from_str::<Unavailable>(&text).ok().filter(|u| u.places == decl.places())
}

/// The kept answer, if it still holds (asked less than [`HOLDS_FOR`] ago).
pub fn recent(decl: &LaneDecl, lanes_dir: &Path) -> Option<Unavailable> {
    read(decl, lanes_dir).filter(|u| u.age() < HOLDS_FOR)
}

/// Keeps the answer of a failed provisioning. A lanes folder that cannot be written keeps
/// nothing: the next process asks again.
pub fn record(decl: &LaneDecl, lanes_dir: &Path, message: &str) {
    let answer = Unavailable { lane: decl.name.clone(), asked: now(), places: decl.places(), message: message.to_string() };
    let file = path(lanes_dir, &decl.name);
    if let Ok(text) = serde_json::to_string_pretty(&answer) {
        let _ = crate::fsutil::write_atomic(&file, text.as_bytes());
    }
}

/// Forgets the answer of a lane (provisioned now, or to be asked again).
pub fn forget(lanes_dir: &Path, lane: &str) {
    let _ = std::fs::remove_file(path(lanes_dir, lane));
}
