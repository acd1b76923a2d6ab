//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-18 sha256:61138ed3d8459e2eb3a8d406627207cfa113ffde879ad038638894c7e55ef148
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions

let &mut x = &mut 3;
//~^ ERROR expected item, found keyword `let`
let _: u8 = x;

let &mut x = &mut &mut 3;
let _: &mut u8 = x;

let &mut x = &mut &&mut 3;
let _: &&mut u8 = x;

//let &mut x = &&mut 3; // ERROR
