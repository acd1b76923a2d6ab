//@ source: match-ergonomics.md#block-4 sha256:2e1d5da45a871b4eda57a5e7e539836d6a75ea3e5de8f9807aef9f7df796ac67
//@ section: Background
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [x] = &[()]; // &()
//~^ ERROR expected item, found keyword `let`
