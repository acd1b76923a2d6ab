//@ variant-of: match-ergonomics.md#block-9
//@ claim: "in Rust 2024 it's an error to write `&` in the pattern when the default binding mode is not `move`"
//@ note: "the block inside a fn"
pub fn f() {
let [&x, y] = &[&(), &()]; // x: (), y: &&()
//[e2024]~^ ERROR reference pattern not allowed

}
