//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-40
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "The migration lints for Rust 2024 will insert `use<..>` as needed so as to preserve the set of generic parameters captured by each RPIT opaque type": `impl_trait_overcaptures` warns on block 40 in Rust 2021 and suggests a `use<..>` bound
//@ check-pass
//@ note: "the suggestion `impl Sized + use<T>` is in the blessed stderr; the lint is absent on 1.63 (that cell fails: drift)"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax
