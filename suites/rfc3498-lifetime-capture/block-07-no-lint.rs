//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-7
//@ section: The outlives trick
//@ compile-flags: -D impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: with `+ 'a` every lifetime in scope is already captured, so the 2024 migration lint (denied here) does not fire on the outlives trick
//@ check-pass
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; issue 11 (21 stable releases run) saw it fire from 1.84; holds on 1.85"
fn foo<'a>(x: &'a ()) -> impl Sized + 'a { x }
