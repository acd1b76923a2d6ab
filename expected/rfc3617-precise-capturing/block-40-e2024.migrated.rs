//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-40
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "some existing uses of RPIT, when migrated to Rust 2024, will now capture lifetime parameters that were not previously captured": block 40 in Rust 2024 captures `'t`, so a caller passing a local borrow breaks
//@[e2021] check-pass
fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }

fn bar(x: u8) -> impl Sized + 'static {
    let local = ();
    foo(&local, x)
    //[e2024]~^ ERROR E0515
}
