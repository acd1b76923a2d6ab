//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-6
//@ section: Generic const parameters
//@ min-rust: 1.82
//@ claim: "we can use this to capture generic const parameters": `use<C>` captures `C` and leaves out `'t`
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<'t, const C: u8>(_: &'t ()) -> impl Sized + use<C> { C }

fn bar() -> impl Sized + 'static {
    let local = ();
    foo::<3>(&local)
}
