//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-33
//@ claim: "`let a: &u8 = &mut 42;` (coercion, all editions)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
let a: &u8 = &mut 42;

}
