//@ rfc: 3509
//@ variant-of: 3509-prelude-2024-future.md#block-3
//@ claim: "This RFC proposes we include both `Future` and `IntoFuture` as part of the 2024 prelude"
//@ note: "the shipped module `std::prelude::rust_2024` re-exports both traits; importing it by hand brings them into scope in Rust 2021 too"
//@ min-rust: 1.85
//@ note: "min-rust 1.85: `std::prelude::rust_2024` was unstable (feature `prelude_2024`) until the edition was stabilized in 1.85"
use std::prelude::rust_2024::*;

pub fn ready() -> impl Future<Output = u8> {
    async { 1 }
}

pub async fn meow(phrase: impl IntoFuture<Output = String>) -> String {
    phrase.into_future().await
}

pub fn same_traits() {
    fn is_future<F: core::prelude::rust_2024::Future>(_: &F) {}
    fn is_std_future<F: std::future::Future>(_: &F) {}
    let f = ready();
    is_future(&f);
    is_std_future(&f);
}
