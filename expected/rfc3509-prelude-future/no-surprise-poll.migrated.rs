use std::pin::Pin;
use std::task::{Context, Poll, RawWaker, RawWakerVTable, Waker};

trait MyPoller {
    fn poll(&mut self, _cx: &mut Context<'_>) -> Poll<&'static str> {
        Poll::Ready("MyPoller::poll")
    }
}

impl<T> MyPoller for T {}

struct Named;

impl std::future::Future for Named {
    type Output = &'static str;
    fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<&'static str> {
        Poll::Ready("Future::poll")
    }
}

fn noop_raw() -> RawWaker {
    fn clone(_: *const ()) -> RawWaker {
        noop_raw()
    }
    fn noop(_: *const ()) {}
    static VTABLE: RawWakerVTable = RawWakerVTable::new(clone, noop, noop, noop);
    RawWaker::new(std::ptr::null(), &VTABLE)
}

fn main() {
    let waker = unsafe { Waker::from_raw(noop_raw()) };
    let mut cx = Context::from_waker(&waker);
    let mut fut = Named;
    let mut pinned = Pin::new(&mut fut);
    let which = MyPoller::poll(&mut pinned, &mut cx);
    println!("{:?}", which);
    assert_eq!(which, Poll::Ready("MyPoller::poll"), "a different `poll` was called");
}
