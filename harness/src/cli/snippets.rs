//! `edrift list`, `edrift extract` and `edrift bisect`: the commands about snippets themselves,
//! which cells they make, which RFC blocks they cover, and where a claim's status changes.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use edrift::driver;
use edrift::error::Argument;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::runner;
use edrift::store::CacheMode;
use edrift::{Error, discover, extract};

use super::args::{BisectArgs, Selection};
use super::{open_store, parse_editions, project};

/// `edrift list`: the cells a run of the selection would have, from the snippet index (only
/// the snippets that changed are parsed; no lane is resolved: a cell is listed whatever its
/// lane's state).
pub fn list_cells(project: &Project, selection: &Selection) -> Result<ExitCode, Error> {
    driver::check_lanes(project, &selection.lanes)?;
    let editions = parse_editions(&selection.editions)?;
    let how = if selection.exact { discover::Match::Exact } else { discover::Match::Substring };
    if let Some(folder) = &selection.suite {
        return list_suite(project, folder, selection, &editions, how);
    }
    let selected = |id: &str| discover::matches(id, &selection.filters, how);
    let listing = edrift::index::list(project, None)?;
    let suites = project.suites();
    let rejected = listing.rejected.iter().filter(|e| selected(&discover::snippet_id(&suites, &e.path)));
    let bad = listing.snippets.iter().filter(|s| selected(&s.id)).filter_map(|s| s.outline.as_ref().err()).flatten();
    let errors: Vec<_> = rejected.chain(bad).cloned().collect();
    if !errors.is_empty() {
        return Err(Error::Snippets(errors));
    }
    let good: Vec<_> =
        listing.snippets.iter().filter(|s| selected(&s.id)).filter_map(|s| Some((&s.id, s.outline.as_ref().ok()?))).collect();
    if good.is_empty() && !selection.filters.is_empty() {
        return Err(discover::no_match(&selection.filters, how));
    }
    let listed: Vec<Listed> = good.iter().map(|(id, outline)| (id.as_str(), outline.editions.clone(), outline.migrates)).collect();
    print_cells(project, selection, &editions, &listed);
    Ok(ExitCode::SUCCESS)
}

/// A snippet as `edrift list` prints it: its id, its editions, whether it has migration cells.
type Listed<'a> = (&'a str, Vec<Edition>, bool);

/// Prints the cells as a run plans them: the compile cells (none under `--migrate-only`), then
/// the migration cells (with `--migrate` or `--migrate-only`), each kept only in its
/// `--partition` shard.
fn print_cells(project: &Project, selection: &Selection, editions: &[Edition], listed: &[Listed]) {
    let lanes: Vec<&str> = project
        .toolchains
        .lanes
        .iter()
        .map(|l| l.name.as_str())
        .filter(|lane| selection.lanes.is_empty() || selection.lanes.iter().any(|l| l == lane))
        .collect();
    let in_shard = |name: &String| selection.partition.is_none_or(|partition| partition.contains(name));
    let mut out = String::new();
    let mut push = |name: String| {
        if in_shard(&name) {
            out.push_str(&name);
            out.push('\n');
        }
    };
    for (id, own, _) in listed.iter().filter(|_| !selection.migrate_only) {
        for &edition in own.iter().filter(|e| editions.is_empty() || editions.contains(e)) {
            lanes.iter().for_each(|lane| push(runner::cell_name(id, edition, lane)));
        }
    }
    if selection.migrate || selection.migrate_only {
        for (id, _, _) in listed.iter().filter(|(_, _, migrates)| *migrates) {
            lanes.iter().for_each(|lane| push(runner::migration_name(id, lane)));
        }
    }
    print!("{out}");
}

/// `edrift list --suite FOLDER`: the cells of a folder read in place (its tests parsed, as a run
/// parses them: a bad test is an error of the listing), on the project's lanes.
fn list_suite(
    project: &Project,
    folder: &Path,
    selection: &Selection,
    editions: &[Edition],
    how: discover::Match,
) -> Result<ExitCode, Error> {
    let (snippets, errors) = discover::load_suite(folder, &selection.filters, how)?;
    if !errors.is_empty() {
        return Err(Error::Snippets(errors));
    }
    let listed: Vec<Listed> = snippets
        .iter()
        .map(|s| (s.id.as_str(), s.editions.iter().map(|spec| spec.edition).collect(), edrift::migrate::migrates(s)))
        .collect();
    print_cells(project, selection, editions, &listed);
    Ok(ExitCode::SUCCESS)
}

