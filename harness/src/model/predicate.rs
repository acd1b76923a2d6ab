//! Lane predicates: whether a lane can run a cell, decided before anything runs, from the lane's
//! probed capabilities and tools and the snippet's directives. Each predicate is one row of a
//! table (as compiletest's `needs.rs`): its name, its check, and the reason an unmet check
//! gives, so that a new `needs-*`, `only-*` or `ignore-*` is one row. A cell whose lane fails a
//! row is [`Unsupported`]: shown with the reason, never run, never failed.

use std::fmt;

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
];

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
    use crate::model::{Capabilities, Identity, Release};

    fn snippet(kind: SnippetKind, text: &str) -> Snippet {
        let hash = crate::model::sha256_hex(text.as_bytes());
        crate::directives::parse("suite/a", &PathBuf::from("/s/suite/a.rs"), kind, text, text, hash).unwrap()
    }

    /// A lane of `release` with every capability and tool.
    fn lane(release: &str) -> ReadyLane {
        ReadyLane {
            rustc: PathBuf::from("/bin/false"),
            cargo: Some(PathBuf::from("/bin/false")),
            rustdoc: Some(PathBuf::from("/bin/false")),
            rustfmt: Some(PathBuf::from("/bin/false")),
            library_path: Vec::new(),
            identity: Identity {
                release: Release::parse(release).unwrap(),
                commit_hash: "c".into(),
                commit_date: "2026-01-01".into(),
                host: "x86_64-unknown-linux-gnu".into(),
                llvm: "20".into(),
                version_line: format!("rustc {release}"),
            },
            capabilities: Capabilities { editions: Edition::ALL.to_vec(), diagnostic_width: true },
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
