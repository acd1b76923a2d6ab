//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-5 sha256:d4b74216514f7929a702232e8f252e9f555412ddda3bb42c6ed550beff7835c2
//@ section: Behavior of `async fn` with lifetimes in outer impl
//@ claim: "Lifetimes in scope from an outer impl are also captured automatically by an `async fn`"
//@ check-pass
struct Foo<'a>(&'a ());
impl<'a> Foo<'a> {
    async fn foo(x: &'a ()) { _ = (x,); }
    //       ^^^^^^^^^^^^^^
    //       ^ The lifetime `'a` is automatically
    //       captured in the opaque return type.
}
