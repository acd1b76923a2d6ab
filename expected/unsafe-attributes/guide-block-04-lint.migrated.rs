//@ variant-of: unsafe-attributes.md#block-4
//@ claim: "The `unsafe_attr_outside_unsafe` lint can update these attributes to use the `unsafe(...)` format"
//@ note: "the block's attribute with the three attributes: one warning each in 2021, with the `unsafe(...)` suggestion"
//@ edition: 2021
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `unsafe_attr_outside_unsafe` on line 9 (annotation at line 10), not found"
// Add this to the root of your crate to do a manual migration.
#![warn(unsafe_attr_outside_unsafe)]

#[unsafe(no_mangle)]
//~^ WARN unsafe_attr_outside_unsafe
//~| HELP wrap the attribute in `unsafe(...)`
pub extern "C" fn edition_drift_lint_a() {}

#[unsafe(export_name = "edition_drift_lint_bee")]
//~^ WARN unsafe_attr_outside_unsafe
pub extern "C" fn b() {}

#[unsafe(link_section = ".data.edition_drift_lint")]
//~^ WARN unsafe_attr_outside_unsafe
pub static C: u32 = 0;
