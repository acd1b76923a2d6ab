//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-18 sha256:dc7cd6ee2d9408bb72e17931235692aa1cd088e41ff2dafbf27929a8d612560b
//@ section: Type alias `impl Trait` (TAIT)
//@ needs-nightly
//@ claim: "the opaque type in type alias `impl Trait` (TAIT) in all editions will automatically capture all type and lifetime parameters present in the type alias" (the block is shown as compiling)
//@ check-pass
//@ stale-since: 1.87 "TAIT defining uses must now be listed with `#[define_opaque(..)]` (rust-lang/rust#128440, nightly 2025-03); without it the opaque is unconstrained and `{}` is a type mismatch. See block-18-define-opaque."
#![feature(type_alias_impl_trait)]

type Foo<'a, T> = impl Sized;
//                ^^^^^^^^^^
//                ^ Captures `'a` and `T`.

fn foo<'a, T>() -> Foo<'a, T> {}
