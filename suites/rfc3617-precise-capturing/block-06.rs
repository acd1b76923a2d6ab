//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-6 sha256:0f24901bdd23215d378f9b3b5a0d61cee1b1245e9c35c5aec34eca55cfab96a1
//@ section: Generic const parameters
//@ min-rust: 1.82
//@ claim: "we can use this to capture generic const parameters: `impl use<C> Sized` captures `C` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<C>` works (block-06-use-bound.rs)"
fn foo<'t, const C: u8>(_: &'t ()) -> impl use<C> Sized { C }
//                                    ^^^^^^^^^^^^^^^^^
//                                    ^ Captures `C` only.
