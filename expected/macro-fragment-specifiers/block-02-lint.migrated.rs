//@ variant-of: macro-fragment-specifiers.md#block-2
//@ claim: "The `edition_2024_expr_fragment_specifier` lint will change all uses of the `expr` specifier to `expr_2021` to ensure that the behavior of existing macros does not change"
//@ note: "the block's attribute on the guide's first example: the lint flags every `$e:expr` of the matcher in 2021, and suggests `expr_2021`"
//@ edition: 2021
//@ run-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `edition_2024_expr_fragment_specifier` on line 10 (annotation at line 11), not found"
// Add this to the root of your crate to do a manual migration.
#![warn(edition_2024_expr_fragment_specifier)]

macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
    //~| HELP expr_2021
    (const $e:expr_2021) => { println!("second rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
}

fn main() {
    example!(const { 1 + 1 });
}
