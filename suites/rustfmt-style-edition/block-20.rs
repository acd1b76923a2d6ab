//@ source: rustfmt-formatting-fixes.md#block-20 sha256:cee56595dffbadc172f5967a44203716802bd24d555b340306532673dd529e5a
//@ section: Same formatting between function and macro calls
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-20.rs
fn main() {
    macro_call!(
        HAYSTACK
            .par_iter()
            .find_any(|&&x| x[0] % 1000 == 999)
            .is_some()
    );

    fn_call(
        HAYSTACK
            .par_iter()
            .find_any(|&&x| x[0] % 1000 == 999)
            .is_some(),
    );
}
