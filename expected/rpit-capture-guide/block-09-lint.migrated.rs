//@ variant-of: rpit-lifetime-capture.md#block-9
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "The `impl_trait_overcaptures` lint flags RPIT opaque types that will capture additional lifetimes in Rust 2024 ... the lint can automatically insert `use<..>` bounds where needed"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//[e2021]~| HELP use the precise capturing `use<...>` syntax to make the captures explicit
