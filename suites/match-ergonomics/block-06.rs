//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-6 sha256:132a7c8bea2a9fed166e6586f9c45b96490df0751cd475f8256b5bcc1c4e52fd
//@ section: `&` matches against `&mut`
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024
let [&foo] = &mut [42];
//~^ ERROR expected item, found keyword `let`
let _: u8 = foo;
