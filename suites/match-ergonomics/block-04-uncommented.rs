//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-4
//@ claim: "Edition ≥ 2024: let (x, mut y) = &(true, false); // ERROR"
pub fn f() {
let (x, mut y) = &(true, false); // ERROR
//[e2024]~^ ERROR binding modifier not allowed
}
