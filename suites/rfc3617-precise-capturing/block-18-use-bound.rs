//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-18
//@ section: Avoiding capture of higher ranked lifetimes in nested opaques
//@ min-rust: 1.82
//@ claim: "With `use<..>`, we can avoid capturing this higher ranked lifetime, allowing compilation" (with the items of block 17)
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
trait Trait<'a> { type Ty; }
impl<F> Trait<'_> for F { type Ty = (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl Sized + use<>> {
    fn f(_: &()) -> &'static () { &() }
    f
}
