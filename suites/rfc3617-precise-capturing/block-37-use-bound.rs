//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-37
//@ section: Meaning of capturing a const generic parameter
//@ min-rust: 1.82
//@ claim: "a const generic parameter must be captured in the opaque type for it to be used in the hidden *type*: we must capture `C` here"
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn f<const C: usize>() -> impl Sized + use<C> {
    [(); C]
}
