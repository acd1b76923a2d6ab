//@ variant-of: rpit-lifetime-capture.md#block-13
//@ claim: "the `Captures` trick still works in Rust 2024"
//@ note: "the block as rustdoc compiles it; it needs no `use<..>`, so it also runs on lanes before 1.82"
#[doc(hidden)]
pub trait Captures<T: ?Sized> {}
impl<T: ?Sized, U: ?Sized> Captures<T> for U {}

fn f<'a, T>(x: &'a (), y: T) -> impl Sized + Captures<(&'a (), T)> {
//                                           ~~~~~~~~~~~~~~~~~~~~~
//                            This is called the `Captures` trick.
    (x, y)
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    f(t, x);
}
