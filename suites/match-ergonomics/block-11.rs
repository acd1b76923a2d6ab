//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-11 sha256:79b7184995985b4bbbb28e53c14a9be8e69b32cc969585a4a29512b4e6329a81
//@ section: All editions: `&` patterns can match against `&mut` references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions
let &ref mut foo = &mut 42;
//~^ ERROR expected item, found keyword `let`
//  ^~ERROR: replace `&` with `&mut `
let _: &mut u8 = foo;
