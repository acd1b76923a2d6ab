//@ source: rustfmt-formatting-fixes.md#block-11 sha256:d95732175be6104b3c12a5fa503dc14cea8ec223fd105ee399e98756413845e7
//@ section: Avoid extra space in nested tuple indexing expression
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-11.rs
//@[e2024] formats-to: block-12.rs
fn main() {
    let _ = ((1,),).0 .0;
}
