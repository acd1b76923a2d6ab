//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-15
//@ section: Capturing lifetimes from an inherent associated function signature
//@ min-rust: 1.82
//@ claim: block 15 with precise capturing `use<'a, T>` (RFC 3617, stable since 1.82) compiles in every edition
//@ check-pass
struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(x: &'a T) -> impl Sized + use<'a, T> { x }
}
