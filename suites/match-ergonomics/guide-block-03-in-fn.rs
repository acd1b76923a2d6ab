//@ variant-of: match-ergonomics.md#block-3
//@ claim: "`let ref x = ();` binds `&()`"
//@ note: "the block inside a fn"
pub fn f() {
let ref x = (); // &()

}
