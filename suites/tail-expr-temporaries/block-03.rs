//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-3 sha256:b4d30ce049d12832dc0619c00641bc3083d4e2f156250a1aaf3f19987199d26c
//@ section: Guide-level explanation
//@ verbatim: block-03-import.rs
//@ note: "no `use std::cell::RefCell` in the block: name resolution fails in both editions; block-03-import.rs checks the claim"
fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // Ok in Rust 2024
}
