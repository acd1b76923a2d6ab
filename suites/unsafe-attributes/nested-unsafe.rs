//@ rfc: 3325
//@ claim: "`unsafe` cannot be nested, cannot contain `cfg_attr`"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
#[unsafe(unsafe(no_mangle))]
//~^ ERROR `r#unsafe` is not an unsafe attribute
//~| ERROR cannot find attribute `r#unsafe` in this scope
//~| ERROR expected identifier, found keyword `unsafe`
pub extern "C" fn nested() {}

#[unsafe(cfg_attr(all(), no_mangle))]
//~^ ERROR `cfg_attr` is not an unsafe attribute
//[e2024]~| ERROR unsafe attribute used without unsafe
pub extern "C" fn cfg_inside() {}
