//@ variant-of: prelude.md#block-1
//@ claim: "a call to `x.poll()` which comes from a `MyPoller` trait might fail to compile if `std`'s `Future` is also imported"
//@ note: "the guide's example, checked for what rustc really does: in Rust 2024 the call resolves to `Future::poll` (by-value receiver `Pin<&mut _>`, probed before the autoref of `MyPoller::poll(&self)`) and fails with E0061, not with an ambiguity error"
//@[e2021] run-pass
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
    //[e2024]~^ ERROR E0061
}
