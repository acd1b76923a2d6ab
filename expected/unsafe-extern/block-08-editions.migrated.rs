//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-8
//@ claim: "On editions >= 2024, you *must* write all `extern` blocks as `unsafe extern`. On editions < 2024, you *may* write `unsafe extern`, or you may write an `extern` block without the `unsafe` keyword"
//@ note: "the block with `c_char` imported: accepted in 2021 (on every lane), rejected in 2024; an empty extern block with an ABI is rejected as well"
//@[e2021] check-pass
use std::os::raw::c_char;

unsafe extern {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}

unsafe extern "C" {}
//[e2024]~^ ERROR extern blocks must be unsafe
