//@ variant-of: prelude.md#block-1
//@ claim: "the call to `poll` is now ambiguous and could come from either trait"
//@ note: "the ambiguity the guide describes happens when the user's `poll` takes `self` by value: both candidates then apply at the same (by-value) probing step and Rust 2024 reports E0034"
//@[e2021] run-pass
//@ min-rust: 1.68
//@ note: "min-rust 1.68: `core::pin::pin!` was stabilized in Rust 1.68 (unrelated to the claim)"
trait MyPoller {
    fn poll(self) where Self: Sized {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(core::pin::pin!(async {}));
    //[e2024]~^ ERROR E0034
}
