fn foo<'a, T>(_: &'a (), _: T) -> impl Sized + use<T> { () }
//[e2021]~^ WARN impl_trait_overcaptures

fn bar<'a>(x: &'a ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, ()));
    //[e2024]~^ ERROR E0521
}
