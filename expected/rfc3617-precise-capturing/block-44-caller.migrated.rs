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
