//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-45
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ compile-flags: -W impl_trait_redundant_captures
//@ claim: "this will also allow noise to be *removed*": in Rust 2024, a `use<..>` listing everything in scope is itself noise, flagged by the allow-by-default lint `impl_trait_redundant_captures`; in Rust 2021 it is not redundant
//@ check-pass
pub fn foo<'a, 'b>(x: &'a (), y: &'b ()) -> impl Sized + use<'a, 'b> {
//[e2024]~^ WARN impl_trait_redundant_captures
    (x, y)
}
