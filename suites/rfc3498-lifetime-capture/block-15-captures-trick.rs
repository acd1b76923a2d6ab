//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-15
//@ section: Capturing lifetimes from an inherent associated function signature
//@ claim: the `Captures` trick is a Rust 2021 workaround for block 15; it compiles in every edition
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(x: &'a T) -> impl Sized + Captures<&'a ()> { x }
}
