//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-14 sha256:5958e99ccd8f5a0e5d4586b7c53f3d38836383bb378d13352686f8dfa92d4772
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024

let [&x] = &[3u8];
//~^ ERROR expected item, found keyword `let`
let _: u8 = x;

let [&mut x] = &mut [3u8];
let _: u8 = x;

let [&x] = &mut [3u8];
let _: u8 = x;
