//! Stage `diagnostics`: rustc's `--error-format=json` stream in, typed diagnostics and the
//! rendered text out. Lines that are not JSON (an ICE's panic message, a backtrace, a linker's
//! chatter) are kept verbatim in the rendered text, so nothing the compiler said is lost. It
//! never decides whether a diagnostic was expected: `verdict` does.

use std::path::Path;

use serde::Deserialize;

use crate::model::Level;

/// Where a diagnostic points, in the snippet.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Span {
    /// The file as rustc names it.
    pub file: String,
    /// 1-based first line.
    pub line: usize,
    /// 1-based first column.
    pub column: usize,
    /// 1-based last line.
    pub line_end: usize,
    /// 1-based column after the end.
    pub column_end: usize,
}

/// A span's label: the text rustc prints under the code it points at.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SpanLabel {
    /// The 1-based line the span starts on, traced into the snippet like the primary span.
    pub line: usize,
    /// Whether the span is a primary span of its diagnostic.
    pub primary: bool,
    /// The label (empty for a span rustc only underlines).
    pub text: String,
    /// The file the span itself is in, before tracing (empty in records made before it was
    /// kept): compiletest reads a label as a note only where the span is in the test.
    #[serde(default)]
    pub file: String,
}

/// One frame of a span's macro backtrace: where a macro (or a desugaring) was expanded.
/// compiletest reads each frame in the test as a note, `in this expansion of <macro>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Frame {
    /// The file of the expansion's call site.
    pub file: String,
    /// Its 1-based line.
    pub line: usize,
    /// `construct!`, `desugaring of \`impl Trait\``, ...
    pub macro_name: String,
}

/// One diagnostic, with its children (notes, helps).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Diagnostic {
    /// `error`, `warning`, ... (`None` for a level we do not model, such as `failure-note`).
    pub level: Option<Level>,
    /// The level as rustc spelt it.
    pub level_text: String,
    /// An error code (`E0700`) or a lint name.
    pub code: Option<String>,
    /// The message.
    pub message: String,
    /// The primary span, traced back out of macro expansions into the snippet where possible.
    pub primary: Option<Span>,
    /// Labels of all spans, for drift of notes.
    pub labels: Vec<String>,
    /// The labelled spans, with the line each starts on in the snippet (for `LABEL`
    /// annotations, and for annotations that quote their diagnostic's primary label).
    #[serde(default)]
    pub span_labels: Vec<SpanLabel>,
    /// Suggested replacements, for drift of suggestions.
    pub suggestions: Vec<String>,
    /// Notes, helps.
    pub children: Vec<Diagnostic>,
    /// The macro backtrace of the primary span (a child without a span has its parent's), from
    /// the innermost expansion out.
    #[serde(default)]
    pub backtrace: Vec<Frame>,
}

impl Diagnostic {
    /// Whether this is a summary such as "aborting due to 2 previous errors", which no
    /// annotation can name.
    pub fn is_summary(&self) -> bool {
        self.primary.is_none()
            && (self.message.starts_with("aborting due to")
                || self.message.starts_with("For more information about")
                || self.message.ends_with("warnings emitted")
                || self.message.ends_with("warning emitted")
                || self.message.starts_with("Some errors have detailed explanations"))
    }
}

/// A parsed compiler stream.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Parsed {
    /// Top-level diagnostics, in order.
    pub diagnostics: Vec<Diagnostic>,
    /// The human-readable text: each diagnostic's `rendered` plus every non-JSON line.
    pub rendered: String,
    /// The future-incompatibility reports (`--json=future-incompat`), as compiletest writes them
    /// after the rest: `Future incompatibility report: ` and, per diagnostic, `Future breakage
    /// diagnostic:` with its rendering. Our own dialect's expectations leave them out.
    #[serde(default)]
    pub future_incompat: String,
}

#[derive(Deserialize)]
struct RawDiagnostic {
    #[serde(rename = "$message_type")]
    message_type: Option<String>,
    message: Option<String>,
    code: Option<RawCode>,
    level: Option<String>,
    #[serde(default)]
    spans: Vec<RawSpan>,
    #[serde(default)]
    children: Vec<RawDiagnostic>,
    rendered: Option<String>,
    /// A `future_incompat` message's diagnostics.
    #[serde(default)]
    future_incompat_report: Vec<ReportItem>,
}

#[derive(Deserialize)]
struct ReportItem {
    diagnostic: RawDiagnostic,
}

#[derive(Deserialize)]
struct RawCode {
    code: String,
}

#[derive(Deserialize, Clone)]
struct RawSpan {
    file_name: String,
    line_start: usize,
    line_end: usize,
    column_start: usize,
    column_end: usize,
    is_primary: bool,
    label: Option<String>,
    suggested_replacement: Option<String>,
    expansion: Option<Box<RawExpansion>>,
}

