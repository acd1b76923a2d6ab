//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-5 sha256:2f967d36c5b88ec7c7b5c7c11a9e6934ce654224ffb9edc9f59ab13d1fc87021
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "We can use this to capture some generic parameters but not others: `impl use<U> Sized` captures `U` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and `impl Sized + use<U>` is rejected too: type parameter `T` must be listed (block-05-use-bound.rs)"
fn foo<'t, T, U>(_: &'t (), _: T, y: U) -> impl use<U> Sized { y }
//                                         ^^^^^^^^^^^^^^^^^
//                                         ^ Captures `U` only.
