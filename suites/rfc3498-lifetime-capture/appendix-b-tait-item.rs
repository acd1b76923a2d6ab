//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-18
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: TAIT | 2021 Item LP: Y | 2024 Item LP: Y" -- the hidden type `()` does not use `'a`, yet `Opaque<'a>` is not `'static`
//@ needs-nightly
//@ min-rust: 1.87
//@ note: "For TAIT the item lifetime parameters are the parameters of the type alias. Uses `#[define_opaque]` (rust-lang/rust#128440)."
#![feature(type_alias_impl_trait)]

type Opaque<'a> = impl Sized;

#[define_opaque(Opaque)]
fn make<'a>(_: &'a ()) -> Opaque<'a> {}

fn is_static<T: 'static>(_: T) {}

fn probe<'a>(x: &'a ()) {
    is_static(make(x));
    //~^ ERROR E0521
}
