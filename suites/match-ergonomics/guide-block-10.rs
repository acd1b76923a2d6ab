//@ source: match-ergonomics.md#block-10 sha256:99906d32f34e2d3fb7f84b02519ea448a0474a98878c3cc12be2e037d87a3103
//@ section: Reference patterns restriction
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let &[&x, ref y] = &[&(), &()];
//~^ ERROR expected item, found keyword `let`
