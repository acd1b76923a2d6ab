//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-19
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: ATPIT | 2021 Item LP: Y | 2024 Item LP: Y" -- the GAT lifetime `'g` is captured although the hidden type is `()`
//@ needs-nightly
#![feature(impl_trait_in_assoc_type)]


trait Tr {
    type Out<'g>;
    fn make<'g>(self, x: &'g ()) -> Self::Out<'g>;
}

struct U;
impl Tr for U {
    type Out<'g> = impl Sized;
    fn make<'g>(self, _: &'g ()) -> Self::Out<'g> {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'g>(x: &'g ()) {
    is_static(U.make(x));
    //~^ ERROR E0521
}
