//! `edrift ui --manifest-path <crate>/Cargo.toml`: a crate's UI tests on each of its lanes. It
//! touches the crate's files only on `--bless`; builds and the results cache live outside it.
//! Prints lane notes once, each failure with its diff, what bless wrote, and the closing line.

use std::process::ExitCode;
use std::time::Duration;

use edrift::Error;
use edrift::config::Config;
use edrift::runner::Bless;
use edrift::ui::report::{self, BlessHint};
use edrift::ui::{self as front, CrateManifest, Options, Summary, Verdict};
use edrift::verdict::CellResult;

use super::args::UiArgs;

/// Runs `edrift ui`.
pub fn ui_command(args: &UiArgs, config: &Config) -> Result<ExitCode, Error> {
    if args.no_sandbox {
        edrift::invoke::sandbox::disable();
    }
    let krate = CrateManifest::read(&args.manifest_path)?;
    let state = match &args.state {
        Some(state) => state.clone(),
        None => default_state(&krate),
    };
    let options = Options {
        compile_fail: args.compile_fail.clone(),
        pass: args.pass.clone(),
        lanes: if args.drift.is_empty() { args.lanes.clone() } else { args.drift.clone() },
        bless: if args.bless { Bless::Yes } else { config.bless },
        state,
        jobs: args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
        timeout: Duration::from_secs(args.timeout),
        build_timeout: Duration::from_secs(3600),
    };
    let tests = front::discover(&krate, &options)?;
    if !(args.offline || config.offline) {
        provision_missing(&krate, &options)?;
    }
    let run = front::run(&krate, &tests, &options, &|_, _| true)?;
    for note in &run.notes {
        println!("lane `{}`: {}", note.lane, note.message);
    }
    let hint = BlessHint::Command(args.manifest_path.display().to_string());
    for result in &run.results {
        let name = report::trial_name(result);
        match &result.verdict {
            Verdict::Pass if args.verbose => println!("ok      {name}{}", if result.cached { " (cached)" } else { "" }),
            Verdict::Pass => {}
            Verdict::Fail(_) => println!("FAILED  {name}\n{}", indent(&report::failure(result, &hint))),
            Verdict::Unsupported(_) if args.verbose => println!("unsupp. {name}"),
            Verdict::Ignored(_) if args.verbose => println!("ignored {name}"),
            Verdict::Unsupported(_) | Verdict::Ignored(_) => {}
        }
        for written in &result.blessed {
            println!("bless   {name}: {written}");
        }
    }
    if let [before, after] = args.drift.as_slice() {
        print!("{}", drift(&krate, &run.results, before, after));
    }
    let summary = Summary::of(&run.results);
    println!("{summary}");
    Ok(if summary.failed == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// Provisions the crate's lanes that are not installed, as `edrift run` does; a lane that cannot
/// be provisioned here is said and then ignored by the run.
fn provision_missing(krate: &CrateManifest, options: &Options) -> Result<(), Error> {
    let lanes_dir = edrift::lanes::lanes_dir();
    for (name, decl) in edrift::ui::lanes::declarations(krate, &options.lanes, &options.state)? {
        if edrift::lanes::is_present(&decl, &lanes_dir) {
            continue;
        }
        match edrift::provision::install(&decl, &lanes_dir, edrift::provision::Force::No) {
            Ok(report) => println!("lane `{name}`: {}", edrift::provision::prepare::line(&report)),
            Err(e) => println!("lane `{name}`: not provisioned: {e}"),
        }
    }
    Ok(())
}

/// `~/.cache/edition-drift/ui/<crate>-<hash of its folder>`: beside the lanes, outside the crate.
fn default_state(krate: &CrateManifest) -> std::path::PathBuf {
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(krate.dir.display().to_string().as_bytes());
    let short: String = digest.iter().take(6).map(|b| format!("{b:02x}")).collect();
    let lanes = edrift::fsutil::lanes_dir();
    lanes.parent().unwrap_or(&lanes).join("ui").join(format!("{}-{short}", krate.name))
}

/// The drift of each test from lane `before` to lane `after` (the `drift` stage's table on the
/// cells' typed diagnostics), the changed ones listed, then the counts by category.
fn drift(krate: &CrateManifest, results: &[edrift::ui::UiResult], before: &str, after: &str) -> String {
    use edrift::drift::{Category, KnownLints, classify};
    let edition = edrift::model::Edition::ALL.into_iter().find(|e| e.year() == krate.edition).unwrap_or(edrift::model::Edition::E2015);
    let cells: Vec<(String, String, CellResult)> =
        results.iter().map(|r| (r.test.name.clone(), r.lane.clone(), cell(r, edition))).collect();
    let side = |lane: &str| KnownLints::of(cells.iter().filter(|(_, l, _)| l == lane).map(|(_, _, c)| c));
    let known = side(before);
    let mut counts: std::collections::BTreeMap<Category, usize> = std::collections::BTreeMap::new();
    let mut text = format!("drift of the crate's UI tests, {before} -> {after}:\n");
    for (test, lane, a) in &cells {
        if lane != before {
            continue;
        }
        let Some((_, _, b)) = cells.iter().find(|(t, l, _)| t == test && l == after) else { continue };
        let classified = classify(a, b, &known);
        *counts.entry(classified.category).or_default() += 1;
        if classified.category != Category::Unchanged {
            text.push_str(&format!("  {test}: {}: {}\n", classified.category.name(), classified.detail));
        }
    }
    let line: Vec<String> = counts.iter().map(|(category, n)| format!("{n} {}", category.name())).collect();
    text.push_str(&format!("  by category: {}\n", line.join(", ")));
    text
}

/// A UI cell as the `drift` stage reads cells.
fn cell(result: &edrift::ui::UiResult, edition: edrift::model::Edition) -> CellResult {
    use edrift::ui::compile::Compile;
    use edrift::verdict::{Outcome, RunEnd};
    let (outcome, diagnostics, stderr, stdout, run) = match &result.output {
        None => (Outcome::Unsupported, Vec::new(), String::new(), None, None),
        Some(output) => {
            let outcome = match (output.compile, &output.program) {
                (Compile::Compiled, _) => Outcome::Accepted,
                (Compile::Rejected, _) => Outcome::Rejected,
                (Compile::TimedOut, _) => Outcome::Timeout,
                (Compile::Crashed, _) => Outcome::Ice,
            };
            let run = output.program.as_ref().map(|p| if p.success { RunEnd::Code(0) } else { RunEnd::Code(1) });
            (outcome, output.diagnostics.clone(), output.stderr.clone(), output.program.as_ref().map(|p| p.stdout.clone()), run)
        }
    };
    CellResult {
        snippet: result.test.name.clone(),
        edition,
        lane: result.lane.clone(),
        outcome,
        unsupported: None,
        run,
        diagnostics,
        stderr,
        stdout,
        streams: Vec::new(),
        claim: edrift::verdict::ClaimCheck { failures: Vec::new() },
        command: Vec::new(),
        duration: std::time::Duration::ZERO,
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}
