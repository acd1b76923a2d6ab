//@ variant-of: rpit-lifetime-capture.md#block-11
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: "In some cases, the lint cannot make the change automatically because a generic parameter needs to be given a name so that it can appear within a `use<..>` bound. In these cases, the lint will alert you"
//@ note: "the block as rustdoc compiles it (fence `edition2021`), with the lint enabled and the block's WARN/NOTE annotations moved to the RPIT line; in 2024 the hidden `test` fn fails because `'a` is now captured"
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn f<'a>(x: &'a (), y: impl Sized) -> impl Sized { (*x, y) }
//[e2021]~^ WARN `impl Sized` will capture more lifetimes than possibly intended in edition 2024
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//   ^^                ~~~~~~~~~~
//               This is a use of APIT.
//

fn test<'a>(x: &'a (), y: ()) -> impl Sized + 'static {
    f(x, y)
    //[e2024]~^ ERROR lifetime may not live long enough
}
