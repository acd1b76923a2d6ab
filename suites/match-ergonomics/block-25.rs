//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-25 sha256:ab8039cec033f52e36b41544f783966da5352354334244cb6154592ceab42ec4
//@ section: Patterns that work only with this rule
//@ claim: "Edition ≥ 2024: works with or without this rule"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; the block has a typo the compiler cannot accept in any configuration: a 3-element tuple pattern against a 2-tuple (E0308)"
//@ wrap: fn
//! Edition ≥ 2024: works with or without this rule (alternative to above)
let (&i, &j, [s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//[e2021]~^ ERROR E0308
