fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }

fn bar(x: u8) -> impl Sized + 'static {
    let local = ();
    foo(&local, x)
    //[e2024]~^ ERROR E0515
}
