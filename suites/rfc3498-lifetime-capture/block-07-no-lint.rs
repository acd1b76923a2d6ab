//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-7
//@ section: The outlives trick
//@ compile-flags: -D impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: with `+ 'a` every lifetime in scope is already captured, so the 2024 migration lint (denied here) does not fire on the outlives trick
//@ check-pass
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D impl_trait_overcaptures an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint fires on stable (impl_trait_overcaptures fires from 1.82: block-36-lint bisected over rustup 1.80.0..1.84.0, fails on 1.81.0, holds on 1.82.0; rust-lang/rust#124228, gated behind precise_capturing until 1.82); holds on 1.85"
fn foo<'a>(x: &'a ()) -> impl Sized + 'a { x }
