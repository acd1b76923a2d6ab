//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-10 sha256:932e3fec61de4973d15148fbb2cce09052ba92aa101ac1d52149510164edd93a
//@ section: All editions: `&` patterns can match against `&mut` references
//@ claim: "All editions: `&` patterns can match against `&mut` references"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions
let &foo = &mut 42;
let _: u8 = foo;
