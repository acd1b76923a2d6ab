//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-19
//@ claim: "All editions (new): the default binding mode is never set to `ref mut` behind an `&` pattern: `a: &u8`"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions (new)

let &[[a]] = &[&mut [42]];
let _: &u8 = a; // previously `a` would be `&mut u8`, resulting in a move check error

let &[[a]] = &mut [&mut [42]];
let _: &u8 = a;

}
