//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-10 sha256:688cdfec15dbef397e6bcbe48ef8ad7e0946d5248e1374fd41b58fc82aa0ad48
//@ section: Capturing elided lifetimes
//@ min-rust: 1.82
//@ claim: "We can capture elided lifetimes: `impl use<'_> Sized` captures `'_` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<'_>` works (block-10-use-bound.rs)"
fn foo(x: &()) -> impl use<'_> Sized { x }
//                ^^^^^^^^^^^^^^^^^^
//                ^ Captures `'_` only.
