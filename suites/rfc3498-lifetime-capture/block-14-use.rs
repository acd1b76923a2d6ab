//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Capturing lifetimes from outer inherent impl
//@ min-rust: 1.82
//@ claim: block 14 with precise capturing `use<'a, T>` (RFC 3617, stable since 1.82): the outer impl parameters can be listed, compiles in every edition
//@ check-pass
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn foo(self) -> impl Sized + use<'a, T> { self }
}
