//@ rfc: 3325
//@ claim: "Only a single attribute can be used inside `unsafe`, i.e., `unsafe(foo, bar)` is invalid"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
#[unsafe(no_mangle, export_name = "edition_drift_two")]
//~^ ERROR expected one of
pub extern "C" fn two() {}
