//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-20
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPITIT: impl | 2021 Item LP: Y | 2024 Item LP: Y" -- the hidden type `()` does not use the lifetime parameter, so the result is `'static` exactly when the parameter is not captured
//@ min-rust: 1.75
trait Tr {
    fn make<'f>(self, x: &'f ()) -> impl Sized;
}

struct U;
impl Tr for U {
    fn make<'f>(self, _: &'f ()) -> impl Sized {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'f>(x: &'f ()) {
    is_static(U.make(x));
    //~^ ERROR E0521
}
