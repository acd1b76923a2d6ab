//@ variant-of: match-ergonomics.md#block-2
//@ claim: "match ergonomics: `x: &()`"
//@ note: "the block inside a fn"
pub fn f() {
let [[x]] = &[&mut [()]]; // x: &()

}
