//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-4
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "we can use this to avoid overcapturing a lifetime parameter so as to migrate code to Rust 2024": with `use<>` the caller of block 2 compiles in both editions
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
}

fn is_static<T: 'static>(_: T) {}

fn caller() {
    let x = ();
    is_static(foo(&x));
}
