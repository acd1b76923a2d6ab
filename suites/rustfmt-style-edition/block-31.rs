//@ source: rustfmt-formatting-fixes.md#block-31 sha256:1f51920eead406060440d8d5e461367bd018f5e22b1dbec329f4c523e0aa89f4
//@ section: Off-by-one error for `format_macro_matchers`
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@ compile-flags: --config format_macro_matchers=true
//@ note: "The section is about the `format_macro_matchers` option (\"When using the `format_macro_matchers` feature\"), so the snippet sets it; without it neither style edition breaks the matcher."
//@[e2024] formats-to: block-31.rs
macro_rules! test {
    (
        $aasdfghj:expr, $qwertyuiop:expr, $zxcvbnmasdfghjkl:expr, $aeiouaeiouaeio:expr, $add:expr
    ) => {{
        return;
    }};
}
