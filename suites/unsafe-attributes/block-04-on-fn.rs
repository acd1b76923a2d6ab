//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-4
//@ claim: "An unsafe attribute must only be used inside `unsafe(...)` in the attribute declaration ... For backwards compatibility reasons, using these attributes outside of `unsafe(...)` is just a lint, not a hard error ... The 2024 edition is also expected to increase the severity of this lint, possibly even making it a hard error"
//@ note: "the block's attribute on a function, and the same attribute without `unsafe(...)` on another: both accepted in 2021 (the lint is allow-by-default), the second an error in 2024"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
//@[e2021] check-pass
#[unsafe(no_mangle)]
pub extern "C" fn edition_drift_unsafe_attr_block_04() {}

#[no_mangle]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub extern "C" fn edition_drift_unsafe_attr_block_04_bare() {}
