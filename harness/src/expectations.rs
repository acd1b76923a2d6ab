//! Expectations: the blessed, normalized output of cells under `expected/`, mirroring
//! `suites/`. The baseline is the reference lane's; another lane has a file only where it
//! differs. `path` is the only function that builds an expectation's file name.
//!
//! Bless writes the cells that ran and nothing else. Writes are atomic. An override equal to the
//! baseline is removed. When a baseline changes, a lane that did not run and had no override
//! (it matched the old baseline) gets the old baseline as its override, so blessing one lane
//! never changes what another lane is expected to do.

pub mod tested;

use crate::model::Stream;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

// `Stream` was defined here; re-exported so that `expectations::Stream` still names it.
use crate::error::Error;
use crate::fsutil;
use crate::model::{Compiletest, Edition, Rustfix};
use crate::verdict::{CellResult, Reason};
// `diff` was defined here; re-exported so that `expectations::diff` still names it.
pub use crate::verdict::diff;

/// Where expectations live, and which lane is the baseline.
#[derive(Debug, Clone)]
pub struct Expectations {
    /// `expected/`.
    pub root: PathBuf,
    /// The reference lane.
    pub reference: String,
    /// Every lane of the matrix (for preserving lanes that did not run).
    pub lanes: Vec<String>,
}

/// The file of one expectation: `expected/<snippet>.<edition>[.<lane>].<stream>`, and for a
/// migration (which always starts from 2021) `expected/<snippet>[.<lane>].migrated.rs` (a file
/// snippet's rewrite) or `expected/<snippet>[.<lane>].migrated.diff` (a package's). `lane` is
/// `None` for the baseline.
pub fn path(root: &Path, snippet: &str, edition: Edition, lane: Option<&str>, stream: Stream) -> PathBuf {
    let mut name = match stream {
        Stream::Stderr | Stream::RunStdout | Stream::CompilerStdout | Stream::RunStderr => format!("{snippet}.{}", edition.revision()),
        Stream::Migrated | Stream::MigratedDiff => snippet.to_string(),
    };
    if let Some(lane) = lane {
        name.push('.');
        name.push_str(lane);
    }
    name.push('.');
    name.push_str(stream.suffix());
    root.join(name)
}

impl Expectations {
    fn read(&self, snippet: &str, edition: Edition, lane: Option<&str>, stream: Stream) -> Result<Option<String>, Error> {
        fsutil::read_inside(&path(&self.root, snippet, edition, lane, stream), &self.root, EXPECTATION_LIMIT)
    }

    /// The expectation of a cell: the lane's override if any, else the baseline, else empty.
    /// Returns the text and the file it came from (relative to the repository).
    pub fn expected(&self, snippet: &str, edition: Edition, lane: &str, stream: Stream) -> Result<(String, PathBuf), Error> {
        if lane != self.reference
            && let Some(text) = self.read(snippet, edition, Some(lane), stream)?
        {
            return Ok((text, path(&self.root, snippet, edition, Some(lane), stream)));
        }
        let baseline = path(&self.root, snippet, edition, None, stream);
        Ok((self.read(snippet, edition, None, stream)?.unwrap_or_default(), baseline))
    }

    /// Compares a result with its expectations; every mismatch is a reason with a diff and the
    /// command that re-blesses the cell.
    pub fn compare(&self, result: &CellResult) -> Result<Vec<Reason>, Error> {
        let mut reasons = Vec::new();
        for stream in Stream::CELL {
            let actual = actual(result, stream);
            let (expected, file) = self.expected(&result.snippet, result.edition, &result.lane, stream)?;
            if expected != actual {
                let shown = self.root.parent().and_then(|p| file.strip_prefix(p).ok()).unwrap_or(&file);
                reasons.push(Reason::Expectation {
                    stream,
                    file: shown.display().to_string(),
                    diff: format!(
                        "{}\nto accept this output: cargo run -q -- bless --exact {} --lane {} --edition {}",
                        diff(&expected, &actual),
                        result.snippet,
                        result.lane,
                        result.edition.year()
                    ),
                });
            }
        }
        Ok(reasons)
    }

