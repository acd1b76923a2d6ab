//@ variant-of: prelude.md#block-2
//@ claim: "We can fix this so that it works on all editions by using fully qualified syntax"
//@ note: "the block with the `MyPoller` trait of the previous block; run with the migration lint denied, to show the fixed call no longer triggers it"
//@ compile-flags: -D rust_2024_prelude_collisions
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
    // Now it is clear which trait method we're referring to
    <_ as MyPoller>::poll(&core::pin::pin!(async {}));
}
