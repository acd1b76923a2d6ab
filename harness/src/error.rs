//! Infrastructure errors: the harness could not do its job (a lane is missing, a file cannot be
//! read, `toolchains.toml` is wrong). Test failures are not errors: they are verdicts.
//!
//! Each variant says what went wrong: I/O and processes, configuration, a lane, the store, and
//! by kind of bad input the command line ([`Argument`]), the store's history ([`History`]),
//! shards to merge ([`Merge`]) and a snippet's package ([`Package`]); a broken invariant is a
//! [`Error::Bug`], never confused with the user's doing. Every message names what it is about
//! (a path, a run, a lane) and, for bad input, a way forward.

use std::path::{Path, PathBuf};

/// Something the harness itself failed to do.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An I/O operation failed on a path.
    #[error("failed to {action} {}: {source}", path.display())]
    Io {
        /// What was being done (`read`, `write`, `create`, ...).
        action: &'static str,
        /// The path.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A path the harness reads or writes for a suite or a crate leads out of its folder.
    #[error(transparent)]
    Outside(Box<Outside>),
    /// A file larger than the harness reads (an expectation larger than any output it keeps).
    #[error("{}: larger than {limit} bytes, more than edrift reads of such a file (no output it keeps is that long): remove it or bless it again", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit in bytes.
        limit: usize,
    },
    /// A configuration file is invalid.
    #[error("failed to read configuration {}: {message}", path.display())]
    Config {
        /// The file.
        path: PathBuf,
        /// What is wrong, with line and column where known.
        message: String,
    },
    /// One or more snippets have bad directives; every one is listed.
    #[error("failed to parse {} snippet(s):\n{}", .0.len(), .0.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n"))]
    Snippets(Vec<crate::model::DirectiveError>),
    /// A lane could not be resolved or provisioned.
    #[error("failed to {action} lane `{lane}`: {message}")]
    Lane {
        /// What was being done.
        action: &'static str,
        /// The lane's name.
        lane: String,
        /// What went wrong and how to proceed.
        message: String,
    },
    /// A process could not be started.
    #[error("failed to run `{program}`: {source}")]
    Spawn {
        /// The program.
        program: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The results store failed.
    #[error("failed to use the results store {}: {message}", path.display())]
    Store {
        /// The database file.
        path: PathBuf,
        /// What went wrong.
        message: String,
    },
    /// The run was interrupted (Ctrl-C, SIGTERM): what a cell did after that is not its
    /// outcome (its processes were killed, its folder removed), so it is never recorded,
    /// cached or blessed.
    #[error("interrupted: the cells that were running are not recorded, cached or blessed")]
    Interrupted,
    /// A cell could not be run (an observer of its result, such as a claim's dates or a
    /// bisection, needs it).
    #[error("failed to run {cell}: {message}")]
    Cell {
        /// The cell's name.
        cell: String,
        /// What failed.
        message: String,
    },
    /// A reporter could not write what it reports (a closed pipe, a full disk).
    #[error("failed to write the run's report: {0}")]
    Report(std::io::Error),
    /// The command line (an argument, a filter, an `EDRIFT_*` setting) asks for something that
    /// cannot be done.
    #[error(transparent)]
    Argument(Box<Argument>),
    /// The results store's history cannot answer what was asked of it.
    #[error(transparent)]
    History(Box<History>),
    /// Shard stores cannot be merged; the stores are named.
    #[error(transparent)]
    Merge(Box<Merge>),
    /// A file of a snippet's package cannot be used as it is.
    #[error(transparent)]
    Package(Box<Package>),
    /// An invariant of the harness is broken: a harness bug, never the user's doing. The message
    /// says which.
    #[error("{0}")]
    Bug(String),
}

