//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-33
//@ section: Reparameterization
//@ min-rust: 1.82
//@ claim: "Since `Y` is captured in the trait definition, we're correspondingly allowed to capture `'a`, `B`, and `C` in the impl"
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait<X, Y> {
    fn f() -> impl Sized + use<X, Y, Self>;
}

impl<'a, B, const C: usize> Trait<(), (&'a (), B, [(); C])> for () {
    fn f() -> impl Sized + use<'a, B, C> {
        core::marker::PhantomData::<(&'a (), B, [(); C])>
    }
}
