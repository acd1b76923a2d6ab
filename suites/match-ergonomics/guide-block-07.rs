//@ source: match-ergonomics.md#block-7 sha256:62083211f37e6e20b6851fc4f87fa59da5a6974a84b0e9a483acbce2e636ce7f
//@ section: `ref` / `ref mut` restriction
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [ref x] = &[()]; // x: &()
//~^ ERROR expected item, found keyword `let`
