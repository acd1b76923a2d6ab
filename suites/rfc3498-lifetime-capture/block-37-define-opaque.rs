//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-37
//@ section: Appendix I: Precise capturing with TAIT
//@ needs-nightly
//@ min-rust: 1.87
//@ claim: what today's nightly needs for block 37 (`#[define_opaque(FooRet)]`, rust-lang/rust#128440): then "The returned opaque type does NOT capture `'a` or `T`" and `is_static(foo(x, y))` is OK in every edition
//@ check-pass
#![feature(type_alias_impl_trait)]

type FooRet = impl Sized;
#[define_opaque(FooRet)]
fn foo<'a, T>(_: &'a (), _: T) -> FooRet { () }

fn bar<'a, 'b>(x: &'a (), y: &'b ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, y));
}
