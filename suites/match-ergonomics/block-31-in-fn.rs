//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-31
//@ claim: "All editions: the desirable property (an `&mut i32` obtainable in some form) is preserved"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
//  All editions
let &mut a = &mut 42; // `a: i32`
let a = &mut 42; // `a: &mut i32`

let &[&mut a] = &[&mut 42]; // `a: i32`
//let &[a] = &[&mut 42]; // ERROR, but…
let &[ref a] = &[&mut 42]; // `a = &&mut i32` (so we did manage to obtain an `&mut i32` in some form)

}
