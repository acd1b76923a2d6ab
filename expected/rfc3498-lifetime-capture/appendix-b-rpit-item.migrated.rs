fn make<'a>(_: &'a ()) -> impl Sized + use<> {}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(x: &'a ()) {
    is_static(make(x));
    //[e2024]~^ ERROR E0521
}
