//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-2
//@ section: Lifetime Capture Rules 2024
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "We need some way to migrate this kind of code": in Rust 2021 the migration lint `impl_trait_overcaptures` flags `foo` and suggests a `use<..>` bound
//@ note: "the suggestion (`+ use<>`) is in the blessed stderr; the lint is absent on 1.63 (that cell fails: drift)"
//@[e2021] check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //[e2024]~^ ERROR E0515
}
