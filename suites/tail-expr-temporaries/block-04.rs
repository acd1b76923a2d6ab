//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-4 sha256:0e88a989e75a2fe79fbd9d50e5a120b1f11a0ba59a43021500c0f73a3b6b53d2
//@ section: Breakage
//@ verbatim: block-04-import.rs
//@ note: "no `use std::cell::RefCell` in the block; block-04-import.rs checks the breakage"
fn why_would_you_do_this() -> bool {
    let mut x = None;
    // Make a temporary `RefCell` and put a `Ref` that borrows it in `x`.
    x.replace(RefCell::new(123).borrow()).is_some()
}
