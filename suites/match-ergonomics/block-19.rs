//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-19 sha256:c2969422b0d2b34b55882096ff2112dad0ae81753761c38d67f0257bc83b6b0d
//@ section: All editions: the default binding mode is never set to `ref mut` behind an `&` pattern or reference
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions (new)

let &[[a]] = &[&mut [42]];
//~^ ERROR expected item, found keyword `let`
let _: &u8 = a; // previously `a` would be `&mut u8`, resulting in a move check error

let &[[a]] = &mut [&mut [42]];
let _: &u8 = a;
