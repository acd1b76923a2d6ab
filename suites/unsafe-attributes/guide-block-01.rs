//@ source: unsafe-attributes.md#block-1 sha256:2cd52e02f2810dddf02d5e4b897ef28e80965592973a98968ab23e6a189d8eb4
//@ section: Details
//@ claim: "Rust 1.82 added the ability in all editions to mark certain attributes as `unsafe` to indicate that they have soundness requirements that must be upheld"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the release the claim names"
//@ check-pass
// SAFETY: there is no other global function of this name
#[unsafe(no_mangle)]
pub fn example() {}
