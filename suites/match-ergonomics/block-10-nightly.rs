//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-10
//@ needs-nightly
//@ claim: "the RFC rules as implemented on nightly behind ref_pat_eat_one_layer_2024_structural (tracking rust-lang/rust#123076)"
//@ note: "the in-fn variant with the unstable feature; errors that remain are annotated"
#![feature(ref_pat_eat_one_layer_2024_structural)]
pub fn f() {
//  All editions
let &foo = &mut 42;
let _: u8 = foo;

}
