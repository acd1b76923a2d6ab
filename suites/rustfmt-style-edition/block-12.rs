//@ source: rustfmt-formatting-fixes.md#block-12 sha256:3aed64ee83528b875916f7ad4b5c1bfb78b5ff6fd581c6c92677fc2adc987fd7
//@ section: Avoid extra space in nested tuple indexing expression
//@ claim: "The guide's example (style edition 2024 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn main() {
    let _ = ((1,),).0.0;
}
