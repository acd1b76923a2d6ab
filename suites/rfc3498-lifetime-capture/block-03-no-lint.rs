//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-3
//@ section: Behavior of `async fn`
//@ compile-flags: -D impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: "`async` functions automatically capture in their returned opaque types all type and lifetime parameters in scope" -- so the 2024 migration lint (denied here) has nothing to report on an `async fn`
//@ check-pass
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; issue 11 (21 stable releases run) saw it fire from 1.84; holds on 1.85"
async fn foo<'a, T>(x: &'a (), y: T) {
    _ = (x, y);
}
