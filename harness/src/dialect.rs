//! Dialects: the grammar a suite is written in, chosen by its `suite.toml` (`dialect =
//! "compiletest"`; ours is the default). A dialect turns one test file into snippets; every stage
//! after it is shared. Ours is [`crate::directives`]; compiletest's (rust-lang/rust's UI tests,
//! as the rustc-dev-guide documents them) is [`compiletest`]. It reads `suite.toml` and test
//! text, and runs nothing.

pub mod compiletest;

use std::path::{Path, PathBuf};

use crate::model::DirectiveError;

/// The grammar of a suite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// Ours: implicit e2021/e2024 revisions, expectations under `expected/`.
    Edrift,
    /// compiletest's: edition 2015 unless named, only declared revisions, the files beside a
    /// test as its expectations on the suite's reference lane.
    Compiletest,
}

/// The most a `suite.toml` may hold.
pub const SUITE_TOML_LIMIT: usize = 1024 * 1024;

/// What a suite's `suite.toml` says about how to read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuiteConfig {
    /// The grammar.
    pub dialect: Dialect,
    /// The lane whose output the files beside a compiletest test are (`reference = "nightly"`).
    pub reference: String,
    /// The release whose compiletest ran the suite (`compiletest = "1.90.0"`): where
    /// compiletest's behaviour changed between releases, that release's is followed. `None`:
    /// the newest behaviour the dialect knows (1.95.0's).
    pub compiletest: Option<crate::model::Release>,
}

impl SuiteConfig {
    /// Ours, with no reference of its own (the project's is used).
    pub fn edrift() -> SuiteConfig {
        SuiteConfig { dialect: Dialect::Edrift, reference: String::new(), compiletest: None }
    }

    /// compiletest's, with `nightly` as the reference lane (rust-lang/rust blesses its UI
    /// tests with the compiler of the same commit, a nightly).
    pub fn compiletest() -> SuiteConfig {
        SuiteConfig { dialect: Dialect::Compiletest, reference: "nightly".to_string(), compiletest: None }
    }

    /// Reads `<suite>/suite.toml` (inside the suite, at most [`SUITE_TOML_LIMIT`] bytes);
    /// `default` when there is none. A malformed file, an unknown
    /// dialect or key is an error naming the file and line.
    pub fn read(suite: &Path, default: SuiteConfig) -> Result<SuiteConfig, DirectiveError> {
        let path = suite.join("suite.toml");
        let at_start = |message: String| DirectiveError { path: path.clone(), line: 1, column: 1, message };
        let text = match crate::fsutil::read_inside(&path, suite, SUITE_TOML_LIMIT) {
            Ok(Some(text)) => text,
            Ok(None) => return Ok(default),
            Err(e) => return Err(at_start(e.to_string())),
        };
        Self::parse(&path, &text, default)
    }

    /// Parses the text of a `suite.toml` at `path`.
    pub fn parse(path: &Path, text: &str, default: SuiteConfig) -> Result<SuiteConfig, DirectiveError> {
        let at = |key: &str, message: String| {
            let line = text.lines().position(|l| l.trim_start().starts_with(key)).map_or(1, |i| i + 1);
            DirectiveError { path: path.to_path_buf(), line, column: 1, message }
        };
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            let line = e.span().map_or(1, |span| text[..span.start.min(text.len())].lines().count().max(1));
            DirectiveError { path: path.to_path_buf(), line, column: 1, message: format!("malformed suite.toml: {}", e.message()) }
        })?;
        let mut config = default;
        match table.get("dialect") {
            None => {}
            Some(toml::Value::String(name)) if name == "edrift" => config.dialect = Dialect::Edrift,
            // Compiletest's defaults, unless the default already was compiletest's.
            Some(toml::Value::String(name)) if name == "compiletest" && config.dialect != Dialect::Compiletest => {
                config = SuiteConfig::compiletest()
            }
            Some(toml::Value::String(name)) if name == "compiletest" => {}
            Some(other) => {
                return Err(at("dialect", format!("unknown dialect {other}: write `dialect = \"compiletest\"` or `dialect = \"edrift\"`")));
            }
        }
        match table.get("reference") {
            None => {}
            Some(toml::Value::String(lane)) if config.dialect == Dialect::Compiletest => config.reference = lane.clone(),
            Some(toml::Value::String(_)) => {
                return Err(at(
                    "reference",
                    "`reference` names the lane of the files beside compiletest tests: it needs `dialect = \"compiletest\"` (our \
                     dialect's reference lane is toolchains.toml's)"
                        .to_string(),
                ));
            }
            Some(other) => return Err(at("reference", format!("`reference` must name a lane (`reference = \"nightly\"`), not {other}"))),
        }
        match table.get("compiletest") {
            None => {}
            Some(toml::Value::String(text)) if config.dialect == Dialect::Compiletest => match crate::model::Release::parse(text) {
                Some(release) => config.compiletest = Some(release),
                None => {
                    return Err(at("compiletest", format!("`compiletest` must name a release (`compiletest = \"1.90.0\"`), not `{text}`")));
                }
            },
            Some(_) => {
                return Err(at(
                    "compiletest",
                    "`compiletest` names the release whose compiletest ran the suite: it needs `dialect = \"compiletest\"`".to_string(),
                ));
            }
        }
        Ok(config)
    }
}

