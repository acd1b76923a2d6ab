//@ variant-of: match-ergonomics.md#block-11
//@ claim: "patterns that are not allowed in Rust 2024 (to be migrated)"
//@ note: "the block inside a fn"
pub fn f() {
let [x, mut y] = &[(), ()];
//[e2024]~^ ERROR binding modifier not allowed
let [ref x] = &[()];
//[e2024]~^ ERROR binding modifier not allowed
let [&x, y] = &[&(), &()];
//[e2024]~^ ERROR reference pattern not allowed

}
