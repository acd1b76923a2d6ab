//@ rfc: 3606
//@ source: 3606-temporary-lifetimes-in-tail-expressions.md#block-6 sha256:3c4242331a4d2dd5a924aceedc2ecb949978a87ef6af0687b78459625c3f0e48
//@ section: Breakage
//@ verbatim: block-06-poison.rs
//@ note: "`Mutex` and `PanicOnDrop` are not defined in the block; block-06-poison.rs runs the claim"
fn f(m: &Mutex<i32>) -> i32 {
    let _x = PanicOnDrop;
    *m.lock().unwrap()
}
