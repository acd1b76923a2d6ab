//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-6 sha256:132a7c8bea2a9fed166e6586f9c45b96490df0751cd475f8256b5bcc1c4e52fd
//@ section: `&` matches against `&mut`
//@ claim: "Edition ≥ 2024: `let [&foo] = &mut [42];` with `foo: u8`"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024
let [&foo] = &mut [42];
//[e2021]~^ ERROR E0308
let _: u8 = foo;
