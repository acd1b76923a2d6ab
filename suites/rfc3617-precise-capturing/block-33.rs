//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-33 sha256:834a44ceae3864acaf74c424ac2e7b101b6a225b7aacc4d8e503645d770beebd
//@ section: Reparameterization
//@ min-rust: 1.82
//@ claim: "all of `'a`, `B`, and `C` are applied in place of the `Y` input parameter to the trait. Since `Y` is captured in the trait definition, we're correspondingly allowed to capture `'a`, `B`, and `C` in the impl"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form compiles from 1.87 (block-33-use-bound.rs)"
trait Trait<X, Y> {
    fn f() -> impl use<X, Y, Self> Sized;
}

impl<'a, B, const C: usize> Trait<(), (&'a (), B, [(); C])> for () {
    fn f() -> impl use<'a, B, C> Sized {
        core::marker::PhantomData::<(&'a (), B, [(); C])>
    }
}
