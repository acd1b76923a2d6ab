//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-1 sha256:2b93dfc6ddfe1f2a13c94fe74bbbc2bfeb6d29b57bc4bef00b31e8548fa07056
//@ section: `mut` resets the binding mode
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let (x, mut y) = &(true, false);
//~^ ERROR expected item, found keyword `let`
let _: (&bool, bool) = (x, y);
