//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-2
//@ section: Lifetime Capture Rules 2024
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "We need some way to migrate this kind of code": in Rust 2021 the migration lint `impl_trait_overcaptures` flags `foo` and suggests a `use<..>` bound
//@ note: "the suggestion (`+ use<>`) is in the blessed stderr; the lint is absent on 1.63 (that cell fails: drift)"
//@[e2021] check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn foo<'t>(_: &'t ()) -> impl Sized {}
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //[e2024]~^ ERROR E0515
}
