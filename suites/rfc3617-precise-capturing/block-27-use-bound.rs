//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-27
//@ section: Examples of refinement
//@ min-rust: 1.82
//@ claim: "if we don't capture, in the impl, any generic parameter applied as an argument to the trait in the impl header when the corresponding generic parameter is captured in the trait definition, that is refining: the refinement lint warns"
//@ check-pass
//@ note: "the RFC expects the message `impl trait in impl method signature does not match trait method signature`; the lint that shipped for `use<..>` refinement says `impl trait in impl method captures fewer lifetimes than in trait` (lint `refining_impl_trait_internal`, group `refining_impl_trait`). `use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait<'x> {
    fn f() -> impl Sized;
}

impl<'a> Trait<'a> for () {
    fn f() -> impl Sized + use<> {}
    //~^ WARN captures fewer lifetimes than in trait
    //~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
}
