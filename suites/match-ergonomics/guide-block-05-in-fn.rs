//@ variant-of: match-ergonomics.md#block-5
//@ claim: "when the default binding mode is not `move`, writing `mut` on a binding is an error (2024)"
//@ note: "the block inside a fn"
pub fn f() {
let [x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR binding modifier not allowed

}
