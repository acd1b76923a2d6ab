//@ variant-of: match-ergonomics.md#block-9
//@ claim: "in Rust 2024 it's an error to write `&` in the pattern when the default binding mode is not `move`"
//@ note: "the block inside a fn"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot explicitly dereference within an implicitly-borrowing pattern` on line 5 (annotation at line 6), not found"
pub fn f() {
let &[&x, ref y] = &[&(), &()]; // x: (), y: &&()
//[e2024]~^ ERROR cannot explicitly dereference within an implicitly-borrowing pattern

}
