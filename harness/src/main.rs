//! The `edrift` command line: wires the stages together.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use edrift::console::{self, Console};
use edrift::driver::{self, BadSnippets, Recorder, Session};
use edrift::lanes::LaneStatus;
use edrift::model::{Edition, Partition};
use edrift::project::Project;
use edrift::runner::{self, Bless, Options};
use edrift::store::{self, CacheMode, Store};
use edrift::{discover, drift, extract, report, Error};

#[derive(Parser)]
#[command(name = "edrift", version, about = "Rust 2024 edition conformance and drift")]
struct Cli {
    /// The project folder (default: found from the current folder upwards).
    #[arg(long, global = true)]
    root: Option<PathBuf>,
    /// The results database (default: $EDRIFT_STORE, else target/edrift/results.sqlite).
    #[arg(long, global = true)]
    store: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Args, Clone)]
struct Selection {
    /// Snippet filters: a path under suites/ or part of a snippet id.
    filters: Vec<String>,
    /// Only these lanes (repeatable).
    #[arg(long = "lane")]
    lanes: Vec<String>,
    /// Only these editions (2021, 2024; repeatable).
    #[arg(long = "edition")]
    editions: Vec<String>,
    /// Worker threads (default: the number of cores).
    #[arg(long, short)]
    jobs: Option<usize>,
    /// Per-process timeout in seconds (at least 1).
    #[arg(long, default_value_t = runner::DEFAULT_TIMEOUT.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    timeout: u64,
    /// Run cells without the bubblewrap sandbox (process-group isolation and limits only).
    #[arg(long)]
    no_sandbox: bool,
    /// Filters match whole snippet ids (`suite/name`), not substrings.
    #[arg(long)]
    exact: bool,
    /// Print every cell, not only failures.
    #[arg(long, short)]
    verbose: bool,
    /// Compile every cell again instead of using the results store's cache (the run is still
    /// recorded in its history).
    #[arg(long)]
    no_cache: bool,
    /// Provision nothing (no missing lane, no host tool): missing lanes are ignored.
    #[arg(long)]
    offline: bool,
    /// Add a migration cell per (snippet whose 2021 claim compiles, lane): the lane's
    /// `rust_2024_compatibility` fixes applied, then compiled (and run) under 2021 and 2024.
    #[arg(long)]
    migrate: bool,
    /// The migration cells alone (no compile cell).
    #[arg(long, conflicts_with = "migrate")]
    migrate_only: bool,
    /// Only the cells of shard K of N (`hash:K/N`, 1 <= K <= N): those whose name (as `edrift
    /// list` prints it) hashes into it, the same on every machine. Run each K with its own
    /// `--store`, then `edrift merge` the stores.
    #[arg(long, value_name = "hash:K/N", value_parser = parse_partition)]
    partition: Option<Partition>,
}

fn parse_partition(text: &str) -> Result<Partition, String> {
    text.parse()
}

