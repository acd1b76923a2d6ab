struct Ty<'a, 'b>(&'a (), &'b ());

impl<'a, 'b> Ty<'a, 'b> {
    fn foo(x: &'a (), _: &'b ()) -> impl Sized + 'a + use<'a> { x }
}

fn caller<'a>(x: &'a ()) -> impl Sized + 'a {
    let b = ();
    Ty::foo(x, &b)
    //[e2024]~^ ERROR E0597
}