/// `edrift bisect`: binary search over toolchains for where a snippet's claim changes status.
pub fn bisect_command(project: &Project, store_path: &Option<PathBuf>, args: &BisectArgs) -> Result<ExitCode, Error> {
    use edrift::bisect::{self, Found};
    let snippets = discover::load(&project.suites(), std::slice::from_ref(&args.snippet), discover::Match::Substring)?;
    let snippet = match snippets.as_slice() {
        [one] => one,
        [] => {
            return Err(Argument::NotOneSnippet(args.snippet.clone()).into());
        }
        many => {
            let exact: Vec<&edrift::model::Snippet> = many.iter().filter(|s| s.id == args.snippet).collect();
            match exact.as_slice() {
                [one] => *one,
                _ => {
                    let some = many.iter().take(8).map(|s| s.id.clone()).collect();
                    return Err(Argument::ManySnippets { given: args.snippet.clone(), count: many.len(), some }.into());
                }
            }
        }
    };
    let spec = match (&args.edition, snippet.editions.as_slice()) {
        (Some(e), _) => {
            let edition = parse_editions(std::slice::from_ref(e))?[0];
            snippet.edition(edition).ok_or_else(|| Argument::NotUnderEdition { snippet: snippet.id.clone(), edition: edition.year() })?
        }
        (None, [one]) => one,
        (None, _) => return Err(Argument::EditionNeeded(snippet.id.clone()).into()),
    };
    let items: Vec<String> = if args.toolchains.is_empty() {
        project.toolchains.lanes.iter().map(|l| l.name.clone()).collect()
    } else {
        args.toolchains.clone()
    };
    let mut candidates = bisect::candidates(&items, &project.toolchains, &project.lanes_dir)?;
    if let [low, high] = args.between.as_slice() {
        candidates = bisect::between(candidates, low, high)?;
    }
    let store = open_store(project, store_path)?;
    let source = driver::Cached::new(Arc::clone(&store), CacheMode::Use);
    println!("bisect {} {} over {} toolchain(s): {}", snippet.id, spec.edition, candidates.len(), names(&candidates));
    let bisection =
        bisect::run(snippet, spec, candidates, &project.lanes_dir, !args.no_install, &source, Duration::from_secs(args.timeout))?;
    for (index, release, held) in &bisection.probes {
        let release = release.as_ref().map_or(String::new(), |r| format!(" ({r})"));
        println!("  probed {}{release}: {}", bisection.candidates[*index], held.map_or("n/a", edrift::interval::Held::name));
    }
    println!("{} probe(s) for {} toolchain(s)", bisection.probes.len(), bisection.candidates.len());
    match bisection.found {
        Found::NothingApplicable => println!("no toolchain of the list can run this cell"),
        Found::Same(held) => {
            println!("the claim {} on every toolchain probed: nothing changes between the first and the last", held.name())
        }
        Found::Change { before, after, from, to } => {
            let release = |i: usize| bisection.probes.iter().find(|p| p.0 == i).and_then(|p| p.1.clone());
            let (Some(low), Some(high)) = (release(before), release(after)) else {
                return Err(Error::Bug("a bisection bound was not probed (a harness bug)".into()));
            };
            let (first, last) = (&bisection.candidates[after], &bisection.candidates[before]);
            let interval = format!("({low}, {high}]");
            println!("the claim {} on {last} ({low}) and {} from {first} ({high}) on: interval {interval}", from.name(), to.name());
            let Some(kind) = bisect::directive_kind(from, to) else { return Ok(ExitCode::SUCCESS) };
            let date = bisect::date_release(&high);
            println!(
                "record it: //@[{}] {}: {date} \"{} (bisected: {interval})\" (the reason: the release-notes entry, or a rust-lang/rust PR or issue)",
                spec.edition.revision(),
                kind.name(),
                bisect::PLACEHOLDER
            );
            if args.write {
                let (file, line) = bisect::write_directive(snippet, spec.edition, kind, &date, &interval)?;
                println!("wrote {}: {line}", file.display());
                if line.contains(bisect::PLACEHOLDER) {
                    println!("fill in the reason with its evidence: `edrift::claim-date-evidence` fails until you do");
                }
            } else {
                println!("or run again with --write to edit the snippet (its reason is kept; you write a new one)");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn names(candidates: &[edrift::bisect::Candidate]) -> String {
    let all: Vec<String> = candidates.iter().map(ToString::to_string).collect();
    match all.len() {
        0..=8 => all.join(", "),
        n => format!("{}, ... ({} more), {}", all[..3].join(", "), n - 4, all[n - 1]),
    }
}

/// `edrift extract`: skeletons for an RFC's blocks, or with `--check` the coverage of one RFC
/// (or of every suite's sources).
pub fn extract_command(
    root: &Option<PathBuf>,
    shared: Option<&Path>,
    rfc: Option<PathBuf>,
    suite: Option<PathBuf>,
    check: bool,
) -> Result<ExitCode, Error> {
    match (rfc, suite, check) {
        (Some(rfc), Some(suite), false) => {
            let report = extract::extract(&rfc, &suite)?;
            println!("{} skeleton(s) written, {} block(s) already covered, {} skipped", report.written.len(), report.kept, report.skipped);
            Ok(ExitCode::SUCCESS)
        }
        (Some(rfc), Some(suite), true) => print_problems(&[(rfc, suite)]),
        (None, None, true) => {
            let project = project(root)?;
            let pairs = extract::suite_sources(&project.suites(), &project.shared(shared))?;
            print_problems(&pairs)
        }
        _ => Err(Argument::Synopsis("edrift extract <rfc.md> --suite suites/<name> [--check], or edrift extract --check").into()),
    }
}

fn print_problems(pairs: &[(PathBuf, PathBuf)]) -> Result<ExitCode, Error> {
    let mut total = 0;
    for (rfc, suite) in pairs {
        let problems = extract::check(rfc, suite)?;
        total += problems.len();
        for p in &problems {
            println!("{p}");
        }
        let blocks = extract::blocks(&edrift::fsutil::read_to_string(rfc)?).len();
        println!("{} -> {}: {blocks} block(s), {} problem(s)", rfc.display(), suite.display(), problems.len());
    }
    Ok(if total == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
