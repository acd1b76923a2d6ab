//@ source: match-ergonomics.md#block-1 sha256:4e0efe2c13e7110da7fa000986f5eaa74b48ce8abfc88366482deb5fb3373803
//@ section: Background
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let &[&mut [ref x]] = &[&mut [()]]; // x: &()
//~^ ERROR expected item, found keyword `let`
//  ~~~~~~~~~~~~~~~   ~~~~~~~~~~~~
//      Pattern        Scrutinee