#[derive(Subcommand)]
enum Command {
    /// Run the matrix (or part of it) and compare with the blessed expectations.
    Run {
        #[command(flatten)]
        selection: Selection,
        /// Write the expectations of the cells that ran.
        #[arg(long)]
        bless: bool,
        #[command(flatten)]
        ci: CiArgs,
    },
    /// Run and write the expectations of the cells that ran (and nothing else).
    Bless {
        #[command(flatten)]
        selection: Selection,
    },
    /// List the cells that a run would have.
    List {
        #[command(flatten)]
        selection: Selection,
    },
    /// Classify the differences between two lanes (or the two editions on one lane).
    Drift(DriftArgs),
    /// Narrow where a claim's status changes with toolchains outside the matrix (binary search).
    Bisect(BisectArgs),
    /// Run the matrix (from the cache where nothing changed) and write drift.json and the HTML
    /// dashboard.
    Report {
        #[command(flatten)]
        selection: Selection,
        /// The output folder (default: report/ at the project root).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Run nothing: report what run RUN of the store recorded (`latest`, or an id from
        /// `edrift history`), such as the run `edrift merge` made of shards. Needs no lane; the
        /// filters, --lane, --edition and --partition narrow it.
        #[arg(long, value_name = "RUN")]
        from_run: Option<String>,
    },
    /// Join the results stores of shards (`edrift run --partition hash:K/N --store FILE`) into
    /// one store, where their latest runs become one run; then `edrift report --store <INTO>
    /// --from-run latest` writes its dashboard.
    Merge {
        /// The shards' stores.
        #[arg(required = true)]
        stores: Vec<PathBuf>,
        /// The store to merge into: created, or (an existing store, with its history) given one
        /// more run.
        #[arg(long)]
        into: PathBuf,
        /// Merge even when some partition of a lane has no shard store (the report then lacks
        /// its cells).
        #[arg(long)]
        partial: bool,
    },
    /// The runs recorded in the results store.
    History {
        /// How many runs to show, newest first.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Shrink the results store: keep the newest runs, the cells they recorded and the live
    /// cache; remove the rest (older runs, and cache entries of older harness versions).
    Prune {
        /// How many runs to keep, newest first.
        #[arg(long, default_value_t = 20)]
        keep_runs: usize,
    },
    /// Show the lanes, or install them.
    Lanes {
        #[command(subcommand)]
        action: Option<LanesAction>,
    },
    /// Write one snippet skeleton per Rust block of an RFC, or check coverage with --check.
    Extract {
        /// The markdown file (omit with --check to check every suite's sources).
        rfc: Option<PathBuf>,
        /// The suite folder.
        #[arg(long)]
        suite: Option<PathBuf>,
        /// Only check that every block is covered or skipped, with unchanged hashes.
        #[arg(long)]
        check: bool,
    },
}

/// CI outputs of `run`.
#[derive(Args, Clone)]
struct CiArgs {
    /// `human` (the default) or `junit` (JUnit XML on stdout instead of the summary).
    #[arg(long, default_value = "human")]
    format: String,
    /// Also write JUnit XML to this file.
    #[arg(long)]
    junit: Option<PathBuf>,
    /// GitHub Actions: `::error` annotations for failing cells, and a job summary appended to
    /// $GITHUB_STEP_SUMMARY when it is set.
    #[arg(long)]
    github: bool,
}

#[derive(Args)]
struct DriftArgs {
    /// The lanes to compare, `before after`: a lane's name (its latest results in the store),
    /// `<lane>@<run id>` (what a past run recorded; see `edrift history`) or `<lane>@previous`
    /// (the lane's identity before its latest: `nightly@previous nightly` is what today's nightly
    /// changed). With --between-editions, one lane.
    lanes: Vec<String>,
    /// Compare edition 2021 with edition 2024 on one lane: what the 2024 edition changes.
    #[arg(long)]
    between_editions: bool,
    /// Only this edition (2021 or 2024).
    #[arg(long)]
    edition: Option<String>,
    /// `text` (the default) or `json`.
    #[arg(long, default_value = "text")]
    format: String,
    /// Also list the unchanged cells.
    #[arg(long)]
    all: bool,
}

#[derive(Args)]
struct BisectArgs {
    /// The snippet (`suite/name`, or a path under suites/).
    snippet: String,
    /// The edition (2021 or 2024; needed when the snippet runs under both).
    #[arg(long)]
    edition: Option<String>,
    /// Only the toolchains between these two (inclusive): names of the list, releases or
    /// dated nightlies.
    #[arg(long, num_args = 2, value_names = ["A", "B"])]
    between: Vec<String>,
    /// The toolchains, comma-separated or repeated (default: the lanes of toolchains.toml):
    /// lane names, `rustup:1.86.0`, `rustup:1.86.0..1.94.0`,
    /// `rustup:nightly-2025-01-01..nightly-2025-03-01`, `debian:<package>=<version>`,
    /// `path:/x/bin/rustc`.
    #[arg(long)]
    toolchains: Vec<String>,
    /// Edit the snippet's `stale-since`/`holds-since` to the release found, keeping its reason
    /// (a new directive gets a placeholder reason for you to fill in with the evidence).
    #[arg(long)]
    write: bool,
    /// Do not install missing rustup toolchains (the default installs them, which needs
    /// rustup's server).
    #[arg(long)]
    no_install: bool,
    /// Per-process timeout in seconds.
    #[arg(long, default_value_t = runner::DEFAULT_TIMEOUT.as_secs())]
    timeout: u64,
}

#[derive(Subcommand)]
enum LanesAction {
    /// Provision the lanes of toolchains.toml that are missing.
    Install {
        /// Lanes to install (default: all).
        lanes: Vec<String>,
        /// Reinstall even if present.
        #[arg(long)]
        force: bool,
    },
}

fn main() -> ExitCode {
    edrift::invoke::sandbox::handle_interrupts();
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn project(root: &Option<PathBuf>) -> Result<Project, Error> {
    match root {
        Some(root) => Project::open(root),
        None => {
            let cwd = std::env::current_dir().map_err(|e| Error::io("read", std::path::Path::new("the current folder"), e))?;
            Project::find(&cwd)
        }
    }
}

fn run(cli: Cli) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Run { selection, bless, ci } => {
            let bless = if bless || std::env::var_os("BLESS").is_some_and(|v| v == "1") { Bless::Yes } else { Bless::No };
            let project = project(&cli.root)?;
            let store = open_store(&project, &cli.store)?;
            run_matrix(&project, &store, &selection, bless, &ci)
        }
        Command::Bless { selection } => {
            let project = project(&cli.root)?;
            let store = open_store(&project, &cli.store)?;
            run_matrix(&project, &store, &selection, Bless::Yes, &CiArgs { format: "human".into(), junit: None, github: false })
        }
        Command::Drift(args) => drift_command(&project(&cli.root)?, &cli.store, &args),
        Command::Bisect(args) => bisect_command(&project(&cli.root)?, &cli.store, &args),
        Command::Report { selection, out, from_run: None } => report_command(&project(&cli.root)?, &cli.store, &selection, out),
        Command::Report { selection, out, from_run: Some(run) } => report_recorded(&project(&cli.root)?, &cli.store, &selection, out, &run),
        Command::Merge { stores, into, partial } => {
            if cli.store.is_some() {
                return Err(Error::Usage("edrift merge writes the store named by --into; --store is not used here".to_string()));
            }
            merge_command(&stores, &into, partial)
        }
        Command::History { limit } => {
            let project = project(&cli.root)?;
            let store = open_store(&project, &cli.store)?;
            print!("{}", report::history_table(&store.runs(limit)?));
            Ok(ExitCode::SUCCESS)
        }
        Command::Prune { keep_runs } => {
            let project = project(&cli.root)?;
            let store = open_store(&project, &cli.store)?;
            let report = store.prune(keep_runs)?;
            println!(
                "removed {} run(s) and {} cached cell(s); {} went from {} to {}",
                report.runs_removed,
                report.cells_removed,
                store.path().display(),
                human_size(report.bytes_before),
                human_size(report.bytes_after)
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::List { selection } => list_cells(&project(&cli.root)?, &selection),
        Command::Lanes { action: None } => {
            let project = project(&cli.root)?;
            print_lanes(&project);
            Ok(ExitCode::SUCCESS)
        }
        Command::Lanes { action: Some(LanesAction::Install { lanes, force }) } => install_lanes(&project(&cli.root)?, &lanes, force),
        Command::Extract { rfc, suite, check } => extract_command(&cli.root, rfc, suite, check),
    }
}

/// `edrift list`: the cells a run of the selection would have, from the snippet index (only
/// the snippets that changed are parsed; no lane is resolved: a cell is listed whatever its
/// lane's state).
fn list_cells(project: &Project, selection: &Selection) -> Result<ExitCode, Error> {
    driver::check_lanes(project, &selection.lanes)?;
    let editions = parse_editions(&selection.editions)?;
    let how = if selection.exact { discover::Match::Exact } else { discover::Match::Substring };
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
    let lanes: Vec<&str> = project
        .toolchains
        .lanes
        .iter()
        .map(|l| l.name.as_str())
        .filter(|lane| selection.lanes.is_empty() || selection.lanes.iter().any(|l| l == lane))
        .collect();
    // As a run plans them: the compile cells (none under `--migrate-only`), then the migration
    // cells (with `--migrate` or `--migrate-only`), each kept only in its `--partition` shard.
    let in_shard = |name: &String| selection.partition.is_none_or(|partition| partition.contains(name));
    let mut out = String::new();
    if !selection.migrate_only {
        for (id, outline) in &good {
            for &edition in outline.editions.iter().filter(|e| editions.is_empty() || editions.contains(e)) {
                for lane in &lanes {
                    let name = runner::cell_name(id, edition, lane);
                    if in_shard(&name) {
                        out.push_str(&name);
                        out.push('\n');
                    }
                }
            }
        }
    }
    if selection.migrate || selection.migrate_only {
        for (id, _) in good.iter().filter(|(_, outline)| outline.migrates) {
            for lane in &lanes {
                let name = runner::migration_name(id, lane);
                if in_shard(&name) {
                    out.push_str(&name);
                    out.push('\n');
                }
            }
        }
    }
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}

fn parse_editions(editions: &[String]) -> Result<Vec<Edition>, Error> {
    editions
        .iter()
        .map(|e| Edition::parse(e).ok_or_else(|| Error::Usage(format!("unknown edition `{e}`: expected 2021 or 2024"))))
        .collect()
}

fn open_store(project: &Project, explicit: &Option<PathBuf>) -> Result<Arc<Store>, Error> {
    let path = store::locate(&project.root, explicit.as_deref());
    if path != store::default_path(&project.root) {
        edrift::fsutil::require_folder_of(&path, "the results store (--store or EDRIFT_STORE)")?;
    }
    Ok(Arc::new(Store::open(&path)?))
}

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
    let session = Session::plan(project, store, &chosen, BadSnippets::Fail, mode)?;
    if let Some(partition) = selection.partition {
        eprintln!(
            "partition {partition}: {} cell(s) and {} migration cell(s) of the selection fall in this shard",
            session.plan.cells.len(),
            session.plan.migrations.len()
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
/// `EDRIFT_OFFLINE=1`).
fn provision_first(project: &Project, selection: &Selection, tools: &[edrift::provision::host::Tool]) {
    if !selection.offline && !edrift::provision::prepare::offline_from_env() {
        edrift::provision::prepare::prepare(&project.toolchains, &project.lanes_dir, &selection.lanes, tools);
    }
}

fn run_matrix(project: &Project, store: &Arc<Store>, selection: &Selection, bless: Bless, ci: &CiArgs) -> Result<ExitCode, Error> {
    let ci_format = match ci.format.as_str() {
        "human" => report::ci::Format::Human,
        "junit" => report::ci::Format::Junit,
        other => return Err(Error::Usage(format!("unknown --format `{other}`: expected `human` or `junit`"))),
    };
    provision_first(project, selection, &[edrift::provision::host::PATCHELF, edrift::provision::host::BUBBLEWRAP]);
    if let Some(junit) = &ci.junit {
        edrift::fsutil::require_folder_of(junit, "--junit")?;
    }
    let access = match bless {
        Bless::Yes => edrift::expectations::Access::Exclusive,
        Bless::No => edrift::expectations::Access::Shared,
    };
    let _lock = edrift::expectations::Lock::take(&project.root, access)?;
    let session = session(project, selection, Some(Arc::clone(store)))?;
    for notice in console::lane_notices(&session.plan.lanes) {
        if selection.lanes.is_empty() || selection.lanes.iter().any(|l| notice.starts_with(&format!("lane {l}:"))) {
            eprintln!("{notice}");
        }
    }
    let options = options(selection, bless);
    let command: Vec<String> = std::env::args().collect();
    let mut recorder = Recorder::new(&session, &command.join(" "));
    let mut outputs = report::ci::Outputs::new(project, ci_format, ci.junit.as_deref(), ci.github);
    // stdout is the XML with `--format junit`: the run reports nothing else there.
    let (summary, records) = match ci_format {
        report::ci::Format::Human => {
            let mut console = Console::new(selection.verbose);
            let records = session.run(&options, &mut [&mut console, &mut recorder, &mut outputs]);
            (console.summary(), records)
        }
        report::ci::Format::Junit => {
            let mut counter = console::Counter::default();
            let records = session.run(&options, &mut [&mut counter, &mut recorder, &mut outputs]);
            (counter.summary, records)
        }
    };
    let migrations = std::mem::take(&mut recorder.migrations);
    let run_id = recorder.finish()?;
    outputs.finish()?;
    report_cache(&session, records.len() + migrations.len(), run_id);
    if !migrations.is_empty() {
        eprint!("{}", console::migration_table(&session.plan, &migrations));
    }
    if bless == Bless::Yes {
        let report = session.bless(&records)?;
        println!("blessed: {} file(s) written, {} removed, {} unchanged", report.written.len(), report.removed.len(), report.unchanged);
        if !migrations.is_empty() {
            let report = session.bless_migrations(&migrations)?;
            println!(
                "blessed migrations: {} file(s) written, {} removed, {} unchanged",
                report.written.len(),
                report.removed.len(),
                report.unchanged
            );
        }
    }
    match ci_format {
        report::ci::Format::Human => println!("{}", console::summary_line(&summary)),
        report::ci::Format::Junit => eprintln!("{}", console::summary_line(&summary)),
    }
    Ok(if summary.failed > 0 || summary.errored > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// The line that says how much of the run the cache answered.
fn report_cache(session: &Session, cells: usize, run_id: Option<store::RunId>) {
    if let (Some(store), Some(run_id)) = (&session.store, run_id) {
        eprintln!("run {run_id}: {} of {cells} cell(s) from the cache in {}", session.cache_hits(), store.path().display());
    }
}

fn drift_command(project: &Project, store_path: &Option<PathBuf>, args: &DriftArgs) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
    let edition = args.edition.as_deref().map(|e| parse_editions(&[e.to_string()])).transpose()?.and_then(|e| e.first().copied());
    let json = match args.format.as_str() {
        "text" => false,
        "json" => true,
        other => return Err(Error::Usage(format!("unknown --format `{other}`: expected `text` or `json`"))),
    };
    let comparison = match (args.between_editions, args.lanes.as_slice()) {
        (false, [before, after]) => {
            let before = store.lane_results(&store::LaneRef::parse(before)?)?;
            let after = store.lane_results(&store::LaneRef::parse(after)?)?;
            drift::between_lanes(&before, &after, edition)
        }
        (true, [lane]) => drift::between_editions(&store.lane_results(&store::LaneRef::parse(lane)?)?),
        (false, _) => {
            return Err(Error::Usage("usage: edrift drift <before> <after> (lanes, <lane>@<run id> or <lane>@previous)".to_string()))
        }
        (true, _) => return Err(Error::Usage("usage: edrift drift <lane> --between-editions".to_string())),
    };
    let text = if json {
        serde_json::to_string_pretty(&comparison).map_err(|e| Error::Usage(e.to_string()))? + "\n"
    } else {
        let mut text = drift::render_text(&comparison, if args.all { drift::Show::All } else { drift::Show::Changed });
        if let (false, [before, after]) = (args.between_editions, args.lanes.as_slice()) {
            text.push_str(&claim_changes(project, &store, before, after, edition)?);
        }
        text
    };
    // A closed pipe (`| head`) is not an error.
    let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
    Ok(ExitCode::SUCCESS)
}

fn bisect_command(project: &Project, store_path: &Option<PathBuf>, args: &BisectArgs) -> Result<ExitCode, Error> {
    use edrift::bisect::{self, Found};
    let snippets = discover::load(&project.suites(), std::slice::from_ref(&args.snippet), discover::Match::Substring)?;
    let snippet = match snippets.as_slice() {
        [one] => one,
        [] => {
            return Err(Error::Usage(format!("no snippet matches `{}`: give its id (`suite/name`), as `edrift list` shows", args.snippet)))
        }
        many => {
            let exact: Vec<&edrift::directives::Snippet> = many.iter().filter(|s| s.id == args.snippet).collect();
            match exact.as_slice() {
                [one] => *one,
                _ => {
                    let ids: Vec<&str> = many.iter().take(8).map(|s| s.id.as_str()).collect();
                    return Err(Error::Usage(format!(
                        "`{}` matches {} snippets ({}, ...): give one id",
                        args.snippet,
                        many.len(),
                        ids.join(", ")
                    )));
                }
            }
        }
    };
    let spec = match (&args.edition, snippet.editions.as_slice()) {
        (Some(e), _) => {
            let edition = parse_editions(std::slice::from_ref(e))?[0];
            snippet
                .edition(edition)
                .ok_or_else(|| Error::Usage(format!("{} does not run under --edition {}", snippet.id, edition.year())))?
        }
        (None, [one]) => one,
        (None, _) => return Err(Error::Usage(format!("{} runs under both editions: give --edition 2021 or --edition 2024", snippet.id))),
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
                return Err(Error::Usage("a bisection bound was not probed (a harness bug)".into()));
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

/// The claims whose status changes between two lanes, with the interval every lane in the store
/// observed and the date each snippet records.
fn claim_changes(project: &Project, store: &Store, before: &str, after: &str, edition: Option<Edition>) -> Result<String, Error> {
    use edrift::interval::{self, Held};
    let mut lanes = Vec::new();
    for decl in &project.toolchains.lanes {
        // A lane without results in the store is left out of the intervals.
        let Ok(results) = store.lane_results(&store::LaneRef::Latest(decl.name.clone())) else { continue };
        let Some(identity) = results.identity else { continue };
        let cells = results.cells.into_iter().map(|c| c.result).filter(|r| edition.is_none_or(|e| r.edition == e)).collect();
        lanes.push((decl.name.clone(), identity.release, cells));
    }
    let release = |name: &str| lanes.iter().find(|(lane, _, _)| lane == name.split('@').next().unwrap_or(name)).map(|(_, r, _)| r.clone());
    let (Some(low), Some(high)) = (release(before), release(after)) else { return Ok(String::new()) };
    let (snippets, _) = discover::load_lenient(&project.suites(), &[], discover::Match::Substring)?;
    let recorded = |id: &str, edition: Edition, to: Held| {
        let spec = snippets.iter().find(|s| s.id == id)?.edition(edition)?;
        let date = match to {
            Held::Fails => spec.stale_since.as_ref().map(|d| ("stale-since", d)),
            Held::Holds => spec.holds_since.as_ref().map(|d| ("holds-since", d)),
        }?;
        Some(format!("{} {}", date.0, date.1.release))
    };
    let observed = interval::observations_by_claim(&lanes);
    let changes = interval::changes_between(&observed, &low, &high, recorded);
    let names: Vec<&str> = lanes.iter().map(|(lane, _, _)| lane.as_str()).collect();
    Ok(format!(
        "\nclaims whose status changes between {before} and {after}: {} (observed intervals over {})\n{}",
        changes.len(),
        names.join(", "),
        interval::render(&changes)
    ))
}

fn report_command(project: &Project, store_path: &Option<PathBuf>, selection: &Selection, out: Option<PathBuf>) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
    provision_first(project, selection, edrift::provision::host::ALL);
    let session = session(project, selection, Some(Arc::clone(&store)))?;
    for notice in console::lane_notices(&session.plan.lanes) {
        eprintln!("{notice}");
    }
    let command: Vec<String> = std::env::args().collect();
    let mut recorder = Recorder::new(&session, &command.join(" "));
    // Failures are in the report; the terminal gets a summary and the cells that errored.
    let mut counter = console::Counter { print_errors: true, ..console::Counter::default() };
    let records = session.run(&options(selection, Bless::No), &mut [&mut counter, &mut recorder]);
    let migrations = std::mem::take(&mut recorder.migrations);
    let run_id = recorder.finish()?;
    report_cache(&session, records.len() + migrations.len(), run_id);
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
    println!("{}", console::summary_line(&counter.summary));
    println!("report: {} file(s) in {}; open {}", written, out.display(), out.join("index.html").display());
    Ok(ExitCode::SUCCESS)
}

/// `edrift report --from-run RUN`: the dashboard of a recorded run (a merged one), running
/// nothing and provisioning nothing.
fn report_recorded(
    project: &Project,
    store_path: &Option<PathBuf>,
    selection: &Selection,
    out: Option<PathBuf>,
    run: &str,
) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
    let run = match run {
        "latest" => store.latest_run()?.ok_or_else(|| {
            Error::Usage(format!("the store {} has no run: merge shards into it, or run the matrix, first", store.path().display()))
        })?,
        id => id.parse().map_err(|_| Error::Usage(format!("--from-run `{id}`: expected `latest` or a run id (see `edrift history`)")))?,
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
    let mut counts = console::Counts::default();
    for record in &recorded.records {
        counts.count(record);
    }
    for record in &recorded.migrations {
        counts.count_migration(record);
    }
    counts.ignored = recorded.plan.cells.iter().filter(|&&c| recorded.plan.lanes[c.lane].ready().is_none()).count();
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

fn merge_command(stores: &[PathBuf], into: &std::path::Path, partial: bool) -> Result<ExitCode, Error> {
    edrift::fsutil::require_folder_of(into, "--into")?;
    let command: Vec<String> = std::env::args().collect();
    let options =
        store::MergeOptions { command: command.join(" "), partial: if partial { store::Partial::Allow } else { store::Partial::Refuse } };
    let merged = store::merge(stores, into, &options)?;
    for shard in &merged.shards {
        let partition = shard.partition.map_or("every cell".to_string(), |p| p.to_string());
        println!(
            "  {}: run {} ({partition}): {} cell(s), {} migration cell(s)",
            shard.store.display(),
            shard.run,
            shard.cells,
            shard.migrations
        );
    }
    for missing in &merged.missing {
        eprintln!("warning: no shard ran {missing} (--partial): its cells are missing");
    }
    println!(
        "merged {} shard store(s) into {} ({}) as run {}: {} cell(s), {} migration cell(s); lanes: {}",
        merged.shards.len(),
        merged.into.display(),
        if merged.created { "created" } else { "with its history" },
        merged.run,
        merged.cells,
        merged.migrations,
        merged.lanes.join(", ")
    );
    println!("its dashboard: edrift report --store {} --from-run {}", merged.into.display(), merged.run);
    Ok(ExitCode::SUCCESS)
}

fn print_lanes(project: &Project) {
    println!(
        "{:<8} {:<58} {:<17} {:<18} {:<66} {:<10} {:<22} {:>9} {:>11}  path",
        "lane", "source", "suite", "status", "identity", "editions", "tools", "size", "provisioned"
    );
    for lane in project.lanes() {
        let reference = if lane.name == project.toolchains.reference { "*" } else { "" };
        let (status, identity, editions, tools) = match &lane.status {
            LaneStatus::Ready(ready) => (
                "ready".to_string(),
                ready.identity.version_line.clone(),
                ready.capabilities.editions.iter().map(|e| e.year()).collect::<Vec<_>>().join(","),
                // The tools besides rustc that cargo-level snippets and tool stages need.
                [("cargo", &ready.cargo), ("rustdoc", &ready.rustdoc), ("rustfmt", &ready.rustfmt)]
                    .iter()
                    .filter(|(_, path)| path.is_some())
                    .map(|(name, _)| *name)
                    .collect::<Vec<_>>()
                    .join(","),
            ),
            LaneStatus::Missing { .. } => ("missing".to_string(), "-".to_string(), "-".to_string(), "-".to_string()),
            LaneStatus::IdentityMismatch { identity, .. } => {
                ("identity mismatch".to_string(), identity.version_line.clone(), "-".to_string(), "-".to_string())
            }
            LaneStatus::Broken { .. } => ("broken".to_string(), "-".to_string(), "-".to_string(), "-".to_string()),
        };
        let decl = project.toolchains.lane(&lane.name);
        let manifest = decl.and_then(|decl| edrift::lanes::manifest(decl, &project.lanes_dir));
        let suite = edrift::provision::suite_of(&lane.source, manifest.as_ref());
        let provisioned =
            manifest.as_ref().and_then(|m| m.provision_ms).map_or("-".to_string(), |ms| format!("{:.1}s", ms as f64 / 1000.0));
        let (size, path) = match &lane.location {
            Some(path) => {
                let bytes = manifest.as_ref().and_then(|m| m.bytes).unwrap_or_else(|| edrift::provision::dir_size(path));
                (human_size(bytes), path.display().to_string())
            }
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "{:<8} {:<58} {:<17} {:<18} {:<66} {:<10} {:<22} {:>9} {:>11}  {path}",
            format!("{}{reference}", lane.name),
            lane.source.to_string(),
            suite,
            status,
            identity,
            editions,
            tools,
            size,
            provisioned
        );
    }
    println!("(* the reference lane; provisioned: how long `edrift lanes install` took)");
    for notice in console::lane_notices(&project.lanes()) {
        println!("{notice}");
    }
}

fn human_size(bytes: u64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    format!("{:.0} MiB", bytes as f64 / MIB)
}

fn install_lanes(project: &Project, names: &[String], force: bool) -> Result<ExitCode, Error> {
    let force = if force { edrift::provision::Force::Yes } else { edrift::provision::Force::No };
    let mut failed = 0;
    for decl in &project.toolchains.lanes {
        if !names.is_empty() && !names.contains(&decl.name) {
            continue;
        }
        match edrift::provision::install(decl, &project.lanes_dir, force) {
            Ok(report) => println!("{}", edrift::provision::prepare::line(&report)),
            Err(e) => {
                failed += 1;
                eprintln!("lane {}: {e}", decl.name);
            }
        }
    }
    Ok(if failed > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn extract_command(root: &Option<PathBuf>, rfc: Option<PathBuf>, suite: Option<PathBuf>, check: bool) -> Result<ExitCode, Error> {
    match (rfc, suite, check) {
        (Some(rfc), Some(suite), false) => {
            let report = extract::extract(&rfc, &suite)?;
            println!("{} skeleton(s) written, {} block(s) already covered, {} skipped", report.written.len(), report.kept, report.skipped);
            Ok(ExitCode::SUCCESS)
        }
        (Some(rfc), Some(suite), true) => print_problems(&[(rfc, suite)]),
        (None, None, true) => {
            let project = project(root)?;
            let pairs = extract::suite_sources(&project.suites(), &project.shared())?;
            print_problems(&pairs)
        }
        _ => Err(Error::Usage("usage: edrift extract <rfc.md> --suite suites/<name> [--check], or edrift extract --check".to_string())),
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