/// A path the harness reads or writes for a suite or a crate that leads out of its folder.
#[derive(Debug, thiserror::Error)]
#[error(
    "{}: leads to {}, outside {}: edrift reads and writes a suite's or a crate's files only inside its folder; \
     replace the symbolic link with the file itself",
    path.display(),
    target.display(),
    folder.display()
)]
pub struct Outside {
    /// The path as named.
    pub path: PathBuf,
    /// Where it leads.
    pub target: PathBuf,
    /// The folder it must stay in.
    pub folder: PathBuf,
}

/// What is wrong with the command line; each message says what was expected.
#[derive(Debug, thiserror::Error)]
pub enum Argument {
    /// A command's synopsis, for a command given the wrong arguments.
    #[error("usage: {0}")]
    Synopsis(&'static str),
    /// `--format` names no format of the command.
    #[error("unknown --format `{given}`: expected {expected}")]
    Format {
        /// What was given.
        given: String,
        /// The formats the command knows, in words.
        expected: &'static str,
    },
    /// An edition that edrift does not know.
    #[error("unknown edition `{0}`: expected 2021 or 2024")]
    Edition(String),
    /// A lane that `toolchains.toml` does not declare.
    #[error("unknown lane `{lane}`: toolchains.toml declares {}", declared.join(", "))]
    Lane {
        /// What was given.
        lane: String,
        /// The lanes declared.
        declared: Vec<String>,
    },
    /// The filters match no snippet.
    #[error("no snippet matches {}{how}: `edrift list` shows the snippets (ids are `<suite>/<name>`)", quoted(filters))]
    NoSnippet {
        /// The filters.
        filters: Vec<String>,
        /// How they were matched, in words (` exactly`, or nothing for a substring).
        how: &'static str,
    },
    /// The filters match snippets, and together select no cell of them.
    #[error("{selection} selects no cell: {there}; widen or drop a filter (`edrift list` shows the cells)")]
    NothingSelected {
        /// The filters, as written.
        selection: String,
        /// What the snippets run, in words.
        there: String,
    },
    /// A command that takes one snippet was given a filter that matches none.
    #[error("no snippet matches `{0}`: give its id (`suite/name`), as `edrift list` shows")]
    NotOneSnippet(String),
    /// A command that takes one snippet was given a filter that matches several.
    #[error("`{given}` matches {count} snippets ({}, ...): give one id", some.join(", "))]
    ManySnippets {
        /// What was given.
        given: String,
        /// How many snippets it matches.
        count: usize,
        /// The first of them.
        some: Vec<String>,
    },
    /// `--edition` names an edition the snippet does not run under.
    #[error("{snippet} does not run under --edition {edition}")]
    NotUnderEdition {
        /// The snippet's id.
        snippet: String,
        /// The edition's year.
        edition: &'static str,
    },
    /// The snippet runs under both editions and `--edition` is missing.
    #[error("{0} runs under both editions: give --edition 2021 or --edition 2024")]
    EditionNeeded(String),
    /// `--from-run` is neither `latest` nor a run id.
    #[error("--from-run `{0}`: expected `latest` or a run id (see `edrift history`)")]
    FromRun(String),
    /// A lane reference with a run part that is neither a run id nor `previous`.
    #[error("`{0}`: expected `<lane>@<run id>`, such as `nightly@12` (see `edrift history`), or `<lane>@previous`")]
    LaneRef(String),
    /// `--store` given to `edrift merge`, which writes `--into`.
    #[error("edrift merge writes the store named by --into; --store is not used here")]
    StoreWithMerge,
    /// The folder of a file to write does not exist.
    #[error("the folder of {what} `{}` does not exist: create {} first, or name another file", file.display(), folder.display())]
    NoFolder {
        /// The argument that names the file (`--junit`).
        what: &'static str,
        /// The file.
        file: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// No edition-drift checkout at or above the folder edrift started in.
    #[error(
        "no toolchains.toml with a suites/ folder in {} or above: run edrift from a checkout of edition-drift",
        .0.display()
    )]
    NoProject(PathBuf),
    /// An item of `--toolchains` names no toolchain.
    #[error("--toolchains `{item}`: {message}")]
    Toolchain {
        /// The item.
        item: String,
        /// What is wrong with it.
        message: String,
    },
    /// `--toolchains` mixes dated nightlies and releases.
    #[error(
        "--toolchains mixes dated nightlies with releases, whose order is not known before installing them: bisect each kind on its own"
    )]
    MixedToolchains,
    /// A bound of `--between` is no toolchain, release or dated nightly.
    #[error("--between `{0}`: not a toolchain of the list, a release or a dated nightly")]
    Bound(String),
    /// `--between` keeps fewer than two toolchains.
    #[error("--between keeps {0} toolchain(s): a bisection needs two or more")]
    TooFewToolchains(usize),
    /// `EDRIFT_NEXTEST_TRIALS` is neither `suite` nor `cell`.
    #[error("EDRIFT_NEXTEST_TRIALS={0}: expected `suite` (a nextest trial per suite, the default) or `cell` (a trial per cell)")]
    Trials(String),
    /// An environment variable of the configuration holds a value it cannot take.
    #[error("{variable}={value}: expected {expected}")]
    Variable {
        /// The variable's name (`EDRIFT_JOBS`, `EDRIFT_TIMEOUT`).
        variable: &'static str,
        /// The value it holds.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// `--bless` under nextest.
    #[error(
        "bless with `cargo test -- --bless` (or `edrift bless`), not under nextest: its processes, one per trial, would each \
         write one lane's expectation against a baseline another process may be rewriting"
    )]
    BlessUnderNextest,
}

