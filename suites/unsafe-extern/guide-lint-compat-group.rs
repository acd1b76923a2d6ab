//@ variant-of: unsafe-extern.md#block-2
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; unsafe extern blocks were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#127921); holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.81.0 and holds from 1.82.0 on"
extern "C" {
//~^ WARN missing_unsafe_on_extern
    pub fn cos(x: f64) -> f64;
}
