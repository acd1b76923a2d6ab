//@ source: macro-fragment-specifiers.md#block-1 sha256:71abc1c1d8be4b35c8130345fe894ce780a7fe821b79af9a4c3290724a9bbc87
//@ section: Details
//@ claim: "Here, in the 2021 Edition, the macro will match the *second* rule ... In the 2024 Edition, `expr` specifiers now also match `const` and `_` expressions"
//@ note: "stdout shows the arm: `second rule` in 2021, `first rule` in 2024; block-01-asserted.rs asserts it per edition"
//@ run-pass
macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    (const $e:expr_2021) => { println!("second rule"); };
}

fn main() {
    example!(const { 1 + 1 });
}
