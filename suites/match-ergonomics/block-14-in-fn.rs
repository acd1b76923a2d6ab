//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-14
//@ claim: "Edition ≥ 2024: `&` and `&mut` can match against inherited references"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  Edition ≥ 2024

let [&x] = &[3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;

let [&mut x] = &mut [3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;

let [&x] = &mut [3u8];
//[e2021]~^ ERROR E0308
let _: u8 = x;

}
