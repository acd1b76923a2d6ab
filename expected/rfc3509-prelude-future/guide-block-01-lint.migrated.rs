//@ variant-of: prelude.md#block-1
//@ claim: "The `rust_2024_prelude_collisions` lint will automatically modify any ambiguous method calls to use fully qualified syntax"
//@ note: "the guide's example in Rust 2021 with the lint enabled: it warns and suggests `MyPoller::poll(&..)`. It calls the call ambiguous although Rust 2024 picks `Future::poll` (see guide-block-01-e0061.rs)"
//@ edition: 2021
//@ compile-flags: -W rust_2024_prelude_collisions
//@ run-pass
//@ min-rust: 1.68
//@ note: "min-rust 1.68: `core::pin::pin!` was stabilized in Rust 1.68 (unrelated to the claim)"
trait MyPoller {
    // This name is the same as the `poll` method on the `Future` trait from `std`.
    fn poll(&self) {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(&core::pin::pin!(async {}));
    //~^ WARN rust_2024_prelude_collisions
}
