//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "The `missing_fragment_specifier` lint detected a situation when an **unused** pattern in a `macro_rules!` macro definition had a meta-variable (e.g. `$e`) that was not followed by a fragment specifier (e.g. `:expr`). This was made into a hard error in the 2024 Edition"
//@ note: "the guide's example with the lint allowed: Rust 2021 accepts it while the lint exists; Rust 2024 rejects it. The chapter's own NOTE says that in 1.89 it became a hard error in every edition; from then on 1.89+ also warn that the lint was removed"
//@[e2021] check-pass
//@[e2021] stale-since: 1.89 "missing fragment specifiers are a hard error in every edition since Rust 1.89 (RELEASES.md 1.89.0 Compatibility Notes: Make missing_fragment_specifier an unconditional error, rust-lang/rust#128425; the edition guide's NOTE; tracking issue rust-lang/rust#40107); the lint was removed"
//@ migrate: breaks "on 1.85 missing_fragment_specifier is not part of rust_2024_compatibility, so no migration lint fires and 2024 rejects the missing fragment specifier (from 1.89 the 2021 cell is stale: nothing to migrate)"
#![allow(missing_fragment_specifier)]

macro_rules! foo {
   () => {};
   ($name) => { };
   //[e2024]~^ ERROR missing fragment specifier
}

fn main() {
   foo!();
}
