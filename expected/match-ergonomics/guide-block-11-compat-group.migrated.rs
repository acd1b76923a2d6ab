//@ variant-of: match-ergonomics.md#block-11
//@ compile-flags: -W rust_2024_compatibility
//@ edition: 2021
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group which is automatically applied when running `cargo fix --edition`"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
pub fn f() {
let &[ref x, mut y] = &[(), ()];
//~^ WARN rust_2024_incompatible_pat
}
