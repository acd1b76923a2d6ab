//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-2
//@ section: Lifetime Capture Rules 2024
//@ claim: "overcapturing limits how callers can use returned opaque types": in Rust 2024 `foo` captures `'t`, so its result is no longer `'static`
//@[e2021] check-pass
fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn is_static<T: 'static>(_: T) {}

fn caller() {
    let x = ();
    is_static(foo(&x));
    //[e2024]~^ ERROR E0597
}
