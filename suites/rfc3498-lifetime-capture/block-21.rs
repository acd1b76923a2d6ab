//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-21 sha256:eaa516378f95c94cf437362532a1e43902e0698eca912a1d1331c33fd21f5b75
//@ section: `async fn` in trait (AFIT)
//@ needs-nightly
//@ claim: "In the trait impls, AFIT will automatically capture all type and lifetime parameters from the outer impl and from the associated function or method signature"
//@ check-pass
//@ note: "`async_fn_in_trait` has been stable since 1.75 (rust-lang/rust#115822); nightly only warns about the gate, stable rejects `#![feature]` (E0554). block-21-stable is the block without the gate."
#![feature(async_fn_in_trait)]
//~^ WARN stable_features

trait Trait<'t>: Sized {
    async fn foo<'f>(self, x: &'t (), y: &'f ()) -> (Self, &'t (), &'f ());
    //                                              ^^^^^^^^^^^^^^^^^^^^^^
    // Method signature lifetimes, trait input lifetimes, and
    // lifetimes in the Self type may all be captured in this opaque
    // type in the impl.
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {
    async fn foo<'f>(self, x: &'t (), y: &'f ()) -> (Foo<'s>, &'t (), &'f ()) {
        //                                          ^^^^^^^^^^^^^^^^^^^^^^^^^
        // The opaque type captures:
        //
        //   - `'f` from the method signature.
        //   - `'t` from the outer impl and a trait input lifetime.
        //   - `'s` from the outer impl and the Self type.
        (self, x, y)
    }
}
