//! The `edrift` command line: reads the arguments and hands each subcommand to its module under
//! `cli/`, which wires the stages together.

mod cli;

use std::process::ExitCode;

use clap::Parser;
use edrift::Error;
use edrift::config::Config;
use edrift::error::Argument;
use edrift::runner::Bless;

use cli::args::{CiArgs, Cli, Command, LanesAction, Selection, TestsUiAction};
use cli::{history, lanes, matrix, open_store, project, snippets, ui};

fn main() -> ExitCode {
    // Before any thread: the cells' folders' mounts die with this process, however it dies.
    edrift::invoke::sandbox::private_mounts();
    edrift::invoke::sandbox::handle_interrupts();
    // What harnesses killed outright left in the temporary folder (not a live run's).
    edrift::invoke::sandbox::reap_leftovers();
    let cli = Cli::parse();
    // The one configuration of this process, from the environment; the flags travel beside it.
    let result = Config::from_env().and_then(|config| run(cli, &config));
    edrift::invoke::sandbox::await_interrupt_exit();
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli, config: &Config) -> Result<ExitCode, Error> {
    edrift::invoke::sandbox::configure(config.sandbox.clone());
    edrift::fsutil::configure_places(config.places.clone());
    // `--store`, else `EDRIFT_STORE`; `--offline`, or `EDRIFT_OFFLINE=1`.
    let store = cli.store.clone().or_else(|| config.store.clone());
    // `--allow-missing-lanes`, or `EDRIFT_ALLOW_MISSING_LANES=1`.
    let offline = |selection: Selection| Selection {
        offline: selection.offline || config.offline,
        allow_missing_lanes: selection.allow_missing_lanes || config.allow_missing_lanes,
        ..selection
    };
    match cli.command {
        Command::Run { selection, bless, ci } => {
            let selection = offline(selection);
            let ci = CiArgs { step_summary: config.step_summary.clone(), ..ci };
            let bless = if bless { Bless::Yes } else { config.bless };
            let project = project(&cli.root)?;
            let store = open_store(&project, &store)?;
            matrix::run_matrix(&project, &store, &selection, bless, &ci)
        }
        Command::Bless { selection } => {
            let selection = offline(selection);
            let project = project(&cli.root)?;
            let store = open_store(&project, &store)?;
            matrix::run_matrix(
                &project,
                &store,
                &selection,
                Bless::Yes,
                &CiArgs { format: "human".into(), junit: None, github: false, step_summary: None },
            )
        }
        Command::Drift(args) => history::drift_command(project_if_any(&cli.root, &store)?.as_ref(), &store, &args),
        Command::Bisect(args) => snippets::bisect_command(&project(&cli.root)?, &store, &args),
        Command::Report { selection, out, from_run: None } => {
            matrix::report_command(&project(&cli.root)?, &store, &offline(selection), out)
        }
        Command::Report { selection, out, from_run: Some(run) } => {
            matrix::report_recorded(&project(&cli.root)?, &store, &selection, out, &run)
        }
        Command::Merge { stores, into, partial } => {
            if cli.store.is_some() {
                return Err(Argument::StoreWithMerge.into());
            }
            history::merge_command(&stores, &into, partial)
        }
        Command::History { limit } => history::history_command(project_if_any(&cli.root, &store)?.as_ref(), &store, limit),
        Command::Prune { keep_runs } => history::prune_command(&project(&cli.root)?, &store, keep_runs),
        Command::List { selection } => snippets::list_cells(&project(&cli.root)?, &selection),
        Command::Lanes { action: None } => {
            let project = project(&cli.root)?;
            lanes::print_lanes(&project);
            Ok(ExitCode::SUCCESS)
        }
        Command::Lanes { action: Some(LanesAction::Check { lanes: names }) } => lanes::check_lanes(&project(&cli.root)?, &names),
        Command::Lanes { action: Some(LanesAction::Install { lanes: names, force }) } => {
            lanes::install_lanes(&project(&cli.root)?, &names, force)
        }
        Command::TestsUi { action: TestsUiAction::Fetch { version, force } } => lanes::fetch_tests_ui(&version, force),
        Command::Ui(args) => ui::ui_command(&args, config, store),
        Command::Extract { rfc, suite, check } => snippets::extract_command(&cli.root, config.shared.as_deref(), rfc, suite, check),
    }
}

/// The project, or none when a store is named (`--store`, `$EDRIFT_STORE`) and no project is
/// found from the current folder: a crate's store of `edrift ui` is read from anywhere, with no
/// claims to follow.
fn project_if_any(
    root: &Option<std::path::PathBuf>,
    store: &Option<std::path::PathBuf>,
) -> Result<Option<edrift::project::Project>, Error> {
    match (project(root), store, root) {
        (Ok(project), _, _) => Ok(Some(project)),
        // Only "no project here": a project that is found but broken is still an error.
        (Err(Error::Argument(e)), Some(_), None) if matches!(*e, Argument::NoProject(_)) => Ok(None),
        (Err(e), _, _) => Err(e),
    }
}
