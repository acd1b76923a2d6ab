//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-10
//@ claim: "Still, the user gets immediate *benefit* out of this change, because the user can now *incrementally* mark items as safe to call"
//@ note: "the block with `c_char` imported: `sqrt` (marked `safe`) is called from safe code; `strlen` still needs `unsafe`"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
use std::ffi::c_char;

unsafe extern {
    pub safe fn sqrt(x: f64) -> f64; // <--- We added `safe` here.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}

pub fn uses(p: *const c_char) -> usize {
    let _ = sqrt(2.0);
    strlen(p)
    //~^ ERROR E0133
}