    /// Compares a cell of a compiletest test with its expectations: on the suite's reference
    /// lane the files beside the test (`foo.stderr`, `foo.rev.stderr`, `.run.stdout` with
    /// `check-run-results`; a missing file expects nothing); on another lane its override under
    /// `expected/` where it has one, else the same files. `dont-check-compiler-stderr` leaves
    /// stderr out.
    pub fn compare_compiletest(&self, result: &CellResult, ct: &Compiletest) -> Result<Vec<Reason>, Error> {
        let mut reasons = Vec::new();
        for stream in ct.checked_streams() {
            let extension = stream.suffix();
            let actual = actual(result, stream);
            let upstream = ct.upstream_file(&ct.test, extension);
            let lane_file = path(&self.root, &result.snippet, result.edition, Some(&result.lane), stream);
            let override_text = match result.lane == ct.reference {
                true => None,
                false => fsutil::read_inside(&lane_file, &self.root, EXPECTATION_LIMIT)?,
            };
            let (expected, file) = match override_text {
                Some(text) => (text, lane_file),
                None => (read_beside(ct, &upstream)?.unwrap_or_default(), upstream),
            };
            if expected != actual {
                let folder = &ct.folder;
                reasons.push(Reason::Expectation {
                    stream,
                    file: file.display().to_string(),
                    diff: format!(
                        "{}\nthe file beside the test is the output of the suite's reference lane `{}` (blessing that lane rewrites it); \
                         another lane's differences are blessed under expected/. To accept this output: cargo run -q -- bless \
                         --suite {} --exact '{}' --lane {}",
                        diff(&expected, &actual),
                        ct.reference,
                        folder.display(),
                        result.snippet,
                        result.lane
                    ),
                });
            }
        }
        Ok(reasons)
    }

    /// compiletest's `run-rustfix`: the test with its suggestions applied
    /// ([`crate::dialect::compiletest::apply_rustfix`]) must be the `.fixed` file beside it
    /// (`foo.rev.fixed` for a revision); the reason when it is not.
    pub fn compare_fixed(ct: &Compiletest, rustfix: Rustfix, text: &str, stderr: &str) -> Result<Option<Reason>, Error> {
        let file = ct.upstream_file(&ct.test, "fixed");
        let expected = read_beside(ct, &file)?.unwrap_or_default();
        let diff = match crate::dialect::compiletest::apply_rustfix(rustfix, &ct.test, text, stderr) {
            Ok(fixed) if fixed == expected => return Ok(None),
            Ok(fixed) => diff(&expected, &fixed),
            Err(why) => why,
        };
        Ok(Some(Reason::Rustfix { file: file.display().to_string(), diff }))
    }

    /// Blesses the cells of compiletest tests that ran (unsupported ones write nothing): a cell of
    /// the suite's reference lane rewrites the file beside its test (`foo.stderr`,
    /// `foo.rev.stderr`, `.run.stdout` with `check-run-results`; removed when the output is
    /// empty, as compiletest keeps no empty file), and only then; a cell of another lane writes
    /// its override under `expected/` where its output differs from that file, and removes it
    /// where it is the same. Reference cells go first, so other lanes compare with what they wrote.
    pub fn bless_compiletest(&self, cells: &[(&CellResult, &Compiletest)]) -> Result<BlessReport, Error> {
        let mut report = BlessReport::default();
        let mut ordered: Vec<&(&CellResult, &Compiletest)> =
            cells.iter().filter(|(r, _)| r.outcome != crate::verdict::Outcome::Unsupported).collect();
        ordered.sort_by_key(|(r, ct)| r.lane != ct.reference);
        for (result, ct) in ordered {
            for stream in ct.checked_streams() {
                let extension = stream.suffix();
                let text = actual(result, stream);
                let upstream = ct.upstream_file(&ct.test, extension);
                if result.lane == ct.reference {
                    fsutil::stays_inside(&upstream, &ct.folder)?;
                    report.record(write_or_remove(&upstream, &text, text.is_empty())?);
                } else {
                    let same = read_beside(ct, &upstream)?.unwrap_or_default() == text;
                    let file = path(&self.root, &result.snippet, result.edition, Some(&result.lane), stream);
                    report.record(self.write_or_remove(&file, &text, same)?);
                }
            }
        }
        Ok(report)
    }

    /// Writes the expectations of the cells that ran (unsupported cells are not written).
    pub fn bless(&self, results: &[CellResult]) -> Result<BlessReport, Error> {
        self.bless_knowing(results, &|_, _, _| false)
    }

