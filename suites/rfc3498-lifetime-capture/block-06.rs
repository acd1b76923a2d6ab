//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-6 sha256:5f01e0a9770239354bc2a536b96bfb3231f2a72304de21e16170e984ac20caf5
//@ section: The outlives trick
//@ claim: "This does not compile in Rust 2021 because the `'a` lifetime is not mentioned in the bounds of the opaque type" (in Rust 2024 the RPIT captures `'a` and it compiles)
//@ note: "The RFC background section uses Rust 2021 semantics; under Rust 2024 the same code is legal (RFC section Solution)."
// error[E0700]: hidden type captures lifetime
//               that does not appear in bounds
fn foo<'a>(x: &'a ()) -> impl Sized { x }
//[e2021]~^ ERROR E0700
