//! A crate's UI run as the `report` stage's inputs (with the `matrix` feature), so that
//! `edrift ui --report DIR` writes drift.json and the dashboard over the crate's UI tests, as
//! `edrift report` does over the suite.
//!
//! It takes the crate, its tests and a run recorded by [`super::record`]; it gives a project and
//! a plan the report reads: the crate's folder as the root, its lanes (the reference lane the
//! crate's), and each test as a snippet of the crate's "suite" (`<crate>/<test>`, its text, the
//! crate's edition) whose claim is its kind (`compile_fail`: `build-fail`; `pass`: `run-pass`).
//! It never runs anything.

use super::{CrateManifest, Kind, Run, UiTest, lanes, record};
use crate::error::Error;
use crate::lanes::Toolchains;
use crate::model::{CrateType, EditionSpec, Origin, Snippet, SnippetKind, Stage, sha256_hex};
use crate::project::Project;
use crate::runner::{Migrate, Plan};

/// The project and plan of a crate's run, for [`crate::report::Document::build`].
pub fn inputs(krate: &CrateManifest, tests: &[UiTest], run: &Run) -> Result<(Project, Plan), Error> {
    let edition = super::edition(krate)?;
    let mut snippets = Vec::new();
    for test in tests {
        let path = krate.dir.join(&test.path);
        let text = std::fs::read_to_string(&path).map_err(|e| Error::io("read", &path, e))?;
        let stage = match test.kind {
            Kind::CompileFail => Stage::BuildFail,
            Kind::Pass => Stage::RunPass,
        };
        let spec = EditionSpec {
            edition,
            stage,
            annotations: Vec::new(),
            compile_flags: Vec::new(),
            crate_type: CrateType::Bin,
            min_rust: krate.rust_version.clone(),
            max_rust: None,
            needs_nightly: false,
            stale_since: None,
            holds_since: None,
            normalize: Vec::new(),
            claims: vec![format!("a {} test of the crate's UI suite", test.kind.name())],
            cargo: None,
            formats_to: None,
            observe: false,
            wrap: None,
            compiletest: None,
        };
        snippets.push(Snippet {
            id: super::snippet_id(krate, test),
            path,
            kind: SnippetKind::File,
            hash: sha256_hex(text.as_bytes()),
            origin: Origin::default(),
            editions: vec![spec],
            text: text.into(),
            migrate: None,
        });
    }
    let store_lanes: Vec<crate::lanes::Lane> = run.lanes.iter().map(record::store_lane).collect();
    let toolchains =
        Toolchains { reference: lanes::reference(krate, &run.lanes), lanes: run.lanes.iter().map(|l| l.decl.clone()).collect() };
    let project = Project { root: krate.dir.clone(), toolchains, lanes_dir: crate::lanes::lanes_dir() };
    let plan = Plan::new(snippets, store_lanes, &[], &[], Migrate::No);
    Ok((project, plan))
}