/// Why the results store's history cannot answer.
#[derive(Debug, thiserror::Error)]
pub enum History {
    /// The store holds no run at all.
    #[error("the store {} has no run: merge shards into it, or run the matrix, first", .0.display())]
    NoRuns(PathBuf),
    /// The store holds no run of that id.
    #[error("the store {} has no run {run} (see `edrift history`)", store.display())]
    NoRun {
        /// The store.
        store: PathBuf,
        /// The run id.
        run: i64,
    },
    /// The store holds no result for the lane.
    #[error("the store {} has no results for lane `{lane}`: run `edrift run --lane {lane}` first", store.display())]
    NoResults {
        /// The store.
        store: PathBuf,
        /// The lane.
        lane: String,
    },
    /// `<lane>@previous` on a lane whose results all have one identity.
    #[error(
        "the store {} has results of one identity of lane `{lane}` only (its latest, run {run}): nothing before it to compare with yet",
        store.display()
    )]
    NoPrevious {
        /// The store.
        store: PathBuf,
        /// The lane.
        lane: String,
        /// The latest run of the lane.
        run: i64,
    },
    /// The run did not run the lane.
    #[error("run {run} did not run lane `{lane}` (see `edrift history`)")]
    LaneNotRun {
        /// The run id.
        run: i64,
        /// The lane.
        lane: String,
    },
    /// The run did not finish, so it holds part of its cells.
    #[error("run {run} (`{command}`) did not finish, so it holds part of its cells: report a finished run (see `edrift history`)")]
    Unfinished {
        /// The run id.
        run: i64,
        /// Its command line.
        command: String,
    },
    /// The run ran snippets that have changed since.
    #[error(
        "run {run} ran {} cell(s) of snippets that have changed since ({}{}): report it from the commit it ran, or run them again",
        cells.len(),
        cells.iter().take(5).cloned().collect::<Vec<_>>().join(", "),
        if cells.len() > 5 { ", ..." } else { "" }
    )]
    Changed {
        /// The run id.
        run: i64,
        /// The cells, named.
        cells: Vec<String>,
    },
    /// An older edrift recorded a ready lane without what the report reads of it.
    #[error(
        "run {run} recorded lane `{lane}` as ready without its identity or capabilities (an older edrift recorded it): \
         report a run recorded by this edrift"
    )]
    OldLane {
        /// The run id.
        run: i64,
        /// The lane.
        lane: String,
    },
    /// A cell in a format this edrift cannot read.
    #[error("run {run} of {} holds cell {cell} in a format this edrift cannot read: report a newer run", store.display())]
    OldCell {
        /// The run id.
        run: i64,
        /// The store.
        store: PathBuf,
        /// The cell (`<snippet>::<edition>::<lane>`).
        cell: String,
    },
    /// A migration cell in a format this edrift cannot read.
    #[error("run {run} of {} holds a migration cell this edrift cannot read ({source})", store.display())]
    OldMigration {
        /// The run id.
        run: i64,
        /// The store.
        store: PathBuf,
        /// Why it cannot be read.
        source: serde_json::Error,
    },
}

