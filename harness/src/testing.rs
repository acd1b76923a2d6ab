//! The test executor: the plan in, one libtest-mimic trial per cell out, named
//! `<suite>/<snippet>::<edition>::<lane>`, so libtest's filters, `--list`, `--exact`,
//! `--ignored` and `--format json` work per cell. The only module that touches libtest-mimic.
//!
//! `--bless` is taken out of the arguments before libtest parses them (as is `BLESS=1`); under
//! bless, trials check claims only, and the expectations of the cells that ran are written
//! once every trial has finished (so the reference lane and the others never race).

use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use libtest_mimic::{Arguments, Conclusion, Failed, Trial};

use crate::console;
use crate::discover;
use crate::error::Error;
use crate::project::Project;
use crate::runner::{self, Bless, Event, Options, Plan};
use crate::store::{self, CacheMode, Cached, Store};
use crate::verdict::{CellResult, Verdict};

/// Splits `--bless` out of the command line; `BLESS=1` means the same.
pub fn take_bless(args: Vec<String>) -> (Bless, Vec<String>) {
    let mut bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let rest = args
        .into_iter()
        .filter(|a| {
            let is = a == "--bless";
            bless |= is;
            !is
        })
        .collect();
    (if bless { Bless::Yes } else { Bless::No }, rest)
}

/// Runs the suite of the project at `root` as libtest trials, and returns libtest's
/// conclusion (the caller exits with it).
pub fn main(root: &Path) -> Conclusion {
    let (bless, args) = take_bless(std::env::args().collect());
    let arguments = Arguments::from_iter(args);
    match trials(root, bless) {
        Ok((trials, finish)) => {
            let conclusion = libtest_mimic::run(&arguments, trials);
            if let Err(e) = finish() {
                eprintln!("error: {e}");
                std::process::exit(101);
            }
            conclusion
        }
        Err(e) => {
            // A broken configuration still reports through libtest, as one failing trial.
            let message = e.to_string();
            libtest_mimic::run(&arguments, vec![Trial::test("edrift::setup", move || Err(Failed::from(message)))])
        }
    }
}

type Finish = Box<dyn FnOnce() -> Result<(), Error>>;

/// One trial that fails when `expected/` holds files no cell reads. Bless never deletes them
/// (it deletes nothing it did not re-create), so they are listed for a person to remove.
fn orphans_trial(plan: &Plan, root: &Path) -> Trial {
    let cells = plan.cells.iter().map(|&cell| {
        let snippet = &plan.snippets[cell.snippet];
        let lane = &plan.lanes[cell.lane];
        let unsupported =
            lane.ready().map(|ready| snippet.edition(cell.edition).is_none_or(|spec| runner::unsupported(snippet, spec, ready).is_some()));
        (snippet.id.clone(), cell.edition, lane.name.clone(), unsupported)
    });
    let wanted = crate::expectations::wanted(root, cells);
    let found = crate::expectations::orphans(root, &wanted);
    let base = root.parent().unwrap_or(root).to_path_buf();
    Trial::test("edrift::orphan-expectations", move || match found {
        Ok(orphans) if orphans.is_empty() => Ok(()),
        Ok(orphans) => {
            let list: Vec<String> = orphans.iter().map(|f| format!("  {}", f.strip_prefix(&base).unwrap_or(f).display())).collect();
            Err(Failed::from(format!(
                "{} expectation file(s) belong to no cell that reads them (the snippet was renamed or removed, its edition \
                 narrowed, its lane dropped, or the cell is unsupported on that lane); delete them, or restore what reads them:\n{}",
                orphans.len(),
                list.join("\n")
            )))
        }
        Err(e) => Err(Failed::from(e.to_string())),
    })
}

/// One trial that fails on any recorded date (`stale-since`, `holds-since`) whose reason is
/// machine-written or cites no evidence, naming the file and line of each.
fn date_evidence_trial(plan: &Plan, root: &Path) -> Trial {
    let base = root.to_path_buf();
    let mut problems = Vec::new();
    for snippet in &plan.snippets {
        let file = match snippet.kind {
            crate::directives::SnippetKind::File => snippet.path.clone(),
            crate::directives::SnippetKind::Package => snippet.path.join("Cargo.toml"),
        };
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let mut seen = std::collections::BTreeSet::new();
        for spec in &snippet.editions {
            for (kind, date) in crate::interval::dates(spec) {
                let Some(problem) = crate::interval::reason_problem(&date.reason) else { continue };
                let line = text.lines().position(|l| l.contains(kind.name()) && l.contains(date.reason.as_str())).map_or(1, |i| i + 1);
                if seen.insert(line) {
                    let shown = file.strip_prefix(&base).unwrap_or(&file).display().to_string();
                    problems.push(format!("  {shown}:{line}: `{}: {}`: {problem}", kind.name(), date.release));
                }
            }
        }
    }
    Trial::test("edrift::claim-date-evidence", move || {
        if problems.is_empty() {
            return Ok(());
        }
        Err(Failed::from(format!(
            "{} date(s) without evidence; a date is a fact about a release, backed by the release notes, a rust-lang/rust PR or issue, \
             the compiler's feature table or a bisection (never the next lane of the matrix):\n{}",
            problems.len(),
            problems.join("\n")
        )))
    })
}

