fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //[e2024]~^ ERROR E0515
}
