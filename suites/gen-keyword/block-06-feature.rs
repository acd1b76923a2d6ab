//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-6
//@ claim: "...would then not return a value due to the semicolon"
//@ note: "under the RFC the statement `42;` is evaluated and discarded: the iterator is empty"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn foo() -> impl Iterator<Item = i32> {
    gen { 42; } // Note the semicolon.
}

fn main() {
    println!("{:?}", foo().collect::<Vec<_>>());
}
