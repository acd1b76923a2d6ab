//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-32 sha256:3274208d0c45a1577fbf524f24acbab145e44ab97138dfae37451def1e656898
//@ section: Ensures that a desirable property is preserved
//@ claim: "Edition ≥ 2024: `let &[[&mut x]] = &[&mut [42]];` must not be allowed (it would break the property)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024
let &[[&mut x]] = &[&mut [42]]; // If we were allow this, with `x: i32` …
//~^ ERROR E0308
//let &[[x]] = &[&mut [42]]; // remove the `&mut` → ERROR, if the default binding mode is to be `ref mut`
// nothing we do will get us `&mut i32` in any form
