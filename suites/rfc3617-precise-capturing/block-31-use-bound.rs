//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-31
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "To preserve consistency with this, the following is also valid": `use<'b>` with a hidden type using `'a` where `'a: 'b, 'b: 'a`
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<'a: 'b, 'b: 'a>() -> impl Sized + use<'b> {
    core::marker::PhantomData::<&'a ()>
}
