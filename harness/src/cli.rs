//! The commands of the `edrift` binary, one module per group of subcommands; this module holds
//! what they share (finding the project, opening the results store, reading `--edition`).
//! Each command wires the library's stages together and prints; the stages themselves are the
//! library's (`lib.rs`), which knows nothing of this module.

pub mod args;
pub mod history;
pub mod lanes;
pub mod matrix;
pub mod snippets;
pub mod ui;

use std::path::PathBuf;
use std::sync::Arc;

use edrift::Error;
use edrift::error::Argument;
use edrift::model::Edition;
use edrift::project::Project;
use edrift::store::{self, Store};

/// The project at `--root`, else the one found from the current folder upwards.
pub fn project(root: &Option<PathBuf>) -> Result<Project, Error> {
    match root {
        Some(root) => Project::open(root),
        None => {
            let cwd = std::env::current_dir().map_err(|e| Error::io("read", std::path::Path::new("the current folder"), e))?;
            Project::find(&cwd)
        }
    }
}

/// The editions of `--edition` flags.
pub fn parse_editions(editions: &[String]) -> Result<Vec<Edition>, Error> {
    editions.iter().map(|e| Edition::parse(e).ok_or_else(|| Error::from(Argument::Edition(e.clone())))).collect()
}

/// The results store of `--store` (else $EDRIFT_STORE, else the project's default), opened.
pub fn open_store(project: &Project, explicit: &Option<PathBuf>) -> Result<Arc<Store>, Error> {
    let path = store::locate(&project.root, explicit.as_deref());
    if path != store::default_path(&project.root) {
        edrift::fsutil::require_folder_of(&path, "the results store (--store or EDRIFT_STORE)")?;
    }
    Ok(Arc::new(Store::open(&path)?))
}

/// A size in MiB, as `edrift lanes` and `edrift prune` print it.
pub fn human_size(bytes: u64) -> String {
    const MIB: f64 = 1024.0 * 1024.0;
    format!("{:.0} MiB", bytes as f64 / MIB)
}
