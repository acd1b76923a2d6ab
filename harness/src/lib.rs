//! edition-drift: a conformance and regression suite for the Rust 2024 edition.
//!
//! The pipeline, one module per stage:
//! `discover -> directives -> lanes -> invoke -> diagnostics -> normalize -> verdict -> store -> report`.
//!
//! Below the stages, [`model`] holds the words they share (edition, stage, level, release,
//! snippet, ready lane, claim status) and imports none of them. `verdict` builds one typed
//! [`verdict::Record`] per cell (a compile's result, claim status and verdict, or a migration's
//! result and verdict) that everything after it only stores or renders. Above them, [`runner`] is the one place that runs a plan: every cell,
//! whatever its kind (a compile under an edition, a migration), through one disposition, one
//! run, one judge, on one worker pool, with the counts in its events; [`driver`] is the one
//! wiring of a run (store, lanes, plan, events, record, bless) that the `edrift` binary and
//! `cargo test` ([`testing`], a consumer of the runner's events) both call; [`shard`] splits a
//! run over machines and reads a merged run back for the report. The module graph has no cycle:
//! `cargo test --test module_graph` checks it (and prints the modules in dependency order).
//!
//! Glossary (DESIGN.md): a *snippet* is one test input; a *directive* a `//@` line; an
//! *annotation* a `//~` comment; a *claim* what a snippet asserts for one edition; a *lane* a
//! toolchain of the matrix; a *cell* one (snippet, edition, lane); an *outcome* what a cell did;
//! a *verdict* how it compares with its claim and expectation; an *expectation* the blessed output;
//! a *shard* the part of a run's cells that one machine runs; a *dialect* the grammar a suite is
//! written in ([`dialect`]: ours, or compiletest's, whose tests `discover` turns into one snippet
//! per revision).

//!
//! Features: `matrix` (on by default) is the suite's own machinery: the results store (SQLite),
//! the dashboard and reports, the drivers of `edrift run` and `cargo test`, provisioning. A
//! crate that only runs its UI tests ([`ui::Tests`]) depends on `edrift` with
//! `default-features = false` and builds none of it.

#![deny(missing_docs)]

#[cfg(feature = "matrix")]
pub mod bisect;
pub mod config;
#[cfg(feature = "matrix")]
pub mod console;
pub mod diagnostics;
pub mod dialect;
pub mod directives;
pub mod discover;
#[cfg(feature = "matrix")]
pub mod drift;
#[cfg(feature = "matrix")]
pub mod driver;
pub mod error;
pub mod expectations;
pub mod extract;
pub mod fingerprint;
pub mod fsutil;
#[cfg(feature = "matrix")]
pub mod index;
pub mod interval;
pub mod invoke;
pub mod lanes;
pub mod migrate;
pub mod model;
pub mod normalize;
pub mod project;
#[cfg(feature = "matrix")]
pub mod provision;
#[cfg(feature = "matrix")]
pub mod report;
pub mod runner;
#[cfg(feature = "matrix")]
pub mod shard;
#[cfg(feature = "matrix")]
pub mod store;
#[cfg(feature = "matrix")]
pub mod testing;
pub mod ui;
pub mod verdict;

pub use error::Error;
