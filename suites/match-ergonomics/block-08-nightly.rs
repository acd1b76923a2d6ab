//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-8
//@ needs-nightly
//@ claim: "the RFC rules as implemented on nightly behind ref_pat_eat_one_layer_2024_structural (tracking rust-lang/rust#123076)"
//@ note: "the in-fn variant with the unstable feature; errors that remain are annotated"
#![feature(ref_pat_eat_one_layer_2024_structural)]
pub fn f() {
//  Edition ≥ 2024

// `&` pattern consumes inherited `&` reference.
let [&x] = &[42];
let _: u8 = x;

// Examples from motivation section

fn foo(arg: &(String, Vec<i32>, u8)) {
    let (s, v, &u) = arg;
    let _: (&String, &Vec<i32>, u8) = (s, v, u);
}

let [&x] = &[&42];
let _: &u8 = x;
//[e2021]~^ ERROR E0308

}
