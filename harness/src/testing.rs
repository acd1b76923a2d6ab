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

fn timeout() -> Duration {
    std::env::var("EDRIFT_TIMEOUT")
        .ok()
        .and_then(|t| t.parse().ok())
        .map(Duration::from_secs)
        .unwrap_or(runner::DEFAULT_TIMEOUT)
}

fn trials(root: &Path, bless: Bless) -> Result<(Vec<Trial>, Finish), Error> {
    let project = Project::open(root)?;
    let mut trials = Vec::new();
    let (snippets, errors) = discover::load_lenient(&project.suites(), &[], discover::Match::Substring)?;
    if !errors.is_empty() {
        // Every bad file is listed in one failing trial; the good ones still run.
        let message = Error::Snippets(errors).to_string();
        trials.push(Trial::test("edrift::directives", move || Err(Failed::from(message))));
    }
    let lanes = project.lanes();
    for notice in console::lane_notices(&lanes) {
        eprintln!("{notice}");
    }
    let plan = Arc::new(Plan::new(snippets, lanes, &[], &[]));
    let store = Arc::new(project.expectations());
    let options = Arc::new(Options { jobs: 1, timeout: timeout(), bless });
    let collected: Arc<Mutex<Vec<CellResult>>> = Arc::new(Mutex::new(Vec::new()));
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
        let (plan, store, options, collected) = (Arc::clone(&plan), Arc::clone(&store), Arc::clone(&options), Arc::clone(&collected));
        let trial = Trial::test(name, move || {
            match runner::run_one(&plan, cell, &store, &options, &runner::Fresh) {
                Event::Finished { result, verdict, .. } => {
                    let outcome = match &verdict {
                        Verdict::Pass { .. } | Verdict::NotApplicable(_) => Ok(()),
                        Verdict::Fail(reasons) => Err(Failed::from(
                            reasons.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"),
                        )),
                    };
                    if options.bless == Bless::Yes {
                        collected.lock().map_err(|_| Failed::from("a trial panicked while blessing"))?.push(*result);
                    }
                    outcome
                }
                Event::Errored { error, .. } => Err(Failed::from(error)),
            }
        })
        .with_ignored_flag(ignored);
        trials.push(trial);
    }
    let finish: Finish = Box::new(move || {
        if bless == Bless::Yes {
            let results = std::mem::take(&mut *collected.lock().map_err(|_| Error::Usage("a trial panicked".into()))?);
            let report = store.bless(&results)?;
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
