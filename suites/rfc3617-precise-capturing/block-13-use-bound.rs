//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-13
//@ section: Reference desugaring for `use<..>` in RPIT
//@ min-rust: 1.82
//@ claim: "the `use<..>` specifier to desugar" in the shipped syntax: listing every parameter of the impl and the method compiles
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
use core::marker::PhantomData;

struct C<'s, 't, S, T, const CS: u8, const CT: u8> {
    _p: PhantomData<(&'s (), &'t (), S, T)>,
}

struct Ty<'s, S, const CS: u8>(&'s (), S);
impl<'s, S, const CS: u8> Ty<'s, S, CS> {
    pub fn f<'t, T, const CT: u8>(
    ) -> impl Sized + use<'s, 't, S, T, CS, CT> {
        C::<'s, 't, S, T, CS, CT> { _p: PhantomData }
    }
}
