//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-27 sha256:416179d3c105b5127518634293ae4e6a9993ebe51ed0f4dcf1470ea2a2ecab3e
//@ section: Patterns that work only without this rule
//@ claim: "Edition ≥ 2024: works only without this rule (so with the RFC's rule it is an error)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; rejected on stable (E0308); on nightly it is rejected under ref_pat_eat_one_layer_2024_structural and accepted under ref_pat_eat_one_layer_2024"
//@ wrap: fn
//! Edition ≥ 2024: works only without this rule
let &[[&mut a]] = &[&mut [42]]; // x: i32
//~^ ERROR E0308
// `&mut` in pattern needs to match against either:
// - `&mut` in value at same position (there is none, so not possible)
// - inherited `&mut` (which the rule downgrades to `&`)
