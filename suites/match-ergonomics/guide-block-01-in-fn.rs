//@ variant-of: match-ergonomics.md#block-1
//@ claim: "fully explicit pattern: `x: &()` (all editions)"
//@ note: "the block inside a fn"
pub fn f() {
let &[&mut [ref x]] = &[&mut [()]]; // x: &()
//  ~~~~~~~~~~~~~~~   ~~~~~~~~~~~~
//      Pattern        Scrutinee

}
