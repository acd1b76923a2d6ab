//! A crate's trybuild-style UI test as the model holds it: what the snippet of a crate-UI cell
//! names ([`super::EditionSpec::crate_ui`]). The `ui` front end discovers them.

use std::path::PathBuf;

/// What a test asserts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    /// It must not compile; its normalized stderr is the expectation.
    CompileFail,
    /// It must compile and its program exit 0 (its stdout compared where a `.stdout` exists).
    Pass,
}

impl Kind {
    /// `compile-fail` or `pass`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::CompileFail => "compile-fail",
            Kind::Pass => "pass",
        }
    }
}

/// One UI test of the crate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiTest {
    /// Its name in trials and messages: the path under the crate without `.rs`, less a leading
    /// `tests/` (`ui/builder-enum`).
    pub name: String,
    /// The path relative to the crate folder (`tests/ui/builder-enum.rs`), as rustc is given it.
    pub path: PathBuf,
    /// What it asserts.
    pub kind: Kind,
}
