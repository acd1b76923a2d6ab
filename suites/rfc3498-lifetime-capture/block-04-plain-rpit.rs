//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-4
//@ section: Behavior of `async fn`
//@ claim: "in the Rust 2024 edition, RPIT opaque types will automatically capture all lifetime parameters in scope, just as `async fn` does in Rust 2021" -- the plain RPIT desugaring needs no `Captures` in 2024 and fails with E0700 in 2021
use core::future::Future;

fn foo<'a, T>(x: &'a (), y: T) -> impl Future<Output = ()> {
    async move { _ = (x, y); }
    //[e2021]~^ ERROR E0700
}
