//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-24
//@ section: Appendix D: The outlives trick fails with only one lifetime parameter
//@ claim: in Rust 2024 no trick is needed: a plain `impl Sized` captures `'x` and `T` (legal in 2024); in Rust 2021 `'x` is not captured (E0700)
fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized {
    (t, x)
    //[e2021]~^ ERROR E0700
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    foo(t, x);
}
