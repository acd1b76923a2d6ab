//! The gutter of a rendered diagnostic, the column of line numbers left of `|`: the steps of
//! trybuild's normalization that hide the numbers of lines in files other than the test's, and
//! those that then narrow the gutter to the numbers that are left. It takes rendered text and
//! gives rendered text; it knows nothing of paths but what its caller's predicate says.

/// Hides the line numbers under every `-->`/`:::` line whose path (without `:line:column`)
/// `outside` accepts: the arrow's `:line:column` goes, and each following line that starts
/// (after spaces) with a digit, `|` or `.` has its leading digits blanked, keeping the width.
pub(super) fn hide_numbers(text: &str, outside: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut hiding = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("--> ") || trimmed.starts_with("::: ") {
            let head = line.len() - trimmed.len() + 4;
            let path = without_position(&line[head..]);
            hiding = outside(path);
            let kept = if hiding { &line[..head + path.len()] } else { line };
            out.push_str(kept);
        } else if hiding && trimmed.starts_with(|c: char| c.is_ascii_digit() || c == '|' || c == '.') {
            let numbered = line.bytes().take_while(|b| *b == b' ' || b.is_ascii_digit()).count();
            out.push_str(&" ".repeat(numbered));
            out.push_str(&line[numbered..]);
        } else {
            hiding = false;
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// `src/lib.rs:3:7` -> `src/lib.rs` (at most two `:<digits>` at the end).
fn without_position(path: &str) -> &str {
    let mut path = path;
    for _ in 0..2 {
        match path.rsplit_once(':') {
            Some((before, digits)) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => path = before,
            _ => break,
        }
    }
    path
}

/// Which lines a step of trybuild's narrowing takes into a diagnostic's block.
#[derive(Debug, Clone, Copy)]
pub(super) struct Unindent {
    /// A `help:` line in the first column goes on with the block (else it ends it).
    pub after_help: bool,
    /// Lines indented 6 or more after a `note:` line are part of the note (not cut).
    pub multiline_note: bool,
    /// A `note: ` line that is not inside a block heads one, as `error:` does.
    pub heading_note: bool,
    /// A suggestion's `12 ~ x`, `12 + x`, `12 - x` lines count as code.
    pub suggestion: bool,
}

impl Unindent {
    /// The first step's narrowing.
    pub const FIRST: Unindent = Unindent { after_help: false, multiline_note: false, heading_note: false, suggestion: false };
    /// The newest step's.
    pub const NEWEST: Unindent = Unindent { after_help: true, multiline_note: true, heading_note: true, suggestion: true };
}

/// What a line is to the narrowing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `error...:`, `warning...:` (and under `heading_note`, a `note: ` opening a block).
    Heading,
    /// A line of the gutter (`  --> a.rs`, `   |`, `12 | x`, `   = note:`), with how many
    /// columns of it could go.
    Code(usize),
    /// `note:`, `...` (and `help:`, a note's further lines, per the step): kept as it is.
    Note,
    /// Anything else, with its leading spaces.
    Other(usize),
}

/// Classifies `line`; `after_note` says whether the line before was a note and is set for the next.
fn kind(line: &str, opening: bool, after_note: &mut bool, step: Unindent) -> Kind {
    let was_note = std::mem::replace(after_note, false);
    let heading = ["error", "warning"].iter().any(|h| line.strip_prefix(h).is_some_and(|rest| rest.starts_with([':', '['])));
    if heading || (opening && step.heading_note && line.starts_with("note: ")) {
        return Kind::Heading;
    }
    if line.starts_with("note:")
        || line == "..."
        || (step.after_help && line.starts_with("help:"))
        || (step.multiline_note && was_note && line.starts_with("      "))
    {
        *after_note = true;
        return Kind::Note;
    }
    if let Some(rest) = line.strip_prefix("... ") {
        return Kind::Code(rest.bytes().take_while(|b| *b == b' ').count());
    }
    let leading = line.bytes().take_while(|b| *b == b' ').count();
    let digits = line[leading..].bytes().take_while(u8::is_ascii_digit).count();
    let spaces = leading + line[leading + digits..].bytes().take_while(|b| *b == b' ').count();
    let rest = &line[digits + spaces..];
    let mark = |m: &str| rest == m || rest.strip_prefix(m).is_some_and(|r| r.starts_with(' '));
    let code = rest == "|"
        || rest.starts_with("| ")
        || (step.suggestion && digits > 0 && (mark("~") || mark("+") || mark("-")))
        || (digits == 0 && (rest.starts_with("--> ") || rest.starts_with("::: ") || rest.starts_with("= ")));
    if spaces > 0 && code {
        return Kind::Code(spaces - 1);
    }
    Kind::Other(if digits == 0 { spaces } else { 0 })
}

/// Narrows each diagnostic's gutter: after a heading whose next line is its `-->`, the block
/// (gutter lines, notes, lines indented more than 10) loses, right after its first space, as
/// many columns as every gutter line of it can spare.
pub(super) fn unindent(text: &str, step: Unindent) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        out.push_str(line);
        out.push('\n');
        i += 1;
        if kind(line, true, &mut false, step) != Kind::Heading {
            continue;
        }
        let Some(next) = lines.get(i) else { continue };
        let Kind::Code(first) = kind(next, false, &mut false, step) else { continue };
        if !next.trim_start().starts_with("--> ") {
            continue;
        }
        let (mut size, mut spare, mut after_note) = (1, first, false);
        for line in &lines[i + 1..] {
            match kind(line, false, &mut after_note, step) {
                Kind::Heading => break,
                Kind::Code(n) => {
                    size += 1;
                    spare = spare.min(n);
                }
                Kind::Note => size += 1,
                Kind::Other(spaces) if spaces > 10 => size += 1,
                Kind::Other(_) => break,
            }
        }
        let mut after_note = false;
        for line in &lines[i..i + size] {
            let cut = match kind(line, false, &mut after_note, step) {
                Kind::Code(_) | Kind::Other(_) => {
                    line.find(' ').and_then(|space| Some(format!("{}{}", &line[..space], line.get(space + spare..)?)))
                }
                Kind::Heading | Kind::Note => None,
            };
            out.push_str(cut.as_deref().unwrap_or(line));
            out.push('\n');
        }
        i += size;
    }
    out
}
