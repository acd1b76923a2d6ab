fn foo<'a, T>(_: &'a T) -> impl Sized + use<T> {}
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP precise capturing

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(x: &'a u8) {
    is_static(foo(x));
    //[e2024]~^ ERROR E0521
}
