//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-3
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "This solves the problem of overcapturing" does not hold for type parameters on stable: the most a `use<..>` bound can say is `use<T>`, and the motivating `bar` is still rejected in every edition
//@ note: "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included"
fn foo<T>(_: T) -> impl Sized + use<T> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //~^ ERROR E0515
}
