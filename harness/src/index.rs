//! The snippet index: what a listing of the trials needs of every snippet (its editions, whether
//! it migrates, which of its claims have a date trial, and which of its cells each lane
//! ignores), kept between processes in `target/edrift/index`. `cargo test -- --list` (and so
//! nextest, which lists every test binary before it starts a process per trial) and `edrift
//! list` read it instead of parsing the suite.
//!
//! - A snippet is parsed again only when a file it was read from changed: its `.rs` file and
//!   its `formats-to` targets, or every file and folder of a package (a folder changes when a
//!   file is added to it, removed or renamed). A file or folder is compared by size,
//!   modification and change times, inode and device (a digest of them per snippet); one that
//!   changed less than [`RACY`] before it was stamped could change again unseen within the file
//!   system's clock tick, so its snippet is parsed again next time.
//! - Which cells the lanes ignore is worked out again for every snippet when the lanes changed
//!   (their resolved state: identity, capabilities, tools, status), and for none otherwise.
//! - A change of the harness (its version, or this module) or a moved checkout empties it.
//! - Bad snippets are not kept: they are parsed, and reported, every time.
//! - Each suite is read in the dialect its `suite.toml` names, as a run reads it
//!   ([`discover::load_file`]): a compiletest test is a snippet per revision
//!   (`<suite>/<stem>#<rev>`), its `auxiliary/` files none. An entry is a file with its
//!   snippets; it is parsed again when its suite's dialect or reference lane changed, or one of
//!   the auxiliary crates it builds did.
//!
//! The entries are made by the plan's own code ([`Plan::disposition`]), so a listing says what
//! a run of the same snippets and lanes would. It reads `suites/` and writes only its file; an
//! index that cannot be read or written only costs the next listing the parse. The file is
//! lines of tab-separated fields (read in a few milliseconds by an unoptimized harness, where
//! the same in JSON took ten times longer).

use std::collections::BTreeMap;
use std::hash::{Hash as _, Hasher as _};
use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::dialect::{self, Dialect, SuiteConfig};
use crate::discover;
use crate::error::Error;
use crate::lanes::Lane;
use crate::model::{DirectiveError, Edition, Snippet, SnippetKind, sha256_hex};
use crate::project::Project;
use crate::runner::{Migrate, Plan};

/// How recently a file may have changed and still be trusted by its stamp: file systems keep
/// times at the kernel's clock tick (a few milliseconds) or coarser, so a file written twice
/// within one tick keeps its times and, with the same size, its stamp.
pub const RACY: Duration = Duration::from_secs(2);

/// Bump when what an entry holds, or how it is worked out, changes in a way the harness
/// version and this module's source do not show.
const FORMAT: u32 = 2;

/// Where a project's index is.
pub fn path(project_root: &Path) -> PathBuf {
    project_root.join("target").join("edrift").join("index")
}

/// Every snippet of the project, in discovery order.
#[derive(Debug, Clone)]
pub struct Listing {
    /// Entries of `suites/` that cannot be snippets (see [`discover::snippet_paths_checked`]).
    pub rejected: Vec<DirectiveError>,
    /// The snippets, with their outline or their errors.
    pub snippets: Vec<Listed>,
    /// How many snippets were parsed to make the listing (the others came from the index).
    pub parsed: usize,
}

impl Listing {
    /// Every error: the rejected entries first, then each bad snippet's (as [`discover::load`]
    /// orders them).
    pub fn errors(&self) -> Vec<DirectiveError> {
        let bad = self.snippets.iter().filter_map(|s| s.outline.as_ref().err()).flatten();
        self.rejected.iter().chain(bad).cloned().collect()
    }
}

/// One snippet of a listing.
#[derive(Debug, Clone)]
pub struct Listed {
    /// `<suite>/<name>`.
    pub id: String,
    /// What the listing needs of it, or its errors.
    pub outline: Result<Outline, Vec<DirectiveError>>,
}

/// What a listing needs of a good snippet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outline {
    /// The editions it runs under, in its order.
    pub editions: Vec<Edition>,
    /// Whether it has migration cells ([`crate::migrate::migrates`]).
    pub migrates: bool,
    /// The editions whose claim has a date trial ([`crate::interval::checks_dates`]).
    pub dated: Vec<Edition>,
    /// Which of its cells the lanes ignore; `None` when the listing was made without lanes.
    pub ignored: Option<Ignored>,
}

