//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-26 sha256:73cedd255459f1e06d5e1c5890931d9f741657f3cfb3682441fe7669d78a26a3
//@ section: Examples of refinement
//@ prose-annotations
//@ min-rust: 1.82
//@ claim: "we consider it refining if we don't capture in the impl all of the generic parameters from the function signature that are captured in the trait definition" (the RFC expects the refinement warning)
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; block-26-use-bound.rs: the shipped form warns, with the message `impl trait in impl method captures fewer lifetimes than in trait`"
trait Trait {
    fn foo(&self) -> impl Sized; // Or: `impl use<'_, Self> Sized`
}

impl Trait for () {
    fn foo(&self) -> impl use<> Sized {}
//~^ WARN impl trait in impl method signature does not match
//~|      trait method signature
//~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
//~|      for this to be part of the public API of this crate
//~| NOTE we are soliciting feedback, see issue #121718
//~|      <https://github.com/rust-lang/rust/issues/121718>
//~|      for more information
}
