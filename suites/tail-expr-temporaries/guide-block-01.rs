//@ source: temporary-tail-expr-scope.md#block-1 sha256:6a2b9650823b00c6db82a89e2d267b89c4020acb326892453b8f9ec9950897ab
//@ section: Details
//@ verbatim: guide-block-01-doctest.rs
//@ note: "rustdoc block: the hidden `# use` line does not parse as Rust; guide-block-01-doctest.rs is what rustdoc compiles"
// Before 2024
# use std::cell::RefCell;
fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // error[E0597]: `c` does not live long enough
}
