//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-20 sha256:67c63345abd83904956ef9a8805c66edb6365f34774129860f6cdfc0bff91de1
//@ section: All editions: the default binding mode is never set to `ref mut` behind an `&` pattern or reference
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024

let &[[&a]] = &[&mut [42]];
//~^ ERROR expected item, found keyword `let`
let _: u8 = a;

//let &[[&mut a]] = &[&mut [42]]; // ERROR
