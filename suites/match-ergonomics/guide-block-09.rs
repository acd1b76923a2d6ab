//@ source: match-ergonomics.md#block-9 sha256:659836f18e369885c7bd7ff241846b5cf5c736ac795f18e22da4eea526deadb2
//@ section: Reference patterns restriction
//@ claim: "in Rust 2024 it's an error to write `&` in the pattern when the default binding mode is not `move`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [&x, y] = &[&(), &()]; // x: (), y: &&()
//[e2024]~^ ERROR reference pattern not allowed
