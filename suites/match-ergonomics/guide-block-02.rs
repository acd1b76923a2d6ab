//@ source: match-ergonomics.md#block-2 sha256:ac5158ddee79407f9626ef22b2a5819accaba143b23c13bb3f02959cd71d5799
//@ section: Background
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [[x]] = &[&mut [()]]; // x: &()
//~^ ERROR expected item, found keyword `let`