#[derive(Deserialize, Clone)]
struct RawExpansion {
    span: RawSpan,
    #[serde(default)]
    macro_decl_name: String,
}

/// Parses rustc's stderr under `--error-format=json`. `snippet` is the file whose spans count.
pub fn parse(stderr: &str, snippet: Option<&Path>) -> Parsed {
    let mut parsed = Parsed::default();
    for line in stderr.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('{')
            && let Ok(raw) = serde_json::from_str::<RawDiagnostic>(trimmed)
        {
            match raw.message_type.as_deref() {
                None | Some("diagnostic") => {}
                Some("future_incompat") => {
                    if !raw.future_incompat_report.is_empty() {
                        parsed.future_incompat.push_str("Future incompatibility report: ");
                    }
                    for item in &raw.future_incompat_report {
                        parsed.future_incompat.push_str("Future breakage diagnostic:\n");
                        parsed.future_incompat.push_str(item.diagnostic.rendered.as_deref().unwrap_or("Not rendered"));
                    }
                    continue;
                }
                // Future-incompatibility reports and artifact notices repeat or add
                // nothing a claim names.
                Some(_) => continue,
            }
            if raw.message.is_none() {
                continue;
            }
            if let Some(rendered) = &raw.rendered {
                parsed.rendered.push_str(rendered);
            }
            parsed.diagnostics.push(convert(&raw, snippet, None, &[]));
            continue;
        }
        parsed.rendered.push_str(line);
        parsed.rendered.push('\n');
    }
    parsed
}

/// Parses cargo's `--message-format=json` stdout: the `compiler-message` entries.
pub fn parse_cargo(messages: &str) -> Parsed {
    #[derive(Deserialize)]
    struct CargoMessage {
        reason: String,
        message: Option<serde_json::Value>,
    }
    let mut parsed = Parsed::default();
    for line in messages.lines() {
        let Ok(message) = serde_json::from_str::<CargoMessage>(line) else { continue };
        if message.reason != "compiler-message" {
            continue;
        }
        let Some(value) = message.message else { continue };
        let Ok(raw) = serde_json::from_value::<RawDiagnostic>(value) else { continue };
        if let Some(rendered) = &raw.rendered {
            parsed.rendered.push_str(rendered);
        }
        parsed.diagnostics.push(convert(&raw, None, None, &[]));
    }
    parsed
}

fn convert(raw: &RawDiagnostic, snippet: Option<&Path>, parent: Option<&Span>, parent_backtrace: &[Frame]) -> Diagnostic {
    let level_text = raw.level.clone().unwrap_or_default();
    let own = raw.spans.iter().find(|s| s.is_primary).map(|s| traced(s, snippet));
    let backtrace = match &own {
        Some(span) => frames(span),
        None => parent_backtrace.to_vec(),
    };
    let primary = own.map(|s| to_span(&s)).or_else(|| parent.cloned());
    Diagnostic {
        level: Level::from_rustc(&level_text),
        level_text,
        code: raw.code.as_ref().map(|c| c.code.clone()),
        message: raw.message.clone().unwrap_or_default(),
        labels: raw.spans.iter().filter_map(|s| s.label.clone()).collect(),
        span_labels: raw
            .spans
            .iter()
            .filter_map(|s| {
                // An empty label (a span only underlined, `^ -----`) is kept: compiletest reads
                // it as a NOTE that an empty `//~ NOTE` may match, though none must.
                let text = s.label.clone()?;
                let line = trace_into_snippet(s, snippet).line;
                Some(SpanLabel { line, primary: s.is_primary, text, file: s.file_name.clone() })
            })
            .collect(),
        suggestions: raw.spans.iter().filter_map(|s| s.suggested_replacement.clone()).collect(),
        children: raw.children.iter().map(|c| convert(c, snippet, primary.as_ref(), &backtrace)).collect(),
        primary,
        backtrace,
    }
}

/// The frames of a span's macro backtrace, innermost first.
fn frames(span: &RawSpan) -> Vec<Frame> {
    let mut out = Vec::new();
    let mut next = span.expansion.as_deref();
    while let Some(expansion) = next {
        out.push(Frame {
            file: expansion.span.file_name.clone(),
            line: expansion.span.line_start,
            macro_name: expansion.macro_decl_name.clone(),
        });
        next = expansion.span.expansion.as_deref();
    }
    out
}

/// A span inside a macro expansion is reported where the macro was invoked in the snippet.
fn trace_into_snippet(span: &RawSpan, snippet: Option<&Path>) -> Span {
    to_span(&traced(span, snippet))
}

