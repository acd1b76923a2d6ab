//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-5
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "capture some generic parameters but not others", as far as stable allows: `use<T, U>` leaves out `'t`, so a caller may pass a local borrow in Rust 2024
//@ check-pass
//@ note: "without the bound, Rust 2024 captures `'t` and `bar` fails (E0597/E0515); only lifetimes can be left out on stable"
fn foo<'t, T, U>(_: &'t (), _: T, y: U) -> impl Sized + use<T, U> { y }

fn bar(y: u8) -> impl Sized + 'static {
    let local = ();
    foo(&local, 0u8, y)
}
