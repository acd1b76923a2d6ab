//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-7
//@ claim: "it could reasonably be either `std::iter::once(())` or `std::iter::empty::<()>()`"
//@ note: "under the RFC a `gen` block yields only what it `yield`s: `gen {}` is empty, like `std::iter::empty::<()>()`"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn foo() -> impl Iterator<Item = ()> { gen {} }

fn main() {
    println!("{}", foo().count());
}
