//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-10
//@ section: Capturing elided lifetimes
//@ min-rust: 1.82
//@ claim: "We can capture elided lifetimes": `use<'_>` is accepted
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo(x: &()) -> impl Sized + use<'_> { x }
