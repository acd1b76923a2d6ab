//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-18
//@ section: Type alias `impl Trait` (TAIT)
//@ needs-nightly
//@ min-rust: 1.87
//@ claim: what today's nightly needs for block 18: the defining use `foo` is listed with `#[define_opaque(Foo)]` (rust-lang/rust#128440); the TAIT then compiles in every edition
//@ check-pass
#![feature(type_alias_impl_trait)]

type Foo<'a, T> = impl Sized;

#[define_opaque(Foo)]
fn foo<'a, T>() -> Foo<'a, T> {}
