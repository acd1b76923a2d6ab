//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-2
//@ section: Lifetime Capture Rules 2024
//@ claim: "Under the Rust 2021 rules, this code is accepted because `'t` is not implicitly captured ... When migrated to Rust 2024, the `'t` lifetime will be captured, and so this will fail to compile"
//@[e2021] check-pass
fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //[e2024]~^ ERROR E0515
}
