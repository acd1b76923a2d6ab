//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-20 sha256:dcdb5bb4470d3f650a72c9eb47ba9e421a1de76f174f5c8e7d50f04ac8ea6c82
//@ section: Return position `impl Trait` in Trait (RPITIT)
//@ needs-nightly
//@ claim: "In trait impls, RPIT, in all editions, will automatically capture all type and lifetime parameters from the outer impl and from the associated function or method signature"
//@ check-pass
//@ note: "`return_position_impl_trait_in_trait` has been stable since 1.75 (rust-lang/rust#115822); nightly only warns about the gate, stable rejects `#![feature]` (E0554). block-20-stable is the block without the gate."
#![feature(return_position_impl_trait_in_trait)]
//~^ WARN stable_features

trait Trait<'t> {
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> impl Sized;
    //                                        ^^^^^^^^^^
    // Method signature lifetimes, trait input lifetimes, and
    // lifetimes in the Self type may all be captured in this opaque
    // type in the impl.
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> impl Sized {
        //                                    ^^^^^^^^^^
        // The opaque type captures:
        //
        //   - `'f` from the method signature.
        //   - `'t` from the outer impl and a trait input lifetime.
        //   - `'s` from the outer impl and the Self type.
        (self, x, y)
    }
}
