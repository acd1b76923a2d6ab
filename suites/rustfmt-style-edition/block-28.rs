//@ source: rustfmt-formatting-fixes.md#block-28 sha256:be8d46bcee124fd7654dc74bb5c368bb8610879203fc55e12c4d89610badf0f9
//@ section: Off-by-one error for wrapping enum variant doc comments
//@ claim: "The guide's example (style edition 2021 output (wrap_comments)) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
pub enum Severity {
    /// But here, this comment is 120 columns wide and the formatter wants to split it up onto two separate lines
    /// still.
    Error,
    /// This comment is 119 columns wide and works perfectly. Lorem ipsum. lorem ipsum. lorem ipsum. lorem ipsum lorem.
    Warning,
}
