//@ variant-of: match-ergonomics.md#block-5
//@ claim: "when the default binding mode is not `move`, writing `mut` on a binding is an error (2024)"
//@ note: "the block inside a fn"
//@[e2024] holds-since: 1.95 "wording only: 1.85 rejects this pattern in Rust 2024 too, worded binding modifiers / reference patterns may only be written when the default binding mode is move (no error code either way, so no wording-free annotation); reworded by rust-lang/rust#144006 (clarify wording of match ergonomics diagnostics, reviewed July 2025) after rust-lang/rust#143557; issue 11 (21 stable releases run) reports the new wording from 1.91/1.92; exact release per message not yet bisected"
pub fn f() {
let [x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern

}
