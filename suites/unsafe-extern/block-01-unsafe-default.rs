//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-1
//@ claim: "If a signature within the block is not annotated, it is assumed to be `unsafe`"
//@ note: "calling the `unsafe` and the unmarked functions without an `unsafe` block: E0133 for both, in both editions; the `safe` ones are fine"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
use std::ffi::c_char;

unsafe extern "C" {
    pub safe fn sqrt(x: f64) -> f64;
    pub unsafe fn strlen(p: *const c_char) -> usize;
    pub fn free(p: *mut core::ffi::c_void);
    pub safe static IMPORTANT_BYTES: [u8; 256];
}

pub fn uses(p: *const c_char, q: *mut core::ffi::c_void) -> usize {
    let _ = sqrt(2.0) as u8 + IMPORTANT_BYTES[0];
    let len = strlen(p);
    //~^ ERROR E0133
    free(q);
    //~^ ERROR E0133
    len
}
