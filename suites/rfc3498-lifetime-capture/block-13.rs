//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-13 sha256:23583b46ec90742eb4974951ae101ab3d90ff95e1612c193572a2cfa0bffd008
//@ section: Capturing lifetimes from a free function signature
//@ claim: "the following examples will become legal in Rust 2024" (`impl Sized` captures `'a` and `T`); in Rust 2021 `'a` is not captured (E0700)
fn foo<'a, T>(x: &'a T) -> impl Sized { x }
//[e2021]~^ ERROR E0700
//                         ^^^^^^^^^^
//                         ^ Captures `'a` and `T`.
