//@ rfc: 3509
//@ claim: "will not produce any surprising behavior if added to the prelude"
//@ note: "a user trait whose `into_future` takes `&self`: in Rust 2021 `Ready.into_future()` calls it; in Rust 2024 `IntoFuture::into_future(self)` (by value) is found first, so the same code compiles and silently calls another method. The assert states the RFC's claim (same method in both editions); stdout shows the type of the result"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ run-pass
//@[e2024] stale-since: 1.85 "with `IntoFuture` in the 2024 prelude the call resolves to `IntoFuture::into_future` (by-value receiver beats the autoref `&self` of the user trait): no error, a different method; the 2021 migration lint reports it as 'will become ambiguous' (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
use std::pin::Pin;
use std::task::{Context, Poll};

trait MyIntoFuture {
    fn into_future(&self) -> &'static str {
        "MyIntoFuture::into_future"
    }
}

impl<T> MyIntoFuture for T {}

struct Ready;

impl std::future::Future for Ready {
    type Output = ();
    fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        Poll::Ready(())
    }
}

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    let r = Ready.into_future();
    println!("{}", type_of(&r));
    assert_eq!(type_of(&r), "&str", "a different `into_future` was called");
}
