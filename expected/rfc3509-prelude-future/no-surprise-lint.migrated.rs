//@ rfc: 3509
//@ claim: "will not produce any surprising behavior if added to the prelude"
//@ note: "the migration lint does flag the two silent changes of no-surprise-into-future.rs and no-surprise-poll.rs in Rust 2021, but calls them 'will become ambiguous in Rust 2024' while Rust 2024 accepts both calls and picks the prelude trait's method"
//@ edition: 2021
//@ compile-flags: -W rust_2024_prelude_collisions
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ check-pass
use std::pin::Pin;
use std::task::{Context, Poll};

trait MyIntoFuture {
    fn into_future(&self) -> &'static str {
        "MyIntoFuture::into_future"
    }
}
impl<T> MyIntoFuture for T {}

trait MyPoller {
    fn poll(&mut self, _cx: &mut Context<'_>) -> Poll<&'static str> {
        Poll::Ready("MyPoller::poll")
    }
}
impl<T> MyPoller for T {}

struct Ready;

impl std::future::Future for Ready {
    type Output = &'static str;
    fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<&'static str> {
        Poll::Ready("Future::poll")
    }
}

pub fn calls(cx: &mut Context<'_>) {
    let _ = MyIntoFuture::into_future(&Ready);
    //~^ WARN rust_2024_prelude_collisions
    let mut fut = Ready;
    let mut pinned = Pin::new(&mut fut);
    let _ = MyPoller::poll(&mut pinned, cx);
    //~^ WARN rust_2024_prelude_collisions
}
