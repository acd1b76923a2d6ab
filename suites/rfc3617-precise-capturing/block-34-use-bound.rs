//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-34
//@ section: The `Self` type
//@ min-rust: 1.82
//@ claim: "In trait definitions (but not elsewhere), `use<..>` may capture `Self`. Doing so means that in the impl, the opaque type may capture any generic parameters that are applied as generic arguments to the `Self` type"
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait {
    fn f() -> impl Sized + use<Self>;
}

struct S<T>(T);
impl<'a, B, const C: usize> Trait for S<(&'a (), B, [(); C])> {
    fn f() -> impl Sized + use<'a, B, C> {
        core::marker::PhantomData::<(&'a (), B, [(); C])>
    }
}
