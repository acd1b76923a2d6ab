//! The key of a cell in the results cache, for every kind of cell (a compile, a migration, a
//! crate's UI test): the hash of everything its result depends on (the lane's identity, the
//! snippet's or test's id and content hash, the edition, the flags, see [`CellKey::new`]) and
//! the harness version ([`harness_version`]). One derivation, built without the store (a crate's
//! own UI trials key their results by it too); the store keeps results under it.

use std::path::Path;

use crate::model::{Capabilities, CargoSpec, CrateType, EditionSpec, Identity, ReadyLane, Snippet, sha256_hex};
use crate::normalize;
/// Bump when the meaning of a stored `CellResult` changes in a way the harness's sources and
/// lockfile do not show: every cached cell is then compiled again.
pub const FORMAT: u32 = 1;

/// The harness version that keys the cache: `<crate version>+f<FORMAT>.<fingerprint>`, the
/// fingerprint being the hash of every source file of the harness and its dependencies' versions
/// at build time ([`crate::fingerprint`], computed by `build.rs`): a result cached by any other
/// build of the harness is never served as this one's.
pub fn harness_version() -> String {
    format!("{}+f{FORMAT}.{}", env!("CARGO_PKG_VERSION"), &FINGERPRINT[..12])
}

/// The harness's fingerprint, computed by `build.rs` over its sources.
pub const FINGERPRINT: &str = env!("EDRIFT_FINGERPRINT");

/// The hex SHA-256 of `text`.
pub(crate) fn sha256(text: &str) -> String {
    sha256_hex(text.as_bytes())
}

/// The key of a cell in the cache, with its parts (stored as columns).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CellKey {
    /// The hash of all the parts below.
    pub key: String,
    /// The hash of the lane's identity (`rustc -vV`).
    pub identity_hash: String,
    /// The snippet's id.
    pub snippet: String,
    /// The snippet's content hash.
    pub snippet_hash: String,
    /// The edition (`e2021`).
    pub edition: String,
    /// The hash of [`flags`].
    pub flags_hash: String,
    /// [`harness_version`].
    pub harness_version: String,
}

/// The hash of a lane's identity.
pub fn identity_hash(identity: &Identity) -> String {
    sha256(&serde_json::to_string(identity).unwrap_or_default())
}

impl CellKey {
    /// The key of the migration of a snippet on a lane: the harness version, the lane's
    /// identity, the snippet's content and its 2021 flags (the migration compiles with them).
    pub fn migration(snippet: &Snippet, lane: &ReadyLane) -> CellKey {
        let identity_hash = identity_hash(&lane.identity);
        let flags = snippet.edition(crate::model::Edition::E2021).map_or_else(String::new, |spec| flags(snippet, spec, lane));
        let flags_hash = sha256(&format!("migrate\n{flags}"));
        let harness_version = harness_version();
        let key = sha256(&format!("{identity_hash}\n{}\n{}\nmigrate\n{flags_hash}\n{harness_version}", snippet.id, snippet.hash));
        CellKey {
            key,
            identity_hash,
            snippet: snippet.id.clone(),
            snippet_hash: snippet.hash.clone(),
            edition: "migrate".to_string(),
            flags_hash,
            harness_version,
        }
    }

    /// The key of a crate's UI cell (test, crate edition, lane): `snippet` is the test's id,
    /// `snippet_hash` the hash of its text; `build` says what it is compiled against (the lane's
    /// build stamp, the test's kind and path), or, for a cell the lane could not run, the
    /// reason; the lane's identity is hashed in beside it, as for every cell.
    pub fn crate_ui(snippet: &str, snippet_hash: &str, edition: crate::model::Edition, identity: &Identity, build: &str) -> CellKey {
        let identity_hash = identity_hash(identity);
        let flags_hash = sha256(&format!("crate-ui\n{build}"));
        let harness_version = harness_version();
        let edition = edition.revision().to_string();
        let key = sha256(&format!("{identity_hash}\n{snippet}\n{snippet_hash}\n{edition}\n{flags_hash}\n{harness_version}"));
        CellKey {
            key,
            identity_hash,
            snippet: snippet.to_string(),
            snippet_hash: snippet_hash.to_string(),
            edition,
            flags_hash,
            harness_version,
        }
    }

