//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-4 sha256:15c20d43999791e81a80f0cac903d02969e96e1a15cdb1af167a236ac607fcd2
//@ section: Don't prefix `extern` with `unsafe` and support `unsafe` items only
//@ claim: "why not support only `unsafe` items within `extern` blocks and then don't require those blocks to be marked `unsafe`?"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "rejected as well: the `unsafe` qualifier needs an `unsafe extern` block; the block also lacks `use std::ffi::c_char`"
extern {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub unsafe fn sqrt(x: f64) -> f64;
    //~^ ERROR items in `extern` blocks without an `unsafe` qualifier cannot have safety qualifiers
    pub unsafe fn strlen(p: *const c_char) -> usize;
    //~^ ERROR cannot find type `c_char` in this scope
    //~| ERROR items in `extern` blocks without an `unsafe` qualifier cannot have safety qualifiers
}