/// Why shard stores cannot be merged.
#[derive(Debug, thiserror::Error)]
pub enum Merge {
    /// No shard store was named.
    #[error("edrift merge needs the shard stores: edrift merge shard-1.sqlite shard-2.sqlite ... --into merged.sqlite")]
    NoShards,
    /// `--into` is one of the shard stores.
    #[error(
        "--into {} is also one of the shard stores: merge into another file (an existing merged store keeps its history)",
        .0.display()
    )]
    IntoIsShard(PathBuf),
    /// A shard store is named twice (as two paths to one file).
    #[error("the shard store {} is named twice ({} and {})", again.display(), first.display(), again.display())]
    NamedTwice {
        /// Its first name.
        first: PathBuf,
        /// Its second name.
        again: PathBuf,
    },
    /// The shards ran different versions of the harness.
    #[error(
        "the shards ran different harnesses: {} ran {first_version} and {} ran {version}; run every shard with one checkout of edition-drift",
        first.display(),
        shard.display()
    )]
    Harnesses {
        /// A shard store.
        first: PathBuf,
        /// The harness it ran.
        first_version: String,
        /// A shard store that ran another.
        shard: PathBuf,
        /// The harness that one ran.
        version: String,
    },
    /// Two shards that ran a lane saw different toolchains under it.
    #[error(
        "lane `{lane}` differs between the shards that ran it: {} saw {first_saw} and {} saw {saw}; every shard of a lane \
         must run one toolchain (a nightly that changed while the matrix ran: run its shards again)",
        first.display(),
        shard.display()
    )]
    Lane {
        /// The lane.
        lane: String,
        /// A shard store.
        first: PathBuf,
        /// The lane as it saw it.
        first_saw: String,
        /// Another shard store.
        shard: PathBuf,
        /// The lane as that one saw it.
        saw: String,
    },
    /// Two shards split a lane into different numbers of partitions.
    #[error(
        "lane `{lane}` is split into {first_count} partitions by {} ({first_partition}) and into {count} by {} ({partition}): \
         run every shard of a lane with one N",
        first.display(),
        shard.display()
    )]
    Partitions {
        /// The lane.
        lane: String,
        /// A shard store.
        first: PathBuf,
        /// Its partition (`hash:K/N`).
        first_partition: String,
        /// Its number of partitions.
        first_count: u32,
        /// Another shard store.
        shard: PathBuf,
        /// Its partition.
        partition: String,
        /// Its number of partitions.
        count: u32,
    },
    /// Partitions that no shard store ran.
    #[error(
        "no shard store ran {} partition(s):\n  {}\nmerge their stores too (a CI job that failed before uploading its store: run it again), \
         or pass --partial to merge what there is (the report then lacks those cells)",
        .0.len(),
        .0.join("\n  ")
    )]
    MissingPartitions(Vec<String>),
    /// The shards ran different contents of a snippet.
    #[error(
        "the shards ran different checkouts: snippet {snippet} has content {first_hash} in {} and {hash} in {}; run every shard on one commit",
        first.display(),
        shard.display()
    )]
    Checkouts {
        /// The snippet.
        snippet: String,
        /// A shard store.
        first: PathBuf,
        /// The content's hash there (its start).
        first_hash: String,
        /// Another shard store.
        shard: PathBuf,
        /// The content's hash there.
        hash: String,
    },
    /// Two shards recorded one cell differently.
    #[error(
        "cell {cell} differs between {} and {} ({what} differs); a cell belongs to one shard: were two shards \
         run with overlapping partitions on different toolchains or checkouts?",
        first.display(),
        shard.display()
    )]
    Cell {
        /// The cell (`<snippet>::<edition>::<lane>`).
        cell: String,
        /// What differs.
        what: &'static str,
        /// A shard store.
        first: PathBuf,
        /// Another shard store.
        shard: PathBuf,
    },
    /// Two shards recorded one migration cell differently.
    #[error(
        "migration cell {snippet}::migrate::{lane} differs between {} and {}; a cell belongs to one shard: were two shards run \
         with overlapping partitions on different toolchains or checkouts?",
        first.display(),
        shard.display()
    )]
    Migration {
        /// The snippet.
        snippet: String,
        /// The lane.
        lane: String,
        /// A shard store.
        first: PathBuf,
        /// Another shard store.
        shard: PathBuf,
    },
    /// The merged store appeared while the merge ran.
    #[error("{} appeared while the merge ran: nothing was written to it; merge again", .0.display())]
    IntoAppeared(PathBuf),
}

