//@ source: match-ergonomics.md#block-7 sha256:62083211f37e6e20b6851fc4f87fa59da5a6974a84b0e9a483acbce2e636ce7f
//@ section: `ref` / `ref mut` restriction
//@ claim: "in Rust 2024, writing `ref` when the default binding mode is not `move` is an error"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [ref x] = &[()]; // x: &()
//[e2024]~^ ERROR binding modifier not allowed
