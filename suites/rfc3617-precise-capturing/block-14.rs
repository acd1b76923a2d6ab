//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-14 sha256:f5e0d6f3407300ed2029c5e51cf73519dcf62481f522d90b0148932bdfcc217c
//@ section: Reference desugaring for `use<..>` in RPIT
//@ needs-nightly
//@ claim: "we can desugar this as follows, without the use of a `use<..>` specifier" (the desugaring uses `impl Trait` in an associated type, unstable)
//@ note: "the block has no `#![feature(impl_trait_in_assoc_type)]`, so it fails with E0658 (annotated honestly); block-14-nightly.rs adds the gate and compiles"
use core::marker::PhantomData;

struct C<'s, 't, S, T, const CS: u8, const CT: u8> {
    _p: PhantomData<(&'s (), &'t (), S, T)>,
}

struct Ty<'s, S, const CS: u8>(&'s (), S);
impl<'s, S, const CS: u8> Ty<'s, S, CS> {
    pub fn f<'t, T, const CT: u8>(
    ) -> <() as _0::H>::Opaque<'s, 't, S, T, CS, CT> {
        //                     ^^^^^^^^^^^^^^^^^^^^
        // These are the arguments given to the `use<..>` specifier.
        //
        // Reducing what is captured by removing arguments from
        // `use<..>` is equivalent to removing arguments from this
        // list and as needed below.
        <() as _0::H>::f::<'s, 't, S, T, CS, CT>()
    }
}

mod _0 {
    use super::*;
    pub trait H {
        type Opaque<'s, 't, S, T, const CS: u8, const CT: u8>;
        fn f<'s, 't, S, T, const CS: u8, const CT: u8>(
        ) -> Self::Opaque<'s, 't, S, T, CS, CT>;
    }
    impl H for () {
        type Opaque<'s, 't, S, T, const CS: u8, const CT: u8>
            = impl Sized;
//~^ ERROR E0658
        #[inline(always)]
        fn f<'s, 't, S, T, const CS: u8, const CT: u8>(
        ) -> Self::Opaque<'s, 't, S, T, CS, CT> {
            C::<'s, 't, S, T, CS, CT> { _p: PhantomData }
        }
    }
}
