//@ rfc: 3509
//@ source: 3509-prelude-2024-future.md#block-1 sha256:a870b159a1dd1af43a638074e0cd91f58ecb0ab70094f55f3710e12c18ba2a06
//@ section: Guide-level explanation
//@ claim: "with the explicit import of `IntoFuture`, the example compiles in Rust 2021 (and in 2024, where the import is redundant)"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64, unrelated to the prelude claim"
use std::future::IntoFuture;

async fn meow(phrase: impl IntoFuture<Output = String>) {
    println!("{}, meow", phrase.await);
}
