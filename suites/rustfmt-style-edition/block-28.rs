//@ source: rustfmt-formatting-fixes.md#block-28 sha256:be8d46bcee124fd7654dc74bb5c368bb8610879203fc55e12c4d89610badf0f9
//@ section: Off-by-one error for wrapping enum variant doc comments
//@ claim: "The style edition 2021 output (with `wrap_comments`): style edition 2021 leaves it as it is"
//@ rustfmt
//@[e2021] stale-since: 1.0 "never held as written: with `wrap_comments` alone (the option the guide names) both style editions wrap both comments at the default comment_width of 80, so neither the 2021 nor the 2024 block comes out; the 120-column edge case needs comment_width=120 and max_width=120 as well (block-27-widths, where the claim holds on every lane)"
//@ compile-flags: --config wrap_comments=true
//@[e2021] formats-to: block-28.rs
pub enum Severity {
    /// But here, this comment is 120 columns wide and the formatter wants to split it up onto two separate lines
    /// still.
    Error,
    /// This comment is 119 columns wide and works perfectly. Lorem ipsum. lorem ipsum. lorem ipsum. lorem ipsum lorem.
    Warning,
}
