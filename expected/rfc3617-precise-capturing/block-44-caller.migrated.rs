//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-44
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "this will also allow noise to be *removed*": the `Captures` trick only adds captures; in Rust 2024 everything is captured anyway, so `'c` is captured and a caller passing a local `&'c ()` breaks
//@[e2021] check-pass
//@ note: "block-45-use-bound.rs: with `use<'a, 'b>` the same caller compiles in both editions"
#[doc(hidden)]
pub trait Captures<'t> {}
impl<T: ?Sized> Captures<'_> for T {}

pub fn foo<'a, 'b, 'c>(
    x: &'a (), y: &'b (), _: &'c (),
) -> impl Sized + Captures<'a> + Captures<'b> + use<'a, 'b> {
    (x, y)
}

pub fn caller<'a>(x: &'a ()) -> impl Sized + Captures<'a> {
    let c = ();
    foo(x, x, &c)
    //[e2024]~^ ERROR E0597
}
