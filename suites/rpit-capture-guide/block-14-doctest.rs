//@ variant-of: rpit-lifetime-capture.md#block-14
//@ min-rust: 1.82
//@ claim: "the `Captures` trick is no longer needed and can be replaced with the following in all editions"
fn f<'a, T>(x: &'a (), y: T) -> impl Sized + use<'a, T> {
    (x, y)
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    f(t, x);
}
