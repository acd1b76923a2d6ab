//@ source: prelude.md#block-1 sha256:69dcafde7cf5c435b58dc98f7c3199ab3d8550258a7fa5cf8b038fa159b9ece0
//@ section: Conflicting trait methods
//@ claim: "If both traits are in scope (as would be the case in Rust 2024), then it becomes ambiguous which `poll` method to call"
//@[e2021] run-pass
//@[e2024] stale-since: 1.85 "never ambiguous: `Future::poll` takes `self: Pin<&mut Self>` and is found at the by-value step of method probing, before the autoref step where `MyPoller::poll(&self)` would apply; rustc picks it and reports E0061 (missing `&mut Context` argument), not E0034 (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
//@ note: "Rust 2021 prints `polling`. What Rust 2024 really does is pinned down in guide-block-01-e0061.rs; a truly ambiguous `poll` (by-value receiver) is in guide-block-01-by-value.rs"
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
    // Pin<&mut async {}> implements both `std::future::Future` and `MyPoller`.
    // If both traits are in scope (as would be the case in Rust 2024),
    // then it becomes ambiguous which `poll` method to call
    core::pin::pin!(async {}).poll();
//[e2024]~^ ERROR E0034
}
