//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-24
//@ section: Appendix D: The outlives trick fails with only one lifetime parameter
//@ min-rust: 1.82
//@ claim: Appendix D fixed with precise capturing `use<'x, T>` (RFC 3617, stable since 1.82), in every edition
//@ check-pass
fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized + use<'x, T> {
    (t, x)
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    foo(t, x);
}
