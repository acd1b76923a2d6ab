//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-45
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ min-rust: 1.82
//@ claim: "...can be replaced with this": `impl Sized + use<'a, 'b>` keeps `'c` out in both editions, so the caller of block-44-caller.rs compiles
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
pub fn foo<'a, 'b, 'c>(
    x: &'a (), y: &'b (), _: &'c (),
) -> impl Sized + use<'a, 'b> {
    (x, y)
}

pub fn caller<'a>(x: &'a ()) -> impl Sized + use<'a> {
    let c = ();
    foo(x, x, &c)
}
