//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-11 sha256:43c754780069839334ee03b52777fd3ed5841e89345d6acd35fda379a69ff6b4
//@ section: Don't add the `safe` contextual keyword, keep the default
//@ observe
//@ note: "not a claim: the RFC asks it, or rejects it as an alternative: why not allow but not require items within an `unsafe extern` block to be prefixed with `unsafe`, but not support prefixing items with `safe`, and treat items not prefixed as `unsafe`?"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "the block is valid under the adopted RFC too (it just does not use `safe`); only `c_char` is missing"
unsafe extern {
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub unsafe fn strlen(p: *const c_char) -> usize;
}