    /// [`Expectations::bless`], where `ran_before(snippet, edition, lane)` says whether a lane
    /// that did not run now has run the cell before (the store's history): such a lane has an
    /// expectation even where no file shows it (an empty output needs none), which a changed
    /// baseline must not take from it.
    pub fn bless_knowing(&self, results: &[CellResult], ran_before: &dyn Fn(&str, Edition, &str) -> bool) -> Result<BlessReport, Error> {
        let mut groups: BTreeMap<(String, Edition), Vec<&CellResult>> = BTreeMap::new();
        for r in results {
            groups.entry((r.snippet.clone(), r.edition)).or_default().push(r);
        }
        // Before anything is written: which snippets have been blessed before.
        let known = self.blessed_before(groups.keys().map(|(snippet, _)| snippet.as_str()))?;
        let mut report = BlessReport::default();
        for ((snippet, edition), all) in &groups {
            let (snippet, edition) = (snippet.as_str(), *edition);
            let blessed = known.contains(snippet);
            let known = |lane: &str| blessed || ran_before(snippet, edition, lane);
            // An unsupported cell ran and has nothing to expect: it gets no file, and it needs
            // none kept for it when the baseline changes.
            let ran: Vec<&str> = all.iter().map(|c| c.lane.as_str()).collect();
            let cells: Vec<&CellResult> = all.iter().copied().filter(|r| r.outcome != crate::verdict::Outcome::Unsupported).collect();
            for stream in Stream::CELL {
                let texts: Vec<(&str, String)> = cells.iter().map(|c| (c.lane.as_str(), actual(c, stream))).collect();
                self.bless_group(snippet, edition, stream, &texts, &ran, &known, &mut report)?;
            }
        }
        Ok(report)
    }

    /// Compares a migration's rewrite with its expectation (`<snippet>[.<lane>].migrated.rs`, or
    /// `.migrated.diff` for a package: `stream`): the reason, with a diff and the command that
    /// re-blesses it, when they differ.
    pub fn compare_migration(&self, snippet: &str, lane: &str, stream: Stream, migrated: &str) -> Result<Option<Reason>, Error> {
        let (expected, file) = self.expected(snippet, Edition::E2021, lane, stream)?;
        if expected == migrated {
            return Ok(None);
        }
        let shown = self.root.parent().and_then(|p| file.strip_prefix(p).ok()).unwrap_or(&file);
        Ok(Some(Reason::Expectation {
            stream,
            file: shown.display().to_string(),
            diff: format!(
                "{}\nto accept this migration: cargo run -q -- bless --exact {snippet} --lane {lane} --migrate",
                diff(&expected, migrated)
            ),
        }))
    }

    /// Writes the rewrites of the migrations that ran: `(snippet, stream, lane, rewrite)`
    /// (`stream`: [`Stream::Migrated`] or, for a package, [`Stream::MigratedDiff`]), `None` for a
    /// migration its lane does not support (it gets no file).
    pub fn bless_migrations<'a>(
        &self,
        results: impl IntoIterator<Item = (&'a str, Stream, &'a str, Option<&'a str>)>,
    ) -> Result<BlessReport, Error> {
        // (snippet, stream) -> each lane that ran, with its rewrite.
        type Ran<'a> = Vec<(&'a str, Option<&'a str>)>;
        let mut groups: BTreeMap<(&str, Stream), Ran<'_>> = BTreeMap::new();
        for (snippet, stream, lane, text) in results {
            groups.entry((snippet, stream)).or_default().push((lane, text));
        }
        let known = self.blessed_before(groups.keys().map(|(snippet, _)| *snippet))?;
        let mut report = BlessReport::default();
        for ((snippet, stream), all) in groups {
            let blessed = known.contains(snippet);
            let known = |_: &str| blessed;
            let ran: Vec<&str> = all.iter().map(|(lane, _)| *lane).collect();
            let texts: Vec<(&str, String)> = all.iter().filter_map(|(lane, text)| Some((*lane, (*text)?.to_string()))).collect();
            self.bless_group(snippet, Edition::E2021, stream, &texts, &ran, &known, &mut report)?;
        }
        Ok(report)
    }

