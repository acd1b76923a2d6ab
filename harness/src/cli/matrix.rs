//! `edrift run`, `edrift bless` and `edrift report`: plan a session of the selected cells,
//! provision what it lacks, run it (from the results store's cache where nothing changed),
//! record it, and print, bless or render what it found; `report --from-run` renders a recorded
//! run instead and runs nothing.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use edrift::console::{self, Console, Shown};
use edrift::driver::{self, BadSnippets, Recorder, Session};
use edrift::error::{Argument, History};
use edrift::project::Project;
use edrift::runner::{self, Bless, Counts, Options};
use edrift::store::{self, CacheMode, Store};
use edrift::verdict;
use edrift::{Error, discover, report};

use super::args::{CiArgs, Selection};
use super::{open_store, parse_editions};

/// Plans a run of the selection; with a store, lane probes are memoized in it (a warm run
/// spawns no rustc) and cells come from its cache.
fn session(project: &Project, selection: &Selection, store: Option<Arc<Store>>) -> Result<Session, Error> {
    // Before any cell starts: whether cells run in bubblewrap is decided (and a missing
    // bubblewrap reported) when the first one does (a run from the cache starts none).
    if selection.no_sandbox {
        edrift::invoke::sandbox::disable();
    }
    let chosen = filters(project, selection)?;
    let mode = if selection.no_cache { CacheMode::Refresh } else { CacheMode::Use };
    // A bad snippet is one failure, named by file and line; the rest of the selection runs.
    let session = Session::plan(project, store, &chosen, BadSnippets::Keep, mode)?;
    if let Some(partition) = selection.partition {
        eprintln!(
            "partition {partition}: {} cell(s) and {} migration cell(s) of the selection fall in this shard",
            session.plan.compile_cells().count(),
            session.plan.migration_cells().count()
        );
    }
    Ok(session)
}

/// The driver's filters of a selection.
fn filters(project: &Project, selection: &Selection) -> Result<driver::Filters, Error> {
    driver::check_lanes(project, &selection.lanes)?;
    Ok(driver::Filters {
        filters: selection.filters.clone(),
        how: if selection.exact { discover::Match::Exact } else { discover::Match::Substring },
        editions: parse_editions(&selection.editions)?,
        lanes: selection.lanes.clone(),
        migrate: match (selection.migrate, selection.migrate_only) {
            (_, true) => runner::Migrate::Only,
            (true, false) => runner::Migrate::Yes,
            (false, false) => runner::Migrate::No,
        },
        partition: selection.partition,
        suite: selection.suite.clone(),
    })
}

fn options(selection: &Selection, bless: Bless) -> Options {
    Options {
        jobs: selection.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get())),
        timeout: Duration::from_secs(selection.timeout),
        bless,
    }
}

/// Provisions the missing lanes of the selection and the host tools, unless `--offline` (or
/// `EDRIFT_OFFLINE=1`, which `main` folds into it).
fn provision_first(project: &Project, selection: &Selection, tools: &[edrift::provision::host::Tool]) {
    if !selection.offline {
        edrift::provision::prepare::prepare(&project.toolchains, &project.lanes_dir, &selection.lanes, tools);
    }
}

/// Whether the selected lanes that cannot run fail the command: they do, unless `--offline`
/// (nothing was asked) or `--allow-missing-lanes`; each is said with why and the fix.
fn missing_lanes_fail(project: &Project, session: &Session, selection: &Selection) -> bool {
    let selected: Vec<edrift::lanes::Lane> =
        session.plan.lanes.iter().filter(|l| selection.lanes.is_empty() || selection.lanes.contains(&l.name)).cloned().collect();
    let kept = |name: &str| {
        let decl = project.toolchains.lane(name)?;
        edrift::provision::unavailable::read(decl, &project.lanes_dir).map(|answer| answer.message)
    };
    let lines = console::missing_lanes(&selected, &kept);
    if lines.is_empty() || selection.offline || selection.allow_missing_lanes {
        return false;
    }
    eprintln!("error: {} lane(s) of toolchains.toml cannot run, so their cells were ignored:", lines.len());
    for line in &lines {
        eprintln!("  {line}");
    }
    eprintln!("{}", console::MISSING_LANES_FIX);
    true
}

