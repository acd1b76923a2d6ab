//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-2 sha256:412a56adf3f38a1a9827d97b2f5a2df2b578edde548e9ea4301bd2c36c6ffe41
//@ section: Lifetime Capture Rules 2024
//@ claim: "Under the Rust 2021 rules, this code is accepted because `'t` is not implicitly captured in the returned opaque type"
//@ check-pass
//@ note: "the block narrows itself to 2021; block-02-e2024.rs runs it in both editions (2024 rejects it, as the RFC says)"
//@ edition: 2021
fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
}
