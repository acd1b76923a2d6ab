//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-42
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "some uses of APIT will need to be converted to named generic parameters": the lint warns on block 42 in Rust 2021, notes that APITs are not nameable, and suggests converting the APIT
//@ check-pass
//@ note: "the suggested rewrite, `fn foo<'t, T: Sized>(_: &'t (), x: T) -> impl Sized + use<T>`, is in the blessed stderr; the lint is absent on 1.63, so that cell fails: drift"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.83.0, holds on 1.84.0; holds on 1.85"
fn foo<'t>(_: &'t (), x: impl Sized) -> impl Sized { x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| NOTE argument-position `impl Trait`s are not nameable
//[e2021]~| HELP use the precise capturing `use<...>` syntax
