//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-24
//@ section: Appendix D: The outlives trick fails with only one lifetime parameter
//@ claim: "the Captures trick must be used here": with `Captures<&'x ()>` instead of `+ 'x`, `T: 'x` is not required and the code compiles in every edition
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized + Captures<&'x ()> {
    (t, x)
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    foo(t, x);
}