/// Which cells of one snippet the lanes of a listing ignore (unsupported there, or the lane is
/// not ready), as [`Plan::disposition`] decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ignored {
    /// One per (edition, lane), editions in the outline's order, lanes in the listing's.
    pub cells: Vec<bool>,
    /// One per lane when the snippet migrates, else none.
    pub migrations: Vec<bool>,
}

impl Ignored {
    /// Whether the cell of the outline's `edition`-th edition on the `lane`-th lane is ignored.
    pub fn cell(&self, edition: usize, lane: usize, lanes: usize) -> bool {
        self.cells.get(edition * lanes + lane).copied().unwrap_or(false)
    }
}

/// The index as stored.
#[derive(Debug, Default)]
struct Stored {
    /// What made the entries: the harness version, this module's source and format.
    made_by: String,
    /// The `suites/` folder they describe.
    suites: String,
    /// The lanes that the entries' `ignored` were worked out for: [`lanes_key`].
    lanes: String,
    /// By the id of the file (or package) they were read from ([`discover::snippet_id`]).
    entries: BTreeMap<String, Entry>,
}

/// One file (or package) of `suites/` and the snippets read from it.
#[derive(Debug, Clone)]
struct Entry {
    kind: SnippetKind,
    /// The dialect it was read in ([`dialect_key`]).
    dialect: String,
    /// The files it was read from besides a file snippet's own (its `formats-to` targets), or
    /// every folder and file of a package; relative to `suites/` (absolute elsewhere).
    files: Vec<PathBuf>,
    /// The digest of the stamps of its files when it was parsed ([`digest`]).
    stamps: u64,
    /// Whether a file had changed less than [`RACY`] before it was stamped (or was gone): the
    /// snippet is then parsed again next time.
    racy: bool,
    /// Its snippets, by id, in the order the dialect read them.
    snippets: Vec<(String, Outline)>,
}

/// What tells that a file changed without reading it: size, modification and change times
/// (seconds, nanoseconds), inode, device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Stamp(u64, i64, i64, i64, i64, u64, u64);

impl Stamp {
    fn of(path: &Path) -> Option<Stamp> {
        let m = std::fs::metadata(path).ok()?;
        Some(Stamp(m.len(), m.mtime(), m.mtime_nsec(), m.ctime(), m.ctime_nsec(), m.ino(), m.dev()))
    }

    /// Whether the file changed less than `window` before `now` (or in its future).
    fn racy(&self, now: SystemTime, window: Duration) -> bool {
        let Ok(now) = now.duration_since(SystemTime::UNIX_EPOCH) else { return true };
        let at = |seconds: i64, nanos: i64| Duration::new(seconds.max(0) as u64, nanos.clamp(0, 999_999_999) as u32);
        let Stamp(_, mtime, mtime_ns, ctime, ctime_ns, _, _) = *self;
        [at(mtime, mtime_ns), at(ctime, ctime_ns)].iter().any(|&t| t + window > now)
    }
}

/// The files of an entry: a file snippet's own first.
fn entry_files<'e>(suites: &'e Path, id: &str, kind: SnippetKind, files: &'e [PathBuf]) -> impl Iterator<Item = PathBuf> + use<'e> {
    let own = match kind {
        SnippetKind::File => Some(suites.join(format!("{id}.rs"))),
        SnippetKind::Package => None,
    };
    own.into_iter().chain(files.iter().map(|f| suites.join(f)))
}

/// The digest of the stamps of `files` (an absent file has none), and whether any is racy.
fn digest(files: impl Iterator<Item = PathBuf>, now: SystemTime, window: Duration) -> (u64, bool) {
    // SipHash with fixed keys: the same in every process (a Rust release that changes it only
    // costs one parse of every snippet).
    let mut hasher = std::hash::DefaultHasher::new();
    let mut racy = false;
    for file in files {
        let stamp = Stamp::of(&file);
        racy |= stamp.is_none_or(|stamp| stamp.racy(now, window));
        stamp.hash(&mut hasher);
    }
    (hasher.finish(), racy)
}

/// What made an index: entries made by another build of the harness (whose fingerprint covers
/// this module) are not read.
fn made_by() -> String {
    format!("{}+i{FORMAT}", crate::store::harness_version())
}

