//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPIT | 2021 Outer LP: N | 2024 Outer LP: Y" -- the hidden type `()` does not use the lifetime parameter, so the result is `'static` exactly when the parameter is not captured
struct S<'a>(&'a ());
impl<'a> S<'a> {
    fn make(self) -> impl Sized + use<> {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(s: S<'a>) {
    is_static(s.make());
    //[e2024]~^ ERROR E0521
}
