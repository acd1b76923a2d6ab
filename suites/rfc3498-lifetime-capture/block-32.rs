//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-32 sha256:9164c3744294fef978d4d6c658e1942d292ec8816c93fced38c46becc7ba4e5e
//@ section: Callee proof for opaque with a specified bound
//@ claim: "Since `T: 'o`, the callee is able to prove this ... the callee does *not* need to prove `U: 'o` since it is not used in the hidden type"
//@ check-pass
// For an opaque type that *does* specify an outlives bound, the
// callee must prove that all lifetime and type parameters that are
// used in the hidden type (`T` in this example) outlive the specified
// bound (`'o`).
fn callee<'o, T: 'o, U>(x: T, _: U) -> impl Sized + 'o { x }
