//@ variant-of: rpit-lifetime-capture.md#block-6
//@ min-rust: 1.82
//@ claim: "Generic parameters from an outer impl are considered to be in scope when deciding what is implicitly captured"
//@ note: "an outer-impl lifetime is captured in 2024 only; an outer-impl type parameter in both editions"
struct S<'s, T>(&'s (), T);

impl<'s, T> S<'s, T> {
    fn f_implicit() -> impl Sized {}
}

fn lifetime_captured<'a>() -> impl Sized + 'static {
    S::<'a, ()>::f_implicit()
    //[e2024]~^ ERROR lifetime may not live long enough
}

fn type_captured<'a>() -> impl Sized + 'static {
    S::<'static, &'a ()>::f_implicit()
    //~^ ERROR lifetime may not live long enough
}
