//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-16
//@ section: Capturing lifetimes from an inherent method signature
//@ min-rust: 1.82
//@ claim: block 16 with precise capturing `use<'_, 'a, T>` (RFC 3617, stable since 1.82; `'_` names the elided lifetime of `&self`) compiles in every edition
//@ check-pass
struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(&self, x: &'a ()) -> impl Sized + use<'_, 'a, T> { (self, x) }
}
