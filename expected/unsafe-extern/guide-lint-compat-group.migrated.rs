//@ variant-of: unsafe-extern.md#block-2
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
unsafe extern "C" {
//~^ WARN missing_unsafe_on_extern
    pub fn cos(x: f64) -> f64;
}
