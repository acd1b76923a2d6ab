//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-11
//@ section: Combining with `for<..>`
//@ needs-nightly
//@ claim: "the expansion of the RPIT capture rules in Rust 2024 means that some existing uses of RPIT ... will now capture lifetime parameters": without `use<>`, the nested opaque in the `Fn` return type captures `'a` in Rust 2024, which its closure cannot satisfy
//@[e2021] check-pass
//@ note: "compare block-11-fn-return-nightly.rs, where `use<>` makes both editions compile"
//@ migrate: breaks "impl_trait_overcaptures suggests `+ use<>` on the `impl Sized` nested in `impl Fn() -> impl Sized` without parentheses, and the rewrite is rejected under 2021 (ambiguous `+` in a type)"
#![feature(impl_trait_in_fn_trait_return)]

fn foo<'a>(_: &'a ()) -> impl Fn() -> impl Sized { || () }
//[e2024]~^ ERROR E0792
