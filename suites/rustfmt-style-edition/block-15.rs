//@ source: rustfmt-formatting-fixes.md#block-15 sha256:a6f15372b14103f3c58bbd5aa42e2686ab95e25c95e7bb19ff4072db8488d831
//@ section: Long array and slice patterns are now wrapped
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-15.rs
//@[e2024] formats-to: block-16.rs
fn main() {
    let [aaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccccccccccccc, ddddddddddddddddddddddddd] =
        panic!();
}
