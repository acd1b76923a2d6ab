//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-3
//@ section: Behavior of `async fn`
//@ compile-flags: -D impl_trait_overcaptures
//@ claim: "`async` functions automatically capture in their returned opaque types all type and lifetime parameters in scope" -- so the 2024 migration lint (denied here) has nothing to report on an `async fn`
//@ check-pass
async fn foo<'a, T>(x: &'a (), y: T) {
    _ = (x, y);
}
