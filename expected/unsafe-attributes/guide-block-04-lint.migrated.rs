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
