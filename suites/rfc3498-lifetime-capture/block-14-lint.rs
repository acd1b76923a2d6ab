//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Capturing lifetimes from outer inherent impl
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: an RPIT in an inherent impl that does not use the outer `'a` will capture it in Rust 2024; `impl_trait_overcaptures` warns in 2021
//@ check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn unit(self) -> impl Sized {}
    //[e2021]~^ WARN impl_trait_overcaptures
}
