//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-18 sha256:5962a5142612a6873629ae344bbddc5c9b3e1dbdcd97138b822ca8417cc23c2f
//@ section: Avoiding capture of higher ranked lifetimes in nested opaques
//@ min-rust: 1.82
//@ claim: "With `use<..>`, we can avoid capturing this higher ranked lifetime, allowing compilation" (the block is a fragment: `Trait` comes from block 17)
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form compiles in both editions with the items of block 17 (block-18-use-bound.rs)"
//@ note: "fragment: the missing `Trait` (block 17) is annotated honestly; the claim fails on the parse error of the RFC syntax"
fn foo() -> impl for<'a> Trait<'a, Ty = impl use<> Sized> {
//~^ ERROR cannot find trait `Trait`
    //                                  ^^^^^^^^^^^^^^^^
    //                                  ^ Captures nothing.
    fn f(_: &()) -> &'static () { &() }
    f
}
