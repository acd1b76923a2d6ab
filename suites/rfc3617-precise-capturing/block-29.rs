//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-29 sha256:7e786301ab9b4165dc241c3fa0d40ed4445d7281db712148bf3e74fa5ccf31a9
//@ section: Examples of refinement
//@ prose-annotations
//@ min-rust: 1.82
//@ claim: "it's refining if `Self` is captured in the trait definition and, in the impl, we don't capture all of the generic parameters that are applied in the impl header as generic arguments to the `Self` type"
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; block-29-use-bound.rs: the shipped form warns, with the message `impl trait in impl method captures fewer lifetimes than in trait`"
trait Trait {
    fn f() -> impl Sized; // Or: `impl use<Self> Sized`
}

struct S<T>(T);
impl<'a, 'b> Trait for S<(&'a (), &'b ())> {
    fn f() -> impl use<'b> Sized {}
//~^ WARN impl trait in impl method signature does not match
//~|      trait method signature
//~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
//~|      for this to be part of the public API of this crate
//~| NOTE we are soliciting feedback, see issue #121718
//~|      <https://github.com/rust-lang/rust/issues/121718>
//~|      for more information
}
