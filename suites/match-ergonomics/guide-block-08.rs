//@ source: match-ergonomics.md#block-8 sha256:610d5bf44fb53fc6284dcc87426615e5b662e5020970fe0f6b5c8b10694c68b0
//@ section: `ref` / `ref mut` restriction
//@ claim: "the `ref` can simply be dropped"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [x] = &[()]; // x: &()
