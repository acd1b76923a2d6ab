//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-21 sha256:ebd6ee2ee0c634be0222683dca4734fc93cc7e394568df808182494bcbdd3f91
//@ section: Migration
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [&a] = &[&0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
//~^ ERROR expected item, found keyword `let`
let [mut a] = &[0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
