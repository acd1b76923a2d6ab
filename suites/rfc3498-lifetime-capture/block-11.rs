//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-11 sha256:a11689e960c7b9d19f66ac39320d25a735fac6b64c811d0df05e6c387d1f572e
//@ section: Behavior of RPIT in Rust 2021 with type parameters
//@ claim: "Rust captures all type parameters automatically in the opaque type", so `foo(x)` captures `'a` and `bar` compiles in every edition
//@ check-pass
fn foo<T>(x: T) -> impl Sized { x }
//                 ^^^^^^^^^^
//                 ^ Captures any lifetimes within `T`.

fn bar<'a>(x: &'a ()) -> impl Sized + 'a {
    foo(x) // Captures `'a`.
}
