//@ variant-of: rpit-lifetime-capture.md#block-12
//@ min-rust: 1.82
//@ claim: "To convert this code to Rust 2024 without capturing the lifetime, you must name that type parameter"
//@ note: "the block as rustdoc compiles it, under its hidden `deny(impl_trait_overcaptures)`: accepted in both editions, and the caller may return it as `use<>`"
#![deny(impl_trait_overcaptures)]
fn f<'a, T: Sized>(x: &'a (), y: T) -> impl Sized + use<T> { (*x, y) }
//       ~~~~~~~~
// The type parameter has been named here.

fn test<'a>(x: &'a (), y: ()) -> impl Sized + use<> {
    f(x, y)
}
