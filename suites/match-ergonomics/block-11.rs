//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-11 sha256:79b7184995985b4bbbb28e53c14a9be8e69b32cc969585a4a29512b4e6329a81
//@ section: All editions: `&` patterns can match against `&mut` references
//@ claim: "All editions: `let &ref mut foo = &mut 42;` is an ERROR (replace `&` with `&mut `)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; the error holds, as a plain type mismatch (E0308); rustc does not give the RFC's replace-`&`-with-`&mut` suggestion as the error"
//@ wrap: fn
//! All editions
let &ref mut foo = &mut 42;
//~^ ERROR E0308
//  ^~ERROR: replace `&` with `&mut `
let _: &mut u8 = foo;
