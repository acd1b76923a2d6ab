pub fn f() {
let &[ref x, mut y] = &[(), ()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR binding modifier not allowed
let [x] = &[()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR binding modifier not allowed
let &[&x, ref y] = &[&(), &()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR reference pattern not allowed
}