/// What of a suite's `suite.toml` decides how its files read: the dialect, and the reference
/// lane of a compiletest suite (its cells' dispositions depend on it).
fn dialect_key(config: &SuiteConfig) -> String {
    match config.dialect {
        Dialect::Edrift => "edrift".to_string(),
        Dialect::Compiletest => match &config.compiletest {
            Some(release) => format!("compiletest:{}:{release}", config.reference),
            None => format!("compiletest:{}", config.reference),
        },
    }
}

/// The key of the lanes an index's `ignored` flags were worked out for: their resolved state.
fn lanes_key(lanes: &[Lane]) -> String {
    sha256_hex(serde_json::to_string(lanes).unwrap_or_default().as_bytes())
}

/// Lists every snippet of the project from the index, parsing only the snippets that changed
/// since it was written (and, when the lanes changed, every snippet), and writes it back if
/// anything changed. With `lanes` (every lane of the matrix, resolved, in its order) the
/// outlines say which cells each lane ignores.
pub fn list(project: &Project, lanes: Option<&[Lane]>) -> Result<Listing, Error> {
    list_with(project, lanes, RACY)
}

/// [`list`], trusting the stamps of files that changed more than `racy` before they were
/// stamped (the tests of the index use zero: stamps alone).
pub fn list_with(project: &Project, lanes: Option<&[Lane]>, racy: Duration) -> Result<Listing, Error> {
    let suites = project.suites();
    let file = path(&project.root);
    let made_by = made_by();
    let suites_text = suites.display().to_string();
    let mut stored = std::fs::read_to_string(&file).ok().and_then(|text| read(&text)).unwrap_or_default();
    let mut changed = false;
    if stored.made_by != made_by || stored.suites != suites_text {
        stored = Stored { made_by, suites: suites_text, lanes: String::new(), entries: BTreeMap::new() };
        changed = true;
    }
    if let Some(key) = lanes.map(lanes_key)
        && key != stored.lanes
    {
        stored.lanes = key;
        for (_, outline) in stored.entries.values_mut().flat_map(|entry| entry.snippets.iter_mut()) {
            outline.ignored = None;
        }
        changed = true;
    }
    let (paths, mut rejected) = discover::snippet_paths_checked(&suites)?;
    let now = SystemTime::now();
    let mut entries = BTreeMap::new();
    let mut snippets = Vec::with_capacity(paths.len());
    let mut parsed = 0;
    // Each suite's `suite.toml`, read once (a bad one is one error, its suite's files unread).
    let mut configs: BTreeMap<PathBuf, Option<SuiteConfig>> = BTreeMap::new();
    for (path, kind) in paths {
        let folder = dialect::suite_folder(&suites, &path);
        let config = configs.entry(folder.clone()).or_insert_with(|| match SuiteConfig::read(&folder, SuiteConfig::edrift()) {
            Ok(config) => Some(config),
            Err(error) => {
                rejected.push(error);
                None
            }
        });
        let Some(config) = config.as_ref() else { continue };
        if config.dialect == Dialect::Compiletest && dialect::is_auxiliary(path.strip_prefix(&folder).unwrap_or(&path)) {
            continue;
        }
        let key = dialect_key(config);
        let id = discover::snippet_id(&suites, &path);
        let kept = stored.entries.remove(&id).filter(|entry| {
            entry.kind == kind
                && entry.dialect == key
                && !entry.racy
                && !entry.snippets.is_empty()
                && (lanes.is_none() || entry.snippets.iter().all(|(_, outline)| outline.ignored.is_some()))
                && digest(entry_files(&suites, &id, kind, &entry.files), now, racy).0 == entry.stamps
        });
        if let Some(entry) = kept {
            snippets.extend(entry.snippets.iter().map(|(id, outline)| Listed { id: id.clone(), outline: Ok(outline.clone()) }));
            entries.insert(id, entry);
            continue;
        }
        parsed += 1;
        changed = true;
        match discover::load_file(&suites, &path, kind, config) {
            Ok(read) => {
                // Stamped after the parse: a change since the read shows as a newer stamp, or
                // a racy one.
                let files = files(&suites, &read);
                let (stamps, racy) = digest(entry_files(&suites, &id, kind, &files), now, racy);
                let outlines = outlines(read, lanes);
                snippets.extend(outlines.iter().map(|(id, outline)| Listed { id: id.clone(), outline: Ok(outline.clone()) }));
                entries.insert(id, Entry { kind, dialect: key, files, stamps, racy, snippets: outlines });
            }
            Err(errors) => snippets.push(Listed { id, outline: Err(errors) }),
        }
    }
    // Entries of snippets that are gone.
    changed |= !stored.entries.is_empty();
    if changed {
        stored.entries = entries;
        // Another process may be writing it too: each write is whole, and either serves.
        let _ = file.parent().map(std::fs::create_dir_all);
        let _ = crate::fsutil::write_atomic(&file, write(&stored).as_bytes());
    }
    Ok(Listing { rejected, snippets, parsed })
}

