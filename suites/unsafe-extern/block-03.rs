//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-3 sha256:35a475521eda2b0bc5efe558106fa13067fc039937fd0ad6211be1c5aa30467b
//@ section: Don't prefix `extern` with `unsafe`
//@ claim: "One could ask, why not allow each item within an `extern` block to be prefixed with either `safe` or `unsafe`, but do not prefix `extern` with `unsafe`?"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "the rejected alternative is rejected by rustc: items of an `extern` block without `unsafe` cannot have safety qualifiers (and in 2024 the block itself must be `unsafe`); the block also lacks `use std::ffi::c_char`"
extern {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub safe fn sqrt(x: f64) -> f64;
    //~^ ERROR items in `extern` blocks without an `unsafe` qualifier cannot have safety qualifiers
    pub unsafe fn strlen(p: *const c_char) -> usize;
    //~^ ERROR cannot find type `c_char` in this scope
    //~| ERROR items in `extern` blocks without an `unsafe` qualifier cannot have safety qualifiers
}
