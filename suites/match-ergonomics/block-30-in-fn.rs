//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-30
//@ claim: "All editions: `let [a] = &&mut [42];` binds `a: &i32`"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions
let [a] = &&mut [42]; // x: &i32

}
