//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-28
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: GATs | 2021 Item LP: Y | 2024 Item LP: Y" -- the projection `<T as Tr<'static>>::Out<'g>` carries the method lifetime `'g` through the GAT
//@ min-rust: 1.65
trait Tr<'t> {
    type Out<'g>;
    fn make<'g>(self, x: &'g ()) -> Self::Out<'g>;
}

fn is_static<T: 'static>(_: T) {}

fn probe<'g, T: Tr<'static> + 'static>(t: T, x: &'g ()) {
    is_static(t.make(x));
    //~^ ERROR E0521
}
