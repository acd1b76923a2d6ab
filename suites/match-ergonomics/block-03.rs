//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-3 sha256:d37c68914cf6a34c8cc72ff73d328da972b55874149dc055e71e65afbc4a4291
//@ section: A single `&` can strip two references
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
let [a] = &[&42]; // a = &&42
//~^ ERROR expected item, found keyword `let`
let [&a] = &[&42]; // a = 42
