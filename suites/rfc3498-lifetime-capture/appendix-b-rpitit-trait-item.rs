//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-20
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: RPITIT: trait | 2021 Item LP: Y | 2024 Item LP: Y" -- the opaque type of the trait's RPITIT captures the method lifetime `'f`
//@ min-rust: 1.75
trait Tr {
    fn make<'f>(self, x: &'f ()) -> impl Sized;
}

fn is_static<T: 'static>(_: T) {}

fn probe<'f, T: Tr + 'static>(t: T, x: &'f ()) {
    is_static(t.make(x));
    //~^ ERROR E0521
}
