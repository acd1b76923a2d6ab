//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-1 sha256:63dac6835229fde5126adfe112a0ecee62033b68372fda3ea04ccda431040405
//@ section: Guide-level explanation
//@ verbatim: block-01-complete.rs
//@ note: "verbatim, the block names `c_char` and `SyncUnsafeCell` without importing or defining them (two errors, both editions); block-01-complete.rs and block-01-use.rs supply them"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
unsafe extern {
    // sqrt (from libm) may be called with any `f64`
    pub safe fn sqrt(x: f64) -> f64;

    // strlen (from libc) requires a valid pointer,
    // so we mark it as being an unsafe fn
    pub unsafe fn strlen(p: *const c_char) -> usize;

    // this function doesn't say safe or unsafe, so it defaults to unsafe
    pub fn free(p: *mut core::ffi::c_void);

    pub safe static IMPORTANT_BYTES: [u8; 256];

    pub safe static LINES: SyncUnsafeCell<i32>;
}
