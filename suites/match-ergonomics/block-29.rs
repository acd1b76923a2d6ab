//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-29 sha256:175f59ea3d6be987914f75e410f04ca64f7db57e811b7ec6871233f44c8c5bbb
//@ section: Makes behavior more consistent
//@ claim: "All editions: `let [a] = &mut &[42];` binds `a: &i32`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions
let [a] = &mut &[42]; // x: &i32
