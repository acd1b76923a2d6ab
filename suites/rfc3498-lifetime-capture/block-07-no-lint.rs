//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-7
//@ section: The outlives trick
//@ compile-flags: -D impl_trait_overcaptures
//@ claim: with `+ 'a` every lifetime in scope is already captured, so the 2024 migration lint (denied here) does not fire on the outlives trick
//@ check-pass
fn foo<'a>(x: &'a ()) -> impl Sized + 'a { x }
