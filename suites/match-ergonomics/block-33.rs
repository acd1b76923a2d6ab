//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-33 sha256:62a59c6307793f6faea13803ddbc52114a42e39cf0eabff02f0757484bf3d7ca
//@ section: `&` patterns matching against `&mut`
//@ claim: "`let a: &u8 = &mut 42;` (coercion, all editions)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let a: &u8 = &mut 42;