    /// Blesses one (snippet, edition, stream). The order makes a kill harmless at any point:
    /// every override is written first (a lane that did not run gets its copy of the old
    /// baseline; a lane that ran and differs gets its own output), then the baseline, then the
    /// overrides now equal to it are removed. Each file is replaced atomically, so at any
    /// moment each lane's expectation is either its old one or its new one. A lane that did not
    /// run keeps a copy only if it has an expectation (`known`): a snippet never blessed nor run
    /// on that lane has none, and gets files only for the lanes that ran.
    #[expect(clippy::too_many_arguments, reason = "one group's coordinates, its outputs and the report it adds to")]
    fn bless_group(
        &self,
        snippet: &str,
        edition: Edition,
        stream: Stream,
        cells: &[(&str, String)],
        ran: &[&str],
        known: &dyn Fn(&str) -> bool,
        report: &mut BlessReport,
    ) -> Result<(), Error> {
        let old_baseline = self.read(snippet, edition, None, stream)?.unwrap_or_default();
        let reference = cells.iter().find(|(lane, _)| *lane == self.reference);
        let baseline = reference.map_or_else(|| old_baseline.clone(), |(_, text)| text.clone());
        let mut writes: Vec<(PathBuf, String)> = Vec::new();
        let mut removals: Vec<PathBuf> = Vec::new();
        if reference.is_some() && baseline != old_baseline {
            // Lanes that did not run keep what they were expected to do.
            for lane in self.lanes.iter().filter(|l| **l != self.reference && !ran.contains(&l.as_str()) && known(l)) {
                let file = path(&self.root, snippet, edition, Some(lane), stream);
                match fsutil::read_optional(&file)? {
                    None => writes.push((file, old_baseline.clone())),
                    Some(text) if text == baseline => removals.push(file),
                    Some(_) => {}
                }
            }
        }
        for (lane, text) in cells.iter().filter(|(lane, _)| *lane != self.reference) {
            let file = path(&self.root, snippet, edition, Some(lane), stream);
            if *text == baseline {
                removals.push(file);
            } else {
                writes.push((file, text.clone()));
            }
        }
        for (file, text) in &writes {
            report.record(self.write_or_remove(file, text, false)?);
        }
        if reference.is_some() {
            let file = path(&self.root, snippet, edition, None, stream);
            report.record(self.write_or_remove(&file, &baseline, baseline.is_empty())?);
        }
        for file in &removals {
            report.record(self.write_or_remove(file, "", true)?);
        }
        Ok(())
    }

    /// The snippets of `snippets` that `expected/` holds any file of (any edition, lane or
    /// stream), reading each folder once: a snippet with none has never been blessed, so no lane
    /// has an expectation of it to keep. (One whose every output was empty has none either; the
    /// store's history answers for those, see [`Expectations::bless_knowing`].)
    fn blessed_before<'a>(&self, snippets: impl Iterator<Item = &'a str>) -> Result<std::collections::HashSet<&'a str>, Error> {
        let mut names_in: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
        let mut blessed = std::collections::HashSet::new();
        for snippet in snippets {
            let probe = path(&self.root, snippet, Edition::E2021, None, Stream::Stderr);
            let (Some(folder), Some(name)) = (probe.parent(), Path::new(snippet).file_name()) else { continue };
            if !names_in.contains_key(folder) {
                let names = match std::fs::read_dir(folder) {
                    Ok(entries) => entries
                        .map(|entry| entry.map(|e| e.file_name().to_string_lossy().into_owned()))
                        .collect::<Result<Vec<String>, _>>()
                        .map_err(|e| Error::io("read", folder, e))?,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
                    Err(e) => return Err(Error::io("read", folder, e)),
                };
                names_in.insert(folder.to_path_buf(), names);
            }
            let prefix = format!("{}.", name.to_string_lossy());
            if names_in[folder].iter().any(|n| n.starts_with(&prefix)) {
                blessed.insert(snippet);
            }
        }
        Ok(blessed)
    }

    /// Writes (or removes) one expectation file, refusing any path outside `expected/` (a lane
    /// or snippet name that climbs out of it is a bug upstream; this is the last guard).
    fn write_or_remove(&self, file: &Path, text: &str, remove: bool) -> Result<Change, Error> {
        let inside = file.strip_prefix(&self.root).is_ok_and(|rest| {
            rest.components().all(|c| matches!(c, std::path::Component::Normal(_))) && rest.components().next().is_some()
        });
        if !inside {
            return Err(Error::Io {
                action: "write an expectation outside expected/:",
                path: file.to_path_buf(),
                source: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "the path leaves expected/; nothing was written"),
            });
        }
        write_or_remove(file, text, remove)
    }
}

