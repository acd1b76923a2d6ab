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
