//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-9 sha256:b35fbf1277eb2d40c618afb56e6e0ca586cb63840b5ca79a45a131b62b947acc
//@ section: Edition 2024: `mut` does not reset binding mode to by-value
//@ verbatim: block-09-uncommented.rs
//@ note: "commented out in the RFC; block-09-uncommented.rs checks it"
//! Edition ≥ 2024
// let [mut a] = &[42]; //ERROR
