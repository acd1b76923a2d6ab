//@ variant-of: let-chains.md#block-1
//@ needs-nightly
//@ claim: "Starting with the 2024 Edition, it is now allowed to have chaining of `let` expressions"
//@ note: "on nightly the old `let_chains` feature gate no longer enables chains in 2021 (rust-lang/rust#140722: the gate was marked stable and replaced by an error on older editions); the gate only warns as stable"
#![feature(let_chains)]
//~^ WARN has been stable since 1.88.0
pub fn f(a: Option<u8>, b: Option<u8>) -> u8 {
    if let Some(x) = a && let Some(y) = b { x + y } else { 0 }
    //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
    //[e2021]~| ERROR let chains are only allowed in Rust 2024 or later
}
