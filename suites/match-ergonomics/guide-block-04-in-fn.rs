//@ variant-of: match-ergonomics.md#block-4
//@ claim: "`let [x] = &[()];` binds `&()`"
//@ note: "the block inside a fn"
pub fn f() {
let [x] = &[()]; // &()

}
