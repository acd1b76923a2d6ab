//@ claim: "The syntax for an unsafe attribute looks like this"
//@ note: "the three attributes wrapped in `unsafe(...)`: accepted in both editions, with `unsafe_attr_outside_unsafe` denied"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
//@ check-pass
#![deny(unsafe_attr_outside_unsafe)]

#[unsafe(no_mangle)]
pub extern "C" fn edition_drift_wrapped_a() {}

#[unsafe(export_name = "edition_drift_wrapped_bee")]
pub extern "C" fn b() {}

#[unsafe(link_section = ".data.edition_drift_wrapped")]
pub static C: u32 = 0;
