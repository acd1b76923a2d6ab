//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-3
//@ claim: "A single `&` can strip two references: `let [&a] = &[&42]; // a = 42` (before 2024); in 2024 a reference pattern under a non-move default binding mode is an error"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
let [a] = &[&42]; // a = &&42
let [&a] = &[&42]; // a = 42
//[e2024]~^ ERROR reference pattern not allowed

}
