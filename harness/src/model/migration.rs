//! A migration's outcome and result: what the `migrate` stage computes, `verdict` judges and
//! the store and reports keep.

use std::time::Duration;

use super::Edition;

/// What a migration did, in words users read.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum MigrationOutcome {
    /// Lints rewrote the code; the rewrite compiles under both editions and behaves the same.
    MigratedAndEquivalent {
        /// The lints whose suggestions were applied.
        lints: Vec<String>,
    },
    /// No lint fired, and the unchanged code compiles (and behaves the same) under 2024.
    NothingToMigrate,
    /// The rewrite does not compile under an edition.
    MigrationDoesNotCompile {
        /// The edition that rejects it.
        edition: Edition,
        /// The compiler's errors (normalized).
        errors: String,
    },
    /// The rewrite compiles, but its program does not do what the unmigrated 2021 program did.
    BehaviourChanged {
        /// The edition whose run differs.
        edition: Edition,
        /// Exit status and stdout, unmigrated 2021 -> migrated.
        diff: String,
    },
    /// No migration lint fired, yet the code fails or behaves differently under 2024.
    MissingLint {
        /// What differs under 2024.
        what: String,
    },
    /// A lint fired with no machine-applicable fix: a person must finish the migration.
    NotMachineApplicable {
        /// The lints left.
        lints: Vec<String>,
    },
    /// The suggestions kept rewriting the code after [`MAX_PASSES`] passes.
    FixedPointNotReached {
        /// Passes run.
        passes: usize,
    },
    /// Nothing to migrate from on this lane: the lane cannot migrate it, or the unmigrated
    /// snippet does not compile under 2021.
    NotApplicable {
        /// Why.
        why: NotMigrated,
    },
}

/// Why a migration cell has nothing to migrate from on its lane.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NotMigrated {
    /// The lane cannot migrate the snippet: a row of the predicate tables.
    Unsupported(super::predicate::Unsupported),
    /// The snippet does not run under 2021.
    NotUnder2021,
    /// The unmigrated code does not compile under 2021 on this lane.
    Unmigrated {
        /// Whether the snippet is a package.
        package: bool,
        /// Its outcome's name (`rejected`, `ice`, ...).
        outcome: String,
    },
    /// `cargo fix --edition` cannot check the unmigrated package under 2021 on this lane.
    UncheckedPackage {
        /// Its errors (normalized).
        errors: String,
    },
    /// A reason in words, as an older harness recorded it in a store's history.
    #[serde(untagged)]
    Recorded(String),
}

impl std::fmt::Display for NotMigrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotMigrated::Unsupported(why) => write!(f, "{why}"),
            NotMigrated::NotUnder2021 => f.write_str("the snippet does not run under 2021"),
            NotMigrated::Unmigrated { package, outcome } => {
                let what = if *package { "package" } else { "snippet" };
                write!(f, "the unmigrated {what} is {outcome} under 2021 on this lane")
            }
            NotMigrated::UncheckedPackage { errors } => {
                write!(f, "`cargo fix --edition` cannot check the unmigrated package under 2021 on this lane:\n{errors}")
            }
            NotMigrated::Recorded(text) => f.write_str(text),
        }
    }
}

impl MigrationOutcome {
    /// The outcome's name in reports (`migrated-and-equivalent`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            MigrationOutcome::MigratedAndEquivalent { .. } => "migrated-and-equivalent",
            MigrationOutcome::NothingToMigrate => "nothing-to-migrate",
            MigrationOutcome::MigrationDoesNotCompile { .. } => "migration-does-not-compile",
            MigrationOutcome::BehaviourChanged { .. } => "behaviour-changed",
            MigrationOutcome::MissingLint { .. } => "missing-lint",
            MigrationOutcome::NotMachineApplicable { .. } => "not-machine-applicable",
            MigrationOutcome::FixedPointNotReached { .. } => "fixed-point-not-reached",
            MigrationOutcome::NotApplicable { .. } => "n/a",
        }
    }

    /// Every outcome name, in the order reports list them.
    pub const NAMES: [&'static str; 8] = [
        "migrated-and-equivalent",
        "nothing-to-migrate",
        "not-machine-applicable",
        "migration-does-not-compile",
        "behaviour-changed",
        "missing-lint",
        "fixed-point-not-reached",
        "n/a",
    ];

    /// Whether there was a migration at all (not `n/a`): only then is its rewrite blessed.
    pub fn applies(&self) -> bool {
        match self {
            MigrationOutcome::NotApplicable { .. } => false,
            MigrationOutcome::MigratedAndEquivalent { .. }
            | MigrationOutcome::NothingToMigrate
            | MigrationOutcome::MigrationDoesNotCompile { .. }
            | MigrationOutcome::BehaviourChanged { .. }
            | MigrationOutcome::MissingLint { .. }
            | MigrationOutcome::NotMachineApplicable { .. }
            | MigrationOutcome::FixedPointNotReached { .. } => true,
        }
    }

    /// Whether the migration broke the code (what `migrate: breaks` claims, and what fails a
    /// snippet that claims nothing).
    pub fn breaks(&self) -> bool {
        match self {
            MigrationOutcome::MigrationDoesNotCompile { .. }
            | MigrationOutcome::BehaviourChanged { .. }
            | MigrationOutcome::MissingLint { .. }
            | MigrationOutcome::FixedPointNotReached { .. } => true,
            MigrationOutcome::MigratedAndEquivalent { .. }
            | MigrationOutcome::NothingToMigrate
            | MigrationOutcome::NotMachineApplicable { .. }
            | MigrationOutcome::NotApplicable { .. } => false,
        }
    }
}

