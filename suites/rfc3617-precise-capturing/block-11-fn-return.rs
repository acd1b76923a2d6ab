//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-11
//@ section: Combining with `for<..>`
//@ min-rust: 1.82
//@ claim: "RPIT-like `impl Trait` opaque types may include `use<..>`": an `impl Trait` in the return type of an `Fn` bound is not allowed on stable, `use<..>` or not
//@ note: "impl Trait in `Fn` return types is unstable (`impl_trait_in_fn_trait_return`); block-11-fn-return-nightly.rs"
fn foo<'a>(_: &'a ()) -> impl Fn() -> (impl Sized + use<>) { || () }
//~^ ERROR E0562
