//! Infrastructure errors: the harness could not do its job (a lane is missing, a file cannot be
//! read, `toolchains.toml` is wrong). Test failures are not errors: they are verdicts.

use std::path::{Path, PathBuf};

/// Something the harness itself failed to do.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An I/O operation failed on a path.
    #[error("failed to {action} {}: {source}", path.display())]
    Io {
        /// What was being done (`read`, `write`, `create`, ...).
        action: &'static str,
        /// The path.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A configuration file is invalid.
    #[error("failed to read configuration {}: {message}", path.display())]
    Config {
        /// The file.
        path: PathBuf,
        /// What is wrong, with line and column where known.
        message: String,
    },
    /// One or more snippets have bad directives; every one is listed.
    #[error("failed to parse {} snippet(s):\n{}", .0.len(), .0.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n"))]
    Snippets(Vec<crate::model::DirectiveError>),
    /// A lane could not be resolved or provisioned.
    #[error("failed to {action} lane `{lane}`: {message}")]
    Lane {
        /// What was being done.
        action: &'static str,
        /// The lane's name.
        lane: String,
        /// What went wrong and how to proceed.
        message: String,
    },
    /// A process could not be started.
    #[error("failed to run `{program}`: {source}")]
    Spawn {
        /// The program.
        program: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The results store failed.
    #[error("failed to use the results store {}: {message}", path.display())]
    Store {
        /// The database file.
        path: PathBuf,
        /// What went wrong.
        message: String,
    },
    /// The run was interrupted (Ctrl-C, SIGTERM): what a cell did after that is not its
    /// outcome (its processes were killed, its folder removed), so it is never recorded,
    /// cached or blessed.
    #[error("interrupted: the cells that were running are not recorded, cached or blessed")]
    Interrupted,
    /// A command-line argument is wrong.
    #[error("{0}")]
    Usage(String),
}

impl Error {
    /// An I/O error on `path`.
    pub fn io(action: &'static str, path: &Path, source: std::io::Error) -> Self {
        Self::Io { action, path: path.to_path_buf(), source }
    }
}
