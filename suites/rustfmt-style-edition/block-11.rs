//@ source: rustfmt-formatting-fixes.md#block-11 sha256:d95732175be6104b3c12a5fa503dc14cea8ec223fd105ee399e98756413845e7
//@ section: Avoid extra space in nested tuple indexing expression
//@ claim: "The guide's example (style edition 2021 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn main() {
    let _ = ((1,),).0 .0;
}
