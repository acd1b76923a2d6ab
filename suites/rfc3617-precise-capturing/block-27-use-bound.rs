//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-27
//@ section: Examples of refinement
//@ min-rust: 1.82
//@ claim: "if we don't capture, in the impl, any generic parameter applied as an argument to the trait in the impl header when the corresponding generic parameter is captured in the trait definition, that is refining: the refinement lint warns"
//@ check-pass
//@ note: "the RFC expects the message `impl trait in impl method signature does not match trait method signature`; the lint that shipped for `use<..>` refinement says `impl trait in impl method captures fewer lifetimes than in trait` (lint `refining_impl_trait_internal`, group `refining_impl_trait`). `use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait<'x> {
    fn f() -> impl Sized;
}

impl<'a> Trait<'a> for () {
    fn f() -> impl Sized + use<> {}
    //~^ WARN captures fewer lifetimes than in trait
    //~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
}
