//@ claim: "a call to `x.poll()` which comes from a `MyPoller` trait might fail to compile if `std`'s `Future` is also imported"
//@ note: "control cases: `Future::poll` only competes when the receiver is exactly `Pin<&mut F>`. On `Pin<Box<F>>`, on `&Pin<&mut F>` and on a type that is not a future, the user's `poll` is the only candidate in both editions and the lint stays silent (denied here)"
//@ compile-flags: -D rust_2024_prelude_collisions
//@ run-pass
//@ min-rust: 1.68
//@ note: "min-rust 1.68: `core::pin::pin!` was stabilized in Rust 1.68 (unrelated to the claim)"
trait MyPoller {
    fn poll(&self) -> &'static str {
        "MyPoller::poll"
    }
}

impl<T> MyPoller for T {}

struct NotAFuture;

fn main() {
    println!("{}", Box::pin(async {}).poll());
    let pinned = core::pin::pin!(async {});
    println!("{}", (&pinned).poll());
    println!("{}", NotAFuture.poll());
}
