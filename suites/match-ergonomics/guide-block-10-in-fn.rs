//@ variant-of: match-ergonomics.md#block-10
//@ claim: "fully explicit form with `&x` and `ref y`"
//@ note: "the block inside a fn"
pub fn f() {
let &[&x, ref y] = &[&(), &()];

}