/// One trial per claim with a recorded date, `<suite>/<snippet>::<edition>::dates`: each date
/// must lie in the interval the lanes observed for its change. Its cells come from the results
/// store's cache when the cell trials ran first (the trials are queued after them).
fn date_trials(plan: &Arc<Plan>, source: &Arc<dyn runner::Source + Send + Sync>) -> Vec<Trial> {
    let mut trials = Vec::new();
    for (index, snippet) in plan.snippets.iter().enumerate() {
        for spec in snippet.editions.iter().filter(|spec| !spec.observe && !crate::interval::dates(spec).is_empty()) {
            let (plan, source, edition) = (Arc::clone(plan), Arc::clone(source), spec.edition);
            trials.push(Trial::test(format!("{}::{}::dates", snippet.id, spec.edition), move || {
                let snippet = &plan.snippets[index];
                let spec = snippet.edition(edition).ok_or_else(|| Failed::from("the edition vanished"))?;
                let seen = crate::interval::gather(&plan, snippet, spec, &*source, timeout()).map_err(|e| Failed::from(e.to_string()))?;
                let problems: Vec<String> = crate::interval::dates(spec)
                    .into_iter()
                    .filter_map(|(kind, date)| crate::interval::check_date(kind, &date.release, &seen).err())
                    .collect();
                if problems.is_empty() {
                    Ok(())
                } else {
                    Err(Failed::from(problems.join("\n")))
                }
            }));
        }
    }
    trials
}

fn timeout() -> Duration {
    std::env::var("EDRIFT_TIMEOUT").ok().and_then(|t| t.parse().ok()).map(Duration::from_secs).unwrap_or(runner::DEFAULT_TIMEOUT)
}

fn trials(root: &Path, bless: Bless) -> Result<(Vec<Trial>, Finish), Error> {
    let project = Project::open(root)?;
    let mut trials = Vec::new();
    let (snippets, errors) = discover::load_lenient(&project.suites(), &[], discover::Match::Substring)?;
    // With bad snippets some cells are missing from the plan, so their files would look orphaned.
    let all_parsed = errors.is_empty();
    if !errors.is_empty() {
        // Every bad file is listed in one failing trial; the good ones still run.
        let message = Error::Snippets(errors).to_string();
        trials.push(Trial::test("edrift::directives", move || Err(Failed::from(message))));
    }
    // The results store caches cells between runs (EDRIFT_NO_CACHE=1 compiles every cell again)
    // and records this run in its history. Without a usable store, every cell is compiled.
    let store = match Store::open(&store::locate(&project.root, None)) {
        Ok(store) => Some(Arc::new(store)),
        Err(e) => {
            eprintln!("warning: {e}: running without the cache");
            None
        }
    };
    let lanes = match &store {
        Some(store) => crate::lanes::resolve_all_with(&project.toolchains, &project.lanes_dir, Some(&**store)),
        None => project.lanes(),
    };
    for notice in console::lane_notices(&lanes) {
        eprintln!("{notice}");
    }
    let plan = Arc::new(Plan::new(snippets, lanes, &[], &[]));
    let expectations = Arc::new(project.expectations());
    if all_parsed {
        trials.push(orphans_trial(&plan, &expectations.root));
    }
    trials.push(date_evidence_trial(&plan, &project.root));
    let options = Arc::new(Options { jobs: 1, timeout: timeout(), bless });
    let collected: Arc<Mutex<Vec<(CellResult, Verdict)>>> = Arc::new(Mutex::new(Vec::new()));
    let mode = if std::env::var_os("EDRIFT_NO_CACHE").is_some_and(|v| v == "1") { CacheMode::Refresh } else { CacheMode::Use };
    let cached = store.as_ref().map(|store| Cached::new(Arc::clone(store), mode));
    let source: Arc<dyn runner::Source + Send + Sync> = match &cached {
        Some(cached) => Arc::new(cached.clone()),
        None => Arc::new(runner::Fresh),
    };
    for &cell in &plan.cells {
        let name = plan.name(cell);
        let lane = &plan.lanes[cell.lane];
        let ignored = match lane.ready() {
            None => true,
            Some(ready) => {
                let snippet = &plan.snippets[cell.snippet];
                snippet.edition(cell.edition).is_some_and(|spec| runner::unsupported(snippet, spec, ready).is_some())
            }
        };
        let (plan, expectations, options, collected) =
            (Arc::clone(&plan), Arc::clone(&expectations), Arc::clone(&options), Arc::clone(&collected));
        let source = Arc::clone(&source);
        let trial = Trial::test(name, move || match runner::run_one(&plan, cell, &expectations, &options, &*source) {
            Event::Finished { result, verdict, .. } => {
                let outcome = match &verdict {
                    Verdict::Pass { .. } | Verdict::NotApplicable(_) => Ok(()),
                    Verdict::Fail(reasons) => Err(Failed::from(reasons.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))),
                };
                collected.lock().map_err(|_| Failed::from("a trial panicked while recording"))?.push((*result, verdict));
                outcome
            }
            Event::Errored { error, .. } => Err(Failed::from(error)),
        })
        .with_ignored_flag(ignored);
        trials.push(trial);
    }
    trials.extend(date_trials(&plan, &source));
    let finish: Finish = Box::new(move || {
        let results = std::mem::take(&mut *collected.lock().map_err(|_| Error::Usage("a trial panicked".into()))?);
        if let (Some(store), false) = (&store, results.is_empty()) {
            let command: Vec<String> = std::env::args().collect();
            let run = store.begin_run(&format!("cargo test: {}", command.join(" ")), &plan.lanes)?;
            store.record_results(run, &plan, &results, cached.as_ref())?;
            store.finish_run(run)?;
        }
        if bless == Bless::Yes {
            let results: Vec<CellResult> = results.into_iter().map(|(result, _)| result).collect();
            let report = expectations.bless(&results)?;
            eprintln!(
                "blessed {} cell(s): {} file(s) written, {} removed, {} unchanged",
                results.len(),
                report.written.len(),
                report.removed.len(),
                report.unchanged
            );
        }
        Ok(())
    });
    Ok((trials, finish))
}
