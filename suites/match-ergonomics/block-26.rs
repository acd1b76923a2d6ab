//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-26 sha256:1920c1a6b643308befdbe338fdf9630b20d24b04951ce31a46c4c531991ceb47
//@ section: Patterns that work only with this rule
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! All editions: works with or without this rule (alternatives to above)
let &(i, j, [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
//~^ ERROR expected item, found keyword `let`
let &(i, j, &mut [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
