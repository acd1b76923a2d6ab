//@ variant-of: match-ergonomics.md#block-7
//@ claim: "in Rust 2024, writing `ref` when the default binding mode is not `move` is an error"
//@ note: "the block inside a fn"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot explicitly borrow within an implicitly-borrowing pattern` on line 5 (annotation at line 6), not found"
pub fn f() {
let [x] = &[()]; // x: &()
//[e2024]~^ ERROR cannot explicitly borrow within an implicitly-borrowing pattern

}
