//@ variant-of: rpit-lifetime-capture.md#block-9
//@ claim: "Without this `use<>` bound, in Rust 2024, the opaque type would capture the `'a` lifetime parameter"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }

fn test<'a>(x: &'a ()) -> impl Sized + 'static + use<> {
    f(x)
    //[e2024]~^ ERROR lifetime may not live long enough
}
