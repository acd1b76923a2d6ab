//@ variant-of: match-ergonomics.md#block-11
//@ compile-flags: -W rust_2024_incompatible_pat
//@ claim: "The rust_2024_incompatible_pat lint flags patterns that are not allowed in Rust 2024 ... This lint will automatically convert affected patterns to fully explicit patterns"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot mutably bind by value within an implicitly-borrowing pattern` on line 5 (annotation at line 7), not found"
pub fn f() {
let &[ref x, mut y] = &[(), ()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot mutably bind by value within an implicitly-borrowing pattern
let [x] = &[()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot explicitly borrow within an implicitly-borrowing pattern
let &[&x, ref y] = &[&(), &()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot explicitly dereference within an implicitly-borrowing pattern
}
