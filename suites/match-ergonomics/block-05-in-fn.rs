//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-5
//@ claim: "All editions: `let &foo = &mut 42;` with `foo: u8`"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions
let &foo = &mut 42;
let _: u8 = foo;

}
