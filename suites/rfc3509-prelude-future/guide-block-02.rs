//@ source: prelude.md#block-2 sha256:a9a119a27573859c425ca46ff0b5675b58a52c79270071db0a7281a99597dcb8
//@ section: Conflicting trait methods
//@ verbatim: guide-block-02-complete.rs
//@ note: "the block is an excerpt: it uses `MyPoller` from the previous block without defining it (E0405 in both editions); guide-block-02-complete.rs adds the trait"
//@ min-rust: 1.68
//@ note: "min-rust 1.68: `core::pin::pin!` was stabilized in Rust 1.68 (unrelated to the claim)"
fn main() {
    // Now it is clear which trait method we're referring to
    <_ as MyPoller>::poll(&core::pin::pin!(async {}));
}
