//@ variant-of: rpit-lifetime-capture.md#block-9
//@ compile-flags: -W rust_2024_compatibility
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group which is automatically applied when running `cargo fix --edition`"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
//[e2021]~^ WARN impl_trait_overcaptures
