//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-17 sha256:29c9f0125f636c3374a94872bcd6c6822b50a9c288b395fb51486d5a977a4552
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ claim: "Edition ≥ 2024: `let [&mut x] = &[&mut 42];` with `x: &u8`"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024
let [&mut x] = &[&mut 42];
let _: &u8 = x;
//[e2021]~^ ERROR E0308
