//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-15 sha256:74adaf67cf70a84c7f448a220ae08e4fa788c9cd0223634c434a79f79a18e03c
//@ section: Reference desugaring for `use<..>` in RPITIT
//@ min-rust: 1.82
//@ claim: "`use<..>` in return position `impl Trait` in trait (RPITIT): `impl use<'r, 't, R, T, CR, CT, Self> Sized`"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<'r, 't, R, T, CR, CT, Self>` compiles from 1.87 (`use<..>` in traits, rust-lang/rust#138128; block-15-use-bound.rs)"
trait Trait<'r, R, const CR: u8> {
    fn f<'t, T, const CT: u8>(
    ) -> impl use<'r, 't, R, T, CR, CT, Self> Sized;
    //        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    // This is the `use<..>` specifier to desugar.
}
