//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-25
//@ needs-nightly
//@ edition: 2024
//@ claim: "Edition ≥ 2024: works with or without this rule (alternative to above), with the RFC's rules as implemented on nightly behind ref_pat_eat_one_layer_2024_structural (tracking rust-lang/rust#123076)"
//@ note: "the block with the RFC's typo fixed (a 3-tuple, as in block 24) and the types the comment gives checked"
#![feature(ref_pat_eat_one_layer_2024_structural)]
pub fn f() {
let (&i, &j, [s]) = &(63, 42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
let _: (i32, i32, &String) = (i, j, s);
}
