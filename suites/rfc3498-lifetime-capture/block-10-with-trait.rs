//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-10
//@ section: The `Captures` trick
//@ claim: "We can extend this trick to multiple lifetimes" -- block 10 with the `Captures` trait of block 9 in scope compiles in every edition
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'a, 'b>(x: &'a (), y: &'b ()) -> impl Sized + Captures<(&'a (), &'b ())> {
    (x, y)
}
