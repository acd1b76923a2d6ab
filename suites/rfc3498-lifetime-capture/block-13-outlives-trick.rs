//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Capturing lifetimes from a free function signature
//@ claim: the Rust 2021 workaround "We can make this work by writing `+ 'a`" (the outlives trick) for block 13; it compiles in every edition (the hidden type `&'a T` outlives exactly `'a`)
//@ check-pass
fn foo<'a, T>(x: &'a T) -> impl Sized + 'a { x }
