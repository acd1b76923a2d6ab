fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }

fn test<'a>(x: &'a ()) -> impl Sized + 'static + use<> {
    f(x)
}
