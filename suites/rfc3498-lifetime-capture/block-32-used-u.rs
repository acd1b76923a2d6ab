//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-32
//@ section: Callee proof for opaque with a specified bound
//@ claim: "the callee must prove that all lifetime and type parameters that are used in the hidden type outlive the specified bound": once `U` is used in the hidden type, `U: 'o` is required, in every edition
fn callee<'o, T: 'o, U>(x: T, y: U) -> impl Sized + 'o { (x, y) }
//~^ ERROR E0309
