//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-18
//@ claim: "All editions: `&mut` patterns against `&mut`, `&mut &mut`, `&mut &&mut` scrutinees"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments); the second example moves the inner `&mut u8` out of a `&mut` reference: E0507 on every lane, with or without the nightly feature, so this part of the block is wrong as written"
pub fn f() {
//  All editions

let &mut x = &mut 3;
let _: u8 = x;

let &mut x = &mut &mut 3;
let _: &mut u8 = x;

let &mut x = &mut &&mut 3;
let _: &&mut u8 = x;

//let &mut x = &&mut 3; // ERROR

}
