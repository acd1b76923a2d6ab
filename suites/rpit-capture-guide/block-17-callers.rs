//@ variant-of: rpit-lifetime-capture.md#block-17
//@ min-rust: 1.82
//@ claim: "Using precise capturing, you can write the above instead, in all editions"
//@ note: "contrast to block-16-callers.rs: no `U: 'a` bound is needed by a generic caller"
fn f<T>(x: &(), y: T) -> impl Sized + use<'_, T> {
    (x, y)
}

fn caller<'a, U>(x: &'a (), u: U) -> impl Sized + use<'a, U> {
    f(x, u)
}
