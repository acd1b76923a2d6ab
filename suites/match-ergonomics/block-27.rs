//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-27 sha256:416179d3c105b5127518634293ae4e6a9993ebe51ed0f4dcf1470ea2a2ecab3e
//@ section: Patterns that work only without this rule
//@ note: "`let` statements outside any fn (the document shows them bare): as a file the block does not parse in either edition; the -in-fn variant checks its claim"
//! Edition ≥ 2024: works only without this rule
let &[[&mut a]] = &[&mut [42]]; // x: i32
//~^ ERROR expected item, found keyword `let`
// `&mut` in pattern needs to match against either:
// - `&mut` in value at same position (there is none, so not possible)
// - inherited `&mut` (which the rule downgrades to `&`)