/// Who may use `expected/` together: runs share it, a bless has it alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Reads expectations (a run): any number at once.
    Shared,
    /// Writes expectations (a bless): alone.
    Exclusive,
}

/// A held lock on a checkout's expectations (`target/edrift/expectations.lock`); released when
/// dropped, or when the process dies however it dies.
#[derive(Debug)]
pub struct Lock {
    _file: std::fs::File,
    /// A bless's [`blessing_path`], removed when the bless lets go.
    blessing: Option<PathBuf>,
}

impl Drop for Lock {
    fn drop(&mut self) {
        if let Some(marker) = &self.blessing {
            let _ = std::fs::remove_file(marker);
        }
    }
}

/// The lock file of a project.
pub fn lock_path(project: &Path) -> PathBuf {
    project.join("target").join("edrift").join("expectations.lock")
}

/// The file a bless leaves beside the lock while it holds it: one that was killed leaves it
/// behind with its temporary files, which whoever takes the lock next then removes (without it,
/// nothing needs removing, and a run does not walk `expected/` to find out).
pub fn blessing_path(project: &Path) -> PathBuf {
    project.join("target").join("edrift").join("expectations.blessing")
}

impl Lock {
    /// Takes the lock of the project at `project`, waiting (and saying so once) while another
    /// edrift holds it in a way that conflicts. Once held, leftover temporary files of a bless
    /// that was killed are removed from `expected/`.
    pub fn take(project: &Path, access: Access) -> Result<Lock, Error> {
        use std::io::{Read as _, Seek as _, Write as _};
        use std::os::unix::io::AsRawFd as _;
        let path = lock_path(project);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
        }
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| Error::io("open the lock", &path, e))?;
        let operation = match access {
            Access::Shared => libc::LOCK_SH,
            Access::Exclusive => libc::LOCK_EX,
        };
        // SAFETY: flock on a file descriptor this function owns.
        let fd = file.as_raw_fd();
        let flock = |flags| unsafe { libc::flock(fd, flags) };
        if flock(operation | libc::LOCK_NB) != 0 {
            let mut holder = String::new();
            let _ = file.read_to_string(&mut holder);
            // The last bless that held it alone wrote its pid; a shared holder writes nothing, so
            // name the bless only while it lives.
            let alive = holder
                .strip_prefix("pid ")
                .and_then(|rest| rest.split(':').next())
                .is_some_and(|pid| Path::new("/proc").join(pid).exists() && pid != std::process::id().to_string());
            let holder = if alive { holder.trim() } else { "" };
            eprintln!(
                "waiting: another edrift {} the expectations of this checkout ({}; lock file {})",
                if holder.is_empty() { "uses".to_string() } else { format!("({holder}) uses") },
                match access {
                    Access::Shared => "a bless must finish before this run reads them",
                    Access::Exclusive => "this bless waits until no run or bless uses them",
                },
                path.display()
            );
            while flock(operation) != 0 {
                let e = std::io::Error::last_os_error();
                if e.kind() != std::io::ErrorKind::Interrupted {
                    return Err(Error::io("lock", &path, e));
                }
            }
        }
        if access == Access::Exclusive {
            let _ = file.set_len(0).and_then(|()| file.rewind());
            let command: Vec<String> = std::env::args().collect();
            let _ = write!(file, "pid {}: {}", std::process::id(), command.join(" "));
        }
        // No bless runs now: any temporary file under expected/ is a killed bless's.
        let blessing = blessing_path(project);
        let killed = blessing.exists();
        if access == Access::Exclusive || killed {
            fsutil::remove_temporaries(&project.join("expected"))?;
        }
        match access {
            Access::Exclusive => {
                std::fs::write(&blessing, b"").map_err(|e| Error::io("create", &blessing, e))?;
                Ok(Lock { _file: file, blessing: Some(blessing) })
            }
            Access::Shared => {
                if killed {
                    // Another run may have removed it first.
                    let _ = std::fs::remove_file(&blessing);
                }
                Ok(Lock { _file: file, blessing: None })
            }
        }
    }
}

