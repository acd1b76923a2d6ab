//@ source: rustfmt-formatting-fixes.md#block-29 sha256:a67aa9bbb283e0183753b505e53fee2f64d67fe43ce4dc0d6fdc020efef3b326
//@ section: Off-by-one error for wrapping enum variant doc comments
//@ claim: "The style edition 2024 output (with `wrap_comments`): style edition 2024 leaves it as it is"
//@ rustfmt
//@[e2024] stale-since: 1.0 "never held as written: with `wrap_comments` alone (the option the guide names) both style editions wrap both comments at the default comment_width of 80, so neither the 2021 nor the 2024 block comes out; the 120-column edge case needs comment_width=120 and max_width=120 as well (block-27-widths, where the claim holds on every lane)"
//@ compile-flags: --config wrap_comments=true
//@[e2024] formats-to: block-29.rs
pub enum Severity {
    /// But here, this comment is 120 columns wide and the formatter wants to split it up onto two separate lines still.
    Error,
    /// This comment is 119 columns wide and works perfectly. Lorem ipsum. lorem ipsum. lorem ipsum. lorem ipsum lorem.
    Warning,
}
