//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-32
//@ claim: "Edition ≥ 2024: `let &[[&mut x]] = &[&mut [42]];` must not be allowed (it would break the property)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  Edition ≥ 2024
let &[[&mut x]] = &[&mut [42]]; // If we were allow this, with `x: i32` …
//~^ ERROR E0308
//let &[[x]] = &[&mut [42]]; // remove the `&mut` → ERROR, if the default binding mode is to be `ref mut`
// nothing we do will get us `&mut i32` in any form

}
