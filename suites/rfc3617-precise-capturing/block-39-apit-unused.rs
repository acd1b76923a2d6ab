//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-39
//@ section: Argument position impl Trait
//@ min-rust: 1.82
//@ claim: "Anonymous generic type parameters introduced with APIT ... cannot be captured with `use<..>`": on stable an APIT cannot be left out either, even when the hidden type does not use it
//@ note: "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included. The `impl_trait_overcaptures` lint knows this and converts the APIT to a named parameter (block-42-lint.rs)"
fn foo(_: impl Sized) -> impl Sized + use<> {}
//~^ ERROR `impl Trait` must mention all type parameters in scope in `use<...>`
