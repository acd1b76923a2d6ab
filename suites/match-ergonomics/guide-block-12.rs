//@ source: match-ergonomics.md#block-12 sha256:59cc532fe9cea1f61c73642d96e2f6045f9cd837d94a4fcc65cc9e8eb8cf6587
//@ section: Migration
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let &[ref x, mut y] = &[(), ()];
//~^ ERROR expected item, found keyword `let`
let &[ref x] = &[()];
let &[&x, ref y] = &[&(), &()];
