//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-7
//@ section: Capturing from outer inherent impl
//@ claim: "In Rust 2021 and earlier editions, for RPIT on bare functions and on inherent functions and methods, lifetime parameters are not implicitly captured unless named in the bounds of the opaque"
//@[e2024] check-pass
struct Ty<'a, 'b>(&'a (), &'b ());

impl<'a, 'b> Ty<'a, 'b> {
    fn foo(x: &'a (), _: &'b ()) -> impl Sized { x }
    //[e2021]~^ ERROR E0700
}
