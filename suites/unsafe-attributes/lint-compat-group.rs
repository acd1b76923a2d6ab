//@ variant-of: unsafe-attributes.md#block-4
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; unsafe attributes were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#128771); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
#[no_mangle]
//~^ WARN unsafe_attr_outside_unsafe
pub extern "C" fn edition_drift_group_a() {}
