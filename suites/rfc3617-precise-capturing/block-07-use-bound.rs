//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-7
//@ section: Capturing from outer inherent impl
//@ min-rust: 1.82
//@ claim: "We can capture generic parameters from an outer inherent impl": `use<'a>` captures `'a` only, so a caller may pass a local `&'b ()`
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
struct Ty<'a, 'b>(&'a (), &'b ());

impl<'a, 'b> Ty<'a, 'b> {
    fn foo(x: &'a (), _: &'b ()) -> impl Sized + use<'a> { x }
}

fn caller<'a>(x: &'a ()) -> impl Sized + 'a {
    let b = ();
    Ty::foo(x, &b)
}
