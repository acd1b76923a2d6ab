//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-9
//@ claim: "We want users to be able to adopt the new syntax by changing just one line"
//@ note: "the block with `c_char` imported is accepted in both editions and its items stay unsafe to call (E0133 without `unsafe`, fine inside)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
use std::ffi::c_char;

unsafe extern { // <--- We added `unsafe` here.
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}

pub fn root() -> f64 {
    let _ = unsafe { sqrt(4.0) };
    sqrt(2.0)
    //~^ ERROR E0133
}
