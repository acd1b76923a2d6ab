//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-13 sha256:7ec95a8e1d0955fd71386a8817b277a7892d4825c2c5c7505dbe2ab168a70912
//@ section: Reference desugaring for `use<..>` in RPIT
//@ min-rust: 1.82
//@ claim: "the `use<..>` specifier to desugar: `impl use<'s, 't, S, T, CS, CT> Sized` on an inherent method with type, lifetime and const parameters from the impl and the method"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form compiles (block-13-use-bound.rs)"
use core::marker::PhantomData;

struct C<'s, 't, S, T, const CS: u8, const CT: u8> {
    _p: PhantomData<(&'s (), &'t (), S, T)>,
}

struct Ty<'s, S, const CS: u8>(&'s (), S);
impl<'s, S, const CS: u8> Ty<'s, S, CS> {
    pub fn f<'t, T, const CT: u8>(
    ) -> impl use<'s, 't, S, T, CS, CT> Sized {
        //    ^^^^^^^^^^^^^^^^^^^^^^^^^
        // This is the `use<..>` specifier to desugar.
        C::<'s, 't, S, T, CS, CT> { _p: PhantomData }
    }
}