/// Why a file of a snippet's package cannot be used as it is; each names the file.
#[derive(Debug, thiserror::Error)]
pub enum Package {
    /// A file larger than a snippet's file may be.
    #[error(
        "{}: larger than {limit} bytes, the most a file of a snippet may hold (a build may have written it): \
         keep the snippet small, or make the file in the build instead",
        path.display()
    )]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The limit in bytes.
        limit: usize,
    },
    /// A symbolic link out of the package, or to a folder.
    #[error("{}: a symbolic link to {} (outside the package, or a folder): copy the file into the package instead", path.display(), target.display())]
    Link {
        /// The link.
        path: PathBuf,
        /// What it points to.
        target: PathBuf,
    },
    /// Something that is not a file, folder or link (a FIFO, a socket).
    #[error("{}: {kind}: a package holds only files, folders and links to them; remove it (or make it in the build)", path.display())]
    Special {
        /// The path.
        path: PathBuf,
        /// What it is.
        kind: String,
    },
    /// `cargo fix --edition` rewrote a manifest's edition line, so it cannot be flipped to 2024.
    #[error(
        "{}:{line}: after `cargo fix --edition` on lane {release}, the migrated manifest has no line `{text}` to flip to 2024 (cargo rewrote it); \
         write the edition on a line of its own, `edition = \"@EDITION@\"`",
        manifest.display()
    )]
    EditionLine {
        /// The manifest, in the snippet's folder.
        manifest: PathBuf,
        /// Its line.
        line: usize,
        /// The lane's release.
        release: String,
        /// The line as it was written for 2021.
        text: String,
    },
}

/// The filters, each in backquotes, joined by commas.
fn quoted(filters: &[String]) -> String {
    filters.iter().map(|f| format!("`{f}`")).collect::<Vec<_>>().join(", ")
}

// Boxed, so that every `Result<_, Error>` stays small (a merge's error names several stores).
macro_rules! from_kind {
    ($($kind:ident),*) => {$(
        impl From<$kind> for Error {
            fn from(kind: $kind) -> Self {
                Self::$kind(Box::new(kind))
            }
        }
    )*};
}
from_kind!(Argument, History, Merge, Package);

impl Error {
    /// An I/O error on `path`.
    pub fn io(action: &'static str, path: &Path, source: std::io::Error) -> Self {
        Self::Io { action, path: path.to_path_buf(), source }
    }
}

#[cfg(test)]
mod tests;
