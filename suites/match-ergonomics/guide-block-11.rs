//@ source: match-ergonomics.md#block-11 sha256:c7d7f4c24020930845bffff51f460d3554f910073731987ed125bf176ebf9545
//@ section: Migration
//@ claim: "patterns that are not allowed in Rust 2024 (to be migrated)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [x, mut y] = &[(), ()];
//[e2024]~^ ERROR binding modifier not allowed
let [ref x] = &[()];
//[e2024]~^ ERROR binding modifier not allowed
let [&x, y] = &[&(), &()];
//[e2024]~^ ERROR reference pattern not allowed
