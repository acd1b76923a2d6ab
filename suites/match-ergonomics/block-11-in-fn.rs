//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-11
//@ claim: "All editions: `let &ref mut foo = &mut 42;` is an ERROR (replace `&` with `&mut `)"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments); the error holds, as a plain type mismatch (E0308); rustc does not give the RFC's replace-`&`-with-`&mut` suggestion as the error"
pub fn f() {
//  All editions
let &ref mut foo = &mut 42;
//~^ ERROR E0308
//  ^~ERROR: replace `&` with `&mut `
let _: &mut u8 = foo;

}
