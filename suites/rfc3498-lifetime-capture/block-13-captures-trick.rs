//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Capturing lifetimes from a free function signature
//@ claim: the Rust 2021 workaround "The correct way to express the capture of lifetime parameters in Rust 2021 is with the `Captures` trick" applied to block 13; compiles in every edition
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'a, T>(x: &'a T) -> impl Sized + Captures<&'a ()> { x }
