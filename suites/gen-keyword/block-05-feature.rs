//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-5
//@ claim: "`gen` blocks must diverge or return the unit type. Specifically, the trailing expression must be of the unit or `!` type"
//@ needs-nightly
//@ edition: 2024
#![feature(gen_blocks)]

fn foo() -> impl Iterator<Item = i32> {
    gen { 42 }
    //~^ ERROR E0308
}
