//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-10
//@ section: The `Captures` trick
//@ min-rust: 1.82
//@ claim: the two-lifetime `Captures` example written with precise capturing `use<'a, 'b>` (RFC 3617, stable since 1.82) compiles in every edition
//@ check-pass
fn foo<'a, 'b>(x: &'a (), y: &'b ()) -> impl Sized + use<'a, 'b> {
    (x, y)
}
