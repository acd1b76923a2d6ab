//@ rfc: 3509
//@ claim: "will not produce any surprising behavior if added to the prelude"
//@ note: "a user trait `MyPoller::poll(&mut self, &mut Context)` implemented for every type, called on a `Pin<&mut F>`: in Rust 2021 it runs the user's method; in Rust 2024 `Future::poll(self: Pin<&mut Self>, ..)` is found at the by-value step and silently wins, so the same code polls the future instead. The assert states the RFC's claim (the same method in both editions)"
//@ run-pass
//@[e2024] stale-since: 1.85 "with `Future` in the 2024 prelude, `pinned.poll(&mut cx)` resolves to `Future::poll` instead of the user's `MyPoller::poll`: no error, different behaviour (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
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
    let which = pinned.poll(&mut cx);
    println!("{:?}", which);
    assert_eq!(which, Poll::Ready("MyPoller::poll"), "a different `poll` was called");
}
