//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-4
//@ section: Behavior of `async fn`
//@ min-rust: 1.82
//@ claim: the `Captures` desugaring written with RFC 3617 precise capturing `use<'a, T>` (stable since 1.82) is accepted in both editions
//@ check-pass
use core::future::Future;

fn foo<'a, T>(x: &'a (), y: T) -> impl Future<Output = ()> + use<'a, T> {
    async move { _ = (x, y); }
}
