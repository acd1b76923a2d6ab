//@ rfc: 3325
//@ claim: "`unsafe` cannot be nested, cannot contain `cfg_attr`, and cannot contain any other (non-unsafe) attributes"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
#[unsafe(inline)]
//~^ ERROR is not an unsafe attribute
pub fn safe_attribute() {}
