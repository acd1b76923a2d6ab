//@ variant-of: rpit-lifetime-capture.md#block-18
//@ claim: "In Rust 2024, the `use<..>` bound can often be omitted entirely"
//@ note: "fence `edition2024`; in 2021 the elided lifetime is not captured (E0700)"
fn f<T>(x: &(), y: T) -> impl Sized {
    (x, y)
    //[e2021]~^ ERROR E0700
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
   f(t, x);
}
