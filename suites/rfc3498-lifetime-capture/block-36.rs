//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-36 sha256:579d9a3a5682d0ee49ac6ab2bba3d3ae79ade806ce93b961be863f9a73390308
//@ section: Appendix I: Precise capturing with TAIT
//@ claim: "Consider this overcaptures scenario in Rust 2024 ... Error: `foo` captures `'a` and `'b`." In Rust 2021 only `'b` (inside `T`) is captured, so only `y` escapes
//@ note: "One E0521 per captured borrow: e2021 reports `y` only, e2024 reports `x` and `y`."
fn foo<'a, T>(_: &'a (), _: T) -> impl Sized { () }
//                                ^^^^^^^^^^
// The returned opaque type captures `'a` and `T`
// but the hidden type does not use either.

fn bar<'a, 'b>(x: &'a (), y: &'b ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, y));
    //[e2021]~^ ERROR E0521
    //[e2024]~| ERROR E0521
    //[e2024]~| ERROR E0521
    //        ^^^^^^^^^
    // Error: `foo` captures `'a` and `'b`.
}
