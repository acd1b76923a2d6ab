//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Capturing lifetimes from a free function signature
//@ min-rust: 1.82
//@ claim: block 13 with RFC 3617 precise capturing `use<'a, T>` (stable since 1.82) says in both editions what Rust 2024 infers
//@ check-pass
fn foo<'a, T>(x: &'a T) -> impl Sized + use<'a, T> { x }
