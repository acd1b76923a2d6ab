//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-34 sha256:2abea8f50b3018b9e8d598a0e500e81e8e44da00c98bddb674a0daaaa004d22c
//@ section: The `Self` type
//@ min-rust: 1.82
//@ claim: "In trait definitions (but not elsewhere), `use<..>` may capture `Self`. Doing so means that in the impl, the opaque type may capture any generic parameters that are applied as generic arguments to the `Self` type"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form compiles from 1.87 (block-34-use-bound.rs)"
trait Trait {
    fn f() -> impl use<Self> Sized;
}

struct S<T>(T);
impl<'a, B, const C: usize> Trait for S<(&'a (), B, [(); C])> {
    fn f() -> impl use<'a, B, C> Sized {
        core::marker::PhantomData::<(&'a (), B, [(); C])>
    }
}
