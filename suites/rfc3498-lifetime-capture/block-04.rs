//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-4 sha256:5da3ce4169ff78eb73e4d92efaa503b99551a96330147bd4acf6bee347b87a4e
//@ section: Behavior of `async fn`
//@ claim: "To correctly desugar this `async fn` to RPIT in Rust 2021, we must write `+ Captures<&'a ()>`"
//@ check-pass
use core::future::Future;

trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'a, T>(x: &'a (), y: T)
-> impl Future<Output = ()> + Captures<&'a ()> {
//                            ^^^^^^^^^^^^^^^^
//                            ^ Capture of lifetime.
    async move { _ = (x, y); }
}
