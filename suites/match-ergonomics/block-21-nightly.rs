//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-21
//@ needs-nightly
//@ claim: "`a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024 (the RFC's rules as implemented on nightly behind ref_pat_eat_one_layer_2024_structural and mut_ref, tracking rust-lang/rust#123076)"
//@ note: "the block's two lines, each followed by `let _: &u8 = a;`: 2024 accepts both (`a` is `&u8`), 2021 rejects both (`a` is `u8`); `mut_ref` lets `mut` keep the by-reference binding mode"
#![feature(ref_pat_eat_one_layer_2024_structural)]
#![feature(mut_ref)]
pub fn f() {
let [&a] = &[&0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
let _: &u8 = a;
//[e2021]~^ ERROR E0308
let [mut a] = &[0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
let _: &u8 = a;
//[e2021]~^ ERROR E0308
}
