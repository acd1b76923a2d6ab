//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-25
//@ claim: "Edition ≥ 2024: works with or without this rule (alternative to above)"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076): the `&` patterns are E0308 in 2024 too"
//@ note: "the block with the RFC's typo fixed: the tuple has three elements, `&(63, 42, &mut [..])` as in block 24, for the 3-element pattern; block-25-typo-fixed-nightly holds with the unstable rules"
pub fn f() {
let (&i, &j, [s]) = &(63, 42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//[e2021]~^ ERROR E0308
//[e2021]~| ERROR E0308
let _: (i32, i32, &String) = (i, j, s);
}
