//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-7
//@ claim: "Functions that are not qualified as `unsafe` or `safe` are assumed to be `unsafe`"
//@ note: "the block's items (with `c_char` imported): the comment 'Safe to call.' on `sqrt` describes the rejected original proposal; under the adopted RFC the unmarked `sqrt` is unsafe to call (E0133)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
use std::ffi::c_char;

unsafe extern {
    pub fn sqrt(x: f64) -> f64; // Safe to call.
    pub unsafe fn strlen(p: *const c_char) -> usize;
}

pub fn root() -> f64 {
    sqrt(2.0)
    //~^ ERROR E0133
}