/// Which expectation files a plan reads: the baseline of every (snippet, edition) that runs,
/// and each lane's file unless the cell is unsupported there. `unsupported(cell)` is `None`
/// when it cannot be known (the lane is not installed): its files are kept as wanted.
pub fn wanted(root: &Path, cells: impl Iterator<Item = (String, Edition, String, Option<bool>)>) -> std::collections::HashSet<PathBuf> {
    let mut wanted = std::collections::HashSet::new();
    for (snippet, edition, lane, unsupported) in cells {
        for stream in Stream::CELL {
            wanted.insert(path(root, &snippet, edition, None, stream));
            if unsupported != Some(true) {
                wanted.insert(path(root, &snippet, edition, Some(&lane), stream));
            }
        }
    }
    wanted
}

/// The files under `root` that no cell reads (a snippet renamed or removed, an edition narrowed
/// away, a lane dropped from `toolchains.toml`, a cell now unsupported): they would pass
/// silently forever. Sorted.
pub fn orphans(root: &Path, wanted: &std::collections::HashSet<PathBuf>) -> Result<Vec<PathBuf>, Error> {
    let files = fsutil::files_under(root)?;
    Ok(files.into_iter().filter(|f| !wanted.contains(f)).collect())
}

fn actual(result: &CellResult, stream: Stream) -> String {
    match stream {
        Stream::Stderr => result.stderr.clone(),
        Stream::RunStdout => result.stdout.clone().unwrap_or_default(),
        // compiletest's: kept only for its cells.
        Stream::CompilerStdout | Stream::RunStderr => {
            result.streams.iter().find(|(s, _)| *s == stream).map(|(_, text)| text.clone()).unwrap_or_default()
        }
        // A compile cell has no migration: the `migrate` stage's results have their own.
        Stream::Migrated | Stream::MigratedDiff => String::new(),
    }
}

/// What a bless changed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct BlessReport {
    /// Files written with new content.
    pub written: Vec<PathBuf>,
    /// Files removed.
    pub removed: Vec<PathBuf>,
    /// Files already as they should be.
    pub unchanged: usize,
}

enum Change {
    Written(PathBuf),
    Removed(PathBuf),
    Unchanged,
}

impl BlessReport {
    /// Adds what another bless changed.
    pub fn merge(&mut self, other: BlessReport) {
        self.written.extend(other.written);
        self.removed.extend(other.removed);
        self.unchanged += other.unchanged;
    }

    fn record(&mut self, change: Change) {
        match change {
            Change::Written(p) => self.written.push(p),
            Change::Removed(p) => self.removed.push(p),
            Change::Unchanged => self.unchanged += 1,
        }
    }
}

/// The most an expectation file may hold: more than any output a cell keeps (its streams are
/// capped, [`crate::normalize::TEXT_LIMIT`]), so a larger file can never match and is never
/// read whole.
pub const EXPECTATION_LIMIT: usize = crate::normalize::TEXT_LIMIT;

/// A file beside a compiletest test (`foo.stderr`, `foo.rev.fixed`), if it exists: inside the
/// suite's folder once links are resolved, at most [`EXPECTATION_LIMIT`] bytes.
pub fn read_beside(ct: &Compiletest, file: &Path) -> Result<Option<String>, Error> {
    fsutil::read_inside(file, &ct.folder, EXPECTATION_LIMIT)
}

fn write_or_remove(file: &Path, text: &str, remove: bool) -> Result<Change, Error> {
    let existing = match std::fs::symlink_metadata(file) {
        // A link is replaced, never written through nor read.
        Ok(meta) if meta.file_type().is_symlink() => Some(String::new()),
        Ok(_) | Err(_) => fsutil::read_optional(file)?,
    };
    if remove {
        if existing.is_some() {
            fsutil::remove_optional(file)?;
            return Ok(Change::Removed(file.to_path_buf()));
        }
        return Ok(Change::Unchanged);
    }
    if existing.as_deref() == Some(text) {
        return Ok(Change::Unchanged);
    }
    fsutil::write_atomic(file, text.as_bytes())?;
    Ok(Change::Written(file.to_path_buf()))
}

#[cfg(test)]
mod tests;