impl std::fmt::Display for MigrationOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MigrationOutcome::MigratedAndEquivalent { lints } => write!(f, "migrated and equivalent ({})", lints.join(", ")),
            MigrationOutcome::NothingToMigrate => f.write_str("nothing to migrate, and the code is the same under 2024"),
            MigrationOutcome::MigrationDoesNotCompile { edition, errors } => {
                write!(f, "the migrated code does not compile under {}:\n{errors}", edition.year())
            }
            MigrationOutcome::BehaviourChanged { edition, diff } => {
                write!(f, "the migrated program under {} does not behave as the unmigrated 2021 one:\n{diff}", edition.year())
            }
            MigrationOutcome::MissingLint { what } => write!(f, "no migration lint fired, yet under 2024 {what}"),
            MigrationOutcome::NotMachineApplicable { lints } => {
                write!(f, "left for a person: {} fired without a machine-applicable fix", lints.join(", "))
            }
            MigrationOutcome::FixedPointNotReached { passes } => {
                write!(f, "the suggestions still rewrite the code after {passes} passes (no fixed point)")
            }
            MigrationOutcome::NotApplicable { why } => write!(f, "not applicable: {why}"),
        }
    }
}

/// The migration of one (snippet, lane): what `edrift` caches and reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MigrationResult {
    /// The snippet's id.
    pub snippet: String,
    /// The lane's name.
    pub lane: String,
    /// What the migration did.
    pub outcome: MigrationOutcome,
    /// Why the lane cannot migrate it (decided before running), if so.
    pub unsupported: Option<super::predicate::Unsupported>,
    /// Every migration lint that fired, on any pass.
    pub fired: Vec<String>,
    /// The lints whose suggestions rewrote the code.
    pub applied: Vec<String>,
    /// Rewriting passes.
    pub passes: usize,
    /// The rewrite (empty when nothing changed): the `migrated.rs` stream.
    pub migrated: String,
    /// The code was rewritten although the unmigrated code compiles under 2024 and (for run
    /// stages) behaves there as under 2021: a rewrite it did not need.
    pub needless: bool,
    /// Time spent in processes.
    pub duration: Duration,
}

impl MigrationResult {
    /// A migration's result before anything ran: nothing to migrate, nothing spent.
    pub fn nothing_to_migrate(snippet: &str, lane: &str) -> MigrationResult {
        MigrationResult {
            snippet: snippet.to_string(),
            lane: lane.to_string(),
            outcome: MigrationOutcome::NothingToMigrate,
            unsupported: None,
            fired: Vec::new(),
            applied: Vec::new(),
            passes: 0,
            migrated: String::new(),
            needless: false,
            duration: std::time::Duration::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_not_to_migrate_is_typed_reads_as_before_and_an_older_store_s_words_still_load() {
        let why = super::super::predicate::Unsupported { predicate: "min-rust".into(), reason: "min-rust: 1.85".into() };
        let reasons = [
            (NotMigrated::Unsupported(why), "min-rust: 1.85"),
            (NotMigrated::NotUnder2021, "the snippet does not run under 2021"),
            (
                NotMigrated::Unmigrated { package: false, outcome: "rejected".into() },
                "the unmigrated snippet is rejected under 2021 on this lane",
            ),
            (NotMigrated::Unmigrated { package: true, outcome: "ice".into() }, "the unmigrated package is ice under 2021 on this lane"),
            (
                NotMigrated::UncheckedPackage { errors: "error: x".into() },
                "`cargo fix --edition` cannot check the unmigrated package under 2021 on this lane:\nerror: x",
            ),
        ];
        for (why, words) in reasons {
            assert_eq!(why.to_string(), words);
            let outcome = MigrationOutcome::NotApplicable { why };
            let json = serde_json::to_string(&outcome).unwrap();
            assert_eq!(serde_json::from_str::<MigrationOutcome>(&json).unwrap(), outcome, "{json}");
        }
        let older = r#"{"outcome":"not-applicable","why":"the unmigrated snippet is rejected under 2021 on this lane"}"#;
        let MigrationOutcome::NotApplicable { why } = serde_json::from_str(older).unwrap() else { panic!("{older}") };
        assert_eq!(why, NotMigrated::Recorded("the unmigrated snippet is rejected under 2021 on this lane".into()));
    }
}
