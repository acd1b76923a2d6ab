//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-4 sha256:6d8f535cec413533cb80ee780f505c24708f5738628cb1a313da9b4145c0140e
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "we can use this to avoid overcapturing a lifetime parameter so as to migrate code to Rust 2024: `impl use<> Sized` captures nothing"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<>` works (block-04-use-bound.rs)"
fn foo<'t>(_: &'t ()) -> impl use<> Sized {}
//                       ^^^^^^^^^^^^^^^^
//                       ^ Captures nothing.
