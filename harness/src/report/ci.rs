//! CI reports rendered from the [`Document`]: JUnit XML (one test case per cell, serialized by
//! `quick-junit` as cargo-nextest's is), GitHub Actions `::error` annotations for failing cells,
//! and a job summary in Markdown.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::{CellEntry, Document};
use crate::drift::Category;
use crate::error::Error;
use crate::fsutil;
use crate::project::Project;
use crate::runner::{Event, Plan, Reporter};
use crate::verdict::{CellRecord, Record, VerdictKind};

/// How `edrift run` reports on stdout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Failures and a summary line.
    Human,
    /// JUnit XML only.
    Junit,
}

/// A reporter that writes the CI outputs asked for when the run ends, from the records its
/// events carried (rendered through the [`Document`], like every report).
pub struct Outputs<'a> {
    project: &'a Project,
    format: Format,
    junit_file: Option<&'a Path>,
    github: bool,
    summary: Option<&'a Path>,
    records: Vec<CellRecord>,
}

impl<'a> Outputs<'a> {
    /// The outputs of a run of `project`: XML on stdout with [`Format::Junit`], a JUnit file, and
    /// GitHub annotations and job summary (appended to `summary`, `$GITHUB_STEP_SUMMARY` as the
    /// entry point's configuration has it).
    pub fn new(project: &'a Project, format: Format, junit_file: Option<&'a Path>, github: bool, summary: Option<&'a Path>) -> Outputs<'a> {
        Outputs { project, format, junit_file, github, summary, records: Vec::new() }
    }

    /// Whether any output was asked for.
    pub fn wanted(&self) -> bool {
        self.format == Format::Junit || self.junit_file.is_some() || self.github
    }
}

impl Reporter for Outputs<'_> {
    fn event(&mut self, plan: &Plan, event: &Event) -> Result<(), Error> {
        match event {
            Event::CellFinished { record, .. } if self.wanted() => match &**record {
                Record::Compile(record) => self.records.push(record.clone()),
                // CI outputs report the compile cells; migrations are in drift.json and the dashboard.
                Record::Migration(_) => {}
            },
            Event::RunFinished { .. } if self.wanted() => {
                let inputs = super::Inputs {
                    project: self.project,
                    plan,
                    records: &self.records,
                    run_id: None,
                    history: Vec::new(),
                    migrations: &[],
                };
                emit(&Document::build(&inputs), self.format, self.junit_file, self.github, self.summary)?;
            }
            Event::CellFinished { .. }
            | Event::RunFinished { .. }
            | Event::RunStarted { .. }
            | Event::CellStarted { .. }
            | Event::CellErrored { .. }
            | Event::CellSkipped { .. } => {}
        }
        Ok(())
    }
}

/// Writes the CI outputs that were asked for; under `github`, the job summary is appended to
/// `summary` (`$GITHUB_STEP_SUMMARY`), if any.
pub fn emit(document: &Document, format: Format, junit_file: Option<&Path>, github: bool, summary: Option<&Path>) -> Result<(), Error> {
    let xml = junit(document);
    match format {
        Format::Junit => print!("{xml}"),
        Format::Human => {}
    }
    if let Some(file) = junit_file {
        fsutil::write_atomic(file, xml.as_bytes())?;
    }
    if github {
        // Workflow commands belong on stdout, unless stdout is the XML.
        for line in annotations(document) {
            match format {
                Format::Human => println!("{line}"),
                Format::Junit => eprintln!("{line}"),
            }
        }
        if let Some(path) = summary {
            let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path).map_err(|e| Error::io("open", path, e))?;
            file.write_all(job_summary(document).as_bytes()).map_err(|e| Error::io("append to", path, e))?;
        }
    }
    Ok(())
}

