//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-17
//@ section: Avoiding capture of higher ranked lifetimes in nested opaques
//@ claim: "in Rust 2024, this code, which is valid in Rust 2021, fails to compile"
//@[e2021] check-pass
trait Trait<'a> { type Ty; }
impl<F> Trait<'_> for F { type Ty = (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl Sized + use<>> {
    //[e2024]~^ ERROR `impl Trait` cannot capture higher-ranked lifetime from outer `impl Trait`
    fn f(_: &()) -> &'static () { &() }
    f
}
