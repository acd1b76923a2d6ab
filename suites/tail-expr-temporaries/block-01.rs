//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-1 sha256:b6de97055b52bebfab75c986bdba54b807e0d7aa495fde0822ebd11fbdf3fe4a
//@ section: Motivation
//@ verbatim: block-01-import.rs
//@ note: "the block has no `use std::cell::RefCell`: as written it fails on name resolution in both editions; block-01-import.rs checks the claim"
// This fails to compile!
fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // ERROR!!!
}
