//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-8
//@ section: Capturing from outer trait impl
//@ needs-nightly
//@ claim: "We can capture generic parameters from an outer trait impl": with the ATPIT gate and the shipped syntax, `type Foo = impl Sized + use<'a>;` compiles
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672); `impl Trait` in associated types is still unstable (`impl_trait_in_assoc_type`, rust-lang/rust#63063)"
#![feature(impl_trait_in_assoc_type)]

trait Trait<'a, 'b> {
    type Foo;
    fn foo(_: &'a (), _: &'b ()) -> Self::Foo;
}

impl<'a, 'b> Trait<'a, 'b> for () {
    type Foo = impl Sized + use<'a>;
    fn foo(x: &'a (), _: &'b ()) -> Self::Foo { x }
}