/// `edrift run` and `edrift bless`: runs the selection, records it, blesses with `Bless::Yes`,
/// and fails if a cell failed or errored.
pub fn run_matrix(project: &Project, store: &Arc<Store>, selection: &Selection, bless: Bless, ci: &CiArgs) -> Result<ExitCode, Error> {
    let ci_format = match ci.format.as_str() {
        "human" => report::ci::Format::Human,
        "junit" => report::ci::Format::Junit,
        other => return Err(Argument::Format { given: other.to_string(), expected: "`human` or `junit`" }.into()),
    };
    provision_first(project, selection, &[edrift::provision::host::PATCHELF, edrift::provision::host::BUBBLEWRAP]);
    if let Some(junit) = &ci.junit {
        edrift::fsutil::require_folder_of(junit, "--junit")?;
    }
    let _lock = driver::lock(project, bless)?;
    let session = session(project, selection, Some(Arc::clone(store)))?;
    for notice in console::lane_notices(&session.plan.lanes) {
        if selection.lanes.is_empty() || selection.lanes.iter().any(|l| notice.starts_with(&format!("lane {l}:"))) {
            eprintln!("{notice}");
        }
    }
    let options = options(selection, bless);
    let command: Vec<String> = std::env::args().collect();
    let mut recorder = Recorder::new(&session, &command.join(" "));
    let mut outputs = report::ci::Outputs::new(project, ci_format, ci.junit.as_deref(), ci.github, ci.step_summary.as_deref());
    // stdout is the XML with `--format junit`: the run reports nothing else there.
    let finished = match ci_format {
        report::ci::Format::Human => {
            let shown = if selection.verbose { Shown::Every } else { Shown::Failures };
            let mut console = Console::new(shown, true, Box::new(std::io::stdout()));
            session.run(&options, &mut [&mut console, &mut recorder, &mut outputs])?
        }
        report::ci::Format::Junit => session.run(&options, &mut [&mut recorder, &mut outputs])?,
    };
    let run_id = recorder.run_id();
    let (_, migrations) = verdict::split(&finished.records);
    report_cache(&session, finished.records.len(), run_id);
    if !migrations.is_empty() {
        eprint!("{}", console::migration_table(&session.plan, &migrations));
    }
    if bless == Bless::Yes {
        let blessed = session.bless(&finished.records)?;
        let report = &blessed.compile;
        println!("blessed: {} file(s) written, {} removed, {} unchanged", report.written.len(), report.removed.len(), report.unchanged);
        if blessed.migrations > 0 {
            let report = &blessed.migration;
            println!(
                "blessed migrations: {} file(s) written, {} removed, {} unchanged",
                report.written.len(),
                report.removed.len(),
                report.unchanged
            );
        }
    }
    let summary = with_bad_snippets(&session, finished.counts);
    match ci_format {
        report::ci::Format::Human => println!("{}", console::summary_line(&summary)),
        report::ci::Format::Junit => eprintln!("{}", console::summary_line(&summary)),
    }
    let missing = missing_lanes_fail(project, &session, selection);
    Ok(if summary.failed > 0 || summary.errored > 0 || missing { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// Prints each snippet that could not be read or parsed as a failure (file:line: what is wrong)
/// and counts it as failed: it ran no cell, and the rest of the selection did.
fn with_bad_snippets(session: &Session, mut summary: Counts) -> Counts {
    for bad in &session.bad {
        eprintln!("FAIL {bad}");
    }
    summary.failed += session.bad.len();
    summary
}

/// The line that says how much of the run the cache answered.
fn report_cache(session: &Session, cells: usize, run_id: Option<store::RunId>) {
    if let (Some(store), Some(run_id)) = (&session.store, run_id) {
        eprintln!("run {run_id}: {} of {cells} cell(s) from the cache in {}", session.cache_hits(), store.path().display());
    }
}

/// `edrift report`: runs the selection (from the cache where nothing changed), records it and
/// writes drift.json and the dashboard.
pub fn report_command(
    project: &Project,
    store_path: &Option<PathBuf>,
    selection: &Selection,
    out: Option<PathBuf>,
) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
    provision_first(project, selection, edrift::provision::host::ALL);
    let session = session(project, selection, Some(Arc::clone(&store)))?;
    for notice in console::lane_notices(&session.plan.lanes) {
        eprintln!("{notice}");
    }
    let command: Vec<String> = std::env::args().collect();
    let mut recorder = Recorder::new(&session, &command.join(" "));
    // Failures are in the report; the terminal gets a summary and the cells that errored.
    let mut console = Console::new(Shown::Errors, false, Box::new(std::io::stderr()));
    let finished = session.run(&options(selection, Bless::No), &mut [&mut console, &mut recorder])?;
    let run_id = recorder.run_id();
    let (records, migrations) = verdict::split(&finished.records);
    report_cache(&session, finished.records.len(), run_id);
    if !migrations.is_empty() {
        eprint!("{}", console::migration_table(&session.plan, &migrations));
    }
    let out = out.unwrap_or_else(|| project.root.join("report"));
    let document = report::Document::build(&report::Inputs {
        project,
        plan: &session.plan,
        records: &records,
        run_id,
        history: report::history::points(&store, report::history::RUNS)?,
        migrations: &migrations,
    });
    let written = report::write(&document, &out)?;
    let summary = with_bad_snippets(&session, finished.counts);
    println!("{}", console::summary_line(&summary));
    println!("report: {} file(s) in {}; open {}", written, out.display(), out.join("index.html").display());
    // The dashboard holds every good snippet; a bad one is the job's failure to fix, and so is a
    // lane missing from it (the dashboard says so at its top).
    let missing = missing_lanes_fail(project, &session, selection);
    Ok(if session.bad.is_empty() && !missing { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// `edrift report --from-run RUN`: the dashboard of a recorded run (a merged one), running
/// nothing and provisioning nothing.
pub fn report_recorded(
    project: &Project,
    store_path: &Option<PathBuf>,
    selection: &Selection,
    out: Option<PathBuf>,
    run: &str,
) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
    let run = match run {
        "latest" => store.latest_run()?.ok_or_else(|| History::NoRuns(store.path().to_path_buf()))?,
        id => id.parse().map_err(|_| Argument::FromRun(id.to_string()))?,
    };
    let recorded = edrift::shard::recorded(project, &store, &filters(project, selection)?, run)?;
    for notice in console::lane_notices(&recorded.plan.lanes) {
        eprintln!("{notice}");
    }
    if let Some(other) = &recorded.other_harness {
        eprintln!(
            "note: run {run} was recorded by edrift {other}, this is {}: its results are judged by this checkout's claims and expectations",
            store::harness_version()
        );
    }
    if !recorded.undeclared.is_empty() {
        eprintln!("run {run} recorded lane(s) that toolchains.toml no longer declares, left out: {}", recorded.undeclared.join(", "));
    }
    if let Some(first) = recorded.unrecorded.first() {
        eprintln!(
            "warning: run {run} has no result for {} planned cell(s) of lanes it ran, such as {first}: a shard store left out of the merge \
             (or a cell that could not run)? They are missing from the report.",
            recorded.unrecorded.len()
        );
    }
    let counts = recorded.counts();
    let out = out.unwrap_or_else(|| project.root.join("report"));
    let document = report::Document::build(&report::Inputs {
        project,
        plan: &recorded.plan,
        records: &recorded.records,
        run_id: Some(run),
        history: report::history::points(&store, report::history::RUNS)?,
        migrations: &recorded.migrations,
    });
    let written = report::write(&document, &out)?;
    println!("run {run}: {}", console::summary_line(&counts));
    println!("report: {} file(s) in {}; open {}", written, out.display(), out.join("index.html").display());
    Ok(ExitCode::SUCCESS)
}
