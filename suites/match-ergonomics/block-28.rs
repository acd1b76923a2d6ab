//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-28 sha256:6754a76ca14ad9c43aa7e1f88ff98ffd9a5f08dbc30b35acdea1aabcfbb55846
//@ section: Patterns that work only without this rule
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024: works with or without this rule (alternatives to above)
let &[[&a]] = &[&mut [42]]; // x: i32
//~^ ERROR expected item, found keyword `let`
let &[&mut [a]] = &[&mut [42]]; // x: i32
