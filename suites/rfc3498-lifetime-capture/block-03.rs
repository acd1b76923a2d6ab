//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-3 sha256:1812abb92100ce2e74bab04d5fcec0328378ae72e9219c7ad3e9da7ca7d85865
//@ section: Behavior of `async fn`
//@ claim: "`async fn` automatically captures all type and lifetime parameters in scope"
//@ check-pass
async fn foo<'a, T>(x: &'a (), y: T) {
    _ = (x, y);
}
