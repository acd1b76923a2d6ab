//@ source: rustfmt-formatting-fixes.md#block-12 sha256:3aed64ee83528b875916f7ad4b5c1bfb78b5ff6fd581c6c92677fc2adc987fd7
//@ section: Avoid extra space in nested tuple indexing expression
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-12.rs
fn main() {
    let _ = ((1,),).0.0;
}
