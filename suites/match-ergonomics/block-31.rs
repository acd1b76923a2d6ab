//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-31 sha256:ae6ce7c1b91b1ee840e2c46694b693782cc20d7b3675a461ba4968bca388e999
//@ section: Ensures that a desirable property is preserved
//@ claim: "All editions: the desirable property (an `&mut i32` obtainable in some form) is preserved"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions
let &mut a = &mut 42; // `a: i32`
let a = &mut 42; // `a: &mut i32`

let &[&mut a] = &[&mut 42]; // `a: i32`
//let &[a] = &[&mut 42]; // ERROR, but…
let &[ref a] = &[&mut 42]; // `a = &&mut i32` (so we did manage to obtain an `&mut i32` in some form)
