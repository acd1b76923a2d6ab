//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-7 sha256:4b715d8d3ddd6712434865ac2aa912e37635f0a8f23a983b20644b85cf4c8f11
//@ section: Matching against inherited references
//@ claim: "All editions: `x` inherits the `&` from the scrutinee type"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions
// `x` "inherits" the `&` from the scrutinee type.
let [x] = &[42];
let _: &u8 = x;
