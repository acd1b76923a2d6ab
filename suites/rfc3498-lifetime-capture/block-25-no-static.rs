//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-25
//@ section: Appendix E: Adding a `'static` bound
//@ claim: "Since there is no `T: 'static` bound and no `'x: 'static` bound, this opaque type would not be `'static` without the specified bound": without `+ 'static`, 2021 rejects `t` (captured through `T`) and 2024 rejects `t` and `x`
//@ note: "One E0521 per captured borrow."
fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized {
    ()
}

fn is_static<T: 'static>(_t: T) {}
fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    is_static(foo(t, x));
    //~^ ERROR E0521
    //[e2024]~| ERROR E0521
}
