//@ variant-of: match-ergonomics.md#block-8
//@ claim: "the `ref` can simply be dropped"
//@ note: "the block inside a fn"
pub fn f() {
let [x] = &[()]; // x: &()

}
