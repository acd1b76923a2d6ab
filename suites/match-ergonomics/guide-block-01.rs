//@ source: match-ergonomics.md#block-1 sha256:4e0efe2c13e7110da7fa000986f5eaa74b48ce8abfc88366482deb5fb3373803
//@ section: Background
//@ claim: "fully explicit pattern: `x: &()` (all editions)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let &[&mut [ref x]] = &[&mut [()]]; // x: &()
//  ~~~~~~~~~~~~~~~   ~~~~~~~~~~~~
//      Pattern        Scrutinee
