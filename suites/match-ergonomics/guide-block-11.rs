//@ source: match-ergonomics.md#block-11 sha256:c7d7f4c24020930845bffff51f460d3554f910073731987ed125bf176ebf9545
//@ section: Migration
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [x, mut y] = &[(), ()];
//~^ ERROR expected item, found keyword `let`
let [ref x] = &[()];
let [&x, y] = &[&(), &()];
