//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Capturing lifetimes from outer inherent impl
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: an RPIT in an inherent impl that does not use the outer `'a` will capture it in Rust 2024; `impl_trait_overcaptures` warns in 2021
//@ check-pass
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn unit(self) -> impl Sized {}
    //[e2021]~^ WARN impl_trait_overcaptures
}
