//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-23 sha256:3762c8fdd9a17c6bae49552d463dcc445c25dc83dbc375395fb3558586f44cb9
//@ section: Appendix C: The 2021 edition rules fail for RPITIT
//@ needs-nightly
//@ claim: the `Error:` comments describe the hypothetical of applying the Rust 2021 rule to RPITIT; under the RFC's rule (Appendix B: RPITIT impl captures outer lifetime parameters in 2021 and 2024) the block compiles in every edition
//@ check-pass
//@ note: "`return_position_impl_trait_in_trait` has been stable since 1.75; see block-23-stable for the block without the gate."
#![feature(return_position_impl_trait_in_trait)]
//~^ WARN stable_features

trait IntoSized {
    fn into_sized(self) -> impl Sized;
}

struct Foo<'a>(&'a ());
impl<'a> IntoSized for Foo<'a> {
    fn into_sized(self) -> impl Sized { self.0 }
    //^ Error: hidden type captures lifetime
    //         that does not appear in bounds.
}
