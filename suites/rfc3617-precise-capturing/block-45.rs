//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-45 sha256:d9a112c336fb619735d913c51f94b2c09b9eb3a65bd891b4839a41ec99249dcc
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...can be replaced with this: `impl use<'a, 'b> Sized`"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<'a, 'b>` compiles (block-45-use-bound.rs)"
pub fn foo<'a, 'b, 'c>(
    x: &'a (), y: &'b (), _: &'c (),
) -> impl use<'a, 'b> Sized {
    (x, y)
}
