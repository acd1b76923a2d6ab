//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-43 sha256:bc6ac1c6d2d32f3f52fa93213a861dd5e888fe9914ad82016a8739f1807a4550
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...into this" (Rust 2024, APIT converted to `T: Sized`, `impl use<T> Sized`)
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<T>` compiles (block-43-use-bound.rs)"
//@ edition: 2024
fn foo<'t, T: Sized>(_: &'t (), x: T) -> impl use<T> Sized { x }
