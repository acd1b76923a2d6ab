//@ source: match-ergonomics.md#block-3 sha256:052684a70613aa948c039e5c1780a3cc91895f4d206a3e947b8dd36ad21407e9
//@ section: Background
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let ref x = (); // &()
//~^ ERROR expected item, found keyword `let`
