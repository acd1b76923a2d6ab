//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-9 sha256:4d4bc3b0476993d7501690d1d6bd4e028a6ff6e5e912b371e30c3f2620c41857
//@ section: The `Captures` trick
//@ claim: "Because the `'a` lifetime parameter appears in the bounds of the opaque type, Rust 2021 captures that lifetime parameter in the opaque type and accepts this code"
//@ check-pass
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'a>(x: &'a ()) -> impl Sized + Captures<&'a ()> { x }
