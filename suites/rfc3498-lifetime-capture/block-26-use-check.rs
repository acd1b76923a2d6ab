//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-26
//@ section: Appendix F: Future possibility: Precise capturing syntax
//@ min-rust: 1.82
//@ claim: with the shipped syntax `use<'x, T, U>` the opaque captures `'x`, `T` and `U` but not `'y`: checked with callers (a short `'y` keeps the result `'static`; a short `'x` or `U` does not)
//@ note: "Parameters are taken as arguments so that the lifetimes can be inferred (explicit lifetime arguments are refused for late-bound lifetimes, E0794)."
fn foo<'x, 'y, T, U>(_: &'x (), _: &'y (), _: T, _: U) -> impl Sized + use<'x, T, U> {}

fn is_static<T: 'static>(_: T) {}

fn y_not_captured<'y>(y: &'y ()) {
    is_static(foo(&(), y, (), ()));
}

fn x_captured<'x>(x: &'x ()) {
    is_static(foo(x, &(), (), ()));
    //~^ ERROR E0521
}

fn u_captured<'u>(u: &'u ()) {
    is_static(foo(&(), &(), (), u));
    //~^ ERROR E0521
}
