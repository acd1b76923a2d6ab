//! The model: the words of the domain that every stage shares (edition, stage, level, release,
//! snippet and its claim per edition, expectation stream, content hash, the shard of a
//! partitioned run). It sits below every stage and imports none of them: a stage imports the
//! model, never another stage's types for these words. A ready lane (its tools, identity and
//! capabilities) is here too: `lanes` resolves it and `invoke` runs it, and neither imports the
//! other's types.

mod claim;
mod compiletest;
mod crate_ui;
mod lane;
mod migration;
mod partition;
pub mod predicate;
mod snippet;

use std::sync::OnceLock;

use regex::Regex;

pub use claim::ClaimStatus;
pub use compiletest::{Aux, AuxKind, Compiletest, Condition, Rustfix, Sense};
pub use crate_ui::{Kind, UiTest};
pub use lane::{Capabilities, Identity, ReadyLane, Release, probe_key, release_text};
pub use migration::{MigrationOutcome, MigrationResult, NotMigrated};
pub use partition::{PARTITION_FORM, Partition};
pub use predicate::Unsupported;
pub use snippet::{
    Annotation, AnnotationKind, AnnotationLine, CargoSpec, CrateType, DirectiveError, Edition, EditionSpec, FormatsTo, Level, MigrateClaim,
    Origin, Snippet, SnippetKind, SnippetRule, Stage, StaleSince, Stream, Tool, Wrap, hex, sha256_hex,
};

/// A regex of the harness's own (a pattern in its source, never a user's), compiled once per
/// process: compiling one per snippet or per cell cost more than the work it does. Declare
/// `static RE: OnceLock<Regex>` beside the use.
pub fn static_regex(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a static regex"))
}
