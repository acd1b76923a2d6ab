//@ variant-of: macro-fragment-specifiers.md#block-1
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.81 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; expr_2021 was stabilized in 1.83 (RELEASES.md 1.83.0 Language, rust-lang/rust#129972); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.80.0, holds on 1.81.0; holds on 1.85"
macro_rules! example {
    ($e:expr) => { println!("first rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
    (const $e:expr) => { println!("second rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
}

fn main() {
    example!(const { 1 + 1 });
}
