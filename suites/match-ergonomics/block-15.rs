//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-15 sha256:a6cc899eea66e78935a08840a8afb35ac55ef5107fdbbe0283671946a676a406
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ verbatim: block-15-uncommented.rs
//@ note: "the block is only a comment (the RFC comments the line out), so nothing here is compiled; block-15-uncommented.rs compiles the line and tests the claim"
//! All editions
//let [&mut x] = &[3u8]; // ERROR
