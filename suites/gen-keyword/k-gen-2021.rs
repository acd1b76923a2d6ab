//@ rfc: 3513
//@ claim: "In the 2024 edition we reserve `gen` as a keyword. Rust 2021 will use `k#gen` to access the same feature"
//@ note: "expected by the RFC: with the feature gate, `k#gen { .. }` is a gen block in Rust 2021. On nightly `k#` is an unknown prefix (error: prefix `k` is unknown) and nothing else is offered for 2021"
//@ needs-nightly
//@ edition: 2021
//@ check-pass
//@ stale-since: 1.75 "`k#gen` was never implemented: gen blocks landed on nightly 1.75 (rust-lang/rust#116447) for Rust 2024 only, and `k#` is lexed as an unknown reserved prefix (RFC 3098, pending when RFC 3513 was written, provides nothing today)"
#![feature(gen_blocks)]

pub fn numbers() -> impl Iterator<Item = u8> {
    k#gen { yield 1; }
}
