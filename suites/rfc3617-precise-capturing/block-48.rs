//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-48 sha256:4d73e57e81ac99677b507c784a67187a07ed01e879c964e33a1e3a0b04165230
//@ section: The case for `use<..>` before `impl`
//@ min-rust: 1.82
//@ claim: "If we say, e.g.: `impl use<'a> for<'b> FnMut(&'b ()) + for<'c> Trait<'c>`" (valid syntax in the RFC; fragment: no `Trait` is defined)
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl for<'b> FnMut(&'b ()) + for<'c> Trait<'c> + use<'a>` compiles with a `Trait` (block-48-use-bound.rs)"
//@ note: "fragment: the missing `Trait` is annotated honestly; the parse error of the RFC syntax comes first"
fn foo<'a>(
    _: &'a (),
) -> impl use<'a> for<'b> FnMut(&'b ()) + for<'c> Trait<'c> {
//~^ ERROR cannot find trait `Trait`
    //    ^^^^^^^ ^^^^^^^                 ^^^^^^^
    //    |       |                       ^ Applies to one bound.
    //    |       ^ Applies to one bound.
    //    ^ Applies to the whole type.
    |_| ()
}
