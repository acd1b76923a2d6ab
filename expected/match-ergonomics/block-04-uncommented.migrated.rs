//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-4
//@ claim: "Edition ≥ 2024: let (x, mut y) = &(true, false); // ERROR"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected ERROR `cannot mutably bind by value within an implicitly-borrowing pattern` on line 5 (annotation at line 6), not found"
pub fn f() {
let &(ref x, mut y) = &(true, false); // ERROR
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern
}
