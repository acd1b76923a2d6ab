//@ variant-of: rpit-lifetime-capture.md#block-5
//@ min-rust: 1.82
//@ claim: "In Rust 2021 and earlier, generic lifetime parameters are only captured when they appear syntactically within a bound ... starting in Rust 2024, these in-scope generic lifetime parameters are unconditionally captured"
fn f_implicit(_: &()) -> impl Sized {}
fn f_2021(_: &()) -> impl Sized + use<> {}
fn f_2024(_: &()) -> impl Sized + use<'_> {}

fn test_implicit<'a>(x: &'a ()) -> impl Sized + 'static {
    f_implicit(x)
    //[e2024]~^ ERROR lifetime may not live long enough
}

fn test_2021<'a>(x: &'a ()) -> impl Sized + 'static {
    f_2021(x)
}

fn test_2024<'a>(x: &'a ()) -> impl Sized + 'static {
    f_2024(x)
    //~^ ERROR lifetime may not live long enough
}
