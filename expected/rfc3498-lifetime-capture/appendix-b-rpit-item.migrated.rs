//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPIT | 2021 Item LP: N | 2024 Item LP: Y" -- the hidden type `()` does not use the lifetime parameter, so the result is `'static` exactly when the parameter is not captured
fn make<'a>(_: &'a ()) -> impl Sized + use<> {}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(x: &'a ()) {
    is_static(make(x));
    //[e2024]~^ ERROR E0521
}
