//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-3
//@ section: Behavior of `async fn`
//@ compile-flags: -D impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: "`async` functions automatically capture in their returned opaque types all type and lifetime parameters in scope" -- so the 2024 migration lint (denied here) has nothing to report on an `async fn`
//@ check-pass
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D impl_trait_overcaptures an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint fires on stable (impl_trait_overcaptures fires from 1.82: block-36-lint bisected over rustup 1.80.0..1.84.0, fails on 1.81.0, holds on 1.82.0; rust-lang/rust#124228, gated behind precise_capturing until 1.82); holds on 1.85"
async fn foo<'a, T>(x: &'a (), y: T) {
    _ = (x, y);
}
