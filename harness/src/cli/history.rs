//! `edrift history`, `edrift prune`, `edrift drift` and `edrift merge`: the commands that read
//! or rewrite the results store's history and compile nothing.

use std::path::PathBuf;
use std::process::ExitCode;

use edrift::error::Argument;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::store::{self, Store};
use edrift::{Error, discover, drift, report};

use super::args::DriftArgs;
use super::{human_size, open_store, parse_editions};

/// `edrift drift`: the drift between two lanes' results in the store (or between the two
/// editions on one lane), and with two lanes and a project the claims whose status changes
/// between them. Without a project (a crate's store of `edrift ui`, named with `--store`), the
/// drift alone.
pub fn drift_command(project: Option<&Project>, store_path: &Option<PathBuf>, args: &DriftArgs) -> Result<ExitCode, Error> {
    let store = project_or_named_store(project, store_path)?;
    let edition = args.edition.as_deref().map(|e| parse_editions(&[e.to_string()])).transpose()?.and_then(|e| e.first().copied());
    let json = match args.format.as_str() {
        "text" => false,
        "json" => true,
        other => return Err(Argument::Format { given: other.to_string(), expected: "`text` or `json`" }.into()),
    };
    let comparison = match (args.between_editions, args.lanes.as_slice()) {
        (false, [before, after]) => {
            let before = store.lane_results(&store::LaneRef::parse(before)?)?;
            let after = store.lane_results(&store::LaneRef::parse(after)?)?;
            drift::between_lanes(&before, &after, edition)
        }
        (true, [lane]) => drift::between_editions(&store.lane_results(&store::LaneRef::parse(lane)?)?),
        (false, _) => {
            return Err(Argument::Synopsis("edrift drift <before> <after> (lanes, <lane>@<run id> or <lane>@previous)").into());
        }
        (true, _) => return Err(Argument::Synopsis("edrift drift <lane> --between-editions").into()),
    };
    let text = if json {
        // A comparison is plain data: serializing it fails only through a harness bug.
        serde_json::to_string_pretty(&comparison).map_err(|e| Error::Bug(e.to_string()))? + "\n"
    } else {
        let mut text = drift::render_text(&comparison, if args.all { drift::Show::All } else { drift::Show::Changed });
        if let (Some(project), false, [before, after]) = (project, args.between_editions, args.lanes.as_slice()) {
            text.push_str(&claim_changes(project, &store, before, after, edition)?);
        }
        text
    };
    // A closed pipe (`| head`) is not an error.
    let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
    Ok(ExitCode::SUCCESS)
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

/// `edrift merge`: the shards' stores joined into `into`, their latest runs as one run.
pub fn merge_command(stores: &[PathBuf], into: &std::path::Path, partial: bool) -> Result<ExitCode, Error> {
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

/// The store of the project (`--store`, else its default), or without a project the store
/// named (a crate's store of `edrift ui`).
fn project_or_named_store(project: Option<&Project>, store_path: &Option<PathBuf>) -> Result<std::sync::Arc<Store>, Error> {
    match (project, store_path) {
        (Some(project), _) => open_store(project, store_path),
        (None, Some(path)) => {
            edrift::fsutil::require_folder_of(path, "the results store (--store or EDRIFT_STORE)")?;
            Ok(std::sync::Arc::new(Store::open(path)?))
        }
        (None, None) => Err(Error::Bug("a store command without a project or a store".into())),
    }
}

/// `edrift history`: the newest `limit` runs, newest first.
pub fn history_command(project: Option<&Project>, store_path: &Option<PathBuf>, limit: usize) -> Result<ExitCode, Error> {
    let store = project_or_named_store(project, store_path)?;
    print!("{}", report::history_table(&store.runs(limit)?));
    Ok(ExitCode::SUCCESS)
}

/// `edrift prune`: keeps the newest `keep_runs` runs and the live cache, and says what it saved.
pub fn prune_command(project: &Project, store_path: &Option<PathBuf>, keep_runs: usize) -> Result<ExitCode, Error> {
    let store = open_store(project, store_path)?;
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
