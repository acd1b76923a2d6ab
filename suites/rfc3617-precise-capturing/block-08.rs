//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-8 sha256:90e0e0bba984501160c3a77dc16ed57435f33909fd9f0e90c1050b78e3f0e341
//@ section: Capturing from outer trait impl
//@ needs-nightly
//@ claim: "We can capture generic parameters from an outer trait impl: `type Foo = impl use<'a> Sized;` captures `'a` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; besides, the block uses `impl Trait` in an associated type (ATPIT) without `#![feature(impl_trait_in_assoc_type)]`; block-08-nightly.rs adds the gate and the shipped syntax"
trait Trait<'a, 'b> {
    type Foo;
    fn foo(_: &'a (), _: &'b ()) -> Self::Foo;
}

impl<'a, 'b> Trait<'a, 'b> for () {
    type Foo = impl use<'a> Sized;
    //         ^^^^^^^^^^^^^^^^^^
    //         ^ Captures `'a` only.
    fn foo(x: &'a (), _: &'b ()) -> Self::Foo { x }
}
