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
