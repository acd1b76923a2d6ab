//@ variant-of: macro-fragment-specifiers.md#block-2
//@ claim: "The `edition_2024_expr_fragment_specifier` lint will change all uses of the `expr` specifier to `expr_2021` to ensure that the behavior of existing macros does not change"
//@ note: "the block's attribute on the guide's first example: the lint flags every `$e:expr` of the matcher in 2021, and suggests `expr_2021`"
//@ edition: 2021
//@ run-pass
//@[e2021] holds-since: 1.81 "1.63 does not know edition_2024_expr_fragment_specifier (warning: unknown lint) and gives no warning; expr_2021 was stabilized in 1.83 (RELEASES.md 1.83.0 Language, rust-lang/rust#129972); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.80.0, holds on 1.81.0; holds on 1.85"
// Add this to the root of your crate to do a manual migration.
#![warn(edition_2024_expr_fragment_specifier)]

macro_rules! example {
    ($e:expr) => { println!("first rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
    //~| HELP expr_2021
    (const $e:expr) => { println!("second rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
}

fn main() {
    example!(const { 1 + 1 });
}
