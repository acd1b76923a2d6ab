//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-43
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...into this": the converted function with the shipped `impl Sized + use<T>` compiles, and a caller may pass a local borrow, in both editions
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<'t, T: Sized>(_: &'t (), x: T) -> impl Sized + use<T> { x }

fn bar(x: u8) -> impl Sized + 'static {
    let local = ();
    foo(&local, x)
}
