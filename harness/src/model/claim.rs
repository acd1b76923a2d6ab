//! A claim's status on one cell.

use std::fmt;

use super::{Release, release_text};

/// A claim's status on one cell: what the compiler did measured against what the snippet
/// claims and the dates it records. Computed once per cell, by `verdict::claim_status`, and
/// shown the same by `cargo test`, `edrift run`, `drift.json` and the claims page.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// The claim holds, and no date says otherwise.
    Holds,
    /// The claim fails (or the compiler crashed, hung or ICEd), and no date covers it.
    Fails,
    /// `stale-since R` applies on this lane and the claim fails, as recorded.
    Stale {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `holds-since R`, the lane is older than R, and the claim fails, as recorded.
    NotYet {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `stale-since R` applies on this lane, yet the claim holds: the record is wrong here.
    HoldsAgain {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// `holds-since R`, the lane is older than R, yet the claim holds: the record is wrong here.
    HoldsEarly {
        /// R.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// An internal compiler error on a lane where a recorded date says the claim does not hold.
    /// Its verdict still compares the expectation.
    KnownIce {
        /// The release of the date that covers it.
        #[serde(with = "release_text")]
        since: Release,
    },
    /// The lane cannot run the cell (unsupported).
    #[serde(rename = "n/a")]
    NotApplicable,
    /// An `//@ observe` snippet: no claim; the compiler finished (or ICEd) and its output is
    /// compared with the expectation.
    Observed,
}

impl ClaimStatus {
    /// The word used in reports (`holds`, `stale`, `n/a`, ...): the serialized `status`.
    pub fn name(&self) -> &'static str {
        match self {
            ClaimStatus::Holds => "holds",
            ClaimStatus::Fails => "fails",
            ClaimStatus::Stale { .. } => "stale",
            ClaimStatus::NotYet { .. } => "not-yet",
            ClaimStatus::HoldsAgain { .. } => "holds-again",
            ClaimStatus::HoldsEarly { .. } => "holds-early",
            ClaimStatus::KnownIce { .. } => "known-ice",
            ClaimStatus::NotApplicable => "n/a",
            ClaimStatus::Observed => "observed",
        }
    }

    /// The release of the date involved, if any.
    pub fn since(&self) -> Option<&Release> {
        match self {
            ClaimStatus::Stale { since }
            | ClaimStatus::NotYet { since }
            | ClaimStatus::HoldsAgain { since }
            | ClaimStatus::HoldsEarly { since }
            | ClaimStatus::KnownIce { since } => Some(since),
            ClaimStatus::Holds | ClaimStatus::Fails | ClaimStatus::NotApplicable | ClaimStatus::Observed => None,
        }
    }

    /// Whether the claim holds on the lane (whatever the dates say).
    pub fn holds(&self) -> bool {
        match self {
            ClaimStatus::Holds | ClaimStatus::HoldsAgain { .. } | ClaimStatus::HoldsEarly { .. } => true,
            ClaimStatus::Fails
            | ClaimStatus::Stale { .. }
            | ClaimStatus::NotYet { .. }
            | ClaimStatus::KnownIce { .. }
            | ClaimStatus::NotApplicable
            | ClaimStatus::Observed => false,
        }
    }

    /// Whether the claim fails exactly as a recorded date says (a passing verdict counted as
    /// `stale`).
    pub fn fails_as_recorded(&self) -> bool {
        match self {
            ClaimStatus::Stale { .. } | ClaimStatus::NotYet { .. } | ClaimStatus::KnownIce { .. } => true,
            ClaimStatus::Holds
            | ClaimStatus::Fails
            | ClaimStatus::HoldsAgain { .. }
            | ClaimStatus::HoldsEarly { .. }
            | ClaimStatus::NotApplicable
            | ClaimStatus::Observed => false,
        }
    }
}

impl fmt::Display for ClaimStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.since() {
            Some(since) => write!(f, "{} (since {since})", self.name()),
            None => f.write_str(self.name()),
        }
    }
}
