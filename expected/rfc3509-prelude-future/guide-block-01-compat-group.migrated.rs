//@ variant-of: prelude.md#block-1
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group, which will automatically be applied when running `cargo fix --edition`"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@ min-rust: 1.68
//@ note: "min-rust 1.68: `core::pin::pin!` was stabilized in Rust 1.68 (unrelated to the claim)"
trait MyPoller {
    fn poll(&self) {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(&core::pin::pin!(async {}));
    //~^ WARN rust_2024_prelude_collisions
}
