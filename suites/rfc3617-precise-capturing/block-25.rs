//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-25 sha256:cdfce44740f5ef6f6d413e97f23a4dc234c125cd028086b662a09690145205cf
//@ section: Refinement
//@ prose-annotations
//@ min-rust: 1.75
//@ claim: "RPITIT desugars into associated types similar to those above, but here we've currently decided to lint against this refinement"
//@ check-pass
//@ note: "the warning is `refining_impl_trait_internal` today (the `refining_impl_trait` group was split into `_reachable` and `_internal`); the RFC's wrapped continuation lines without a level are prose and ignored, its WARN and NOTE lines count. min-rust 1.75: RPITIT"
trait Trait {
    fn foo(&self) -> impl Sized;
}

impl Trait for () {
    fn foo(&self) -> () {}
//~^ WARN impl trait in impl method signature does not match
//~|      trait method signature
//~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
//~|      for this to be part of the public API of this crate
//~| NOTE we are soliciting feedback, see issue #121718
//~|      <https://github.com/rust-lang/rust/issues/121718>
//~|      for more information
}
