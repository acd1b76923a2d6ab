//@ variant-of: match-ergonomics.md#block-11
//@ compile-flags: -W rust_2024_incompatible_pat
//@ claim: "The rust_2024_incompatible_pat lint flags patterns that are not allowed in Rust 2024 ... This lint will automatically convert affected patterns to fully explicit patterns"
pub fn f() {
let [x, mut y] = &[(), ()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot mutably bind by value within an implicitly-borrowing pattern
let [ref x] = &[()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot explicitly borrow within an implicitly-borrowing pattern
let [&x, y] = &[&(), &()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR cannot explicitly dereference within an implicitly-borrowing pattern
}
