fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn is_static<T: 'static>(_: T) {}

fn caller() {
    let x = ();
    is_static(foo(&x));
    //[e2024]~^ ERROR E0597
}
