//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-41 sha256:5ac907e9a2ba88766a27a0d6f8bb8c496c64fe5112b5208f4ef719ec3f0c0a61
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...into this" (Rust 2024, `impl use<T> Sized`)
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the lint suggests the shipped form `impl Sized + use<T>` (block-40-lint.rs), which compiles (block-41-use-bound.rs)"
//@ edition: 2024
fn foo<'t, T>(_: &'t (), x: T) -> impl use<T> Sized { x }
