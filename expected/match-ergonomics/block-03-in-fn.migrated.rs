//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-3
//@ claim: "A single `&` can strip two references: `let [&a] = &[&42]; // a = 42` (before 2024); in 2024 a reference pattern under a non-move default binding mode is an error"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot explicitly dereference within an implicitly-borrowing pattern` on line 7 (annotation at line 8), not found"
pub fn f() {
let [a] = &[&42]; // a = &&42
let &[&a] = &[&42]; // a = 42
//[e2024]~^ ERROR cannot explicitly dereference within an implicitly-borrowing pattern

}
