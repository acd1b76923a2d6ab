//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-2 sha256:201a2ceacb4e47e98f3790b564fd4fb9487ccf86b16493573f44b3b92a9d0ad8
//@ section: Capturing lifetimes in type parameters
//@ claim: "`async fn foo<T>` captures `T`, so the call `foo(x)` captures `'a`; the code compiles in every edition"
//@ check-pass
// Returns: `impl Future<Output = ()> + Captures<T>`
async fn foo<T>(x: T) { _ = (x,); }

fn bar<'a>(x: &'a ()) {
    let y = foo(x);
    //  ^^^^^^^^^^^
    //  ^ Captures 'a.
}
