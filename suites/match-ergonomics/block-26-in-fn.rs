//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-26
//@ claim: "All editions: works with or without this rule (alternatives)"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments); same 3-element pattern against a 2-tuple typo as block 25 (E0308 everywhere)"
pub fn f() {
//  All editions: works with or without this rule (alternatives to above)
let &(i, j, [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
let &(i, j, &mut [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String

}
