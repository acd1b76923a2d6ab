//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-3 sha256:870f402ff59688305c0ca469499b53b9bb04696892de43e37b5bc295220a0a20
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "we can solve the overcapturing in the original motivating example by writing `impl use<> Sized` (captures nothing)"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and even as `impl Sized + use<>` it is rejected: every type parameter in scope must be listed (block-03-use-bound.rs)"
fn foo<T>(_: T) -> impl use<> Sized {}
//                 ^^^^^^^^^^^^^^^^
//                 ^ Captures nothing.
