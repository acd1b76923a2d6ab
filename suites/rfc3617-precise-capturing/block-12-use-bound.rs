//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-12
//@ section: Optional trailing comma
//@ min-rust: 1.82
//@ claim: "a trailing comma is optional in `use<..>` specifiers"
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo1<T>(_: T) -> impl Sized + use<T> {}
fn foo2<T>(_: T) -> impl Sized + use<T,> {}
