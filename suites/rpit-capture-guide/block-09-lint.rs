//@ variant-of: rpit-lifetime-capture.md#block-9
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "The `impl_trait_overcaptures` lint flags RPIT opaque types that will capture additional lifetimes in Rust 2024 ... the lint can automatically insert `use<..>` bounds where needed"
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn f<'a>(x: &'a ()) -> impl Sized { *x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//[e2021]~| HELP use the precise capturing `use<...>` syntax to make the captures explicit
