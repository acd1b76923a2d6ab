//@ variant-of: match-ergonomics.md#block-13
//@ claim: "you can manually enable the lint to find patterns that will need to be migrated"
//@ note: "the block's crate-level attribute, and a pattern the 2024 rules reject (`mut` under a by-reference default binding mode): under 2021 the attribute alone makes the lint warn on it; under 2024 the pattern is an error"
//@[e2021] holds-since: 1.84 "fails on 1.63: unknown lint rust_2024_incompatible_pat and no warning at the pattern. The lint came with rust-lang/rust#124639 and the edition 2024 restrictions of rust-lang/rust#131381 (Oct 2024); bisected by hand over consecutive releases with this snippet: rustup 1.83.0 does not know the lint (warning: unknown lint, none at the pattern), 1.84.0 warns at the pattern (the same interval edrift bisect found for guide-block-11-lint)"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_incompatible_pat)]

pub fn f() {
    let [x, mut y] = &[(), ()];
    //[e2021]~^ WARN rust_2024_incompatible_pat
    //[e2024]~| ERROR binding modifier not allowed
    let _ = (x, &mut y);
}
