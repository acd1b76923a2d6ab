//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-17 sha256:29c9f0125f636c3374a94872bcd6c6822b50a9c288b395fb51486d5a977a4552
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024
let [&mut x] = &[&mut 42];
//~^ ERROR expected item, found keyword `let`
let _: &u8 = x;
