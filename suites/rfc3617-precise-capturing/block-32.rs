//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-32 sha256:dfce2c5c14651f8dfbd0c7613ba45612a79807424c87d626d63cada3cb9f1678
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "For the purposes of this RFC, in the interest of consistency with the above cases, we're going to say that this is valid"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and in the shipped form the trait's `use<'y, Self>` is rejected: every lifetime parameter of the trait must be listed (block-32-use-bound.rs); with `use<'x, 'y, Self>` the impl's `use<'b>` is accepted (block-32-all-trait-params.rs)"
trait Trait<'x, 'y> {
    fn f() -> impl use<'y, Self> Sized;
}

impl<'a: 'b, 'b: 'a> Trait<'a, 'b> for () {
    fn f() -> impl use<'b> Sized {
        core::marker::PhantomData::<&'a ()>
    }
}
