//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-40
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "The migration lints for Rust 2024 will insert `use<..>` as needed so as to preserve the set of generic parameters captured by each RPIT opaque type": `impl_trait_overcaptures` warns on block 40 in Rust 2021 and suggests a `use<..>` bound
//@ check-pass
//@ note: "the suggestion `impl Sized + use<T>` is in the blessed stderr; the lint is absent on 1.63 (that cell fails: drift)"
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn foo<'t, T>(_: &'t (), x: T) -> impl Sized { x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax
