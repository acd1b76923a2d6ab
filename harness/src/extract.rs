//! Stage `extract`: an RFC's markdown in, snippet skeletons and a coverage check out.
//!
//! A *block* is a fenced code block whose info string's first word is `rust`; `block-N` counts
//! those blocks only, from 1, in file order. Its hash is the SHA-256 of its body: the lines
//! between the fences, the opening fence's indentation removed, each ended by `\n`.
//! Extraction never overwrites a snippet that exists: a skeleton is written only where no
//! snippet of that block is present, so annotations are never lost.

use crate::model::sha256_hex;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::directives::{self, Provenance};
use crate::error::Error;
use crate::fsutil;
// `sha256_hex` was defined here; re-exported so that `extract::sha256_hex` still names it.

/// One fenced Rust block of an RFC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// 1-based index among the file's Rust blocks.
    pub index: usize,
    /// 1-based line of the opening fence.
    pub line: usize,
    /// The info string after the fence (`rust`, `rust,ignore`, ...).
    pub info: String,
    /// The body, fence indentation removed, every line ended by `\n`.
    pub body: String,
    /// The nearest heading above the block (without `#`s).
    pub section: String,
}

impl Block {
    /// The hex SHA-256 of the body.
    pub fn sha256(&self) -> String {
        sha256_hex(self.body.as_bytes())
    }
}

/// Reads the fenced Rust blocks of a markdown text.
pub fn blocks(markdown: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut section = String::new();
    let mut lines = markdown.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some(heading) = trimmed.strip_prefix('#') {
            if indent < 4 {
                section = heading.trim_start_matches('#').trim().to_string();
            }
            continue;
        }
        let fence_char = match trimmed.chars().next() {
            Some(c @ ('`' | '~')) => c,
            _ => continue,
        };
        let fence_len = trimmed.chars().take_while(|&c| c == fence_char).count();
        if fence_len < 3 {
            continue;
        }
        let info = trimmed[fence_len..].trim().to_string();
        let mut body = String::new();
        for (_, inner) in lines.by_ref() {
            let inner_trimmed = inner.trim_start();
            let closing = inner_trimmed.chars().take_while(|&c| c == fence_char).count();
            if closing >= fence_len && inner_trimmed[closing..].trim().is_empty() {
                break;
            }
            let strip = inner.len() - inner_trimmed.len();
            body.push_str(&inner[strip.min(indent)..]);
            body.push('\n');
        }
        let first_word = info.split([',', ' ', '\t']).next().unwrap_or("");
        if first_word == "rust" {
            out.push(Block { index: out.len() + 1, line: number + 1, info, body, section: section.clone() });
        }
    }
    out
}

/// A block recorded as unusable, in `suites/<suite>/skips.toml`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Skip {
    /// `<file>#block-N`.
    pub source: String,
    /// The block's hash when it was skipped.
    pub sha256: String,
    /// Why it cannot be a snippet.
    pub reason: String,
}

/// `skips.toml` as written: unknown keys (`[[skp]]`, `sha`) are errors, not ignored.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SkipsFile {
    #[serde(default)]
    skip: Vec<SkipEntry>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SkipEntry {
    source: toml::Spanned<String>,
    sha256: toml::Spanned<String>,
    reason: toml::Spanned<String>,
}

/// Reads `skips.toml` of a suite folder (absent means none).
pub fn read_skips(suite: &Path) -> Result<Vec<Skip>, Error> {
    let path = suite.join("skips.toml");
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = fsutil::read_to_string(&path)?;
    parse_skips(&path, &text)
}

