//@ rfc: 3513
//@ claim: "In the 2024 edition we reserve `gen` as a keyword. Rust 2021 will use `k#gen` to access the same feature. What to do about earlier editions is left as an open question"
//@ note: "even with the feature gate on nightly, `gen { .. }` is not a `gen` block in Rust 2021: it parses as a struct literal of a type named `gen`. See k-gen-2021.rs for `k#gen`"
//@ needs-nightly
//@ edition: 2021
#![feature(gen_blocks)]

pub fn numbers() -> impl Iterator<Item = u8> {
    gen { yield 1; }
    //~^ ERROR E0422
    //~| ERROR expected identifier, found reserved keyword `yield`
}
