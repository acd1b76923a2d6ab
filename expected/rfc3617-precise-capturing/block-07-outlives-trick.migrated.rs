//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-7
//@ section: Capturing from outer inherent impl
//@ claim: "There's no good way to work around this": the Rust 2021 outlives trick `impl Sized + 'a` lets the hidden type use `'a`, but in Rust 2024 the opaque still captures `'b`, so the caller breaks; `use<'a>` (block-07-use-bound.rs) does not
//@[e2021] check-pass
struct Ty<'a, 'b>(&'a (), &'b ());

impl<'a, 'b> Ty<'a, 'b> {
    fn foo(x: &'a (), _: &'b ()) -> impl Sized + 'a + use<'a> { x }
}

fn caller<'a>(x: &'a ()) -> impl Sized + 'a {
    let b = ();
    Ty::foo(x, &b)
    //[e2024]~^ ERROR E0597
}
