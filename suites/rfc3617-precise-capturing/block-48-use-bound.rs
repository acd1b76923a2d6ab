//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-48
//@ section: The case for `use<..>` before `impl`
//@ min-rust: 1.82
//@ claim: "`use<..>` applies to the whole type, `for<..>` to one bound", in the shipped syntax (with a `Trait` for the fragment)
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
trait Trait<'c> {}
impl<'c, F> Trait<'c> for F {}

fn foo<'a>(
    _: &'a (),
) -> impl for<'b> FnMut(&'b ()) + for<'c> Trait<'c> + use<'a> {
    |_| ()
}
