//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-24 sha256:bb7835b51f53a01229af42e0c015e9acbf244e1aee3aa3d86ce4913af3d1ce6c
//@ section: Patterns that work only with this rule
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions: works only with this rule
let &(i, j, [s]) = &(63, 42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//~^ ERROR expected item, found keyword `let`
