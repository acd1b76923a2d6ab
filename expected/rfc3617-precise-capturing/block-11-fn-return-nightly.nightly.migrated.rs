//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-11
//@ section: Combining with `for<..>`
//@ needs-nightly
//@ claim: "RPIT-like `impl Trait` opaque types may include `use<..>`": with `impl_trait_in_fn_trait_return`, the nested `impl Sized + use<>` in an `Fn` return type captures nothing and compiles in both editions
//@ check-pass
#![feature(impl_trait_in_fn_trait_return)]

fn foo<'a>(_: &'a ()) -> impl Fn() -> (impl Sized + use<>) + use<> { || () }
