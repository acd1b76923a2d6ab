//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-27 sha256:dfb6fe35b60adc5118c019b7198cf753c7204d68a779e5f10c6d127f9c738b2d
//@ section: Examples of refinement
//@ prose-annotations
//@ min-rust: 1.82
//@ claim: "if we don't capture, in the impl, any generic parameter applied as an argument to the trait in the impl header when the corresponding generic parameter is captured in the trait definition, that is refining"
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; block-27-use-bound.rs: the shipped form warns, with the message `impl trait in impl method captures fewer lifetimes than in trait`"
trait Trait<'x> {
    fn f() -> impl Sized; // Or: `impl use<'x, Self> Sized`
}

impl<'a> Trait<'a> for () {
    fn f() -> impl use<> Sized {}
//~^ WARN impl trait in impl method signature does not match
//~|      trait method signature
//~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
//~|      for this to be part of the public API of this crate
//~| NOTE we are soliciting feedback, see issue #121718
//~|      <https://github.com/rust-lang/rust/issues/121718>
//~|      for more information
}
