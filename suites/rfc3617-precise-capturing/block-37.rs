//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-37 sha256:31a34636820f51527d0718437a651cff29fdacd17ef653efec56e49cf8db9f0e
//@ section: Meaning of capturing a const generic parameter
//@ min-rust: 1.82
//@ claim: "a const generic parameter must be captured in the opaque type for it to be used in the hidden *type*: we must capture `C` here"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<C>` compiles (block-37-use-bound.rs)"
fn f<const C: usize>() -> impl use<C> Sized {
    [(); C]
}
