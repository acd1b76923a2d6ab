//@ source: match-ergonomics.md#block-9 sha256:659836f18e369885c7bd7ff241846b5cf5c736ac795f18e22da4eea526deadb2
//@ section: Reference patterns restriction
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [&x, y] = &[&(), &()]; // x: (), y: &&()
//~^ ERROR expected item, found keyword `let`