/// JUnit XML: a test suite per snippet suite, a test case per cell (passing and stale cells
/// succeed, failing ones carry every reason, cells that are not applicable are skipped).
pub fn junit(document: &Document) -> String {
    let mut report = Report::new("edrift");
    let mut suites: Vec<&str> = document.snippets.iter().map(|s| s.suite.as_str()).collect();
    suites.dedup();
    for suite in suites {
        let cells: Vec<_> = document.cells.iter().filter(|c| c.snippet.split('/').next() == Some(suite)).collect();
        if cells.is_empty() {
            continue;
        }
        let mut test_suite = TestSuite::new(suite);
        test_suite.set_time(Duration::from_millis(cells.iter().map(|c| c.duration_ms).sum()));
        test_suite.add_test_cases(cells.into_iter().map(test_case));
        report.add_test_suite(test_suite);
    }
    // Serializing into a `String` fails only on I/O, which a `String` does not do.
    report.to_string().expect("JUnit XML serializes into a String")
}

fn test_case(cell: &CellEntry) -> TestCase {
    let status = match cell.verdict {
        VerdictKind::Fail => {
            let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
            status.set_message(cell.reasons.first().and_then(|r| r.lines().next()).unwrap_or("failed"));
            status.set_description(cell.reasons.join("\n"));
            status
        }
        VerdictKind::NotApplicable => {
            let mut status = TestCaseStatus::skipped();
            status.set_message(cell.reasons.first().map_or("unsupported", String::as_str));
            status
        }
        VerdictKind::Pass | VerdictKind::Stale => TestCaseStatus::success(),
    };
    let mut case = TestCase::new(format!("{}::{}::{}", cell.snippet, cell.edition, cell.lane), status);
    case.set_classname(&cell.snippet);
    case.set_time(Duration::from_millis(cell.duration_ms));
    case
}

/// GitHub's escaping of a workflow command's data (`%`, CR, LF) and properties (also `:`, `,`).
fn data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

/// One `::error` line per failing cell, on the snippet's file and line.
pub fn annotations(document: &Document) -> Vec<String> {
    document
        .cells
        .iter()
        .filter(|c| c.verdict == VerdictKind::Fail)
        .map(|cell| {
            let path = document.snippets.iter().find(|s| s.id == cell.snippet).map_or(String::new(), |s| s.path.clone());
            let line = cell.line.map_or(String::new(), |l| format!(",line={l}"));
            let title = format!("{}::{}::{}", cell.snippet, cell.edition, cell.lane);
            format!("::error file={}{line},title={}::{}", property(&path), property(&title), data(&cell.reasons.join("\n")))
        })
        .collect()
}

/// The job summary: verdict counts, drift per pair of lanes, failing cells.
pub fn job_summary(document: &Document) -> String {
    let mut out = String::from("## edition-drift\n\n| verdict | cells |\n|---|---|\n");
    for (verdict, n) in &document.summary.verdicts {
        let _ = writeln!(out, "| {} | {n} |", verdict.name());
    }
    if !document.summary.pairs.is_empty() {
        out.push_str("\n| lanes | drift |\n|---|---|\n");
        for pair in &document.summary.pairs {
            let counts: Vec<String> = pair
                .counts
                .iter()
                .filter(|c| c.count > 0 && c.category.is_drift())
                .map(|c| format!("{} {}", c.count, c.category.name()))
                .collect();
            let text = if counts.is_empty() { Category::Unchanged.name().to_string() } else { counts.join(", ") };
            let _ = writeln!(out, "| {} → {} | {text} |", pair.from, pair.to);
        }
    }
    let failing: Vec<_> = document.cells.iter().filter(|c| c.verdict == VerdictKind::Fail).collect();
    if !failing.is_empty() {
        let _ = writeln!(out, "\n### {} failing cell(s)\n", failing.len());
        for cell in failing.iter().take(50) {
            let first = cell.reasons.first().and_then(|r| r.lines().next()).unwrap_or("");
            let _ = writeln!(out, "- `{}::{}::{}`: {}", cell.snippet, cell.edition, cell.lane, first.replace('|', "\\|"));
        }
        if failing.len() > 50 {
            let _ = writeln!(out, "- … and {} more", failing.len() - 50);
        }
    }
    out
}
