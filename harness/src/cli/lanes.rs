//! `edrift lanes` and `edrift lanes install`: the lanes of toolchains.toml, their state and
//! provenance, and their provisioning; `edrift tests-ui fetch`: a release's UI tests, provisioned
//! as the lanes are.

use std::process::ExitCode;

use edrift::Error;
use edrift::console;
use edrift::lanes::LaneStatus;
use edrift::project::Project;
use edrift::provision::places::Has;

use super::human_size;

/// `edrift lanes`: one row per lane of toolchains.toml, then the notices of the lanes that
/// cannot run.
pub fn print_lanes(project: &Project) {
    println!(
        "{:<8} {:<58} {:<40} {:<17} {:<18} {:<66} {:<10} {:<22} {:>9} {:>11}  path",
        "lane", "source", "served by", "suite", "status", "identity", "editions", "tools", "size", "provisioned"
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
        // The place that served it, where it is not the source as declared.
        let served = lane.served.clone().filter(|s| *s != lane.source.to_string()).unwrap_or_else(|| "-".to_string());
        println!(
            "{:<8} {:<58} {:<40} {:<17} {:<18} {:<66} {:<10} {:<22} {:>9} {:>11}  {path}",
            format!("{}{reference}", lane.name),
            lane.source.to_string(),
            served,
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

/// `edrift lanes install`: provisions the named lanes (default: all); fails if any could not be.
pub fn install_lanes(project: &Project, names: &[String], force: bool) -> Result<ExitCode, Error> {
    let force = if force { edrift::provision::Force::Yes } else { edrift::provision::Force::No };
    let mut failed = 0;
    let wanted: Vec<_> = project.toolchains.lanes.iter().filter(|decl| names.is_empty() || names.contains(&decl.name)).collect();
    edrift::provision::prepare::host_tools(&wanted, &[]);
    for decl in wanted {
        // Asks again, whatever answer a failed provisioning kept.
        match edrift::provision::prepare::install_and_keep(decl, &project.lanes_dir, force, &edrift::fsutil::places().host_path) {
            Ok(report) => println!("{}", edrift::provision::prepare::line(&report)),
            Err(e) => {
                failed += 1;
                eprintln!("lane {}: {e}", decl.name);
            }
        }
    }
    Ok(if failed > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// `edrift lanes check`: what each place of each lane (default: all) has now, and the
/// toolchains.toml line to use; fails when a lane's source no longer has its release. It asks
/// again: the answers kept for lanes that could not be provisioned are forgotten.
pub fn check_lanes(project: &Project, names: &[String]) -> Result<ExitCode, Error> {
    edrift::driver::check_lanes(project, names)?;
    let (mut changes, mut nowhere) = (Vec::new(), Vec::new());
    for decl in &project.toolchains.lanes {
        if !names.is_empty() && !names.contains(&decl.name) {
            continue;
        }
        edrift::provision::unavailable::forget(&project.lanes_dir, &decl.name);
        let checked = edrift::provision::places::check(decl, &project.lanes_dir);
        println!("lane {} (release {})", decl.name, decl.declared);
        for place in &checked.places {
            let has = match &place.has {
                Has::Yes(source) if *source == place.place => "has it".to_string(),
                Has::Yes(source) => format!("has it: {source}"),
                Has::No(what) => format!("does not have it: {what}"),
                Has::Unknown(why) => format!("could not be asked: {why}"),
                Has::Channel => "a channel (always there)".to_string(),
            };
            let newer = if place.newer.is_empty() { String::new() } else { format!("; newer: {}", place.newer.join(", ")) };
            println!("  {:<56} {has}{newer}", place.place);
        }
        match (&checked.line, checked.source_holds) {
            (Some(_), true) => println!("  toolchains.toml: unchanged"),
            (Some(line), false) => {
                println!("  toolchains.toml: {line}");
                changes.push(line.clone());
            }
            (None, _) => {
                println!("  toolchains.toml: no place has release {}: add a `fallback` that has it, or remove the lane", decl.declared);
                nowhere.push(decl.name.clone());
            }
        }
    }
    if !changes.is_empty() {
        println!("\nlines to use in toolchains.toml (under [lanes]); expectations stay the lane's:");
        for line in &changes {
            println!("{line}");
        }
    }
    if !nowhere.is_empty() {
        println!("\nno place has lane(s) {}", nowhere.join(", "));
    }
    Ok(if changes.is_empty() && nowhere.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// `edrift tests-ui fetch`: a release's tests into the cache; prints where they are, their commit,
/// and the commands that measure them.
pub fn fetch_tests_ui(version: &str, force: bool) -> Result<ExitCode, Error> {
    let force = if force { edrift::provision::Force::Yes } else { edrift::provision::Force::No };
    let places = edrift::fsutil::places();
    let fetched = edrift::provision::tests_ui::fetch(version, &places.lanes_dir, &places.tests_dir, force)?;
    let action = match fetched.action {
        edrift::provision::Installed::AlreadyPresent => "already present",
        _ => "fetched",
    };
    println!(
        "rustc {version}'s tests/ui {action}: {} (commit {}, Debian rustc {} of {}, read-only)",
        fetched.suite_folder.display(),
        fetched.commit,
        fetched.debian_version,
        fetched.suite
    );
    println!("its reference lane, the release's branch-point nightly, in toolchains.toml: {}", fetched.reference.toolchains_line());
    println!("then: edrift run --suite {} --lane {}", fetched.suite_folder.display(), fetched.reference.lane);
    Ok(ExitCode::SUCCESS)
}
