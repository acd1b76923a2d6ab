//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-15 sha256:a9b816f5991e6e00be805099f6cfa743bc8b5774e5a95125c1e5af733b0e10c5
//@ section: Capturing lifetimes from an inherent associated function signature
//@ claim: "will become legal in Rust 2024": RPIT of an inherent associated function captures `'a` and `T`; not captured in Rust 2021 (E0700)
struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(x: &'a T) -> impl Sized { x }
    //[e2021]~^ ERROR E0700
    //                      ^^^^^^^^^^
    //                      ^ Captures `'a` and `T`.
}
