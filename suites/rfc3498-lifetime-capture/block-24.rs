//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-24 sha256:9091fdd6ce983d59ffc454f11cf382b692eea830e439e719f0c9c829e55ae2d9
//@ section: Appendix D: The outlives trick fails with only one lifetime parameter
//@ claim: "ERROR: the parameter type `T` may not live long enough" -- the outlives trick fails even with only one lifetime parameter (the RFC does not change this in 2024: `+ 'x` still requires the hidden type `(T, &'x ())` to outlive `'x`)
// This is a demonstration of why the Captures trick is needed even
// when there is only one lifetime parameter.

// ERROR: the parameter type `T` may not live long enough.
fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized + 'x {
    //                                         ^^
    // We don't need for `T` to outlived `'x`, |
    // and we don't want to require that, so   |
    // the Captures trick must be used here. --+
    (t, x)
    //~^ ERROR E0309
}

fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    foo(t, x);
}
