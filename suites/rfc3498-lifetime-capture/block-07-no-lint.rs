//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-7
//@ section: The outlives trick
//@ compile-flags: -D impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: with `+ 'a` every lifetime in scope is already captured, so the 2024 migration lint (denied here) does not fire on the outlives trick
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo<'a>(x: &'a ()) -> impl Sized + 'a { x }
