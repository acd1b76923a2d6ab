//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-16 sha256:b06b0fcd758a92113830d46d1a79f0051190599098e613de2939c90f1d9842f5
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ claim: "All editions: `let &a = &3;` binds `a: u8`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions

let &a = &3;
let _: u8 = a;

//let &b = 17; // ERROR
