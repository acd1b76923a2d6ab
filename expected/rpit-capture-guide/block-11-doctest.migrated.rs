//@ variant-of: rpit-lifetime-capture.md#block-11
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "In some cases, the lint cannot make the change automatically because a generic parameter needs to be given a name so that it can appear within a `use<..>` bound. In these cases, the lint will alert you"
//@ note: "the block as rustdoc compiles it (fence `edition2021`), with the lint enabled and the block's WARN/NOTE annotations moved to the RPIT line; in 2024 the hidden `test` fn fails because `'a` is now captured"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn f<'a>(x: &'a (), y: impl Sized) -> impl Sized { (*x, y) }
//[e2021]~^ WARN `impl Sized` will capture more lifetimes than possibly intended in edition 2024
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//   ^^                ~~~~~~~~~~
//               This is a use of APIT.
//

fn test<'a>(x: &'a (), y: ()) -> impl Sized + 'static + use<> {
    f(x, y)
    //[e2024]~^ ERROR lifetime may not live long enough
}
