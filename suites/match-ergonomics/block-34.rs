//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-34 sha256:26b184bfd32c037db2f8a3750886e22c5cea3693b26a4f06adb47a4c2a171628
//@ section: Matching `&mut` directly behind `&`
//@ claim: "No way to avoid the `ref`, even with this RFC: `let &&mut ref x = &&mut 42;`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
// No way to avoid the `ref`, even with this RFC
let &&mut ref x = &&mut 42; // x: &i32
