//! The `edrift` command line: wires the stages together.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use edrift::console::{self, Console};
use edrift::directives::Edition;
use edrift::lanes::LaneStatus;
use edrift::project::Project;
use edrift::runner::{self, Bless, Options, Plan};
use edrift::{discover, extract, Error};

#[derive(Parser)]
#[command(name = "edrift", version, about = "Rust 2024 edition conformance and drift")]
struct Cli {
    /// The project folder (default: found from the current folder upwards).
    #[arg(long, global = true)]
    root: Option<PathBuf>,
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
    /// Per-process timeout in seconds.
    #[arg(long, default_value_t = runner::DEFAULT_TIMEOUT.as_secs())]
    timeout: u64,
    /// Filters match whole snippet ids (`suite/name`), not substrings.
    #[arg(long)]
    exact: bool,
    /// Print every cell, not only failures.
    #[arg(long, short)]
    verbose: bool,
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
        Command::Run { selection, bless } => {
            let bless = if bless || std::env::var_os("BLESS").is_some_and(|v| v == "1") { Bless::Yes } else { Bless::No };
            run_matrix(&project(&cli.root)?, &selection, bless)
        }
        Command::Bless { selection } => run_matrix(&project(&cli.root)?, &selection, Bless::Yes),
        Command::List { selection } => {
            let project = project(&cli.root)?;
            let plan = plan(&project, &selection)?;
            for cell in &plan.cells {
                println!("{}", plan.name(*cell));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Lanes { action: None } => {
            let project = project(&cli.root)?;
            print_lanes(&project);
            Ok(ExitCode::SUCCESS)
        }
        Command::Lanes { action: Some(LanesAction::Install { lanes, force }) } => install_lanes(&project(&cli.root)?, &lanes, force),
        Command::Extract { rfc, suite, check } => extract_command(&cli.root, rfc, suite, check),
    }
}

fn parse_editions(editions: &[String]) -> Result<Vec<Edition>, Error> {
    editions
        .iter()
        .map(|e| Edition::parse(e).ok_or_else(|| Error::Usage(format!("unknown edition `{e}`: expected 2021 or 2024"))))
        .collect()
}

fn plan(project: &Project, selection: &Selection) -> Result<Plan, Error> {
    for lane in &selection.lanes {
        if project.toolchains.lane(lane).is_none() {
            let names: Vec<&str> = project.toolchains.lanes.iter().map(|l| l.name.as_str()).collect();
            return Err(Error::Usage(format!("unknown lane `{lane}`: toolchains.toml declares {}", names.join(", "))));
        }
    }
    let editions = parse_editions(&selection.editions)?;
    let how = if selection.exact { discover::Match::Exact } else { discover::Match::Substring };
    let snippets = discover::load(&project.suites(), &selection.filters, how)?;
    let lanes = project.lanes();
    Ok(Plan::new(snippets, lanes, &editions, &selection.lanes))
}

fn run_matrix(project: &Project, selection: &Selection, bless: Bless) -> Result<ExitCode, Error> {
    let plan = plan(project, selection)?;
    for notice in console::lane_notices(&plan.lanes) {
        if selection.lanes.is_empty() || selection.lanes.iter().any(|l| notice.starts_with(&format!("lane {l}:"))) {
            eprintln!("{notice}");
        }
    }
    let ignored = plan.cells.iter().filter(|c| plan.lanes[c.lane].ready().is_none()).count();
    let store = project.expectations();
    let options = Options {
        jobs: selection.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get())),
        timeout: Duration::from_secs(selection.timeout),
        bless,
    };
    let mut console = Console::new(plan.cells.len() - ignored, selection.verbose);
    runner::run(&plan, &store, &options, &runner::Fresh, |event| console.event(&plan, event));
    let (summary, results) = console.finish(ignored);
    if bless == Bless::Yes {
        let cells: Vec<_> = results.iter().map(|(r, _)| r.clone()).collect();
        let report = store.bless(&cells)?;
        println!(
            "blessed: {} file(s) written, {} removed, {} unchanged",
            report.written.len(),
            report.removed.len(),
            report.unchanged
        );
    }
    println!("{}", console::summary_line(&summary));
    Ok(if summary.failed > 0 || summary.errored > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

fn print_lanes(project: &Project) {
    println!("{:<8} {:<44} {:<18} {:<44} {:<10} {:>9}  path", "lane", "source", "status", "identity", "editions", "size");
    for lane in project.lanes() {
        let reference = if lane.name == project.toolchains.reference { "*" } else { "" };
        let (status, identity, editions) = match &lane.status {
            LaneStatus::Ready(ready) => (
                "ready".to_string(),
                ready.identity.version_line.clone(),
                ready.capabilities.editions.iter().map(|e| e.year()).collect::<Vec<_>>().join(","),
            ),
            LaneStatus::Missing { .. } => ("missing".to_string(), "-".to_string(), "-".to_string()),
            LaneStatus::IdentityMismatch { identity, .. } => ("identity mismatch".to_string(), identity.version_line.clone(), "-".to_string()),
            LaneStatus::Broken { .. } => ("broken".to_string(), "-".to_string(), "-".to_string()),
        };
        let (size, path) = match &lane.location {
            Some(path) => (human_size(edrift::provision::dir_size(path)), path.display().to_string()),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "{:<8} {:<44} {:<18} {:<44} {:<10} {:>9}  {path}",
            format!("{}{reference}", lane.name),
            lane.source.to_string(),
            status,
            identity,
            editions,
            size
        );
    }
    println!("(* the reference lane)");
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
            Ok(report) => println!("lane {}: {:?} in {:.1}s at {}", decl.name, report.action, report.duration.as_secs_f64(), report.path.display()),
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
