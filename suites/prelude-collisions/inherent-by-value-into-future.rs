//@ claim: "The Rust compiler prioritizes any manually imported items over those from the prelude, to make sure additions to the prelude will not break any existing code"
//@ note: "control case: an inherent `into_future(self)` (by value) beats the trait method at the same probing step, so nothing changes in Rust 2024 and the migration lint stays silent (denied here)"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ compile-flags: -D rust_2024_prelude_collisions
//@ run-pass
struct Builder;

impl Builder {
    fn into_future(self) -> &'static str {
        "Builder::into_future (inherent, self)"
    }
}

impl std::future::IntoFuture for Builder {
    type Output = u8;
    type IntoFuture = std::future::Ready<u8>;
    fn into_future(self) -> std::future::Ready<u8> {
        std::future::ready(1)
    }
}

fn main() {
    println!("{}", Builder.into_future());
}
