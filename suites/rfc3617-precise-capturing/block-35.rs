//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-35 sha256:307978c22d25aab318433c2545fbe287da935187decc349c23dcd639e993c830
//@ section: Handling of projection types
//@ min-rust: 1.82
//@ claim: "a projection type applied in place of a captured trait parameter does not allow us to capture in the impl the generic parameter from which the type is projected: ERROR cannot capture `A`"
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and in the shipped form the trait cannot leave out `X`: `impl Trait` must mention all type parameters in scope (block-35-use-bound.rs), so the case cannot arise (block-35-all-params.rs)"
trait Trait<X, Y> {
    fn f() -> impl use<Y, Self> Sized;
}

impl<A: Iterator> Trait<A, A::Item> for () {
    fn f() -> impl use<A> Sized {}
    //~^ ERROR cannot capture `A`
}
