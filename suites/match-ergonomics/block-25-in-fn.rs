//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-25
//@ claim: "Edition ≥ 2024: works with or without this rule"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments); the block has a typo the compiler cannot accept in any configuration: a 3-element tuple pattern against a 2-tuple (E0308)"
pub fn f() {
//  Edition ≥ 2024: works with or without this rule (alternative to above)
let (&i, &j, [s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//[e2021]~^ ERROR E0308

}
