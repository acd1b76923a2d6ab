fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized + 'static + use<T> {
    ()
}

fn is_static<T: 'static>(_t: T) {}
fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    is_static(foo(t, x));
}
