//! The project's folders: where `toolchains.toml`, `suites/` and `expected/` are, found by
//! walking up from a folder. It reads configuration only; stages do the rest.

use std::path::{Path, PathBuf};

use crate::error::{Argument, Error};
use crate::expectations;
use crate::lanes::{self, Lane, Toolchains};

/// A checkout of the suite.
#[derive(Debug, Clone)]
pub struct Project {
    /// The folder holding `toolchains.toml`.
    pub root: PathBuf,
    /// The matrix.
    pub toolchains: Toolchains,
    /// Where Debian lanes are provisioned.
    pub lanes_dir: PathBuf,
}

impl Project {
    /// Finds the project from `start` upwards (the folder with `toolchains.toml` and `suites/`).
    pub fn find(start: &Path) -> Result<Project, Error> {
        let mut dir = Some(start);
        while let Some(d) = dir {
            if d.join("toolchains.toml").is_file() && d.join("suites").is_dir() {
                return Project::open(d);
            }
            dir = d.parent();
        }
        Err(Argument::NoProject(start.to_path_buf()).into())
    }

    /// Opens the project at `root`.
    pub fn open(root: &Path) -> Result<Project, Error> {
        let root = root.canonicalize().map_err(|e| Error::io("open", root, e))?;
        let toolchains = Toolchains::read(&root.join("toolchains.toml"))?;
        Ok(Project { root, toolchains, lanes_dir: lanes::lanes_dir() })
    }

    /// `suites/`.
    pub fn suites(&self) -> PathBuf {
        self.root.join("suites")
    }

    /// The expectations store under `expected/`.
    pub fn expectations(&self) -> expectations::Expectations {
        expectations::Expectations {
            root: self.root.join("expected"),
            reference: self.toolchains.reference.clone(),
            lanes: self.toolchains.lanes.iter().map(|l| l.name.clone()).collect(),
        }
    }

    /// Resolves every lane.
    pub fn lanes(&self) -> Vec<Lane> {
        lanes::resolve_all(&self.toolchains, &self.lanes_dir)
    }

    /// The shared reference folder (RFCs, Edition Guide): `explicit` (`$EDRIFT_SHARED`, from
    /// the entry point's `Config`), else `../shared`.
    pub fn shared(&self, explicit: Option<&Path>) -> PathBuf {
        explicit.map_or_else(|| self.root.join("..").join("shared"), Path::to_path_buf)
    }
}
