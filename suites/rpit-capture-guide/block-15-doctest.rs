//@ variant-of: rpit-lifetime-capture.md#block-15
//@ claim: "In Rust 2024, the `use<..>` bound can often be omitted entirely"
//@ note: "fence `edition2024`; in 2021 the lifetime is not captured, so the hidden type `(&'a (), T)` is rejected (E0700)"
fn f<'a, T>(x: &'a (), y: T) -> impl Sized {
    (x, y)
    //[e2021]~^ ERROR E0700
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    f(t, x);
}
