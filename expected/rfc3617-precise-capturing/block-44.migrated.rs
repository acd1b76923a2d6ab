//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-44 sha256:3c1a11145407acd56df1498347c0c0e036ff272cc0d1bb6fae4da379eaecadaf
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "this code" (the `Captures` trick) compiles
//@ check-pass
//@ note: "in Rust 2024 the `Captures` bounds no longer keep `'c` out: block-44-caller.rs"
#[doc(hidden)]
pub trait Captures<'t> {}
impl<T: ?Sized> Captures<'_> for T {}

pub fn foo<'a, 'b, 'c>(
    x: &'a (), y: &'b (), _: &'c (),
) -> impl Sized + Captures<'a> + Captures<'b> + use<'a, 'b> {
    (x, y)
}
