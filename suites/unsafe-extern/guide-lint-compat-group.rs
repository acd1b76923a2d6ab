//@ variant-of: unsafe-extern.md#block-2
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; unsafe extern blocks were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#127921); holds on 1.85; the release from which missing_unsafe_on_extern fires is not yet bisected"
extern "C" {
//~^ WARN missing_unsafe_on_extern
    pub fn cos(x: f64) -> f64;
}
