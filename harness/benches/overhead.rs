//! Benchmark: the harness's wall time over the whole suite against the floor, the same rustc
//! commands run bare (std::process::Command, no parsing, no normalization, no expectations) at
//! the same parallelism. Both are measured side by side in one run, floor / harness / floor, so
//! the ratio holds on a noisy machine. Goal: the harness adds at most 10% over the floor.
//!
//! `cargo bench -p edrift --bench overhead [-- FILTER...]` (EDRIFT_BENCH_JOBS sets parallelism).
//! Only snippets run by rustc alone count: cargo packages and the rustdoc and rustfmt stages have
//! no bare-rustc floor.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use edrift::discover;
use edrift::project::Project;
use edrift::runner::{self, Bless, Event, Options, Plan};

struct Job {
    program: String,
    args: Vec<String>,
    old_temp: String,
    library_path: Vec<PathBuf>,
    runs_binary: bool,
}

fn main() {
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let jobs: usize = std::env::var("EDRIFT_BENCH_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(2);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let project = Project::open(&root).expect("open the project");
    let snippets = discover::load(&project.suites(), &filters, discover::Match::Substring).expect("load snippets");
    // The floor is bare rustc: compare on the snippets whose every cell is rustc alone (not
    // cargo packages, not the rustdoc and rustfmt stages, which run other tools).
    let all = snippets.len();
    let snippets: Vec<_> = snippets
        .into_iter()
        .filter(|s| s.kind == edrift::model::SnippetKind::File && s.editions.iter().all(|e| e.stage.tool().is_none()))
        .collect();
    println!("snippets: {} of {all} (rustc-only stages)", snippets.len());

    let harness_run = || {
        let start = Instant::now();
        let lanes = project.lanes();
        let plan = Plan::new(snippets.clone(), lanes, &[], &[], edrift::runner::Migrate::No);
        let options = Options { jobs, timeout: runner::DEFAULT_TIMEOUT, bless: Bless::No };
        let mut collected = Vec::new();
        runner::run(&plan, &project.expectations(), &options, &runner::Fresh, |event| {
            if let Event::Finished { record, cell } = event {
                let result = record.result;
                let lane = plan.lanes[cell.lane].ready().expect("ran on a ready lane");
                if !result.command.is_empty() {
                    let old_temp = result.command.iter().find_map(|a| a.strip_prefix("--out-dir=").map(str::to_string)).or_else(|| {
                        let i = result.command.iter().position(|a| a == "-o")?;
                        Path::new(&result.command[i + 1]).parent().map(|p| p.display().to_string())
                    });
                    collected.push(Job {
                        program: result.command[0].clone(),
                        args: result.command[1..].to_vec(),
                        old_temp: old_temp.unwrap_or_default(),
                        library_path: lane.library_path.clone(),
                        runs_binary: result.run.is_some(),
                    });
                }
            }
        });
        (start.elapsed(), collected)
    };

    // Warm the file cache and collect the commands.
    let (_, commands) = harness_run();
    let commands = Arc::new(commands);
    let floor1 = floor(&commands, jobs);
    let (harness, _) = harness_run();
    let floor2 = floor(&commands, jobs);
    let floor = floor1.min(floor2);
    println!("cells compiled: {}", commands.len());
    println!("floor (bare rustc, {jobs} parallel): {:.2}s and {:.2}s", floor1.as_secs_f64(), floor2.as_secs_f64());
    println!("harness (edrift, {jobs} jobs):        {:.2}s", harness.as_secs_f64());
    println!("overhead ratio harness/floor:       {:.3} (goal <= 1.10)", harness.as_secs_f64() / floor.as_secs_f64());
}

/// Runs the same commands bare, `jobs` at a time, each with a fresh output folder.
fn floor(commands: &Arc<Vec<Job>>, jobs: usize) -> Duration {
    let next = Arc::new(Mutex::new(0usize));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let next = Arc::clone(&next);
            let commands = Arc::clone(commands);
            scope.spawn(move || loop {
                let i = {
                    let mut n = next.lock().expect("lock");
                    *n += 1;
                    *n - 1
                };
                let Some(job) = commands.get(i) else { break };
                let temp = tempfile::tempdir().expect("temp dir");
                let temp_text = temp.path().display().to_string();
                let args: Vec<String> = job.args.iter().map(|a| a.replace(&job.old_temp, &temp_text)).collect();
                let mut command = Command::new(&job.program);
                command.args(&args).current_dir(temp.path()).stdout(Stdio::piped()).stderr(Stdio::piped());
                if !job.library_path.is_empty() {
                    command.env("LD_LIBRARY_PATH", std::env::join_paths(&job.library_path).expect("paths"));
                }
                let status = command.output().expect("run rustc");
                if job.runs_binary && status.status.success() {
                    if let Some(i) = args.iter().position(|a| a == "-o") {
                        let _ = Command::new(&args[i + 1]).output();
                    }
                }
            });
        }
    });
    start.elapsed()
}
