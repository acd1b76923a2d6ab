//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-12
//@ section: Overcapturing
//@ min-rust: 1.82
//@ claim: RFC 3498 makes its stabilization "contingent on the stabilization of some solution for precise capturing"; the `use<..>` bound that shipped (RFC 3617) cannot leave out a type parameter, so this overcapture of `T` cannot be fixed with `use<>`
//@ note: "Stable precise capturing requires every type parameter in scope to be listed (rust-lang/rust#127672, RFC 3617); `use<>` is rejected here and `bar` is still E0515 because the opaque keeps capturing `T`."
fn foo<T>(_: T) -> impl Sized + use<> {}
//~^ ERROR must mention all type parameters in scope

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //~^ ERROR E0515
}
