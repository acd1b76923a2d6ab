//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-8 sha256:5f01e0a9770239354bc2a536b96bfb3231f2a72304de21e16170e984ac20caf5
//@ section: The `Captures` trick
//@ claim: "error[E0700]: hidden type captures lifetime that does not appear in bounds" (Rust 2021); legal in Rust 2024
// error[E0700]: hidden type captures lifetime
//               that does not appear in bounds
fn foo<'a>(x: &'a ()) -> impl Sized { x }
//[e2021]~^ ERROR E0700
