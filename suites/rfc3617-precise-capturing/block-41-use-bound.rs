//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-41
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...into this": with the shipped `impl Sized + use<T>`, the caller of block-40-e2024.rs compiles in both editions
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }

fn bar(x: u8) -> impl Sized + 'static {
    let local = ();
    foo(&local, x)
}
