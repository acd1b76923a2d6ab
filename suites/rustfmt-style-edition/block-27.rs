//@ source: rustfmt-formatting-fixes.md#block-27 sha256:a67aa9bbb283e0183753b505e53fee2f64d67fe43ce4dc0d6fdc020efef3b326
//@ section: Off-by-one error for wrapping enum variant doc comments
//@ claim: "The guide's example (original) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
pub enum Severity {
    /// But here, this comment is 120 columns wide and the formatter wants to split it up onto two separate lines still.
    Error,
    /// This comment is 119 columns wide and works perfectly. Lorem ipsum. lorem ipsum. lorem ipsum. lorem ipsum lorem.
    Warning,
}
