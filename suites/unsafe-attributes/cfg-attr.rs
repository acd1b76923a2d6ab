//@ rfc: 3325
//@ claim: "Syntactically, for each unsafe attribute `attr`, we now also accept `unsafe(attr)` anywhere that `attr` can be used (in particular, inside `cfg_attr`)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
//@ check-pass
#![deny(unsafe_attr_outside_unsafe)]

#[cfg_attr(all(), unsafe(no_mangle))]
pub extern "C" fn edition_drift_via_cfg_attr() {}
