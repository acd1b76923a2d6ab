//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-27
//@ claim: "Edition ≥ 2024: works only without this rule (so with the RFC's rule it is an error)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments); rejected on stable (E0308); on nightly it is rejected under ref_pat_eat_one_layer_2024_structural and accepted under ref_pat_eat_one_layer_2024"
pub fn f() {
//  Edition ≥ 2024: works only without this rule
let &[[&mut a]] = &[&mut [42]]; // x: i32
//~^ ERROR E0308
// `&mut` in pattern needs to match against either:
// - `&mut` in value at same position (there is none, so not possible)
// - inherited `&mut` (which the rule downgrades to `&`)

}
