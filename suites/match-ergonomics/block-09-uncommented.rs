//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-9
//@ claim: "Edition ≥ 2024: let [mut a] = &[42]; //ERROR"
pub fn f() {
let [mut a] = &[42]; //ERROR
//[e2024]~^ ERROR binding modifier not allowed
}
