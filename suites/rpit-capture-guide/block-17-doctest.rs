//@ variant-of: rpit-lifetime-capture.md#block-17
//@ min-rust: 1.82
//@ claim: "Using precise capturing, you can write the above instead, in all editions"
fn f<T>(x: &(), y: T) -> impl Sized + use<'_, T> {
    (x, y)
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
   f(t, x);
}
