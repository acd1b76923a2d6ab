//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-10 sha256:932e3fec61de4973d15148fbb2cce09052ba92aa101ac1d52149510164edd93a
//@ section: All editions: `&` patterns can match against `&mut` references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions
let &foo = &mut 42;
//~^ ERROR expected item, found keyword `let`
let _: u8 = foo;
