//@ variant-of: match-ergonomics.md#block-12
//@ claim: "the migrated, fully explicit patterns work in Rust 2024 and in all prior editions"
//@ note: "the block inside a fn"
pub fn f() {
let &[ref x, mut y] = &[(), ()];
let &[ref x] = &[()];
let &[&x, ref y] = &[&(), &()];

}