/// The suite folder of a test under `suites`: its first folder there (`suites` itself for a
/// test at the top, as `edrift run --suite` gives one folder).
pub fn suite_folder(suites: &Path, test: &Path) -> PathBuf {
    let relative = test.strip_prefix(suites).unwrap_or(test);
    match relative.components().next() {
        Some(first) if relative.components().count() > 1 => suites.join(first),
        Some(_) | None => suites.to_path_buf(),
    }
}

/// Whether `relative` (a path under a compiletest suite) is inside an `auxiliary/` folder: such
/// files are crates tests build, never tests.
pub fn is_auxiliary(relative: &Path) -> bool {
    relative.components().any(|c| c.as_os_str() == "auxiliary")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suite_toml_names_the_dialect_and_reference_and_bad_values_name_the_line() {
        let p = Path::new("suites/x/suite.toml");
        assert_eq!(SuiteConfig::parse(p, "title = \"x\"\n", SuiteConfig::edrift()).unwrap(), SuiteConfig::edrift());
        let ct = SuiteConfig::parse(p, "dialect = \"compiletest\"\n", SuiteConfig::edrift()).unwrap();
        assert_eq!(ct, SuiteConfig::compiletest(), "nightly is compiletest's default reference");
        let beta = SuiteConfig::parse(p, "dialect = \"compiletest\"\nreference = \"1.96\"\n", SuiteConfig::edrift()).unwrap();
        assert_eq!(beta.reference, "1.96");
        let bad = SuiteConfig::parse(p, "title = \"x\"\ndialect = \"ui_test\"\n", SuiteConfig::edrift()).unwrap_err();
        assert_eq!(bad.line, 2);
        assert!(bad.message.contains("unknown dialect") && bad.message.contains("compiletest"), "{bad}");
        let older = SuiteConfig::parse(p, "dialect = \"compiletest\"\ncompiletest = \"1.90.0\"\n", SuiteConfig::edrift()).unwrap();
        assert_eq!(older.compiletest.map(|r| r.numbers()), Some((1, 90, 0)));
        let unreadable = SuiteConfig::parse(p, "dialect = \"compiletest\"\ncompiletest = \"ninety\"\n", SuiteConfig::edrift()).unwrap_err();
        assert!(unreadable.line == 2 && unreadable.message.contains("must name a release"), "{unreadable}");
        let ours = SuiteConfig::parse(p, "compiletest = \"1.90.0\"\n", SuiteConfig::edrift()).unwrap_err();
        assert!(ours.message.contains("needs `dialect = \"compiletest\"`"), "{ours}");
        let stray = SuiteConfig::parse(p, "reference = \"nightly\"\n", SuiteConfig::edrift()).unwrap_err();
        assert!(stray.message.contains("needs `dialect = \"compiletest\"`"), "{stray}");
        let broken = SuiteConfig::parse(p, "a = 1\ndialect = \n", SuiteConfig::edrift()).unwrap_err();
        assert_eq!(broken.line, 2, "{broken}");
        // A folder given to `run --suite` without suite.toml reads as compiletest.
        assert_eq!(SuiteConfig::parse(p, "", SuiteConfig::compiletest()).unwrap(), SuiteConfig::compiletest());
    }

    #[test]
    fn the_suite_folder_is_the_first_folder_and_auxiliary_files_are_found() {
        assert_eq!(suite_folder(Path::new("/s"), Path::new("/s/ui/a/b.rs")), Path::new("/s/ui"));
        assert_eq!(suite_folder(Path::new("/s"), Path::new("/s/b.rs")), Path::new("/s"));
        assert!(is_auxiliary(Path::new("ui/auxiliary/dep.rs")));
        assert!(is_auxiliary(Path::new("auxiliary/nested/dep.rs")));
        assert!(!is_auxiliary(Path::new("ui/auxiliary-like.rs")));
    }
}
