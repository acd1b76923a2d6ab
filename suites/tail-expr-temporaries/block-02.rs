//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-2 sha256:48e1835721146ad7380d0746e2dcacd8308b955b1c3605abac3d5873ff7cf23f
//@ section: Motivation
//@ run-pass
//@ claim: "with the semicolon the block compiles in every edition (// <-- Error if you remove the semicolon!)"
fn main() {
    let c = std::cell::RefCell::new(123);

    if let Ok(mut b) = c.try_borrow_mut() {
        *b = 321;
    }; // <-- Error if you remove the semicolon!
}
