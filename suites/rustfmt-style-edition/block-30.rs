//@ source: rustfmt-formatting-fixes.md#block-30 sha256:f708c5f5b31fc2ffada141734809e24612d97cc17ac6cd016a5b7d8faf0216ec
//@ section: Off-by-one error for `format_macro_matchers`
//@ claim: "The guide's example (style edition 2021 output (format_macro_matchers)) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
macro_rules! test {
    ($aasdfghj:expr, $qwertyuiop:expr, $zxcvbnmasdfghjkl:expr, $aeiouaeiouaeio:expr, $add:expr) => {{
        return;
    }};
}
