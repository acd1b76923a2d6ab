//@ variant-of: macro-fragment-specifiers.md#block-1
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
    (const $e:expr_2021) => { println!("second rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
}

fn main() {
    example!(const { 1 + 1 });
}
