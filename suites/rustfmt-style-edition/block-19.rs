//@ source: rustfmt-formatting-fixes.md#block-19 sha256:bcd5e93c6b0c736b54ebbfc855d8e13232887ce44f954c574a9fcae4de90fa91
//@ section: Same formatting between function and macro calls
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-19.rs
//@[e2024] formats-to: block-20.rs
fn main() {
    macro_call!(HAYSTACK
        .par_iter()
        .find_any(|&&x| x[0] % 1000 == 999)
        .is_some());

    fn_call(
        HAYSTACK
            .par_iter()
            .find_any(|&&x| x[0] % 1000 == 999)
            .is_some(),
    );
}
