//@ variant-of: rpit-lifetime-capture.md#block-8
//@ claim: "Anonymous (i.e. unnamed) generic parameters created by the use of APIT (argument position impl Trait) are considered to be in scope"
//@ note: "the APIT type is captured in every edition: with a borrowed argument the RPIT cannot be 'static"
fn f_implicit(_: impl Sized) -> impl Sized {}

fn test<'a>(x: &'a ()) -> impl Sized + 'static {
    f_implicit(x)
    //~^ ERROR lifetime may not live long enough
}
