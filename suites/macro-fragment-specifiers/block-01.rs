//@ source: macro-fragment-specifiers.md#block-1 sha256:71abc1c1d8be4b35c8130345fe894ce780a7fe821b79af9a4c3290724a9bbc87
//@ section: Details
//@ verbatim: block-01-asserted.rs
//@ note: "verbatim, the block prints the arm it takes and asserts nothing: stdout shows `second rule` in 2021 and `first rule` in 2024, a record no lane can fail; block-01-asserted.rs asserts the arm per edition"
//@ run-pass
macro_rules! example {
    ($e:expr) => { println!("first rule"); };
    (const $e:expr) => { println!("second rule"); };
}

fn main() {
    example!(const { 1 + 1 });
}
