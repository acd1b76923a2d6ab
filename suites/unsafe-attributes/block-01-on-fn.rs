//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-1
//@ claim: "Consider some attributes 'unsafe', so that they must only be used like this"
//@ note: "the block's attribute on a function: accepted in both editions"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
//@ check-pass
#[unsafe(no_mangle)]
pub extern "C" fn edition_drift_unsafe_attr_example() {}
