//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-34
//@ section: The `Self` type
//@ min-rust: 1.82
//@ claim: "In trait definitions (but not elsewhere), `use<..>` may capture `Self`. Doing so means that in the impl, the opaque type may capture any generic parameters that are applied as generic arguments to the `Self` type"
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait {
    fn f() -> impl Sized + use<Self>;
}

struct S<T>(T);
impl<'a, B, const C: usize> Trait for S<(&'a (), B, [(); C])> {
    fn f() -> impl Sized + use<'a, B, C> {
        core::marker::PhantomData::<(&'a (), B, [(); C])>
    }
}
