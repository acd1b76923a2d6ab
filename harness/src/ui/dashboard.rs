//! A crate's UI run as the `report` stage's inputs (with the `matrix` feature), so that
//! `edrift ui --report DIR` writes drift.json and the dashboard over the crate's UI tests, as
//! `edrift report` does over the suite: the run's plan (each test a snippet of the crate's
//! "suite", [`super::snippet`]) and records are the report's, and this gives the project: the
//! crate's folder as the root, its lanes (the reference lane the crate's). It never runs
//! anything.

use super::{CrateManifest, Run, lanes};
use crate::lanes::Toolchains;
use crate::project::Project;

/// The project of a crate's run, for [`crate::report::Document::build`] beside the run's plan.
pub fn project(krate: &CrateManifest, run: &Run) -> Project {
    let toolchains =
        Toolchains { reference: lanes::reference(krate, &run.lanes), lanes: run.lanes.iter().map(|l| l.decl.clone()).collect() };
    Project { root: krate.dir.clone(), toolchains, lanes_dir: crate::lanes::lanes_dir() }
}
