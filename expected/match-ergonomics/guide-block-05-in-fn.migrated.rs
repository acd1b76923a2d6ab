//@ variant-of: match-ergonomics.md#block-5
//@ claim: "when the default binding mode is not `move`, writing `mut` on a binding is an error (2024)"
//@ note: "the block inside a fn"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot mutably bind by value within an implicitly-borrowing pattern` on line 5 (annotation at line 6), not found"
pub fn f() {
let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern

}
