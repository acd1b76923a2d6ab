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
    let r = MyIntoFuture::into_future(&Ready);
    println!("{}", type_of(&r));
    assert_eq!(type_of(&r), "&str", "a different `into_future` was called");
}
