//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-26
//@ section: Appendix F: Future possibility: Precise capturing syntax
//@ min-rust: 1.82
//@ claim: the Appendix F proposal `impl<'x, T> Sized` shipped as `impl Sized + use<..>` (RFC 3617, stable since 1.82); the literal translation `use<'x, T>` ("but not `'y` or `U`") is rejected because stable `use<..>` must list every type parameter in scope
//@ note: "Leaving out a type parameter (`U`) is not supported by the precise capturing that shipped (rust-lang/rust#127672); only lifetimes can be left out. See block-26-use-check for `use<'x, T, U>`."
fn foo<'x, 'y, T, U>() -> impl Sized + use<'x, T> { todo!() }
//~^ ERROR must mention all type parameters in scope
