//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-9 sha256:a11aa450eba259c38a5ae5f1d5ed8990b3993f4edfa4e834158d0714266be802
//@ section: Capturing in trait definition
//@ min-rust: 1.82
//@ claim: "We can capture generic parameters from the trait definition: `impl use<'a, Self> Sized` captures `'a` and `Self` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; `use<..>` in trait definitions came only in 1.87 (rust-lang/rust#138128), and then every lifetime parameter of the trait must be listed: leaving out `'b` is rejected (block-09-use-bound.rs)"
trait Trait<'a, 'b> {
    fn foo(_: &'a (), _: &'b ()) -> impl use<'a, Self> Sized;
    //                              ^^^^^^^^^^^^^^^^^^^^^^^^
    //                              ^ Captures `'a` and `Self` only.
}
