//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-4 sha256:89b1208068b0468f8150639333773b8a36ee601ad000c9bb27314f1871e1aaf2
//@ section: `mut` no longer strips the inherited reference
//@ verbatim: block-04-uncommented.rs
//@ note: "the erroneous line is commented out in the RFC, so the block is only a doc comment; block-04-uncommented.rs checks the claim"
//! Edition ≥ 2024
//let (x, mut y) = &(true, false); // ERROR
