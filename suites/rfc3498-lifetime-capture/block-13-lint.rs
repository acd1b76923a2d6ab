//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Capturing lifetimes from a free function signature
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: the Rust 2024 migration lint `impl_trait_overcaptures` warns in Rust 2021 on an RPIT that will capture `'a` in 2024, and suggests `use<T>`; in 2024 the caller breaks as the lint predicted
//@ note: "The lint is part of `rust_2024_compatibility`; it never fires in edition 2024."
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn foo<'a, T>(_: &'a T) -> impl Sized {}
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP precise capturing

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(x: &'a u8) {
    is_static(foo(x));
    //[e2024]~^ ERROR E0521
}
