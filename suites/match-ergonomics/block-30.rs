//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-30 sha256:a48f9656e444feaef55162739fc4e9940c6bbd073a710c38b9f8ccdf5be0cd17
//@ section: Makes behavior more consistent
//@ claim: "All editions: `let [a] = &&mut [42];` binds `a: &i32`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions
let [a] = &&mut [42]; // x: &i32
