//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-26 sha256:2df4b9eac874cf9471efaf71950fb67baf855e4908f8bad6d4562c872a19569c
//@ section: Appendix F: Future possibility: Precise capturing syntax
//@ claim: a future-possibility syntax proposal `impl<'x, T> Sized` that "Captures `'x` and `T` in the opaque type but not `'y` or `U`" (not accepted by the compiler as written)
//@ note: "Precise capturing shipped differently: RFC 3617 `impl Sized + use<..>`, stable since 1.82 (rust-lang/rust#127672). The proposed `impl<..> Trait` form was never implemented and does not parse on any lane. The shipped form also cannot leave out a type parameter: `use<'x, T>` is rejected while `U` is in scope (block-26-use-bound); only `'y` can be left out (block-26-use-check)."
fn foo<'x, 'y, T, U>() -> impl<'x, T> Sized { todo!() }
//~^ ERROR expected identifier, found `<`
//                        ^^^^^^^^^^^
//                        ^ Captures `'x` and `T` in the opaque type
//                        but not `'y` or `U`.