/// Parses the text of a `skips.toml` (named `path` in errors). Every problem is an error with
/// its line: bad TOML or an unknown key, a `source` that is not `<file>#block-N`, a `sha256`
/// that is not 64 hex digits, an empty `reason`, a block skipped twice.
pub fn parse_skips(path: &Path, text: &str) -> Result<Vec<Skip>, Error> {
    let config = |message: String| Error::Config { path: path.to_path_buf(), message };
    let file: SkipsFile = toml::from_str(text).map_err(|e| config(e.to_string()))?;
    let line = |span: std::ops::Range<usize>| text[..span.start.min(text.len())].matches('\n').count() + 1;
    let mut problems = Vec::new();
    let mut skips: Vec<Skip> = Vec::new();
    let mut lines: Vec<usize> = Vec::new();
    for entry in file.skip {
        let at = line(entry.source.span());
        let source = entry.source.into_inner();
        let block = source.split_once("#block-").is_some_and(|(file, n)| !file.is_empty() && n.parse::<usize>().is_ok_and(|n| n > 0));
        if !block {
            problems.push(format!("line {at}: source `{source}` is not `<file>#block-N` (`3498-lifetime-capture-rules-2024.md#block-7`)"));
        }
        let sha_line = line(entry.sha256.span());
        let sha256 = entry.sha256.into_inner();
        if !(sha256.len() == 64 && sha256.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))) {
            problems.push(format!(
                "line {sha_line}: sha256 `{sha256}` is not 64 lowercase hex digits: copy the block's hash from `edrift extract --check`"
            ));
        }
        let reason_line = line(entry.reason.span());
        let reason = entry.reason.into_inner();
        if reason.trim().is_empty() {
            problems.push(format!("line {reason_line}: the skip of `{source}` gives no reason: say why the block cannot be a snippet"));
        }
        if let Some(first) = skips.iter().position(|s| s.source == source) {
            problems.push(format!("line {at}: `{source}` is skipped twice (lines {} and {at}): keep one", lines[first]));
        }
        skips.push(Skip { source, sha256, reason });
        lines.push(at);
    }
    match problems.is_empty() {
        true => Ok(skips),
        false => Err(config(problems.join("\n  "))),
    }
}

/// What `edrift extract` did.
#[derive(Debug, Default)]
pub struct ExtractReport {
    /// Skeletons written.
    pub written: Vec<PathBuf>,
    /// Blocks already covered by a snippet (left alone).
    pub kept: usize,
    /// Blocks recorded as skips.
    pub skipped: usize,
}

/// Writes one skeleton per uncovered block of `rfc` into `suite`.
pub fn extract(rfc: &Path, suite: &Path) -> Result<ExtractReport, Error> {
    let markdown = fsutil::read_to_string(rfc)?;
    let file_name = file_name(rfc);
    let rfc_number: String = file_name.chars().take_while(char::is_ascii_digit).collect();
    let covered = covered_blocks(suite, &file_name)?;
    let skips = read_skips(suite)?;
    let mut report = ExtractReport::default();
    std::fs::create_dir_all(suite).map_err(|e| Error::io("create", suite, e))?;
    for block in blocks(&markdown) {
        let source = format!("{file_name}#block-{}", block.index);
        if covered.contains_key(&source) {
            report.kept += 1;
            continue;
        }
        if skips.iter().any(|s| s.source == source) {
            report.skipped += 1;
            continue;
        }
        let path = suite.join(format!("block-{:02}.rs", block.index));
        if path.exists() {
            // Someone's file under the name we would use: never overwrite it.
            report.kept += 1;
            continue;
        }
        let mut text = String::new();
        if !rfc_number.is_empty() {
            let _ = writeln!(text, "//@ rfc: {rfc_number}");
        }
        let _ = writeln!(text, "//@ source: {source} sha256:{}", block.sha256());
        let _ = writeln!(text, "//@ section: {}", block.section);
        text.push_str(&block.body);
        fsutil::write_atomic(&path, text.as_bytes())?;
        report.written.push(path);
    }
    Ok(report)
}

/// One problem `extract --check` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckProblem {
    /// A snippet names a block that the RFC does not have.
    MissingBlock {
        /// The snippet.
        snippet: PathBuf,
        /// The block it names.
        source: String,
    },
    /// A snippet's block changed in the RFC.
    HashChanged {
        /// The snippet.
        snippet: PathBuf,
        /// The block it names.
        source: String,
        /// The hash the snippet records.
        recorded: String,
        /// The block's hash now.
        now: String,
    },
    /// A block is neither a snippet nor a skip.
    Uncovered {
        /// The block.
        source: String,
        /// Its line in the RFC.
        line: usize,
    },
    /// A skip's block changed or vanished.
    StaleSkip {
        /// The block.
        source: String,
    },
}

