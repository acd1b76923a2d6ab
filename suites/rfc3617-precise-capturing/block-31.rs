//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-31 sha256:c3d7fdd45808f2a001c6b8163d8b5c73824afddf40d8794ece6f0af2b9a852ce
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "To preserve consistency with this, the following is also valid: `impl use<'b> Sized` returning a type with `'a` where `'a == 'b`"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<'b>` is valid (block-31-use-bound.rs)"
fn foo<'a: 'b, 'b: 'a>() -> impl use<'b> Sized {
    core::marker::PhantomData::<&'a ()>
}
