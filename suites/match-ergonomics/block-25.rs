//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-25 sha256:ab8039cec033f52e36b41544f783966da5352354334244cb6154592ceab42ec4
//@ section: Patterns that work only with this rule
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024: works with or without this rule (alternative to above)
let (&i, &j, [s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//~^ ERROR expected item, found keyword `let`
