//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-34
//@ claim: "No way to avoid the `ref`, even with this RFC: `let &&mut ref x = &&mut 42;`"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
// No way to avoid the `ref`, even with this RFC
let &&mut ref x = &&mut 42; // x: &i32

}
