//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-28
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: GATs | 2021 Outer LP: Y | 2024 Outer LP: Y" -- in generic code the projection `<T as Tr<'t>>::Out<'g>` carries the trait lifetime `'t`: with `T: 'static` and `'g = 'static` it is still not `'static`
//@ min-rust: 1.65
trait Tr<'t> {
    type Out<'g>;
    fn make<'g>(self, x: &'g ()) -> Self::Out<'g>;
}

fn is_static<T: 'static>(_: T) {}

fn probe<'t, T: Tr<'t> + 'static>(t: T) {
    is_static(t.make(&()));
    //~^ ERROR lifetime may not live long enough
}
