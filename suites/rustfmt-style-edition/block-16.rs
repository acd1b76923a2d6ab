//@ source: rustfmt-formatting-fixes.md#block-16 sha256:168fcace5b139b3274247c43c7d2762a16e005fd0d46723b38bc614ceacd490c
//@ section: Long array and slice patterns are now wrapped
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-16.rs
fn main() {
    let [
        aaaaaaaaaaaaaaaaaaaaaaaaaa,
        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb,
        cccccccccccccccccccccccccc,
        ddddddddddddddddddddddddd,
    ] = panic!();
}
