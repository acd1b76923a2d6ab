//! Benchmark of what the harness adds to the compiles it runs, in two parts; each measures its
//! variants side by side in one run, alternating their order, so the ratio holds on a noisy
//! machine.
//!
//! - `floor`: the harness's wall time over the rustc-only snippets against the floor, the same
//!   rustc commands run bare (std::process::Command, no parsing, no normalization, no
//!   expectations) at the same parallelism, in `EDRIFT_BENCH_ROUNDS` rounds (default 2) of four
//!   variants, their order reversed every other round: the floor, the harness sandboxed with its
//!   namespaces made once per worker and entered by each process (the default as root,
//!   `sandbox::Sharing::PerWorker`), sandboxed with a bubblewrap and a `setpriv` per process (as
//!   before), and unsandboxed (`--no-sandbox`). Goals: the harness adds at most 10% over the
//!   floor, the sandbox at most 5% over the unsandboxed harness. Cargo
//!   packages and the rustdoc and rustfmt stages have no bare-rustc floor.
//! - `packages`: the package cells with their lane's shared cargo state (`invoke::CargoSharing`)
//!   and without it, `EDRIFT_BENCH_ROUNDS` rounds (default 3) each way. A run with sharing starts
//!   without the lanes' memos (`target/edrift/cargo-memo/`), so it pays for making them, as the
//!   first cold matrix on a machine does.
//!
//! `cargo bench -p edrift --bench overhead [-- FILTER...]` (both parts on the snippets FILTER
//! selects; `EDRIFT_BENCH_PART=floor` or `packages` runs one, `EDRIFT_BENCH_JOBS` sets the
//! parallelism, `EDRIFT_BENCH_LANES=1.63,1.96` narrows the lanes).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use edrift::discover;
use edrift::invoke::CargoSharing;
use edrift::invoke::sandbox::Sharing;
use edrift::model::Snippet;
use edrift::model::SnippetKind;
use edrift::project::Project;
use edrift::runner::{self, Bless, Event, Options, Plan};
use edrift::verdict::Outcome;
use edrift::verdict::Record;

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
    let part = std::env::var("EDRIFT_BENCH_PART").unwrap_or_default();
    let lanes: Vec<String> =
        std::env::var("EDRIFT_BENCH_LANES").unwrap_or_default().split(',').filter(|l| !l.is_empty()).map(String::from).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let project = Project::open(&root).expect("open the project");
    let snippets = discover::load(&project.suites(), &filters, discover::Match::Substring).expect("load snippets");
    if part.is_empty() || part == "floor" {
        floor_part(&project, &snippets, &lanes, jobs);
    }
    if part.is_empty() || part == "packages" {
        packages_part(&project, &snippets, &lanes, jobs);
    }
}

/// The harness against bare rustc on the rustc-only snippets.
fn floor_part(project: &Project, snippets: &[Snippet], lane_names: &[String], jobs: usize) {
    // The floor is bare rustc: compare on the snippets whose every cell is rustc alone (not
    // cargo packages, not the rustdoc and rustfmt stages, which run other tools).
    let all = snippets.len();
    let snippets: Vec<_> =
        snippets.iter().filter(|s| s.kind == SnippetKind::File && s.editions.iter().all(|e| e.stage.tool().is_none())).cloned().collect();
    println!("floor: snippets: {} of {all} (rustc-only stages)", snippets.len());
    if snippets.is_empty() {
        return;
    }

    let harness_run = |variant: Variant| {
        match variant {
            Variant::Floor => unreachable!("the floor runs no harness"),
            Variant::Sandboxed(sharing) => {
                edrift::invoke::sandbox::enable();
                edrift::invoke::sandbox::set_sharing(sharing);
            }
            Variant::Unsandboxed => edrift::invoke::sandbox::disable(),
        }
        let start = Instant::now();
        let lanes = project.lanes();
        let plan = Plan::new(snippets.clone(), lanes, &[], lane_names, edrift::runner::Migrate::No);
        let options = Options { jobs, timeout: runner::DEFAULT_TIMEOUT, bless: Bless::No };
        let mut collected = Vec::new();
        let mut collect = |plan: &Plan, event: &Event| {
            if let Event::CellFinished { record, cell, .. } = event
                && let Record::Compile(record) = &**record
            {
                let result = &record.result;
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
            Ok(())
        };
        runner::run(&plan, &plan.cells, &project.expectations(), &options, &runner::Fresh, &mut [&mut collect]).unwrap();
        (start.elapsed(), collected)
    };

    // Warm the file cache and collect the commands.
    let (_, commands) = harness_run(Variant::Sandboxed(Sharing::PerWorker));
    let commands = Arc::new(commands);
    let rounds: usize = std::env::var("EDRIFT_BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(2);
    let mut variants = Variant::ALL;
    let mut times: Vec<(Variant, Vec<Duration>)> = Variant::ALL.iter().map(|v| (*v, Vec::new())).collect();
    for _ in 0..rounds {
        for variant in variants {
            let elapsed = match variant {
                Variant::Floor => floor(&commands, jobs),
                Variant::Sandboxed(_) | Variant::Unsandboxed => harness_run(variant).0,
            };
            times.iter_mut().find(|(v, _)| *v == variant).expect("a variant").1.push(elapsed);
        }
        variants.reverse();
    }
    edrift::invoke::sandbox::enable();
    edrift::invoke::sandbox::set_sharing(Sharing::PerWorker);
    let total = |variant: Variant| times.iter().find(|(v, _)| *v == variant).map_or(0.0, |(_, t)| t.iter().sum::<Duration>().as_secs_f64());
    println!("cells compiled: {} ({jobs} jobs, {rounds} rounds of each variant)", commands.len());
    for (variant, runs) in &times {
        let runs: Vec<String> = runs.iter().map(|t| format!("{:.2}s", t.as_secs_f64())).collect();
        println!("{:<46} {}  ratio to the floor {:.3}", variant.name(), runs.join(" "), total(*variant) / total(Variant::Floor));
    }
    let (worker, process, off) =
        (total(Variant::Sandboxed(Sharing::PerWorker)), total(Variant::Sandboxed(Sharing::PerProcess)), total(Variant::Unsandboxed));
    println!("overhead ratio harness/floor:       {:.3} (goal <= 1.10)", worker / total(Variant::Floor));
    println!(
        "sandbox ratio sandboxed/unsandboxed: {:.3} made per worker (goal <= 1.05), {:.3} a bubblewrap per process",
        worker / off,
        process / off
    );
}

/// What a round of the floor part runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Variant {
    Floor,
    Sandboxed(Sharing),
    Unsandboxed,
}

impl Variant {
    const ALL: [Variant; 4] =
        [Variant::Floor, Variant::Sandboxed(Sharing::PerWorker), Variant::Sandboxed(Sharing::PerProcess), Variant::Unsandboxed];

    fn name(self) -> &'static str {
        match self {
            Variant::Floor => "floor (bare rustc)",
            Variant::Sandboxed(Sharing::PerWorker) => "harness sandboxed, made per worker",
            Variant::Sandboxed(Sharing::PerProcess) => "harness sandboxed, a bubblewrap per process",
            Variant::Unsandboxed => "harness unsandboxed (--no-sandbox)",
        }
    }
}