impl std::fmt::Display for CheckProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::MissingBlock { snippet, source } => {
                write!(f, "{}: names {source}, which the RFC no longer has", snippet.display())
            }
            Self::HashChanged { snippet, source, recorded, now } => write!(
                f,
                "{}: {source} changed in the RFC (recorded sha256:{}, now sha256:{}): review the snippet and update its `source:` hash",
                snippet.display(),
                &recorded[..recorded.len().min(12)],
                &now[..12]
            ),
            Self::Uncovered { source, line } => {
                write!(f, "{source} (line {line}) is neither a snippet nor a skip: run `edrift extract` or add it to skips.toml")
            }
            Self::StaleSkip { source } => {
                write!(f, "skips.toml: {source} changed or vanished in the RFC: review the skip")
            }
        }
    }
}

/// Checks that every block of `rfc` is covered by a snippet of `suite` or a skip, with the
/// recorded hash.
pub fn check(rfc: &Path, suite: &Path) -> Result<Vec<CheckProblem>, Error> {
    let markdown = fsutil::read_to_string(rfc)?;
    let file_name = file_name(rfc);
    let blocks: BTreeMap<String, Block> = blocks(&markdown).into_iter().map(|b| (format!("{file_name}#block-{}", b.index), b)).collect();
    let covered = covered_blocks(suite, &file_name)?;
    let skips = read_skips(suite)?;
    let mut problems = Vec::new();
    for (source, uses) in &covered {
        for (snippet, recorded) in uses {
            match blocks.get(source) {
                None => problems.push(CheckProblem::MissingBlock { snippet: snippet.clone(), source: source.clone() }),
                Some(block) if block.sha256() != *recorded => problems.push(CheckProblem::HashChanged {
                    snippet: snippet.clone(),
                    source: source.clone(),
                    recorded: recorded.clone(),
                    now: block.sha256(),
                }),
                Some(_) => {}
            }
        }
    }
    for skip in &skips {
        if !skip.source.starts_with(&format!("{file_name}#")) {
            continue;
        }
        match blocks.get(&skip.source) {
            Some(block) if block.sha256() == skip.sha256 => {}
            _ => problems.push(CheckProblem::StaleSkip { source: skip.source.clone() }),
        }
    }
    for (source, block) in &blocks {
        if !covered.contains_key(source) && !skips.iter().any(|s| &s.source == source) {
            problems.push(CheckProblem::Uncovered { source: source.clone(), line: block.line });
        }
    }
    Ok(problems)
}

