//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-20
//@ claim: "Edition ≥ 2024: `let &[[&a]] = &[&mut [42]];` with `a: u8`"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  Edition ≥ 2024

let &[[&a]] = &[&mut [42]];
//[e2021]~^ ERROR E0308
let _: u8 = a;

//let &[[&mut a]] = &[&mut [42]]; // ERROR

}
