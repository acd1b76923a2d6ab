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
use crate::driver::{BadSnippets, Filters, Session};
use crate::error::Error;
use crate::project::Project;
use crate::runner::{self, Bless, Disposition, Event, Migrate, MigrationDisposition, Options, Plan};
use crate::store::{self, CacheMode, Store};
use crate::verdict::{CellRecord, MigrationRecord, Verdict};

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
    crate::invoke::sandbox::handle_interrupts();
    let (bless, args) = take_bless(std::env::args().collect());
    let arguments = Arguments::from_iter(args);
    // Missing lanes and host tools first (not for `--list`; EDRIFT_OFFLINE=1 skips it).
    if !arguments.list {
        crate::provision::prepare::before_tests(root);
    }
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
        // `None`: the lane is not ready, so which files it reads is unknown.
        let unsupported = match plan.disposition(cell) {
            Disposition::Run { .. } => Some(false),
            Disposition::Unsupported { .. } => Some(true),
            Disposition::Skipped { .. } => None,
        };
        (plan.snippets[cell.snippet].id.clone(), cell.edition, plan.lanes[cell.lane].name.clone(), unsupported)
    });
    let mut wanted = crate::expectations::wanted(root, cells);
    // A migration reads its baseline rewrite, and its lane's unless the lane cannot migrate.
    for &migration in &plan.migrations {
        let snippet = &plan.snippets[migration.snippet];
        let (stream, snippet) = (snippet.kind.migrated_stream(), &snippet.id);
        let lane = &plan.lanes[migration.lane].name;
        wanted.insert(crate::expectations::path(root, snippet, crate::model::Edition::E2021, None, stream));
        match plan.migration_disposition(migration) {
            MigrationDisposition::Run { .. } | MigrationDisposition::Skipped { .. } => {
                wanted.insert(crate::expectations::path(root, snippet, crate::model::Edition::E2021, Some(lane), stream));
            }
            MigrationDisposition::Unsupported { .. } => {}
        }
    }
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
                let Some(problem) = crate::interval::date_problem(&date.release, &date.reason) else { continue };
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
fn date_trials(session: &Arc<Session>) -> Vec<Trial> {
    let mut trials = Vec::new();
    for (index, snippet) in session.plan.snippets.iter().enumerate() {
        for spec in snippet.editions.iter().filter(|spec| !spec.observe && !crate::interval::dates(spec).is_empty()) {
            let (session, edition) = (Arc::clone(session), spec.edition);
            trials.push(Trial::test(format!("{}::{}::dates", snippet.id, spec.edition), move || {
                let snippet = &session.plan.snippets[index];
                let spec = snippet.edition(edition).ok_or_else(|| Failed::from("the edition vanished"))?;
                let seen = crate::interval::gather(&session.plan, snippet, spec, &*session.source, timeout())
                    .map_err(|e| Failed::from(e.to_string()))?;
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
    let lock = crate::expectations::Lock::take(
        &project.root,
        match bless {
            Bless::Yes => crate::expectations::Access::Exclusive,
            Bless::No => crate::expectations::Access::Shared,
        },
    )?;
    let mut trials = Vec::new();
    // The results store caches cells between runs (EDRIFT_NO_CACHE=1 compiles every cell again)
    // and records this run in its history. Without a usable store, every cell is compiled.
    let store = match Store::open(&store::locate(&project.root, None)) {
        Ok(store) => Some(Arc::new(store)),
        Err(e) => {
            eprintln!("warning: {e}: running without the cache");
            None
        }
    };
    let mode = if std::env::var_os("EDRIFT_NO_CACHE").is_some_and(|v| v == "1") { CacheMode::Refresh } else { CacheMode::Use };
    let selection = Filters {
        filters: Vec::new(),
        how: discover::Match::Substring,
        editions: Vec::new(),
        lanes: Vec::new(),
        migrate: Migrate::Yes,
        partition: None,
    };
    let session = Arc::new(Session::plan(&project, store, &selection, BadSnippets::Keep, mode)?);
    if !session.bad.is_empty() {
        // Every bad file is listed in one failing trial; the good ones still run.
        let message = Error::Snippets(session.bad.clone()).to_string();
        trials.push(Trial::test("edrift::directives", move || Err(Failed::from(message))));
    } else {
        // With bad snippets some cells are missing from the plan, so their files would look orphaned.
        trials.push(orphans_trial(&session.plan, &session.expectations.root));
    }
    for notice in console::lane_notices(&session.plan.lanes) {
        eprintln!("{notice}");
    }
    // Decided (and a missing bubblewrap reported) once, before any trial.
    crate::invoke::sandbox::isolation();
    trials.push(date_evidence_trial(&session.plan, &project.root));
    let options = Arc::new(Options { jobs: 1, timeout: timeout(), bless });
    let collected: Arc<Mutex<Vec<CellRecord>>> = Arc::new(Mutex::new(Vec::new()));
    for &cell in &session.plan.cells {
        let name = session.plan.name(cell);
        let ignored = session.plan.disposition(cell).ignored();
        let (session, options, collected) = (Arc::clone(&session), Arc::clone(&options), Arc::clone(&collected));
        let trial = Trial::test(name, move || match session.run_cell(cell, &options) {
            Event::Finished { record, .. } => {
                let outcome = match &record.verdict {
                    Verdict::Pass | Verdict::NotApplicable(_) => Ok(()),
                    Verdict::Fail(reasons) => {
                        let mut lines = vec![format!("outcome {}, claim {}", record.result.outcome.name(), record.claim)];
                        lines.extend(reasons.iter().map(ToString::to_string));
                        Err(Failed::from(lines.join("\n")))
                    }
                };
                collected.lock().map_err(|_| Failed::from("a trial panicked while recording"))?.push(*record);
                outcome
            }
            Event::Errored { error, .. } => Err(Failed::from(error)),
            event @ (Event::RunStarted { .. }
            | Event::Started { .. }
            | Event::Skipped { .. }
            | Event::MigrationStarted { .. }
            | Event::MigrationFinished { .. }
            | Event::MigrationErrored { .. }
            | Event::RunFinished) => Err(Failed::from(format!("a harness bug: one cell's run answered {event:?}"))),
        })
        .with_ignored_flag(ignored);
        trials.push(trial);
    }
    let migrations: Arc<Mutex<Vec<MigrationRecord>>> = Arc::new(Mutex::new(Vec::new()));
    for &cell in &session.plan.migrations {
        let name = session.plan.migration_name(cell);
        let ignored = session.plan.migration_disposition(cell).ignored();
        let (session, options, migrations) = (Arc::clone(&session), Arc::clone(&options), Arc::clone(&migrations));
        let trial = Trial::test(name, move || match session.run_migration(cell, &options) {
            Event::MigrationFinished { record, .. } => {
                let outcome = match &record.verdict {
                    Verdict::Pass | Verdict::NotApplicable(_) => Ok(()),
                    Verdict::Fail(reasons) => Err(Failed::from(reasons.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))),
                };
                migrations.lock().map_err(|_| Failed::from("a trial panicked while recording"))?.push(*record);
                outcome
            }
            Event::MigrationErrored { error, .. } => Err(Failed::from(error)),
            event @ (Event::RunStarted { .. }
            | Event::Started { .. }
            | Event::Finished { .. }
            | Event::Errored { .. }
            | Event::MigrationStarted { .. }
            | Event::Skipped { .. }
            | Event::RunFinished) => Err(Failed::from(format!("a harness bug: one migration's run answered {event:?}"))),
        })
        .with_ignored_flag(ignored);
        trials.push(trial);
    }
    trials.extend(date_trials(&session));
    let finish: Finish = Box::new(move || {
        let _lock = lock;
        let records = std::mem::take(&mut *collected.lock().map_err(|_| Error::Usage("a trial panicked".into()))?);
        let migrations = std::mem::take(&mut *migrations.lock().map_err(|_| Error::Usage("a trial panicked".into()))?);
        let command: Vec<String> = std::env::args().collect();
        session.record(&format!("cargo test: {}", command.join(" ")), &records, &migrations)?;
        if bless == Bless::Yes {
            let report = session.bless(&records)?;
            let migrated = session.bless_migrations(&migrations)?;
            eprintln!(
                "blessed {} cell(s) and {} migration(s): {} file(s) written, {} removed, {} unchanged",
                records.len(),
                migrations.len(),
                report.written.len() + migrated.written.len(),
                report.removed.len() + migrated.removed.len(),
                report.unchanged + migrated.unchanged
            );
        }
        Ok(())
    });
    Ok((trials, finish))
}
