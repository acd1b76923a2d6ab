fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }

fn test<'a>(x: &'a ()) -> impl Sized + 'static + use<> {
    f(x)
    //[e2024]~^ ERROR lifetime may not live long enough
}
