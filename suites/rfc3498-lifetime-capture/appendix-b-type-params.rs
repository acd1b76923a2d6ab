//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-11
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "*All* of the features above automatically capture all lifetimes from all type parameters in scope in both the 2021 and the 2024 editions" -- checked for RPIT, the only row whose lifetime-parameter columns differ by edition
fn make<T>(_: T) -> impl Sized {}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(x: &'a ()) {
    is_static(make(x));
    //~^ ERROR E0521
}
