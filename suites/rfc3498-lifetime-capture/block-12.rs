//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-12 sha256:c882dac6a4aeff8f1bcd1b9b39da4159c854bdfcb001be6bbe9917169ad78b68
//@ section: Overcapturing
//@ claim: "error[E0515]: cannot return value referencing function parameter `x`" -- overcapturing of type parameters "is already a problem in Rust 2021"
fn foo<T>(_: T) -> impl Sized {}
//                 ^^^^^^^^^^
//                 The returned opaque type captures `T`
//                 but the hidden type does not.

// error[E0515]: cannot return value referencing function parameter `x`.
fn bar(x: ()) -> impl Sized + 'static {
    foo(&x) // Captures local lifetime.
    //~^ ERROR E0515
}
