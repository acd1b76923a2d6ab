//! `edrift ui --manifest-path <crate>/Cargo.toml`: a crate's UI tests on each of its lanes. It
//! touches the crate's files only on `--bless`; builds and the results cache live outside it.
//! Prints lane notes once, each failure with its diff, what bless wrote, and the closing line.
//! Records the run in the results store (`--store`, else `$EDRIFT_STORE`, else
//! `results.sqlite` in the crate's state folder), where `edrift drift` and `edrift history` read
//! it; `--drift A B` prints the drift of the store's latest cells of the two lanes.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use edrift::Error;
use edrift::config::Config;
use edrift::drift;
use edrift::runner::Bless;
use edrift::store::{LaneRef, Store};
use edrift::ui::report::{self, BlessHint};
use edrift::ui::{self as front, Conclusion, CrateManifest, Options, record};
use edrift::verdict::VerdictKind;

use super::args::UiArgs;

/// Runs `edrift ui`; `store` is `--store` (else `$EDRIFT_STORE`).
pub fn ui_command(args: &UiArgs, config: &Config, store: Option<PathBuf>) -> Result<ExitCode, Error> {
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
        allowed_paths: args.allow_path_dependency.clone(),
        features: edrift::ui::Features {
            named: args.features.iter().flat_map(|f| f.split([',', ' '])).filter(|f| !f.is_empty()).map(str::to_string).collect(),
            all: args.all_features,
            no_default: args.no_default_features,
        },
        cfgs: args.cfgs.clone(),
        ignored: match (args.include_ignored, args.ignored) {
            (_, true) => edrift::ui::Ignored::Only,
            (true, false) => edrift::ui::Ignored::Include,
            (false, false) => edrift::ui::Ignored::Skip,
        },
    };
    // Before anything is provisioned or built: a path dependency outside the workspace.
    krate.outside_paths(&options.allowed_paths)?;
    // A store named on the command line must not make folders appear; the default one is made
    // with the state folder.
    if let Some(explicit) = &store {
        edrift::fsutil::require_folder_of(explicit, "the results store (--store or EDRIFT_STORE)")?;
    }
    let store_path = store.unwrap_or_else(|| record::default_store(&options.state));
    let selection = front::discover(&krate, &options)?;
    if args.adopt_toolchain_files {
        let steps = edrift::ui::adopt::plan(&krate, &selection.tests)?;
        for line in edrift::ui::adopt::apply(&krate, &steps)? {
            println!("{line}");
        }
        println!(
            "{} per-toolchain file(s) adopted as lane deltas; the crate's own renaming of them before trybuild runs can go",
            steps.len()
        );
        return Ok(ExitCode::SUCCESS);
    }
    if !(args.offline || config.offline) {
        provision_missing(&krate, &options)?;
    }
    let run = front::run(&krate, &selection, &options, &|_, _| true)?;
    for note in &run.notes {
        println!("lane `{}`: {}", note.lane, note.message);
    }
    let hint = BlessHint::Command(args.manifest_path.display().to_string());
    for cell in &run.cells {
        let name = report::trial_name(cell);
        let cached = if cell.cached { " (cached)" } else { "" };
        match cell.kind() {
            Some(VerdictKind::Pass | VerdictKind::Stale) if args.verbose => println!("ok      {name}{cached}"),
            Some(VerdictKind::Fail) => println!("FAILED  {name}{cached}\n{}", indent(&report::failure(cell, &hint))),
            Some(VerdictKind::NotApplicable) if args.verbose => println!("unsupp. {name}"),
            None if args.verbose => match &cell.judged {
                front::Judged::Skipped(why) => println!("ignored {name} ({why})"),
                front::Judged::Record(_) => println!("ignored {name}"),
            },
            Some(VerdictKind::Pass | VerdictKind::Stale | VerdictKind::NotApplicable) | None => {}
        }
        for written in &cell.blessed {
            println!("bless   {name}: {written}");
        }
    }
    let store = Store::open(&store_path)?;
    let command: Vec<String> = std::env::args().collect();
    let run_id = record::record(&store, &krate, &run, &command.join(" "), &options.lanes)?;
    if let [before, after] = args.drift.as_slice() {
        let before = store.lane_results(&LaneRef::Latest(before.clone()))?;
        let after = store.lane_results(&LaneRef::Latest(after.clone()))?;
        let comparison = drift::between_lanes(&before, &after, None);
        print!("{}", drift::render_text(&comparison, drift::Show::Changed));
    }
    if let Some(out) = &args.report {
        let project = edrift::ui::dashboard::project(&krate, &run);
        let document = edrift::report::Document::build(&edrift::report::Inputs {
            project: &project,
            plan: &run.plan,
            records: &run.records(),
            run_id: Some(run_id),
            history: edrift::report::history::points(&store, edrift::report::history::RUNS)?,
            migrations: &[],
        });
        let written = edrift::report::write(&document, out)?;
        println!("report: {} file(s) in {}; open {}", written, out.display(), out.join("index.html").display());
    }
    println!("run {run_id} recorded in {}", store.path().display());
    println!("{}", report::summary(&run.counts));
    Ok(match Conclusion::of(&run.counts) {
        Conclusion::Passed => ExitCode::SUCCESS,
        Conclusion::Failed => ExitCode::from(1),
        Conclusion::NothingRan => {
            eprintln!("error: {}", report::nothing_ran(&run.counts, &run.gated()));
            ExitCode::from(1)
        }
    })
}

/// Provisions the crate's lanes that are not installed, as `edrift run` does; a lane that cannot
/// be provisioned here is said and then ignored by the run.
fn provision_missing(krate: &CrateManifest, options: &Options) -> Result<(), Error> {
    let lanes_dir = edrift::lanes::lanes_dir();
    let mut wanted = edrift::ui::lanes::declarations(krate, &options.lanes, &options.state)?;
    wanted.retain(|(_, decl)| !edrift::lanes::is_present(decl, &lanes_dir));
    edrift::provision::prepare::host_tools(&wanted.iter().map(|(_, decl)| decl).collect::<Vec<_>>(), &[]);
    for (name, decl) in wanted {
        match edrift::provision::install(&decl, &lanes_dir, edrift::provision::Force::No) {
            Ok(report) => println!("lane `{name}`: {}", edrift::provision::prepare::line(&report)),
            Err(e) => println!("lane `{name}`: not provisioned: {e}"),
        }
    }
    Ok(())
}

/// `~/.cache/edition-drift/ui/<crate>-<hash of its folder>`: beside the lanes, outside the crate.
fn default_state(krate: &CrateManifest) -> std::path::PathBuf {
    let digest = edrift::model::sha256_hex(krate.dir.display().to_string().as_bytes());
    let short = &digest[..12];
    let lanes = edrift::fsutil::lanes_dir();
    lanes.parent().unwrap_or(&lanes).join("ui").join(format!("{}-{short}", krate.name))
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}
