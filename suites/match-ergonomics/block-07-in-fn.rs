//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-7
//@ claim: "All editions: `x` inherits the `&` from the scrutinee type"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions
// `x` "inherits" the `&` from the scrutinee type.
let [x] = &[42];
let _: &u8 = x;

}
