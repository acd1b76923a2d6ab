//@ variant-of: unsafe-attributes.md#block-4
//@ claim: "The `unsafe_attr_outside_unsafe` lint can update these attributes to use the `unsafe(...)` format"
//@ note: "the block's attribute with the three attributes: one warning each in 2021, with the `unsafe(...)` suggestion"
//@ edition: 2021
//@ check-pass
//@[e2021] holds-since: 1.82 "1.63 does not know unsafe_attr_outside_unsafe (warning: unknown lint) and gives no warning; unsafe attributes were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#128771); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
// Add this to the root of your crate to do a manual migration.
#![warn(unsafe_attr_outside_unsafe)]

#[no_mangle]
//~^ WARN unsafe_attr_outside_unsafe
//~| HELP wrap the attribute in `unsafe(...)`
pub extern "C" fn edition_drift_lint_a() {}

#[export_name = "edition_drift_lint_bee"]
//~^ WARN unsafe_attr_outside_unsafe
pub extern "C" fn b() {}

#[link_section = ".data.edition_drift_lint"]
//~^ WARN unsafe_attr_outside_unsafe
pub static C: u32 = 0;
