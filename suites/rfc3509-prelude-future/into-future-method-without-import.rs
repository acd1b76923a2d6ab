//@ rfc: 3509
//@ claim: "Adding `IntoFuture` makes it easy to call `.into_future()` to bridge between code accepting only `Future` and code supplying an `IntoFuture` impl"
//@ note: "a trait method is callable with method syntax only when its trait is in scope: in Rust 2021 `.into_future()` is not found (E0599) without `use std::future::IntoFuture`"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@[e2024] check-pass
pub async fn bridge() -> u8 {
    let fut = async { 1 }.into_future();
    //[e2021]~^ ERROR E0599
    fut.await
}
