//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-28 sha256:c0a57429b4040479db8146b0c851858ce92832e9a2cce013d1d39aa2c3fa4bfd
//@ section: Examples of refinement
//@ prose-annotations
//@ min-rust: 1.82
//@ claim: "it is refining unless *all* generic parameters applied in the impl header as generic arguments for the corresponding trait parameter are captured in the impl"
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; block-28-use-bound.rs: the shipped form warns, with the message `impl trait in impl method captures fewer lifetimes than in trait`"
trait Trait<T> {
    fn f() -> impl Sized; // Or: `impl use<T, Self> Sized`
}

impl<'a, 'b> Trait<(&'a (), &'b ())> for () {
    fn f() -> impl use<'b> Sized {}
//~^ WARN impl trait in impl method signature does not match
//~|      trait method signature
//~| NOTE add `#[allow(refining_impl_trait)]` if it is intended
//~|      for this to be part of the public API of this crate
//~| NOTE we are soliciting feedback, see issue #121718
//~|      <https://github.com/rust-lang/rust/issues/121718>
//~|      for more information
}
