//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Capturing lifetimes from outer inherent impl
//@ claim: the outlives trick `+ 'a` is a Rust 2021 workaround for block 14 (outer impl lifetime); it compiles in every edition
//@ check-pass
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn foo(self) -> impl Sized + 'a { self }
}
