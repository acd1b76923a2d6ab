//@ variant-of: rpit-lifetime-capture.md#block-9
//@ compile-flags: -W rust_2024_compatibility
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group which is automatically applied when running `cargo fix --edition`"
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; impl_trait_overcaptures joined that group by rust-lang/rust#129600 (after precise capturing stabilized in 1.82, RELEASES.md 1.82.0, #127672); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn f<'a>(x: &'a ()) -> impl Sized { *x }
//[e2021]~^ WARN impl_trait_overcaptures
