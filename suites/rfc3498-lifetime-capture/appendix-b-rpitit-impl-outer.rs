//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-23
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPITIT: impl | 2021 Outer LP: Y | 2024 Outer LP: Y" -- the hidden type `()` does not use the lifetime parameter, so the result is `'static` exactly when the parameter is not captured
//@ min-rust: 1.75
trait Tr {
    fn make(self) -> impl Sized;
}

struct S<'a>(&'a ());
impl<'a> Tr for S<'a> {
    fn make(self) -> impl Sized {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(s: S<'a>) {
    is_static(s.make());
    //~^ ERROR E0521
}
