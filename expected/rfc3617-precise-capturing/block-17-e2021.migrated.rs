trait Trait<'a> { type Ty; }
impl<F> Trait<'_> for F { type Ty = (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl Sized + use<>> {
    //[e2024]~^ ERROR `impl Trait` cannot capture higher-ranked lifetime from outer `impl Trait`
    fn f(_: &()) -> &'static () { &() }
    f
}