/// The package cells with and without their lane's shared cargo state.
fn packages_part(project: &Project, snippets: &[Snippet], lane_names: &[String], jobs: usize) {
    let snippets: Vec<Snippet> = snippets.iter().filter(|s| s.kind == SnippetKind::Package).cloned().collect();
    println!("packages: snippets: {}", snippets.len());
    if snippets.is_empty() {
        return;
    }
    let rounds: usize = std::env::var("EDRIFT_BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(3);
    let memo = project.root.join("target/edrift/cargo-memo");
    let lanes = project.lanes();
    let plan = Plan::new(snippets, lanes, &[], lane_names, edrift::runner::Migrate::No);
    let options = Options { jobs, timeout: runner::DEFAULT_TIMEOUT, bless: Bless::No };
    let expectations = project.expectations();
    let run = |sharing: CargoSharing| {
        if sharing == CargoSharing::PerLane {
            // Made again by the run, as on a machine's first cold matrix.
            let _ = std::fs::remove_dir_all(&memo);
        }
        edrift::invoke::set_cargo_sharing(sharing);
        let (mut compiled, mut verdicts) = (0, Vec::new());
        let start = Instant::now();
        let mut count = |plan: &Plan, event: &Event| {
            match event {
                Event::CellFinished { record, cell, .. } => {
                    if let Record::Compile(record) = &**record {
                        compiled += usize::from(record.result.outcome != Outcome::Unsupported);
                    }
                    verdicts.push((plan.name(*cell), record.kind().name()));
                }
                Event::CellErrored { error, .. } => panic!("{error}"),
                _ => {}
            }
            Ok(())
        };
        runner::run(&plan, &plan.cells, &expectations, &options, &runner::Fresh, &mut [&mut count]).unwrap();
        let elapsed = start.elapsed();
        edrift::invoke::set_cargo_sharing(CargoSharing::PerLane);
        verdicts.sort();
        (elapsed, compiled, verdicts)
    };
    // Warm the file cache (and check both ways give the same verdicts).
    let (_, compiled, shared_verdicts) = run(CargoSharing::PerLane);
    let (_, _, fresh_verdicts) = run(CargoSharing::Off);
    assert_eq!(shared_verdicts, fresh_verdicts, "sharing the lanes' cargo state changed a verdict");
    let (mut shared, mut fresh) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let order = if round % 2 == 0 { [CargoSharing::Off, CargoSharing::PerLane] } else { [CargoSharing::PerLane, CargoSharing::Off] };
        for sharing in order {
            let (elapsed, _, _) = run(sharing);
            match sharing {
                CargoSharing::PerLane => shared.push(elapsed),
                CargoSharing::Off => fresh.push(elapsed),
            }
        }
    }
    let seconds = |times: &[Duration]| times.iter().map(|t| format!("{:.2}s", t.as_secs_f64())).collect::<Vec<_>>().join(" ");
    let total = |times: &[Duration]| times.iter().sum::<Duration>().as_secs_f64();
    let per_cell = |times: &[Duration]| 1000.0 * total(times) / (times.len() * compiled.max(1)) as f64;
    println!("package cells compiled: {compiled} of {} ({jobs} jobs, {rounds} rounds each way)", plan.cells.len());
    println!("without sharing: {} ({:.0} ms a cell)", seconds(&fresh), per_cell(&fresh));
    println!("with sharing:    {} ({:.0} ms a cell, memos made in each run)", seconds(&shared), per_cell(&shared));
    println!("ratio without/with sharing: {:.3}", total(&fresh) / total(&shared));
}

/// Runs the same commands bare, `jobs` at a time, each with a fresh output folder.
fn floor(commands: &Arc<Vec<Job>>, jobs: usize) -> Duration {
    let next = Arc::new(Mutex::new(0usize));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let next = Arc::clone(&next);
            let commands = Arc::clone(commands);
            scope.spawn(move || {
                loop {
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
                    if job.runs_binary
                        && status.status.success()
                        && let Some(i) = args.iter().position(|a| a == "-o")
                    {
                        let _ = Command::new(&args[i + 1]).output();
                    }
                }
            });
        }
    });
    start.elapsed()
}
