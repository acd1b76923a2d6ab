//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-28 sha256:6754a76ca14ad9c43aa7e1f88ff98ffd9a5f08dbc30b35acdea1aabcfbb55846
//@ section: Patterns that work only without this rule
//@ claim: "Edition ≥ 2024: works with or without this rule (alternatives)"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024: works with or without this rule (alternatives to above)
let &[[&a]] = &[&mut [42]]; // x: i32
//[e2021]~^ ERROR E0308
let &[&mut [a]] = &[&mut [42]]; // x: i32