/// The span itself when it is in the snippet, else the first call site of its expansions that
/// is (the span itself when none is).
fn traced(span: &RawSpan, snippet: Option<&Path>) -> RawSpan {
    let in_snippet = |s: &RawSpan| snippet.is_none_or(|p| Path::new(&s.file_name) == p || p.ends_with(&s.file_name));
    let mut current = span.clone();
    while !in_snippet(&current) {
        match &current.expansion {
            Some(expansion) => current = expansion.span.clone(),
            None => return span.clone(),
        }
    }
    current
}

fn to_span(current: &RawSpan) -> Span {
    Span {
        file: current.file_name.clone(),
        line: current.line_start,
        column: current.column_start,
        line_end: current.line_end,
        column_end: current.column_end,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E0700: &str = r#"{"$message_type":"diagnostic","message":"hidden type for `impl Sized` captures lifetime that does not appear in bounds","code":{"code":"E0700","explanation":"x"},"level":"error","spans":[{"file_name":"/s/a.rs","byte_start":40,"byte_end":41,"line_start":2,"line_end":2,"column_start":5,"column_end":6,"is_primary":true,"text":[],"label":"hidden type captures '_","suggested_replacement":null,"suggestion_applicability":null,"expansion":null}],"children":[{"message":"add a `use<...>` bound","code":null,"level":"help","spans":[{"file_name":"/s/a.rs","byte_start":1,"byte_end":2,"line_start":1,"line_end":1,"column_start":30,"column_end":30,"is_primary":true,"text":[],"label":null,"suggested_replacement":" + use<'a>","suggestion_applicability":"MachineApplicable","expansion":null}],"children":[],"rendered":null}],"rendered":"error[E0700]: hidden type\n"}"#;

    #[test]
    fn future_incompatibility_reports_are_kept_apart_and_notices_dropped() {
        let report = r#"{"$message_type":"future_incompat","future_incompat_report":[{"diagnostic":{"$message_type":"diagnostic","message":"m","code":null,"level":"error","spans":[],"children":[],"rendered":"error: m\n\n"}}]}"#;
        let artifact = r#"{"$message_type":"artifact","artifact":"/t/a.rmeta","emit":"metadata"}"#;
        let empty = r#"{"$message_type":"future_incompat","future_incompat_report":[]}"#;
        let stream = format!("{E0700}\n{artifact}\n{empty}\nthread 'rustc' panicked\n{report}\n");
        let parsed = parse(&stream, None);
        assert_eq!(parsed.rendered, "error[E0700]: hidden type\nthread 'rustc' panicked\n", "the reports are not in the rendered text");
        assert_eq!(parsed.future_incompat, "Future incompatibility report: Future breakage diagnostic:\nerror: m\n\n");
    }

    #[test]
    fn parses_codes_spans_children_and_keeps_raw_lines() {
        let stderr = format!("{E0700}\nthread 'rustc' panicked at x.rs:1:1\n");
        let parsed = parse(&stderr, Some(Path::new("/s/a.rs")));
        assert_eq!(parsed.diagnostics.len(), 1);
        let d = &parsed.diagnostics[0];
        assert_eq!(d.level, Some(Level::Error));
        assert_eq!(d.code.as_deref(), Some("E0700"));
        assert_eq!(d.primary.as_ref().unwrap().line, 2);
        assert_eq!(d.children[0].level, Some(Level::Help));
        assert_eq!(d.children[0].suggestions, vec![" + use<'a>".to_string()]);
        assert_eq!(
            d.span_labels,
            vec![SpanLabel { line: 2, primary: true, text: "hidden type captures '_".into(), file: "/s/a.rs".into() }]
        );
        assert!(d.children[0].span_labels.is_empty(), "a span without a label has none");
        assert_eq!(parsed.rendered, "error[E0700]: hidden type\nthread 'rustc' panicked at x.rs:1:1\n");
    }

    #[test]
    fn spans_in_macros_are_traced_to_the_invocation() {
        let json = r#"{"message":"m","code":null,"level":"error","spans":[{"file_name":"<macros>","line_start":9,"line_end":9,"column_start":1,"column_end":2,"is_primary":true,"label":null,"suggested_replacement":null,"expansion":{"span":{"file_name":"/s/a.rs","line_start":4,"line_end":4,"column_start":1,"column_end":9,"is_primary":false,"label":null,"suggested_replacement":null,"expansion":null},"macro_decl_name":"m!","def_site_span":null}}],"children":[],"rendered":"e\n"}"#;
        let parsed = parse(json, Some(Path::new("/s/a.rs")));
        assert_eq!(parsed.diagnostics[0].primary.as_ref().unwrap().line, 4);
    }

    #[test]
    fn summaries_are_recognised() {
        let json = r#"{"message":"aborting due to 1 previous error","code":null,"level":"error","spans":[],"children":[],"rendered":"error: aborting due to 1 previous error\n"}"#;
        let parsed = parse(json, None);
        assert!(parsed.diagnostics[0].is_summary());
    }
}
