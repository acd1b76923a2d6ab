//@ variant-of: rpit-lifetime-capture.md#block-4
//@ min-rust: 1.82
//@ claim: "In all editions, all in-scope type and const generic parameters are captured implicitly when the `use<..>` bound is not present"
//@ note: "with `T = &'a ()`, both forms capture `T` and so cannot be `'static`, in both editions"
fn f_implicit<T, const C: usize>() -> impl Sized {}
fn f_explicit<T, const C: usize>() -> impl Sized + use<T, C> {}

fn test_implicit<'a>(_: &'a ()) -> impl Sized + 'static {
    f_implicit::<&'a (), 0>()
    //~^ ERROR lifetime may not live long enough
}

fn test_explicit<'a>(_: &'a ()) -> impl Sized + 'static {
    f_explicit::<&'a (), 0>()
    //~^ ERROR lifetime may not live long enough
}
