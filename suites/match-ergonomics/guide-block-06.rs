//@ source: match-ergonomics.md#block-6 sha256:986392a38a51dd56b3fd1e0248c3193822bc244f9bad446278938d3ea0cf0055
//@ section: `mut` restriction
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()
//~^ ERROR expected item, found keyword `let`