    /// The key of (snippet, edition, lane).
    pub fn new(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane) -> CellKey {
        let identity_hash = identity_hash(&lane.identity);
        let flags_hash = sha256(&flags(snippet, spec, lane));
        let harness_version = harness_version();
        let edition = spec.edition.revision().to_string();
        let key = sha256(&format!("{identity_hash}\n{}\n{}\n{edition}\n{flags_hash}\n{harness_version}", snippet.id, snippet.hash));
        CellKey {
            key,
            identity_hash,
            snippet: snippet.id.clone(),
            snippet_hash: snippet.hash.clone(),
            edition,
            flags_hash,
            harness_version,
        }
    }
}

/// Everything besides the snippet's text that decides a cell's command and how its output is
/// read: the stage, crate type, flags, cargo command, normalization (the snippet's rules and
/// the harness's table), the lane's capabilities and the rustc arguments themselves.
pub fn flags(snippet: &Snippet, spec: &EditionSpec, lane: &ReadyLane) -> String {
    let EditionSpec {
        edition,
        stage,
        annotations,
        compile_flags,
        crate_type,
        min_rust,
        max_rust,
        needs_nightly,
        stale_since: _, // decided by `judge` on every run, never cached
        holds_since: _,
        normalize,
        claims: _, // words for reports
        cargo,
        formats_to,
        observe: _, // decided by `judge` on every run: the claim is checked the same way, and ignored
        wrap: _,    // in the rustc arguments (the wrapped copy's path) and the snippet's hash
        compiletest,
        crate_ui: _, // a crate UI cell is keyed by [`CellKey::crate_ui`], never by these flags
    } = spec;
    // The compiletest dialect's conditions, exhaustiveness and checks decide the verdict (no
    // line for our dialect, so its keys stay as they were).
    let compiletest = compiletest.as_ref().map_or(String::new(), |c| format!("compiletest={c:?}\n"));
    // The claim of `formats-to` is checked when the cell runs: the target's code is part of it.
    let formats_to = formats_to.as_ref().map_or("-".to_string(), |t| sha256(t.code.as_deref().unwrap_or("(not read)")));
    let crate_type = match crate_type {
        CrateType::Lib => "lib",
        CrateType::Bin => "bin",
    };
    let cargo = match cargo {
        Some(CargoSpec { command, args, show_files, file_lines }) => {
            let lines: Vec<String> = file_lines.iter().map(|(file, line)| format!("{file}: {line}")).collect();
            format!("{command} {} | {} | {}", args.join(" "), show_files.join(" "), lines.join(" | "))
        }
        None => "-".to_string(),
    };
    let rules: Vec<String> = normalize.iter().map(|r| format!("{} -> {}", r.regex.as_str(), r.replacement)).collect();
    let table: Vec<&str> = normalize::RULES.iter().map(|r| r.name).collect();
    let annotations = serde_json::to_string(annotations).unwrap_or_default();
    let Capabilities { editions, diagnostic_width } = &lane.capabilities;
    // A note into the standard library quotes its source lines when the lane has them.
    let std_sources = lane.std_sources().is_some();
    let path = snippet.path.display().to_string();
    let args: Vec<String> =
        crate::invoke::rustc_args(snippet, spec, lane, Path::new("$OUT")).into_iter().map(|a| a.replace(&path, "$SNIPPET")).collect();
    format!(
        "edition={edition}\nstage={}\ncrate-type={crate_type}\ncompile-flags={}\nmin-rust={}\nmax-rust={}\nneeds-nightly={needs_nightly}\n\
         cargo={cargo}\nnormalize={}\nrules={}\nannotations={annotations}\neditions={editions:?}\ndiagnostic-width={diagnostic_width}\nstd-sources={std_sources}\nargs={}\nformats-to={formats_to}\n{compiletest}",
        stage.name(),
        compile_flags.join(" "),
        min_rust.as_ref().map_or("-".to_string(), ToString::to_string),
        max_rust.as_ref().map_or("-".to_string(), ToString::to_string),
        rules.join(" ; "),
        table.join(","),
        args.join(" ")
    )
}
