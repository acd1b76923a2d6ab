//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-16
//@ section: Capturing lifetimes from an inherent method signature
//@ claim: "It's the only option when multiple independent lifetimes must be captured": the `Captures` trick with both `'_` and `'a` makes block 16 compile in Rust 2021 (and 2024)
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(&self, x: &'a ()) -> impl Sized + Captures<(&'_ (), &'a ())> { (self, x) }
}
