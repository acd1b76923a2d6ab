//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-20
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPITIT: trait | 2021 Outer LP: Y | 2024 Outer LP: Y" -- the opaque type of the trait's RPITIT captures the trait lifetime `'t`: with `T: 'static` the result is still not `'static`
//@ min-rust: 1.75
trait Tr<'t> {
    fn make(self) -> impl Sized;
}

fn is_static<T: 'static>(_: T) {}

fn probe<'t, T: Tr<'t> + 'static>(t: T) {
    is_static(t.make());
    //~^ ERROR lifetime may not live long enough
}
