//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-1
//@ claim: "`mut` resets the binding mode: `let _: (&bool, bool) = (x, y)` type-checks (before 2024); in 2024 `mut` under a non-move default binding mode is an error"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot mutably bind by value within an implicitly-borrowing pattern` on line 6 (annotation at line 7), not found"
pub fn f() {
let &(ref x, mut y) = &(true, false);
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern
let _: (&bool, bool) = (x, y);

}
