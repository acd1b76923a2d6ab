//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-19
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: ATPIT | 2021 Outer LP: Y | 2024 Outer LP: Y" -- the hidden type `()` does not use the lifetime parameter, so the result is `'static` exactly when the parameter is not captured
//@ needs-nightly
#![feature(impl_trait_in_assoc_type)]


trait Tr {
    type Out;
    fn make(self) -> Self::Out;
}

struct S<'a>(&'a ());
impl<'a> Tr for S<'a> {
    type Out = impl Sized;
    fn make(self) -> Self::Out {}
}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(s: S<'a>) {
    is_static(s.make());
    //~^ ERROR E0521
}
