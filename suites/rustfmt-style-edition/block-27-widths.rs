//@ variant-of: rustfmt-formatting-fixes.md#block-27
//@ section: Off-by-one error for wrapping enum variant doc comments
//@ claim: "The guide's blocks 27-29 with wrap_comments and the widths that make the 120-column comment the edge case: style edition 2021 wraps it one column early, 2024 does not"
//@ rustfmt
//@ compile-flags: --config wrap_comments=true,comment_width=120,max_width=120
//@[e2021] formats-to: block-28.rs
//@[e2024] formats-to: block-29.rs
pub enum Severity {
    /// But here, this comment is 120 columns wide and the formatter wants to split it up onto two separate lines still.
    Error,
    /// This comment is 119 columns wide and works perfectly. Lorem ipsum. lorem ipsum. lorem ipsum. lorem ipsum lorem.
    Warning,
}