/// Snippets of `suite` whose `source:` names a block of `file_name`: source -> [(snippet, hash)].
fn covered_blocks(suite: &Path, file_name: &str) -> Result<BTreeMap<String, Vec<(PathBuf, String)>>, Error> {
    let mut out: BTreeMap<String, Vec<(PathBuf, String)>> = BTreeMap::new();
    if !suite.exists() {
        return Ok(out);
    }
    for path in crate::discover::snippet_files(suite)? {
        let text = fsutil::read_to_string(&path)?;
        for Provenance { source, sha256 } in directives::provenance(&text) {
            if source.starts_with(&format!("{file_name}#")) {
                out.entry(source).or_default().push((path.clone(), sha256));
            }
        }
    }
    Ok(out)
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SuiteFile {
    #[expect(dead_code, reason = "read by reports; validated here")]
    title: String,
    #[serde(default)]
    sources: Vec<PathBuf>,
}

/// The (markdown file, suite folder) pairs that every suite's `suite.toml` declares. A suite
/// without `suite.toml`, or naming a file that does not exist, is an error naming it.
pub fn suite_sources(suites: &Path, shared: &Path) -> Result<Vec<(PathBuf, PathBuf)>, Error> {
    let mut pairs = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(suites)
        .map_err(|e| Error::io("read folder", suites, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    entries.sort();
    for suite in entries {
        // A suite's skips are checked even when no source names their blocks.
        read_skips(&suite)?;
        let path = suite.join("suite.toml");
        let text = fsutil::read_to_string(&path)?;
        let file: SuiteFile = toml::from_str(&text).map_err(|e| Error::Config { path: path.clone(), message: e.to_string() })?;
        for source in file.sources {
            if !source.to_str().is_some_and(crate::directives::stays_inside) {
                let line = text.lines().position(|l| l.contains(&*source.to_string_lossy())).map_or(1, |i| i + 1);
                return Err(Error::Config {
                    path: path.clone(),
                    message: format!(
                        "line {line}: source `{}` leaves the shared folder: name a file by a relative path under {} (`rfcs/3498-lifetime-capture-rules-2024.md`)",
                        source.display(),
                        shared.display()
                    ),
                });
            }
            let markdown = shared.join(&source);
            if !markdown.is_file() {
                return Err(Error::Config {
                    path: path.clone(),
                    message: format!("source `{}` does not exist under {}", source.display(), shared.display()),
                });
            }
            pairs.push((markdown, suite.clone()));
        }
    }
    Ok(pairs)
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_rust_blocks_only_and_tracks_sections() {
        let md = "# Title\n\n## Motivation\n\n```rust\nfn a() {}\n```\n\n```text\nno\n```\n\n### Sub\n\n  ```rust,ignore\n  fn b() {\n      x\n  }\n  ```\n";
        let found = blocks(md);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].section, "Motivation");
        assert_eq!(found[0].body, "fn a() {}\n");
        assert_eq!(found[1].index, 2);
        assert_eq!(found[1].section, "Sub");
        assert_eq!(found[1].body, "fn b() {\n    x\n}\n");
        assert_eq!(found[1].info, "rust,ignore");
    }

    #[test]
    fn a_bad_skips_file_is_an_error_naming_the_line() {
        let path = Path::new("suites/s/skips.toml");
        let hash = "91fee32e59eb323d121f7bf754f3d52ef19861085b0bfa126845d6cc62a75047";
        let entry = |source: &str, sha: &str| format!("[[skip]]\nsource = \"{source}\"\nsha256 = \"{sha}\"\nreason = \"why\"\n");
        let good = entry("x.md#block-2", hash) + &entry("x.md#block-3", hash);
        assert_eq!(parse_skips(path, &good).unwrap().len(), 2);
        let err = |text: &str| parse_skips(path, text).unwrap_err().to_string();
        let twice = err(&(entry("x.md#block-2", hash) + &entry("x.md#block-2", hash)));
        assert!(twice.contains("skips.toml") && twice.contains("line 6") && twice.contains("skipped twice (lines 2 and 6)"), "{twice}");
        let not_hex = err(&entry("x.md#block-2", "not-a-hash"));
        assert!(not_hex.contains("line 3: sha256 `not-a-hash` is not 64 lowercase hex digits"), "{not_hex}");
        let source = err(&entry("x.md", hash));
        assert!(source.contains("line 2: source `x.md` is not `<file>#block-N`"), "{source}");
        let syntax = err("[[skip]]\nsource = \"x.md#block-2\n");
        assert!(syntax.contains("skips.toml") && syntax.contains("line 2"), "{syntax}");
        let misspelt = err(&format!("[[skp]]\nsource = \"x.md#block-2\"\nsha256 = \"{hash}\"\nreason = \"why\"\n"));
        assert!(misspelt.contains("skp") && misspelt.contains("line 1"), "{misspelt}");
    }

    #[test]
    fn hash_is_of_the_body() {
        let found = blocks("```rust\nfn a() {}\n```\n");
        assert_eq!(found[0].sha256(), sha256_hex(b"fn a() {}\n"));
    }

    #[test]
    fn counts_the_rfcs_of_the_mission() {
        let rfcs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/rfcs");
        if !rfcs.exists() {
            return;
        }
        let count = |name: &str| blocks(&std::fs::read_to_string(rfcs.join(name)).unwrap()).len();
        assert_eq!(count("3498-lifetime-capture-rules-2024.md"), 37);
        assert_eq!(count("3617-precise-capturing.md"), 57);
        assert_eq!(count("3509-prelude-2024-future.md"), 3);
    }
}
