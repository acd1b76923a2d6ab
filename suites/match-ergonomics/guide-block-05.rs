//@ source: match-ergonomics.md#block-5 sha256:3d0d39f5fd9a563e5896e9c8630c50ac7e6aebe768b9695798eb9f8ceafecbf2
//@ section: `mut` restriction
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [x, mut y] = &[(), ()]; // x: &(), mut y: ()
//~^ ERROR expected item, found keyword `let`
