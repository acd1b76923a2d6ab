//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-12
//@ section: Overcapturing
//@ needs-nightly
//@ min-rust: 1.87
//@ claim: "Type alias `impl Trait` (TAIT) is another solution": an opaque type with no generic parameters does not capture `T`, so `bar` compiles
//@ note: "Uses `#[define_opaque]`, required for TAIT defining uses since rust-lang/rust#128440 (nightly 1.87)."
//@ check-pass
#![feature(type_alias_impl_trait)]

type FooRet = impl Sized;

#[define_opaque(FooRet)]
fn foo<T>(_: T) -> FooRet {}

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
}
