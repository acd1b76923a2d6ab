//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-14 sha256:5958e99ccd8f5a0e5d4586b7c53f3d38836383bb378d13352686f8dfa92d4772
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ claim: "Edition ≥ 2024: `&` and `&mut` can match against inherited references"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024

let [&x] = &[3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;

let [&mut x] = &mut [3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;

let [&x] = &mut [3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;
