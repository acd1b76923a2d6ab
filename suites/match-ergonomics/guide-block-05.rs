//@ source: match-ergonomics.md#block-5 sha256:3d0d39f5fd9a563e5896e9c8630c50ac7e6aebe768b9695798eb9f8ceafecbf2
//@ section: `mut` restriction
//@ claim: "when the default binding mode is not `move`, writing `mut` on a binding is an error (2024)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR binding modifier not allowed
