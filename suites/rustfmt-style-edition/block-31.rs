//@ source: rustfmt-formatting-fixes.md#block-31 sha256:1f51920eead406060440d8d5e461367bd018f5e22b1dbec329f4c523e0aa89f4
//@ section: Off-by-one error for `format_macro_matchers`
//@ claim: "The guide's example (style edition 2024 output (format_macro_matchers)) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
macro_rules! test {
    (
        $aasdfghj:expr, $qwertyuiop:expr, $zxcvbnmasdfghjkl:expr, $aeiouaeiouaeio:expr, $add:expr
    ) => {{
        return;
    }};
}
