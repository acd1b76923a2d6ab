//@ variant-of: match-ergonomics.md#block-7
//@ claim: "in Rust 2024, writing `ref` when the default binding mode is not `move` is an error"
//@ note: "the block inside a fn"
pub fn f() {
let [ref x] = &[()]; // x: &()
//[e2024]~^ ERROR binding modifier not allowed

}
