fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
}
