//@ variant-of: match-ergonomics.md#block-11
//@ claim: "patterns that are not allowed in Rust 2024 (to be migrated)"
//@ note: "the block inside a fn"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot mutably bind by value within an implicitly-borrowing pattern` on line 5 (annotation at line 6), not found"
pub fn f() {
let &[ref x, mut y] = &[(), ()];
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern
let [x] = &[()];
//[e2024]~^ ERROR cannot explicitly borrow within an implicitly-borrowing pattern
let &[&x, ref y] = &[&(), &()];
//[e2024]~^ ERROR cannot explicitly dereference within an implicitly-borrowing pattern

}
