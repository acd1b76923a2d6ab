//@ source: rustfmt-formatting-fixes.md#block-30 sha256:f708c5f5b31fc2ffada141734809e24612d97cc17ac6cd016a5b7d8faf0216ec
//@ section: Off-by-one error for `format_macro_matchers`
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@ compile-flags: --config format_macro_matchers=true
//@ note: "The section is about the `format_macro_matchers` option (\"When using the `format_macro_matchers` feature\"), so the snippet sets it; without it neither style edition breaks the matcher."
//@[e2021] formats-to: block-30.rs
//@[e2024] formats-to: block-31.rs
macro_rules! test {
    ($aasdfghj:expr, $qwertyuiop:expr, $zxcvbnmasdfghjkl:expr, $aeiouaeiouaeio:expr, $add:expr) => {{
        return;
    }};
}
