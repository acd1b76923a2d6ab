//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-37 sha256:715e50c9f36103ff3952e1e19ddd071706a237e12ca8b0835ed3f1738525a331
//@ section: Appendix I: Precise capturing with TAIT
//@ needs-nightly
//@ claim: "The returned opaque type does NOT capture `'a` or `T`" -- `is_static(foo(x, y))` is "OK."
//@ check-pass
//@ stale-since: 1.87 "TAIT defining uses must now be listed with `#[define_opaque(FooRet)]` (rust-lang/rust#128440, nightly 2025-03); without it `FooRet` is unconstrained and `()` is a type mismatch. See block-37-define-opaque."
#![feature(type_alias_impl_trait)]

type FooRet = impl Sized;
fn foo<'a, T>(_: &'a (), _: T) -> FooRet { () }
//                                ^^^^^^
// The returned opaque type does NOT capture `'a` or `T`.

fn bar<'a, 'b>(x: &'a (), y: &'b ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, y)); // OK.
}