fn relative(suites: &Path, file: &Path) -> PathBuf {
    file.strip_prefix(suites).map(Path::to_path_buf).unwrap_or_else(|_| file.to_path_buf())
}

/// The files the snippets of one file (or package) were read from besides a file's own (see
/// [`Entry::files`]): `formats-to` targets, a package's files, a compiletest test's auxiliary
/// crates.
fn files(suites: &Path, snippets: &[Snippet]) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    for snippet in snippets {
        match snippet.kind {
            SnippetKind::File => {
                let targets = snippet.editions.iter().filter_map(|spec| spec.formats_to.as_ref().map(|t| t.path.clone()));
                let aux = snippet
                    .editions
                    .iter()
                    .filter_map(|spec| spec.compiletest.as_deref())
                    .flat_map(|ct| ct.aux.iter().map(|a| a.path.clone()));
                out.extend(targets.chain(aux).map(|path| relative(suites, &path)));
            }
            SnippetKind::Package => {
                let (mut listed, mut folders) = (Vec::new(), Vec::new());
                // It was just read the same way; a failure now is a change, seen next time.
                let _ = discover::package_paths(&snippet.path, &snippet.path, &mut listed, &mut folders);
                out.extend(folders.iter().chain(listed.iter().map(|(_, path)| path)).map(|path| relative(suites, path)));
            }
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    out.retain(|path| seen.insert(path.clone()));
    out
}

/// The outlines of the snippets of one file; with `lanes`, their cells' dispositions on them,
/// decided by a plan of these snippets.
fn outlines(snippets: Vec<Snippet>, lanes: Option<&[Lane]>) -> Vec<(String, Outline)> {
    let mut outlines: Vec<(String, Outline)> = snippets
        .iter()
        .map(|snippet| {
            let editions = snippet.editions.iter().map(|spec| spec.edition).collect();
            let dated = snippet.editions.iter().filter(|spec| crate::interval::checks_dates(spec)).map(|spec| spec.edition).collect();
            let migrates = crate::migrate::migrates(snippet);
            (snippet.id.clone(), Outline { editions, migrates, dated, ignored: None })
        })
        .collect();
    if let Some(lanes) = lanes {
        let count = snippets.len();
        let plan = Plan::new(snippets, lanes.to_vec(), &[], &[], Migrate::Yes);
        let (mut cells, mut migrations) = (vec![Vec::new(); count], vec![Vec::new(); count]);
        for cell in plan.compile_cells() {
            cells[cell.snippet].push(plan.disposition(cell).ignored());
        }
        for cell in plan.migration_cells() {
            migrations[cell.snippet].push(plan.disposition(cell).ignored());
        }
        for ((outline, cells), migrations) in outlines.iter_mut().map(|(_, o)| o).zip(cells).zip(migrations) {
            outline.ignored = Some(Ignored { cells, migrations });
        }
    }
    outlines
}

/// The first line of an index file.
const MAGIC: &str = "edrift snippet index";

/// The index as text: a header (`made-by`, `suites`, `lanes`), then one line per snippet, its
/// fields separated by tabs: its file's id, its own id, the dialect ([`dialect_key`]), kind
/// (`file`, `package`), racy (`0`, `1`), the digest of its file's stamps (hex), editions
/// (`2021,2024`), migrates (`0`, `1`), the editions with a date trial, the cells' and the
/// migrations' ignored flags (`0`, `1` each; `-` when not worked out), then its file's other
/// files. The lines of one file are together, in its snippets' order. A file whose id, snippet
/// ids, dialect or files hold a tab or a line break is left out.
fn write(stored: &Stored) -> String {
    let years = |editions: &[Edition]| editions.iter().map(|e| e.year()).collect::<Vec<_>>().join(",");
    let flags = |flags: &[bool]| flags.iter().map(|&f| if f { '1' } else { '0' }).collect::<String>();
    let mut out = format!("{MAGIC}\nmade-by\t{}\nsuites\t{}\nlanes\t{}\n", stored.made_by, stored.suites, stored.lanes);
    let plain = |text: &str| !text.contains(['\t', '\n', '\r']);
    for (file, entry) in &stored.entries {
        let files: Vec<String> = entry.files.iter().map(|f| f.display().to_string()).collect();
        let texts = [file, &entry.dialect].into_iter().chain(entry.snippets.iter().map(|(id, _)| id)).chain(&files);
        if !texts.into_iter().all(|text| plain(text)) {
            continue;
        }
        let kind = match entry.kind {
            SnippetKind::File => "file",
            SnippetKind::Package => "package",
        };
        for (id, outline) in &entry.snippets {
            let Outline { editions, migrates, dated, ignored } = outline;
            let (cells, migrations) = match ignored {
                Some(Ignored { cells, migrations }) => (flags(cells), flags(migrations)),
                None => ("-".to_string(), "-".to_string()),
            };
            let fields = [
                file.clone(),
                id.clone(),
                entry.dialect.clone(),
                kind.to_string(),
                u8::from(entry.racy).to_string(),
                format!("{:016x}", entry.stamps),
                years(editions),
                u8::from(*migrates).to_string(),
                years(dated),
                cells,
                migrations,
            ];
            out.push_str(&fields.into_iter().chain(files.iter().cloned()).collect::<Vec<_>>().join("\t"));
            out.push('\n');
        }
    }
    out
}

/// Reads an index written by [`write`]; `None` when it is not one.
fn read(text: &str) -> Option<Stored> {
    let mut lines = text.lines();
    if lines.next()? != MAGIC {
        return None;
    }
    let mut header = |name: &str| lines.next()?.strip_prefix(name)?.strip_prefix('\t').map(str::to_string);
    let (made_by, suites, lanes) = (header("made-by")?, header("suites")?, header("lanes")?);
    let years = |text: &str| -> Option<Vec<Edition>> {
        if text.is_empty() {
            return Some(Vec::new());
        }
        text.split(',').map(Edition::parse).collect()
    };
    let flags = |text: &str| -> Vec<bool> { text.bytes().map(|b| b == b'1').collect() };
    let mut entries: BTreeMap<String, Entry> = BTreeMap::new();
    for line in lines {
        let mut fields = line.split('\t');
        let mut next = || fields.next();
        let file = next()?.to_string();
        let id = next()?.to_string();
        let dialect = next()?.to_string();
        let kind = match next()? {
            "file" => SnippetKind::File,
            "package" => SnippetKind::Package,
            _ => return None,
        };
        let racy = next()? == "1";
        let stamps = u64::from_str_radix(next()?, 16).ok()?;
        let editions = years(next()?)?;
        let migrates = next()? == "1";
        let dated = years(next()?)?;
        let (cells, migrations) = (next()?, next()?);
        let ignored = (cells != "-").then(|| Ignored { cells: flags(cells), migrations: flags(migrations) });
        let files = fields.map(PathBuf::from).collect();
        let outline = Outline { editions, migrates, dated, ignored };
        entries
            .entry(file)
            .or_insert_with(|| Entry { kind, dialect, files, stamps, racy, snippets: Vec::new() })
            .snippets
            .push((id, outline));
    }
    Some(Stored { made_by, suites, lanes, entries })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lanes::{Declared, LaneStatus, Source};
    use crate::model::{Capabilities, Identity, ReadyLane, Release};

    fn lane(name: &str, release: &str, editions: &[Edition]) -> Lane {
        let identity = Identity::parse(&format!(
            "rustc {release}\nbinary: rustc\ncommit-hash: 0\ncommit-date: 2026-01-01\nhost: x86_64-unknown-linux-gnu\nrelease: {release}\nLLVM version: 20\n"
        ))
        .unwrap();
        let capabilities = Capabilities { editions: editions.to_vec(), diagnostic_width: true };
        let rustc = PathBuf::from(format!("/lanes/{name}/rustc"));
        Lane {
            name: name.to_string(),
            source: Source::Path { rustc: rustc.clone(), library_path: Vec::new(), cargo: None, declared_at: String::new() },
            declared: Declared::Release(Release::parse(release).unwrap()),
            status: LaneStatus::Ready(ReadyLane {
                rustc,
                cargo: None,
                rustdoc: None,
                rustfmt: None,
                library_path: Vec::new(),
                identity,
                capabilities,
            }),
            location: None,
            served: None,
        }
    }

    struct Fixture {
        dir: tempfile::TempDir,
    }

    impl Fixture {
        fn new() -> Fixture {
            let dir = tempfile::tempdir().unwrap();
            let root = dir.path();
            std::fs::write(
                root.join("toolchains.toml"),
                "reference = \"new\"\n[lanes]\nnew = { rustc = \"nowhere\", release = \"1.95\" }\n",
            )
            .unwrap();
            let demo = root.join("suites/demo");
            std::fs::create_dir_all(demo.join("pkg/src")).unwrap();
            std::fs::write(demo.join("suite.toml"), "title = \"demo\"\n").unwrap();
            std::fs::write(demo.join("a.rs"), "//@ check-pass\npub fn a() {}\n").unwrap();
            std::fs::write(demo.join("b.rs"), "//@ check-pass\n//@[e2021] stale-since: 1.90 \"rust-lang/rust#123456\"\npub fn b() {}\n")
                .unwrap();
            std::fs::write(demo.join("fmt.rs"), "//@ rustfmt\n//@[e2024] formats-to: formatted.rs\nfn f( ) {}\n").unwrap();
            std::fs::write(demo.join("formatted.rs"), "//@ rustfmt\nfn f() {}\n").unwrap();
            std::fs::write(
                demo.join("pkg/Cargo.toml"),
                "#@ check-pass\n[package]\nname = \"pkg\"\nversion = \"0.1.0\"\nedition = \"@EDITION@\"\n",
            )
            .unwrap();
            std::fs::write(demo.join("pkg/src/lib.rs"), "pub fn p() {}\n").unwrap();
            Fixture { dir }
        }

        fn project(&self) -> Project {
            Project::open(self.dir.path()).unwrap()
        }

        fn demo(&self, name: &str) -> PathBuf {
            self.dir.path().join("suites/demo").join(name)
        }

        /// Lists with `lanes`, trusting stamps alone; the ids parsed, and the listing.
        fn list(&self, lanes: Option<&[Lane]>) -> (usize, Listing) {
            let listing = list_with(&self.project(), lanes, Duration::ZERO).unwrap();
            (listing.parsed, listing)
        }
    }

    /// Appends to a file without changing its modification time, as a second write within
    /// the file system's clock tick would: its size and change time still tell.
    fn append_keeping_mtime(path: &Path, text: &str) {
        let modified = std::fs::metadata(path).unwrap().modified().unwrap();
        let mut content = std::fs::read_to_string(path).unwrap();
        content.push_str(text);
        std::fs::write(path, content).unwrap();
        std::fs::File::options().write(true).open(path).unwrap().set_modified(modified).unwrap();
    }

    fn outline<'l>(listing: &'l Listing, id: &str) -> &'l Outline {
        listing.snippets.iter().find(|s| s.id == id).unwrap().outline.as_ref().unwrap()
    }

    #[test]
    fn only_what_changed_is_parsed_again_and_the_outlines_are_the_plans() {
        let f = Fixture::new();
        let lanes = vec![lane("old", "1.63.0", &[Edition::E2021]), lane("new", "1.95.0", &Edition::ALL)];
        let (parsed, first) = f.list(Some(&lanes));
        assert_eq!(parsed, 5, "every snippet, the first time");
        let ids: Vec<&str> = first.snippets.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["demo/a", "demo/b", "demo/fmt", "demo/formatted", "demo/pkg"]);
        // What a plan of the parsed snippets says.
        let (snippets, errors) = discover::load_lenient(&f.project().suites(), &[], discover::Match::Substring).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        let plan = Plan::new(snippets, lanes.clone(), &[], &[], Migrate::Yes);
        let mut cells = plan.compile_cells();
        for listed in &first.snippets {
            let outline = listed.outline.as_ref().unwrap();
            let ignored = outline.ignored.as_ref().unwrap();
            for e in 0..outline.editions.len() {
                for l in 0..lanes.len() {
                    let cell = cells.next().unwrap();
                    assert_eq!(plan.name(cell), crate::runner::cell_name(&listed.id, outline.editions[e], &lanes[l].name));
                    assert_eq!(ignored.cell(e, l, lanes.len()), plan.disposition(cell).ignored(), "{}", plan.name(cell));
                }
            }
        }
        assert!(cells.next().is_none());
        assert!(outline(&first, "demo/a").ignored.as_ref().unwrap().cell(1, 0, 2), "1.63 has no edition 2024");
        assert_eq!(outline(&first, "demo/b").dated, [Edition::E2021]);
        assert!(outline(&first, "demo/a").migrates && !outline(&first, "demo/fmt").migrates);

        let (parsed, again) = f.list(Some(&lanes));
        assert_eq!(parsed, 0, "nothing changed");
        assert_eq!(format!("{:?}", again.snippets), format!("{:?}", first.snippets));

        // A snippet: it alone. Its size and change time tell, whatever its modification time.
        append_keeping_mtime(&f.demo("a.rs"), "//@ min-rust: 1.99\n");
        let (parsed, listing) = f.list(Some(&lanes));
        assert_eq!(parsed, 1);
        assert!(outline(&listing, "demo/a").ignored.as_ref().unwrap().cells.iter().all(|&i| i), "min-rust 1.99: every lane ignores it");
        assert_eq!(f.list(Some(&lanes)).0, 0);

        // suite.toml, a README: nothing a listing reads.
        std::fs::write(f.demo("suite.toml"), "title = \"renamed\"\n").unwrap();
        std::fs::write(f.demo("README.md"), "# demo\n").unwrap();
        assert_eq!(f.list(Some(&lanes)).0, 0);

        // A `formats-to` target: the snippet that names it, and the target (a snippet too).
        append_keeping_mtime(&f.demo("formatted.rs"), "\n");
        assert_eq!(f.list(Some(&lanes)).0, 2);
        // A file of a package, a new file in it: the package.
        std::fs::write(f.demo("pkg/src/lib.rs"), "pub fn p() { }\n").unwrap();
        assert_eq!(f.list(Some(&lanes)).0, 1);
        std::fs::write(f.demo("pkg/src/more.rs"), "\n").unwrap();
        assert_eq!(f.list(Some(&lanes)).0, 1);
        assert_eq!(f.list(Some(&lanes)).0, 0);
        // A file replaced by another of the same size and times (a new inode).
        let a = f.demo("a.rs");
        let modified = std::fs::metadata(&a).unwrap().modified().unwrap();
        let text = std::fs::read_to_string(&a).unwrap().replace("99", "98");
        std::fs::write(f.demo("a.tmp"), text).unwrap();
        std::fs::File::options().write(true).open(f.demo("a.tmp")).unwrap().set_modified(modified).unwrap();
        std::fs::rename(f.demo("a.tmp"), &a).unwrap();
        assert_eq!(f.list(Some(&lanes)).0, 1);

        // A new snippet: it alone; a removed one: nothing parsed, and it is gone.
        std::fs::write(f.demo("d.rs"), "//@ check-pass\npub fn d() {}\n").unwrap();
        assert_eq!(f.list(Some(&lanes)).0, 1);
        std::fs::remove_file(f.demo("d.rs")).unwrap();
        let (parsed, listing) = f.list(Some(&lanes));
        assert_eq!((parsed, listing.snippets.len()), (0, 5));

        // The lanes (a lane probed anew: another identity or capabilities; a lane added to
        // toolchains.toml): every snippet's cells, and only that.
        let changed = vec![lane("old", "1.63.0", &Edition::ALL), lane("new", "1.95.0", &Edition::ALL)];
        let (parsed, listing) = f.list(Some(&changed));
        assert_eq!(parsed, 5);
        assert!(!outline(&listing, "demo/b").ignored.as_ref().unwrap().cell(1, 0, 2), "1.63 now takes edition 2024");
        let added = [changed.clone(), vec![lane("nightly", "1.99.0-nightly", &Edition::ALL)]].concat();
        assert_eq!(f.list(Some(&added)).0, 5);
        assert_eq!(outline(&f.list(Some(&added)).1, "demo/b").ignored.as_ref().unwrap().cells.len(), 6);
        // `edrift list` needs no lanes: the entries serve it as they are.
        assert_eq!(f.list(None).0, 0);
    }

    #[test]
    fn a_compiletest_suite_lists_a_snippet_per_revision_and_its_dialect_and_auxiliary_crates_are_watched() {
        let f = Fixture::new();
        let ct = f.dir.path().join("suites/ct");
        std::fs::create_dir_all(ct.join("auxiliary")).unwrap();
        std::fs::write(ct.join("suite.toml"), "dialect = \"compiletest\"\n").unwrap();
        std::fs::write(ct.join("revs.rs"), "//@ revisions: a b\n//@[b] edition: 2021\n//@ aux-build: dep.rs\nfn main() {}\n").unwrap();
        std::fs::write(ct.join("auxiliary/dep.rs"), "pub fn f() {}\n").unwrap();
        let (parsed, listing) = f.list(None);
        assert_eq!(parsed, 6, "the five of demo, the one test of ct (auxiliary/ is none)");
        let ids: Vec<&str> = listing.snippets.iter().map(|s| s.id.as_str()).filter(|id| id.starts_with("ct/")).collect();
        assert_eq!(ids, ["ct/revs#a", "ct/revs#b"]);
        assert_eq!(outline(&listing, "ct/revs#a").editions, [Edition::E2015]);
        assert_eq!(outline(&listing, "ct/revs#b").editions, [Edition::E2021]);
        let (parsed, again) = f.list(None);
        assert_eq!(parsed, 0);
        assert_eq!(format!("{:?}", again.snippets), format!("{:?}", listing.snippets), "the same from the index");
        // The auxiliary crate it builds: the test (its directives may now be bad).
        append_keeping_mtime(&ct.join("auxiliary/dep.rs"), "//@ edition: 2099\n");
        let (parsed, listing) = f.list(None);
        assert_eq!(parsed, 1);
        assert!(listing.errors().iter().any(|e| e.path.ends_with("ct/revs.rs")), "{:?}", listing.errors());
        std::fs::write(ct.join("auxiliary/dep.rs"), "pub fn f() {}\n").unwrap();
        assert_eq!(f.list(None).0, 1);
        // Another reference lane: its cells' dispositions change; our dialect: one snippet.
        std::fs::write(ct.join("suite.toml"), "dialect = \"compiletest\"\nreference = \"new\"\n").unwrap();
        assert_eq!(f.list(None).0, 1);
        std::fs::write(ct.join("suite.toml"), "title = \"ours\"\n").unwrap();
        let (parsed, listing) = f.list(None);
        assert_eq!(parsed, 2, "revs.rs and auxiliary/dep.rs, as our snippets");
        assert!(listing.snippets.iter().any(|s| s.id == "ct/revs") && listing.snippets.iter().any(|s| s.id == "ct/auxiliary/dep"));
        // A bad suite.toml: one error, its files unread.
        std::fs::write(ct.join("suite.toml"), "dialect = \"ui_test\"\n").unwrap();
        let (_, listing) = f.list(None);
        assert!(!listing.snippets.iter().any(|s| s.id.starts_with("ct/")));
        assert!(listing.errors().iter().any(|e| e.path.ends_with("ct/suite.toml") && e.message.contains("unknown dialect")));
    }

    #[test]
    fn bad_snippets_are_reported_every_time_and_a_foreign_or_racy_index_is_not_trusted() {
        let f = Fixture::new();
        std::fs::write(f.demo("bad.rs"), "//@ chek-pass\npub fn bad() {}\n").unwrap();
        let (parsed, listing) = f.list(None);
        assert_eq!(parsed, 6);
        let errors = listing.errors();
        assert!(errors.len() == 1 && errors[0].message.contains("check-pass"), "{errors:?}");
        let (parsed, listing) = f.list(None);
        assert_eq!((parsed, listing.errors().len()), (1, 1), "the bad snippet is parsed again, and reported");

        // An index that is not this harness's (or not an index at all) is rebuilt.
        let file = path(f.dir.path());
        let text = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, text.replace(&made_by(), "another harness")).unwrap();
        assert_eq!(f.list(None).0, 6);
        std::fs::write(&file, "not json").unwrap();
        assert_eq!(f.list(None).0, 6);

        // A file that changed within the racy window may change again unseen: parsed again.
        std::fs::remove_file(f.demo("bad.rs")).unwrap();
        std::fs::write(f.demo("a.rs"), "//@ check-pass\npub fn a2() {}\n").unwrap();
        assert_eq!(list(&f.project(), None).unwrap().parsed, 1);
        assert_eq!(list(&f.project(), None).unwrap().parsed, 1, "a.rs is racy: not trusted yet");
        assert_eq!(f.list(None).0, 1, "stamped again, with a window of zero");
        assert_eq!(f.list(None).0, 0);
    }
}
