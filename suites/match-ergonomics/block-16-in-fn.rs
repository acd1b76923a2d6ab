//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-16
//@ claim: "All editions: `let &a = &3;` binds `a: u8`"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions

let &a = &3;
let _: u8 = a;

//let &b = 17; // ERROR

}
