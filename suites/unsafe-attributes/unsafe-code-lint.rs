//@ rfc: 3325
//@ claim: "The `deny(unsafe_code)` lint denies the use of unsafe attributes both inside and outside of `unsafe(...)` blocks"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
#![deny(unsafe_code)]

#[unsafe(no_mangle)]
//~^ ERROR unsafe_code
pub extern "C" fn edition_drift_inside() {}

#[no_mangle]
//~^ ERROR unsafe_code
//[e2024]~| ERROR unsafe attribute used without unsafe
pub extern "C" fn edition_drift_outside() {}
