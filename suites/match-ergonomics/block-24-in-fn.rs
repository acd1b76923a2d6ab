//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-24
//@ claim: "All editions: works only with this rule: `let &(i, j, [s]) = &(63, 42, &mut [..]);`"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions: works only with this rule
let &(i, j, [s]) = &(63, 42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String

}
