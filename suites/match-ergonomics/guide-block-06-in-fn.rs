//@ variant-of: match-ergonomics.md#block-6
//@ claim: "the fully explicit form with `mut y` is allowed in all editions"
//@ note: "the block inside a fn"
pub fn f() {
let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()

}
