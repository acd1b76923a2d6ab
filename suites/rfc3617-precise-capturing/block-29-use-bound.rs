//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-29
//@ section: Examples of refinement
//@ min-rust: 1.82
//@ claim: "it's refining if `Self` is captured in the trait definition and, in the impl, we don't capture all of the generic parameters that are applied in the impl header as generic arguments to the `Self` type: the refinement lint warns"
//@ check-pass
//@ note: "the RFC expects the message `impl trait in impl method signature does not match trait method signature`; the lint that shipped for `use<..>` refinement says `impl trait in impl method captures fewer lifetimes than in trait` (lint `refining_impl_trait_internal`, group `refining_impl_trait`). `use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait {
    fn f() -> impl Sized;
}

struct S<T>(T);
impl<'a, 'b> Trait for S<(&'a (), &'b ())> {
    fn f() -> impl Sized + use<'b> {}
    //~^ WARN captures fewer lifetimes than in trait
    //~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
}
